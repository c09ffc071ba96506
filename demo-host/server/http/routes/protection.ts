/**
 * Protection-product calls of seed 000 §7 "Dealer and protection products":
 * a dealer's products, a deal's jacket and its update. The contract and every choice where the spec
 * is silent are in src/contract/protection.ts.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { DealIdSchema, DealTypeSchema, type FinanceQuote, type LeaseQuote } from '../../../../src/contract/deal.ts';
import {
  DealJacketUpdateSchema,
  NO_PROTECTION_PRODUCTS,
  protectionProductsSelected,
  type DealerProtectionProducts,
  type DealJacket,
  type JacketUpdateResponse,
} from '../../../../src/contract/protection.ts';
import { type DealRecord } from '../../db/deals-repo.ts';
import { getLatestQuoteSet } from '../../db/deal-quotes-repo.ts';
import { dealerOffersProtection, listDealerProducts, publicProduct } from '../../db/protection-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { productsTotal } from '../../services/protection/jacket.ts';
import { offeredOnCash } from '../../../../src/contract/protection.ts';
import { currentSession } from '../security.ts';

const DealerParams = v.object({ dealerId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Dealer not found')) });
const DealParams = v.object({ id: DealIdSchema });
const DealerQuery = v.object({ dealType: v.optional(DealTypeSchema) });

export function protectionRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const { desk } = services;

  /** The deal's jacket as stored: its products, each once. */
  async function jacketOf(q: Db, deal: DealRecord) {
    const vehicle = await desk.vehicleOf(q, deal);
    return desk.protectionProducts(q, vehicle.dealerId, deal.cashProtectionProducts);
  }

  // Seed 000 §6: a dealer without protection products (or an unknown one) is a 404; the app clears (§8).
  routes.get('/dealer/:dealerId', async (c) => {
    const { dealerId } = parseInput(DealerParams, c.req.param());
    if (!(await dealerOffersProtection(db, dealerId))) throw new HttpError(404, NO_PROTECTION_PRODUCTS);
    const { dealType } = parseInput(DealerQuery, c.req.query());
    // GAP covers a loan or lease balance: a cash deal is not offered it (rules.ts offeredOnCash).
    const products = (await listDealerProducts(db, dealerId))
      .filter((p) => dealType !== 'CASH' || offeredOnCash(p))
      .map(publicProduct);
    return c.json({ dealerId, products } satisfies DealerProtectionProducts);
  });

  routes.get('/deals/:id', async (c) => {
    const { id } = parseInput(DealParams, c.req.param());
    const deal = await desk.ownedDeal(db, currentSession(c), id);
    const products = await jacketOf(db, deal);
    return c.json({ dealId: deal.id, insuranceWarranties: products.map(publicProduct) } satisfies DealJacket);
  });

  routes.put('/update', async (c) => {
    const body = await readJsonBody(c, DealJacketUpdateSchema);
    const deal = await desk.ownedDeal(db, currentSession(c), body.dealId);
    const products = await desk.applyJacket(
      db,
      deal.id,
      body.insuranceWarranties.map((p) => p.id),
      (i) => `insuranceWarranties.${String(i)}.id`,
    );
    const updated = await desk.reload(db, deal.id);
    const jacket: DealJacket = { dealId: deal.id, insuranceWarranties: products.map(publicProduct) };
    const finance = await getLatestQuoteSet(db, deal.id, 'FINANCE');
    const lease = await getLatestQuoteSet(db, deal.id, 'LEASE');
    return c.json({
      customerAndDealData: {
        dealId: deal.id,
        jacket,
        protectionProductsSelected: protectionProductsSelected(jacket),
        protectionTotal: productsTotal(products),
        cash: await desk.computeCash(db, updated),
        finance: finance ? { quotes: finance.quotes as FinanceQuote[] } : null,
        lease: lease ? { quotes: lease.quotes as LeaseQuote[] } : null,
      },
    } satisfies JacketUpdateResponse);
  });

  return routes;
}

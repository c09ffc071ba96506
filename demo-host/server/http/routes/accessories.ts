/**
 * Accessory calls (seed 000 §7 `GET /deals/{id}/savedAccessories`): what the
 * deal's dealer sells for its vehicle, the accessories saved with the deal, and saving them (which
 * re-prices the deal). Owner only, like every deal call. The contract and every choice where the
 * spec is silent are in src/contract/accessories.ts.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  SaveAccessoriesRequestSchema,
  type DealPayments,
  type SaveAccessoriesResponse,
  type SavedAccessories,
  type VehicleAccessories,
} from '../../../../src/contract/accessories.ts';
import { DealIdSchema, type FinanceQuote, type LeaseQuote } from '../../../../src/contract/deal.ts';
import { accessoriesTotal } from '../../domain/accessories/selection.ts';
import { listFittingAccessories, listSavedAccessories, publicAccessory } from '../../db/accessories-repo.ts';
import { type DealRecord } from '../../db/deals-repo.ts';
import { getLatestQuoteSet, type QuoteKind } from '../../db/deal-quotes-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { parseInput, readJsonBody } from '../errors.ts';
import { currentSession } from '../security.ts';
import { type AnyQuote } from '../../services/deal-desk.ts';
import { matchingQuote } from '../../services/deal-save.ts';

const DealParams = v.object({ id: DealIdSchema });

/** One sub-app per prefix: `/api/accessories` and `/api/deals`. */
export function accessoryRoutes(deps: AppDeps, services: Services): Record<'accessories' | 'deals', Hono<AppEnv>> {
  const { db } = deps;
  const routes = { accessories: new Hono<AppEnv>(), deals: new Hono<AppEnv>() };
  const { desk } = services;

  const dealOf = async (c: Context<AppEnv>): Promise<DealRecord> => {
    const { id } = parseInput(DealParams, c.req.param());
    return desk.ownedDeal(db, currentSession(c), id);
  };

  async function savedOf(deal: DealRecord): Promise<SavedAccessories> {
    const accessories = await listSavedAccessories(db, deal.id);
    return { dealId: deal.id, accessories, total: accessoriesTotal(accessories) };
  }

  /** The quote of a kind the deal page shows: the selected one in the latest set, else the set's match for the preferences. */
  async function shownQuote(deal: DealRecord, kind: QuoteKind): Promise<AnyQuote | null> {
    const latest = await getLatestQuoteSet(db, deal.id, kind);
    if (!latest) return null;
    const selection = deal.selection;
    const selected = selection?.kind === kind ? latest.quotes.find((q) => q.id === selection.quoteId) : undefined;
    return selected ?? matchingQuote(latest.quotes, deal.preferences, kind);
  }

  async function paymentsOf(deal: DealRecord): Promise<DealPayments> {
    const finance = await shownQuote(deal, 'FINANCE');
    const lease = await shownQuote(deal, 'LEASE');
    return {
      dealType: desk.dealTypeOf(deal, await desk.selectedQuote(db, deal)),
      finance: finance && !finance.lease ? (finance satisfies FinanceQuote) : null,
      lease: lease?.lease ? (lease satisfies LeaseQuote) : null,
      cash: await desk.computeCash(db, deal),
    };
  }

  routes.accessories.get('/deals/:id', async (c) => {
    const deal = await dealOf(c);
    const vehicle = await desk.vehicleOf(db, deal);
    const accessories = await listFittingAccessories(db, vehicle.dealerId, vehicle);
    return c.json({
      dealId: deal.id,
      dealerId: vehicle.dealerId,
      vehicle: { id: vehicle.id, year: vehicle.year, make: vehicle.make, model: vehicle.model, trim: vehicle.trim },
      accessories: accessories.map(publicAccessory),
    } satisfies VehicleAccessories);
  });

  routes.deals.get('/:id/savedAccessories', async (c) =>
    c.json((await savedOf(await dealOf(c))) satisfies SavedAccessories),
  );

  routes.deals.put('/:id/savedAccessories', async (c) => {
    const deal = await dealOf(c);
    const { accessoryIds } = await readJsonBody(c, SaveAccessoriesRequestSchema);
    await desk.applyAccessories(db, deal.id, accessoryIds, (i) => `accessoryIds.${String(i)}`);
    const updated = await desk.reload(db, deal.id);
    return c.json({ saved: await savedOf(updated), deal: await paymentsOf(updated) } satisfies SaveAccessoriesResponse);
  });

  return routes;
}

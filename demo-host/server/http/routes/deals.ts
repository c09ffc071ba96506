/**
 * Deal calls of seed 000 §7 "Deals" plus `POST /api/deals` (ours: the spec names no creation
 * call). A deal is visible only to its owner; anybody else gets the same 404 as an unknown id.
 * Quotes persist with their deal (deal_quotes), so a reload restores the deal exactly.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  CreateDealRequestSchema,
  DealIdSchema,
  ExternalOfferRequestSchema,
  FinanceQuoteQuerySchema,
  FinanceQuoteRequestSchema,
  LeaseQuoteQuerySchema,
  LeaseQuoteRequestSchema,
  ProtectionProductsBodySchema,
  TaxLocationRequestSchema,
  UpdateDealRequestSchema,
  EXTERNAL_OFFER_PROVIDER,
  type CashDeal,
  type CreateDealResponseSchema,
  type Deal,
  type AvailableOffers,
  type DealVehicle,
  type ExternalOffer,
  type ExternalOfferLineItem,
  type ExternalOfferRequest,
  type ProgramOffer,
  type FinanceQuote,
  type LeaseQuote,
} from '../../../../src/contract/deal.ts';
import { SaveAtSignInRequestSchema, type SaveAtSignInResponse } from '../../../../src/contract/save-at-sign-in.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import { setDealExternalOffers, setDealTaxZip, type DealRecord } from '../../db/deals-repo.ts';
import { type QuoteRequest } from '../../db/deal-quotes-repo.ts';
import { inTransaction } from '../../db/index.ts';
import { getVehicle } from '../../db/inventory-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, jsonError, parseInput, readJsonBody } from '../errors.ts';
import { currentSession, sessionOf } from '../security.ts';
import { UNKNOWN_TAX_ZIP } from '../../services/deal-desk.ts';
import { withOffers } from '../../services/deal-save.ts';

const IdParams = v.object({ id: DealIdSchema });

export const SAVE_NEEDS_LOGIN = 'Log in to save your deal';
/** A signed-in shopper saves the deal itself: only a visitor's deal waits for a sign-in. */
export const ALREADY_SIGNED_IN = 'Already signed in: save the deal instead';

export const OFFER_NOT_AVAILABLE = 'This offer is not available for this vehicle';

/**
 * The line items of the chosen offers, priced from the available ones (one per type, in the order
 * chosen); a type the list lacks is a 400 on its position.
 */
export function chosenOffers(body: ExternalOfferRequest, available: readonly ProgramOffer[]): ExternalOfferLineItem[] {
  const byType = new Map(available.map((offer) => [offer.type, offer]));
  const errors: FieldError[] = [];
  const items = new Map<string, ExternalOfferLineItem>();
  body.lineItems.forEach(({ type }, index) => {
    const offer = byType.get(type);
    if (!offer) errors.push({ field: `lineItems.${String(index)}.type`, message: OFFER_NOT_AVAILABLE });
    else items.set(type, { type, description: offer.description, amount: offer.amount });
  });
  if (errors.length) throw new HttpError(400, 'Invalid request', errors);
  return [...items.values()];
}

export function dealRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db, appOrigin } = deps;
  const routes = new Hono<AppEnv>();
  const { desk } = services;
  const { saver } = services;

  const dealOf = async (c: Context<AppEnv>): Promise<DealRecord> => {
    const { id } = parseInput(IdParams, c.req.param());
    return desk.ownedDeal(db, currentSession(c), id);
  };

  routes.post('/', async (c) => {
    const { vehicleId } = await readJsonBody(c, CreateDealRequestSchema);
    const vehicle = await getVehicle(db, vehicleId, appOrigin);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    const deal = await desk.startDeal(db, sessionOf(c), vehicle);
    return c.json({ dealId: deal.id } satisfies v.InferOutput<typeof CreateDealResponseSchema>, 201);
  });

  routes.get('/:id', async (c) => c.json((await desk.toDeal(db, await dealOf(c))) satisfies Deal));

  // "Start a new deal from this one": how a signed deal's figures change (any deal may be copied).
  routes.post('/:id/start-new', async (c) => {
    const copy = await desk.startFrom(db, await dealOf(c));
    return c.json((await desk.toDeal(db, copy)) satisfies Deal, 201);
  });

  routes.get('/:id/vehicle', async (c) => {
    const deal = await dealOf(c);
    return c.json({ vehicle: await desk.vehicleOf(db, deal), prefs: deal.preferences } satisfies DealVehicle);
  });

  routes.get('/:id/cash', async (c) => {
    const deal = await dealOf(c);
    return c.json((await desk.computeCash(db, deal)) satisfies CashDeal);
  });

  routes.post('/:id/cash', async (c) => {
    const deal = await dealOf(c);
    const { protectionProducts } = await readJsonBody(c, ProtectionProductsBodySchema);
    // The cash list is the deal's jacket: stored once each, the latest finance and lease
    // sets re-priced with it, like PUT /api/protection-products/update.
    await desk.applyJacket(db, deal.id, protectionProducts);
    const updated = await desk.reload(db, deal.id);
    return c.json((await desk.computeCash(db, updated)) satisfies CashDeal);
  });

  // The GETs price without storing (a safe method writes nothing); the POSTs, which
  // need the CSRF token, store the set a shopper may then pick. Naming no products prices the deal's jacket.
  const quotesOf = (deal: DealRecord, kind: 'FINANCE' | 'LEASE', store: boolean, request: QuoteRequest) =>
    (store ? desk.requestQuotes : desk.priceQuotes)(db, deal, kind, request);

  routes.get('/:id/finance/quotes', async (c) => {
    const deal = await dealOf(c);
    const { downPayment } = parseInput(FinanceQuoteQuerySchema, c.req.query());
    const protectionProducts = deal.cashProtectionProducts;
    const quotes = (await quotesOf(deal, 'FINANCE', false, {
      downPayment,
      mileage: null,
      protectionProducts,
    })) as FinanceQuote[];
    return c.json({ quotes } satisfies { quotes: FinanceQuote[] });
  });

  routes.post('/:id/finance/quotes', async (c) => {
    const deal = await dealOf(c);
    const body = await readJsonBody(c, FinanceQuoteRequestSchema);
    const protectionProducts = body.protectionProducts ?? deal.cashProtectionProducts;
    const request = { downPayment: body.downPayment, mileage: null, protectionProducts };
    const quotes = (await quotesOf(deal, 'FINANCE', true, request)) as FinanceQuote[];
    return c.json({ quotes } satisfies { quotes: FinanceQuote[] });
  });

  routes.get('/:id/lease/quotes', async (c) => {
    const deal = await dealOf(c);
    const { downPayment, mileage } = parseInput(LeaseQuoteQuerySchema, c.req.query());
    const protectionProducts = deal.cashProtectionProducts;
    const quotes = (await quotesOf(deal, 'LEASE', false, { downPayment, mileage, protectionProducts })) as LeaseQuote[];
    return c.json({ quotes } satisfies { quotes: LeaseQuote[] });
  });

  routes.post('/:id/lease/quotes', async (c) => {
    const deal = await dealOf(c);
    const body = await readJsonBody(c, LeaseQuoteRequestSchema);
    const protectionProducts = body.protectionProducts ?? deal.cashProtectionProducts;
    const request = { downPayment: body.downPayment, mileage: body.mileage, protectionProducts };
    const quotes = (await quotesOf(deal, 'LEASE', true, request)) as LeaseQuote[];
    return c.json({ quotes } satisfies { quotes: LeaseQuote[] });
  });

  routes.post('/:id/update', async (c) => {
    const deal = await dealOf(c);
    const session = sessionOf(c);
    // Saving needs an account: the saved deal lives in the user's garage.
    if (!session.userId) return jsonError(c, 401, SAVE_NEEDS_LOGIN);
    const body = await readJsonBody(c, UpdateDealRequestSchema);
    const saved = await saver.saveAsked(db, deal.id, body, { userId: session.userId, sessionId: session.id });
    return c.json(saved satisfies Deal);
  });

  // 'Sign in to save this deal' (ours): a visitor's name and choices wait on the deal for the sign-in that claims it.
  routes.post('/:id/save-at-sign-in', async (c) => {
    const deal = await dealOf(c);
    if (sessionOf(c).userId) return jsonError(c, 409, ALREADY_SIGNED_IN);
    const body = await readJsonBody(c, SaveAtSignInRequestSchema);
    await saver.keepForSignIn(db, deal.id, body);
    return c.json({ saveAtSignIn: true } satisfies SaveAtSignInResponse);
  });

  routes.get('/:id/external-offers', async (c) => {
    const deal = await dealOf(c);
    return c.json({ providerType: EXTERNAL_OFFER_PROVIDER, lineItems: deal.externalOffers } satisfies ExternalOffer);
  });

  // The offers the shopper may choose, with the program's amounts.
  routes.get('/:id/external-offers/available', async (c) => {
    const deal = await dealOf(c);
    return c.json((await desk.availableOffers(db, deal)) satisfies AvailableOffers);
  });

  routes.post('/:id/external-offers', async (c) => {
    const deal = await dealOf(c);
    const body = await readJsonBody(c, ExternalOfferRequestSchema);
    // The offers and the re-priced quote sets are one write: the stored quotes always match the stored offers.
    await inTransaction(db, async (tx) => {
      const current = await desk.lockUnsigned(tx, deal.id);
      // Program offers are the server's: the shopper names them, the program's table prices them.
      const items = chosenOffers(body, (await desk.availableOffers(tx, current)).offers);
      const preferences = withOffers(current.preferences, items);
      await setDealExternalOffers(tx, deal.id, items, preferences);
      await desk.repriceQuoteSets(tx, deal.id);
    });
    return c.json((await desk.toDeal(db, await desk.reload(db, deal.id))) satisfies Deal);
  });

  // The ZIP typed on the deal page taxes the deal where the shopper lives; null
  // goes back to the next known ZIP. The ZIP and the re-priced quote sets are one write.
  routes.put('/:id/tax-location', async (c) => {
    const deal = await dealOf(c);
    const { zip } = await readJsonBody(c, TaxLocationRequestSchema);
    if (zip !== null && !(await desk.taxPlace(zip)))
      throw new HttpError(400, 'Invalid request', [{ field: 'zip', message: UNKNOWN_TAX_ZIP }]);
    await inTransaction(db, async (tx) => {
      await desk.lockUnsigned(tx, deal.id);
      await setDealTaxZip(tx, deal.id, zip);
      await desk.repriceQuoteSets(tx, deal.id);
    });
    return c.json((await desk.toDeal(db, await desk.reload(db, deal.id))) satisfies Deal);
  });

  return routes;
}

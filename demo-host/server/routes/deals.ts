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
  ExternalOfferSchema,
  FinanceQuoteQuerySchema,
  FinanceQuoteRequestSchema,
  LeaseQuoteQuerySchema,
  LeaseQuoteRequestSchema,
  ProtectionProductsBodySchema,
  UpdateDealRequestSchema,
  EXTERNAL_OFFER_PROVIDER,
  type CashDeal,
  type AppliedPreApprovalSchema,
  type CreateDealResponseSchema,
  type Deal,
  type DealPreferences,
  type DealType,
  type DealVehicle,
  type ExternalOffer,
  type FinanceQuote,
  type LeaseQuote,
  type SavedAccessoriesSchema,
  type UpdateDealRequest,
} from '../../../src/features/deal/api.ts';
import type { Certificate } from '../../../src/features/certificates/api.ts';
import type { FieldError } from '../../../src/lib/http.ts';
import { financeTerms, leaseTerms } from '../engine/index.ts';
import {
  getDealRecord,
  getLatestQuoteSet,
  getPreApproval,
  insertCertificate,
  insertLeadOnce,
  listSavedAccessories,
  saveDeal,
  setCashProtectionProducts,
  setDealExternalOffers,
  type DealRecord,
  type QuoteSelection,
} from '../db/deals-repo.ts';
import { getVehicle } from '../db/repo.ts';
import type { AppDeps, AppEnv } from '../env.ts';
import { HttpError, jsonError, parseInput, readJsonBody } from '../errors.ts';
import { ensureSession } from '../security.ts';
import { cleanLineItems, createDealDesk, engineVehicle, type AnyQuote, type DealDesk } from './deal-service.ts';

const IdParams = v.object({ id: DealIdSchema });

/** The lead a first save sends (seed 000 §7 `sendLead`). */
export const DEAL_SAVED_LEAD = 'deal-saved';
export const SAVE_NEEDS_LOGIN = 'Log in to save your deal';
export const TERM_NOT_OFFERED = 'Term not offered';
export const QUOTE_NOT_FOUND = 'Quote not found for this deal';

/** The quote of a kind that matches the saved preferences (term, lender type or mileage), else the first. */
function matchingQuote(
  quotes: readonly AnyQuote[],
  prefs: DealPreferences,
  kind: 'FINANCE' | 'LEASE',
): AnyQuote | null {
  const match = quotes.find((q) => {
    if (kind === 'FINANCE') {
      const f = prefs.financePreferences;
      const lenderOk = f.financierType === 'ALL' || (f.financierType === 'CAPTIVE') === q.financier.captiveLender;
      return q.term === f.term && lenderOk;
    }
    const l = prefs.leasePreferences;
    return q.lease && q.term === l.term && q.mileageAllowed === l.mileage;
  });
  return match ?? quotes[0] ?? null;
}

/** The numbers a certificate shows for every payment type, taken when the deal is saved. */
function certificateTerms(desk: DealDesk, deal: DealRecord, db: AppDeps['db']): Record<DealType, Certificate['terms']> {
  const cash = desk.computeCash(deal, desk.vehicleOf(deal));
  const selected = desk.selectedQuote(deal);
  const quoteFor = (kind: 'FINANCE' | 'LEASE'): AnyQuote | null => {
    if (selected && selected.lease === (kind === 'LEASE')) return selected;
    return matchingQuote(getLatestQuoteSet(db, deal.id, kind)?.quotes ?? [], deal.preferences, kind);
  };
  const termsOf = (q: AnyQuote | null): Certificate['terms'] => ({
    monthlyPayment: q?.monthlyPayment ?? null,
    term: q?.term ?? null,
    apr: q?.apr ?? null,
    downPayment: q?.downPayment ?? null,
    mileageAllowed: q?.lease ? q.mileageAllowed : null,
    lenderName: q?.financier.name ?? null,
    outTheDoor: cash.outTheDoor,
    cashPrice: cash.cashPrice,
  });
  return { FINANCE: termsOf(quoteFor('FINANCE')), LEASE: termsOf(quoteFor('LEASE')), CASH: termsOf(null) };
}

/** Field errors of an update that the schema cannot know: offered terms and the deal's own quotes. */
function checkUpdate(desk: DealDesk, deal: DealRecord, body: UpdateDealRequest): QuoteSelection | null {
  const errors: FieldError[] = [];
  const ev = engineVehicle(desk.vehicleOf(deal));
  const financeTerm = body.dealPreferences.financePreferences.term;
  if (financeTerm !== null && !financeTerms(ev, desk.now()).includes(financeTerm)) {
    errors.push({ field: 'dealPreferences.financePreferences.term', message: TERM_NOT_OFFERED });
  }
  const leaseTerm = body.dealPreferences.leasePreferences.term;
  if (leaseTerm !== null && !leaseTerms(ev).includes(leaseTerm)) {
    errors.push({ field: 'dealPreferences.leasePreferences.term', message: TERM_NOT_OFFERED });
  }
  let selection: QuoteSelection | null = null;
  const update = body.updateQuote;
  if (update.dealType !== 'CASH') {
    const set = desk.findQuoteSet(deal, update.dealType, update.quoteId);
    if (set) selection = { kind: update.dealType, quoteId: update.quoteId, requestKey: set.requestKey };
    else errors.push({ field: 'updateQuote.quoteId', message: QUOTE_NOT_FOUND });
  }
  if (errors.length) throw new HttpError(400, 'Invalid request', errors);
  return selection;
}

export function dealRoutes(deps: AppDeps): Hono<AppEnv> {
  const { db, appOrigin } = deps;
  const routes = new Hono<AppEnv>();
  const desk = createDealDesk(deps);

  const dealOf = (c: Context<AppEnv>): DealRecord => {
    const { id } = parseInput(IdParams, c.req.param());
    return desk.ownedDeal(ensureSession(c, db), id);
  };

  routes.post('/api/deals', async (c) => {
    const { vehicleId } = await readJsonBody(c, CreateDealRequestSchema);
    const vehicle = getVehicle(db, vehicleId, appOrigin);
    if (!vehicle) throw new HttpError(404, 'Vehicle not found');
    const deal = desk.startDeal(ensureSession(c, db), vehicle);
    return c.json({ dealId: deal.id } satisfies v.InferOutput<typeof CreateDealResponseSchema>, 201);
  });

  routes.get('/api/deals/:id', (c) => c.json(desk.toDeal(dealOf(c)) satisfies Deal));

  routes.get('/api/deals/:id/vehicle', (c) => {
    const deal = dealOf(c);
    return c.json({ vehicle: desk.vehicleOf(deal), prefs: deal.preferences } satisfies DealVehicle);
  });

  routes.get('/api/deals/:id/cash', (c) => {
    const deal = dealOf(c);
    return c.json(desk.computeCash(deal, desk.vehicleOf(deal)) satisfies CashDeal);
  });

  routes.post('/api/deals/:id/cash', async (c) => {
    const deal = dealOf(c);
    const { protectionProducts } = await readJsonBody(c, ProtectionProductsBodySchema);
    desk.protectionTotal(protectionProducts);
    setCashProtectionProducts(db, deal.id, protectionProducts);
    const updated = getDealRecord(db, deal.id) as DealRecord;
    return c.json(desk.computeCash(updated, desk.vehicleOf(updated)) satisfies CashDeal);
  });

  const financeQuotes = (deal: DealRecord, downPayment: number, protectionProducts: string[]) =>
    ({
      quotes: desk.requestQuotes(deal, 'FINANCE', { downPayment, mileage: null, protectionProducts }) as FinanceQuote[],
    }) satisfies { quotes: FinanceQuote[] };
  const leaseQuotes = (deal: DealRecord, downPayment: number, mileage: number, protectionProducts: string[]) =>
    ({
      quotes: desk.requestQuotes(deal, 'LEASE', { downPayment, mileage, protectionProducts }) as LeaseQuote[],
    }) satisfies { quotes: LeaseQuote[] };

  routes.get('/api/deals/:id/finance/quotes', (c) => {
    const deal = dealOf(c);
    const { downPayment } = parseInput(FinanceQuoteQuerySchema, c.req.query());
    return c.json(financeQuotes(deal, downPayment, []));
  });

  routes.post('/api/deals/:id/finance/quotes', async (c) => {
    const deal = dealOf(c);
    const body = await readJsonBody(c, FinanceQuoteRequestSchema);
    return c.json(financeQuotes(deal, body.downPayment, body.protectionProducts));
  });

  routes.get('/api/deals/:id/lease/quotes', (c) => {
    const deal = dealOf(c);
    const { downPayment, mileage } = parseInput(LeaseQuoteQuerySchema, c.req.query());
    return c.json(leaseQuotes(deal, downPayment, mileage, []));
  });

  routes.post('/api/deals/:id/lease/quotes', async (c) => {
    const deal = dealOf(c);
    const body = await readJsonBody(c, LeaseQuoteRequestSchema);
    return c.json(leaseQuotes(deal, body.downPayment, body.mileage, body.protectionProducts));
  });

  routes.post('/api/deals/:id/update', async (c) => {
    const deal = dealOf(c);
    const session = ensureSession(c, db);
    // Saving needs an account: the saved deal lives in the user's garage.
    if (!session.userId) return jsonError(c, 401, SAVE_NEEDS_LOGIN);
    const body = await readJsonBody(c, UpdateDealRequestSchema);
    const selection = checkUpdate(desk, deal, body);
    const userId = session.userId;
    db.transaction(() => {
      saveDeal(db, deal.id, { dealName: body.dealName, preferences: body.dealPreferences, selection, userId });
      if (body.sendLead === true) insertLeadOnce(db, deal.id, DEAL_SAVED_LEAD);
      const saved = getDealRecord(db, deal.id) as DealRecord;
      insertCertificate(db, {
        dealId: saved.id,
        vehicleId: saved.vehicleId,
        userId,
        dealName: body.dealName,
        preferences: body.dealPreferences,
        paymentType: desk.dealTypeOf(saved, desk.selectedQuote(saved)),
        terms: certificateTerms(desk, saved, db),
      });
    })();
    return c.json(desk.toDeal(getDealRecord(db, deal.id) as DealRecord) satisfies Deal);
  });

  routes.get('/api/deals/:id/external-offers', (c) => {
    const deal = dealOf(c);
    return c.json({ providerType: EXTERNAL_OFFER_PROVIDER, lineItems: deal.externalOffers } satisfies ExternalOffer);
  });

  routes.post('/api/deals/:id/external-offers', async (c) => {
    const deal = dealOf(c);
    const body = await readJsonBody(c, ExternalOfferSchema);
    // Seed 000 §5: items with no amount or an amount ≤ 0 are dropped; one item per type.
    const items = cleanLineItems(body.lineItems);
    const preferences: DealPreferences = {
      ...deal.preferences,
      financePreferences: { ...deal.preferences.financePreferences, externalOffers: items },
      leasePreferences: { ...deal.preferences.leasePreferences, externalOffers: items },
    };
    setDealExternalOffers(db, deal.id, items, preferences);
    desk.repriceQuoteSets(deal.id);
    return c.json(desk.toDeal(getDealRecord(db, deal.id) as DealRecord) satisfies Deal);
  });

  routes.get('/api/deals/:id/savedAccessories', (c) => {
    const deal = dealOf(c);
    return c.json({ accessories: listSavedAccessories(db, deal.id) } satisfies v.InferOutput<
      typeof SavedAccessoriesSchema
    >);
  });

  routes.get('/api/deal/:id/applied-pre-approval', (c) => {
    const deal = dealOf(c);
    const id = deal.preferences.appliedPreApproval;
    const preApproval = id === null ? null : getPreApproval(db, id, deal.userId);
    return c.json({ preApproval } satisfies v.InferOutput<typeof AppliedPreApprovalSchema>);
  });

  return routes;
}

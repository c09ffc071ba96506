/**
 * Queries of the deal desk: deals and their persisted quotes, leads, certificates,
 * recently viewed vehicles, trades and credit scores and dealer fees (the inventory search is
 * inventory-repo.ts's). Rows are written only here, from values the routes validated, so reads map columns
 * without re-validating. Every function takes the database or a transaction on it.
 */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type {
  CreditTier,
  DealPreferences,
  DealType,
  ExternalOfferLineItem,
  FinanceQuote,
  LeaseQuote,
} from '../../../src/contract/deal.ts';
import type { Certificate } from '../../../src/contract/certificates.ts';
import type { SalePrice, Vehicle, VehicleSummary } from '../../../src/contract/vehicle.ts';
import { inTransaction } from './database.ts';
import { json, toVehicle, type VehicleRow } from './repo.ts';
import { isAmount, readBounded, readIds, readOffers, readPreferences } from './stored-json.ts';
import type { Database, Db, Row } from './schema.ts';

// ─── pricing inputs ─────────────────────────────────────────────────────────────────────────

export type DealerFees = { stateCode: string; zipCode: string; docFee: number; registrationFee: number };

export async function getDealerFees(db: Db, dealerId: string): Promise<DealerFees | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['state_code', 'zip_code', 'doc_fee', 'registration_fee'])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return row
    ? { stateCode: row.state_code, zipCode: row.zip_code, docFee: row.doc_fee, registrationFee: row.registration_fee }
    : null;
}

export type VehiclePricing = { rebate: number; priceWithRebates: number };

export async function getVehiclePricing(db: Db, vehicleId: string): Promise<VehiclePricing | null> {
  const row = await db
    .selectFrom('vehicles')
    .select(['sale_price', 'manufacturer_rebate', 'price_with_rebates'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  if (!row) return null;
  const rebate = row.manufacturer_rebate ?? 0;
  return { rebate, priceWithRebates: row.price_with_rebates ?? row.sale_price - rebate };
}

/**
 * GET /vehicles/{id}/saleprice's figures for each vehicle: the one place a vehicle's advertised
 * price is read, so the widget and the demo dealer site show the same price for the same car.
 */
export async function getSalePrices(db: Db, vehicles: readonly Vehicle[]): Promise<Map<string, SalePrice>> {
  if (vehicles.length === 0) return new Map();
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'sale_price', 'manufacturer_rebate', 'price_with_rebates'])
    .where(
      'id',
      'in',
      vehicles.map((v) => v.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    vehicles.flatMap((vehicle) => {
      const row = byId.get(vehicle.id);
      if (!row) return [];
      const rebates = row.manufacturer_rebate ?? 0;
      return [
        [
          vehicle.id,
          {
            msrp: vehicle.msrp,
            salePrice: vehicle.salePrice,
            rebates,
            priceWithRebates: row.price_with_rebates ?? row.sale_price - rebates,
          },
        ] as const,
      ];
    }),
  );
}

export function toVehicleSummary(vehicle: Vehicle, priceWithRebates: number): VehicleSummary {
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    stockType: vehicle.stockType,
    bodyStyle: vehicle.bodyStyle,
    fuelType: vehicle.fuelType,
    exteriorColor: vehicle.exteriorColor,
    mileage: vehicle.mileage,
    msrp: vehicle.msrp,
    salePrice: vehicle.salePrice,
    priceWithRebates,
    imageUrl: vehicle.imageUrl,
    stockImageUrl: vehicle.stockImageUrl,
    inTransit: vehicle.inTransit,
    estimatedDeliveryDate: vehicle.estimatedDeliveryDate,
  };
}

/** A vehicle row as listed: its price with rebates as stored, else worked out. */
export const summaryOf = (row: VehicleRow, appOrigin: string): VehicleSummary =>
  toVehicleSummary(
    toVehicle(row, appOrigin),
    row.price_with_rebates ?? row.sale_price - (row.manufacturer_rebate ?? 0),
  );

export async function getVehicleSummary(db: Db, id: string, appOrigin: string): Promise<VehicleSummary | null> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? summaryOf(row, appOrigin) : null;
}

export type UserTrade = { id: string; vehicleName: string; netCashOffer: number };

/** A trade whose offer or payoff is no bounded number prices no deal: it reads as none. */
const toUserTrade = (row: Pick<Row<'trades'>, 'id' | 'vehicle_name' | 'offer' | 'payoff'>): UserTrade | null =>
  isAmount(row.offer) && isAmount(row.payoff)
    ? { id: row.id, vehicleName: row.vehicle_name, netCashOffer: row.offer - row.payoff }
    : null;

/**
 * The trade the user's deals carry: their most recent one, unless they sell it to the dealer
 * outright (indicator SELL), which is a sale of its own and not part of a deal.
 */
export async function getUserTrade(db: Db, userId: string): Promise<UserTrade | null> {
  const row = await db
    .selectFrom('trades')
    .select(['id', 'vehicle_name', 'offer', 'payoff', 'indicator'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && row.indicator === 'TRADE' ? toUserTrade(row) : null;
}

export async function getTrade(db: Db, id: string): Promise<UserTrade | null> {
  const row = await db
    .selectFrom('trades')
    .select(['id', 'vehicle_name', 'offer', 'payoff'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toUserTrade(row) : null;
}

export async function getUserCreditScore(db: Db, userId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('credit_score').where('id', '=', userId).executeTakeFirst();
  return row?.credit_score ?? null;
}

/** The campaign's default payment type for a dealer: the first campaign (by position) that lists it. */
export async function getPaymentTypeForDealer(db: Db, dealerId: string): Promise<DealType | null> {
  const row = await db
    .selectFrom('campaigns as c')
    .innerJoin('campaign_dealers as cd', 'cd.campaign_slug', 'c.slug')
    .select('c.payment_type')
    .where('cd.dealer_id', '=', dealerId)
    .orderBy('c.position')
    .orderBy('c.slug')
    .limit(1)
    .executeTakeFirst();
  // Written only by the seed, from a validated campaign.
  return row?.payment_type ?? null;
}

// ─── deals ──────────────────────────────────────────────────────────────────────────────────

export type QuoteKind = 'FINANCE' | 'LEASE';
export type QuoteSelection = { kind: QuoteKind; quoteId: string; requestKey: string };

export type DealRecord = {
  id: string;
  vehicleId: string;
  sessionId: string | null;
  userId: string | null;
  creditScore: number;
  /** The tier self-selected on this deal, null when none. */
  selfSelectedTier: CreditTier | null;
  /** The campaign the deal was started in, null for older deals. */
  campaignSlug: string | null;
  tradeId: string | null;
  dealName: string | null;
  saved: boolean;
  preferences: DealPreferences;
  externalOffers: ExternalOfferLineItem[];
  cashProtectionProducts: string[];
  selection: QuoteSelection | null;
  /** The ZIP typed on the deal page for taxes, null until one is. */
  taxZip: string | null;
  /** The visitor asked to save it when they sign in ('Sign in to save this deal'): the claim saves it. */
  saveAtSignIn: boolean;
  createdAt: string;
  updatedAt: string;
};

export function toDealRecord(row: Row<'deals'>): DealRecord {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    sessionId: row.session_id,
    userId: row.user_id,
    creditScore: row.credit_score,
    selfSelectedTier: row.self_selected_tier as CreditTier | null,
    campaignSlug: row.campaign_slug,
    tradeId: row.trade_id,
    dealName: row.deal_name,
    saved: row.saved !== 0,
    // Read so that a bad stored value is dropped, never thrown on every later read.
    preferences: readPreferences(row.id, row.preferences),
    externalOffers: readOffers(row.id, row.external_offers),
    cashProtectionProducts: readIds(row.id, row.cash_protection_products),
    selection:
      row.selected_kind && row.selected_quote_id !== null && row.selected_request_key !== null
        ? { kind: row.selected_kind, quoteId: row.selected_quote_id, requestKey: row.selected_request_key }
        : null,
    taxZip: row.tax_zip,
    saveAtSignIn: row.save_at_sign_in !== 0,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type NewDeal = Pick<
  DealRecord,
  'vehicleId' | 'sessionId' | 'userId' | 'creditScore' | 'tradeId' | 'preferences'
> & { campaignSlug?: string | null };

export async function insertDeal(db: Db, deal: NewDeal, now = new Date()): Promise<DealRecord> {
  const at = now.toISOString();
  const row = await db
    .insertInto('deals')
    .values({
      id: randomUUID(),
      vehicle_id: deal.vehicleId,
      session_id: deal.sessionId,
      user_id: deal.userId,
      credit_score: deal.creditScore,
      trade_id: deal.tradeId,
      campaign_slug: deal.campaignSlug ?? null,
      preferences: JSON.stringify(deal.preferences),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDealRecord(row);
}

export async function getDealRecord(db: Db, id: string): Promise<DealRecord | null> {
  const row = await db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDealRecord(row) : null;
}

/**
 * The deal as it is now, locked until the transaction `db` is ends: a write that changes nothing,
 * so concurrent writers of one deal queue up (PostgreSQL locks the row, SQLite takes its write
 * lock first) instead of pricing from inputs another request is changing.
 */
export async function lockDealRecord(db: Db, id: string): Promise<DealRecord | null> {
  const row = await db
    .updateTable('deals')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toDealRecord(row) : null;
}

export type DealSave = {
  dealName: string;
  preferences: DealPreferences;
  selection: QuoteSelection | null;
  userId: string;
};

/** Saves the deal and returns it as saved (null when it is gone). */
export async function saveDeal(db: Db, id: string, save: DealSave, now = new Date()): Promise<DealRecord | null> {
  const row = await db
    .updateTable('deals')
    .set({
      deal_name: save.dealName,
      preferences: JSON.stringify(save.preferences),
      selected_kind: save.selection?.kind ?? null,
      selected_quote_id: save.selection?.quoteId ?? null,
      selected_request_key: save.selection?.requestKey ?? null,
      user_id: save.userId,
      saved: 1,
      save_at_sign_in: 0,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toDealRecord(row) : null;
}

/**
 * A visitor's 'Sign in to save this deal': the name and choices on their screen, kept on the unsaved
 * deal, which the sign-in that claims it then saves (routes/auth-service.ts `claimAnonymousActivity`).
 */
export async function setSaveAtSignIn(
  db: Db,
  id: string,
  save: Pick<DealSave, 'dealName' | 'preferences' | 'selection'>,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('deals')
    .set({
      deal_name: save.dealName,
      preferences: JSON.stringify(save.preferences),
      selected_kind: save.selection?.kind ?? null,
      selected_quote_id: save.selection?.quoteId ?? null,
      selected_request_key: save.selection?.requestKey ?? null,
      save_at_sign_in: 1,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .execute();
}

/** The deal's selected quote, as a save records it, without saving the deal (a chosen offer's quote). */
export async function setDealSelection(db: Db, id: string, selection: QuoteSelection, now = new Date()): Promise<void> {
  await db
    .updateTable('deals')
    .set({
      selected_kind: selection.kind,
      selected_quote_id: selection.quoteId,
      selected_request_key: selection.requestKey,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function setDealExternalOffers(
  db: Db,
  id: string,
  items: ExternalOfferLineItem[],
  preferences: DealPreferences,
  now = new Date(),
): Promise<void> {
  await db
    .updateTable('deals')
    .set({
      external_offers: JSON.stringify(items),
      preferences: JSON.stringify(preferences),
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The choices a new deal takes from the one it was started from (its vehicle and owner are set at insert). */
export type CopiedChoices = Pick<
  DealRecord,
  'selfSelectedTier' | 'externalOffers' | 'cashProtectionProducts' | 'taxZip' | 'selection'
>;

export async function setCopiedChoices(db: Db, id: string, c: CopiedChoices, now = new Date()): Promise<void> {
  await db
    .updateTable('deals')
    .set({
      self_selected_tier: c.selfSelectedTier,
      external_offers: JSON.stringify(c.externalOffers),
      cash_protection_products: JSON.stringify(c.cashProtectionProducts),
      tax_zip: c.taxZip,
      selected_kind: c.selection?.kind ?? null,
      selected_quote_id: c.selection?.quoteId ?? null,
      selected_request_key: c.selection?.requestKey ?? null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** The ZIP typed on the deal page for its taxes (null: back to the next known one). */
export async function setDealTaxZip(db: Db, id: string, zip: string | null, now = new Date()): Promise<void> {
  await db.updateTable('deals').set({ tax_zip: zip, updated_at: now.toISOString() }).where('id', '=', id).execute();
}

/** The ZIP code on the user's profile (registration asks for it). */
export async function getUserZipcode(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('zipcode').where('id', '=', userId).executeTakeFirst();
  return row?.zipcode ?? null;
}

export async function setCashProtectionProducts(db: Db, id: string, ids: string[], now = new Date()): Promise<void> {
  await db
    .updateTable('deals')
    .set({ cash_protection_products: JSON.stringify(ids), updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** At login the session's anonymous deals become the user's, priced with the user's credit and trade. */
export async function claimSessionDeals(
  db: Db,
  sessionId: string,
  userId: string,
  creditScore: number,
  tradeId: string | null,
  /** Whether deals holding a finance application move too (they carry the applicant's personal data). */
  o: { withFinance: boolean } = { withFinance: true },
): Promise<string[]> {
  let update = db
    .updateTable('deals')
    .set({ user_id: userId, credit_score: creditScore, trade_id: tradeId })
    .where('session_id', '=', sessionId)
    .where('user_id', 'is', null);
  if (!o.withFinance) {
    update = update.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('finance_applications').select('deal_id').whereRef('deal_id', '=', 'deals.id'))),
    );
  }
  const rows = await update.returning('id').execute();
  return rows.map((r) => r.id);
}

export async function countSavedDeals(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('deals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('saved', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function listSavedDeals(db: Db, userId: string): Promise<DealRecord[]> {
  const rows = await db
    .selectFrom('deals')
    .selectAll()
    .where('user_id', '=', userId)
    .where('saved', '=', 1)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toDealRecord);
}

// ─── quotes ─────────────────────────────────────────────────────────────────────────────────

export type QuoteRequest = { downPayment: number; mileage: number | null; protectionProducts: string[] };
export type QuoteSet = {
  kind: QuoteKind;
  requestKey: string;
  request: QuoteRequest;
  quotes: (FinanceQuote | LeaseQuote)[];
  seq: number;
};

/** Sets kept per deal and kind; older ones go (except the one a selection points at). */
export const QUOTE_SETS_KEPT = 20;

/** The same request always has the same key (product ids sorted, mileage null for finance). */
export function quoteRequestKey(request: QuoteRequest): string {
  return JSON.stringify([request.downPayment, request.mileage, [...request.protectionProducts].sort()]);
}

/**
 * A stored set, or null when a number in it is not finite or beyond any amount: such a
 * set is left out, as if never requested, so the next request prices the deal afresh.
 */
function toQuoteSet(row: Row<'deal_quotes'>): QuoteSet | null {
  const request = readBounded(row.deal_id, row.request, 'quote request') as QuoteRequest | undefined;
  const quotes = readBounded(row.deal_id, row.quotes, 'quote') as QuoteSet['quotes'] | undefined;
  if (!request || !quotes || !Array.isArray(quotes)) return null;
  return { kind: row.kind, requestKey: row.request_key, request, quotes, seq: row.requested_seq };
}

const usableSets = (rows: readonly Row<'deal_quotes'>[]): QuoteSet[] =>
  rows.map(toQuoteSet).filter((set) => set !== null);

/**
 * Stores (or replaces) the quotes of a request and makes it the deal's latest set of its kind;
 * prunes in the same transaction. The next seq is read, then written: callers that may race on
 * one deal hold its lock (lockDealRecord), as the desk's requestQuotes does.
 */
export async function putQuoteSet(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  request: QuoteRequest,
  quotes: QuoteSet['quotes'],
  keepKey: string | null,
): Promise<QuoteSet> {
  const requestKey = quoteRequestKey(request);
  return inTransaction(db, async (tx) => {
    const { latest } = await tx
      .selectFrom('deal_quotes')
      .select((eb) => eb.fn.max('requested_seq').as('latest'))
      .where('deal_id', '=', dealId)
      .executeTakeFirstOrThrow();
    const seq = (latest ?? 0) + 1;
    await tx
      .insertInto('deal_quotes')
      .values({
        deal_id: dealId,
        kind,
        request_key: requestKey,
        request: JSON.stringify(request),
        quotes: JSON.stringify(quotes),
        requested_seq: seq,
      })
      .onConflict((oc) =>
        oc.columns(['deal_id', 'kind', 'request_key']).doUpdateSet((eb) => ({
          quotes: eb.ref('excluded.quotes'),
          requested_seq: eb.ref('excluded.requested_seq'),
        })),
      )
      .execute();
    let prune = tx
      .deleteFrom('deal_quotes')
      .where('deal_id', '=', dealId)
      .where('kind', '=', kind)
      .where('request_key', 'not in', (eb) =>
        eb
          .selectFrom('deal_quotes')
          .select('request_key')
          .where('deal_id', '=', dealId)
          .where('kind', '=', kind)
          .orderBy('requested_seq', 'desc')
          .limit(QUOTE_SETS_KEPT),
      );
    if (keepKey !== null) prune = prune.where('request_key', '<>', keepKey);
    await prune.execute();
    return { kind, requestKey, request, quotes, seq };
  });
}

/** Replaces the quotes of an existing set without making it the latest (re-pricing after an input changed). */
export async function replaceQuoteSetQuotes(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  requestKey: string,
  quotes: QuoteSet['quotes'],
): Promise<void> {
  await db
    .updateTable('deal_quotes')
    .set({ quotes: JSON.stringify(quotes) })
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .where('request_key', '=', requestKey)
    .execute();
}

export async function getLatestQuoteSet(db: Db, dealId: string, kind: QuoteKind): Promise<QuoteSet | null> {
  const row = await db
    .selectFrom('deal_quotes')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .orderBy('requested_seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toQuoteSet(row) : null;
}

/** A deal's sets as the deal view and its re-pricing use them: the latest of each kind and the selected one. */
export type DealQuoteSets = { latest: Record<QuoteKind, QuoteSet | null>; selected: QuoteSet | null };

/**
 * The latest set of each kind (null when that row is unusable, as getLatestQuoteSet) and the set the
 * selection was picked from, in one statement: `requested_seq` is unique within a deal.
 */
export async function getDealQuoteSets(
  db: Db,
  dealId: string,
  selection: Pick<QuoteSelection, 'kind' | 'requestKey'> | null,
): Promise<DealQuoteSets> {
  const latestSeq = (kind: QuoteKind) =>
    db
      .selectFrom('deal_quotes as l')
      .select((eb) => eb.fn.max('l.requested_seq').as('seq'))
      .where('l.deal_id', '=', dealId)
      .where('l.kind', '=', kind);
  const rows = await db
    .selectFrom('deal_quotes')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where((eb) =>
      eb.or([
        eb('requested_seq', '=', latestSeq('FINANCE')),
        eb('requested_seq', '=', latestSeq('LEASE')),
        ...(selection ? [eb.and([eb('kind', '=', selection.kind), eb('request_key', '=', selection.requestKey)])] : []),
      ]),
    )
    .orderBy('requested_seq', 'desc')
    .execute();
  const latestRow = (kind: QuoteKind) => rows.find((row) => row.kind === kind) ?? null;
  const latest = (kind: QuoteKind): QuoteSet | null => {
    const row = latestRow(kind);
    return row ? toQuoteSet(row) : null;
  };
  const selectedRow = selection
    ? rows.find((row) => row.kind === selection.kind && row.request_key === selection.requestKey)
    : undefined;
  return {
    latest: { FINANCE: latest('FINANCE'), LEASE: latest('LEASE') },
    selected: selectedRow ? toQuoteSet(selectedRow) : null,
  };
}

/** Every set of a deal, latest first. */
export async function listQuoteSets(db: Db, dealId: string, kind?: QuoteKind): Promise<QuoteSet[]> {
  let query = db.selectFrom('deal_quotes').selectAll().where('deal_id', '=', dealId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('requested_seq', 'desc').execute();
  return usableSets(rows);
}

export async function getQuoteSet(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  requestKey: string,
): Promise<QuoteSet | null> {
  const row = await db
    .selectFrom('deal_quotes')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where('kind', '=', kind)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row ? toQuoteSet(row) : null;
}

// ─── leads, pre-approvals ──────────────────────────────────────────────────────────────────

/** Records a lead of this kind for the deal unless one exists; true when this call recorded it. */
export async function insertLeadOnce(db: Db, dealId: string, kind: string, now = new Date()): Promise<boolean> {
  const inserted = await db
    .insertInto('leads')
    .values({ deal_id: dealId, kind, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countLeads(db: Db, dealId: string): Promise<number> {
  const { n } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deal_id', '=', dealId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

// ─── certificates ───────────────────────────────────────────────────────────────────────────

export type CertificateTerms = Certificate['terms'];

export type CertificateRecord = {
  id: string;
  dealId: string;
  vehicleId: string;
  userId: string;
  dealName: string;
  preferences: DealPreferences;
  paymentType: DealType;
  /** The deal's numbers for every payment type at the moment of saving. */
  terms: Record<DealType, CertificateTerms>;
  issuedAt: string;
  expiresAt: string;
};

/** Terms as stored: rows issued before certificates recorded the credit tier have none. */
type StoredCertificateTerms = Omit<CertificateTerms, 'creditTier'> & { creditTier?: CreditTier | null };

/** Each payment type's terms, a missing tier read as none, so an old certificate still parses. */
function readCertificateTerms(text: string): CertificateRecord['terms'] {
  const stored = json<Record<DealType, StoredCertificateTerms>>(text);
  const withTier = (terms: StoredCertificateTerms): CertificateTerms => ({
    ...terms,
    creditTier: terms.creditTier ?? null,
  });
  return { FINANCE: withTier(stored.FINANCE), LEASE: withTier(stored.LEASE), CASH: withTier(stored.CASH) };
}

/** A certificate is good for this long after it is issued. */
export const CERTIFICATE_VALID_DAYS = 14;

const toCertificate = (row: Row<'certificates'>): CertificateRecord => ({
  id: row.id,
  dealId: row.deal_id,
  vehicleId: row.vehicle_id,
  userId: row.user_id,
  dealName: row.deal_name,
  preferences: readPreferences(row.deal_id, row.preferences),
  paymentType: row.payment_type,
  terms: readCertificateTerms(row.terms),
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
});

/**
 * Issues a certificate at `now`, or one millisecond after the user's latest one for the vehicle
 * if that is not earlier: `issued_at` alone then lists them in the order they were issued.
 */
export async function insertCertificate(
  db: Db,
  c: Omit<CertificateRecord, 'id' | 'issuedAt' | 'expiresAt'>,
  now = new Date(),
): Promise<CertificateRecord> {
  const { latest } = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.max('issued_at').as('latest'))
    .where('user_id', '=', c.userId)
    .where('vehicle_id', '=', c.vehicleId)
    .executeTakeFirstOrThrow();
  const issued = new Date(latest === null ? now.getTime() : Math.max(now.getTime(), Date.parse(latest) + 1));
  const expires = new Date(issued.getTime() + CERTIFICATE_VALID_DAYS * 86_400_000);
  const record: CertificateRecord = {
    ...c,
    id: randomUUID(),
    issuedAt: issued.toISOString(),
    expiresAt: expires.toISOString(),
  };
  await db
    .insertInto('certificates')
    .values({
      id: record.id,
      deal_id: record.dealId,
      vehicle_id: record.vehicleId,
      user_id: record.userId,
      deal_name: record.dealName,
      preferences: JSON.stringify(record.preferences),
      payment_type: record.paymentType,
      terms: JSON.stringify(record.terms),
      issued_at: record.issuedAt,
      expires_at: record.expiresAt,
    })
    .execute();
  return record;
}

/** Newest first; `id` only breaks ties between certificates issued by concurrent requests. */
export async function listCertificates(db: Db, userId: string, vehicleId: string): Promise<CertificateRecord[]> {
  const rows = await db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toCertificate);
}

export async function getCertificateRecord(db: Db, id: string): Promise<CertificateRecord | null> {
  const row = await db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCertificate(row) : null;
}

// ─── recently viewed ────────────────────────────────────────────────────────────────────────

/** Only the latest views are kept per visitor. */
export const RECENTLY_VIEWED_KEPT = 12;

export const userOwner = (userId: string): string => `u:${userId}`;
export const sessionOwner = (sessionId: string): string => `s:${sessionId}`;

type ViewConflict = ExpressionBuilder<
  Database & { excluded: Database['recently_viewed'] },
  'recently_viewed' | 'excluded'
>;

/** A view already recorded keeps the later of its two times (a portable MAX: neither GREATEST nor MAX(a, b) is). */
const laterView = (eb: ViewConflict) => ({
  viewed_at: eb
    .case()
    .when('excluded.viewed_at', '>', eb.ref('recently_viewed.viewed_at'))
    .then(eb.ref('excluded.viewed_at'))
    .else(eb.ref('recently_viewed.viewed_at'))
    .end(),
});

async function pruneViews(db: Db, owner: string): Promise<void> {
  await db
    .deleteFrom('recently_viewed')
    .where('owner', '=', owner)
    .where('vehicle_id', 'not in', (eb) =>
      eb
        .selectFrom('recently_viewed')
        .select('vehicle_id')
        .where('owner', '=', owner)
        .orderBy('viewed_at', 'desc')
        .orderBy('vehicle_id')
        .limit(RECENTLY_VIEWED_KEPT),
    )
    .execute();
}

/** Records a view and drops the owner's views past the latest ones, in one transaction. */
export async function recordView(db: Db, owner: string, vehicleId: string, now = Date.now()): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('recently_viewed')
      .values({ owner, vehicle_id: vehicleId, viewed_at: now })
      .onConflict((oc) => oc.columns(['owner', 'vehicle_id']).doUpdateSet(laterView))
      .execute();
    await pruneViews(tx, owner);
  });
}

/** Vehicle ids, most recently viewed first. */
export async function listRecentlyViewed(db: Db, owner: string): Promise<string[]> {
  const rows = await db
    .selectFrom('recently_viewed')
    .select('vehicle_id')
    .where('owner', '=', owner)
    .orderBy('viewed_at', 'desc')
    .orderBy('vehicle_id')
    .execute();
  return rows.map((r) => r.vehicle_id);
}

/** Merges one owner's views into another's (at login), in one transaction. */
export async function moveRecentlyViewed(db: Db, from: string, to: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .insertInto('recently_viewed')
      .columns(['owner', 'vehicle_id', 'viewed_at'])
      .expression(
        tx
          .selectFrom('recently_viewed')
          .select((eb) => [eb.val(to).as('owner'), 'vehicle_id', 'viewed_at'])
          .where('owner', '=', from),
      )
      .onConflict((oc) => oc.columns(['owner', 'vehicle_id']).doUpdateSet(laterView))
      .execute();
    await tx.deleteFrom('recently_viewed').where('owner', '=', from).execute();
    await pruneViews(tx, to);
  });
}

// ─── styles (stock media) ───────────────────────────────────────────────────────────────────

export type StyleMedia = { vehicle: Vehicle; spinVehicle: Vehicle | null; videoVehicle: Vehicle | null };

/** A style's representative vehicle, and the first of its vehicles flagged with a 360 spin or a video. */
export async function getStyleMedia(db: Db, styleId: number, appOrigin = ''): Promise<StyleMedia | null> {
  const rows = await db.selectFrom('vehicles').selectAll().where('style_id', '=', styleId).orderBy('id').execute();
  const vehicles = rows.map((row) => toVehicle(row, appOrigin));
  const first = vehicles[0];
  if (!first) return null;
  return {
    vehicle: first,
    spinVehicle: vehicles.find((x) => x.has360) ?? null,
    videoVehicle: vehicles.find((x) => x.hasVideo) ?? null,
  };
}

/** Whether a session's own (not signed-in) deals hold a finance application. */
export async function sessionHasFinanceApplication(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('deals')
    .innerJoin('finance_applications', 'finance_applications.deal_id', 'deals.id')
    .select('deals.id')
    .where('deals.session_id', '=', sessionId)
    .where('deals.user_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

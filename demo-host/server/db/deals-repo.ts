/**
 * Queries of the deal desk (issue 3): deals and their persisted quotes, leads, certificates,
 * recently viewed vehicles, trades and credit scores, dealer fees, and the indexed inventory
 * search. Rows are written only here, from values the routes validated, so reads map columns
 * without re-validating.
 */
import { randomUUID } from 'node:crypto';
import type { StockType } from '../../../src/lib/page-context.ts';
import type {
  DealPreferences,
  DealType,
  ExternalOfferLineItem,
  FinanceQuote,
  LeaseQuote,
} from '../../../src/features/deal/api.ts';
import type { Certificate } from '../../../src/features/certificates/api.ts';
import type { Sort } from '../../../src/features/listings/api.ts';
import type { FuelType, Vehicle, VehicleSummary } from '../../../src/features/vehicle/api.ts';
import { toVehicle, type VehicleRow } from './repo.ts';
import { json, stmt } from './statements.ts';
import type { Db } from './types.ts';

// ─── pricing inputs ─────────────────────────────────────────────────────────────────────────

export type DealerFees = { stateCode: string; docFee: number; registrationFee: number };

export function getDealerFees(db: Db, dealerId: string): DealerFees | null {
  const row = stmt(db, 'SELECT state_code, doc_fee, registration_fee FROM dealers WHERE id = ?').get(dealerId) as
    { state_code: string; doc_fee: number; registration_fee: number } | undefined;
  return row ? { stateCode: row.state_code, docFee: row.doc_fee, registrationFee: row.registration_fee } : null;
}

export type VehiclePricing = { rebate: number; priceWithRebates: number };

export function getVehiclePricing(db: Db, vehicleId: string): VehiclePricing | null {
  const row = stmt(db, 'SELECT sale_price, manufacturer_rebate, price_with_rebates FROM vehicles WHERE id = ?').get(
    vehicleId,
  ) as { sale_price: number; manufacturer_rebate: number | null; price_with_rebates: number | null } | undefined;
  if (!row) return null;
  const rebate = row.manufacturer_rebate ?? 0;
  return { rebate, priceWithRebates: row.price_with_rebates ?? row.sale_price - rebate };
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

type SearchRow = VehicleRow & { price_with_rebates: number | null; manufacturer_rebate: number | null };

const summaryOf = (row: SearchRow, appOrigin: string): VehicleSummary =>
  toVehicleSummary(
    toVehicle(row, appOrigin),
    row.price_with_rebates ?? row.sale_price - (row.manufacturer_rebate ?? 0),
  );

export function getVehicleSummary(db: Db, id: string, appOrigin: string): VehicleSummary | null {
  const row = stmt(db, 'SELECT * FROM vehicles WHERE id = ?').get(id) as SearchRow | undefined;
  return row ? summaryOf(row, appOrigin) : null;
}

export type UserTrade = { id: string; vehicleName: string; netCashOffer: number };

/** The user's most recent trade, if any. */
export function getUserTrade(db: Db, userId: string): UserTrade | null {
  const row = stmt(
    db,
    'SELECT id, vehicle_name, offer, payoff FROM trades WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1',
  ).get(userId) as { id: string; vehicle_name: string; offer: number; payoff: number } | undefined;
  return row ? { id: row.id, vehicleName: row.vehicle_name, netCashOffer: row.offer - row.payoff } : null;
}

export function getTrade(db: Db, id: string): UserTrade | null {
  const row = stmt(db, 'SELECT id, vehicle_name, offer, payoff FROM trades WHERE id = ?').get(id) as
    { id: string; vehicle_name: string; offer: number; payoff: number } | undefined;
  return row ? { id: row.id, vehicleName: row.vehicle_name, netCashOffer: row.offer - row.payoff } : null;
}

export function getUserCreditScore(db: Db, userId: string): number | null {
  const row = stmt(db, 'SELECT credit_score FROM users WHERE id = ?').get(userId) as
    { credit_score: number | null } | undefined;
  return row?.credit_score ?? null;
}

export type ProtectionProduct = { id: string; name: string; price: number };

/** The products among `ids` that exist, in the order asked. */
export function findProtectionProducts(db: Db, ids: readonly string[]): ProtectionProduct[] {
  const found: ProtectionProduct[] = [];
  const get = stmt(db, 'SELECT id, name, price FROM protection_products WHERE id = ?');
  for (const id of ids) {
    const row = get.get(id) as ProtectionProduct | undefined;
    if (row) found.push(row);
  }
  return found;
}

/** The campaign's default payment type for a dealer: the first campaign (by position) that lists it. */
export function getPaymentTypeForDealer(db: Db, dealerId: string): DealType | null {
  const row = stmt(
    db,
    `SELECT c.payment_type FROM campaigns c JOIN campaign_dealers cd ON cd.campaign_slug = c.slug
     WHERE cd.dealer_id = ? ORDER BY c.position, c.slug LIMIT 1`,
  ).get(dealerId) as { payment_type: DealType } | undefined;
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
  tradeId: string | null;
  dealName: string | null;
  saved: boolean;
  preferences: DealPreferences;
  externalOffers: ExternalOfferLineItem[];
  cashProtectionProducts: string[];
  selection: QuoteSelection | null;
  createdAt: string;
  updatedAt: string;
};

type DealRow = {
  id: string;
  vehicle_id: string;
  session_id: string | null;
  user_id: string | null;
  credit_score: number;
  trade_id: string | null;
  deal_name: string | null;
  saved: number;
  preferences: string;
  external_offers: string;
  cash_protection_products: string;
  selected_kind: QuoteKind | null;
  selected_quote_id: string | null;
  selected_request_key: string | null;
  created_at: string;
  updated_at: string;
};

function toDealRecord(row: DealRow): DealRecord {
  return {
    id: row.id,
    vehicleId: row.vehicle_id,
    sessionId: row.session_id,
    userId: row.user_id,
    creditScore: row.credit_score,
    tradeId: row.trade_id,
    dealName: row.deal_name,
    saved: row.saved !== 0,
    preferences: json<DealPreferences>(row.preferences),
    externalOffers: json<ExternalOfferLineItem[]>(row.external_offers),
    cashProtectionProducts: json<string[]>(row.cash_protection_products),
    selection:
      row.selected_kind && row.selected_quote_id !== null && row.selected_request_key !== null
        ? { kind: row.selected_kind, quoteId: row.selected_quote_id, requestKey: row.selected_request_key }
        : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type NewDeal = Pick<
  DealRecord,
  'vehicleId' | 'sessionId' | 'userId' | 'creditScore' | 'tradeId' | 'preferences'
>;

export function insertDeal(db: Db, deal: NewDeal, now = new Date()): DealRecord {
  const id = randomUUID();
  const at = now.toISOString();
  stmt(
    db,
    `INSERT INTO deals (id, vehicle_id, session_id, user_id, credit_score, trade_id, preferences, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    deal.vehicleId,
    deal.sessionId,
    deal.userId,
    deal.creditScore,
    deal.tradeId,
    JSON.stringify(deal.preferences),
    at,
    at,
  );
  return getDealRecord(db, id) as DealRecord;
}

export function getDealRecord(db: Db, id: string): DealRecord | null {
  const row = stmt(db, 'SELECT * FROM deals WHERE id = ?').get(id) as DealRow | undefined;
  return row ? toDealRecord(row) : null;
}

export type DealSave = {
  dealName: string;
  preferences: DealPreferences;
  selection: QuoteSelection | null;
  userId: string;
};

export function saveDeal(db: Db, id: string, save: DealSave, now = new Date()): void {
  stmt(
    db,
    `UPDATE deals SET deal_name = ?, preferences = ?, selected_kind = ?, selected_quote_id = ?, selected_request_key = ?,
       user_id = ?, saved = 1, updated_at = ? WHERE id = ?`,
  ).run(
    save.dealName,
    JSON.stringify(save.preferences),
    save.selection?.kind ?? null,
    save.selection?.quoteId ?? null,
    save.selection?.requestKey ?? null,
    save.userId,
    now.toISOString(),
    id,
  );
}

export function setDealExternalOffers(
  db: Db,
  id: string,
  items: ExternalOfferLineItem[],
  preferences: DealPreferences,
  now = new Date(),
): void {
  stmt(db, 'UPDATE deals SET external_offers = ?, preferences = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(items),
    JSON.stringify(preferences),
    now.toISOString(),
    id,
  );
}

export function setCashProtectionProducts(db: Db, id: string, ids: string[], now = new Date()): void {
  stmt(db, 'UPDATE deals SET cash_protection_products = ?, updated_at = ? WHERE id = ?').run(
    JSON.stringify(ids),
    now.toISOString(),
    id,
  );
}

/** At login the session's anonymous deals become the user's, priced with the user's credit and trade. */
export function claimSessionDeals(
  db: Db,
  sessionId: string,
  userId: string,
  creditScore: number,
  tradeId: string | null,
): string[] {
  const ids = (
    stmt(db, 'SELECT id FROM deals WHERE session_id = ? AND user_id IS NULL').all(sessionId) as { id: string }[]
  ).map((r) => r.id);
  const update = stmt(db, 'UPDATE deals SET user_id = ?, credit_score = ?, trade_id = ? WHERE id = ?');
  for (const id of ids) update.run(userId, creditScore, tradeId, id);
  return ids;
}

export function countSavedDeals(db: Db, userId: string): number {
  return (stmt(db, 'SELECT COUNT(*) AS n FROM deals WHERE user_id = ? AND saved = 1').get(userId) as { n: number }).n;
}

export function listSavedDeals(db: Db, userId: string): DealRecord[] {
  const rows = stmt(db, 'SELECT * FROM deals WHERE user_id = ? AND saved = 1 ORDER BY updated_at DESC, id').all(
    userId,
  ) as DealRow[];
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

type QuoteSetRow = { kind: QuoteKind; request_key: string; request: string; quotes: string; requested_seq: number };

const toQuoteSet = (row: QuoteSetRow): QuoteSet => ({
  kind: row.kind,
  requestKey: row.request_key,
  request: json<QuoteRequest>(row.request),
  quotes: json<QuoteSet['quotes']>(row.quotes),
  seq: row.requested_seq,
});

/** Stores (or replaces) the quotes of a request and makes it the deal's latest set of that kind. */
export function putQuoteSet(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  request: QuoteRequest,
  quotes: QuoteSet['quotes'],
  keepKey: string | null,
): QuoteSet {
  const requestKey = quoteRequestKey(request);
  return db.transaction(() => {
    const { seq } = stmt(
      db,
      'SELECT COALESCE(MAX(requested_seq), 0) + 1 AS seq FROM deal_quotes WHERE deal_id = ?',
    ).get(dealId) as { seq: number };
    stmt(
      db,
      `INSERT INTO deal_quotes (deal_id, kind, request_key, request, quotes, requested_seq) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (deal_id, kind, request_key) DO UPDATE SET quotes = excluded.quotes, requested_seq = excluded.requested_seq`,
    ).run(dealId, kind, requestKey, JSON.stringify(request), JSON.stringify(quotes), seq);
    stmt(
      db,
      `DELETE FROM deal_quotes WHERE deal_id = ? AND kind = ? AND request_key IS NOT ? AND request_key NOT IN (
         SELECT request_key FROM deal_quotes WHERE deal_id = ? AND kind = ? ORDER BY requested_seq DESC LIMIT ?)`,
    ).run(dealId, kind, keepKey, dealId, kind, QUOTE_SETS_KEPT);
    return { kind, requestKey, request, quotes, seq };
  })();
}

/** Replaces the quotes of an existing set without making it the latest (re-pricing after an input changed). */
export function replaceQuoteSetQuotes(
  db: Db,
  dealId: string,
  kind: QuoteKind,
  requestKey: string,
  quotes: QuoteSet['quotes'],
) {
  stmt(db, 'UPDATE deal_quotes SET quotes = ? WHERE deal_id = ? AND kind = ? AND request_key = ?').run(
    JSON.stringify(quotes),
    dealId,
    kind,
    requestKey,
  );
}

export function getLatestQuoteSet(db: Db, dealId: string, kind: QuoteKind): QuoteSet | null {
  const row = stmt(
    db,
    'SELECT * FROM deal_quotes WHERE deal_id = ? AND kind = ? ORDER BY requested_seq DESC LIMIT 1',
  ).get(dealId, kind) as QuoteSetRow | undefined;
  return row ? toQuoteSet(row) : null;
}

/** Every set of a deal, latest first. */
export function listQuoteSets(db: Db, dealId: string, kind?: QuoteKind): QuoteSet[] {
  const rows = (
    kind
      ? stmt(db, 'SELECT * FROM deal_quotes WHERE deal_id = ? AND kind = ? ORDER BY requested_seq DESC').all(
          dealId,
          kind,
        )
      : stmt(db, 'SELECT * FROM deal_quotes WHERE deal_id = ? ORDER BY requested_seq DESC').all(dealId)
  ) as QuoteSetRow[];
  return rows.map(toQuoteSet);
}

export function getQuoteSet(db: Db, dealId: string, kind: QuoteKind, requestKey: string): QuoteSet | null {
  const row = stmt(db, 'SELECT * FROM deal_quotes WHERE deal_id = ? AND kind = ? AND request_key = ?').get(
    dealId,
    kind,
    requestKey,
  ) as QuoteSetRow | undefined;
  return row ? toQuoteSet(row) : null;
}

// ─── leads, accessories, pre-approvals ──────────────────────────────────────────────────────

/** Records a lead of this kind for the deal unless one exists; true when this call recorded it. */
export function insertLeadOnce(db: Db, dealId: string, kind: string, now = new Date()): boolean {
  return (
    stmt(db, 'INSERT OR IGNORE INTO leads (deal_id, kind, created_at) VALUES (?, ?, ?)').run(
      dealId,
      kind,
      now.toISOString(),
    ).changes > 0
  );
}

export function countLeads(db: Db, dealId: string): number {
  return (stmt(db, 'SELECT COUNT(*) AS n FROM leads WHERE deal_id = ?').get(dealId) as { n: number }).n;
}

export function listSavedAccessories(db: Db, dealId: string): { id: string; name: string; price: number }[] {
  return stmt(db, 'SELECT id, name, price FROM saved_accessories WHERE deal_id = ? ORDER BY position, id').all(
    dealId,
  ) as { id: string; name: string; price: number }[];
}

export type PreApproval = { id: string; lenderName: string; expiresAt: string };

export function getPreApproval(db: Db, id: string, userId: string | null): PreApproval | null {
  if (userId === null) return null;
  const row = stmt(db, 'SELECT id, lender_name, expires_at FROM pre_approvals WHERE id = ? AND user_id = ?').get(
    id,
    userId,
  ) as { id: string; lender_name: string; expires_at: string } | undefined;
  return row ? { id: row.id, lenderName: row.lender_name, expiresAt: row.expires_at } : null;
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

/** A certificate is good for this long after it is issued. */
export const CERTIFICATE_VALID_DAYS = 14;

type CertificateRow = {
  id: string;
  deal_id: string;
  vehicle_id: string;
  user_id: string;
  deal_name: string;
  preferences: string;
  payment_type: DealType;
  terms: string;
  issued_at: string;
  expires_at: string;
};

const toCertificate = (row: CertificateRow): CertificateRecord => ({
  id: row.id,
  dealId: row.deal_id,
  vehicleId: row.vehicle_id,
  userId: row.user_id,
  dealName: row.deal_name,
  preferences: json<DealPreferences>(row.preferences),
  paymentType: row.payment_type,
  terms: json<CertificateRecord['terms']>(row.terms),
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
});

export function insertCertificate(
  db: Db,
  c: Omit<CertificateRecord, 'id' | 'issuedAt' | 'expiresAt'>,
  now = new Date(),
): CertificateRecord {
  const id = randomUUID();
  const expires = new Date(now.getTime() + CERTIFICATE_VALID_DAYS * 86_400_000);
  stmt(
    db,
    `INSERT INTO certificates (id, deal_id, vehicle_id, user_id, deal_name, preferences, payment_type, terms, issued_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    c.dealId,
    c.vehicleId,
    c.userId,
    c.dealName,
    JSON.stringify(c.preferences),
    c.paymentType,
    JSON.stringify(c.terms),
    now.toISOString(),
    expires.toISOString(),
  );
  return { ...c, id, issuedAt: now.toISOString(), expiresAt: expires.toISOString() };
}

export function listCertificates(db: Db, userId: string, vehicleId: string): CertificateRecord[] {
  const rows = stmt(
    db,
    'SELECT * FROM certificates WHERE user_id = ? AND vehicle_id = ? ORDER BY issued_at DESC, rowid DESC',
  ).all(userId, vehicleId) as CertificateRow[];
  return rows.map(toCertificate);
}

export function getCertificateRecord(db: Db, id: string): CertificateRecord | null {
  const row = stmt(db, 'SELECT * FROM certificates WHERE id = ?').get(id) as CertificateRow | undefined;
  return row ? toCertificate(row) : null;
}

// ─── recently viewed ────────────────────────────────────────────────────────────────────────

/** Only the latest views are kept per visitor. */
export const RECENTLY_VIEWED_KEPT = 12;

export const userOwner = (userId: string): string => `u:${userId}`;
export const sessionOwner = (sessionId: string): string => `s:${sessionId}`;

function pruneViews(db: Db, owner: string): void {
  stmt(
    db,
    `DELETE FROM recently_viewed WHERE owner = ? AND vehicle_id NOT IN (
       SELECT vehicle_id FROM recently_viewed WHERE owner = ? ORDER BY viewed_at DESC, vehicle_id LIMIT ?)`,
  ).run(owner, owner, RECENTLY_VIEWED_KEPT);
}

export function recordView(db: Db, owner: string, vehicleId: string, now = Date.now()): void {
  db.transaction(() => {
    stmt(
      db,
      `INSERT INTO recently_viewed (owner, vehicle_id, viewed_at) VALUES (?, ?, ?)
       ON CONFLICT (owner, vehicle_id) DO UPDATE SET viewed_at = MAX(viewed_at, excluded.viewed_at)`,
    ).run(owner, vehicleId, now);
    pruneViews(db, owner);
  })();
}

/** Vehicle ids, most recently viewed first. */
export function listRecentlyViewed(db: Db, owner: string): string[] {
  return (
    stmt(db, 'SELECT vehicle_id FROM recently_viewed WHERE owner = ? ORDER BY viewed_at DESC, vehicle_id').all(
      owner,
    ) as {
      vehicle_id: string;
    }[]
  ).map((r) => r.vehicle_id);
}

export function moveRecentlyViewed(db: Db, from: string, to: string): void {
  db.transaction(() => {
    stmt(
      db,
      `INSERT INTO recently_viewed (owner, vehicle_id, viewed_at) SELECT ?, vehicle_id, viewed_at FROM recently_viewed WHERE owner = ?
       ON CONFLICT (owner, vehicle_id) DO UPDATE SET viewed_at = MAX(viewed_at, excluded.viewed_at)`,
    ).run(to, from);
    stmt(db, 'DELETE FROM recently_viewed WHERE owner = ?').run(from);
    pruneViews(db, to);
  })();
}

// ─── inventory search ───────────────────────────────────────────────────────────────────────

export type SearchFilter = {
  dealerId?: string | undefined;
  stockTypes: readonly StockType[];
  makes: readonly string[];
  fuelTypes: readonly FuelType[];
};

type Clause = { sql: string; params: (string | number)[] };

const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

function whereOf(filter: SearchFilter, without?: 'makes' | 'fuelTypes'): Clause {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  if (filter.dealerId !== undefined) {
    parts.push('dealer_id = ?');
    params.push(filter.dealerId);
  }
  const lists: [string, readonly string[], string][] = [
    ['stock_type', filter.stockTypes, 'stockTypes'],
    ['make', filter.makes, 'makes'],
    ['fuel_type', filter.fuelTypes, 'fuelTypes'],
  ];
  for (const [column, values, name] of lists) {
    if (values.length === 0 || name === without) continue;
    const unique = [...new Set(values)];
    parts.push(`${column} IN (${placeholders(unique.length)})`);
    params.push(...unique);
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

const ORDER: Record<Sort, string> = {
  priceWithRebates: 'price_with_rebates ASC, id ASC',
  '-priceWithRebates': 'price_with_rebates DESC, id ASC',
  '-year': 'year DESC, price_with_rebates ASC, id ASC',
  // New cars have no odometer reading worth listing: they count as zero miles.
  mileage: 'COALESCE(mileage, 0) ASC, price_with_rebates ASC, id ASC',
};

export type SearchPage = {
  items: VehicleSummary[];
  total: number;
  facets: { makes: { value: string; count: number }[]; fuelTypes: { value: string; count: number }[] };
};

export function searchInventory(
  db: Db,
  filter: SearchFilter,
  sort: Sort,
  page: number,
  pageSize: number,
  appOrigin: string,
): SearchPage {
  const where = whereOf(filter);
  const total = (stmt(db, `SELECT COUNT(*) AS n FROM vehicles ${where.sql}`).get(...where.params) as { n: number }).n;
  const rows = stmt(db, `SELECT * FROM vehicles ${where.sql} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`).all(
    ...where.params,
    pageSize,
    (page - 1) * pageSize,
  ) as SearchRow[];
  // Each facet counts over every filter except its own, so a shopper sees what picking another value gives.
  const facet = (column: 'make' | 'fuel_type', without: 'makes' | 'fuelTypes') => {
    const w = whereOf(filter, without);
    return stmt(
      db,
      `SELECT ${column} AS value, COUNT(*) AS count FROM vehicles ${w.sql} GROUP BY ${column} ORDER BY ${column}`,
    ).all(...w.params) as { value: string; count: number }[];
  };
  return {
    items: rows.map((row) => summaryOf(row, appOrigin)),
    total,
    facets: { makes: facet('make', 'makes'), fuelTypes: facet('fuel_type', 'fuelTypes') },
  };
}

// ─── styles (stock media) ───────────────────────────────────────────────────────────────────

export type StyleMedia = { vehicle: Vehicle; spinVehicle: Vehicle | null; videoVehicle: Vehicle | null };

/** A style's representative vehicle, and the first of its vehicles flagged with a 360 spin or a video. */
export function getStyleMedia(db: Db, styleId: number, appOrigin = ''): StyleMedia | null {
  const rows = stmt(db, 'SELECT * FROM vehicles WHERE style_id = ? ORDER BY id').all(styleId) as VehicleRow[];
  const vehicles = rows.map((row) => toVehicle(row, appOrigin));
  const first = vehicles[0];
  if (!first) return null;
  return {
    vehicle: first,
    spinVehicle: vehicles.find((x) => x.has360) ?? null,
    videoVehicle: vehicles.find((x) => x.hasVideo) ?? null,
  };
}

/**
 * The `deals` table: a shopper's deal, its saved choices and its selected quotes. Rows are written only here, from values
 * the routes validated, so reads map columns without re-validating. Every function takes the database or a transaction.
 */
import { randomUUID } from 'node:crypto';
import type { CreditTier, DealPreferences, ExternalOfferLineItem } from '../../../src/contract/deal.ts';
import { readIds, readOffers, readPreferences } from './stored-json.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, Row } from './schema.ts';
import type { QuoteSelection } from './deal-quotes-repo.ts';
import { bool } from './repo.ts';

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
  /** The sale price the dealer locked and until when (epoch ms); null when never locked. */
  priceLock: { salePrice: number; until: number } | null;
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
    saved: bool(row.saved),
    // Read so that a bad stored value is dropped, never thrown on every later read.
    preferences: readPreferences(row.id, row.preferences),
    externalOffers: readOffers(row.id, row.external_offers),
    cashProtectionProducts: readIds(row.id, row.cash_protection_products),
    selection:
      row.selected_kind && row.selected_quote_id !== null && row.selected_request_key !== null
        ? { kind: row.selected_kind, quoteId: row.selected_quote_id, requestKey: row.selected_request_key }
        : null,
    taxZip: row.tax_zip,
    saveAtSignIn: bool(row.save_at_sign_in),
    priceLock:
      row.price_lock_until !== null && row.price_lock_sale_price !== null
        ? { salePrice: Number(row.price_lock_sale_price), until: Number(row.price_lock_until) }
        : null,
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
  const financed = db.selectFrom('finance_applications').select('deal_id');
  const candidates = await db
    .selectFrom('deals')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('user_id', 'is', null)
    .$if(!o.withFinance, (q) => q.where('id', 'not in', financed))
    // Locked one by one in the order of every writer of several deals (listOwnerDealIds): two such writers
    // then queue on PostgreSQL, where one UPDATE of them all, locking in table order, deadlocked.
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const claimed: string[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable('deals')
      .set({ user_id: userId, credit_score: creditScore, trade_id: tradeId })
      .where('id', '=', id)
      // Still the session's anonymous deal once locked: a sign-in at the same moment may have taken it.
      .where('user_id', 'is', null)
      .$if(!o.withFinance, (q) => q.where('id', 'not in', financed))
      .returning('id')
      .executeTakeFirst();
    if (row) claimed.push(row.id);
  }
  return claimed;
}

/** Puts the trade (or none) on every unsigned deal of the user; the ids of those deals, to re-price. */
export async function setUserDealsTrade(db: Db, userId: string, tradeId: string | null): Promise<string[]> {
  // A signed deal keeps the trade of its contract.
  const signed = db.selectFrom('signed_contracts').select('deal_id');
  const candidates = await db
    .selectFrom('deals')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'not in', signed)
    // One by one in the order every writer of several deals locks them (see claimSessionDeals).
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const changed: string[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable('deals')
      .set({ trade_id: tradeId })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('id', 'not in', signed)
      .returning('id')
      .executeTakeFirst();
    if (row) changed.push(row.id);
  }
  return changed.sort();
}

/**
 * The garage's deals: saved ones, and any whose paid deposit the shopper may still need (held, released by the
 * dealer or past its hold, not refunded), saved or not: a reservation is never out of the shopper's sight.
 */
const inGarage = (eb: ExpressionBuilder<Database, 'deals'>) =>
  eb.or([
    eb('deals.saved', '=', 1),
    eb.exists(
      eb
        .selectFrom('reservations as r')
        .select('r.id')
        .whereRef('r.deal_id', '=', 'deals.id')
        .where('r.status', 'in', ['HELD', 'RELEASED', 'EXPIRED']),
    ),
  ]);

export async function countSavedDeals(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('deals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where(inGarage)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function listSavedDeals(db: Db, userId: string): Promise<DealRecord[]> {
  const rows = await db
    .selectFrom('deals')
    .selectAll()
    .where('user_id', '=', userId)
    .where(inGarage)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toDealRecord);
}

/** Locks the deal's sale price until `until` (epoch ms), or unlocks it (null). */
export async function setPriceLock(
  db: Db,
  id: string,
  lock: { salePrice: number; until: number; by: string } | null,
): Promise<void> {
  await db
    .updateTable('deals')
    .set({
      price_lock_until: lock?.until ?? null,
      price_lock_sale_price: lock?.salePrice ?? null,
      price_locked_by: lock?.by ?? null,
    })
    .where('id', '=', id)
    .execute();
}

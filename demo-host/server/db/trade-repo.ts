/**
 * Queries of the trade-in: the VIN decoder's vehicles and the plate registry, the
 * appraisals (each an attempt), the shopper's trade and its revaluations, and attaching the trade
 * to the shopper's deals. Rows are written only here, from values the routes validated (answers
 * and results with the contract's schemas), so reads map columns without re-validating. Every
 * function takes the database or a transaction on it.
 */
import type { Appraisal, AppraisalBreakdown, Indicator, Trade, TradeAnswers } from '../../../src/contract/trade.ts';
import type { KnownVehicle } from '../domain/trade/vin-decode.ts';
import { json } from './repo.ts';
import type { Db, Row } from './schema.ts';
import { isAmount } from './stored-json.ts';

// ─── VIN decoder and plates ─────────────────────────────────────────────────────────────────

/** Known vehicles and inventory vehicles whose VIN starts with `prefix` (letters and digits only). */
export async function findVehiclesByVinPrefix(db: Db, prefix: string): Promise<KnownVehicle[]> {
  if (!/^[A-Z0-9]+$/.test(prefix)) throw new RangeError('A VIN prefix is letters and digits');
  const pattern = `${prefix}%`;
  const known = await db
    .selectFrom('known_vehicles')
    .select(['vin', 'year', 'make', 'model', 'trim'])
    .where('vin', 'like', pattern)
    .orderBy('vin')
    .execute();
  const stock = await db
    .selectFrom('vehicles')
    .select(['vin', 'year', 'make', 'model', 'trim'])
    .where('vin', 'like', pattern)
    .orderBy('vin')
    .execute();
  return [...known, ...stock];
}

export async function findPlateVin(db: Db, stateCode: string, plate: string): Promise<string | null> {
  const row = await db
    .selectFrom('plates')
    .select('vin')
    .where('state_code', '=', stateCode)
    .where('plate', '=', plate)
    .executeTakeFirst();
  return row?.vin ?? null;
}

export async function stateExists(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('states').select('abbreviation').where('abbreviation', '=', code).executeTakeFirst();
  return row !== undefined;
}

// ─── appraisals ─────────────────────────────────────────────────────────────────────────────

/**
 * Holds the user's row until the transaction `db` is ends (a write that changes nothing), so one
 * user's appraisals and saves queue up: the daily count and the current trade cannot race.
 */
export async function lockUser(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ first_name: eb.ref('first_name') }))
    .where('id', '=', userId)
    .execute();
}

/** Appraisals of the user created at or after `since` (ISO). */
export async function countAppraisalsSince(db: Db, userId: string, since: string): Promise<number> {
  const { n } = await db
    .selectFrom('appraisals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export type AppraisalRecord = {
  id: string;
  userId: string;
  answers: TradeAnswers;
  result: Appraisal;
  createdAt: string;
};

export async function insertAppraisal(db: Db, a: AppraisalRecord): Promise<void> {
  await db
    .insertInto('appraisals')
    .values({
      id: a.id,
      user_id: a.userId,
      answers: JSON.stringify(a.answers),
      result: JSON.stringify(a.result),
      created_at: a.createdAt,
    })
    .execute();
}

/** The user's appraisal; another user's reads as unknown. */
export async function getUserAppraisal(db: Db, id: string, userId: string): Promise<AppraisalRecord | null> {
  const row = await db
    .selectFrom('appraisals')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        userId: row.user_id,
        answers: json<TradeAnswers>(row.answers),
        result: json<Appraisal>(row.result),
        createdAt: row.created_at,
      }
    : null;
}

// ─── the shopper's trade ────────────────────────────────────────────────────────────────────

export type TradeRecord = {
  id: string;
  userId: string;
  vehicleName: string;
  offer: number;
  payoff: number;
  indicator: Indicator;
  lender: string | null;
  createdAt: string;
  /** Null on a trade seeded before appraisals existed, until it is valued again. */
  appraised: {
    vin: string;
    answers: TradeAnswers;
    breakdown: AppraisalBreakdown;
    expiresAt: string;
    appraisalId: string | null;
  } | null;
};

function toTradeRecord(row: Row<'trades'>): TradeRecord {
  const appraised =
    row.vin !== null && row.answers !== null && row.breakdown !== null && row.expires_at !== null
      ? {
          vin: row.vin,
          answers: json<TradeAnswers>(row.answers),
          breakdown: json<AppraisalBreakdown>(row.breakdown),
          expiresAt: row.expires_at,
          appraisalId: row.appraisal_id,
        }
      : null;
  return {
    id: row.id,
    userId: row.user_id,
    vehicleName: row.vehicle_name,
    offer: row.offer,
    payoff: row.payoff,
    indicator: row.indicator,
    lender: row.lender,
    createdAt: row.created_at,
    appraised,
  };
}

/** What the trade's answer tells beyond the trade's row: its photos and the store's review (none by default). */
export type TradeExtras = Pick<Trade, 'photosProvided' | 'review'>;
const NO_EXTRAS: TradeExtras = { photosProvided: 0, review: { state: 'none' } };

/** The contract's view of an appraised trade; `expired` once `now` reaches its expiry. */
export function toTrade(t: TradeRecord, now: Date, extras: TradeExtras = NO_EXTRAS): Trade | null {
  if (!t.appraised) return null;
  return {
    tradeId: t.id,
    vin: t.appraised.vin,
    vehicleName: t.vehicleName,
    answers: t.appraised.answers,
    offer: t.offer,
    breakdown: t.appraised.breakdown,
    expiresAt: t.appraised.expiresAt,
    expired: now.getTime() >= Date.parse(t.appraised.expiresAt),
    indicator: t.indicator,
    lender: t.lender,
    payoff: t.payoff,
    netCashOffer: t.offer - t.payoff,
    ...extras,
  };
}

/** The user's current trade: the one saved last (what deals-repo getUserTrade prices deals with). */
export async function getCurrentTrade(db: Db, userId: string): Promise<TradeRecord | null> {
  const row = await db
    .selectFrom('trades')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toTradeRecord(row) : null;
}

export type TradeValuation = {
  vehicleName: string;
  vin: string;
  answers: TradeAnswers;
  offer: number;
  breakdown: AppraisalBreakdown;
  expiresAt: string;
  appraisalId: string;
};

/**
 * Saves a trade as the user's newest: at `at`, or one millisecond after their latest one if that is
 * not earlier, so `created_at` alone orders a user's trades (callers hold the user's lock).
 */
export async function insertTrade(
  db: Db,
  t: TradeValuation & { id: string; userId: string; indicator: Indicator; payoff: number; lender: string | null },
  now: string,
): Promise<void> {
  const { latest } = await db
    .selectFrom('trades')
    .select((eb) => eb.fn.max('created_at').as('latest'))
    .where('user_id', '=', t.userId)
    .executeTakeFirstOrThrow();
  const at = new Date(
    latest === null ? Date.parse(now) : Math.max(Date.parse(now), Date.parse(latest) + 1),
  ).toISOString();
  await db
    .insertInto('trades')
    .values({
      id: t.id,
      user_id: t.userId,
      vehicle_name: t.vehicleName,
      vin: t.vin,
      answers: JSON.stringify(t.answers),
      offer: t.offer,
      breakdown: JSON.stringify(t.breakdown),
      expires_at: t.expiresAt,
      appraisal_id: t.appraisalId,
      indicator: t.indicator,
      payoff: t.payoff,
      lender: t.lender,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

export type TradeChange = Partial<TradeValuation> & {
  indicator?: Indicator;
  payoff?: number;
  lender?: string | null;
};

export async function updateTrade(db: Db, id: string, change: TradeChange, at: string): Promise<void> {
  await db
    .updateTable('trades')
    .set({
      ...(change.vehicleName !== undefined ? { vehicle_name: change.vehicleName } : {}),
      ...(change.vin !== undefined ? { vin: change.vin } : {}),
      ...(change.answers !== undefined ? { answers: JSON.stringify(change.answers) } : {}),
      ...(change.offer !== undefined ? { offer: change.offer } : {}),
      ...(change.breakdown !== undefined ? { breakdown: JSON.stringify(change.breakdown) } : {}),
      ...(change.expiresAt !== undefined ? { expires_at: change.expiresAt } : {}),
      ...(change.appraisalId !== undefined ? { appraisal_id: change.appraisalId } : {}),
      ...(change.indicator !== undefined ? { indicator: change.indicator } : {}),
      ...(change.payoff !== undefined ? { payoff: change.payoff } : {}),
      ...(change.lender !== undefined ? { lender: change.lender } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** The offer and payoff a trade had before a revaluation (the shell's updated-trade modal reads the latest). */
export async function insertPayoffUpdate(
  db: Db,
  u: { id: string; tradeId: string; vin: string; oldOffer: number; oldPayoff: number },
  at: string,
): Promise<void> {
  await db
    .insertInto('trade_payoff_updates')
    .values({
      id: u.id,
      trade_id: u.tradeId,
      vin: u.vin,
      old_offer: u.oldOffer,
      old_payoff: u.oldPayoff,
      updated_at: at,
    })
    .execute();
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

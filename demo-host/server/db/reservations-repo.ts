/**
 * Reservations, vehicle holds, payment events and refunds (migration 0043). The one-hold-per-vehicle rule is the
 * database's: a hold is taken by one conditional upsert on the vehicle's primary key, so of two shoppers at the
 * same instant one gets the row and the other sees it taken.
 */
import { sql } from 'kysely';
import type { ReservationStatus } from '../../../src/contract/reservation.ts';
import type { Db, Row } from './schema.ts';

export type ReservationRecord = {
  id: string;
  dealId: string;
  vehicleId: string;
  dealerId: string;
  userId: string;
  status: ReservationStatus;
  amountCents: number;
  refundedCents: number;
  refundDays: number;
  holdHours: number;
  paymentId: string | null;
  startKey: string;
  receiptNumber: string | null;
  declineReason: string | null;
  declineCode: string | null;
  createdAt: number;
  paidAt: number | null;
  holdUntil: number | null;
  refundableUntil: number | null;
  releasedAt: number | null;
  refundedAt: number | null;
  updatedAt: number;
};

const toRecord = (r: Row<'reservations'>): ReservationRecord => ({
  id: r.id,
  dealId: r.deal_id,
  vehicleId: r.vehicle_id,
  dealerId: r.dealer_id,
  userId: r.user_id,
  status: r.status,
  amountCents: Number(r.amount_cents),
  refundedCents: Number(r.refunded_cents),
  refundDays: Number(r.refund_days),
  holdHours: Number(r.hold_hours),
  paymentId: r.payment_id,
  startKey: r.start_key,
  receiptNumber: r.receipt_number,
  declineReason: r.decline_reason,
  declineCode: r.decline_code,
  createdAt: Number(r.created_at),
  paidAt: r.paid_at === null ? null : Number(r.paid_at),
  holdUntil: r.hold_until === null ? null : Number(r.hold_until),
  refundableUntil: r.refundable_until === null ? null : Number(r.refundable_until),
  releasedAt: r.released_at === null ? null : Number(r.released_at),
  refundedAt: r.refunded_at === null ? null : Number(r.refunded_at),
  updatedAt: Number(r.updated_at),
});

export type NewReservation = Pick<
  ReservationRecord,
  | 'id'
  | 'dealId'
  | 'vehicleId'
  | 'dealerId'
  | 'userId'
  | 'amountCents'
  | 'refundDays'
  | 'holdHours'
  | 'startKey'
  | 'createdAt'
  | 'holdUntil'
>;

/** Inserts a PENDING reservation; false when the deal already has one with this start key (a retried start). */
export async function insertReservation(db: Db, r: NewReservation): Promise<boolean> {
  const row = await db
    .insertInto('reservations')
    .values({
      id: r.id,
      deal_id: r.dealId,
      vehicle_id: r.vehicleId,
      dealer_id: r.dealerId,
      user_id: r.userId,
      status: 'PENDING',
      amount_cents: r.amountCents,
      refund_days: r.refundDays,
      hold_hours: r.holdHours,
      start_key: r.startKey,
      created_at: r.createdAt,
      hold_until: r.holdUntil,
      updated_at: r.createdAt,
    })
    // Not an error: a failed statement would end a PostgreSQL transaction.
    .onConflict((oc) => oc.columns(['deal_id', 'start_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function getReservation(db: Db, id: string): Promise<ReservationRecord | null> {
  const row = await db.selectFrom('reservations').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The row, locked for the transaction (a no-op update: SQLite's writer lock, PostgreSQL's row lock). */
export async function lockReservation(db: Db, id: string): Promise<ReservationRecord | null> {
  const row = await db
    .updateTable('reservations')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findByStartKey(db: Db, dealId: string, startKey: string): Promise<ReservationRecord | null> {
  const row = await db
    .selectFrom('reservations')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where('start_key', '=', startKey)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function findByPayment(db: Db, paymentId: string): Promise<ReservationRecord | null> {
  const row = await db.selectFrom('reservations').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The deal's latest reservation. */
export async function latestOfDeal(db: Db, dealId: string): Promise<ReservationRecord | null> {
  const row = await db
    .selectFrom('reservations')
    .selectAll()
    .where('deal_id', '=', dealId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The latest reservation of each deal (the garage's cards). */
export async function latestOfDeals(db: Db, dealIds: readonly string[]): Promise<Map<string, ReservationRecord>> {
  const found = new Map<string, ReservationRecord>();
  if (dealIds.length === 0) return found;
  const rows = await db
    .selectFrom('reservations')
    .selectAll()
    .where('deal_id', 'in', [...dealIds])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  for (const row of rows) found.set(row.deal_id, toRecord(row));
  return found;
}

export type ReservationChange = Partial<
  Pick<
    ReservationRecord,
    | 'status'
    | 'refundedCents'
    | 'paymentId'
    | 'receiptNumber'
    | 'declineReason'
    | 'declineCode'
    | 'paidAt'
    | 'holdUntil'
    | 'refundableUntil'
    | 'releasedAt'
    | 'refundedAt'
  >
>;

export async function updateReservation(db: Db, id: string, change: ReservationChange, at: number): Promise<void> {
  await db
    .updateTable('reservations')
    .set({
      ...(change.status !== undefined ? { status: change.status } : {}),
      ...(change.refundedCents !== undefined ? { refunded_cents: change.refundedCents } : {}),
      ...(change.paymentId !== undefined ? { payment_id: change.paymentId } : {}),
      ...(change.receiptNumber !== undefined ? { receipt_number: change.receiptNumber } : {}),
      ...(change.declineReason !== undefined ? { decline_reason: change.declineReason } : {}),
      ...(change.declineCode !== undefined ? { decline_code: change.declineCode } : {}),
      ...(change.paidAt !== undefined ? { paid_at: change.paidAt } : {}),
      ...(change.holdUntil !== undefined ? { hold_until: change.holdUntil } : {}),
      ...(change.refundableUntil !== undefined ? { refundable_until: change.refundableUntil } : {}),
      ...(change.releasedAt !== undefined ? { released_at: change.releasedAt } : {}),
      ...(change.refundedAt !== undefined ? { refunded_at: change.refundedAt } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
}

/** Is this receipt number free? (The unique index is the last word; this keeps a collision from failing a payment.) */
export async function receiptTaken(db: Db, receipt: string): Promise<boolean> {
  const row = await db.selectFrom('reservations').select('id').where('receipt_number', '=', receipt).executeTakeFirst();
  return row !== undefined;
}

// ─── holds ──────────────────────────────────────────────────────────────────────────────────────

/**
 * Takes the vehicle's hold for the reservation until `until`: a free vehicle, an ended hold or the reservation's
 * own hold is taken; a live hold of another reservation is not (false). One statement, so the database decides a race.
 */
export async function takeHold(
  db: Db,
  o: { vehicleId: string; reservationId: string; until: number; now: number },
): Promise<boolean> {
  const row = await db
    .insertInto('vehicle_holds')
    .values({ vehicle_id: o.vehicleId, reservation_id: o.reservationId, until: o.until })
    .onConflict((oc) =>
      oc
        .column('vehicle_id')
        .doUpdateSet({ reservation_id: o.reservationId, until: o.until })
        .where((eb) =>
          eb.or([eb('vehicle_holds.until', '<=', o.now), eb('vehicle_holds.reservation_id', '=', o.reservationId)]),
        ),
    )
    .returning('reservation_id')
    .executeTakeFirst();
  return row?.reservation_id === o.reservationId;
}

/** Releases the vehicle if this reservation holds it. */
export async function releaseHold(db: Db, vehicleId: string, reservationId: string): Promise<void> {
  await db
    .deleteFrom('vehicle_holds')
    .where('vehicle_id', '=', vehicleId)
    .where('reservation_id', '=', reservationId)
    .execute();
}

/** Who holds the vehicle now (a live hold), if anyone. */
export async function liveHold(db: Db, vehicleId: string, now: number): Promise<{ reservationId: string } | null> {
  const row = await db
    .selectFrom('vehicle_holds')
    .select('reservation_id')
    .where('vehicle_id', '=', vehicleId)
    .where('until', '>', now)
    .executeTakeFirst();
  return row ? { reservationId: row.reservation_id } : null;
}

/** Of these vehicles, those a paid reservation holds now (what listings show as "Reserved"). One query. */
export async function reservedVehicles(db: Db, vehicleIds: readonly string[], now: number): Promise<Set<string>> {
  if (vehicleIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('vehicle_holds as h')
    .innerJoin('reservations as r', 'r.id', 'h.reservation_id')
    .select('h.vehicle_id')
    .where('h.vehicle_id', 'in', [...vehicleIds])
    .where('h.until', '>', now)
    .where('r.status', '=', 'HELD')
    .execute();
  return new Set(rows.map((r) => r.vehicle_id));
}

/** Who a paid hold keeps the vehicle for now (its deal and shopper); null when none does. */
export async function vehicleHolder(
  db: Db,
  vehicleId: string,
  now: number,
): Promise<{ dealId: string; userId: string } | null> {
  const row = await db
    .selectFrom('vehicle_holds as h')
    .innerJoin('reservations as r', 'r.id', 'h.reservation_id')
    .select(['r.deal_id', 'r.user_id'])
    .where('h.vehicle_id', '=', vehicleId)
    .where('h.until', '>', now)
    .where('r.status', '=', 'HELD')
    .executeTakeFirst();
  return row ? { dealId: row.deal_id, userId: row.user_id } : null;
}

/** The reservations the sweep ends: HELD past their hold, and open ones past their pending hold. */
export async function dueForSweep(db: Db, now: number, limit: number): Promise<ReservationRecord[]> {
  const rows = await db
    .selectFrom('reservations')
    .selectAll()
    .where('status', 'in', ['HELD', 'PENDING', 'CHALLENGE', 'PROCESSING'])
    .where('hold_until', '<=', now)
    .orderBy('hold_until')
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

// ─── payment events and refunds ─────────────────────────────────────────────────────────────────

/** Records a webhook event; false when it was seen before (a replay). */
export async function recordPaymentEvent(
  db: Db,
  e: { id: string; type: string; paymentId: string | null; receivedAt: number },
): Promise<boolean> {
  const row = await db
    .insertInto('payment_events')
    .values({ id: e.id, type: e.type, payment_id: e.paymentId, received_at: e.receivedAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export type RefundRecord = {
  id: string;
  reservationId: string;
  amountCents: number;
  idempotencyKey: string;
  providerRefundId: string | null;
  byWhom: string;
  createdAt: number;
};

export async function findRefundByKey(db: Db, key: string): Promise<RefundRecord | null> {
  const row = await db
    .selectFrom('reservation_refunds')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        reservationId: row.reservation_id,
        amountCents: Number(row.amount_cents),
        idempotencyKey: row.idempotency_key,
        providerRefundId: row.provider_refund_id,
        byWhom: row.by_whom,
        createdAt: Number(row.created_at),
      }
    : null;
}

export async function insertRefund(db: Db, r: Omit<RefundRecord, 'providerRefundId'>): Promise<void> {
  await db
    .insertInto('reservation_refunds')
    .values({
      id: r.id,
      reservation_id: r.reservationId,
      amount_cents: r.amountCents,
      idempotency_key: r.idempotencyKey,
      by_whom: r.byWhom,
      created_at: r.createdAt,
    })
    .execute();
}

export async function setProviderRefund(db: Db, id: string, providerRefundId: string): Promise<void> {
  await db
    .updateTable('reservation_refunds')
    .set({ provider_refund_id: providerRefundId })
    .where('id', '=', id)
    .execute();
}

export async function deleteRefund(db: Db, id: string): Promise<void> {
  await db.deleteFrom('reservation_refunds').where('id', '=', id).execute();
}

/** The dealer's deposit rule, read with the vehicle: null when the vehicle is unknown. */
export async function depositRuleOfVehicle(
  db: Db,
  vehicleId: string,
): Promise<{ dealerId: string; enabled: boolean; amountCents: number; refundDays: number; holdHours: number } | null> {
  const row = await db
    .selectFrom('vehicles as v')
    .innerJoin('dealers as d', 'd.id', 'v.dealer_id')
    .select(['d.id', 'd.deposit_enabled', 'd.deposit_cents', 'd.deposit_refund_days', 'd.deposit_hold_hours'])
    .where('v.id', '=', vehicleId)
    .executeTakeFirst();
  return row
    ? {
        dealerId: row.id,
        enabled: Number(row.deposit_enabled) !== 0,
        amountCents: Number(row.deposit_cents),
        refundDays: Number(row.deposit_refund_days),
        holdHours: Number(row.deposit_hold_hours),
      }
    : null;
}

/** Used by tests and the sweep's log: how many holds a vehicle has (the primary key makes it 0 or 1). */
export async function holdCount(db: Db, vehicleId: string): Promise<number> {
  const row = await db
    .selectFrom('vehicle_holds')
    .select(sql<number>`count(*)`.as('n'))
    .where('vehicle_id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** "2024 Toyota Camry XLE", for receipts. */
export async function vehicleName(db: Db, vehicleId: string): Promise<string> {
  const row = await db
    .selectFrom('vehicles')
    .select(['year', 'make', 'model', 'trim'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  return row ? [row.year, row.make, row.model, row.trim].filter(Boolean).join(' ') : '';
}

/**
 * The sandbox payment provider's tables (migration 0044): payment intents, refunds, the requests answered
 * under an idempotency key, events and webhook deliveries. Amounts are integer cents.
 */
import type { Db, NewRow, Row } from './schema.ts';

export type SandboxIntentRow = Row<'sandbox_payment_intents'>;
export type SandboxRefundRow = Row<'sandbox_payment_refunds'>;

const intent = (row: SandboxIntentRow): SandboxIntentRow => ({
  ...row,
  amount: Number(row.amount),
  amount_received: Number(row.amount_received),
  amount_refunded: Number(row.amount_refunded),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

export async function insertSandboxIntent(db: Db, row: NewRow<'sandbox_payment_intents'>): Promise<void> {
  await db.insertInto('sandbox_payment_intents').values(row).execute();
}

export async function getSandboxIntent(db: Db, id: string): Promise<SandboxIntentRow | null> {
  const row = await db.selectFrom('sandbox_payment_intents').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? intent(row) : null;
}

/** Moves an intent from one of `from` to a new state; false when it was no longer in one of them (a race lost). */
export async function updateSandboxIntent(
  db: Db,
  id: string,
  from: readonly string[],
  patch: Partial<Pick<SandboxIntentRow, 'status' | 'amount_received' | 'last_payment_error' | 'card_last4'>> & {
    updated_at: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_payment_intents')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function listSandboxIntents(db: Db, limit: number): Promise<SandboxIntentRow[]> {
  const rows = await db
    .selectFrom('sandbox_payment_intents')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(intent);
}

/**
 * Records a refund if the intent has that much left unrefunded: one conditional update, so two refunds at
 * once can never give back more than was paid. False when too little is left.
 */
export async function insertSandboxRefund(db: Db, row: NewRow<'sandbox_payment_refunds'>): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const result = await tx
      .updateTable('sandbox_payment_intents')
      .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', row.amount), updated_at: row.created_at }))
      .where('id', '=', row.payment_intent)
      .where('status', '=', 'succeeded')
      .where((eb) => eb(eb('amount_received', '-', eb.ref('amount_refunded')), '>=', row.amount))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await tx.insertInto('sandbox_payment_refunds').values(row).execute();
    return true;
  });
}

export async function listSandboxRefunds(db: Db, limit: number): Promise<SandboxRefundRow[]> {
  const rows = await db
    .selectFrom('sandbox_payment_refunds')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount), created_at: Number(r.created_at) }));
}

export type IdempotentRequest = { request: string; statusCode: number | null; body: string | null };

/**
 * Takes an idempotency key for a request (true), or answers what the key already holds: the first request's
 * fingerprint and, once it finished, its answer.
 */
export async function claimSandboxRequest(
  db: Db,
  apiKey: string,
  key: string,
  request: string,
  now: number,
): Promise<true | IdempotentRequest> {
  const inserted = await db
    .insertInto('sandbox_payment_requests')
    .values({ api_key: apiKey, idempotency_key: key, request, status_code: null, body: null, created_at: now })
    .onConflict((oc) => oc.columns(['api_key', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const row = await db
    .selectFrom('sandbox_payment_requests')
    .select(['request', 'status_code', 'body'])
    .where('api_key', '=', apiKey)
    .where('idempotency_key', '=', key)
    .executeTakeFirstOrThrow();
  return { request: row.request, statusCode: row.status_code, body: row.body };
}

export async function finishSandboxRequest(
  db: Db,
  apiKey: string,
  key: string,
  statusCode: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('sandbox_payment_requests')
    .set({ status_code: statusCode, body })
    .where('api_key', '=', apiKey)
    .where('idempotency_key', '=', key)
    .execute();
}

/** A request that failed on the provider's side frees its key (Stripe does not store 5xx answers). */
export async function releaseSandboxRequest(db: Db, apiKey: string, key: string): Promise<void> {
  await db
    .deleteFrom('sandbox_payment_requests')
    .where('api_key', '=', apiKey)
    .where('idempotency_key', '=', key)
    .execute();
}

export async function insertSandboxEvent(db: Db, row: NewRow<'sandbox_payment_events'>): Promise<void> {
  await db.insertInto('sandbox_payment_events').values(row).execute();
}

export async function insertSandboxDelivery(db: Db, row: NewRow<'sandbox_webhook_deliveries'>): Promise<void> {
  await db.insertInto('sandbox_webhook_deliveries').values(row).execute();
}

export type SandboxDelivery = {
  eventId: string;
  type: string;
  paymentIntent: string;
  attempt: number;
  url: string;
  statusCode: number | null;
  error: string | null;
  at: number;
};

export async function listSandboxDeliveries(db: Db, limit: number): Promise<SandboxDelivery[]> {
  const rows = await db
    .selectFrom('sandbox_webhook_deliveries as d')
    .innerJoin('sandbox_payment_events as e', 'e.id', 'd.event_id')
    .select(['d.event_id', 'e.type', 'e.payment_intent', 'd.attempt', 'd.url', 'd.status_code', 'd.error', 'd.at'])
    .orderBy('d.at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    eventId: r.event_id,
    type: r.type,
    paymentIntent: r.payment_intent,
    attempt: r.attempt,
    url: r.url,
    statusCode: r.status_code,
    error: r.error,
    at: Number(r.at),
  }));
}

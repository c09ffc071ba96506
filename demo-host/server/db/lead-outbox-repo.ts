/**
 * The lead outbox (migration 0021): leads written with what caused them, claimed by the delivery
 * workers, settled as delivered, retried later or dead. A claim is a lease: a worker that dies
 * mid-delivery leaves a claim that expires, and the next worker sends the lead again (the CRM sees
 * it once: the lead id is stable). Lead documents carry personal data: never log them.
 */
import { sql } from 'kysely';
import { dialectOf } from './database.ts';
import type { Db, LeadTransportKind, Row } from './schema.ts';

export type NewOutboxLead = {
  id: string;
  kind: string;
  sourceKey: string;
  campaign: string;
  dealerId: string;
  sessionId: string | null;
  userId: string | null;
  document: string;
  createdAt: number;
};

/** Writes the lead unless its cause already has one; true when this call wrote it. */
export async function insertOutboxLead(db: Db, lead: NewOutboxLead): Promise<boolean> {
  const row = await db
    .insertInto('lead_outbox')
    .values({
      id: lead.id,
      kind: lead.kind,
      source_key: lead.sourceKey,
      campaign_slug: lead.campaign,
      dealer_id: lead.dealerId,
      session_id: lead.sessionId,
      user_id: lead.userId,
      document: lead.document,
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: lead.createdAt,
      created_at: lead.createdAt,
    })
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export type ClaimedLead = {
  id: string;
  kind: string;
  dealerId: string;
  document: string;
  /** This try's number (1 for the first). */
  attempt: number;
  claimToken: string;
};

/**
 * Claims up to `limit` due leads for `leaseMs`: pending, due, and not claimed by a live worker.
 * On PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so concurrent workers take different
 * rows; SQLite has one writer, so its single WITH … UPDATE … RETURNING is the claim.
 */
export async function claimDueLeads(
  db: Db,
  options: { claimToken: string; now: number; leaseMs: number; limit: number },
): Promise<ClaimedLead[]> {
  const { claimToken, now, leaseMs, limit } = options;
  const postgres = dialectOf(db) === 'postgres';
  const rows = await db
    // MATERIALIZED: the pick runs once; inlined in `IN (…)`, PostgreSQL re-ran it per row and claimed past `limit`.
    .with(
      (cte) => cte('due').materialized(),
      (qb) =>
        qb
          .selectFrom('lead_outbox')
          .select('id')
          .where('status', '=', 'PENDING')
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit)
          .$if(postgres, (q) => q.forUpdate().skipLocked()),
    )
    .updateTable('lead_outbox')
    .set((eb) => ({ claimed_by: claimToken, claimed_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    // Re-checked on the row itself: under READ COMMITTED another worker may have settled it meanwhile.
    .where('status', '=', 'PENDING')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .returning(['id', 'kind', 'dealer_id', 'document', 'attempts'])
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    dealerId: r.dealer_id,
    document: r.document,
    attempt: Number(r.attempts),
    claimToken,
  }));
}

export type LeadRoute = { transport: LeadTransportKind; endpoint: string | null; email: string | null };

/** How the dealer takes leads now (a replay goes where the dealer's leads go today). */
export async function getDealerLeadRoute(db: Db, dealerId: string): Promise<LeadRoute | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['lead_delivery', 'lead_endpoint', 'lead_email'])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return row ? { transport: row.lead_delivery, endpoint: row.lead_endpoint, email: row.lead_email } : null;
}

export async function startAttempt(
  db: Db,
  a: { leadId: string; attempt: number; worker: string; transport: LeadTransportKind; target: string; now: number },
): Promise<number> {
  const row = await db
    .insertInto('lead_delivery_attempts')
    .values({
      lead_id: a.leadId,
      attempt: a.attempt,
      worker: a.worker,
      transport: a.transport,
      target: a.target,
      started_at: a.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** What a try cut off by a lost worker says, once another worker has taken its lead. */
export const CUT_OFF = 'cut off: its worker stopped before the CRM answered';

/** Closes the lead's tries left open by a worker that died (its claim expired), so only live tries are open. */
export async function closeCutOffAttempts(db: Db, leadId: string, now: number): Promise<void> {
  await db
    .updateTable('lead_delivery_attempts')
    .set({ finished_at: now, outcome: 'RETRY', detail: CUT_OFF })
    .where('lead_id', '=', leadId)
    .where('finished_at', 'is', null)
    .execute();
}

export type Settlement =
  | { outcome: 'DELIVERED' }
  | { outcome: 'RETRY'; nextAttemptAt: number; error: string }
  | { outcome: 'FAILED'; error: string };

/**
 * Settles a claimed lead and its attempt in one transaction. False when the claim was lost (it
 * expired and another worker took the lead): that worker settles it, this one changes nothing.
 */
export async function settleLead(
  db: Db,
  lead: Pick<ClaimedLead, 'id' | 'claimToken'>,
  attemptId: number,
  settlement: Settlement,
  now: number,
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const detail = settlement.outcome === 'DELIVERED' ? null : settlement.error;
    await tx
      .updateTable('lead_delivery_attempts')
      .set({ finished_at: now, outcome: settlement.outcome, detail })
      .where('id', '=', attemptId)
      .execute();
    const base = tx
      .updateTable('lead_outbox')
      .where('id', '=', lead.id)
      .where('claimed_by', '=', lead.claimToken)
      .where('status', '=', 'PENDING');
    const result =
      settlement.outcome === 'DELIVERED'
        ? await base
            .set({ status: 'DELIVERED', delivered_at: now, last_error: null, claimed_by: null, claimed_until: null })
            .executeTakeFirst()
        : settlement.outcome === 'RETRY'
          ? await base
              .set({
                next_attempt_at: settlement.nextAttemptAt,
                last_error: settlement.error,
                claimed_by: null,
                claimed_until: null,
              })
              .executeTakeFirst()
          : await base
              .set({ status: 'DEAD', last_error: settlement.error, claimed_by: null, claimed_until: null })
              .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

/** The soonest time a pending lead falls due (null when none is pending): the worker sleeps until then. */
export async function nextDueAt(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('lead_outbox')
    .select((eb) => eb.fn.min(sql<number>`COALESCE(claimed_until, next_attempt_at)`).as('due'))
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return row?.due === null || row?.due === undefined ? null : Number(row.due);
}

export type OutboxLead = {
  id: string;
  kind: string;
  sourceKey: string;
  campaign: string;
  dealerId: string;
  status: Row<'lead_outbox'>['status'];
  attempts: number;
  document: string;
  lastError: string | null;
  createdAt: number;
  deliveredAt: number | null;
};

export async function getOutboxLead(db: Db, id: string): Promise<OutboxLead | null> {
  const r = await db.selectFrom('lead_outbox').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toOutboxLead(r) : null;
}

const toOutboxLead = (r: Row<'lead_outbox'>): OutboxLead => ({
  id: r.id,
  kind: r.kind,
  sourceKey: r.source_key,
  campaign: r.campaign_slug,
  dealerId: r.dealer_id,
  status: r.status,
  attempts: Number(r.attempts),
  document: r.document,
  lastError: r.last_error,
  createdAt: Number(r.created_at),
  deliveredAt: r.delivered_at === null ? null : Number(r.delivered_at),
});

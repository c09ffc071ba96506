/**
 * The demo host's lead inbox: the lead outbox as a tester reads it — each lead with its
 * dealer, every delivery attempt, and whether the sandbox CRM received it — and the replay of a
 * dead lead.
 */
import type { Db, LeadOutboxStatus, LeadTransportKind, Row } from './schema.ts';

export type LeadInboxAttempt = {
  attempt: number;
  worker: string;
  transport: LeadTransportKind;
  target: string;
  startedAt: number;
  /** Null: the try never finished (its worker crashed, or it is in flight). */
  finishedAt: number | null;
  outcome: Row<'lead_delivery_attempts'>['outcome'];
  detail: string | null;
};

export type LeadInboxEntry = {
  id: string;
  kind: string;
  campaignSlug: string;
  dealerId: string;
  dealerName: string | null;
  status: LeadOutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  claimedUntil: number | null;
  lastError: string | null;
  deliveredAt: number | null;
  createdAt: number;
  document: string;
  /** Each try, oldest first. */
  tries: LeadInboxAttempt[];
  /** What the sandbox CRM received under this lead id; null: nothing yet. */
  crm: { deliveries: number; firstReceivedAt: number; lastReceivedAt: number } | null;
};

const num = (n: number | null) => (n === null ? null : Number(n));

/** The `limit` newest leads, newest first. */
export async function listLeadInbox(db: Db, limit: number): Promise<LeadInboxEntry[]> {
  const rows = await db
    .selectFrom('lead_outbox as l')
    .leftJoin('dealers as d', 'd.id', 'l.dealer_id')
    .leftJoin('crm_inbox as c', 'c.lead_id', 'l.id')
    .selectAll('l')
    .select([
      'd.name as dealer_name',
      'c.deliveries as crm_deliveries',
      'c.first_received_at as crm_first_received_at',
      'c.last_received_at as crm_last_received_at',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('lead_delivery_attempts')
          .selectAll()
          .where('lead_id', 'in', ids)
          .orderBy('started_at')
          .orderBy('id')
          .execute();
  const triesOf = new Map<string, LeadInboxAttempt[]>();
  for (const a of attempts) {
    const tries = triesOf.get(a.lead_id) ?? [];
    tries.push({
      attempt: Number(a.attempt),
      worker: a.worker,
      transport: a.transport,
      target: a.target,
      startedAt: Number(a.started_at),
      finishedAt: num(a.finished_at),
      outcome: a.outcome,
      detail: a.detail,
    });
    triesOf.set(a.lead_id, tries);
  }
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    campaignSlug: r.campaign_slug,
    dealerId: r.dealer_id,
    dealerName: r.dealer_name,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: Number(r.next_attempt_at),
    claimedUntil: num(r.claimed_until),
    lastError: r.last_error,
    deliveredAt: num(r.delivered_at),
    createdAt: Number(r.created_at),
    document: r.document,
    tries: triesOf.get(r.id) ?? [],
    crm:
      r.crm_deliveries === null || r.crm_first_received_at === null || r.crm_last_received_at === null
        ? null
        : {
            deliveries: Number(r.crm_deliveries),
            firstReceivedAt: Number(r.crm_first_received_at),
            lastReceivedAt: Number(r.crm_last_received_at),
          },
  }));
}

/**
 * Gives a dead lead a fresh start: pending, due now, no tries counted, no claim. False when the
 * lead is not dead (delivered or still being tried: a replay would send it again for nothing).
 * Earlier tries stay in the attempts' history.
 */
export async function replayLead(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('lead_outbox')
    .set({
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      claimed_by: null,
      claimed_until: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'DEAD')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

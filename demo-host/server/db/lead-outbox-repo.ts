/**
 * The lead outbox (migration 0021): leads written with what caused them, claimed by the delivery
 * workers, settled as delivered, retried later or dead. A claim is a lease: a worker that dies
 * mid-delivery leaves a claim that expires, and the next worker sends the lead again (the CRM sees
 * it once: the lead id is stable). Lead documents carry personal data: never log them.
 */
import { sql } from 'kysely';
import { leadEvent } from '../domain/funnel/funnel.ts';
import { dialectOf } from './database.ts';
import { countFunnelEvent } from './funnel-repo.ts';
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
  /** The vehicle of interest: a thread is one shopper's and one vehicle's. */
  vehicleId?: string | null | undefined;
  /** Set on an event that updates a thread's first lead (its id and this event's sequence). */
  thread?: { id: string; seq: number } | undefined;
  /** What the workspace's inbox lists and searches. */
  summary: {
    shopperName: string;
    email: string | null;
    phone: string | null;
    vehicle: string | null;
    dealId: string | null;
  };
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
      shopper_name: lead.summary.shopperName,
      shopper_email: lead.summary.email,
      shopper_phone: lead.summary.phone,
      vehicle_label: lead.summary.vehicle,
      deal_id: lead.summary.dealId,
      vehicle_id: lead.vehicleId ?? null,
      thread_id: lead.thread?.id ?? null,
      thread_seq: lead.thread?.seq ?? 1,
      last_event_at: lead.createdAt,
      last_event_kind: lead.kind,
    })
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row === undefined) return false;
  // An update of a thread is not a new lead: the funnel counts the thread's first lead only.
  if (lead.thread) return true;
  // The funnel's leads by kind, counted with the lead, in its transaction.
  await countFunnelEvent(db, {
    event: leadEvent(lead.kind),
    dealerId: lead.dealerId,
    campaign: lead.campaign,
    at: lead.createdAt,
  });
  return true;
}

/** True when this cause (`kind:sourceId`) has its lead already: a retried request writes none. */
export async function hasOutboxLead(db: Db, sourceKey: string): Promise<boolean> {
  const row = await db.selectFrom('lead_outbox').select('id').where('source_key', '=', sourceKey).executeTakeFirst();
  return row !== undefined;
}

/**
 * Who a thread is for: the same account, email or phone. Not the browser session: a shared
 * browser (a family's, a showroom kiosk) sends other people's requests too.
 */
export type ThreadShopper = {
  dealerId: string;
  userId: string | null;
  email: string | null;
  phone: string | null;
  vehicleId: string | null;
};

/**
 * The newest first lead of this shopper at this dealer written at or after `since`, for the same
 * vehicle (or where either side names none); null when there is none.
 */
export async function findOpenThread(db: Db, who: ThreadShopper, since: number): Promise<string | null> {
  const email = who.email?.toLowerCase() ?? null;
  if (!who.userId && !email && !who.phone) return null;
  const row = await db
    .selectFrom('lead_outbox')
    .select('id')
    .where('dealer_id', '=', who.dealerId)
    .where('created_at', '>=', since)
    .where('thread_id', 'is', null)
    .where((eb) =>
      eb.or([
        ...(who.userId ? [eb('user_id', '=', who.userId)] : []),
        ...(email ? [eb(sql<string>`lower(shopper_email)`, '=', email)] : []),
        ...(who.phone ? [eb('shopper_phone', '=', who.phone)] : []),
      ]),
    )
    .$if(who.vehicleId !== null, (q) =>
      q.where((eb) => eb.or([eb('vehicle_id', 'is', null), eb('vehicle_id', '=', who.vehicleId)])),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Adds an event to a thread's first lead if it is still open at `since`: its sequence (2 for the
 * first update), or null. One UPDATE … RETURNING, so two events racing get different sequences.
 */
export async function appendToThread(
  db: Db,
  threadId: string,
  event: {
    kind: string;
    at: number;
    since: number;
    /** What the event knows that the first lead did not (a deal, a vehicle): the thread keeps it. */
    dealId: string | null;
    vehicleId: string | null;
    vehicleLabel: string | null;
  },
): Promise<number | null> {
  const row = await db
    .updateTable('lead_outbox')
    .set((eb) => ({
      thread_events: eb('thread_events', '+', 1),
      last_event_at: event.at,
      last_event_kind: event.kind,
      deal_id: eb.fn.coalesce('deal_id', eb.val(event.dealId)),
      vehicle_id: eb.fn.coalesce('vehicle_id', eb.val(event.vehicleId)),
      vehicle_label: eb.fn.coalesce('vehicle_label', eb.val(event.vehicleLabel)),
    }))
    .where('id', '=', threadId)
    .where('created_at', '>=', event.since)
    .returning('thread_events')
    .executeTakeFirst();
  return row ? Number(row.thread_events) : null;
}

export type LeadRoute = { transport: LeadTransportKind; endpoint: string | null; email: string | null };

/** What a try's row records of where it goes (the worker knows its transports and default endpoint). */
export type TryTarget = { transport: LeadTransportKind; target: string };

export type ClaimedLead = {
  id: string;
  kind: string;
  dealerId: string;
  document: string;
  /** This try's number (1 for the first). */
  attempt: number;
  claimToken: string;
  /** How the dealer took leads at the claim (a replay goes where the dealer's leads go today); null: no dealer. */
  route: LeadRoute | null;
  /** This try's row in `lead_delivery_attempts`, opened with the claim. */
  attemptId: number;
};

/** What a try cut off by a lost worker says, once another worker has taken its lead. */
export const CUT_OFF = 'cut off: its worker stopped before the CRM answered';

/**
 * Claims up to `limit` due leads for `leaseMs` (pending, due, and not claimed by a live worker) and
 * starts their tries, in one transaction: it closes the tries a dead worker left open on them and
 * opens one try each, so every claim `attempts` counts has its row, whenever the worker dies.
 * On PostgreSQL the rows are picked FOR UPDATE SKIP LOCKED, so concurrent workers take different
 * rows; SQLite has one writer, so its single WITH … UPDATE … RETURNING is the claim.
 */
export async function claimDueLeads(
  db: Db,
  options: {
    claimToken: string;
    worker: string;
    now: number;
    leaseMs: number;
    limit: number;
    describeTry: (route: LeadRoute | null) => TryTarget;
  },
): Promise<ClaimedLead[]> {
  const { claimToken, worker, now, leaseMs, limit, describeTry } = options;
  // Read from the pool's handle: a transaction's handle does not know its dialect.
  const postgres = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (tx) => {
    // The claim comes first: on SQLite the transaction then takes the write lock at once, never upgrading from a read.
    const rows = await tx
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
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    // A claimable lead has no live try: one still open was cut off with its worker's expired claim.
    await tx
      .updateTable('lead_delivery_attempts')
      .set({ finished_at: now, outcome: 'RETRY', detail: CUT_OFF })
      .where('lead_id', 'in', ids)
      .where('finished_at', 'is', null)
      .execute();
    const dealers = await tx
      .selectFrom('dealers')
      .select(['id', 'lead_delivery', 'lead_endpoint', 'lead_email'])
      .where('id', 'in', [...new Set(rows.map((r) => r.dealer_id))])
      .execute();
    const routes = new Map<string, LeadRoute>(
      dealers.map((d) => [d.id, { transport: d.lead_delivery, endpoint: d.lead_endpoint, email: d.lead_email }]),
    );
    const opened = await tx
      .insertInto('lead_delivery_attempts')
      .values(
        rows.map((r) => {
          const { transport, target } = describeTry(routes.get(r.dealer_id) ?? null);
          return { lead_id: r.id, attempt: Number(r.attempts), worker, transport, target, started_at: now };
        }),
      )
      // Matched by lead, not by position: one try per claimed lead, and RETURNING's order is not promised.
      .returning(['id', 'lead_id'])
      .execute();
    const attemptIds = new Map(opened.map((a) => [a.lead_id, Number(a.id)]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      dealerId: r.dealer_id,
      document: r.document,
      attempt: Number(r.attempts),
      claimToken,
      route: routes.get(r.dealer_id) ?? null,
      attemptId: attemptIds.get(r.id)!,
    }));
  });
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

/**
 * The workspace's view of the lead outbox: a dealer's leads newest first with filters, one lead with
 * its delivery tries, consents and notes, and the dealer's work on it (status, owner, notes).
 */
import { sql } from 'kysely';
import type { LeadStatus } from '../../../src/contract/workspace.ts';
import { containsPattern } from './like.ts';
import type { Db, LeadOutboxStatus } from './schema.ts';

export type LeadFilter = {
  /** 'all' for a platform admin; else the dealers the member works for (already narrowed by a dealer filter). */
  dealers: readonly string[] | 'all';
  kind?: string | undefined;
  status?: LeadStatus | undefined;
  /** Epoch ms, inclusive / exclusive. */
  from?: number | undefined;
  until?: number | undefined;
  /** Lower-case text found in the shopper's name, email or phone. */
  text?: string | undefined;
};

export type LeadCursor = { createdAt: number; id: string };

export type WorkspaceLead = {
  id: string;
  kind: string;
  status: LeadStatus;
  createdAt: number;
  dealerId: string;
  dealerName: string;
  campaign: string;
  shopperName: string;
  shopperEmail: string | null;
  shopperPhone: string | null;
  vehicle: string | null;
  delivery: LeadOutboxStatus;
  ownerId: string | null;
  ownerName: string | null;
  firstResponseAt: number | null;
  lostReason: string | null;
  dealId: string | null;
  userId: string | null;
  /** The thread: its events (1: the lead alone), the latest one and when. */
  threadEvents: number;
  lastEventAt: number;
  lastEventKind: string;
};

/** A later event of a lead's thread, delivered to the CRM as an update of the lead. */
export type ThreadUpdate = {
  id: string;
  seq: number;
  kind: string;
  createdAt: number;
  delivery: LeadOutboxStatus;
  document: string;
};

function leadsQuery(db: Db) {
  return db
    .selectFrom('lead_outbox as l')
    .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .leftJoin('staff as o', 'o.id', 'l.owner_staff_id')
    .select([
      'l.id',
      'l.kind',
      'l.work_status',
      'l.created_at',
      'l.dealer_id',
      'd.name as dealer_name',
      'l.campaign_slug',
      'l.shopper_name',
      'l.shopper_email',
      'l.shopper_phone',
      'l.vehicle_label',
      'l.status',
      'l.owner_staff_id',
      'o.name as owner_name',
      'l.first_response_at',
      'l.lost_reason',
      'l.deal_id',
      'l.user_id',
      'l.thread_events',
      'l.last_event_at',
      'l.last_event_kind',
    ])
    .where('l.thread_id', 'is', null);
}

type LeadRowOut = Awaited<ReturnType<ReturnType<typeof leadsQuery>['executeTakeFirstOrThrow']>>;

const toLead = (r: LeadRowOut): WorkspaceLead => ({
  id: r.id,
  kind: r.kind,
  status: r.work_status,
  createdAt: Number(r.created_at),
  dealerId: r.dealer_id,
  dealerName: r.dealer_name,
  campaign: r.campaign_slug,
  shopperName: r.shopper_name ?? '',
  shopperEmail: r.shopper_email,
  shopperPhone: r.shopper_phone,
  vehicle: r.vehicle_label,
  delivery: r.status,
  ownerId: r.owner_staff_id,
  ownerName: r.owner_name,
  firstResponseAt: r.first_response_at === null ? null : Number(r.first_response_at),
  lostReason: r.lost_reason,
  dealId: r.deal_id,
  userId: r.user_id,
  threadEvents: Number(r.thread_events),
  lastEventAt: Number(r.last_event_at ?? r.created_at),
  lastEventKind: r.last_event_kind ?? r.kind,
});

type LeadsQuery = ReturnType<typeof leadsQuery>;

/** The filter's terms but its dates (which say when a lead was written, or when its thread moved). */
function filtered(q: LeadsQuery, f: LeadFilter): LeadsQuery {
  if (f.dealers !== 'all') q = q.where('l.dealer_id', 'in', f.dealers);
  if (f.kind) q = q.where('l.kind', '=', f.kind);
  if (f.status) q = q.where('l.work_status', '=', f.status);
  if (f.text) {
    const like = containsPattern(f.text);
    const digits = f.text.replace(/\D/g, '');
    q = q.where((eb) =>
      eb.or([
        eb(sql<string>`lower(l.shopper_name)`, 'like', sql<string>`${like} escape '\\'`),
        eb(sql<string>`lower(l.shopper_email)`, 'like', sql<string>`${like} escape '\\'`),
        ...(digits.length >= 3 ? [eb('l.shopper_phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return q;
}

/** A page of leads, newest first, older than `before`. */
export async function listWorkspaceLeads(
  db: Db,
  f: LeadFilter,
  before: LeadCursor | null,
  limit: number,
): Promise<WorkspaceLead[]> {
  if (f.dealers !== 'all' && f.dealers.length === 0) return [];
  let q = filtered(leadsQuery(db), f).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit);
  if (f.from !== undefined) q = q.where('l.created_at', '>=', f.from);
  if (f.until !== undefined) q = q.where('l.created_at', '<', f.until);
  // A row comparison, which both dialects answer from the (dealer_id, created_at) index (an OR of two terms is a scan on PostgreSQL).
  if (before) q = q.where(sql<boolean>`(l.created_at, l.id) < (${before.createdAt}, ${before.id})`);
  return (await q.execute()).map(toLead);
}

/** Leads written, or whose thread had an event, at or after `since` (latest last), for the live inbox. */
export async function leadsSince(db: Db, f: LeadFilter, since: number, limit = 100): Promise<WorkspaceLead[]> {
  if (f.dealers !== 'all' && f.dealers.length === 0) return [];
  let q = filtered(leadsQuery(db), f)
    .where('l.last_event_at', '>=', since)
    .orderBy('l.last_event_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit);
  if (f.from !== undefined) q = q.where('l.created_at', '>=', f.from);
  if (f.until !== undefined) q = q.where('l.created_at', '<', f.until);
  return (await q.execute()).map(toLead).reverse();
}

/** The thread's later events, oldest first. */
export async function threadUpdates(db: Db, leadId: string): Promise<ThreadUpdate[]> {
  const rows = await db
    .selectFrom('lead_outbox')
    .select(['id', 'thread_seq', 'kind', 'created_at', 'status', 'document'])
    .where('thread_id', '=', leadId)
    .orderBy('thread_seq')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    seq: Number(r.thread_seq),
    kind: r.kind,
    createdAt: Number(r.created_at),
    delivery: r.status,
    document: r.document,
  }));
}

export async function getWorkspaceLead(db: Db, id: string): Promise<WorkspaceLead | null> {
  const row = await leadsQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row ? toLead(row) : null;
}

export async function leadDocument(db: Db, id: string): Promise<string | null> {
  const row = await db.selectFrom('lead_outbox').select('document').where('id', '=', id).executeTakeFirst();
  return row?.document ?? null;
}

export async function leadTries(db: Db, id: string) {
  const rows = await db
    .selectFrom('lead_delivery_attempts')
    .select(['attempt', 'started_at', 'finished_at', 'outcome', 'detail'])
    .where('lead_id', '=', id)
    .orderBy('started_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    attempt: Number(r.attempt),
    startedAt: Number(r.started_at),
    finishedAt: r.finished_at === null ? null : Number(r.finished_at),
    outcome: r.outcome,
    detail: r.detail,
  }));
}

/** The shopper's consent records: by account, else by the lead's email. */
export async function consentsFor(db: Db, who: { userId: string | null; email: string | null }) {
  if (!who.userId && !who.email) return [];
  let q = db.selectFrom('consents').select(['kind', 'disclaimer_version', 'given_at']).orderBy('id');
  q = who.userId ? q.where('user_id', '=', who.userId) : q.where('email', '=', who.email!.toLowerCase());
  const rows = await q.execute();
  return rows.map((r) => ({ kind: r.kind, version: r.disclaimer_version, givenAt: r.given_at }));
}

export async function leadNotes(db: Db, id: string) {
  const rows = await db
    .selectFrom('lead_notes as n')
    .innerJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 's.name', 'n.body', 'n.created_at'])
    .where('n.lead_id', '=', id)
    .orderBy('n.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), author: r.name, body: r.body, createdAt: Number(r.created_at) }));
}

export type LeadWork = { status?: LeadStatus; lostReason?: string | null; ownerId?: string | null };

/** Sets the work; the first time anyone works the lead is its first response. */
export async function updateLeadWork(db: Db, id: string, work: LeadWork, at: number): Promise<void> {
  await db
    .updateTable('lead_outbox')
    .set((eb) => ({
      ...(work.status !== undefined ? { work_status: work.status } : {}),
      ...(work.lostReason !== undefined ? { lost_reason: work.lostReason } : {}),
      ...(work.ownerId !== undefined ? { owner_staff_id: work.ownerId } : {}),
      first_response_at: eb.fn.coalesce('first_response_at', eb.val(at)),
    }))
    .where('id', '=', id)
    .execute();
}

export async function insertLeadNote(db: Db, n: { leadId: string; staffId: string; body: string; at: number }) {
  await db
    .insertInto('lead_notes')
    .values({ lead_id: n.leadId, staff_id: n.staffId, body: n.body, created_at: n.at })
    .execute();
}

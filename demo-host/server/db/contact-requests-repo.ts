/**
 * The contact requests (`lead_requests`) as the workspace's contact center reads and works them (migration
 * 0031): a dealer's queue newest first by status, one request, and its claim, release and close. Names,
 * phones, emails, questions and outcomes are personal data: store them, never log them.
 */
import type { ContactStatus } from '../../../src/contract/workspace-contact.ts';
import type { Db } from './schema.ts';
import type { LeadKind } from './lead-repo.ts';

export type ContactFilter = { dealers: readonly string[] | 'all'; status: ContactStatus | undefined };
export type ContactCursor = { createdAt: number; id: string };

export type ContactRecord = {
  id: string;
  kind: LeadKind;
  status: 'OPEN' | 'DONE';
  createdAt: number;
  dealerId: string;
  dealerName: string;
  campaign: string;
  shopperName: string;
  phone: string | null;
  email: string | null;
  timeZone: string;
  question: string;
  scheduledAt: number | null;
  /** The vehicle of a visit (its inventory row); a call's comes from its lead (`withLeadSummaries`). */
  vehicle: string | null;
  dealId: string | null;
  claimedBy: { id: string; name: string } | null;
  claimedAt: number | null;
  doneBy: { id: string; name: string } | null;
  doneAt: number | null;
  outcome: string | null;
};

/** The lead the outbox wrote for a request is keyed by its kind and the request's id (services/leads/outbox.ts). */
const LEAD_KIND: Record<LeadKind, string> = {
  EMAIL: 'email',
  CALL_NOW: 'call-now',
  CALL_LATER: 'call-later',
  DRIVE_AT_HOME: 'drive-at-home',
  TEST_DRIVE: 'test-drive',
  CONTACT_DEALER: 'contact-dealer',
};
export const leadSourceKey = (kind: LeadKind, id: string): string => `${LEAD_KIND[kind]}:${id}`;

function baseQuery(db: Db) {
  return db
    .selectFrom('lead_requests as l')
    .innerJoin('dealers as d', 'd.id', 'l.dealer_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .leftJoin('staff as c', 'c.id', 'l.claimed_by')
    .leftJoin('staff as f', 'f.id', 'l.done_by')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicle_id')
    .selectAll('l')
    .select([
      'd.name as dealer_name',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'u.email as user_email',
      'c.name as claimer_name',
      'f.name as closer_name',
      'v.year as v_year',
      'v.make as v_make',
      'v.model as v_model',
      'v.trim as v_trim',
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toRecord(r: BaseRow): ContactRecord {
  const first = r.first_name ?? r.user_first_name ?? '';
  const last = r.last_name ?? r.user_last_name ?? '';
  const vehicle = r.v_year ? [r.v_year, r.v_make, r.v_model, r.v_trim].filter(Boolean).join(' ') : null;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    createdAt: Number(r.created_at),
    dealerId: r.dealer_id,
    dealerName: r.dealer_name,
    campaign: r.campaign_slug,
    shopperName: `${first} ${last}`.trim(),
    phone: r.phone_number,
    email: r.reply_to_email ?? r.user_email ?? null,
    timeZone: r.user_time_zone,
    question: r.question,
    scheduledAt: r.scheduled_at === null ? null : Number(r.scheduled_at),
    vehicle,
    dealId: r.deal_id,
    claimedBy: r.claimed_by ? { id: r.claimed_by, name: r.claimer_name ?? '' } : null,
    claimedAt: r.claimed_at === null ? null : Number(r.claimed_at),
    doneBy: r.done_by ? { id: r.done_by, name: r.closer_name ?? '' } : null,
    doneAt: r.done_at === null ? null : Number(r.done_at),
    outcome: r.outcome,
  };
}

/** A page of the queue, newest first, older than `before`. */
export async function listContactRequests(
  db: Db,
  f: ContactFilter,
  before: ContactCursor | null,
  limit: number,
): Promise<ContactRecord[]> {
  if (f.dealers !== 'all' && f.dealers.length === 0) return [];
  let q = baseQuery(db).orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(limit);
  if (f.dealers !== 'all') q = q.where('l.dealer_id', 'in', f.dealers);
  if (f.status === 'DONE') q = q.where('l.status', '=', 'DONE');
  else if (f.status === 'OPEN') q = q.where('l.status', '=', 'OPEN').where('l.claimed_by', 'is', null);
  else if (f.status === 'CLAIMED') q = q.where('l.status', '=', 'OPEN').where('l.claimed_by', 'is not', null);
  if (before)
    q = q.where((eb) =>
      eb.or([
        eb('l.created_at', '<', before.createdAt),
        eb.and([eb('l.created_at', '=', before.createdAt), eb('l.id', '<', before.id)]),
      ]),
    );
  return withLeadSummaries(db, (await q.execute()).map(toRecord));
}

export async function getContactRequest(db: Db, id: string): Promise<ContactRecord | null> {
  const row = await baseQuery(db).where('l.id', '=', id).executeTakeFirst();
  return row ? (await withLeadSummaries(db, [toRecord(row)]))[0]! : null;
}

/** The vehicle and deal the request's lead names (it resolved them when it was written), where known. */
async function withLeadSummaries(db: Db, records: ContactRecord[]): Promise<ContactRecord[]> {
  if (records.length === 0) return records;
  const keys = records.map((r) => leadSourceKey(r.kind, r.id));
  const leads = await db
    .selectFrom('lead_outbox')
    .select(['source_key', 'vehicle_label', 'deal_id'])
    .where('source_key', 'in', keys)
    .execute();
  const byKey = new Map(leads.map((l) => [l.source_key, l]));
  return records.map((r) => {
    const lead = byKey.get(leadSourceKey(r.kind, r.id));
    return lead ? { ...r, vehicle: r.vehicle ?? lead.vehicle_label, dealId: r.dealId ?? lead.deal_id } : r;
  });
}

/** Takes an open request for `staffId` (again, if theirs already); false when it is done or someone else's. */
export async function claimContactRequest(db: Db, id: string, staffId: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('lead_requests')
    .set({ claimed_by: staffId, claimed_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', staffId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives an open request back to the queue; `from`: only while this member holds it (null: whoever does). */
export async function releaseContactRequest(db: Db, id: string, from: string | null, at: number): Promise<boolean> {
  let q = db
    .updateTable('lead_requests')
    .set({ claimed_by: null, claimed_at: null, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'OPEN');
  if (from !== null) q = q.where('claimed_by', '=', from);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Closes an open request with its outcome; `holder`: only while unclaimed or held by this member (null:
 * whoever holds it). An unclaimed request is claimed by the one who closes it.
 */
export async function closeContactRequest(
  db: Db,
  id: string,
  c: { staffId: string; holder: string | null; outcome: string; at: number },
): Promise<boolean> {
  let q = db
    .updateTable('lead_requests')
    .set((eb) => ({
      status: 'DONE' as const,
      done_by: c.staffId,
      done_at: c.at,
      outcome: c.outcome,
      updated_at: c.at,
      claimed_by: eb.fn.coalesce('claimed_by', eb.val(c.staffId)),
      claimed_at: eb.fn.coalesce('claimed_at', eb.val(c.at)),
    }))
    .where('id', '=', id)
    .where('status', '=', 'OPEN');
  if (c.holder !== null) {
    const holder = c.holder;
    q = q.where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', holder)]));
  }
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

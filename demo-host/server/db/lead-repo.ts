/**
 * The contact center's requests (migration 0012): emails and call-backs as the agents' queue sees
 * them. Phone numbers, emails and questions are personal data: store them, never log them.
 */
import { isUniqueViolation } from './database.ts';
import { normalizeEmail } from './users-repo.ts';
import type { Db, Row, VisitLeadKind } from './schema.ts';

/** The call center's own kinds, and the visits' (written by db/visits-repo.ts). */
export type LeadKind = 'EMAIL' | 'CALL_NOW' | 'CALL_LATER' | VisitLeadKind;
export type LeadStatus = 'OPEN' | 'DONE';

export type LeadRequest = {
  id: string;
  kind: LeadKind;
  sessionId: string;
  userId: string | null;
  campaign: string;
  dealerId: string;
  certificateId: string | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  replyToEmail: string | null;
  question: string;
  /** Epoch ms of a call-later slot; null for the others. */
  scheduledAt: number | null;
  userTimeZone: string;
  status: LeadStatus;
  createdAt: number;
  updatedAt: number;
};

const toLead = (r: Row<'lead_requests'>): LeadRequest => ({
  id: r.id,
  kind: r.kind,
  sessionId: r.session_id,
  userId: r.user_id,
  campaign: r.campaign_slug,
  dealerId: r.dealer_id,
  certificateId: r.certificate_id,
  firstName: r.first_name,
  lastName: r.last_name,
  phoneNumber: r.phone_number,
  replyToEmail: r.reply_to_email,
  question: r.question,
  scheduledAt: r.scheduled_at === null ? null : Number(r.scheduled_at),
  userTimeZone: r.user_time_zone,
  status: r.status,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

/** `vehicleId` and `dealId`: what a visit's lead is about, for its delivery. */
export async function insertLead(
  db: Db,
  lead: LeadRequest & { vehicleId?: string | null; dealId?: string | null },
): Promise<void> {
  await db
    .insertInto('lead_requests')
    .values({
      id: lead.id,
      kind: lead.kind,
      session_id: lead.sessionId,
      user_id: lead.userId,
      campaign_slug: lead.campaign,
      dealer_id: lead.dealerId,
      certificate_id: lead.certificateId,
      first_name: lead.firstName,
      last_name: lead.lastName,
      phone_number: lead.phoneNumber,
      reply_to_email: lead.replyToEmail,
      question: lead.question,
      scheduled_at: lead.scheduledAt,
      user_time_zone: lead.userTimeZone,
      status: lead.status,
      created_at: lead.createdAt,
      updated_at: lead.updatedAt,
      vehicle_id: lead.vehicleId ?? null,
      deal_id: lead.dealId ?? null,
    })
    .execute();
}

/** A call-later of this user, by queueId; null when there is none or it is someone else's. */
export async function findUserCallBack(db: Db, id: string, userId: string): Promise<LeadRequest | null> {
  const row = await db
    .selectFrom('lead_requests')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'CALL_LATER')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toLead(row) : null;
}

export type Reschedule = Pick<
  LeadRequest,
  'scheduledAt' | 'phoneNumber' | 'question' | 'userTimeZone' | 'certificateId' | 'dealerId' | 'updatedAt'
>;

/** Moves the user's call-back to a new slot (and reopens it). */
export async function rescheduleCallBack(db: Db, id: string, userId: string, change: Reschedule): Promise<boolean> {
  const result = await db
    .updateTable('lead_requests')
    .set({
      scheduled_at: change.scheduledAt,
      phone_number: change.phoneNumber,
      question: change.question,
      user_time_zone: change.userTimeZone,
      certificate_id: change.certificateId,
      dealer_id: change.dealerId,
      updated_at: change.updatedAt,
      status: 'OPEN',
    })
    .where('id', '=', id)
    .where('kind', '=', 'CALL_LATER')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The user's next open call-back whose slot is not in the past, soonest first. */
export async function findUpcomingCallBack(db: Db, userId: string, now: number): Promise<LeadRequest | null> {
  const row = await db
    .selectFrom('lead_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'CALL_LATER')
    .where('status', '=', 'OPEN')
    .where('scheduled_at', '>=', now)
    .orderBy('scheduled_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? toLead(row) : null;
}

/** The queue page: open requests, newest first. */
export async function listOpenLeads(db: Db, limit = 100): Promise<LeadRequest[]> {
  const rows = await db
    .selectFrom('lead_requests')
    .selectAll()
    .where('status', '=', 'OPEN')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toLead);
}

export async function markLeadDone(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('lead_requests')
    .set({ status: 'DONE', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * 'Update my profile with this email address': false when another account has the address (the
 * unique index decides a race too).
 */
export async function setUserEmail(db: Db, userId: string, email: string): Promise<boolean> {
  const address = normalizeEmail(email);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', address)
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (taken) return false;
  try {
    // Callers change it only to an address the session proved (routes/lead.ts).
    await db
      .updateTable('users')
      .set({ email: address, email_verified_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** A queue row: the request, with the signed-in shopper's name and email when it has none of its own. */
export type QueueEntry = LeadRequest & { shopperName: string; shopperEmail: string | null };

/** The agents' queue: open requests (emails, calls now, scheduled calls), newest first. */
export async function listQueue(db: Db, limit = 100): Promise<QueueEntry[]> {
  const rows = await db
    .selectFrom('lead_requests as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .selectAll('l')
    .select(['u.first_name as user_first_name', 'u.last_name as user_last_name', 'u.email as user_email'])
    .where('l.status', '=', 'OPEN')
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const lead = toLead(r);
    const first = lead.firstName ?? r.user_first_name ?? '';
    const last = lead.lastName ?? r.user_last_name ?? '';
    return { ...lead, shopperName: `${first} ${last}`.trim(), shopperEmail: r.user_email ?? null };
  });
}

// ─── leads, pre-approvals ──────────────────────────────────────────────────────────────────

/** Records a lead of this kind for the deal unless one exists; true when this call recorded it. */
export async function insertLeadOnce(db: Db, dealId: string, kind: string, now = new Date()): Promise<boolean> {
  const inserted = await db
    .insertInto('leads')
    .values({ deal_id: dealId, kind, created_at: now.toISOString() })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countLeads(db: Db, dealId: string): Promise<number> {
  const { n } = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deal_id', '=', dealId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

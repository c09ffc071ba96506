/**
 * The workspace's contact center: a member's dealers' contact requests (emails, calls, visits) newest
 * first by status, claimed by one member at a time, released, and closed with an outcome; and a dealer's
 * weekly call-center hours for its managers. Every call checks the member reaches the dealer; every view,
 * claim, release, close and change of hours goes in the audit log.
 */
import {
  ALREADY_DONE,
  CLAIMED_BY_SOMEONE_ELSE,
  CONTACT_PAGE,
  type ContactQuery,
  type ContactRequest,
  type ContactStatus,
  type DealerHoursAnswer,
  HoursBodySchema,
  type HoursBody,
} from '../../../../src/contract/workspace-contact.ts';
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import {
  claimContactRequest,
  closeContactRequest,
  getContactRequest,
  listContactRequests,
  releaseContactRequest,
  type ContactCursor,
  type ContactRecord,
} from '../../db/contact-requests-repo.ts';
import { getDealer, getDealerCallCenterHours, setDealerCallCenterHours } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { localParts } from '../../domain/contact/call-center.ts';
import { checkedHours, weekOfHours } from '../../domain/contact/weekly-hours.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../domain/errors.ts';
import { dealersToList, reachesDealer } from '../../domain/staff/access.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer, managesDealers } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

function statusOf(r: ContactRecord): ContactStatus {
  if (r.status === 'DONE') return 'DONE';
  return r.claimedBy ? 'CLAIMED' : 'OPEN';
}

/** A zone the runtime does not know (a browser's odd answer) reads as UTC rather than failing the queue. */
function knownZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

export function toContactRequest(r: ContactRecord): ContactRequest {
  const zone = knownZone(r.timeZone);
  return {
    id: r.id,
    kind: r.kind,
    status: statusOf(r),
    createdAt: r.createdAt,
    dealer: { id: r.dealerId, name: r.dealerName },
    campaign: r.campaign,
    shopper: { name: r.shopperName, phone: r.phone, email: r.email, timeZone: zone },
    question: r.question,
    scheduledAt: r.scheduledAt,
    shopperLocal: localParts(r.scheduledAt ?? r.createdAt, zone),
    vehicle: r.vehicle,
    dealId: r.dealId,
    claim: r.claimedBy && r.claimedAt !== null ? { by: r.claimedBy, at: r.claimedAt } : null,
    // The sandbox page closes requests without a note: done, but no outcome to show.
    outcome:
      r.status === 'DONE' && r.doneAt !== null && r.outcome !== null
        ? { note: r.outcome, by: r.doneBy, at: r.doneAt }
        : null,
  };
}

const encodeCursor = (r: ContactRecord) => `${r.createdAt}.${r.id}`;
function decodeCursor(s: string | undefined): ContactCursor | null {
  if (!s) return null;
  const m = /^(\d{1,15})\.([\w-]{1,64})$/.exec(s);
  if (!m) throw new Invalid('Invalid request', [{ field: 'before', message: 'Not a page of this list.' }]);
  return { createdAt: Number(m[1]), id: m[2]! };
}

export type ContactCenterService = {
  list(
    member: StaffMember,
    query: ContactQuery,
    client: string,
  ): Promise<{ requests: ContactRequest[]; next: string | null }>;
  claim(member: StaffMember, id: string, client: string): Promise<ContactRequest>;
  release(member: StaffMember, id: string, client: string): Promise<ContactRequest>;
  done(member: StaffMember, id: string, outcome: string, client: string): Promise<ContactRequest>;
  hours(member: StaffMember, dealerId: string): Promise<DealerHoursAnswer>;
  setHours(member: StaffMember, dealerId: string, body: HoursBody, client: string): Promise<DealerHoursAnswer>;
};

/** A dealer's weekly call-center hours as a versioned settings document (settings-history.ts). */
export const callCenterHoursDoc: SettingsDoc<HoursBody> = {
  kind: 'dealer-hours',
  auditAction: 'dealer.hours',
  schema: HoursBodySchema,
  async authorize(db, member, id) {
    const dealer = await managedDealer(db, member, id);
    return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
  },
  async load(db, id) {
    return { days: weekOfHours((await getDealerCallCenterHours(db, id)) ?? []) };
  },
  async save(db, id, body) {
    await setDealerCallCenterHours(db, id, checkedHours(body.days));
  },
};

export function createContactCenter(
  deps: Pick<AppDeps, 'db' | 'now'> & { history: SettingsHistoryService },
): ContactCenterService {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  const audit = (
    q: Db,
    member: StaffMember,
    action: string,
    record: { type: string; id: string; dealerId: string },
    client: string,
  ) =>
    appendAudit(q, {
      at: clock(),
      staffId: member.id,
      staffEmail: member.email,
      action,
      recordType: record.type,
      recordId: record.id,
      dealerId: record.dealerId,
      client,
    });
  const auditRequest = (q: Db, member: StaffMember, action: string, r: ContactRecord, client: string) =>
    audit(q, member, action, { type: 'contact-request', id: r.id, dealerId: r.dealerId }, client);

  /** The request, if the member reaches its dealer: an unknown id and another dealer's request differ (404, 403). */
  async function reachable(member: StaffMember, id: string): Promise<ContactRecord> {
    const found = await getContactRequest(db, id);
    if (!found) throw new NotFound('Contact request not found');
    if (!reachesDealer(member, found.dealerId)) throw new Forbidden(NOT_YOUR_DEALER);
    return found;
  }

  /** Why a change to `r` by `member` did not happen: it is done, or someone else holds it. */
  function refusal(r: ContactRecord): Conflict {
    return new Conflict(r.status === 'DONE' ? ALREADY_DONE : CLAIMED_BY_SOMEONE_ELSE);
  }

  /** Runs `change` with its audit entry in one transaction; false from `change` is the refusal as it is now. */
  async function work(
    member: StaffMember,
    id: string,
    action: string,
    client: string,
    change: (tx: Db, r: ContactRecord) => Promise<boolean>,
  ): Promise<ContactRequest> {
    const r = await reachable(member, id);
    const changed = await db.transaction().execute(async (tx) => {
      if (!(await change(tx, r))) return false;
      await auditRequest(tx, member, action, r, client);
      return true;
    });
    const now = (await getContactRequest(db, id))!;
    if (!changed) throw refusal(now);
    return toContactRequest(now);
  }

  async function hoursAnswer(dealerId: string): Promise<DealerHoursAnswer> {
    const dealer = (await getDealer(db, dealerId))!;
    const hours = (await getDealerCallCenterHours(db, dealerId)) ?? [];
    return { dealer: { id: dealer.id, name: dealer.name }, timeZone: dealer.timeZone, days: weekOfHours(hours) };
  }

  return {
    async list(member, query, client) {
      const dealers = dealersToList(member, query.dealer);
      if (dealers === null) throw new Forbidden(NOT_YOUR_DEALER, [{ field: 'dealer', message: NOT_YOUR_DEALER }]);
      const page = await listContactRequests(
        db,
        { dealers, status: query.status },
        decodeCursor(query.before),
        CONTACT_PAGE + 1,
      );
      const more = page.length > CONTACT_PAGE;
      const shown = more ? page.slice(0, CONTACT_PAGE) : page;
      // The queue shows each request's personal data: every one shown is a view.
      if (shown.length > 0)
        await db.transaction().execute(async (tx) => {
          for (const r of shown) await auditRequest(tx, member, 'contact.view', r, client);
        });
      return { requests: shown.map(toContactRequest), next: more ? encodeCursor(shown[shown.length - 1]!) : null };
    },
    claim: (member, id, client) =>
      work(member, id, 'contact.claim', client, (tx) => claimContactRequest(tx, id, member.id, clock())),
    async release(member, id, client) {
      const r = await reachable(member, id);
      // Nobody holds it: nothing to give back, nothing to record.
      if (r.status === 'OPEN' && !r.claimedBy) return toContactRequest(r);
      // An agent gives back only their own claim; a manager may free anyone's.
      return work(member, id, 'contact.release', client, (tx) =>
        releaseContactRequest(tx, id, managesDealers(member) ? null : member.id, clock()),
      );
    },
    done: (member, id, outcome, client) =>
      work(member, id, 'contact.done', client, (tx) =>
        closeContactRequest(tx, id, {
          staffId: member.id,
          holder: managesDealers(member) ? null : member.id,
          outcome,
          at: clock(),
        }),
      ),
    async hours(member, dealerId) {
      const dealer = await managedDealer(db, member, dealerId);
      return hoursAnswer(dealer.id);
    },
    async setHours(member, dealerId, body, client) {
      const dealer = await managedDealer(db, member, dealerId);
      const hours = checkedHours(body.days);
      // Saved as the stored hours read back, so the version compares with the next load field by field.
      await deps.history.update(callCenterHoursDoc, member, dealer.id, { days: weekOfHours(hours) }, client);
      return hoursAnswer(dealer.id);
    },
  };
}

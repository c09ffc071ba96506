/**
 * The workspace's leads: a member's dealers' leads with filters and pages, one lead with everything
 * the dealer needs to work it, and the work itself (status, owner, notes). Every call checks the
 * member reaches the lead's dealer; every view and change of a lead goes in the audit log.
 */
import { TZDate } from '@date-fns/tz';
import type * as v from 'valibot';
import {
  LEADS_PAGE,
  NOT_YOUR_DEALER,
  type LeadDetail,
  type LeadQuerySchema,
  type LeadRow,
  type LeadStatus,
} from '../../../../src/contract/workspace.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import { countFunnelEvent } from '../../db/funnel-repo.ts';
import type { Db } from '../../db/schema.ts';
import { staffOfDealer } from '../../db/staff-repo.ts';
import {
  consentsFor,
  getWorkspaceLead,
  insertLeadNote,
  leadDocument,
  leadNotes,
  leadsSince,
  leadTries,
  listWorkspaceLeads,
  threadUpdates,
  updateLeadWork,
  type LeadCursor,
  type LeadFilter,
  type WorkspaceLead,
} from '../../db/workspace-leads-repo.ts';
import { Forbidden, Invalid, NotFound } from '../../domain/errors.ts';
import { adfComments } from '../../domain/leads/adf-comments.ts';
import { dealersToList, reachesDealer } from '../../domain/staff/access.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import type { AppDeps } from '../app-deps.ts';

export type LeadQuery = v.InferOutput<typeof LeadQuerySchema>;
/** A lead committed this long after its timestamp still reaches the live inbox (transactions commit late). */
const FEED_OVERLAP_MS = 5000;
/** Which time zone a day of the date filter is read in when no dealer is picked. */
const FALLBACK_ZONE = 'America/Chicago';

const toLeadRow = (l: WorkspaceLead): LeadRow => ({
  id: l.id,
  kind: l.kind as LeadRow['kind'],
  status: l.status,
  createdAt: l.createdAt,
  dealer: { id: l.dealerId, name: l.dealerName },
  campaign: l.campaign,
  shopper: { name: l.shopperName, email: l.shopperEmail, phone: l.shopperPhone },
  vehicle: l.vehicle,
  delivery: l.delivery,
  owner: l.ownerId ? { id: l.ownerId, name: l.ownerName ?? '' } : null,
  firstResponseAt: l.firstResponseAt,
  thread: { events: l.threadEvents, lastKind: l.lastEventKind as LeadRow['kind'], lastAt: l.lastEventAt },
});

const encodeCursor = (l: WorkspaceLead) => `${l.createdAt}.${l.id}`;
function decodeCursor(s: string | undefined): LeadCursor | null {
  if (!s) return null;
  const m = /^(\d{1,15})\.([\w-]{1,64})$/.exec(s);
  if (!m) throw new Invalid('Invalid request', [{ field: 'before', message: 'Not a page of this list.' }]);
  return { createdAt: Number(m[1]), id: m[2]! };
}

export type LeadWorkService = {
  list(member: StaffMember, query: LeadQuery): Promise<{ leads: LeadRow[]; next: string | null }>;
  /** The filter the live inbox polls with (checked like a listing). */
  filterFor(member: StaffMember, query: LeadQuery): Promise<LeadFilter>;
  /** A live inbox's feed from `start`: each poll answers the leads written, or whose thread moved, since the last. */
  feed(filter: LeadFilter, start: number): { poll(now: number): Promise<LeadRow[]> };
  detail(member: StaffMember, id: string, client: string): Promise<LeadDetail>;
  update(
    member: StaffMember,
    id: string,
    work: { status?: LeadStatus | undefined; lostReason?: string | undefined; ownerId?: string | null | undefined },
    client: string,
  ): Promise<LeadDetail>;
  addNote(member: StaffMember, id: string, body: string, client: string): Promise<LeadDetail>;
};

export function createLeadWork(deps: Pick<AppDeps, 'db' | 'now'>): LeadWorkService {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  async function zoneOf(dealers: readonly string[] | 'all'): Promise<string> {
    let q = db.selectFrom('dealers').select('time_zone').orderBy('id').limit(1);
    if (dealers !== 'all' && dealers.length > 0) q = q.where('id', 'in', dealers);
    return (await q.executeTakeFirst())?.time_zone ?? FALLBACK_ZONE;
  }
  const startOfDay = (day: string, zone: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, zone).getTime();
  };

  async function filterFor(member: StaffMember, query: LeadQuery): Promise<LeadFilter> {
    const dealers = dealersToList(member, query.dealer);
    if (dealers === null) throw new Forbidden(NOT_YOUR_DEALER, [{ field: 'dealer', message: NOT_YOUR_DEALER }]);
    const zone = query.from || query.to ? await zoneOf(dealers) : FALLBACK_ZONE;
    const from = query.from ? startOfDay(query.from, zone) : undefined;
    // The day `to` is included: up to the start of the next.
    const until = query.to ? startOfDay(query.to, zone) + 86_400_000 : undefined;
    if (from !== undefined && until !== undefined && until <= from)
      throw new Invalid('Invalid request', [{ field: 'to', message: 'The end date is before the start date.' }]);
    return {
      dealers,
      kind: query.kind,
      status: query.status,
      from,
      until,
      text: query.q ? query.q.toLowerCase() : undefined,
    };
  }

  /** The lead, if the member reaches its dealer: an unknown id and another dealer's lead differ (404, 403). */
  async function reachable(member: StaffMember, id: string): Promise<WorkspaceLead> {
    const lead = await getWorkspaceLead(db, id);
    if (!lead) throw new NotFound('Lead not found');
    if (!reachesDealer(member, lead.dealerId)) throw new Forbidden(NOT_YOUR_DEALER);
    return lead;
  }

  const audit = (member: StaffMember, lead: WorkspaceLead, action: string, client: string, q: Db = db) =>
    appendAudit(q, {
      at: clock(),
      staffId: member.id,
      staffEmail: member.email,
      action,
      recordType: 'lead',
      recordId: lead.id,
      dealerId: lead.dealerId,
      client,
    });

  async function detailOf(lead: WorkspaceLead): Promise<LeadDetail> {
    const [document, updates, consents, tries, notes, staff] = await Promise.all([
      leadDocument(db, lead.id),
      threadUpdates(db, lead.id),
      consentsFor(db, { userId: lead.userId, email: lead.shopperEmail }),
      leadTries(db, lead.id),
      leadNotes(db, lead.id),
      staffOfDealer(db, lead.dealerId),
    ]);
    return {
      ...toLeadRow(lead),
      lostReason: lead.lostReason,
      dealId: lead.dealId,
      comments: document ? adfComments(document) : '',
      consents,
      tries,
      updates: updates.map((u) => ({
        seq: u.seq,
        kind: u.kind as LeadRow['kind'],
        createdAt: u.createdAt,
        delivery: u.delivery,
        comments: adfComments(u.document),
      })),
      notes,
      staff,
    };
  }

  return {
    filterFor,
    async list(member, query) {
      const filter = await filterFor(member, query);
      const page = await listWorkspaceLeads(db, filter, decodeCursor(query.before), LEADS_PAGE + 1);
      const more = page.length > LEADS_PAGE;
      const leads = more ? page.slice(0, LEADS_PAGE) : page;
      return { leads: leads.map(toLeadRow), next: more ? encodeCursor(leads[leads.length - 1]!) : null };
    },
    feed(filter, start) {
      // Sent thread events of the overlap window: each is sent once however many polls see it.
      const sent = new Map<string, number>();
      let since = start;
      return {
        async poll(now) {
          const fresh: LeadRow[] = [];
          for (const lead of await leadsSince(db, filter, since - FEED_OVERLAP_MS)) {
            const key = `${lead.id}#${String(lead.threadEvents)}`;
            if (sent.has(key)) continue;
            sent.set(key, lead.lastEventAt);
            fresh.push(toLeadRow(lead));
          }
          since = Math.max(since, now - FEED_OVERLAP_MS);
          for (const [key, at] of sent) if (at < since - FEED_OVERLAP_MS) sent.delete(key);
          return fresh;
        },
      };
    },
    async detail(member, id, client) {
      const lead = await reachable(member, id);
      await audit(member, lead, 'lead.view', client);
      return detailOf(lead);
    },
    async update(member, id, work, client) {
      const lead = await reachable(member, id);
      if (work.ownerId) {
        const team = await staffOfDealer(db, lead.dealerId);
        if (!team.some((s) => s.id === work.ownerId))
          throw new Invalid('Invalid request', [{ field: 'ownerId', message: 'Pick someone on this dealer’s staff.' }]);
      }
      const status = work.status ?? lead.status;
      await db.transaction().execute(async (tx) => {
        await updateLeadWork(
          tx,
          lead.id,
          {
            ...(work.status !== undefined ? { status: work.status } : {}),
            // A reason belongs to a lost lead only.
            ...(status === 'LOST'
              ? work.lostReason !== undefined
                ? { lostReason: work.lostReason }
                : {}
              : { lostReason: null }),
            ...(work.ownerId !== undefined ? { ownerId: work.ownerId } : {}),
          },
          clock(),
        );
        // The funnel's last stage: a lead marked sold (again after another status: counted again).
        if (work.status === 'SOLD' && lead.status !== 'SOLD')
          await countFunnelEvent(tx, { event: 'sold', dealerId: lead.dealerId, campaign: lead.campaign, at: clock() });
        await audit(member, lead, 'lead.update', client, tx);
      });
      return detailOf((await getWorkspaceLead(db, lead.id))!);
    },
    async addNote(member, id, body, client) {
      const lead = await reachable(member, id);
      await db.transaction().execute(async (tx) => {
        await insertLeadNote(tx, { leadId: lead.id, staffId: member.id, body, at: clock() });
        await updateLeadWork(tx, lead.id, {}, clock());
        await audit(member, lead, 'lead.note', client, tx);
      });
      return detailOf((await getWorkspaceLead(db, lead.id))!);
    },
  };
}

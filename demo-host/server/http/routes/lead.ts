/**
 * The contact center (seed 001 §7, every `/lead/…` call; contract and choices in
 * src/contract/contact.ts). Hours and slots come from the pure clock in contact/call-center.ts,
 * in the dealer's zone, answered in the shopper's. Each request is stored (db/lead-repo.ts) and
 * the dealer notified (the outbox in the sandbox) before the answer; POSTs are rate-limited per
 * client. Phones, emails and questions are personal data: never logged.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type * as v from 'valibot';
import {
  CALL_BACK_NOT_FOUND,
  CALL_CENTER_CLOSED,
  CALL_CENTER_DISABLED,
  CallBackQuerySchema,
  CallCenterQuerySchema,
  CallLaterRequestSchema,
  CallNowRequestSchema,
  CallNowUnauthenticatedRequestSchema,
  CONTACT_NEEDS_LOGIN,
  ContactEmailQuerySchema,
  ContactEmailRequestSchema,
  LeadScopeSchema,
  SLOT_UNAVAILABLE,
  UpcomingCallQuerySchema,
  type CallBack,
  type CallCenter,
  type CallLaterResponse,
  type LeadAccepted,
  type UpcomingCall,
} from '../../../../src/contract/contact.ts';
import { DUPLICATE_EMAIL } from '../../../../src/contract/auth.ts';
import { formatPhone } from '../../../../src/contract/format.ts';
import {
  dealerWindows,
  hoursOfOperations,
  isBookable,
  isOpenAt,
  slotInstant,
  slotOf,
} from '../../domain/contact/call-center.ts';
import { pickDealer } from '../../services/context-builder.ts';
import {
  findUpcomingCallBack,
  findUserCallBack,
  insertLead,
  rescheduleCallBack,
  setUserEmail,
  type LeadRequest,
} from '../../db/lead-repo.ts';
import { clearSessionVerifiedEmail, sessionProvedEmail } from '../../db/identity-repo.ts';
import { hitRateLimit } from '../../db/repo.ts';
import { getUser, normalizeEmail } from '../../db/users-repo.ts';
import { getDealerCallCenterHours } from '../../db/dealers-repo.ts';
import { getCampaignDetails } from '../../db/campaigns-repo.ts';
import type { Dealer } from '../../../../src/contract/page-context.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput, readJsonBody, TooManyRequests } from '../errors.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import { currentSession, sessionOf } from '../security.ts';
import { inTransaction } from '../../db/index.ts';
import { adfRequestDate } from '../../services/leads/outbox.ts';
import { emailNotVerifiedError } from './register.ts';
import { clientAddress } from '../client-address.ts';

/** Requests one client may send in the window: enough to reschedule a few times, not to flood agents. */
export const LEAD_LIMIT = 10;
export const LEAD_WINDOW_MS = 15 * 60 * 1000;
export const LEAD_TOO_MANY = 'Too many requests. Please wait and try again.';

type Scope = v.InferOutput<typeof LeadScopeSchema>;
type CallCenterOf = { dealer: Dealer; campaign: string; windows: ReturnType<typeof dealerWindows> };

export function leadRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db } = deps;
  const messages = deps.messages ?? outboxSender(db);
  const now = () => deps.now?.() ?? new Date();
  const routes = new Hono<AppEnv>();
  const { leads } = services;

  async function callCenterOf(scope: Scope, at: Date): Promise<CallCenterOf> {
    const details = await getCampaignDetails(db, scope.campaign);
    if (!details)
      throw new HttpError(400, 'Campaign is invalid', [{ field: 'campaign', message: 'Campaign is invalid' }]);
    if (!details.campaign.callCenterEnabled) throw new HttpError(403, CALL_CENTER_DISABLED);
    const dealer = await pickDealer(db, details.campaign.slug, scope.dealer);
    if (!dealer) throw new HttpError(400, 'Dealer is invalid', [{ field: 'dealer', message: 'Dealer is invalid' }]);
    const hours = (await getDealerCallCenterHours(db, dealer.id)) ?? [];
    return { dealer, campaign: details.campaign.slug, windows: dealerWindows(hours, dealer.timeZone, at) };
  }

  function signedIn(c: Context<AppEnv>): string {
    const userId = currentSession(c)?.userId;
    if (!userId) throw new HttpError(401, CONTACT_NEEDS_LOGIN);
    return userId;
  }

  async function limit(c: Context<AppEnv>, at: Date): Promise<void> {
    const key = `lead:${clientAddress(c, deps.trustProxy)}`;
    const hit = await hitRateLimit(db, key, LEAD_LIMIT, LEAD_WINDOW_MS, at.getTime());
    if (!hit.allowed) throw new TooManyRequests(LEAD_TOO_MANY, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
  }

  /** Stores the request, then tells the dealer's call center (both before the shopper gets an answer). */
  async function record(lead: LeadRequest, dealer: Dealer): Promise<void> {
    await inTransaction(db, async (tx) => {
      await insertLead(tx, lead);
      // The certificate names the deal only when it is the shopper's own.
      const certificate =
        lead.certificateId && lead.userId
          ? await tx
              .selectFrom('certificates')
              .select('deal_id')
              .where('id', '=', lead.certificateId)
              .where('user_id', '=', lead.userId)
              .executeTakeFirst()
          : undefined;
      await leads.write(tx, {
        kind: lead.kind === 'EMAIL' ? 'email' : lead.kind === 'CALL_NOW' ? 'call-now' : 'call-later',
        sourceId: lead.id,
        sessionId: lead.sessionId,
        userId: lead.userId,
        campaign: lead.campaign,
        dealerId: lead.dealerId,
        dealId: certificate?.deal_id ?? null,
        contact: {
          firstName: lead.firstName,
          lastName: lead.lastName,
          email: lead.replyToEmail,
          phone: lead.phoneNumber,
        },
        preferred: lead.kind === 'EMAIL' ? 'email' : 'phone',
        comments: [
          lead.scheduledAt === null
            ? ''
            : `Call at ${adfRequestDate(lead.scheduledAt, dealer.timeZone)} (${dealer.timeZone}).`,
          lead.question,
        ],
      });
    });
    await notify(lead, dealer);
  }

  async function notify(lead: LeadRequest, dealer: Dealer, rescheduled = false): Promise<void> {
    const user = lead.userId ? await getUser(db, lead.userId) : null;
    const name = user
      ? `${user.firstName} ${user.lastName}`
      : [lead.firstName, lead.lastName].filter(Boolean).join(' ');
    const lines = [
      `Shopper: ${name || 'Visitor'}`,
      lead.phoneNumber ? `Phone: ${formatPhone(lead.phoneNumber)}` : null,
      lead.replyToEmail ? `Reply to: ${lead.replyToEmail}` : null,
      lead.scheduledAt !== null ? `When: ${describeSlot(lead.scheduledAt, dealer.timeZone, lead.userTimeZone)}` : null,
      lead.certificateId ? `Certificate: ${lead.certificateId}` : null,
      lead.question ? `\n${lead.question}` : null,
      `\nQueue: ${lead.id}`,
    ].filter((line): line is string => line !== null);
    const subject =
      lead.kind === 'EMAIL'
        ? 'A shopper emailed the personal shopper'
        : lead.kind === 'CALL_NOW'
          ? 'Call a shopper now'
          : rescheduled
            ? 'A call-back was rescheduled'
            : 'A shopper scheduled a call-back';
    await messages.send({
      channel: 'EMAIL',
      recipient: dealerInbox(dealer),
      subject,
      body: lines.join('\n'),
      kind: lead.kind === 'EMAIL' ? 'lead-email' : 'call-back',
    });
  }

  const newLead = (
    c: Context<AppEnv>,
    at: Date,
    scope: Scope,
    center: CallCenterOf,
    fields: Partial<LeadRequest> & Pick<LeadRequest, 'kind' | 'userTimeZone'>,
  ): LeadRequest => {
    const session = sessionOf(c);
    return {
      id: randomUUID(),
      sessionId: session.id,
      userId: session.userId,
      campaign: center.campaign,
      dealerId: center.dealer.id,
      certificateId: scope.certificateId ?? null,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      replyToEmail: null,
      question: '',
      scheduledAt: null,
      status: 'OPEN',
      createdAt: at.getTime(),
      updatedAt: at.getTime(),
      ...fields,
    };
  };

  /**
   * The profile takes a new address only once this session proved it (a code sent to it,
   * routes/email-verification.ts): an unproved address would let anyone claim someone else's email
   * for sign-in by that address. The proof is spent by the change.
   */
  async function changeProfileEmail(sessionId: string, userId: string, email: string, at: Date): Promise<void> {
    const user = await getUser(db, userId);
    if (user && normalizeEmail(user.email) === normalizeEmail(email)) return;
    if (!(await sessionProvedEmail(db, sessionId, email, at.getTime()))) throw emailNotVerifiedError('replyToEmail');
    if (!(await setUserEmail(db, userId, email)))
      throw new HttpError(400, DUPLICATE_EMAIL, [{ field: 'replyToEmail', message: DUPLICATE_EMAIL }]);
    await clearSessionVerifiedEmail(db, sessionId);
  }

  routes.get('/call-center', async (c) => {
    const query = parseInput(CallCenterQuerySchema, c.req.query());
    const at = now();
    const center = await callCenterOf(query, at);
    c.header('Cache-Control', 'no-store');
    return c.json({
      currentlyOpen: isOpenAt(center.windows, at),
      hoursOfOperations: hoursOfOperations(center.windows, query.userTimeZone, at),
    } satisfies CallCenter);
  });

  routes.post('/contact-shopper/email', async (c) => {
    const scope = parseInput(ContactEmailQuerySchema, c.req.query());
    const body = await readJsonBody(c, ContactEmailRequestSchema);
    const at = now();
    const center = await callCenterOf(scope, at);
    await limit(c, at);
    const session = sessionOf(c);
    const userId = session.userId;
    // Visitors have no profile to update (seed 001 §6 lets them email): the flag is ignored.
    if (body.updateProfile && userId) await changeProfileEmail(session.id, userId, body.replyToEmail, at);
    await record(
      newLead(c, at, scope, center, {
        kind: 'EMAIL',
        replyToEmail: body.replyToEmail,
        question: body.question,
        userTimeZone: scope.userTimeZone ?? center.dealer.timeZone,
      }),
      center.dealer,
    );
    return c.json({ success: true } satisfies LeadAccepted);
  });

  routes.post('/contact-shopper/call-me-back/now', async (c) => {
    signedIn(c);
    const scope = parseInput(LeadScopeSchema, c.req.query());
    const body = await readJsonBody(c, CallNowRequestSchema);
    const at = now();
    const center = await callCenterOf(scope, at);
    if (!isOpenAt(center.windows, at)) throw new HttpError(409, CALL_CENTER_CLOSED);
    await limit(c, at);
    await record(
      newLead(c, at, scope, center, {
        kind: 'CALL_NOW',
        phoneNumber: body.phoneNumber,
        userTimeZone: body.userTimeZone,
      }),
      center.dealer,
    );
    return c.json({ success: true } satisfies LeadAccepted);
  });

  routes.post('/contact-shopper/call-me-back/now/unauthenticated', async (c) => {
    const scope = parseInput(LeadScopeSchema, c.req.query());
    const body = await readJsonBody(c, CallNowUnauthenticatedRequestSchema);
    const at = now();
    const center = await callCenterOf(scope, at);
    if (!isOpenAt(center.windows, at)) throw new HttpError(409, CALL_CENTER_CLOSED);
    await limit(c, at);
    await record(
      newLead(c, at, scope, center, {
        kind: 'CALL_NOW',
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        userTimeZone: body.userTimeZone,
      }),
      center.dealer,
    );
    return c.json({ success: true } satisfies LeadAccepted);
  });

  routes.post('/contact-shopper/call-me-back/later', async (c) => {
    const userId = signedIn(c);
    const scope = parseInput(LeadScopeSchema, c.req.query());
    const body = await readJsonBody(c, CallLaterRequestSchema);
    const at = now();
    const center = await callCenterOf(scope, at);
    const instant = slotInstant(body.callBackDate, body.callBackTime, body.userTimeZone);
    if (instant === null || !isBookable(center.windows, instant, at))
      throw new HttpError(400, SLOT_UNAVAILABLE, [{ field: 'callBackTime', message: SLOT_UNAVAILABLE }]);
    await limit(c, at);
    if (body.queueId) {
      const existing = await findUserCallBack(db, body.queueId, userId);
      if (!existing) throw new HttpError(404, CALL_BACK_NOT_FOUND);
      const change = {
        scheduledAt: instant,
        phoneNumber: body.phoneNumber,
        question: body.question,
        userTimeZone: body.userTimeZone,
        certificateId: scope.certificateId ?? existing.certificateId,
        dealerId: center.dealer.id,
        updatedAt: at.getTime(),
      };
      await rescheduleCallBack(db, existing.id, userId, change);
      await notify({ ...existing, ...change }, center.dealer, true);
      return c.json({ success: true, queueId: existing.id } satisfies CallLaterResponse);
    }
    const lead = newLead(c, at, scope, center, {
      kind: 'CALL_LATER',
      phoneNumber: body.phoneNumber,
      question: body.question,
      scheduledAt: instant,
      userTimeZone: body.userTimeZone,
    });
    await record(lead, center.dealer);
    return c.json({ success: true, queueId: lead.id } satisfies CallLaterResponse);
  });

  routes.get('/contact-shopper/call-me-back', async (c) => {
    const userId = signedIn(c);
    const query = parseInput(CallBackQuerySchema, c.req.query());
    const lead = await findUserCallBack(db, query.queueId, userId);
    // Someone else's queueId reads as unknown: it says nothing about other shoppers' calls.
    if (!lead || lead.scheduledAt === null) throw new HttpError(404, CALL_BACK_NOT_FOUND);
    c.header('Cache-Control', 'no-store');
    return c.json({
      ...slotOf(lead.scheduledAt, query.userTimeZone),
      phoneNumber: lead.phoneNumber ?? '',
      question: lead.question,
    } satisfies CallBack);
  });

  routes.get('/contact-shopper/call-me-back/upcoming-call', async (c) => {
    const userId = signedIn(c);
    const query = parseInput(UpcomingCallQuerySchema, c.req.query());
    const lead = await findUpcomingCallBack(db, userId, now().getTime());
    c.header('Cache-Control', 'no-store');
    if (!lead || lead.scheduledAt === null) return c.body(null, 204);
    return c.json({ queueId: lead.id, ...slotOf(lead.scheduledAt, query.userTimeZone) } satisfies UpcomingCall);
  });

  return routes;
}

/** The dealer's call-center inbox (the sandbox has no real one: it is the outbox's recipient). */
export function dealerInbox(dealer: Dealer): string {
  try {
    return `leads@${new URL(dealer.website).hostname}`;
  } catch {
    return `leads+${dealer.id}@upshift.test`;
  }
}

/** 'Tue 24 Nov 2026, 09:00 AM dealer time (07:00 AM shopper time, America/Los_Angeles)'. */
export function describeSlot(instant: number, dealerZone: string, userZone: string): string {
  const dealer = slotOf(instant, dealerZone);
  const shopper = slotOf(instant, userZone);
  return `${dealer.callBackDate} ${dealer.callBackTime} dealer time (${shopper.callBackDate} ${shopper.callBackTime} ${userZone})`;
}

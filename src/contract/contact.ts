/**
 * Contact-center calls (seed 001 §7, every `/lead/…` call): the call center's hours, the email to a
 * personal shopper, call me now (signed in and not), call me later, a call-back read back by its
 * queueId, and the shopper's upcoming call-back. The sandbox server validates with these schemas.
 *
 * Choices where the spec is silent:
 * - Every call carries `campaign` and `dealer` in the query (the page context's): the call center is
 *   the campaign's dealer's. `certificateId` is an optional query value on the calls the spec names.
 * - `hoursOfOperations` lists the dealer's opening windows of the next 7 of the dealer's days
 *   (today's included, even once closed, so the app can apply "tomorrow if now is after today's
 *   closing time"), expressed in the shopper's `userTimeZone`: `day` 'YYYY-MM-DD' is the shopper's
 *   calendar date, `open`/`close` are 'HH:mm' (24 h) on that date. A window that crosses the
 *   shopper's midnight is split at it (its second part opens at '00:00'), so a day may have more
 *   than one entry and a closed day has none. Entries are in time order.
 * - `callBackDate` is 'YYYY-MM-DD' and `callBackTime` 'hh:mm AM/PM' (the slot label of seed 001 §5),
 *   both in the shopper's `userTimeZone`; the server stores the instant and answers in the zone asked.
 * - `queueId` is empty for a new call-back; an existing one (the shopper's own) is rescheduled.
 * - The email can be sent by visitors too (seed 001 §6); `updateProfile` is ignored for them. Signed
 *   in, it changes the account's email unless another account has it: 400 'Duplicate email' on
 *   `replyToEmail`. Call now (signed in), call later, the read-back and the upcoming call need a
 *   signed-in shopper (seed 001 §4): 401 otherwise.
 * - Call now while the center is closed is a 409 (the app shows seed 001 §2's closed text); a
 *   call-later slot outside the hours, off the 30-minute grid or in the past is a 400 on `callBackTime`.
 * - The upcoming call answers 204 (read as null) when there is none.
 */
import * as v from 'valibot';
import { PhoneSchema } from './phone.ts';

function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone the runtime knows ('America/Chicago'), from `Intl.DateTimeFormat().resolvedOptions()`. */
export const TimeZoneSchema = v.pipe(v.string(), v.maxLength(64), v.check(isTimeZone, 'Time zone is invalid'));

const ScopeId = (label: string) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, `${label} is invalid`));
const CertificateId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'Certificate id is invalid'));

/** The query every call carries. */
export const LeadScopeSchema = v.object({
  campaign: ScopeId('Campaign'),
  dealer: v.optional(ScopeId('Dealer')),
  certificateId: v.optional(CertificateId),
});
export type LeadScope = { campaign: string; dealer: string | null; certificateId?: string | null };

/** 400 on `campaign`: the vehicle or dealer a request is for is not one of the campaign's (its leads are the campaign's). */
export const DEALER_NOT_IN_CAMPAIGN = 'This dealer is not part of this campaign';

const text = (label: string, max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(max, `${label} is too long`));
const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} is too long`)), '');

export const QUESTION_MAX = 2000;

/** 'YYYY-MM-DD', a real calendar date. */
export const DateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'Date is invalid'),
);
/** 'HH:mm', 24 hours. */
export const ClockSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm'));
/** 'hh:mm AM/PM' (seed 001 §5's slot label). */
export const SlotTimeSchema = v.pipe(
  v.string(),
  v.regex(/^(0[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, 'Time must be hh:mm AM/PM'),
);

// ─── GET /lead/call-center ───────────────────────────────────────────────────────────────────

export const CallCenterQuerySchema = v.object({ ...LeadScopeSchema.entries, userTimeZone: TimeZoneSchema });

export const HoursOfOperationSchema = v.object({ day: DateSchema, open: ClockSchema, close: ClockSchema });
export type HoursOfOperation = v.InferOutput<typeof HoursOfOperationSchema>;

/** Seed 001 §3 "Call center model". */
export const CallCenterSchema = v.object({
  currentlyOpen: v.boolean(),
  hoursOfOperations: v.array(HoursOfOperationSchema),
});
export type CallCenter = v.InferOutput<typeof CallCenterSchema>;

// ─── POST /lead/contact-shopper/email ────────────────────────────────────────────────────────

/** Seed 001 §3 "Contact-shopper email form". */
export const ContactEmailRequestSchema = v.object({
  question: text('Question/Comments', QUESTION_MAX),
  replyToEmail: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Reply to address is required'),
    v.email('Email must be a valid email'),
    v.maxLength(254, 'Email is too long'),
  ),
  updateProfile: v.optional(v.boolean(), false),
});
export type ContactEmailRequest = v.InferInput<typeof ContactEmailRequestSchema>;

/** Every POST answers this (and call-later its queueId too). */
export const LeadAcceptedSchema = v.object({ success: v.literal(true) });
export type LeadAccepted = v.InferOutput<typeof LeadAcceptedSchema>;

/** Ours: the shopper's zone rides in the query too, so agents see their local time (the dealer's if absent). */
export const ContactEmailQuerySchema = v.object({
  ...LeadScopeSchema.entries,
  userTimeZone: v.optional(TimeZoneSchema),
});

// ─── POST /lead/contact-shopper/call-me-back/now[/unauthenticated] ───────────────────────────

/** Seed 001 §3 "Call-now form". */
export const CallNowRequestSchema = v.object({ phoneNumber: PhoneSchema, userTimeZone: TimeZoneSchema });
export type CallNowRequest = v.InferInput<typeof CallNowRequestSchema>;

export const CallNowUnauthenticatedRequestSchema = v.object({
  firstName: text('First Name', 50),
  lastName: text('Last Name', 50),
  phoneNumber: PhoneSchema,
  userTimeZone: TimeZoneSchema,
});
export type CallNowUnauthenticatedRequest = v.InferInput<typeof CallNowUnauthenticatedRequestSchema>;

/** 409 with this message when the call center is closed. */
export const CALL_CENTER_CLOSED = 'The Call Center is currently closed';
/** 401 of the calls that need a signed-in shopper. */
export const CONTACT_NEEDS_LOGIN = 'Log in to schedule or request a call';
/** 400 on `callBackTime`: outside the hours, off the 30-minute grid, or in the past. */
export const SLOT_UNAVAILABLE = 'Please choose one of the available times';
/** 404 of a queueId that is not the shopper's call-back. */
export const CALL_BACK_NOT_FOUND = 'Call-back not found';
/** 403 when the campaign has no call center. */
export const CALL_CENTER_DISABLED = 'The call center is not available for this campaign';

// ─── POST /lead/contact-shopper/call-me-back/later ───────────────────────────────────────────

export const QueueIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/, 'Queue id is invalid'));

/** Seed 001 §3 "Call-back (later) form"; the question is optional (seed 001 §5). */
export const CallLaterRequestSchema = v.object({
  callBackDate: DateSchema,
  callBackTime: SlotTimeSchema,
  userTimeZone: TimeZoneSchema,
  /** '' (or absent) for a new call-back; the shopper's own queueId to reschedule it. */
  queueId: v.optional(v.union([v.literal(''), QueueIdSchema]), ''),
  phoneNumber: PhoneSchema,
  question: optionalText('Question/Comments', QUESTION_MAX),
});
export type CallLaterRequest = v.InferInput<typeof CallLaterRequestSchema>;

export const CallLaterResponseSchema = v.object({ success: v.literal(true), queueId: QueueIdSchema });
export type CallLaterResponse = v.InferOutput<typeof CallLaterResponseSchema>;

// ─── GET /lead/contact-shopper/call-me-back ──────────────────────────────────────────────────

export const CallBackQuerySchema = v.object({
  ...LeadScopeSchema.entries,
  queueId: QueueIdSchema,
  userTimeZone: TimeZoneSchema,
});

/** Seed 001 §3: an existing call-back record, in the zone asked. */
export const CallBackSchema = v.object({
  callBackDate: DateSchema,
  callBackTime: SlotTimeSchema,
  phoneNumber: v.string(),
  question: v.string(),
});
export type CallBack = v.InferOutput<typeof CallBackSchema>;

// ─── GET /lead/contact-shopper/call-me-back/upcoming-call ────────────────────────────────────

export const UpcomingCallQuerySchema = v.object({ ...LeadScopeSchema.entries, userTimeZone: TimeZoneSchema });

/** Seed 001 §3 "Upcoming call-back". */
export const UpcomingCallSchema = v.object({
  queueId: QueueIdSchema,
  callBackDate: DateSchema,
  callBackTime: SlotTimeSchema,
});
export type UpcomingCall = v.InferOutput<typeof UpcomingCallSchema>;

/** 204 reads as null: no call-back to come. */
export const UpcomingCallResponseSchema = v.nullable(UpcomingCallSchema);

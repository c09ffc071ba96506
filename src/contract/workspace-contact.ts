/**
 * The workspace's contact center (`/dealer/api/contact-requests…`, `/dealer/api/dealers/:id/call-center-hours`):
 * the personal shoppers' queue of emails, calls and visits per dealer, claimed, released and closed with an
 * outcome; and a dealer's weekly call-center hours. Apart from workspace.ts so each area merges on its own.
 */
import * as v from 'valibot';
import { DealerRefSchema } from './workspace.ts';

/** What the shopper asked for (the `lead_requests` kinds). */
export const CONTACT_KINDS = [
  'EMAIL',
  'CALL_NOW',
  'CALL_LATER',
  'DRIVE_AT_HOME',
  'TEST_DRIVE',
  'CONTACT_DEALER',
] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Open: nobody has it; claimed: an agent is on it; done: closed with an outcome. */
export const CONTACT_STATUSES = ['OPEN', 'CLAIMED', 'DONE'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Requests a page of the queue shows; older ones come with "Show older". */
export const CONTACT_PAGE = 50;
export const OUTCOME_MAX = 1000;

/** The weekdays of the hours editor, Monday first. */
export const HOURS_WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type HoursWeekday = (typeof HOURS_WEEKDAYS)[number];

// Messages the server answers with and the workspace shows.
export const CLAIMED_BY_SOMEONE_ELSE = 'Someone else has already claimed this request.';
export const ALREADY_DONE = 'This request is already done.';
export const OUTCOME_NEEDED = 'Write what came of it before marking it done.';
export const HOURS_MISSING = 'Enter an opening and a closing time, or mark the day closed.';
export const HOURS_FORMAT = 'Enter times as HH:mm on a 24-hour clock.';
export const HOURS_ORDER = 'The closing time must be later than the opening time.';

const StaffRefSchema = v.object({ id: v.string(), name: v.string() });

export const ContactRequestSchema = v.object({
  id: v.string(),
  kind: v.picklist(CONTACT_KINDS),
  status: v.picklist(CONTACT_STATUSES),
  createdAt: v.number(),
  dealer: DealerRefSchema,
  campaign: v.string(),
  shopper: v.object({
    name: v.string(),
    phone: v.nullable(v.string()),
    /** Where to answer: the reply-to address given, else the account's. */
    email: v.nullable(v.string()),
    /** The shopper's IANA time zone, as their browser said. */
    timeZone: v.string(),
  }),
  question: v.string(),
  /** The call-back or visit slot (epoch ms); null for an email or a call now. */
  scheduledAt: v.nullable(v.number()),
  /** The slot (else the time of asking) on the shopper's own clock: 'YYYY-MM-DD', 'HH:mm'. */
  shopperLocal: v.object({ date: v.string(), time: v.string() }),
  /** "2025 Toyota Camry SE", or null when no vehicle is known. */
  vehicle: v.nullable(v.string()),
  /** The shopper's deal at this dealer, for a link to its jacket; null when there is none. */
  dealId: v.nullable(v.string()),
  claim: v.nullable(v.object({ by: StaffRefSchema, at: v.number() })),
  outcome: v.nullable(v.object({ note: v.string(), by: v.nullable(StaffRefSchema), at: v.number() })),
});
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>;

export const ContactPageSchema = v.object({
  requests: v.array(ContactRequestSchema),
  /** The cursor of the next (older) page; null on the last. */
  next: v.nullable(v.string()),
});

/** The queue's filters: one of the member's dealers (else all of them), a status (else any). */
export const ContactQuerySchema = v.object({
  dealer: v.optional(v.pipe(v.string(), v.maxLength(64))),
  status: v.optional(v.picklist(CONTACT_STATUSES)),
  before: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type ContactQuery = v.InferInput<typeof ContactQuerySchema>;

export const OutcomeBodySchema = v.object({
  outcome: v.pipe(v.string(), v.trim(), v.minLength(1, OUTCOME_NEEDED), v.maxLength(OUTCOME_MAX)),
});

/** One weekday as the editor shows it: the times as typed ('' when empty) and Closed. */
export const DayHoursSchema = v.object({
  open: v.pipe(v.string(), v.trim(), v.maxLength(5, HOURS_FORMAT)),
  close: v.pipe(v.string(), v.trim(), v.maxLength(5, HOURS_FORMAT)),
  closed: v.boolean(),
});
export type DayHours = v.InferOutput<typeof DayHoursSchema>;

const weekOf = <S extends v.GenericSchema>(day: S) =>
  v.object(Object.fromEntries(HOURS_WEEKDAYS.map((d) => [d, day])) as Record<HoursWeekday, S>);

/** The week to save; the server checks each day's times (a 400 with a field error on `days.MON`…). */
export const HoursBodySchema = v.object({ days: weekOf(DayHoursSchema) });
export type HoursBody = v.InferOutput<typeof HoursBodySchema>;

export const DealerHoursSchema = v.object({
  dealer: DealerRefSchema,
  /** The dealer's IANA zone: the hours are its wall clock. */
  timeZone: v.string(),
  days: weekOf(DayHoursSchema),
});
export type DealerHoursAnswer = v.InferOutput<typeof DealerHoursSchema>;

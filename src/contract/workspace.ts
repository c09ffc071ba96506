/**
 * The dealer workspace's API (`/dealer/api/…` on the app origin): staff sign-in with a password and
 * TOTP, the leads inbox and a lead's work, and the audit log. The workspace app parses every answer
 * with these schemas and the server validates every request with them.
 */
import * as v from 'valibot';
import { LEAD_KINDS } from './bridge-protocol.ts';

export const STAFF_ROLES = ['PLATFORM_ADMIN', 'DEALER_MANAGER', 'AGENT'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A lead's place in the dealer's pipeline: new → contacted → appointment → sold / lost (with a reason). */
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'APPOINTMENT', 'SOLD', 'LOST'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where its ADF document is: waiting or retrying, at the CRM, or given up (the outbox's status). */
export const DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'DEAD'] as const;

export const STAFF_PASSWORD_MAX = 200;
export const NOTE_MAX = 2000;
export const LOST_REASON_MAX = 200;
export const LEAD_SEARCH_MAX = 100;
/** Leads a page of the inbox shows; older ones come with "Show older". */
export const LEADS_PAGE = 50;

// Messages the server answers with and the workspace shows.
export const SIGN_IN_FAILED = 'The email or password is incorrect.';
export const CODE_FAILED = 'That code is not right. Check your authenticator app and try again.';
export const RECOVERY_CODE_FAILED = 'That recovery code is not right or has been used.';
export const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';
/** A 401 without any session: a first visit, not an ended session. */
export const NOT_SIGNED_IN = 'Sign in to continue.';
export const NOT_YOUR_DEALER = 'You do not have access to this dealer.';
export const MANAGERS_ONLY = 'Only a dealer manager can see this.';
export const LOST_NEEDS_REASON = 'Say why the lead was lost.';

const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('Enter a valid email address.'), v.maxLength(254));
/** Six digits of a TOTP code, spaces allowed as typed from an authenticator app. */
const TotpCode = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/\s/g, '')),
  v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
);
/** Recovery codes are shown as xxxx-xxxx; typed with or without the dash, any case. */
const RecoveryCode = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/[\s-]/g, '').toLowerCase()),
  v.regex(/^[a-z0-9]{10}$/, 'Enter a recovery code as it was shown, like abcde-12345.'),
);

export const SignInBodySchema = v.object({
  email: Email,
  password: v.pipe(v.string(), v.minLength(1, 'Enter your password.'), v.maxLength(STAFF_PASSWORD_MAX)),
});
/** After the password: enter a code (`mfa`), or first enrol an authenticator (`enrol`). */
export const SignInAnswerSchema = v.object({ next: v.picklist(['mfa', 'enrol']), csrfToken: v.string() });

export const CodeBodySchema = v.object({ code: TotpCode });
export const RecoveryBodySchema = v.object({ recoveryCode: RecoveryCode });

export const EnrolmentSchema = v.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: v.string(),
  otpauthUri: v.string(),
  /** The QR code of `otpauthUri` as an SVG document (rendered by the server, shown as an image). */
  qrSvg: v.string(),
});

export const DealerRefSchema = v.object({ id: v.string(), name: v.string() });
export type DealerRef = v.InferOutput<typeof DealerRefSchema>;

export const StaffMeSchema = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  /** The dealers this member works for (a platform admin: every dealer). */
  dealers: v.array(DealerRefSchema),
  csrfToken: v.string(),
});
export type StaffMe = v.InferOutput<typeof StaffMeSchema>;

/** Enrolled: the recovery codes, shown once. */
export const EnrolledSchema = v.object({ recoveryCodes: v.array(v.string()), me: StaffMeSchema });

const StaffRefSchema = v.object({ id: v.string(), name: v.string() });

export const LeadRowSchema = v.object({
  id: v.string(),
  kind: v.picklist(LEAD_KINDS),
  status: v.picklist(LEAD_STATUSES),
  createdAt: v.number(),
  dealer: DealerRefSchema,
  campaign: v.string(),
  shopper: v.object({ name: v.string(), email: v.nullable(v.string()), phone: v.nullable(v.string()) }),
  /** "2025 Toyota Camry SE", or null when the shopper chose none. */
  vehicle: v.nullable(v.string()),
  delivery: v.picklist(DELIVERY_STATUSES),
  owner: v.nullable(StaffRefSchema),
  /** When someone first worked it (a status, an owner or a note); null while nobody has. */
  firstResponseAt: v.nullable(v.number()),
  /** The shopper's thread: its events (1: the lead alone), the latest one's kind and when it came. */
  thread: v.object({ events: v.number(), lastKind: v.picklist(LEAD_KINDS), lastAt: v.number() }),
});
export type LeadRow = v.InferOutput<typeof LeadRowSchema>;

export const LeadPageSchema = v.object({
  leads: v.array(LeadRowSchema),
  /** The cursor of the next (older) page; null on the last. */
  next: v.nullable(v.string()),
});

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));
const Day = v.pipe(v.string(), v.isoDate('Enter a date as YYYY-MM-DD.'));

/** The inbox's filters (all optional; dates are the dealer's days, from and to included). */
export const LeadQuerySchema = v.object({
  kind: v.optional(v.picklist(LEAD_KINDS)),
  status: v.optional(v.picklist(LEAD_STATUSES)),
  dealer: v.optional(v.pipe(v.string(), v.maxLength(64))),
  from: v.optional(Day),
  to: v.optional(Day),
  q: optionalText(LEAD_SEARCH_MAX),
  before: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type LeadQuery = v.InferInput<typeof LeadQuerySchema>;

export const LeadNoteSchema = v.object({ id: v.number(), author: v.string(), body: v.string(), createdAt: v.number() });
export const DeliveryTrySchema = v.object({
  attempt: v.number(),
  startedAt: v.number(),
  finishedAt: v.nullable(v.number()),
  outcome: v.nullable(v.picklist(['DELIVERED', 'RETRY', 'FAILED'])),
  detail: v.nullable(v.string()),
});
export const ConsentRecordSchema = v.object({ kind: v.string(), version: v.string(), givenAt: v.string() });

export const LeadDetailSchema = v.object({
  ...LeadRowSchema.entries,
  lostReason: v.nullable(v.string()),
  dealId: v.nullable(v.string()),
  /** The shopper's words and what the lead says about the deal, as sent to the CRM. */
  comments: v.string(),
  consents: v.array(ConsentRecordSchema),
  tries: v.array(DeliveryTrySchema),
  /** The shopper's later events, oldest first, each sent to the CRM as an update of this lead. */
  updates: v.array(
    v.object({
      seq: v.number(),
      kind: v.picklist(LEAD_KINDS),
      createdAt: v.number(),
      delivery: v.picklist(DELIVERY_STATUSES),
      comments: v.string(),
    }),
  ),
  notes: v.array(LeadNoteSchema),
  /** Who may own it: the staff of its dealer. */
  staff: v.array(StaffRefSchema),
});
export type LeadDetail = v.InferOutput<typeof LeadDetailSchema>;

export const LeadUpdateSchema = v.pipe(
  v.object({
    status: v.optional(v.picklist(LEAD_STATUSES)),
    lostReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(LOST_REASON_MAX))),
    /** A staff id, or null to leave it unowned. */
    ownerId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(64)))),
  }),
  v.forward(
    v.check((u) => u.status !== 'LOST' || Boolean(u.lostReason), LOST_NEEDS_REASON),
    ['lostReason'],
  ),
);
export const NoteBodySchema = v.object({
  body: v.pipe(v.string(), v.trim(), v.minLength(1, 'Write a note first.'), v.maxLength(NOTE_MAX)),
});

export const AuditEntrySchema = v.object({
  id: v.number(),
  at: v.number(),
  staff: v.string(),
  action: v.string(),
  record: v.string(),
  dealer: v.nullable(v.string()),
  from: v.string(),
  /** The settings fields the action changed, by path. */
  changes: v.optional(v.array(v.string()), []),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export const AuditPageSchema = v.object({ entries: v.array(AuditEntrySchema), next: v.nullable(v.string()) });

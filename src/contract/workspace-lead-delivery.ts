/**
 * Where a dealer's leads go, in the workspace (`/dealer/api/dealers/:id/lead-delivery`, managers only):
 * the ADF document by HTTP POST to the CRM's URL (empty: the deployment's default CRM) or by e-mail,
 * and the answer of `POST …/lead-delivery/test`, which sends the CRM one marked test lead.
 */
import * as v from 'valibot';
import { DealerRefSchema } from './workspace.ts';

export const LEAD_TRANSPORTS = ['HTTP', 'EMAIL'] as const;
export type DeliveryTransport = (typeof LEAD_TRANSPORTS)[number];

/** Browsers and CRMs take far longer URLs, but a lead endpoint longer than this is a mistake. */
export const CRM_URL_MAX = 500;
export const CRM_URL_MESSAGE = 'Enter the CRM’s address as a full https:// URL.';
export const CRM_URL_REQUIRED = 'Enter the CRM’s URL: this deployment has no default CRM.';
export const CRM_URL_PRIVATE = 'The CRM’s URL must be a public address.';
export const LEAD_EMAIL_MESSAGE = 'Enter the CRM’s lead e-mail address.';
export const TEST_LEAD_LIMITED = 'You can send at most 5 test leads a minute.';

export const LeadDeliverySchema = v.object({
  transport: v.picklist(LEAD_TRANSPORTS, 'Choose HTTP or e-mail.'),
  /** '' with HTTP: the default CRM; the server checks the rest (scheme, host), which depends on the deployment. */
  endpoint: v.pipe(v.string(CRM_URL_MESSAGE), v.trim(), v.maxLength(CRM_URL_MAX, CRM_URL_MESSAGE)),
  /** Required with EMAIL; kept when HTTP is chosen, so switching back needs no retyping. */
  email: v.pipe(
    v.string(LEAD_EMAIL_MESSAGE),
    v.trim(),
    v.maxLength(254, LEAD_EMAIL_MESSAGE),
    v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), LEAD_EMAIL_MESSAGE),
  ),
});
export type LeadDelivery = v.InferOutput<typeof LeadDeliverySchema>;

export const DealerLeadDeliverySchema = v.object({
  dealer: DealerRefSchema,
  ...LeadDeliverySchema.entries,
  /** Where HTTP leads go when `endpoint` is empty (the sandbox CRM); null: nowhere, a URL is required. */
  defaultEndpoint: v.nullable(v.string()),
});
export type DealerLeadDelivery = v.InferOutput<typeof DealerLeadDeliverySchema>;

/**
 * What the test lead met: `delivered` (a 2xx), `refused` (another status, with the start of the CRM's
 * answer), `unreachable` (no connection), `timeout` (no answer in time), `sent` (e-mail handed to the mailer),
 * `failed` (the mailer refused it).
 */
export const TestLeadResultSchema = v.object({
  outcome: v.picklist(['delivered', 'refused', 'unreachable', 'timeout', 'sent', 'failed']),
  transport: v.picklist(LEAD_TRANSPORTS),
  /** The URL (without its query) or the e-mail address it went to. */
  target: v.string(),
  status: v.nullable(v.number()),
  /** The CRM's answer, cut short; '' when there was none. */
  answer: v.string(),
  /** Why it was not delivered, in the server's words ('' when it was). */
  error: v.string(),
  leadId: v.string(),
});
export type TestLeadResult = v.InferOutput<typeof TestLeadResultSchema>;

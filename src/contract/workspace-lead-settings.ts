/**
 * A dealer's lead settings in the workspace (`/dealer/api/dealers/:id/lead-settings`, managers only):
 * how long a shopper's later events update their first lead instead of making new ones, and the
 * kinds that always make a new lead.
 */
import * as v from 'valibot';
import { LEAD_KINDS } from './bridge-protocol.ts';

/** The window when the dealer has set none. */
export const LEAD_THREAD_HOURS_DEFAULT = 72;
/** Thirty days: a longer thread would hide a returning shopper's new interest. */
export const LEAD_THREAD_HOURS_MAX = 720;
export const LEAD_ALWAYS_NEW_DEFAULT = ['contract-signed'] as const;
export const THREAD_HOURS_MESSAGE = `Enter a whole number of hours from 0 to ${String(LEAD_THREAD_HOURS_MAX)}.`;

export const LeadSettingsSchema = v.object({
  /** 0: every event is a new lead. */
  threadHours: v.pipe(
    v.number(THREAD_HOURS_MESSAGE),
    v.integer(THREAD_HOURS_MESSAGE),
    v.minValue(0, THREAD_HOURS_MESSAGE),
    v.maxValue(LEAD_THREAD_HOURS_MAX, THREAD_HOURS_MESSAGE),
  ),
  alwaysNew: v.pipe(v.array(v.picklist(LEAD_KINDS)), v.maxLength(LEAD_KINDS.length)),
});
export type LeadSettings = v.InferOutput<typeof LeadSettingsSchema>;

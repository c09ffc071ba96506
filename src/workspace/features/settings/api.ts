/** The dealer settings calls: a dealer's lead settings, read and saved. */
import type { LeadSettings } from '../../../contract/workspace-lead-settings.ts';
import { DealerLeadSettingsSchema } from '../../../contract/workspace-settings.ts';
import { request } from '../../../lib/http.ts';

const leadSettingsPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/lead-settings`;

export const getLeadSettings = (dealerId: string, signal: AbortSignal) =>
  request('GET', leadSettingsPath(dealerId), DealerLeadSettingsSchema, { signal });
export const saveLeadSettings = (dealerId: string, body: LeadSettings) =>
  request('PUT', leadSettingsPath(dealerId), DealerLeadSettingsSchema, { body });

/**
 * The workspace's dealer settings answers (`/dealer/api/dealers/:id/lead-settings`): a dealer's lead
 * settings with the dealer they belong to. Apart from workspace-lead-settings.ts, which the lead writer shares.
 */
import * as v from 'valibot';
import { LeadSettingsSchema } from './workspace-lead-settings.ts';
import { DealerRefSchema } from './workspace.ts';

export const DealerLeadSettingsSchema = v.object({ dealer: DealerRefSchema, ...LeadSettingsSchema.entries });
export type DealerLeadSettings = v.InferOutput<typeof DealerLeadSettingsSchema>;

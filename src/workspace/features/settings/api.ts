/** The dealer settings calls: a dealer's lead settings, lead delivery, money and rules, catalogues and showroom hours, read and saved; a test lead sent. */
import {
  DealerAccessoriesAnswerSchema,
  type DealerAccessoriesRequest,
} from '../../../contract/workspace-dealer-accessories.ts';
import {
  DealerLeadDeliverySchema,
  TestLeadResultSchema,
  type LeadDelivery,
} from '../../../contract/workspace-lead-delivery.ts';
import {
  DealerProtectionAnswerSchema,
  type DealerProtectionRequest,
} from '../../../contract/workspace-dealer-protection.ts';
import { DealerRulesAnswerSchema, type DealerRules } from '../../../contract/workspace-dealer-rules.ts';
import { DealerDepositsAnswerSchema } from '../../../contract/workspace-dealer-deposits.ts';
import type { DepositRule } from '../../../contract/reservation.ts';
import { DealerHoursSchema, type HoursBody } from '../../../contract/workspace-contact.ts';
import type { LeadSettings } from '../../../contract/workspace-lead-settings.ts';
import { DealerLeadSettingsSchema } from '../../../contract/workspace-settings.ts';
import { request } from '../../../lib/http.ts';

const leadSettingsPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/lead-settings`;

export const getLeadSettings = (dealerId: string, signal: AbortSignal) =>
  request('GET', leadSettingsPath(dealerId), DealerLeadSettingsSchema, { signal });
export const saveLeadSettings = (dealerId: string, body: LeadSettings) =>
  request('PUT', leadSettingsPath(dealerId), DealerLeadSettingsSchema, { body });

const leadDeliveryPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/lead-delivery`;

export const getLeadDelivery = (dealerId: string, signal: AbortSignal) =>
  request('GET', leadDeliveryPath(dealerId), DealerLeadDeliverySchema, { signal });
export const saveLeadDelivery = (dealerId: string, body: LeadDelivery) =>
  request('PUT', leadDeliveryPath(dealerId), DealerLeadDeliverySchema, { body });
export const sendTestLead = (dealerId: string) =>
  request('POST', `${leadDeliveryPath(dealerId)}/test`, TestLeadResultSchema);

const rulesPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/rules`;

export const getDealerRules = (dealerId: string, signal: AbortSignal) =>
  request('GET', rulesPath(dealerId), DealerRulesAnswerSchema, { signal });
export const saveDealerRules = (dealerId: string, body: DealerRules) =>
  request('PUT', rulesPath(dealerId), DealerRulesAnswerSchema, { body });

const depositsPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/deposits`;

export const getDealerDeposits = (dealerId: string, signal: AbortSignal) =>
  request('GET', depositsPath(dealerId), DealerDepositsAnswerSchema, { signal });
export const saveDealerDeposits = (dealerId: string, body: DepositRule) =>
  request('PUT', depositsPath(dealerId), DealerDepositsAnswerSchema, { body });

const protectionPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/protection`;

export const getDealerProtection = (dealerId: string, signal: AbortSignal) =>
  request('GET', protectionPath(dealerId), DealerProtectionAnswerSchema, { signal });
export const saveDealerProtection = (dealerId: string, body: DealerProtectionRequest) =>
  request('PUT', protectionPath(dealerId), DealerProtectionAnswerSchema, { body });

const showroomHoursPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/showroom-hours`;

export const getShowroomHours = (dealerId: string, signal: AbortSignal) =>
  request('GET', showroomHoursPath(dealerId), DealerHoursSchema, { signal });
export const saveShowroomHours = (dealerId: string, body: HoursBody) =>
  request('PUT', showroomHoursPath(dealerId), DealerHoursSchema, { body });

const accessoriesPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/accessories`;

export const getDealerAccessories = (dealerId: string, signal: AbortSignal) =>
  request('GET', accessoriesPath(dealerId), DealerAccessoriesAnswerSchema, { signal });
export const saveDealerAccessories = (dealerId: string, body: DealerAccessoriesRequest) =>
  request('PUT', accessoriesPath(dealerId), DealerAccessoriesAnswerSchema, { body });

/** The onboarding calls: every dealer with its campaigns, a new dealer and its campaign, a campaign's settings. */
import {
  CampaignAnswerSchema,
  DealerProfileAnswerSchema,
  EditableCampaignsSchema,
  OnboardedDealerSchema,
  OnboardedDealersSchema,
  SiteCheckAnswerSchema,
  type CampaignSettings,
  type CreateDealer,
  type DealerProfile,
} from '../../../contract/workspace-onboarding.ts';
import { request } from '../../../lib/http.ts';

export const listDealers = (signal: AbortSignal) =>
  request('GET', '/onboarding/dealers', OnboardedDealersSchema, { signal });
export const createDealer = (body: CreateDealer) =>
  request('POST', '/onboarding/dealers', OnboardedDealerSchema, { body });

export const listCampaigns = (signal: AbortSignal) =>
  request('GET', '/onboarding/campaigns', EditableCampaignsSchema, { signal });

const campaignPath = (slug: string) => `/campaigns/${encodeURIComponent(slug)}/settings`;

export const getCampaign = (slug: string, signal: AbortSignal) =>
  request('GET', campaignPath(slug), CampaignAnswerSchema, { signal });
export const saveCampaign = (slug: string, body: CampaignSettings) =>
  request('PUT', campaignPath(slug), CampaignAnswerSchema, { body });

const profilePath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/profile`;

export const getDealerProfile = (dealerId: string, signal: AbortSignal) =>
  request('GET', profilePath(dealerId), DealerProfileAnswerSchema, { signal });
export const saveDealerProfile = (dealerId: string, body: DealerProfile) =>
  request('PUT', profilePath(dealerId), DealerProfileAnswerSchema, { body });

export const checkSite = (slug: string, url: string) =>
  request('POST', `/campaigns/${encodeURIComponent(slug)}/site-check`, SiteCheckAnswerSchema, { body: { url } });

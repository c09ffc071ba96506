import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CampaignSettingsSchema, type CampaignSettings } from '../../../contract/workspace-onboarding.ts';
import { campaignBody, campaignValues } from './campaign-values.ts';
import { reactSnippet, scriptTag } from './embed-code.ts';

const SETTINGS: CampaignSettings = {
  name: 'Hill',
  title: 'Shop Hill',
  productId: 103,
  channel: 'upgrade',
  tenantId: 't-hill',
  programId: 'BMW-1',
  pinEnabled: true,
  warrantyEnabled: false,
  callCenterEnabled: true,
  paymentType: 'LEASE',
  ssos: ['google', 'okta'],
  noPaymentDays: 90,
  stockTypeConditions: ['USED'],
  featureFlags: ['HIDE_FLOATING_FOOTERS'],
  disabledPages: ['trade', 'listings'],
  allowedOrigins: ['https://a.example', 'http://localhost:4173'],
};

describe('a campaign as a form', () => {
  it('gives back the same settings from its values, under any prefix', () => {
    for (const prefix of ['', 'campaign.'])
      expect(v.parse(CampaignSettingsSchema, campaignBody(campaignValues(SETTINGS, prefix), prefix))).toEqual(SETTINGS);
  });

  it('reads empty days and program as none, and anything but digits as a bad number', () => {
    const values = { ...campaignValues(SETTINGS), noPaymentDays: '', programId: ' ' };
    expect(campaignBody(values)).toMatchObject({ noPaymentDays: null, programId: null });
    expect(v.safeParse(CampaignSettingsSchema, campaignBody({ ...values, noPaymentDays: '1.5' })).success).toBe(false);
  });
});

describe('the embed code', () => {
  it('is the README’s tag and the React component for this campaign and dealer', () => {
    expect(scriptTag('https://app.example', 'hill', 'd1')).toContain(
      '<script async src="https://app.example/loader.js" data-campaign="hill" data-dealer="d1"></script>',
    );
    expect(reactSnippet('https://app.example', 'hill', null)).toContain('campaign="hill"');
    expect(reactSnippet('https://app.example', 'hill', null)).not.toContain('dealer=');
  });
});

import { describe, expect, it } from 'vitest';
import { editableCampaigns, mayEditCampaign } from './campaign-access.ts';

const admin = { role: 'PLATFORM_ADMIN', dealerIds: [] } as const;
const manager = { role: 'DEALER_MANAGER', dealerIds: ['d100', 'd200'] } as const;
const agent = { role: 'AGENT', dealerIds: ['d100'] } as const;

const rows = [
  { slug: 'alpha', name: 'Alpha', dealerId: 'd100' },
  { slug: 'shared', name: 'Shared', dealerId: 'd100' },
  { slug: 'shared', name: 'Shared', dealerId: 'd300' },
  { slug: 'both', name: 'Both', dealerId: 'd100' },
  { slug: 'both', name: 'Both', dealerId: 'd200' },
  { slug: 'other', name: 'Other', dealerId: 'd300' },
];

describe('campaigns a member may change', () => {
  it('a manager changes a campaign only when they manage every one of its dealers', () => {
    expect(mayEditCampaign(manager, ['d100'])).toBe(true);
    expect(mayEditCampaign(manager, ['d100', 'd200'])).toBe(true);
    expect(mayEditCampaign(manager, ['d100', 'd300'])).toBe(false);
    expect(mayEditCampaign(manager, [])).toBe(false);
  });

  it('an admin changes every campaign, an agent none', () => {
    expect(mayEditCampaign(admin, ['d300'])).toBe(true);
    expect(mayEditCampaign(agent, ['d100'])).toBe(false);
  });

  it('lists each campaign once, in order, with its dealers, filtered by that rule', () => {
    expect(editableCampaigns(manager, rows)).toEqual([
      { slug: 'alpha', name: 'Alpha', dealerIds: ['d100'] },
      { slug: 'both', name: 'Both', dealerIds: ['d100', 'd200'] },
    ]);
    expect(editableCampaigns(admin, rows).map((c) => c.slug)).toEqual(['alpha', 'shared', 'both', 'other']);
    expect(editableCampaigns(agent, rows)).toEqual([]);
  });
});

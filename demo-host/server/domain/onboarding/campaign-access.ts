/**
 * Which campaigns a member may change: an admin every one; a manager one whose every dealer they manage, since a
 * campaign's values and embed origins reach each of its dealers' shoppers (one dealer's manager must not change
 * another dealer's campaign).
 */
import { reachesDealer, type Reach } from '../staff/access.ts';

export function mayEditCampaign(member: Reach, dealerIds: readonly string[]): boolean {
  if (member.role === 'PLATFORM_ADMIN') return true;
  if (member.role !== 'DEALER_MANAGER') return false;
  return dealerIds.length > 0 && dealerIds.every((id) => reachesDealer(member, id));
}

export type CampaignDealerRow = { slug: string; name: string; dealerId: string };

/** The campaigns `member` may change, in the rows' order, each with its dealers' ids. */
export function editableCampaigns(
  member: Reach,
  rows: readonly CampaignDealerRow[],
): { slug: string; name: string; dealerIds: string[] }[] {
  const bySlug = new Map<string, { slug: string; name: string; dealerIds: string[] }>();
  for (const row of rows) {
    const campaign = bySlug.get(row.slug) ?? { slug: row.slug, name: row.name, dealerIds: [] };
    campaign.dealerIds.push(row.dealerId);
    bySlug.set(row.slug, campaign);
  }
  return [...bySlug.values()].filter((c) => mayEditCampaign(member, c.dealerIds));
}

/**
 * Where a deal's credit comes from (`offerDetails.creditSource` of src/features/deal/api.ts),
 * in order: a valid (unexpired) HIT of the deal's owner → BUREAU at the pulled score; else the tier
 * self-selected on the deal (or, on a deal without one, the shopper's latest) → SELF_SELECTED at the tier's floor score (the engine prices by tier);
 * else the account's score on file → PROFILE; else seed 000 §9's 300 → DEFAULT. Plus the deal's
 * applied pre-approval while it is the owner's and valid. A deal started in a campaign without credit
 * features is always DEFAULT. `resolveCredit` is the pure rule.
 */
import type { CreditTier, Deal } from '../../../src/features/deal/api.ts';
import type { CreditOwner } from '../db/credit-repo.ts';
import { findValidPreApproval, getSelfSelectedTier, latestValidHit } from '../db/credit-repo.ts';
import { getUserCreditScore, type DealRecord } from '../db/deals-repo.ts';
import { getCampaign } from '../db/repo.ts';
import type { Db } from '../db/schema.ts';
import { DEFAULT_CREDIT_SCORE, type PreApprovalTerms } from '../engine/index.ts';
import { CREDIT_TIERS, MIN_BUREAU_SCORE, tierOf } from './tiers.ts';

export type CreditSource = Deal['offerDetails']['creditSource'];
export type ResolvedCredit = { score: number; tier: CreditTier; source: CreditSource };
export type DealCredit = ResolvedCredit & { preApproval: PreApprovalTerms | null };

/** The score a self-selected tier prices at: its floor, never under the lowest score a bureau reports. */
export function tierFloorScore(tier: CreditTier): number {
  const range = CREDIT_TIERS.find((t) => t.tier === tier);
  return Math.max(MIN_BUREAU_SCORE, range?.min ?? MIN_BUREAU_SCORE);
}

export function resolveCredit(i: {
  hitScore: number | null;
  selfSelectedTier: CreditTier | null;
  profileScore: number | null;
}): ResolvedCredit {
  if (i.hitScore !== null) return { score: i.hitScore, tier: tierOf(i.hitScore), source: 'BUREAU' };
  if (i.selfSelectedTier !== null) {
    return { score: tierFloorScore(i.selfSelectedTier), tier: i.selfSelectedTier, source: 'SELF_SELECTED' };
  }
  if (i.profileScore !== null) return { score: i.profileScore, tier: tierOf(i.profileScore), source: 'PROFILE' };
  return { score: DEFAULT_CREDIT_SCORE, tier: tierOf(DEFAULT_CREDIT_SCORE), source: 'DEFAULT' };
}

export const dealOwner = (deal: Pick<DealRecord, 'userId' | 'sessionId'>): CreditOwner => ({
  userId: deal.userId,
  sessionId: deal.sessionId,
});

/** The deal's credit at `now`, read from its owner's pulls, its self-selection and the account. */
export async function dealCreditOf(q: Db, deal: DealRecord, now: Date): Promise<DealCredit> {
  // A campaign without credit features prices every shopper at the default score (src/features/credit/api.ts).
  const campaign = deal.campaignSlug ? await getCampaign(q, deal.campaignSlug) : null;
  if (campaign?.disabledPages.includes('credit')) {
    return { ...resolveCredit({ hitScore: null, selfSelectedTier: null, profileScore: null }), preApproval: null };
  }
  const owner = dealOwner(deal);
  const hit = await latestValidHit(q, owner, now);
  const profileScore = deal.userId ? await getUserCreditScore(q, deal.userId) : null;
  // The deal's own choice, else the shopper's latest (a new deal starts from it).
  const selfSelectedTier = deal.selfSelectedTier ?? (hit ? null : await getSelfSelectedTier(q, owner));
  const resolved = resolveCredit({ hitScore: hit?.score ?? null, selfSelectedTier, profileScore });
  const appliedId = deal.preferences.appliedPreApproval;
  const applied = appliedId ? await findValidPreApproval(q, owner, appliedId, now) : null;
  return {
    ...resolved,
    preApproval: applied
      ? { lenderNumber: applied.lenderNumber, maxTerm: applied.maxTerm, maxAmount: applied.maxAmount }
      : null,
  };
}

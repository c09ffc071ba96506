/**
 * Where a deal's credit comes from (`offerDetails.creditSource` of src/contract/deal.ts),
 * in order: a valid (unexpired) HIT of the deal's owner → BUREAU at the pulled score; else the tier
 * self-selected on the deal (or, on a deal without one, the shopper's latest) → SELF_SELECTED at the tier's floor score (the engine prices by tier);
 * else the account's score on file → PROFILE; else seed 000 §9's 300 → DEFAULT. Plus the deal's
 * applied pre-approval while it is the owner's and valid. A deal started in a campaign without credit
 * features is always DEFAULT. `resolveCredit` is the pure rule.
 */
import type { CreditTier, Deal } from '../../../../src/contract/deal.ts';
import type { CreditOwner } from '../../db/credit-repo.ts';
import type { DealFacts } from '../../db/deal-inputs-repo.ts';
import { findValidPreApproval, getSelfSelectedTier, latestValidHit } from '../../db/credit-repo.ts';
import { type DealRecord } from '../../db/deals-repo.ts';
import { getUserCreditScore } from '../../db/users-repo.ts';
import { getCampaign } from '../../db/campaigns-repo.ts';
import type { Db } from '../../db/schema.ts';
import { DEFAULT_CREDIT_SCORE, type PreApprovalTerms } from '../../domain/engine/index.ts';
import { CREDIT_TIERS, MIN_BUREAU_SCORE, tierOf } from '../../domain/credit/tiers.ts';

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

/** What a deal's credit is read from besides its owner's pulls and account: its campaign and its own choices. */
type CreditCase = {
  owner: CreditOwner;
  campaignSlug: string | null;
  /** The tier self-selected on the deal itself (none on a new deal). */
  selfSelectedTier: CreditTier | null;
  appliedPreApproval: string | null;
};

async function creditOf(q: Db, c: CreditCase, now: Date): Promise<DealCredit> {
  // A campaign without credit features prices every shopper at the default score (src/contract/credit.ts).
  const campaign = c.campaignSlug ? await getCampaign(q, c.campaignSlug) : null;
  if (campaign?.disabledPages.includes('credit')) {
    return { ...resolveCredit({ hitScore: null, selfSelectedTier: null, profileScore: null }), preApproval: null };
  }
  const { owner } = c;
  const hit = await latestValidHit(q, owner, now);
  const profile = owner.userId ? { creditScore: await getUserCreditScore(q, owner.userId), zipcode: null } : null;
  // The shopper's latest self-selection is read only where the rule would use it.
  const ownerTier = c.selfSelectedTier || hit ? null : await getSelfSelectedTier(q, owner);
  const resolved = creditFromFacts({ creditOff: false, hit, profile, ownerTier }, c.selfSelectedTier);
  return { ...resolved, preApproval: await appliedTerms(q, c, now) };
}

/** The pre-approval applied to a deal while it is its owner's and valid at `now`; null when none. */
async function appliedTerms(q: Db, c: CreditCase, now: Date): Promise<PreApprovalTerms | null> {
  const applied = c.appliedPreApproval ? await findValidPreApproval(q, c.owner, c.appliedPreApproval, now) : null;
  return applied
    ? { lenderNumber: applied.lenderNumber, maxTerm: applied.maxTerm, maxAmount: applied.maxAmount }
    : null;
}

/** The deal's credit by the same rule as creditOf, from facts already read (db/deal-inputs-repo.ts). */
export function creditFromFacts(
  facts: Pick<DealFacts, 'creditOff' | 'hit' | 'profile' | 'ownerTier'>,
  selfSelectedTier: CreditTier | null,
): ResolvedCredit {
  if (facts.creditOff) return resolveCredit({ hitScore: null, selfSelectedTier: null, profileScore: null });
  return resolveCredit({
    hitScore: facts.hit?.score ?? null,
    selfSelectedTier: selfSelectedTier ?? (facts.hit ? null : facts.ownerTier),
    profileScore: facts.profile?.creditScore ?? null,
  });
}

/** The deal's credit from its facts, reading only an applied pre-approval (one query, when there is one). */
export async function dealCreditFromFacts(q: Db, deal: DealRecord, facts: DealFacts, now: Date): Promise<DealCredit> {
  const resolved = creditFromFacts(facts, deal.selfSelectedTier);
  if (facts.creditOff) return { ...resolved, preApproval: null };
  const preApproval = await appliedTerms(
    q,
    {
      owner: dealOwner(deal),
      campaignSlug: deal.campaignSlug,
      selfSelectedTier: deal.selfSelectedTier,
      appliedPreApproval: deal.preferences.appliedPreApproval,
    },
    now,
  );
  return { ...resolved, preApproval };
}

/** The deal's credit at `now`, read from its owner's pulls, its self-selection and the account. */
export function dealCreditOf(q: Db, deal: DealRecord, now: Date): Promise<DealCredit> {
  return creditOf(
    q,
    {
      owner: dealOwner(deal),
      campaignSlug: deal.campaignSlug,
      selfSelectedTier: deal.selfSelectedTier,
      appliedPreApproval: deal.preferences.appliedPreApproval,
    },
    now,
  );
}

/**
 * The credit a deal `owner` started now in `campaignSlug` would be priced at (no choice of its own
 * yet, no pre-approval applied): what the listings' estimated payments assume, so a card and the
 * deal it opens name one range and one payment.
 */
export function newDealCreditOf(
  q: Db,
  owner: CreditOwner,
  campaignSlug: string | null,
  now: Date,
): Promise<DealCredit> {
  return creditOf(q, { owner, campaignSlug, selfSelectedTier: null, appliedPreApproval: null }, now);
}

/**
 * Queries of credit pre-qualification (migration 0014): soft pulls and the consent they
 * were made under, the pre-approvals issued from a HIT, the self-selected tier of a shopper and of
 * a deal, and the campaign a session's page was rendered for. A shopper is the signed-in user,
 * else the session (`CreditOwner`); login moves the session's rows to the user. Nothing here
 * stores or returns a date of birth or an income: the tables have no place for them.
 */
import { randomUUID } from 'node:crypto';
import type { CreditAgency } from '../../../src/contract/prequalification.ts';
import type { CreditTier, DealPreferences } from '../../../src/contract/deal.ts';
import type { Locale } from './schema.ts';
import type { Db, Row } from './schema.ts';
import { sessionOwner, userOwner } from './recently-viewed-repo.ts';

/** Whose credit: the user when signed in, else the anonymous session. */
export type CreditOwner = { userId: string | null; sessionId: string | null };

/** The owner key of per-shopper rows (credit_selections), as recently_viewed's. */
export function ownerKey(owner: CreditOwner): string | null {
  if (owner.userId) return userOwner(owner.userId);
  return owner.sessionId ? sessionOwner(owner.sessionId) : null;
}

// ─── soft pulls ─────────────────────────────────────────────────────────────────────────────

export type SoftPullOutcome = 'HIT' | 'NO_HIT' | 'FROZEN';

export type SoftPullRecord = {
  id: string;
  userId: string | null;
  sessionId: string;
  agency: CreditAgency;
  outcome: SoftPullOutcome;
  score: number | null;
  tier: CreditTier | null;
  initials: string;
  zipCode: string;
  stateCode: string;
  consentVersion: string;
  consentLocale: Locale;
  consentText: string;
  consentedAt: string;
  ip: string;
  userAgent: string;
  pulledAt: string;
  expiresAt: string | null;
};

/** A HIT: its score, tier and expiry are set (the table's check constraint says so). */
export type HitRecord = SoftPullRecord & { outcome: 'HIT'; score: number; tier: CreditTier; expiresAt: string };

const toSoftPull = (row: Row<'soft_pulls'>): SoftPullRecord => ({
  id: row.id,
  userId: row.user_id,
  sessionId: row.session_id,
  agency: row.agency,
  outcome: row.outcome,
  score: row.score,
  tier: row.tier as CreditTier | null,
  initials: row.initials,
  zipCode: row.zip_code,
  stateCode: row.state_code,
  consentVersion: row.consent_version,
  consentLocale: row.consent_locale,
  consentText: row.consent_text,
  consentedAt: row.consented_at,
  ip: row.ip,
  userAgent: row.user_agent,
  pulledAt: row.pulled_at,
  expiresAt: row.expires_at,
});

export async function insertSoftPull(db: Db, pull: Omit<SoftPullRecord, 'id'>): Promise<SoftPullRecord> {
  const row = await db
    .insertInto('soft_pulls')
    .values({
      id: randomUUID(),
      user_id: pull.userId,
      session_id: pull.sessionId,
      agency: pull.agency,
      outcome: pull.outcome,
      score: pull.score,
      tier: pull.tier,
      initials: pull.initials,
      zip_code: pull.zipCode,
      state_code: pull.stateCode,
      consent_version: pull.consentVersion,
      consent_locale: pull.consentLocale,
      consent_text: pull.consentText,
      consented_at: pull.consentedAt,
      ip: pull.ip,
      user_agent: pull.userAgent,
      pulled_at: pull.pulledAt,
      expires_at: pull.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toSoftPull(row);
}

/** The owner's latest HIT that has not expired at `now`, else null (seed 000 §9: 14 days). */
export async function latestValidHit(db: Db, owner: CreditOwner, now: Date): Promise<HitRecord | null> {
  if (!owner.userId && !owner.sessionId) return null;
  let query = db
    .selectFrom('soft_pulls')
    .selectAll()
    .where('outcome', '=', 'HIT')
    .where('expires_at', '>', now.toISOString())
    .where('pulled_at', '<=', now.toISOString());
  query = owner.userId
    ? query.where('user_id', '=', owner.userId)
    : query.where('session_id', '=', owner.sessionId as string).where('user_id', 'is', null);
  const row = await query.orderBy('pulled_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  return row ? (toSoftPull(row) as HitRecord) : null;
}

/** The newest inquiries, for the demo host's bureau page (no identity beyond initials is stored). */
export async function listSoftPulls(db: Db, limit = 200): Promise<SoftPullRecord[]> {
  const rows = await db.selectFrom('soft_pulls').selectAll().orderBy('pulled_at', 'desc').limit(limit).execute();
  return rows.map(toSoftPull);
}

// ─── pre-approvals ──────────────────────────────────────────────────────────────────────────

export type PreApprovalRecord = {
  id: string;
  softPullId: string;
  lenderNumber: string;
  lenderName: string;
  apr: number;
  maxAmount: number;
  maxTerm: number;
  tier: CreditTier;
  expiresAt: string;
};

export type NewPreApproval = Omit<PreApprovalRecord, 'id' | 'softPullId' | 'expiresAt'>;

const toPreApproval = (row: Row<'pre_approvals'>): PreApprovalRecord => ({
  id: row.id,
  softPullId: row.soft_pull_id,
  lenderNumber: row.lender_number,
  lenderName: row.lender_name,
  apr: row.apr,
  maxAmount: row.max_amount,
  maxTerm: row.max_term,
  tier: row.tier as CreditTier,
  expiresAt: row.expires_at,
});

/** The lenders' pre-approvals of one HIT, each lasting as long as the pull. */
export async function insertPreApprovals(
  db: Db,
  pull: Pick<HitRecord, 'id' | 'expiresAt'>,
  offers: readonly NewPreApproval[],
): Promise<void> {
  if (offers.length === 0) return;
  await db
    .insertInto('pre_approvals')
    .values(
      offers.map((o, position) => ({
        id: randomUUID(),
        soft_pull_id: pull.id,
        lender_number: o.lenderNumber,
        lender_name: o.lenderName,
        apr: o.apr,
        max_amount: o.maxAmount,
        max_term: o.maxTerm,
        tier: o.tier,
        position,
        expires_at: pull.expiresAt,
      })),
    )
    .execute();
}

export async function listPreApprovals(db: Db, softPullId: string): Promise<PreApprovalRecord[]> {
  const rows = await db
    .selectFrom('pre_approvals')
    .selectAll()
    .where('soft_pull_id', '=', softPullId)
    .orderBy('position')
    .execute();
  return rows.map(toPreApproval);
}

/** A pre-approval of the owner's that has not expired at `now`, else null. */
export async function findValidPreApproval(
  db: Db,
  owner: CreditOwner,
  id: string,
  now: Date,
): Promise<PreApprovalRecord | null> {
  if (!owner.userId && !owner.sessionId) return null;
  let query = db
    .selectFrom('pre_approvals')
    .innerJoin('soft_pulls', 'soft_pulls.id', 'pre_approvals.soft_pull_id')
    .selectAll('pre_approvals')
    .where('pre_approvals.id', '=', id)
    .where('pre_approvals.expires_at', '>', now.toISOString());
  query = owner.userId
    ? query.where('soft_pulls.user_id', '=', owner.userId)
    : query.where('soft_pulls.session_id', '=', owner.sessionId as string).where('soft_pulls.user_id', 'is', null);
  const row = await query.executeTakeFirst();
  return row ? toPreApproval(row) : null;
}

// ─── self-selected tier ─────────────────────────────────────────────────────────────────────

export async function getSelfSelectedTier(db: Db, owner: CreditOwner): Promise<CreditTier | null> {
  const key = ownerKey(owner);
  if (!key) return null;
  const row = await db.selectFrom('credit_selections').select('tier').where('owner', '=', key).executeTakeFirst();
  return (row?.tier as CreditTier | undefined) ?? null;
}

export async function setSelfSelectedTier(db: Db, owner: CreditOwner, tier: CreditTier, now: Date): Promise<void> {
  const key = ownerKey(owner);
  if (!key) return;
  const at = now.toISOString();
  await db
    .insertInto('credit_selections')
    .values({ owner: key, tier, updated_at: at })
    .onConflict((oc) => oc.column('owner').doUpdateSet({ tier, updated_at: at }))
    .execute();
}

export async function setDealSelfSelectedTier(db: Db, dealId: string, tier: CreditTier | null): Promise<void> {
  await db.updateTable('deals').set({ self_selected_tier: tier }).where('id', '=', dealId).execute();
}

/** The deal's preferences with a pre-approval applied or removed. */
export async function setDealPreferences(
  db: Db,
  dealId: string,
  preferences: DealPreferences,
  now: Date,
): Promise<void> {
  await db
    .updateTable('deals')
    .set({ preferences: JSON.stringify(preferences), updated_at: now.toISOString() })
    .where('id', '=', dealId)
    .execute();
}

/** A HIT ends self-selection: the shopper's choice and every deal's go. */
export async function clearSelfSelection(db: Db, owner: CreditOwner): Promise<void> {
  const key = ownerKey(owner);
  // Deals first, then the selection: the order PUT credit-tier locks them in (the other order deadlocked).
  for (const id of await listOwnerDealIds(db, owner)) await setDealSelfSelectedTier(db, id, null);
  if (key) await db.deleteFrom('credit_selections').where('owner', '=', key).execute();
}

/** The shopper's deals: the user's, else the session's anonymous ones. */
export async function listOwnerDealIds(db: Db, owner: CreditOwner): Promise<string[]> {
  if (!owner.userId && !owner.sessionId) return [];
  let query = db.selectFrom('deals').select('id');
  query = owner.userId
    ? query.where('user_id', '=', owner.userId)
    : query.where('session_id', '=', owner.sessionId as string).where('user_id', 'is', null);
  return (await query.orderBy('created_at').orderBy('id').execute()).map((r) => r.id);
}

// ─── login and sessions ─────────────────────────────────────────────────────────────────────

/**
 * Login: the session's pulls (and with them their pre-approvals) become the user's, and its
 * self-selected tier replaces the user's (the choice just made is the newer one).
 */
export async function claimSessionCredit(
  db: Db,
  sessionId: string,
  userId: string,
  now: Date,
  /** Whether the session's soft pulls move too (routes/deal-service.ts `claimAnonymousActivity`). */
  o: { pulls: boolean },
): Promise<void> {
  if (o.pulls) {
    await db
      .updateTable('soft_pulls')
      .set({ user_id: userId })
      .where('session_id', '=', sessionId)
      .where('user_id', 'is', null)
      .execute();
  }
  const chosen = await getSelfSelectedTier(db, { userId: null, sessionId });
  if (chosen) {
    await setSelfSelectedTier(db, { userId, sessionId: null }, chosen, now);
    await db.deleteFrom('credit_selections').where('owner', '=', sessionOwner(sessionId)).execute();
  }
}

export type SessionCampaign = { campaignSlug: string; dealerId: string | null };

/**
 * Remembers the campaign and dealer a session's page was rendered for. The first page fixes the
 * campaign (campaign-session.ts): a session of another campaign is left as it is; the dealer of a
 * later page of the same campaign wins.
 */
export async function setSessionCampaign(
  db: Db,
  sessionId: string,
  campaignSlug: string,
  dealerId: string | null,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ campaign_slug: campaignSlug, dealer_id: dealerId })
    .where('id', '=', sessionId)
    .where((eb) => eb.or([eb('campaign_slug', 'is', null), eb('campaign_slug', '=', campaignSlug)]))
    .execute();
}

export async function getSessionCampaign(db: Db, sessionId: string): Promise<SessionCampaign | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['campaign_slug', 'dealer_id'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.campaign_slug ? { campaignSlug: row.campaign_slug, dealerId: row.dealer_id } : null;
}

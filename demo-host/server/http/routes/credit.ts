/**
 * Credit calls (seed 000 §3, §6, §7 "Credit and pre-approval", §8, §9; contract and
 * choices in src/contract/credit.ts): the soft pull, the valid pull's score, the evaluator,
 * the self-selected tier of a deal, the pre-approvals of the valid pull, and the pre-approval
 * applied to a deal. Credit belongs to the shopper: the signed-in user, else the session. A
 * campaign with 'credit' in `disabledPages` answers 404 NO_CREDIT_PROFILE on every one of them.
 *
 * Personal data: the date of birth and the income are used for the pull and the pre-approvals
 * and then dropped. They are never stored, never logged, never put in an error (a bureau failure
 * is reported without its error, which could carry the identity).
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { MIN_BORROWER_AGE } from '../../../../src/contract/credit.ts';
import {
  ApplyPreApprovalRequestSchema,
  NO_CREDIT_INFO,
  NO_CREDIT_PROFILE,
  NO_PRE_APPROVALS,
  SELF_SELECT_OFF,
  SelfSelectTierRequestSchema,
  SoftPullRequestSchema,
  VERIFY_TO_PULL,
  WITHHELD_SCORE,
  type AppliedPreApprovalSchema,
  type CreditEvaluator,
  type CreditInfo,
  type PreApproval,
  type PreApprovalsSchema,
  type SoftPullRequest,
  type SoftPullResult,
} from '../../../../src/contract/credit.ts';
import { creditConsentText, isCreditConsentVersion } from '../../../../src/contract/credit-consent.ts';
import { DealIdSchema, type Deal } from '../../../../src/contract/deal.ts';
import { consentSeller } from '../../../../src/contract/contact-consent.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import { pickDealer } from '../../services/context-builder.ts';
import { sandboxBureau, type SoftPullResult as BureauResult } from '../../sandbox/credit/bureau.ts';
import { dealOwner } from '../../services/credit/deal-credit.ts';
import { preApprovalsFor } from '../../domain/credit/pre-approvals.ts';
import {
  clearSelfSelection,
  findValidPreApproval,
  getSelfSelectedTier,
  getSessionCampaign,
  insertPreApprovals,
  insertSoftPull,
  latestValidHit,
  listOwnerDealIds,
  listPreApprovals,
  ownerKey,
  setDealPreferences,
  setDealSelfSelectedTier,
  setSelfSelectedTier,
  type CreditOwner,
  type HitRecord,
  type PreApprovalRecord,
} from '../../db/credit-repo.ts';
import type { DealRecord } from '../../db/deals-repo.ts';
import { getSessionIdentity, isEmailVerified } from '../../db/identity-repo.ts';
import { countFunnelEvent } from '../../db/funnel-repo.ts';
import { inTransaction } from '../../db/index.ts';
import { type Session } from '../../db/sessions-repo.ts';
import { getCampaignDetails, getCampaignForHost, type CampaignDetails } from '../../db/campaigns-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import { initialsOf } from '../../domain/credit/initials.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { currentSession, sessionOf } from '../security.ts';
import { BUREAU_BUSY, countUsage } from '../../services/usage-limits.ts';
import { clientAddress, clientKey } from '../client-address.ts';

/** Soft pulls a shopper may run in a day (each is an inquiry at a bureau, and costs the dealer). */
export const SOFT_PULLS_PER_DAY = 5;
export const TOO_MANY_PULLS = "You have reached today's limit of credit checks. Please try again tomorrow.";
export const UNKNOWN_CONSENT = 'Unknown consent version';
export const INVALID_BIRTH_DATE = 'Enter a valid date of birth';
export const TOO_YOUNG = `You must be at least ${MIN_BORROWER_AGE} years old`;
export const UNKNOWN_PRE_APPROVAL = 'This pre-approval is unknown or has expired';
export const BUREAU_UNAVAILABLE = 'The credit bureau could not be reached. Please try again.';

const DAY_MS = 86_400_000;
const IdParams = v.object({ id: DealIdSchema });

const invalid = (field: string, message: string): HttpError =>
  new HttpError(400, 'Invalid request', [{ field, message } satisfies FieldError]);

/** A YYYY-MM-DD that names a real day, and the age on `at` of someone born then; null if not real. */
export function ageOn(dateOfBirth: string, at: Date): number | null {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return null;
  if (born.getTime() > at.getTime()) return null;
  const beforeBirthday = at.getUTCMonth() < m - 1 || (at.getUTCMonth() === m - 1 && at.getUTCDate() < d) ? 1 : 0;
  return at.getUTCFullYear() - y - beforeBirthday;
}

const ownerOfSession = (session: Session | null): CreditOwner => ({
  userId: session?.userId ?? null,
  sessionId: session?.id ?? null,
});

const toCreditInfo = (hit: HitRecord): CreditInfo => ({
  creditScore: WITHHELD_SCORE,
  tier: hit.tier,
  agency: hit.agency,
  pulledAt: hit.pulledAt,
  expiresAt: hit.expiresAt,
});

const toPreApproval = (p: PreApprovalRecord): PreApproval => ({
  preApprovalId: p.id,
  lenderNumber: p.lenderNumber,
  lenderName: p.lenderName,
  apr: p.apr,
  maxAmount: p.maxAmount,
  maxTerm: p.maxTerm,
  tier: p.tier,
  expiresAt: p.expiresAt,
});

/** One sub-app per prefix: `/api/soft-pull`, `/api/deals`, `/api/pre-approvals` and `/api/deal`. */
export function creditRoutes(
  deps: AppDeps,
  services: Services,
): Record<'softPull' | 'deals' | 'preApprovals' | 'deal', Hono<AppEnv>> {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();
  const limits = services.limits;
  const bureau = deps.creditBureau ?? sandboxBureau;
  const { desk } = services;
  const { leads } = services;
  const routes = {
    softPull: new Hono<AppEnv>(),
    deals: new Hono<AppEnv>(),
    preApprovals: new Hono<AppEnv>(),
    deal: new Hono<AppEnv>(),
  };

  /** The campaign this session's page was rendered for (else the default one). */
  async function campaignOf(session: Session | null): Promise<{ details: CampaignDetails; dealerId: string | null }> {
    const page = session ? await getSessionCampaign(db, session.id) : null;
    const details =
      (page ? await getCampaignDetails(db, page.campaignSlug) : null) ?? (await getCampaignForHost(db, ''));
    if (!details) throw new Error('No default campaign');
    return { details, dealerId: page?.dealerId ?? null };
  }

  /** Every credit call starts here: a campaign without credit features has none (§8 clears them). */
  async function creditOn(c: Context<AppEnv>): Promise<{ details: CampaignDetails; dealerId: string | null }> {
    c.header('Cache-Control', 'no-store');
    const page = await campaignOf(currentSession(c));
    if (page.details.campaign.disabledPages.includes('credit')) throw new HttpError(404, NO_CREDIT_PROFILE);
    return page;
  }

  const dealOf = async (c: Context<AppEnv>): Promise<DealRecord> => {
    const { id } = parseInput(IdParams, c.req.param());
    return desk.ownedDeal(db, currentSession(c), id);
  };

  /** Seed 000 §2 "soft-pull with verify": an account whose email was proved, or a code accepted in this session. */
  async function identityVerified(session: Session, at: Date): Promise<boolean> {
    if (session.userId) return isEmailVerified(db, session.userId);
    const identity = await getSessionIdentity(db, session.id);
    return identity.mfaVerifiedAt !== null && identity.mfaVerifiedAt <= at.getTime();
  }

  /**
   * Counted after validation, so a typo does not use up the day's checks: per shopper, per client
   * address (a new session is no new allowance) and for the deployment (usage-limits.ts).
   */
  async function limitPulls(c: Context<AppEnv>, owner: CreditOwner, at: Date): Promise<void> {
    await countUsage(
      db,
      [
        {
          key: `soft-pull:${ownerKey(owner) ?? ''}`,
          limit: SOFT_PULLS_PER_DAY,
          windowMs: DAY_MS,
          message: TOO_MANY_PULLS,
        },
        {
          key: `soft-pull:${clientKey(c, deps.trustProxy)}`,
          limit: limits.softPullsPerClient,
          windowMs: DAY_MS,
          message: TOO_MANY_PULLS,
        },
        { key: 'soft-pull:all', limit: limits.softPullsGlobal, windowMs: DAY_MS, message: BUREAU_BUSY },
      ],
      at.getTime(),
    );
  }

  /** The bureau's answer; its failure is reported without its error, which could name the shopper. */
  async function pull(body: SoftPullRequest, at: Date): Promise<BureauResult> {
    try {
      const identity = {
        firstName: body.firstName,
        lastName: body.lastName,
        dateOfBirth: body.dateOfBirth,
        address: {
          street: body.address.street1,
          city: body.address.city,
          state: body.address.state,
          zip: body.address.zipCode,
        },
      };
      return await bureau.softPull(identity, body.agency, at);
    } catch {
      console.error(`Credit bureau failed (${body.agency})`);
      throw new HttpError(502, BUREAU_UNAVAILABLE);
    }
  }

  routes.softPull.post('/', async (c) => {
    const page = await creditOn(c);
    const session = sessionOf(c);
    const body = await readJsonBody(c, SoftPullRequestSchema);
    const at = now();
    const version = body.consent.version;
    if (!isCreditConsentVersion(version)) throw invalid('consent.version', UNKNOWN_CONSENT);
    const age = ageOn(body.dateOfBirth, at);
    if (age === null) throw invalid('dateOfBirth', INVALID_BIRTH_DATE);
    if (age < MIN_BORROWER_AGE) throw invalid('dateOfBirth', TOO_YOUNG);
    if (!(await identityVerified(session, at))) throw new HttpError(403, VERIFY_TO_PULL);
    const owner = ownerOfSession(session);
    await limitPulls(c, owner, at);

    const dealer = await pickDealer(db, page.details.campaign.slug, page.dealerId ?? undefined);
    const consentText = creditConsentText(version, body.consent.locale, consentSeller(page.details.campaign, dealer));
    const result = await pull(body, at);
    await inTransaction(db, async (tx) => {
      const stored = await insertSoftPull(tx, {
        userId: owner.userId,
        sessionId: session.id,
        agency: result.agency,
        outcome: result.outcome,
        score: result.outcome === 'HIT' ? result.score : null,
        tier: result.outcome === 'HIT' ? result.tier : null,
        initials: initialsOf(body.firstName, body.lastName),
        zipCode: body.address.zipCode,
        stateCode: body.address.state,
        consentVersion: version,
        consentLocale: body.consent.locale,
        consentText,
        consentedAt: at.toISOString(),
        ip: clientAddress(c, deps.trustProxy),
        userAgent: (c.req.header('user-agent') ?? '').slice(0, 512),
        pulledAt: result.outcome === 'HIT' ? result.pulledAt : at.toISOString(),
        expiresAt: result.outcome === 'HIT' ? result.expiresAt : null,
      });
      if (result.outcome !== 'HIT') return;
      await insertPreApprovals(
        tx,
        { id: stored.id, expiresAt: result.expiresAt },
        preApprovalsFor(result.tier, body.annualIncome),
      );
      // A HIT ends self-selection and prices every deal of the shopper at its tier.
      await clearSelfSelection(tx, owner);
      for (const dealId of await listOwnerDealIds(tx, owner)) await desk.repriceQuoteSets(tx, dealId);
      await countFunnelEvent(tx, {
        event: 'preQualifications',
        dealerId: dealer?.id ?? null,
        campaign: page.details.campaign.slug,
        at: at.getTime(),
      });
      // The dealer learns the tier; the score, income and date of birth stay with Upshift.
      await leads.write(tx, {
        kind: 'pre-qualified',
        sourceId: stored.id,
        sessionId: session.id,
        userId: owner.userId,
        campaign: page.details.campaign.slug,
        dealerId: dealer?.id ?? null,
        contact: {
          firstName: body.firstName,
          lastName: body.lastName,
          street: body.address.street1 ?? null,
          city: body.address.city ?? null,
          stateCode: body.address.state,
          postalCode: body.address.zipCode,
        },
        comments: [`Credit tier ${result.tier} (${result.agency}), pre-qualified until ${result.expiresAt}.`],
        consent: `Soft credit pull consent: version ${version} (${body.consent.locale}), given ${at.toISOString()}.`,
      });
    });
    const answer: SoftPullResult =
      result.outcome === 'HIT'
        ? {
            outcome: 'HIT',
            agency: result.agency,
            creditScore: WITHHELD_SCORE,
            tier: result.tier,
            pulledAt: result.pulledAt,
            expiresAt: result.expiresAt,
          }
        : { outcome: result.outcome, agency: result.agency };
    return c.json(answer);
  });

  routes.softPull.get('/credit-score', async (c) => {
    await creditOn(c);
    const hit = await latestValidHit(db, ownerOfSession(currentSession(c)), now());
    if (!hit) throw new HttpError(404, NO_CREDIT_INFO);
    return c.json(toCreditInfo(hit) satisfies CreditInfo);
  });

  routes.softPull.get('/user/credit-profile/evaluator', async (c) => {
    await creditOn(c);
    const owner = ownerOfSession(currentSession(c));
    const hit = await latestValidHit(db, owner, now());
    const evaluator: CreditEvaluator = hit
      ? { evaluator: 'BUREAU', tier: hit.tier, agency: hit.agency }
      : { evaluator: 'CUSTOMER', selfSelectedTier: await getSelfSelectedTier(db, owner) };
    return c.json(evaluator);
  });

  routes.deals.put('/:id/credit-tier', async (c) => {
    await creditOn(c);
    const deal = await dealOf(c);
    const { tier } = await readJsonBody(c, SelfSelectTierRequestSchema);
    const at = now();
    await inTransaction(db, async (tx) => {
      const current = await desk.lockUnsigned(tx, deal.id);
      const owner = dealOwner(current);
      // §6: self-select is on only while the evaluator is CUSTOMER.
      if (await latestValidHit(tx, owner, at)) throw new HttpError(409, SELF_SELECT_OFF);
      await setDealSelfSelectedTier(tx, current.id, tier);
      await setSelfSelectedTier(tx, owner, tier, at);
      await desk.repriceQuoteSets(tx, current.id);
    });
    return c.json((await desk.toDeal(db, await desk.reload(db, deal.id))) satisfies Deal);
  });

  routes.preApprovals.get('/', async (c) => {
    await creditOn(c);
    const hit = await latestValidHit(db, ownerOfSession(currentSession(c)), now());
    if (!hit) throw new HttpError(404, NO_PRE_APPROVALS);
    const preApprovals = (await listPreApprovals(db, hit.id)).map(toPreApproval);
    return c.json({ preApprovals } satisfies v.InferOutput<typeof PreApprovalsSchema>);
  });

  routes.deal.get('/:id/applied-pre-approval', async (c) => {
    await creditOn(c);
    const deal = await dealOf(c);
    const id = deal.preferences.appliedPreApproval;
    const applied = id ? await findValidPreApproval(db, dealOwner(deal), id, now()) : null;
    return c.json({ preApproval: applied ? toPreApproval(applied) : null } satisfies v.InferOutput<
      typeof AppliedPreApprovalSchema
    >);
  });

  routes.deal.put('/:id/applied-pre-approval', async (c) => {
    await creditOn(c);
    const deal = await dealOf(c);
    const { preApprovalId } = await readJsonBody(c, ApplyPreApprovalRequestSchema);
    const at = now();
    await inTransaction(db, async (tx) => {
      const current = await desk.lockUnsigned(tx, deal.id);
      if (preApprovalId !== null && !(await findValidPreApproval(tx, dealOwner(current), preApprovalId, at))) {
        throw invalid('preApprovalId', UNKNOWN_PRE_APPROVAL);
      }
      // The latest choice wins: applying a pre-approval sets a chosen approved offer aside.
      const chosenOffer = preApprovalId === null ? current.preferences.chosenOffer : null;
      const preferences = { ...current.preferences, appliedPreApproval: preApprovalId, chosenOffer };
      await setDealPreferences(tx, current.id, preferences, at);
      await desk.repriceQuoteSets(tx, current.id);
    });
    return c.json((await desk.toDeal(db, await desk.reload(db, deal.id))) satisfies Deal);
  });

  return routes;
}

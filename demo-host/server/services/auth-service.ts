/**
 * What signing in (or up) does to the visitor's anonymous activity, shared by every way in: the
 * password sign-in, registration, the quick (ghost) registration, a verified code and Google. Each
 * calls it in the transaction that replaces the session, so the claim and the new session id are one
 * write: a failure leaves the visitor signed out with everything as it was.
 */
import type { DealPreferences } from '../../../src/contract/deal.ts';
import { DEFAULT_CREDIT_SCORE } from '../domain/engine/index.ts';
import { claimSessionCredit } from '../db/credit-repo.ts';
import { claimSessionDeals, type DealRecord } from '../db/deals-repo.ts';
import { getUserTrade } from '../db/trade-repo.ts';
import { moveRecentlyViewed, sessionOwner, userOwner } from '../db/recently-viewed-repo.ts';
import { getLatestQuoteSet } from '../db/deal-quotes-repo.ts';
import { getUserCreditScore } from '../db/users-repo.ts';
import { deleteSessionDrafts } from '../db/finance-repo.ts';
import { inTransaction } from '../db/index.ts';
import type { Db } from '../db/schema.ts';
import type { AppDeps } from './app-deps.ts';
import { createDealDesk, type DealDesk } from './deal-desk.ts';
import { createDealSaver, matchingQuote, type DealSaver } from './deal-save.ts';

export type ClaimOptions = {
  /**
   * Whether the session's soft pulls (and their pre-approvals) move too: only when the account
   * was made in this session, or its owner proved themselves here with a code. A password or Google
   * sign-in on a browser someone else used does not take that person's credit check.
   */
  credit: boolean;
  /**
   * Whether deals holding a finance application move (as `credit` when not given). A shopper's "no"
   * deletes the drafts left behind; not asked (Google, a returning ghost), they are kept for the
   * retention sweep, and a sent one stays with the lenders' record.
   */
  finance?: boolean;
  /** The signed-in session that replaces the anonymous one: the saved deals' leads are filed under it. */
  sessionId?: string | null;
};

export type Claimed = {
  /** The claimed deals the visitor had asked to save ('Sign in to save this deal'), now saved. */
  savedDealIds: string[];
};

/**
 * Login hook: the anonymous session's deals (those of this session with no user, never another
 * session's nor an account's), recently viewed vehicles and credit (pulls with their pre-approvals,
 * self-selected tier) move to the user; the moved deals are re-priced with the user's credit and
 * trade, keeping their preferences, jacket and quotes; and each the visitor asked to save is saved to
 * the garage with the name and choices it was left with, its lead and certificate included. One
 * transaction (or part of the caller's, when `deps.db` is one), so a failure moves nothing.
 */
export async function claimAnonymousActivity(
  deps: Pick<AppDeps, 'db' | 'appOrigin' | 'now' | 'zipDirectory'> & { desk?: DealDesk; saver?: DealSaver },
  anonymousSessionId: string,
  userId: string,
  o: ClaimOptions = { credit: false },
): Promise<Claimed> {
  const desk = deps.desk ?? createDealDesk(deps);
  return inTransaction(deps.db, async (tx) => {
    // Writes first, so SQLite takes its write lock before the reads below.
    await moveRecentlyViewed(tx, sessionOwner(anonymousSessionId), userOwner(userId));
    await claimSessionCredit(tx, anonymousSessionId, userId, desk.now(), { pulls: o.credit });
    const creditScore = (await getUserCreditScore(tx, userId)) ?? DEFAULT_CREDIT_SCORE;
    const tradeId = (await getUserTrade(tx, userId))?.id ?? null;
    const withFinance = o.finance ?? o.credit;
    const claimed = await claimSessionDeals(tx, anonymousSessionId, userId, creditScore, tradeId, { withFinance });
    for (const id of claimed) await desk.repriceQuoteSets(tx, id);
    if (o.finance === false) await deleteSessionDrafts(tx, anonymousSessionId);
    const savedDealIds: string[] = [];
    for (const id of claimed) {
      if (await saveAskedDeal(deps, desk, tx, id, userId, o.sessionId ?? null)) savedDealIds.push(id);
    }
    return { savedDealIds };
  });
}

/** Saves a claimed deal the visitor asked to save at sign-in; false for any other. */
async function saveAskedDeal(
  deps: Pick<AppDeps, 'appOrigin' | 'now' | 'zipDirectory'> & { saver?: DealSaver },
  desk: DealDesk,
  tx: Db,
  dealId: string,
  userId: string,
  sessionId: string | null,
): Promise<boolean> {
  const deal = await desk.lockUnsigned(tx, dealId);
  if (!deal.saveAtSignIn || deal.saved) return false;
  // Re-priced with the account's credit, the quote kept may have gone: the deal is saved without one then.
  const s = deal.selection;
  const set = s ? await desk.findQuoteSet(tx, deal, s.kind, s.quoteId) : null;
  const selection = s && set ? { ...s, requestKey: set.requestKey } : null;
  const vehicle = await desk.vehicleOf(tx, deal);
  await (deps.saver ?? createDealSaver({ ...deps, desk })).save(tx, deal.id, {
    dealName: deal.dealName ?? `${String(vehicle.year)} ${vehicle.make} ${vehicle.model}`,
    preferences: await quotedDownPayments(desk, tx, { ...deal, selection }),
    selection,
    userId,
    sessionId,
    sendLead: true,
  });
  return true;
}

/**
 * The deal's preferences with each payment type's down payment as its quote now has it: the claim
 * re-priced the deal at the account's credit, which may move a lender's minimum, and the quote's down
 * payment is the one a save records (seed 000 §4 "Recalculation"), so the deal reloads saved, not edited.
 */
async function quotedDownPayments(desk: DealDesk, tx: Db, deal: DealRecord): Promise<DealPreferences> {
  const prefs = deal.preferences;
  const selected = await desk.selectedQuote(tx, deal);
  const quoted = async (kind: 'FINANCE' | 'LEASE'): Promise<number | null> => {
    if (selected && selected.lease === (kind === 'LEASE')) return selected.downPayment;
    const latest = await getLatestQuoteSet(tx, deal.id, kind);
    return latest ? (matchingQuote(latest.quotes, prefs, kind)?.downPayment ?? null) : null;
  };
  const finance = await quoted('FINANCE');
  const lease = await quoted('LEASE');
  return {
    ...prefs,
    financePreferences: { ...prefs.financePreferences, downPayment: finance ?? prefs.financePreferences.downPayment },
    leasePreferences: { ...prefs.leasePreferences, downPayment: lease ?? prefs.leasePreferences.downPayment },
  };
}

/**
 * What signing in (or up) does to the visitor's anonymous activity, shared by every way in: the
 * password sign-in, registration, the quick (ghost) registration, a verified code and Google. Each
 * calls it in the transaction that replaces the session, so the claim and the new session id are one
 * write: a failure leaves the visitor signed out with everything as it was.
 */
import { DEFAULT_CREDIT_SCORE } from '../engine/index.ts';
import { claimSessionCredit } from '../db/credit-repo.ts';
import {
  claimSessionDeals,
  getUserCreditScore,
  getUserTrade,
  moveRecentlyViewed,
  sessionOwner,
  userOwner,
} from '../db/deals-repo.ts';
import { deleteSessionDrafts } from '../db/finance-repo.ts';
import { inTransaction } from '../db/index.ts';
import type { AppDeps } from '../env.ts';
import { createDealDesk } from './deal-service.ts';

/**
 * Login hook: the anonymous session's deals, recently viewed vehicles and credit (pulls with their
 * pre-approvals, self-selected tier) move to the user, and the moved deals are re-priced with the
 * user's credit and trade. One transaction (or part
 * of the caller's, when `deps.db` is one), so a failure moves nothing.
 */
export async function claimAnonymousActivity(
  deps: Pick<AppDeps, 'db' | 'appOrigin' | 'now' | 'zipDirectory'>,
  sessionId: string,
  userId: string,
  /**
   * Whether the session's soft pulls (and their pre-approvals) move too: only when the account
   * was made in this session, or its owner proved themselves here with a code. A password or Google
   * sign-in on a browser someone else used does not take that person's credit check.
   * `finance` (as `credit` when not given): whether deals holding a finance application move. A
   * shopper's "no" deletes the drafts left behind; not asked (Google, a returning ghost), they are
   * kept for the retention sweep, and a sent one stays with the lenders' record.
   */
  o: { credit: boolean; finance?: boolean } = { credit: false },
): Promise<void> {
  const desk = createDealDesk(deps);
  await inTransaction(deps.db, async (tx) => {
    // Writes first, so SQLite takes its write lock before the reads below.
    await moveRecentlyViewed(tx, sessionOwner(sessionId), userOwner(userId));
    await claimSessionCredit(tx, sessionId, userId, desk.now(), { pulls: o.credit });
    const creditScore = (await getUserCreditScore(tx, userId)) ?? DEFAULT_CREDIT_SCORE;
    const tradeId = (await getUserTrade(tx, userId))?.id ?? null;
    const withFinance = o.finance ?? o.credit;
    for (const id of await claimSessionDeals(tx, sessionId, userId, creditScore, tradeId, { withFinance })) {
      await desk.repriceQuoteSets(tx, id);
    }
    if (o.finance === false) await deleteSessionDrafts(tx, sessionId);
  });
}

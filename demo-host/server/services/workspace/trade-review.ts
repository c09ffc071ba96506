/**
 * The store's review of a shopper's trade in the deal jacket: the current trade with its photos (signed,
 * short-lived addresses) and review; confirming the offer; countering it with a new one. A counter is the trade's
 * new offer: the shopper's deals carrying the trade are re-priced and the change is on record for the
 * updated-trade modal (seed 001 §4 "Updated trade modal"), all in one transaction. The payoff is never logged.
 */
import { randomUUID } from 'node:crypto';
import type { TradePhotoSlot } from '../../../../src/contract/uploads.ts';
import {
  NO_TRADE_TO_REVIEW,
  type CounterOfferBody,
  type JacketTradeIn,
} from '../../../../src/contract/trade-review.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import { inTransaction } from '../../db/database.ts';
import { setUserDealsTrade } from '../../db/deals-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { getCurrentTrade, insertPayoffUpdate, lockUser, updateTrade } from '../../db/trade-repo.ts';
import { insertTradeReview, latestTradeReview } from '../../db/trade-reviews-repo.ts';
import { Invalid, NotFound } from '../../domain/errors.ts';
import { counterProblem, reviewOf } from '../../domain/trade/review.ts';
import { objectAddress } from '../../domain/uploads/signed-url.ts';
import type { DealDesk } from '../deal-desk.ts';
import type { TradePhotos } from '../uploads/trade-photos.ts';

/** The deal whose shopper's trade is reviewed, and its dealer (checked reachable by the caller). */
export type ReviewedDeal = { dealId: string; userId: string | null; dealerId: string };

export type TradeReviews = {
  /** The shopper's current trade as the jacket shows it; null without a shopper or a trade. */
  tradeInOf(userId: string | null): Promise<JacketTradeIn | null>;
  confirm(member: StaffMember, deal: ReviewedDeal, client: string): Promise<void>;
  counter(member: StaffMember, deal: ReviewedDeal, body: CounterOfferBody, client: string): Promise<void>;
};

type Deps = { db: Db; desk: DealDesk; tradePhotos: TradePhotos; now?: () => Date };

export function createTradeReviews(deps: Deps): TradeReviews {
  const { db, desk, tradePhotos } = deps;
  const clock = () => (deps.now ? deps.now() : new Date());

  /** The shopper's current trade, read under their lock (the trade routes take the same one). */
  async function lockedTrade(tx: Db, userId: string | null) {
    if (!userId) throw new NotFound(NO_TRADE_TO_REVIEW);
    await lockUser(tx, userId);
    const trade = await getCurrentTrade(tx, userId);
    if (!trade) throw new NotFound(NO_TRADE_TO_REVIEW);
    return { ...trade, userId };
  }

  const audit = (tx: Db, member: StaffMember, deal: ReviewedDeal, action: string, client: string, at: number) =>
    appendAudit(tx, {
      at,
      staffId: member.id,
      staffEmail: member.email,
      action,
      recordType: 'deal',
      recordId: deal.dealId,
      dealerId: deal.dealerId,
      client,
    });

  return {
    async tradeInOf(userId) {
      if (!userId) return null;
      const trade = await getCurrentTrade(db, userId);
      if (!trade) return null;
      const [photos, latest] = await Promise.all([tradePhotos.ofTrade(trade.id), latestTradeReview(db, trade.id)]);
      return {
        vehicle: trade.vehicleName,
        offer: Number(trade.offer),
        payoff: Number(trade.payoff),
        photos: photos.map((p) => ({
          slot: p.slot as TradePhotoSlot,
          width: p.width,
          height: p.height,
          imageUrl: objectAddress(p.image),
          thumbnailUrl: objectAddress(p.thumbnail),
        })),
        review: reviewOf(latest, Number(trade.offer)),
      };
    },

    async confirm(member, deal, client) {
      const at = clock().getTime();
      await inTransaction(db, async (tx) => {
        const trade = await lockedTrade(tx, deal.userId);
        const offer = Number(trade.offer);
        await insertTradeReview(tx, {
          id: randomUUID(),
          tradeId: trade.id,
          dealerId: deal.dealerId,
          staffId: member.id,
          action: 'confirmed',
          oldOffer: offer,
          newOffer: offer,
          note: null,
          createdAt: at,
        });
        await audit(tx, member, deal, 'deal.trade-confirm', client, at);
      });
    },

    async counter(member, deal, body, client) {
      const at = clock();
      await inTransaction(db, async (tx) => {
        const trade = await lockedTrade(tx, deal.userId);
        const oldOffer = Number(trade.offer);
        const problem = counterProblem(oldOffer, body.offer);
        if (problem) throw new Invalid('Invalid request', [{ field: 'offer', message: problem }]);
        const stamp = at.toISOString();
        // The offer before the counter, for the shopper's updated-trade modal (it reads the latest change).
        await insertPayoffUpdate(
          tx,
          {
            id: randomUUID(),
            tradeId: trade.id,
            vin: trade.appraised?.vin ?? '',
            oldOffer,
            oldPayoff: Number(trade.payoff),
          },
          stamp,
        );
        await updateTrade(tx, trade.id, { offer: body.offer }, stamp);
        await insertTradeReview(tx, {
          id: randomUUID(),
          tradeId: trade.id,
          dealerId: deal.dealerId,
          staffId: member.id,
          action: 'countered',
          oldOffer,
          newOffer: body.offer,
          note: body.note === '' ? null : body.note,
          createdAt: at.getTime(),
        });
        // Deals carry the trade only when it is traded in; each is re-priced with the new offer.
        for (const dealId of await setUserDealsTrade(tx, trade.userId, trade.indicator === 'TRADE' ? trade.id : null)) {
          await desk.repriceQuoteSets(tx, dealId);
        }
        await audit(tx, member, deal, 'deal.trade-counter', client, at.getTime());
      });
    },
  };
}

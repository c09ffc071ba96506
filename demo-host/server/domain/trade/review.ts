/**
 * The store's review of a trade offer: a confirm or counter holds while the trade's offer is the one it left
 * (a shopper who values the trade again has a new offer, not yet reviewed); a counter is bounded by the offer it answers.
 */
import {
  COUNTER_MAX_FACTOR,
  COUNTER_SAME,
  COUNTER_TOO_HIGH,
  type TradeReview,
} from '../../../../src/contract/trade-review.ts';
import type { ShopperTradeReview } from '../../../../src/contract/trade.ts';

export type ReviewFacts = {
  action: 'confirmed' | 'countered';
  oldOffer: number;
  newOffer: number;
  note: string | null;
  createdAt: number;
  staffName: string;
};

/** The review of the trade as it is now: none when there is none or the offer has changed since. */
export function reviewOf(latest: ReviewFacts | null, currentOffer: number): TradeReview {
  if (!latest || latest.newOffer !== currentOffer) return { state: 'none' };
  const at = new Date(latest.createdAt).toISOString();
  return latest.action === 'confirmed'
    ? { state: 'confirmed', by: latest.staffName, at }
    : {
        state: 'countered',
        by: latest.staffName,
        at,
        oldOffer: latest.oldOffer,
        newOffer: latest.newOffer,
        note: latest.note,
      };
}

/** What the shopper is told: the state, and the dealer's note with a counter (never who made it). */
export function shopperReviewOf(latest: ReviewFacts | null, currentOffer: number): ShopperTradeReview {
  const review = reviewOf(latest, currentOffer);
  if (review.state === 'countered' && review.note) return { state: 'countered', note: review.note };
  return { state: review.state };
}

/** Why a counter cannot stand (the message for its `offer` field), or null. */
export function counterProblem(currentOffer: number, offer: number): string | null {
  if (offer === currentOffer) return COUNTER_SAME;
  if (offer > Math.max(1, currentOffer) * COUNTER_MAX_FACTOR) return COUNTER_TOO_HIGH;
  return null;
}

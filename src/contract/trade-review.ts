/**
 * The dealer's review of a shopper's trade offer, shared by the workspace, the shopper's app and the server: the
 * deal jacket's trade-in (its photos, signed and short-lived), confirming the offer, countering it, and what the
 * shopper is told of it. A counter is a new offer for the trade itself, so the updated-trade modal (seed 001 §4
 * "Updated trade modal") shows the change on the shopper's next page.
 */
import * as v from 'valibot';
import { MAX_PAYOFF } from './trade.ts';
import { TradePhotosSchema } from './uploads.ts';

/** A counter is at most twice the offer it answers, and never above the payoff ceiling ($250,000). */
export const COUNTER_MAX_FACTOR = 2;
export const COUNTER_OFFER_MAX = MAX_PAYOFF;
export const TRADE_REVIEW_NOTE_MAX = 500;

export const COUNTER_OFFER_MESSAGE = 'Enter the new offer in whole dollars, from $1.';
export const COUNTER_TOO_HIGH = 'A counter can be at most twice the current offer.';
export const COUNTER_SAME = 'That is the current offer: confirm it instead.';
export const NOTE_TOO_LONG = `Keep the note to ${String(TRADE_REVIEW_NOTE_MAX)} characters.`;
export const NO_TRADE_TO_REVIEW = 'This shopper has no trade to review.';

/** `POST /dealer/api/deals/:id/trade/counter`: the new offer; the note is shown to the shopper. */
export const CounterOfferBodySchema = v.object({
  offer: v.pipe(
    v.number(COUNTER_OFFER_MESSAGE),
    v.integer(COUNTER_OFFER_MESSAGE),
    v.minValue(1, COUNTER_OFFER_MESSAGE),
    v.maxValue(COUNTER_OFFER_MAX, COUNTER_TOO_HIGH),
  ),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(TRADE_REVIEW_NOTE_MAX, NOTE_TOO_LONG)), ''),
});
export type CounterOfferBody = v.InferOutput<typeof CounterOfferBodySchema>;

/** The review as the store sees it: who confirmed or countered the offer, and when; none once the offer changed. */
export const TradeReviewSchema = v.variant('state', [
  v.object({ state: v.literal('none') }),
  v.object({ state: v.literal('confirmed'), by: v.string(), at: v.string() }),
  v.object({
    state: v.literal('countered'),
    by: v.string(),
    at: v.string(),
    oldOffer: v.number(),
    newOffer: v.number(),
    note: v.nullable(v.string()),
  }),
]);
export type TradeReview = v.InferOutput<typeof TradeReviewSchema>;

/** The deal jacket's trade-in: the shopper's current trade, its photos and the store's review. */
export const JacketTradeInSchema = v.object({
  vehicle: v.string(),
  offer: v.number(),
  payoff: v.number(),
  photos: TradePhotosSchema.entries.photos,
  review: TradeReviewSchema,
});
export type JacketTradeIn = v.InferOutput<typeof JacketTradeInSchema>;

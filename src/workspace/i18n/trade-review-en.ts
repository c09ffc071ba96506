/** The deal jacket's trade-in section, English (spread into en.ts): the shopper's trade, its photos and the review. */
import { photoSlotNamesEn as photoSlotNames } from '../../lib/i18n/upload-names.ts';
import {
  COUNTER_OFFER_MESSAGE,
  COUNTER_SAME,
  COUNTER_TOO_HIGH,
  NO_TRADE_TO_REVIEW,
  NOTE_TOO_LONG,
} from '../../contract/trade-review.ts';

export const tradeReviewEn = {
  'server.counterOffer': COUNTER_OFFER_MESSAGE,
  'server.counterTooHigh': COUNTER_TOO_HIGH,
  'server.counterSame': COUNTER_SAME,
  'server.noteTooLong': NOTE_TOO_LONG,
  'server.noTradeToReview': NO_TRADE_TO_REVIEW,

  'audit.action.dealTradeConfirm': 'Confirmed a trade offer',
  'audit.action.dealTradeCounter': 'Countered a trade offer',

  'tradeIn.none': 'The shopper has no trade.',
  'tradeIn.photosProvided': 'Photos provided: {count} of {total}',
  'tradeIn.noPhotos': 'No photos',
  'tradeIn.photos': 'Photos of the trade',
  'tradeIn.newTab': '(opens in a new tab)',
  ...photoSlotNames,
  'tradeIn.review.none': 'Not reviewed yet.',
  'tradeIn.review.confirmed': 'Offer confirmed by {by} on {at}.',
  'tradeIn.review.countered': 'Countered {old} → {new} by {by} on {at}.',
  'tradeIn.review.note': 'Note to the shopper: {note}',
  'tradeIn.confirm': 'Confirm offer',
  'tradeIn.counterTitle': 'Counter the offer',
  'tradeIn.counterOffer': 'New offer amount',
  'tradeIn.counterHint': 'Whole dollars, up to twice the current offer. The shopper is told of the change.',
  'tradeIn.counterNote': 'Note (optional)',
  'tradeIn.counterNoteHint': 'The shopper sees it with the new offer.',
  'tradeIn.sendCounter': 'Send counter',
  'tradeIn.done.confirmed': 'Offer confirmed.',
  'tradeIn.done.countered': 'Counter sent: the shopper sees the new offer on their next visit.',
} as const;

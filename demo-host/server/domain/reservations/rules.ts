/**
 * The rules of a reservation (src/contract/reservation.ts), pure: when a hold ends, until when a deposit is
 * refundable, the status a shopper or a dealer sees, what may be refunded, the receipt number, and a
 * provider's decline code in plain words. Times are epoch milliseconds; amounts integer cents.
 */
import { randomInt } from 'node:crypto';
import { PENDING_HOLD_MINUTES, type ReservationStatus } from '../../../../src/contract/reservation.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A pending payment keeps the vehicle this long; a paid one the dealer's hours from payment. */
export const pendingHoldEnd = (now: number): number => now + PENDING_HOLD_MINUTES * MINUTE_MS;
export const holdEnd = (paidAt: number, holdHours: number): number => paidAt + holdHours * HOUR_MS;

/** The last moment a paid deposit may be cancelled for a full refund: the dealer's days from payment. */
export const refundableUntil = (paidAt: number, refundDays: number): number => paidAt + refundDays * DAY_MS;

/** The statuses whose payment went through: the money is the shopper's until refunded. */
export const PAID_STATUSES: ReadonlySet<ReservationStatus> = new Set(['HELD', 'EXPIRED', 'RELEASED', 'REFUNDED']);
/** The statuses still waiting on the provider: their pending hold keeps the vehicle. */
export const OPEN_STATUSES: ReadonlySet<ReservationStatus> = new Set(['PENDING', 'CHALLENGE', 'PROCESSING']);

/** What is shown: a HELD hold past its end is EXPIRED (correct at read time, whether or not the sweep ran). */
export function shownStatus(
  r: { status: ReservationStatus; holdUntil: number | null },
  now: number,
): ReservationStatus {
  if (r.status === 'HELD' && r.holdUntil !== null && r.holdUntil <= now) return 'EXPIRED';
  return r.status;
}

/** The most that may still be refunded: what was paid less what was refunded, never negative. */
export const maxRefundable = (r: { amountCents: number; refundedCents: number; paidAt: number | null }): number =>
  r.paidAt === null ? 0 : Math.max(0, r.amountCents - r.refundedCents);

/** The shopper may cancel and get back what is left (all of it unless the dealer refunded part): paid, inside the window. */
export function cancellable(
  r: {
    status: ReservationStatus;
    amountCents: number;
    refundedCents: number;
    paidAt: number | null;
    refundableUntil: number | null;
  },
  now: number,
): boolean {
  return (
    PAID_STATUSES.has(r.status) &&
    r.status !== 'REFUNDED' &&
    maxRefundable(r) > 0 &&
    r.refundableUntil !== null &&
    now <= r.refundableUntil
  );
}

/** Letters and digits nobody confuses when reading them aloud: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const RECEIPT_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const RECEIPT_LENGTH = 8;

/** "R-7KQ4-MX9T": short, unambiguous; unique by the database's index (a collision is drawn again). */
export function receiptNumber(draw: (max: number) => number = randomInt): string {
  let chars = '';
  for (let i = 0; i < RECEIPT_LENGTH; i++) chars += RECEIPT_ALPHABET[draw(RECEIPT_ALPHABET.length)]!;
  return `R-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** Stripe's decline and error codes in plain words (https://docs.stripe.com/declines/codes). */
const DECLINE_WORDS: Readonly<Record<string, string>> = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: 'Your card’s security code is incorrect.',
  invalid_cvc: 'Your card’s security code is invalid.',
  incorrect_number: 'Your card number is incorrect.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: 'Your card’s expiration month is invalid.',
  invalid_expiry_year: 'Your card’s expiration year is invalid.',
  processing_error: 'An error occurred while processing your card. Try again.',
  authentication_required: 'Your bank asked to confirm this payment and it was not confirmed.',
  payment_intent_authentication_failure: 'Your bank could not confirm this payment.',
  card_velocity_exceeded: 'Your card was declined for making too many payments. Try again later.',
  do_not_honor: 'Your card was declined.',
  fraudulent: 'Your card was declined.',
};
export const DECLINE_FALLBACK = 'Your card was declined.';

/** The decline code (Stripe's decline_code, else its error code) in plain words; unknown ones in general words. */
export function declineWords(code: string | null): string {
  return (code !== null && DECLINE_WORDS[code]) || DECLINE_FALLBACK;
}

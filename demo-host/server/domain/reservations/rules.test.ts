import { describe, expect, it } from 'vitest';
import { PENDING_HOLD_MINUTES } from '../../../../src/contract/reservation.ts';
import {
  cancellable,
  DECLINE_FALLBACK,
  declineWords,
  holdEnd,
  maxRefundable,
  pendingHoldEnd,
  RECEIPT_ALPHABET,
  receiptNumber,
  refundableUntil,
  shownStatus,
} from './rules.ts';

const T = Date.UTC(2026, 11, 1, 12);
const HOUR = 3_600_000;

describe('holdEnd', () => {
  it('is the dealer’s hours after payment; a pending hold PENDING_HOLD_MINUTES after the start', () => {
    expect(holdEnd(T, 48)).toBe(T + 48 * HOUR);
    expect(pendingHoldEnd(T)).toBe(T + PENDING_HOLD_MINUTES * 60_000);
  });
});

describe('refundableUntil', () => {
  it('is the dealer’s days after payment (0: never refundable after it)', () => {
    expect(refundableUntil(T, 7)).toBe(T + 7 * 24 * HOUR);
    expect(refundableUntil(T, 0)).toBe(T);
  });
});

describe('shownStatus', () => {
  it('shows a HELD hold past its end as EXPIRED, and every other status as stored', () => {
    expect(shownStatus({ status: 'HELD', holdUntil: T + 1 }, T)).toBe('HELD');
    expect(shownStatus({ status: 'HELD', holdUntil: T }, T)).toBe('EXPIRED');
    expect(shownStatus({ status: 'PENDING', holdUntil: T - 1 }, T)).toBe('PENDING');
    expect(shownStatus({ status: 'REFUNDED', holdUntil: T - 1 }, T)).toBe('REFUNDED');
  });
});

describe('cancellable', () => {
  const paid = { status: 'HELD' as const, amountCents: 50_000, refundedCents: 0, paidAt: T, refundableUntil: T + HOUR };
  it('is paid, not all refunded and inside the window', () => {
    expect(cancellable(paid, T)).toBe(true);
    expect(cancellable({ ...paid, status: 'EXPIRED' }, T + HOUR)).toBe(true);
    expect(cancellable(paid, T + HOUR + 1)).toBe(false);
    // The dealer refunded part: the shopper may still cancel for the rest.
    expect(cancellable({ ...paid, refundedCents: 100 }, T)).toBe(true);
    expect(cancellable({ ...paid, refundedCents: 50_000 }, T)).toBe(false);
    expect(cancellable({ ...paid, status: 'REFUNDED', refundedCents: 50_000 }, T)).toBe(false);
    expect(cancellable({ ...paid, status: 'PENDING', paidAt: null, refundableUntil: null }, T)).toBe(false);
  });
});

describe('maxRefundable', () => {
  it('is what was paid less what was refunded, never more, never negative, nothing when unpaid', () => {
    expect(maxRefundable({ amountCents: 50_000, refundedCents: 0, paidAt: T })).toBe(50_000);
    expect(maxRefundable({ amountCents: 50_000, refundedCents: 20_000, paidAt: T })).toBe(30_000);
    expect(maxRefundable({ amountCents: 50_000, refundedCents: 60_000, paidAt: T })).toBe(0);
    expect(maxRefundable({ amountCents: 50_000, refundedCents: 0, paidAt: null })).toBe(0);
  });
});

describe('receiptNumber', () => {
  it('is short, from an alphabet without look-alikes, and differs draw to draw', () => {
    const n = receiptNumber();
    expect(n).toMatch(new RegExp(`^R-[${RECEIPT_ALPHABET}]{4}-[${RECEIPT_ALPHABET}]{4}$`));
    expect(RECEIPT_ALPHABET).not.toMatch(/[01OIL5S2Z8B]/);
    expect(new Set(Array.from({ length: 200 }, () => receiptNumber())).size).toBe(200);
    expect(receiptNumber(() => 0)).toBe('R-AAAA-AAAA');
  });
});

describe('declineWords', () => {
  it('words Stripe’s codes plainly, and an unknown or missing one generally', () => {
    expect(declineWords('insufficient_funds')).toBe('Your card has insufficient funds.');
    expect(declineWords('card_declined')).toBe('Your card was declined.');
    expect(declineWords('expired_card')).toBe('Your card has expired.');
    expect(declineWords('something_new')).toBe(DECLINE_FALLBACK);
    expect(declineWords(null)).toBe(DECLINE_FALLBACK);
  });
});

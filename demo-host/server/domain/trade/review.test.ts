import { describe, expect, it } from 'vitest';
import { COUNTER_SAME, COUNTER_TOO_HIGH } from '../../../../src/contract/trade-review.ts';
import { counterProblem, reviewOf, shopperReviewOf, type ReviewFacts } from './review.ts';

const countered: ReviewFacts = {
  action: 'countered',
  oldOffer: 10_000,
  newOffer: 9_000,
  note: 'Scratches on the rear bumper',
  createdAt: Date.UTC(2026, 11, 2, 14),
  staffName: 'Sam Desk',
};

describe('reviewOf', () => {
  it('is none without a review, and once the offer is no longer the one reviewed', () => {
    expect(reviewOf(null, 9_000)).toEqual({ state: 'none' });
    expect(reviewOf(countered, 9_500)).toEqual({ state: 'none' });
  });

  it('says who confirmed or countered the offer, and when', () => {
    expect(reviewOf(countered, 9_000)).toEqual({
      state: 'countered',
      by: 'Sam Desk',
      at: '2026-12-02T14:00:00.000Z',
      oldOffer: 10_000,
      newOffer: 9_000,
      note: 'Scratches on the rear bumper',
    });
    const confirmed = { ...countered, action: 'confirmed' as const, oldOffer: 9_000, note: null };
    expect(reviewOf(confirmed, 9_000)).toEqual({ state: 'confirmed', by: 'Sam Desk', at: '2026-12-02T14:00:00.000Z' });
  });
});

describe('shopperReviewOf', () => {
  it('tells the state and a counter’s note, never who made it', () => {
    expect(shopperReviewOf(countered, 9_000)).toEqual({ state: 'countered', note: 'Scratches on the rear bumper' });
    expect(shopperReviewOf({ ...countered, note: null }, 9_000)).toEqual({ state: 'countered' });
    expect(shopperReviewOf(countered, 8_000)).toEqual({ state: 'none' });
  });
});

describe('counterProblem', () => {
  it('takes a new offer up to twice the current one', () => {
    expect(counterProblem(10_000, 1)).toBeNull();
    expect(counterProblem(10_000, 20_000)).toBeNull();
    expect(counterProblem(10_000, 20_001)).toBe(COUNTER_TOO_HIGH);
    expect(counterProblem(10_000, 10_000)).toBe(COUNTER_SAME);
    // A zero offer can still be countered up to $2.
    expect(counterProblem(0, 2)).toBeNull();
  });
});

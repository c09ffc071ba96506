/** dealStage: the furthest stage whose fact holds, earlier ones done, dates where known. */
import { describe, expect, it } from 'vitest';
import { dealStage, type DealFacts } from './stage.ts';

const NEW: DealFacts = {
  createdAt: '2026-11-01T10:00:00.000Z',
  saved: false,
  applicationSubmittedAt: null,
  approvals: 0,
  offerChosen: false,
  signedAt: null,
  deliveryBookedAt: null,
  delivered: false,
};

const current = (facts: DealFacts) => dealStage(facts).steps.filter((s) => s.current);

describe('dealStage', () => {
  it('starts configured, with every later step to do', () => {
    const status = dealStage(NEW);
    expect(status.stage).toBe('CONFIGURED');
    expect(status.steps[0]).toEqual({ stage: 'CONFIGURED', done: true, current: true, at: NEW.createdAt });
    expect(status.steps.slice(1).every((s) => !s.done && !s.current)).toBe(true);
  });

  it('shows the stages in order, without the reservation deposits will bring', () => {
    expect(dealStage(NEW).steps.map((s) => s.stage)).toEqual([
      'CONFIGURED',
      'SAVED',
      'APPLIED',
      'APPROVED',
      'OFFER_CHOSEN',
      'SIGNED',
      'DELIVERY_BOOKED',
      'DELIVERED',
    ]);
  });

  it('moves forward fact by fact, one current step at a time', () => {
    expect(dealStage({ ...NEW, saved: true }).stage).toBe('SAVED');
    const applied = { ...NEW, saved: true, applicationSubmittedAt: '2026-11-02T10:00:00.000Z' };
    expect(dealStage(applied).stage).toBe('APPLIED');
    expect(dealStage({ ...applied, approvals: 0 }).stage).toBe('APPLIED');
    expect(dealStage({ ...applied, approvals: 2 }).stage).toBe('APPROVED');
    expect(dealStage({ ...applied, approvals: 2, offerChosen: true }).stage).toBe('OFFER_CHOSEN');
    expect(current({ ...applied, approvals: 2 })).toHaveLength(1);
  });

  it('counts the steps before a signed contract as done, with the dates it knows', () => {
    const status = dealStage({ ...NEW, saved: true, signedAt: '2026-11-05T18:30:00.000Z' });
    expect(status.stage).toBe('SIGNED');
    const byStage = Object.fromEntries(status.steps.map((s) => [s.stage, s]));
    expect(byStage['APPLIED']).toEqual({ stage: 'APPLIED', done: true, current: false, at: null });
    expect(byStage['SIGNED']).toEqual({ stage: 'SIGNED', done: true, current: true, at: '2026-11-05T18:30:00.000Z' });
    expect(byStage['DELIVERY_BOOKED']?.done).toBe(false);
  });

  it('ends with the delivery booked, then delivered', () => {
    const booked = { ...NEW, signedAt: '2026-11-05T18:30:00.000Z', deliveryBookedAt: '2026-11-06T09:00:00.000Z' };
    expect(dealStage(booked).stage).toBe('DELIVERY_BOOKED');
    expect(dealStage({ ...booked, delivered: true }).stage).toBe('DELIVERED');
    expect(dealStage({ ...booked, delivered: true }).steps.every((s) => s.done)).toBe(true);
  });
});

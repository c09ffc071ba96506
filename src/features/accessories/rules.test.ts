import { describe, expect, it } from 'vitest';
import { cashDealFixture } from '../deal/test-fixtures.ts';
import {
  groupByCategory,
  hasUnsavedChanges,
  headlinePayment,
  initialPicks,
  selectedIds,
  selectedTotal,
  selectionSummary,
} from './rules.ts';
import { BARS, LOCKS, MATS, paymentsFixture, TRAY } from './test-fixtures.ts';

const ALL = [LOCKS, TRAY, MATS, BARS];

describe('groupByCategory', () => {
  it('puts the accessories under their categories in the page’s order, keeping the dealer’s order, without empty ones', () => {
    expect(groupByCategory(ALL)).toEqual([
      { category: 'INTERIOR', accessories: [MATS] },
      { category: 'CARGO', accessories: [TRAY, BARS] },
      { category: 'WHEELS', accessories: [LOCKS] },
    ]);
    expect(groupByCategory([])).toEqual([]);
  });
});

describe('selectedIds', () => {
  it('lists the picked accessories in the catalogue’s order', () => {
    expect(selectedIds(ALL, { [BARS.id]: true, [LOCKS.id]: true, [MATS.id]: false })).toEqual([LOCKS.id, BARS.id]);
    expect(selectedIds(ALL, {})).toEqual([]);
  });
});

describe('selectedTotal', () => {
  it('adds the picked prices to the cent, each once', () => {
    expect(selectedTotal(ALL, [MATS.id, BARS.id])).toBe(638.99);
    expect(selectedTotal(ALL, [MATS.id, MATS.id])).toBe(189);
    expect(selectedTotal(ALL, [])).toBe(0);
  });
});

describe('initialPicks', () => {
  it('starts from what is saved with the deal; a saved accessory the list no longer has is not offered', () => {
    expect(initialPicks([MATS, TRAY], [TRAY, LOCKS])).toEqual({ [MATS.id]: false, [TRAY.id]: true });
  });
});

describe('hasUnsavedChanges', () => {
  it('is true when the picks differ from the saved list, in any order', () => {
    expect(hasUnsavedChanges([MATS, TRAY], [TRAY.id, MATS.id])).toBe(false);
    expect(hasUnsavedChanges([MATS], [MATS.id, TRAY.id])).toBe(true);
    expect(hasUnsavedChanges([MATS, TRAY], [MATS.id])).toBe(true);
    expect(hasUnsavedChanges([], [])).toBe(false);
  });
});

describe('selectionSummary', () => {
  it('words none, one and many', () => {
    expect(selectionSummary(0)).toBe('accessories.selected.none');
    expect(selectionSummary(1)).toBe('accessories.selected.one');
    expect(selectionSummary(3)).toBe('accessories.selected.many');
  });
});

describe('headlinePayment', () => {
  it('is the monthly payment of the deal’s own type when it has a quote of that type', () => {
    const payments = paymentsFixture();
    expect(headlinePayment(payments)).toEqual({
      kind: 'monthly',
      dealType: 'FINANCE',
      amount: payments.finance?.monthlyPayment,
      term: payments.finance?.term,
    });
    const lease = paymentsFixture({ dealType: 'LEASE' });
    expect(headlinePayment(lease)).toMatchObject({ kind: 'monthly', amount: lease.lease?.monthlyPayment });
  });

  it('is the cash price for a cash deal, or a deal without a quote of its type (seed 000 §4)', () => {
    const cash = cashDealFixture();
    expect(headlinePayment(paymentsFixture({ dealType: 'CASH', cash }))).toEqual({
      kind: 'cash',
      amount: cash.cashPrice,
    });
    expect(headlinePayment(paymentsFixture({ dealType: 'FINANCE', finance: null, cash }))).toEqual({
      kind: 'cash',
      amount: cash.cashPrice,
    });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, locale } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/protection.ts';
import { financeQuote, leaseQuote } from '../deal/test-fixtures.ts';
import { monthlyEffect, type ProtectionProduct } from './api.ts';
import {
  addToJacket,
  includesLifetimeWarranty,
  inJacket,
  jacketTotal,
  productEffect,
  productName,
  removeFromJacket,
  replacedPlan,
} from './rules.ts';
import { BASIC, GAP, LIFETIME, PEACE, TIRE } from './test-fixtures.ts';

const ids = (list: readonly ProtectionProduct[]) => list.map((p) => p.id);

afterEach(() => {
  locale.value = 'en';
});

describe('addToJacket: the service contract plans are alternatives, dealer products independent', () => {
  it('adds a plan, then a second plan replaces the first', () => {
    const one = addToJacket([], BASIC);
    expect(ids(one)).toEqual(['vsc-basic']);
    expect(ids(addToJacket(one, PEACE))).toEqual(['vsc-peace-of-mind']);
  });

  it('adds dealer products next to the plan and to each other, in the order added', () => {
    const jacket = addToJacket(addToJacket(addToJacket([], GAP), BASIC), TIRE);
    expect(ids(jacket)).toEqual(['d100-gap', 'vsc-basic', 'd100-tire-wheel']);
    // Another plan keeps every dealer product and swaps the plan.
    expect(ids(addToJacket(jacket, LIFETIME))).toEqual(['d100-gap', 'd100-tire-wheel', 'vsc-lifetime']);
  });

  it('keeps a product already on the deal once', () => {
    expect(ids(addToJacket([BASIC, GAP], GAP))).toEqual(['vsc-basic', 'd100-gap']);
  });

  it('says which plan a plan would replace', () => {
    expect(replacedPlan([GAP, BASIC], PEACE)).toBe(BASIC);
    expect(replacedPlan([GAP, BASIC], BASIC)).toBeNull();
    expect(replacedPlan([BASIC], TIRE)).toBeNull();
    expect(replacedPlan([GAP], PEACE)).toBeNull();
  });
});

describe('removeFromJacket', () => {
  it('takes only that product off', () => {
    expect(ids(removeFromJacket([BASIC, GAP, TIRE], 'd100-gap'))).toEqual(['vsc-basic', 'd100-tire-wheel']);
    expect(inJacket([BASIC], 'vsc-basic')).toBe(true);
    expect(inJacket(removeFromJacket([BASIC], 'vsc-basic'), 'vsc-basic')).toBe(false);
  });
});

describe('jacketTotal', () => {
  it('adds each product once, to the cent', () => {
    expect(jacketTotal([BASIC, GAP, TIRE])).toBe(3374);
    expect(jacketTotal([BASIC, BASIC])).toBe(1680);
    expect(
      jacketTotal([
        { id: 'a', price: 0.1 },
        { id: 'b', price: 0.2 },
      ]),
    ).toBe(0.3);
  });
});

describe('productEffect: shown before the product is added', () => {
  const finance = financeQuote({ term: 60, apr: 6 });
  const lease = leaseQuote();

  it('is the change of the shown finance or lease quote’s monthly payment', () => {
    expect(productEffect(BASIC, [], { tab: 'FINANCE', quote: finance })).toEqual({
      kind: 'monthly',
      amount: monthlyEffect(1680, finance),
      included: false,
    });
    expect(productEffect(GAP, [], { tab: 'LEASE', quote: lease })).toEqual({
      kind: 'monthly',
      amount: monthlyEffect(795, lease),
      included: false,
    });
  });

  it('is the net change when a plan replaces the one on the deal, less for a cheaper plan', () => {
    const swap = productEffect(LIFETIME, [BASIC], { tab: 'FINANCE', quote: finance });
    expect(swap.amount).toBe(monthlyEffect(600, finance));
    expect(productEffect(BASIC, [LIFETIME], { tab: 'FINANCE', quote: finance }).amount).toBeLessThan(0);
  });

  it('is what a product on the deal adds now: what removing it takes off', () => {
    expect(productEffect(BASIC, [BASIC], { tab: 'FINANCE', quote: finance })).toEqual({
      kind: 'monthly',
      amount: -monthlyEffect(-1680, finance),
      included: true,
    });
  });

  it('is the price on a cash deal, and until a quote shows', () => {
    expect(productEffect(PEACE, [], { tab: 'CASH', quote: null })).toEqual({
      kind: 'cash',
      amount: 1920,
      included: false,
    });
    expect(productEffect(PEACE, [BASIC], { tab: 'CASH', quote: null }).amount).toBe(240);
    expect(productEffect(TIRE, [TIRE], { tab: 'CASH', quote: null })).toEqual({
      kind: 'cash',
      amount: 899,
      included: true,
    });
    expect(productEffect(TIRE, [], { tab: 'FINANCE', quote: null })).toEqual({
      kind: 'price',
      amount: 899,
      included: false,
    });
  });
});

describe('productName', () => {
  it('names a plan in the shopper’s language and a dealer product as the dealer wrote it', async () => {
    expect(productName(PEACE)).toBe('Peace of Mind');
    expect(productName(GAP)).toBe('GAP Insurance');
    await loadLocale('es');
    locale.value = 'es';
    expect(productName(PEACE)).toBe('Tranquilidad');
    expect(productName(GAP)).toBe('GAP Insurance');
  });
});

describe('includesLifetimeWarranty (seed 000 §1, §2)', () => {
  it('is on where the campaign has warrantyEnabled', () => {
    expect(includesLifetimeWarranty({ warrantyEnabled: true })).toBe(true);
    expect(includesLifetimeWarranty({ warrantyEnabled: false })).toBe(false);
  });
});

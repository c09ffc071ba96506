import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale, locale } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/protection.ts';
import type { Quote } from '../../contract/deal.ts';
import { cashDealFixture, financeQuote, leaseQuote } from '../deal/test-fixtures.ts';
import type { ProtectionProduct } from '../../contract/protection.ts';
import { includesLifetimeWarranty, jacketTotal, productEffect, productName, replacedPlan } from './rules.ts';
import { addToJacket, inJacket, offeredOnCash, removeFromJacket } from '../../contract/protection.ts';
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

describe('productEffect: shown before the product is added, as the server priced it', () => {
  // Basic Coverage is $28 a month over 60 months ($1,680): on a 36-month loan it adds far more.
  const finance = financeQuote({
    term: 36,
    apr: 6,
    protectionEffects: [
      { productId: 'vsc-basic', change: 58.64 },
      { productId: 'vsc-lifetime', change: 78.01 },
    ],
  });
  const lease = leaseQuote({ protectionEffects: [{ productId: 'd100-gap', change: 24.1 }] });
  const cash = { ...cashDealFixture(), protectionEffects: [{ productId: 'vsc-peace-of-mind', change: 1920 }] };
  const shown = (tab: 'FINANCE' | 'LEASE' | 'CASH', quote: Quote | null = null) => ({ tab, quote, cash });

  it('is the server’s change of the shown finance or lease quote’s monthly payment, not the plan’s price per month', () => {
    expect(productEffect(BASIC, [], shown('FINANCE', finance))).toEqual({
      kind: 'monthly',
      amount: 58.64,
      included: false,
    });
    expect(productEffect(GAP, [], shown('LEASE', lease))).toEqual({ kind: 'monthly', amount: 24.1, included: false });
  });

  it('is what a product on the deal adds now: what removing it takes off', () => {
    const on = financeQuote({ protectionEffects: [{ productId: 'vsc-basic', change: -58.64 }] });
    expect(productEffect(BASIC, [BASIC], shown('FINANCE', on))).toEqual({
      kind: 'monthly',
      amount: 58.64,
      included: true,
    });
  });

  it('is the server’s change of the cash price on the cash tab', () => {
    expect(productEffect(PEACE, [], shown('CASH'))).toEqual({ kind: 'cash', amount: 1920, included: false });
  });

  it('is the contract price until the server has priced the figure shown', () => {
    expect(productEffect(TIRE, [], shown('FINANCE'))).toEqual({ kind: 'price', amount: 899, included: false });
    expect(productEffect(TIRE, [], shown('FINANCE', financeQuote()))).toEqual({
      kind: 'price',
      amount: 899,
      included: false,
    });
    expect(productEffect(LIFETIME, [LIFETIME], shown('CASH'))).toEqual({ kind: 'price', amount: 2280, included: true });
  });
});

describe('offeredOnCash', () => {
  it('is false for a product covering a loan or lease balance (GAP), true for the rest', () => {
    expect(offeredOnCash({ financedOnly: true })).toBe(false);
    expect(offeredOnCash(BASIC)).toBe(true);
    expect(offeredOnCash(TIRE)).toBe(true);
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

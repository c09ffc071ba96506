import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CashDealSchema, PriceBreakdownSchema } from '../../../../src/contract/deal.ts';
import { financeQuotes } from './finance.ts';
import { leaseQuotes } from './lease.ts';
import { sumCents } from './money.ts';
import { cashDeal, effectiveDownPayment, priceBreakdown } from './pricing.ts';
import { quoteInput } from './test-fixtures.ts';

describe('cashDeal', () => {
  it('is the out-the-door price minus the trade’s net cash offer (seed 000 §4)', () => {
    const deal = cashDeal(quoteInput({ rebates: 1000, externalOffers: 500, tradeEquity: 4000 }));
    // FL 6 % on 31,000 + 999 − 4,000 trade credit = 1,679.94
    expect(deal.breakdown.salesTax).toBe(1679.94);
    expect(deal.outTheDoor).toBe(sumCents(31000, -1500, 999, 325, 1679.94));
    expect(deal.cashPrice).toBe(sumCents(deal.outTheDoor, -4000));
    v.parse(CashDealSchema, deal);
  });

  it('adds an upside-down trade to what the shopper pays', () => {
    const deal = cashDeal(quoteInput({ tradeEquity: -2500 }));
    expect(deal.cashPrice).toBe(sumCents(deal.outTheDoor, 2500));
  });

  it('includes protection products, untaxed', () => {
    const without = cashDeal(quoteInput());
    const withProducts = cashDeal(quoteInput({ protectionProducts: 1899 }));
    expect(withProducts.breakdown.salesTax).toBe(without.breakdown.salesTax);
    expect(withProducts.outTheDoor).toBe(sumCents(without.outTheDoor, 1899));
  });

  it('includes dealer accessories, taxed as part of the selling price, to the cent', () => {
    const deal = cashDeal(quoteInput({ accessories: 638.25 }));
    // FL 6 % on 31,000 + 999 + 638.25 = 1,958.235
    expect(deal.breakdown).toMatchObject({ accessories: 638.25, protectionProducts: 0, salesTax: 1958.24 });
    expect(deal.outTheDoor).toBe(34920.49);
    expect(deal.cashPrice).toBe(34920.49);
    v.parse(CashDealSchema, deal);
    // A trade credit lowers the taxable amount, accessories included: (32,637.25 − 4,000) × 6 % = 1,718.235.
    expect(cashDeal(quoteInput({ accessories: 638.25, tradeEquity: 4000 })).breakdown.salesTax).toBe(1718.24);
  });
});

describe('priceBreakdown', () => {
  it('is the same for finance and cash, and matches the quotes’ breakdown', () => {
    const input = quoteInput({ rebates: 750, tradeEquity: 1000 });
    const finance = priceBreakdown(input, 'finance');
    expect(priceBreakdown(input, 'cash')).toEqual(finance);
    expect(financeQuotes(input)[0]?.breakdown).toEqual(finance);
    expect(finance).toEqual({
      price: 31000,
      rebates: 750,
      docFee: 999,
      registrationFee: 325,
      protectionProducts: 0,
      accessories: 0,
      salesTax: 1859.94,
      taxRatePercent: 6,
      tradeEquity: 1000,
    });
    v.parse(PriceBreakdownSchema, finance);
  });

  it('for a lease shows the tax at signing on the cap cost reduction, the same in every monthly-tax quote', () => {
    const input = quoteInput({ rebates: 1000 });
    const lease = priceBreakdown(input, 'lease');
    expect(lease.salesTax).toBe(180); // FL 6 % of 2,000 down + 1,000 rebate
    for (const q of leaseQuotes({ ...input, mileage: 12000 })) expect(q.breakdown).toEqual(lease);
  });

  it('uses the down payment raised to the minimum', () => {
    const lease = priceBreakdown(quoteInput({ creditScore: 300, downPayment: 0 }), 'lease');
    expect(lease.salesTax).toBe(186); // FL 6 % of the 3,100 minimum
  });
});

describe('effectiveDownPayment', () => {
  it('rounds to whole dollars, never below the minimum or zero', () => {
    expect(effectiveDownPayment(1999.5, 0)).toBe(2000);
    expect(effectiveDownPayment(500, 1550)).toBe(1550);
    expect(effectiveDownPayment(-10, 0)).toBe(0);
  });
});

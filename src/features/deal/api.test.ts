import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp } from '../../lib/http.ts';
import { getDeal } from './api.ts';
import {
  CashDealSchema,
  DealSchema,
  ExternalOfferRequestSchema,
  FinanceQuoteSchema,
  LeaseQuoteSchema,
} from '../../contract/deal.ts';
import { cashDealFixture, dealFixture, financeQuote, leaseQuote } from './test-fixtures.ts';

// Huge numbers are bad data wherever they come from.
describe('deal schemas bound every amount', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuse a deal with an amount of 1e308 or Infinity', () => {
    const deal = dealFixture();
    const huge = { ...deal, pricing: { ...deal.pricing, outTheDoor: 1e308 } };
    expect(v.safeParse(DealSchema, huge).issues?.[0]?.message).toBe('Amount must be less than or equal to 10,000,000');
    const offers = { ...deal.pricing, externalOffers: [{ type: 'LOYALTY', description: '', amount: Infinity }] };
    expect(v.safeParse(DealSchema, { ...deal, pricing: offers }).success).toBe(false);
  });

  it('take program offers by type only', () => {
    const body = { providerType: 'AUTOMAKER_PROGRAM', lineItems: [{ type: 'LOYALTY', amount: 28000 }] };
    expect(v.safeParse(ExternalOfferRequestSchema, body).issues?.[0]?.message).toBe(
      'Choose program offers by type: the program sets their amounts',
    );
    expect(v.safeParse(ExternalOfferRequestSchema, { ...body, lineItems: [{ type: 'LOYALTY' }] }).success).toBe(true);
  });

  it('a deal answered with 1e999 (Infinity once parsed) is an invalid response, never shown', async () => {
    const text = JSON.stringify(dealFixture()).replace(/"outTheDoor":[0-9.]+/, '"outTheDoor":1e999');
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    configureHttp({ apiBase: 'http://api.test', csrf: { header: 'X-CSRF-TOKEN', token: 't' } });
    const error: unknown = await getDeal('d-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid-response');
  });
});

// The schemas check the arithmetic of what the server sends: a payment that does not add up is
// bad server data (the deal page's error state), never a figure shown to a shopper.
describe('deal schemas refuse figures that do not add up', () => {
  it('a finance quote with a negative finance charge (the old 0 % APR defect)', () => {
    const q = financeQuote({ apr: 0, term: 36 });
    const broken = { ...q, finalPayment: q.monthlyPayment, totalOfPayments: 28000 - 0.02, financeCharge: -0.02 };
    expect(v.safeParse(FinanceQuoteSchema, broken).issues?.[0]?.message).toBe('Finance charge is negative');
  });

  it('a finance quote whose payments do not make its total', () => {
    const q = financeQuote();
    expect(v.safeParse(FinanceQuoteSchema, { ...q, finalPayment: q.monthlyPayment }).success).toBe(false);
    expect(v.safeParse(FinanceQuoteSchema, { ...q, amountFinanced: q.amountFinanced + 1 }).success).toBe(false);
  });

  it('a tax rate sent as a fraction or beyond any state rate is not a percent', () => {
    const q = financeQuote();
    expect(v.safeParse(FinanceQuoteSchema, { ...q, breakdown: { ...q.breakdown, taxRatePercent: 625 } }).success).toBe(
      false,
    );
  });

  it('a lease quote whose base payment is not depreciation + rent charge', () => {
    const q = leaseQuote();
    expect(v.safeParse(LeaseQuoteSchema, { ...q, rentCharge: q.rentCharge + 0.01 }).issues?.[0]?.message).toBe(
      'Lease payment does not add up',
    );
  });

  it('a lease quote whose gross capitalized cost is not its lines (price + acquisition fee + doc fee + products + negative equity)', () => {
    const q = leaseQuote();
    // An acquisition fee the breakdown does not show: the gross cap cost no longer adds up.
    expect(v.safeParse(LeaseQuoteSchema, { ...q, acquisitionFee: 0 }).issues?.[0]?.message).toBe(
      'Gross capitalized cost does not match its lines',
    );
    // A trade worth less than its payoff adds to the gross cap cost and takes nothing off it.
    const upsideDown = { ...q.breakdown, tradeEquity: -1500 };
    const gross = q.grossCapitalizedCost + 1500;
    const reduction = q.capitalizedCostReduction - 3000;
    const parsed = v.safeParse(LeaseQuoteSchema, {
      ...q,
      breakdown: upsideDown,
      grossCapitalizedCost: gross,
      capitalizedCostReduction: reduction,
      adjustedCapitalizedCost: gross - reduction,
    });
    expect(parsed.issues).toBeUndefined();
  });

  it('a lease quote whose capitalized cost reduction is not down payment + rebates + trade equity', () => {
    const q = leaseQuote({ downPayment: 1000 });
    expect(
      v.safeParse(LeaseQuoteSchema, {
        ...q,
        capitalizedCostReduction: q.capitalizedCostReduction - 1000,
        adjustedCapitalizedCost: q.adjustedCapitalizedCost + 1000,
      }).issues?.[0]?.message,
    ).toBe('Capitalized cost reduction does not match its lines');
  });

  it('a lease quote whose due at signing is not down payment + first payment + registration + tax at signing', () => {
    const q = leaseQuote();
    expect(v.safeParse(LeaseQuoteSchema, { ...q, dueAtSigning: q.dueAtSigning + 0.01 }).issues?.[0]?.message).toBe(
      'Due at signing does not match its lines',
    );
  });

  it('a cash deal whose price is not its breakdown', () => {
    const cash = cashDealFixture();
    expect(v.safeParse(CashDealSchema, { ...cash, outTheDoor: cash.outTheDoor + 1 }).success).toBe(false);
  });

  it('accepts every fixture, which the real engine priced', () => {
    expect(v.safeParse(FinanceQuoteSchema, financeQuote({ apr: 0, term: 36 })).success).toBe(true);
    expect(v.safeParse(LeaseQuoteSchema, leaseQuote({ term: 48, downPayment: 2500 })).success).toBe(true);
  });
});

/**
 * Exact dollars through the routes: deals on the sandbox's real seed, priced on a fixed day, one
 * per way a state taxes a vehicle. Every figure was checked by hand (decimal arithmetic, half-up
 * cents) against the formulas in engine/README.md; a change of a cent anywhere fails here.
 */
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CashDealSchema, DealSchema, FinanceQuotesSchema, LeaseQuotesSchema } from '../../../src/features/deal/api.ts';
import { DEMO_USER } from '../db/seed-data.ts';
import { json, makeSeededApp, Visitor } from './deal-fixtures.ts';

/** The vehicle-age rules read "today": fixed, so the quotes cannot change with the calendar. */
const TODAY = new Date('2026-11-16T12:00:00Z');

async function dealFor(vehicleId: string, options: { login?: boolean; today?: Date } = {}) {
  const { app } = await makeSeededApp(options.today ?? TODAY);
  const visitor = await Visitor.start(app, 'demo-ecommerce');
  if (options.login) await visitor.login(DEMO_USER);
  const id = await visitor.startDeal(vehicleId);
  return {
    deal: () => json(visitor.get(`/api/deals/${id}`), DealSchema),
    cash: () => json(visitor.get(`/api/deals/${id}/cash`), CashDealSchema),
    finance: async (downPayment: number, quoteId: string) =>
      pick(
        (await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=${downPayment}`), FinanceQuotesSchema))
          .quotes,
        quoteId,
      ),
    lease: async (downPayment: number, quoteId: string) =>
      pick(
        (
          await json(
            visitor.get(`/api/deals/${id}/lease/quotes?downPayment=${downPayment}&mileage=12000`),
            LeaseQuotesSchema,
          )
        ).quotes,
        quoteId,
      ),
  };
}

function pick<T extends { id: string }>(quotes: T[], id: string): T {
  const quote = quotes.find((q) => q.id === id);
  if (!quote) throw new Error(`no quote ${id} among ${quotes.map((q) => q.id).join(', ')}`);
  return quote;
}

type Cash = v.InferOutput<typeof CashDealSchema>;

describe('exact prices of seeded deals (anonymous visitors have the default credit score, 300)', () => {
  it('Florida taxes the full sale price at 6 %: a 2027 Nissan Leaf with its $5,000 rebate, cash and financed', async () => {
    const d = await dealFor('v1059');
    // (34,995 + 999 doc fee) × 6 % = 2,159.64: the rebate does not lower the taxable price.
    const cash: Cash = {
      outTheDoor: 33554.49,
      cashPrice: 33554.49,
      breakdown: {
        price: 34995,
        rebates: 5000,
        docFee: 999,
        registrationFee: 400.85,
        protectionProducts: 0,
        salesTax: 2159.64,
        taxRatePercent: 6,
        tradeEquity: 0,
      },
    };
    expect(await d.cash()).toEqual(cash);
    expect((await d.deal()).pricing.outTheDoor).toBe(33554.49);
    // $3,000 asked, raised to the worst tier's 10 % minimum ($3,500); 30,054.49 at 15.99 % for 60 months.
    expect(await d.finance(3000, 'finance-107-60')).toEqual({
      id: 'finance-107-60',
      lease: false,
      financier: { lenderNumber: '107', name: 'Nissan Motor Acceptance', captiveLender: true },
      term: 60,
      apr: 15.99,
      downPayment: 3500,
      minimumDownPayment: 3500,
      monthlyPayment: 730.71,
      finalPayment: 730.45,
      amountFinanced: 30054.49,
      financeCharge: 13787.85,
      totalOfPayments: 43842.34,
      creditTier: 'worst',
      breakdown: cash.breakdown,
    });
  });

  it('Colorado taxes each lease payment at 2.9 %: a 2027 Ford Mustang leased for 36 months', async () => {
    const d = await dealFor('v1078');
    // Monthly tax 616.35 × 2.9 % = 17.87; at signing 2.9 % of the 3,952 down payment = 114.61.
    expect(await d.lease(3000, 'lease-103-36-12000')).toEqual({
      id: 'lease-103-36-12000',
      lease: true,
      financier: { lenderNumber: '103', name: 'Ford Credit', captiveLender: true },
      term: 36,
      mileageAllowed: 12000,
      moneyFactor: 0.0041,
      apr: 9.84,
      residualPercent: 57,
      residualValue: 23657.85,
      downPayment: 3952,
      minimumDownPayment: 3952,
      acquisitionFee: 645,
      grossCapitalizedCost: 40859,
      capitalizedCostReduction: 3952,
      adjustedCapitalizedCost: 36907,
      depreciation: 368.03,
      rentCharge: 248.32,
      baseMonthlyPayment: 616.35,
      monthlyTax: 17.87,
      monthlyPayment: 634.22,
      finalPayment: 634.3,
      dueAtSigning: 5239.03,
      totalOfPayments: 22832,
      creditTier: 'worst',
      breakdown: {
        price: 39515,
        rebates: 0,
        docFee: 699,
        registrationFee: 538.2,
        protectionProducts: 0,
        salesTax: 114.61,
        taxRatePercent: 2.9,
        tradeEquity: 0,
      },
    });
    expect((await d.cash()).breakdown.salesTax).toBe(1166.21);
  });

  it("Texas taxes a lease up front at 6.25 %: the demo shopper's 2027 Camry with an $8,300 trade", async () => {
    const d = await dealFor('v1043', { login: true });
    // (35 × 121.98 + 122.10 + 3,000 down) × 6.25 % = 461.96 due at signing; the trade equity is not taxed.
    expect(await d.lease(3000, 'lease-109-36-12000')).toEqual({
      id: 'lease-109-36-12000',
      lease: true,
      financier: { lenderNumber: '109', name: 'Toyota Financial Services', captiveLender: true },
      term: 36,
      mileageAllowed: 12000,
      moneyFactor: 0.00125,
      apr: 3,
      residualPercent: 62,
      residualValue: 22320,
      downPayment: 3000,
      minimumDownPayment: 0,
      acquisitionFee: 650,
      grossCapitalizedCost: 35900,
      capitalizedCostReduction: 11300,
      adjustedCapitalizedCost: 24600,
      depreciation: 63.33,
      rentCharge: 58.65,
      baseMonthlyPayment: 121.98,
      monthlyTax: 0,
      monthlyPayment: 121.98,
      finalPayment: 122.1,
      dueAtSigning: 3696.44,
      totalOfPayments: 4391.4,
      creditTier: 'excellent',
      breakdown: {
        price: 35100,
        rebates: 0,
        docFee: 150,
        registrationFee: 112.5,
        protectionProducts: 0,
        salesTax: 461.96,
        taxRatePercent: 6.25,
        tradeEquity: 8300,
      },
    });
    // A sale is taxed after the trade credit: (35,100 + 150 − 8,300) × 6.25 % = 1,684.38.
    expect(await d.cash()).toEqual({
      outTheDoor: 37046.88,
      cashPrice: 28746.88,
      breakdown: {
        price: 35100,
        rebates: 0,
        docFee: 150,
        registrationFee: 112.5,
        protectionProducts: 0,
        salesTax: 1684.38,
        taxRatePercent: 6.25,
        tradeEquity: 8300,
      },
    });
  });

  it('Oregon has no sales tax: a 2026 Ford Mustang financed and leased', async () => {
    const d = await dealFor('v1003');
    const cash: Cash = {
      outTheDoor: 41612,
      cashPrice: 41612,
      breakdown: {
        price: 41050,
        rebates: 0,
        docFee: 150,
        registrationFee: 412,
        protectionProducts: 0,
        salesTax: 0,
        taxRatePercent: 0,
        tradeEquity: 0,
      },
    };
    expect(await d.cash()).toEqual(cash);
    expect(await d.finance(3000, 'finance-103-60')).toEqual({
      id: 'finance-103-60',
      lease: false,
      financier: { lenderNumber: '103', name: 'Ford Credit', captiveLender: true },
      term: 60,
      apr: 15.99,
      downPayment: 4105,
      minimumDownPayment: 4105,
      monthlyPayment: 911.9,
      finalPayment: 911.69,
      amountFinanced: 37507,
      financeCharge: 17206.79,
      totalOfPayments: 54713.79,
      creditTier: 'worst',
      breakdown: cash.breakdown,
    });
    expect(await d.lease(3000, 'lease-103-36-12000')).toEqual({
      id: 'lease-103-36-12000',
      lease: true,
      financier: { lenderNumber: '103', name: 'Ford Credit', captiveLender: true },
      term: 36,
      mileageAllowed: 12000,
      moneyFactor: 0.0041,
      apr: 9.84,
      residualPercent: 57,
      residualValue: 23657.85,
      downPayment: 4105,
      minimumDownPayment: 4105,
      acquisitionFee: 645,
      grossCapitalizedCost: 41845,
      capitalizedCostReduction: 4105,
      adjustedCapitalizedCost: 37740,
      depreciation: 391.17,
      rentCharge: 251.73,
      baseMonthlyPayment: 642.9,
      monthlyTax: 0,
      monthlyPayment: 642.9,
      finalPayment: 642.93,
      dueAtSigning: 5159.9,
      totalOfPayments: 23144.43,
      creditTier: 'worst',
      breakdown: cash.breakdown,
    });
  });

  it("prices on the server's clock, not the machine's: a 2013 Accord is financed in 2022 and cash-only in 2026", async () => {
    const in2022 = await dealFor('v1083', { today: new Date('2022-06-01T12:00:00Z') });
    expect((await in2022.deal()).offerDetails.financeTerms).toEqual([36, 48]);
    const in2026 = await dealFor('v1083');
    expect((await in2026.deal()).offerDetails.financeTerms).toEqual([]);
  });
});

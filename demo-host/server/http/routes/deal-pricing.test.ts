/**
 * Exact dollars through the routes: deals on the sandbox's real seed, priced on a fixed day, one
 * per way a state taxes a vehicle. Every figure was checked by hand (decimal arithmetic, half-up
 * cents) against the formulas in engine/README.md; a change of a cent anywhere fails here.
 */
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CashDealSchema, DealSchema, FinanceQuotesSchema, LeaseQuotesSchema } from '../../../../src/contract/deal.ts';
import { DEMO_USER } from '../../db/seed/seed-data.ts';
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
    cash: async () => withoutEffects(await json(visitor.get(`/api/deals/${id}/cash`), CashDealSchema)),
    /** The shopper types a ZIP on the deal page: the deal is taxed there. */
    taxAt: (zip: string) => json(visitor.post(`/api/deals/${id}/tax-location`, { zip }, 'PUT'), DealSchema),
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

/** The figures alone: what each protection product would change is protection.test.ts's. */
function withoutEffects<T extends { protectionEffects?: unknown }>({ protectionEffects: _effects, ...figures }: T) {
  return figures;
}

function pick<T extends { id: string; protectionEffects?: unknown }>(quotes: T[], id: string) {
  const quote = quotes.find((q) => q.id === id);
  if (!quote) throw new Error(`no quote ${id} among ${quotes.map((q) => q.id).join(', ')}`);
  return withoutEffects(quote);
}

type Cash = v.InferOutput<typeof CashDealSchema>;

describe('exact prices of seeded deals (anonymous visitors have the default credit score, 300, and are taxed at the dealer)', () => {
  it("Florida taxes the full sale price at 6 % and the county's 1.5 % on the first $5,000: a 2027 Nissan Leaf at Tampa with its $5,000 rebate", async () => {
    const d = await dealFor('v1059');
    // (34,995 + 999 doc fee) × 6 % = 2,159.64, + Hillsborough 1.5 % × 5,000 = 75: the rebate does not lower the taxable price.
    const cash: Cash = {
      outTheDoor: 33629.49,
      cashPrice: 33629.49,
      breakdown: {
        price: 34995,
        rebates: 5000,
        docFee: 999,
        registrationFee: 400.85,
        protectionProducts: 0,
        accessories: 0,
        salesTax: 2234.64,
        taxRatePercent: 7.5,
        tradeEquity: 0,
      },
    };
    expect(await d.cash()).toEqual(cash);
    expect((await d.deal()).pricing.outTheDoor).toBe(33629.49);
    // $3,000 asked, raised to the worst tier's 10 % minimum ($3,500); 30,129.49 at 15.99 % for 60 months.
    expect(await d.finance(3000, 'finance-107-60')).toEqual({
      id: 'finance-107-60',
      lease: false,
      financier: { lenderNumber: '107', name: 'Nissan Motor Acceptance', captiveLender: true },
      term: 60,
      apr: 15.99,
      downPayment: 3500,
      minimumDownPayment: 3500,
      maximumDownPayment: 32629,
      monthlyPayment: 732.53,
      finalPayment: 732.57,
      amountFinanced: 30129.49,
      financeCharge: 13822.35,
      totalOfPayments: 43951.84,
      creditTier: 'worst',
      breakdown: cash.breakdown,
    });
  });

  it("Colorado taxes each lease payment at 2.9 % plus Centennial's 3.85 %: a 2027 Ford Mustang leased for 36 months", async () => {
    const d = await dealFor('v1078');
    // Monthly tax 616.35 × 6.75 % = 41.60 (the final 616.42 × 6.75 % = 41.61); at signing 6.75 % of the
    // 3,952 down payment = 266.76; due at signing 3,952 + 657.95 + 538.20 + 266.76 = 5,414.91.
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
      maximumDownPayment: 20671,
      acquisitionFee: 645,
      grossCapitalizedCost: 40859,
      capitalizedCostReduction: 3952,
      adjustedCapitalizedCost: 36907,
      depreciation: 368.03,
      rentCharge: 248.32,
      baseMonthlyPayment: 616.35,
      monthlyTax: 41.6,
      monthlyPayment: 657.95,
      finalPayment: 658.03,
      dueAtSigning: 5414.91,
      totalOfPayments: 23686.28,
      creditTier: 'worst',
      breakdown: {
        price: 39515,
        rebates: 0,
        docFee: 699,
        registrationFee: 538.2,
        protectionProducts: 0,
        accessories: 0,
        salesTax: 266.76,
        taxRatePercent: 6.75,
        tradeEquity: 0,
      },
    });
    // (39,515 + 699) × 6.75 % = 2,714.445 → 2,714.45
    expect((await d.cash()).breakdown.salesTax).toBe(2714.45);
  });

  it("Texas taxes a lease up front at 6.25 %: the demo shopper's 2027 Camry with an $8,300 trade, taxed at an Austin ZIP", async () => {
    const d = await dealFor('v1043', { login: true });
    // The demo shopper's profile ZIP is in Portland: Oregon has no sales tax, so at first nothing is taxed.
    expect((await d.deal()).tax).toMatchObject({ basis: 'PROFILE', zip: '97202', statePercent: 0 });
    expect((await d.lease(3000, 'lease-109-36-12000')).breakdown.salesTax).toBe(0);
    // Typed on the deal page, an Austin ZIP taxes the deal in Texas, with no local add-on.
    expect((await d.taxAt('78701')).tax).toMatchObject({ basis: 'DEAL_PAGE', stateCode: 'TX', localPercent: 0 });
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
      maximumDownPayment: 8304,
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
        accessories: 0,
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
        accessories: 0,
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
        accessories: 0,
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
      maximumDownPayment: 40612,
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
      maximumDownPayment: 21657,
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

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stateJurisdiction } from './local-tax.ts';
import { LeaseQuoteSchema } from '../../../../src/contract/deal.ts';
import { buildSeed } from '../../db/seed/seed-data.ts';
import {
  capitalizedCostReduction,
  dueAtSigning,
  grossCapitalizedCost,
  leasePayment,
  leaseQuoteId,
  leaseQuotes,
  leaseTax,
} from './lease.ts';
import { sumCents } from './money.ts';
import { stateTax } from './tax.ts';
import { AS_OF, NEW_TOYOTA, quoteInput } from './test-fixtures.ts';
import type { LeaseQuoteInput } from './types.ts';

const leaseInput = (overrides: Partial<LeaseQuoteInput> = {}): LeaseQuoteInput => ({
  ...quoteInput(),
  mileage: 12000,
  ...overrides,
});

function quote(input: LeaseQuoteInput, id: string) {
  const q = leaseQuotes(input).find((x) => x.id === id);
  if (!q) throw new Error(`expected quote ${id}`);
  return q;
}

describe('leasePayment', () => {
  it('matches the Edmunds walk-through: $20,000 cap, $13,110 residual, 0.00125, 36 months is $232.78', () => {
    expect(leasePayment({ adjustedCapCost: 20000, residualValue: 13110, moneyFactor: 0.00125, term: 36 })).toEqual({
      depreciation: 191.39,
      // 6,890 − 35 × 191.39: the final payment's depreciation absorbs the rounding
      finalDepreciation: 191.35,
      rentCharge: 41.39,
      basePayment: 232.78,
      finalBasePayment: 232.74,
    });
  });

  it('reconciles the depreciation with cap cost − residual to the cent, across a $3,000 range of cap costs and every lease term', () => {
    for (let c = 0; c < 300_000; c += 97) {
      const adjustedCapCost = 20000 + c / 100;
      for (const term of [24, 36, 39, 48]) {
        const p = leasePayment({ adjustedCapCost, residualValue: 13110.01, moneyFactor: 0.00125, term });
        const paid = Math.round(p.depreciation * 100) * (term - 1) + Math.round(p.finalDepreciation * 100);
        expect(paid).toBe(Math.round((adjustedCapCost - 13110.01) * 100));
        // The level depreciation is off by at most half a cent a month, so the last one by at most that × term.
        const drift = Math.abs(Math.round(p.finalDepreciation * 100) - Math.round(p.depreciation * 100));
        expect(drift).toBeLessThanOrEqual(Math.ceil(term / 2));
      }
    }
  });

  it('refuses a term that is not a whole positive number of months', () => {
    expect(() => leasePayment({ adjustedCapCost: 1, residualValue: 0, moneyFactor: 0.001, term: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('leaseTax', () => {
  it("'monthly' taxes each payment and the cap cost reduction at signing (Florida, 6 %)", () => {
    expect(leaseTax(stateTax('FL'), { basePayment: 400, finalBasePayment: 400.5 }, 36, 2000)).toEqual({
      monthlyTax: 24,
      finalMonthlyTax: 24.03,
      upfrontTax: 120,
    });
  });

  it("'upfront' taxes the total of base payments plus the reduction at signing (Texas, 6.25 %)", () => {
    // (35 × 400 + 400.5 + 2,000) × 6.25 % = 1,025.03
    expect(leaseTax(stateTax('TX'), { basePayment: 400, finalBasePayment: 400.5 }, 36, 2000)).toEqual({
      monthlyTax: 0,
      finalMonthlyTax: 0,
      upfrontTax: 1025.03,
    });
  });

  it("'none' taxes nothing (Oregon)", () => {
    expect(leaseTax(stateTax('OR'), { basePayment: 400, finalBasePayment: 400 }, 36, 2000)).toEqual({
      monthlyTax: 0,
      finalMonthlyTax: 0,
      upfrontTax: 0,
    });
  });
});

describe('grossCapitalizedCost', () => {
  it('is price + acquisition fee + doc fee + protection products + accessories', () => {
    const lines = { price: 31000, acquisitionFee: 650, docFee: 999, protectionProducts: 1200.5, tradeEquity: 0 };
    expect(grossCapitalizedCost({ ...lines, accessories: 0 })).toBe(33849.5);
    expect(grossCapitalizedCost({ ...lines, accessories: 638.25 })).toBe(34487.75);
  });

  it('adds negative trade equity and ignores positive equity (that is a reduction)', () => {
    const lines = { price: 31000, acquisitionFee: 650, docFee: 999, protectionProducts: 0, accessories: 0 };
    expect(grossCapitalizedCost({ ...lines, tradeEquity: -2300.25 })).toBe(34949.25);
    expect(grossCapitalizedCost({ ...lines, tradeEquity: 2500 })).toBe(32649);
  });
});

describe('capitalizedCostReduction', () => {
  it('is down payment + rebates and offers + positive trade equity; negative equity takes nothing off', () => {
    expect(capitalizedCostReduction({ downPayment: 2000, rebates: 1500, tradeEquity: 2500 })).toBe(6000);
    expect(capitalizedCostReduction({ downPayment: 2000, rebates: 1500, tradeEquity: -2500 })).toBe(3500);
  });
});

describe('dueAtSigning', () => {
  it('is down payment + first monthly payment + registration fee + tax due at signing', () => {
    expect(dueAtSigning({ downPayment: 2000, monthlyPayment: 274.4, registrationFee: 325, upfrontTax: 210 })).toBe(
      2809.4,
    );
  });
});

describe('leaseQuotes', () => {
  it("carries the lender's acquisition fee, one line of the gross capitalised cost (Toyota's $650)", () => {
    const q = quote(leaseInput(), 'lease-109-36-12000');
    expect(q.acquisitionFee).toBe(650);
    expect(q.grossCapitalizedCost).toBe(sumCents(q.breakdown.price, 650, q.breakdown.docFee));
  });

  it('builds the capitalised cost, residual, payment and due-at-signing from the deal', () => {
    const q = quote(leaseInput({ rebates: 1000, externalOffers: 500, tradeEquity: 2500 }), 'lease-109-36-12000');
    // 31,000 price + 650 acquisition fee + 999 doc fee
    expect(q.grossCapitalizedCost).toBe(32649);
    // 2,000 down + 1,500 rebates and offers + 2,500 trade equity
    expect(q.capitalizedCostReduction).toBe(6000);
    expect(q.adjustedCapitalizedCost).toBe(26649);
    // 36 months 58 % + Toyota 4 points = 62 % of the 32,000 MSRP
    expect(q.residualPercent).toBe(62);
    expect(q.residualValue).toBe(19840);
    expect(q.moneyFactor).toBe(0.0015);
    expect(q.apr).toBe(3.6);
    expect(q.depreciation).toBe(189.14); // (26,649 − 19,840) / 36 = 189.138…
    expect(q.rentCharge).toBe(69.73); // (26,649 + 19,840) × 0.0015 = 69.7335
    expect(q.baseMonthlyPayment).toBe(258.87);
    expect(q.monthlyTax).toBe(15.53); // FL 6 % of 258.87
    expect(q.monthlyPayment).toBe(274.4);
    // Tax at signing on the 3,500 of cash and rebates (not on trade equity): 210
    expect(q.breakdown.salesTax).toBe(210);
    expect(q.dueAtSigning).toBe(sumCents(2000, 274.4, 325, 210));
    // 6,809 − 35 × 189.14 = 189.10 of depreciation in the last month: 189.10 + 69.73 + 15.53 tax
    expect(q.finalPayment).toBe(274.36);
    expect(q.totalOfPayments).toBe(sumCents(274.4 * 35, 274.36));
  });

  it('adds negative trade equity to the gross capitalised cost', () => {
    const even = quote(leaseInput(), 'lease-109-36-12000');
    const upsideDown = quote(leaseInput({ tradeEquity: -3000 }), 'lease-109-36-12000');
    expect(upsideDown.grossCapitalizedCost).toBe(sumCents(even.grossCapitalizedCost, 3000));
    expect(upsideDown.capitalizedCostReduction).toBe(even.capitalizedCostReduction);
    expect(upsideDown.baseMonthlyPayment).toBeGreaterThan(even.baseMonthlyPayment);
  });

  it('capitalises dealer accessories like the vehicle: a line of the gross cap cost, taxed through the payments', () => {
    // FL 6 %, Toyota 24 months: gross 31,000 + 650 + 999 + 638.25 = 33,287.25; residual 70 % of 32,000 = 22,400.
    const q = quote(leaseInput({ accessories: 638.25 }), 'lease-109-24-12000');
    expect(q.breakdown.accessories).toBe(638.25);
    expect(q.grossCapitalizedCost).toBe(33287.25);
    expect(q.adjustedCapitalizedCost).toBe(31287.25);
    // (31,287.25 − 22,400) / 24 = 370.302; (31,287.25 + 22,400) × 0.0015 = 80.530875
    expect(q.depreciation).toBe(370.3);
    expect(q.rentCharge).toBe(80.53);
    expect(q.baseMonthlyPayment).toBe(450.83);
    // 450.83 × 6 % = 27.0498
    expect(q.monthlyTax).toBe(27.05);
    expect(q.monthlyPayment).toBe(477.88);
    // The last depreciation is 8,887.25 − 23 × 370.30 = 370.35: 450.88 + 27.05.
    expect(q.finalPayment).toBe(477.93);
    expect(q.totalOfPayments).toBe(11469.17);
    // Due at signing and its upfront tax (on the 2,000 down only) do not change.
    expect(q.breakdown.salesTax).toBe(120);
    expect(q.dueAtSigning).toBe(sumCents(2000, 477.88, 325, 120));
    v.parse(LeaseQuoteSchema, q);
    const without = quote(leaseInput(), 'lease-109-24-12000');
    expect(without.breakdown.accessories).toBe(0);
    expect(q.grossCapitalizedCost).toBe(sumCents(without.grossCapitalizedCost, 638.25));
  });

  it('taxes accessories at signing where the whole lease is taxed up front (Texas)', () => {
    const tx = { dealer: { docFee: 999, registrationFee: 325 }, tax: stateJurisdiction('TX') };
    const without = quote(leaseInput(tx), 'lease-109-36-12000');
    const withAccessories = quote(leaseInput({ ...tx, accessories: 900 }), 'lease-109-36-12000');
    expect(withAccessories.monthlyTax).toBe(0);
    const baseTotal = sumCents(withAccessories.baseMonthlyPayment * 35, withAccessories.finalPayment);
    expect(withAccessories.breakdown.salesTax).toBe(sumCents((baseTotal + 2000) * 0.0625));
    expect(withAccessories.breakdown.salesTax).toBeGreaterThan(without.breakdown.salesTax);
  });

  it('levies lease tax the way the state where the deal is taxed does: monthly, upfront or none', () => {
    const at = (stateCode: string) =>
      quote(
        leaseInput({ dealer: { docFee: 999, registrationFee: 325 }, tax: stateJurisdiction(stateCode) }),
        'lease-109-36-12000',
      );
    const fl = at('FL');
    expect(fl.monthlyTax).toBe(sumCents(fl.baseMonthlyPayment * 0.06));
    expect(fl.breakdown.salesTax).toBe(120);

    const il = at('IL');
    expect(il.monthlyTax).toBe(0);
    expect(il.monthlyPayment).toBe(il.baseMonthlyPayment);
    const ilBaseTotal = sumCents(il.baseMonthlyPayment * 35, il.finalPayment);
    expect(il.breakdown.salesTax).toBe(sumCents((ilBaseTotal + 2000) * 0.0625));
    expect(il.dueAtSigning).toBe(sumCents(2000, il.monthlyPayment, 325, il.breakdown.salesTax));

    const or = at('OR');
    expect(or.monthlyTax).toBe(0);
    expect(or.breakdown.salesTax).toBe(0);
    expect(or.dueAtSigning).toBe(sumCents(2000, or.monthlyPayment, 325));
  });

  it('raises a down payment below the minimum to the minimum (poor tier: 5 % of the price)', () => {
    const quotes = leaseQuotes(leaseInput({ creditScore: 615, downPayment: 0 }));
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      expect(q.minimumDownPayment).toBe(1550);
      expect(q.downPayment).toBe(1550);
    }
  });

  it('offers no lease on a used vehicle or one the dealer does not lease', () => {
    expect(leaseQuotes(leaseInput({ vehicle: { ...NEW_TOYOTA, stockType: 'USED', year: 2024 } }))).toEqual([]);
    expect(leaseQuotes(leaseInput({ vehicle: { ...NEW_TOYOTA, leaseEnabled: false } }))).toEqual([]);
  });

  it('raises the residual below 12,000 miles a year and lowers it above, changing the payment', () => {
    const at = (mileage: number) => quote(leaseInput({ mileage }), leaseQuoteId('109', 36, mileage));
    expect(at(10000).residualPercent).toBe(63);
    expect(at(15000).residualPercent).toBe(59);
    expect(at(10000).baseMonthlyPayment).toBeLessThan(at(12000).baseMonthlyPayment);
    expect(at(15000).baseMonthlyPayment).toBeGreaterThan(at(12000).baseMonthlyPayment);
    expect(at(1000).mileageAllowed).toBe(1000);
  });

  it('refuses fewer than 1,000 miles a year', () => {
    expect(() => leaseQuotes(leaseInput({ mileage: 999 }))).toThrow(RangeError);
  });

  it('orders quotes by term, captive first, then lender number, with ids that carry the mileage', () => {
    const quotes = leaseQuotes(leaseInput({ mileage: 10000 }));
    expect(quotes.map((q) => q.id)).toEqual(
      [24, 36, 39, 48].flatMap((term) => [leaseQuoteId('109', term, 10000), leaseQuoteId('201', term, 10000)]),
    );
    expect(quotes[0]?.id).toBe('lease-109-24-10000');
    expect(leaseQuotes(leaseInput({ mileage: 10000 }))).toEqual(quotes);
  });

  it('omits a quote when the reduction leaves the adjusted cap cost at or below the residual', () => {
    expect(leaseQuotes(leaseInput({ downPayment: 20000 }))).toEqual([]);
  });

  it('returns quotes valid against LeaseQuoteSchema for every seeded vehicle, dealer state and tier', () => {
    const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const states = new Map(seed.dealers.map((d) => [d.id, d.stateCode]));
    let count = 0;
    for (const vehicle of seed.vehicles) {
      for (const creditScore of [300, 610, 640, 680, 720, 800]) {
        const input = leaseInput({
          vehicle: { ...vehicle, leaseEnabled: vehicle.options.leaseEnabled },
          dealer: { docFee: 499, registrationFee: 280 },
          tax: stateJurisdiction(states.get(vehicle.dealerId) ?? 'OR'),
          creditScore,
          downPayment: 1000,
          mileage: 10000,
          asOf: AS_OF,
        });
        for (const q of leaseQuotes(input)) {
          v.parse(LeaseQuoteSchema, q);
          expect(sumCents(q.depreciation, q.rentCharge)).toBe(q.baseMonthlyPayment);
          expect(sumCents(q.baseMonthlyPayment, q.monthlyTax)).toBe(q.monthlyPayment);
          expect(sumCents(q.grossCapitalizedCost, -q.capitalizedCostReduction)).toBe(q.adjustedCapitalizedCost);
          const b = q.breakdown;
          expect(
            sumCents(
              b.price,
              q.acquisitionFee,
              b.docFee,
              b.protectionProducts,
              b.accessories,
              Math.max(0, -b.tradeEquity),
            ),
          ).toBe(q.grossCapitalizedCost);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(500);
  });
});

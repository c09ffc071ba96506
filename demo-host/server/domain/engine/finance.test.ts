import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { stateJurisdiction } from './local-tax.ts';
import { FinanceQuoteSchema } from '../../../../src/contract/deal.ts';
import { buildSeed } from '../../db/seed/seed-data.ts';
import {
  amortizedPayment,
  financeQuoteId,
  financeQuotes,
  financeSchedule,
  MINIMUM_AMOUNT_FINANCED,
} from './finance.ts';
import { sumCents } from './money.ts';
import { AS_OF, NEW_TOYOTA, quoteInput } from './test-fixtures.ts';

describe('amortizedPayment', () => {
  it('matches the CFPB loan shopping-sheet example: $15,800 at 3.5 % for 48 months is $353.22', () => {
    expect(amortizedPayment(15800, 3.5, 48)).toBe(353.22);
  });

  it('matches the textbook example: $20,000 at 6 % for 60 months is $386.66', () => {
    expect(amortizedPayment(20000, 6, 60)).toBe(386.66);
  });

  it('divides the principal evenly at 0 % APR', () => {
    expect(amortizedPayment(24000, 0, 48)).toBe(500);
    expect(amortizedPayment(10000, 0, 36)).toBe(277.78);
  });

  it('repays the principal: the schedule ends at a balance within a few cents of zero', () => {
    const payment = amortizedPayment(30000, 7.49, 72);
    let balance = 30000;
    for (let month = 0; month < 72; month++) balance = balance * (1 + 0.0749 / 12) - payment;
    expect(Math.abs(balance)).toBeLessThan(0.5);
  });

  it('refuses a term that is not a whole positive number of months and a negative APR', () => {
    expect(() => amortizedPayment(1000, 5, 0)).toThrow(RangeError);
    expect(() => amortizedPayment(1000, 5, 12.5)).toThrow(RangeError);
    expect(() => amortizedPayment(1000, -1, 12)).toThrow(RangeError);
  });
});

describe('financeSchedule', () => {
  it('lets the final payment absorb the rounding at 0 % APR: $34,243.94 over 36 months has no finance charge', () => {
    // 951.22 × 36 would be 34,243.92 and a finance charge of −0.02.
    expect(financeSchedule(34243.94, 0, 36)).toEqual({
      monthlyPayment: 951.22,
      finalPayment: 951.24,
      financeCharge: 0,
      totalOfPayments: 34243.94,
    });
  });

  it('pays off the CFPB example to the cent: $15,800 at 3.5 % for 48 months', () => {
    const s = financeSchedule(15800, 3.5, 48);
    expect(s.monthlyPayment).toBe(353.22);
    expect(sumCents(s.monthlyPayment * 47, s.finalPayment)).toBe(s.totalOfPayments);
    expect(sumCents(15800, s.financeCharge)).toBe(s.totalOfPayments);
  });

  it('never gives a negative finance charge and always adds up, for 3,000 down payments at every APR and term', () => {
    // Collected, then asserted once: 36,000 schedules with an expect each would take seconds.
    const wrong: string[] = [];
    for (let down = 0; down < 3000; down++) {
      const principal = sumCents(34243.94, -down);
      for (const apr of [0, 0.9, 6.49]) {
        for (const term of [36, 48, 60, 72]) {
          const s = financeSchedule(principal, apr, term);
          const addsUp =
            sumCents(principal, s.financeCharge) === s.totalOfPayments &&
            sumCents(s.monthlyPayment * (term - 1), s.finalPayment) === s.totalOfPayments;
          if (s.financeCharge < 0 || !addsUp || (apr === 0 && s.financeCharge !== 0))
            wrong.push(`${String(principal)} at ${String(apr)} % for ${String(term)}: ${JSON.stringify(s)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('financeQuotes', () => {
  it('computes the amount financed from the itemised price and the payment from it', () => {
    const quotes = financeQuotes(
      quoteInput({ rebates: 500, externalOffers: 250, tradeEquity: 3000, protectionProducts: 1200 }),
    );
    const q = quotes.find((x) => x.id === 'finance-201-60');
    if (!q) throw new Error('expected a Northstar 60-month quote');
    // FL 6 %: (31,000 + 999 doc fee − 3,000 trade credit) × 6 % = 1,739.94
    expect(q.breakdown.salesTax).toBe(1739.94);
    expect(q.breakdown.rebates).toBe(750);
    // 31,000 − 750 + 999 + 325 + 1,739.94 + 1,200 − 3,000 − 2,000
    expect(q.amountFinanced).toBe(29513.94);
    expect(q.apr).toBe(6.49);
    expect(q.monthlyPayment).toBe(577.34);
    // 59 × 577.34 = 34,063.06; the balance left with its interest is 577.02
    expect(q.finalPayment).toBe(577.02);
    expect(q.totalOfPayments).toBe(34640.08);
    expect(q.financeCharge).toBe(5126.14);
  });

  it('finances dealer accessories as part of the taxed selling price, to the cent', () => {
    const q = financeQuotes(quoteInput({ accessories: 638.25 })).find((x) => x.id === 'finance-201-60');
    if (!q) throw new Error('expected a Northstar 60-month quote');
    expect(q.breakdown.accessories).toBe(638.25);
    // FL 6 %: (31,000 + 999 doc fee + 638.25 accessories) × 6 % = 1,958.235
    expect(q.breakdown.salesTax).toBe(1958.24);
    // 31,000 + 999 + 325 + 1,958.24 + 638.25 − 2,000
    expect(q.amountFinanced).toBe(32920.49);
    expect(q.apr).toBe(6.49);
    expect(q.monthlyPayment).toBe(643.97);
    expect(q.finalPayment).toBe(644.18);
    expect(q.financeCharge).toBe(5717.92);
    expect(q.totalOfPayments).toBe(38638.41);
    v.parse(FinanceQuoteSchema, q);
    const without = financeQuotes(quoteInput()).find((x) => x.id === 'finance-201-60');
    expect(without?.breakdown.accessories).toBe(0);
    // The accessories and the 6 % tax on them: 638.25 + 38.30 (1,958.24 − 1,919.94).
    expect(q.amountFinanced).toBe(sumCents(without?.amountFinanced ?? 0, 638.25, 38.3));
  });

  it('adds negative trade equity (an upside-down trade) to the amount financed and credits no tax for it', () => {
    const even = financeQuotes(quoteInput())[0];
    const upsideDown = financeQuotes(quoteInput({ tradeEquity: -4000 }))[0];
    if (!even || !upsideDown) throw new Error('expected quotes');
    expect(upsideDown.breakdown.salesTax).toBe(even.breakdown.salesTax);
    expect(upsideDown.amountFinanced).toBe(sumCents(even.amountFinanced, 4000));
    expect(upsideDown.breakdown.tradeEquity).toBe(-4000);
  });

  it('raises a down payment below the lender minimum to the minimum (worst tier: 10 % of the price)', () => {
    const quotes = financeQuotes(quoteInput({ creditScore: 300, downPayment: 1000 }));
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      expect(q.creditTier).toBe('worst');
      expect(q.minimumDownPayment).toBe(3100);
      expect(q.downPayment).toBe(3100);
    }
  });

  it('keeps a down payment above the minimum and rounds it to whole dollars', () => {
    const quotes = financeQuotes(quoteInput({ creditScore: 610, downPayment: 2500.6 }));
    expect(quotes[0]?.minimumDownPayment).toBe(1550);
    expect(quotes[0]?.downPayment).toBe(2501);
  });

  it('offers 0 % APR from the captive on a new vehicle for excellent credit at 36 months, paid evenly', () => {
    const q = financeQuotes(quoteInput({ creditScore: 800 })).find((x) => x.id === 'finance-109-36');
    if (!q) throw new Error('expected the captive 36-month quote');
    expect(q.apr).toBe(0);
    expect(q.financeCharge).toBe(0);
    expect(q.totalOfPayments).toBe(q.amountFinanced);
    expect(q.monthlyPayment).toBe(amortizedPayment(q.amountFinanced, 0, 36));
  });

  it('gives no quotes for a vehicle older than 10 model years (the app then shows the cash deal)', () => {
    const old = { ...NEW_TOYOTA, stockType: 'USED' as const, year: 2015 };
    expect(financeQuotes(quoteInput({ vehicle: old }))).toEqual([]);
    expect(financeQuotes(quoteInput({ vehicle: { ...old, year: 2016 } })).length).toBeGreaterThan(0);
  });

  it('leaves used vehicles over 6 model years old to the banks', () => {
    const quotes = financeQuotes(quoteInput({ vehicle: { ...NEW_TOYOTA, stockType: 'USED', year: 2019 } }));
    expect(quotes.map((q) => q.id)).toEqual([
      'finance-201-36',
      'finance-202-36',
      'finance-203-36',
      'finance-201-48',
      'finance-202-48',
      'finance-203-48',
    ]);
  });

  it('orders quotes by term, captive first, then lender number, with deterministic ids', () => {
    const quotes = financeQuotes(quoteInput());
    expect(quotes.map((q) => q.id)).toEqual(
      [36, 48, 60, 72].flatMap((term) => ['109', '201', '202', '203'].map((n) => financeQuoteId(n, term))),
    );
    expect(financeQuotes(quoteInput())).toEqual(quotes);
  });

  it('gives no quotes when the down payment leaves less than the minimum amount financed', () => {
    const quotes = financeQuotes(
      quoteInput({ dealer: { docFee: 0, registrationFee: 0 }, tax: stateJurisdiction('OR') }),
    );
    const financed = quotes[0]?.amountFinanced ?? 0;
    const down = 2000 + financed - MINIMUM_AMOUNT_FINANCED;
    const atLimit = { dealer: { docFee: 0, registrationFee: 0 }, tax: stateJurisdiction('OR'), downPayment: down };
    expect(financeQuotes(quoteInput(atLimit))[0]?.amountFinanced).toBe(MINIMUM_AMOUNT_FINANCED);
    expect(financeQuotes(quoteInput({ ...atLimit, downPayment: down + 1 }))).toEqual([]);
  });

  it('charges captive lenders less than banks on new vehicles', () => {
    const quotes = financeQuotes(quoteInput({ creditScore: 680 })).filter((q) => q.term === 60);
    const [captive, ...banks] = quotes;
    for (const bank of banks) expect(captive?.apr).toBeLessThan(bank.apr);
  });

  it('returns quotes valid against FinanceQuoteSchema for every seeded vehicle, dealer state and tier', () => {
    const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const states = new Map(seed.dealers.map((d) => [d.id, d.stateCode]));
    let count = 0;
    for (const vehicle of seed.vehicles) {
      for (const creditScore of [300, 610, 640, 680, 720, 800]) {
        const input = quoteInput({
          vehicle: { ...vehicle, leaseEnabled: vehicle.options.leaseEnabled },
          dealer: { docFee: 499, registrationFee: 280 },
          tax: stateJurisdiction(states.get(vehicle.dealerId) ?? 'OR'),
          creditScore,
          tradeEquity: -1500,
          asOf: AS_OF,
        });
        for (const q of financeQuotes(input)) {
          v.parse(FinanceQuoteSchema, q);
          expect(q.downPayment).toBeGreaterThanOrEqual(q.minimumDownPayment);
          expect(sumCents(q.amountFinanced, q.financeCharge)).toBe(q.totalOfPayments);
          expect(q.financeCharge).toBeGreaterThanOrEqual(0);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(1000);
  });
});

describe('financeQuotes with an applied pre-approval', () => {
  const pre = { lenderNumber: '202', maxTerm: 60, maxAmount: 60000 };

  it("quotes only the pre-approving lender, at that lender's estimate for each term up to its maxTerm", () => {
    const all = financeQuotes(quoteInput());
    const quotes = financeQuotes(quoteInput({ preApproval: pre }));
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      expect(q.financier.lenderNumber).toBe('202');
      expect(q).toEqual(all.find((e) => e.id === q.id));
      expect(q.term).toBeLessThanOrEqual(60);
    }
    const terms = all.filter((q) => q.financier.lenderNumber === '202' && q.term <= 60).map((q) => q.term);
    expect(quotes.map((q) => q.term)).toEqual(terms);
  });

  it('quotes nothing when the amount financed exceeds the pre-approved maximum', () => {
    const amountFinanced = financeQuotes(quoteInput())[0]?.amountFinanced ?? 0;
    expect(financeQuotes(quoteInput({ preApproval: { ...pre, maxAmount: amountFinanced - 1 } }))).toEqual([]);
    expect(financeQuotes(quoteInput({ preApproval: { ...pre, maxAmount: amountFinanced } })).length).toBeGreaterThan(0);
  });

  it('quotes nothing from a lender that does not finance this vehicle (another make’s captive)', () => {
    expect(financeQuotes(quoteInput({ preApproval: { ...pre, lenderNumber: '101' } }))).toEqual([]);
  });

  it('changes nothing when null', () => {
    expect(financeQuotes(quoteInput({ preApproval: null }))).toEqual(financeQuotes(quoteInput()));
  });
});

describe('financeQuotes with a chosen approved offer', () => {
  const amountFinanced = financeQuotes(quoteInput())[0]?.amountFinanced ?? 0;
  const chosen = { lenderNumber: '201', apr: 4.99, term: 60, amountFinanced };

  it('quotes that lender only, on that term, at the approved APR', () => {
    const quotes = financeQuotes(quoteInput({ chosenOffer: chosen }));
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({
      id: 'finance-201-60',
      financier: { lenderNumber: '201' },
      term: 60,
      apr: 4.99,
      amountFinanced,
      monthlyPayment: amortizedPayment(amountFinanced, 4.99, 60),
    });
  });

  it('wins over an applied pre-approval', () => {
    const pre = { lenderNumber: '202', apr: 7.24, maxTerm: 60, maxAmount: 60000 };
    expect(financeQuotes(quoteInput({ chosenOffer: chosen, preApproval: pre }))).toEqual(
      financeQuotes(quoteInput({ chosenOffer: chosen })),
    );
  });

  it('does not apply to another amount financed: the deal is priced as if none was chosen', () => {
    const other = { ...chosen, amountFinanced: amountFinanced + 500 };
    expect(financeQuotes(quoteInput({ chosenOffer: other }))).toEqual(financeQuotes(quoteInput()));
  });
});

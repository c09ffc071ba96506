import { describe, expect, it } from 'vitest';
import type { Employment, LenderDecision, Residence } from '../../../../src/contract/finance.ts';
import { amortizedPayment, aprFor, ALL_LENDERS, type EngineVehicle } from '../engine/index.ts';
import {
  amountToFinance,
  decideApplication,
  householdOf,
  maxTermFor,
  orderDecisions,
  pickTerm,
  type DecisionInput,
} from './decisions.ts';

const ASOF = new Date('2026-12-01T15:00:00.000Z');
const CAMRY: EngineVehicle = {
  make: 'Toyota',
  year: 2026,
  stockType: 'NEW',
  salePrice: 32_500,
  msrp: 34_000,
  leaseEnabled: true,
};
const RESIDENCE: Residence = {
  address: { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  housingStatus: 'RENT',
  monthlyHousingPayment: 1500,
  yearsAtAddress: 3,
  monthsAtAddress: 2,
};
const EMPLOYMENT: Employment = {
  status: 'EMPLOYED',
  employer: 'Acme',
  title: 'Engineer',
  yearsAtJob: 4,
  monthsAtJob: 0,
  grossAnnualIncome: 85_000,
  otherAnnualIncome: 0,
  otherIncomeSource: '',
};
const lender = (n: string) => ALL_LENDERS.find((l) => l.lenderNumber === n)!;

function decide(over: Partial<DecisionInput> = {}, person = { residence: RESIDENCE, employment: EMPLOYMENT }) {
  const tier = over.tier ?? 'excellent';
  return decideApplication({
    tier,
    amountFinanced: 35_000,
    requestedTerm: null,
    vehicle: CAMRY,
    asOf: ASOF,
    household: householdOf(tier, person, null),
    ...over,
  });
}
const summary = (ds: LenderDecision[]) =>
  ds.map((d) => `${d.lenderNumber} ${d.decision === 'APPROVED' ? `${String(d.term)}mo` : d.reason}`);

describe('the sandbox lenders decide on the deal’s credit tier', () => {
  it('excellent credit: the make’s captive and the three banks approve, at the engine’s APRs, with the payment for the amount', () => {
    const ds = decide();
    expect(summary(ds)).toEqual(['109 72mo', '201 72mo', '202 72mo', '203 72mo']);
    for (const d of ds) {
      if (d.decision !== 'APPROVED') throw new Error('expected approvals');
      expect(d.apr).toBe(aprFor(lender(d.lenderNumber), 'excellent', 'NEW', 72, 35_000));
      expect(d.monthlyPayment).toBe(amortizedPayment(35_000, d.apr, 72));
      expect(d.maxAmountFinanced).toBeGreaterThanOrEqual(35_000);
      expect(d.maxAmountFinanced % 100).toBe(0);
      expect(d.conditions).toEqual(['PROOF_OF_INSURANCE']);
    }
  });

  it('fair credit: Summit Credit Union (good and better only) declines for credit; proof of income is asked', () => {
    const ds = decide({ tier: 'fair' });
    expect(summary(ds)).toEqual(['109 72mo', '201 72mo', '202 CREDIT', '203 72mo']);
    expect(ds[0]).toMatchObject({ conditions: ['PROOF_OF_INSURANCE', 'PROOF_OF_INCOME'] });
  });

  it('poor and worst credit: only Lakeshore Bank lends, on shorter loans (60 and 48 months)', () => {
    expect(summary(decide({ tier: 'poor' }))).toEqual(['109 CREDIT', '201 CREDIT', '202 CREDIT', '203 60mo']);
    expect(summary(decide({ tier: 'worst' }))).toEqual(['109 CREDIT', '201 CREDIT', '202 CREDIT', '203 48mo']);
    expect([maxTermFor('worst'), maxTermFor('poor'), maxTermFor('fair'), maxTermFor('excellent')]).toEqual([
      48, 60, 72, 72,
    ]);
  });
});

describe('income, amount and vehicle', () => {
  it('INCOME: a payment the income cannot carry next to the housing payment', () => {
    const poorer = { residence: RESIDENCE, employment: { ...EMPLOYMENT, grossAnnualIncome: 30_000 } };
    // 30,000 / 12 = 2,500; 45 % of it is 1,125, less 1,500 of rent: nothing left for a car.
    expect(summary(decide({}, poorer))).toEqual(['109 INCOME', '201 INCOME', '202 INCOME', '203 INCOME']);
  });

  it('AMOUNT: more than a lender would finance, with the most it would', () => {
    const ds = decide({ amountFinanced: 80_000 });
    expect(summary(ds)).toEqual(['109 72mo', '201 AMOUNT', '202 AMOUNT', '203 AMOUNT']);
    expect(ds[1]).toEqual({
      lenderNumber: '201',
      lenderName: 'Northstar Bank',
      decision: 'DECLINED',
      reason: 'AMOUNT',
      maxAmountFinanced: 64_100,
    });
    expect(ds[3]).toMatchObject({ maxAmountFinanced: 75_000 });
  });

  it('VEHICLE: nobody finances a car over 10 model years; a captive finances its own make only, used up to 6 years', () => {
    const old = { ...CAMRY, make: 'Honda', year: 2013, stockType: 'USED' as const };
    expect(summary(decide({ vehicle: old }))).toEqual(['104 VEHICLE', '201 VEHICLE', '202 VEHICLE', '203 VEHICLE']);
    // Seven model years old: past the captive's certified window, and on the older cars' shorter terms.
    const used = { ...CAMRY, make: 'Honda', year: 2019, stockType: 'USED' as const };
    expect(summary(decide({ vehicle: used }))).toEqual(['104 VEHICLE', '201 48mo', '202 48mo', '203 48mo']);
  });

  it('NOTHING_TO_FINANCE under the smallest loan any lender writes', () => {
    expect(summary(decide({ amountFinanced: 500 }))).toEqual([
      '109 NOTHING_TO_FINANCE',
      '201 NOTHING_TO_FINANCE',
      '202 NOTHING_TO_FINANCE',
      '203 NOTHING_TO_FINANCE',
    ]);
  });

  it('keeps the deal’s term when offered, else the longest offered under it', () => {
    expect(summary(decide({ requestedTerm: 48 }))).toEqual(['109 48mo', '201 48mo', '202 48mo', '203 48mo']);
    expect(pickTerm([36, 48, 60, 72], 72)).toBe(72);
    expect(pickTerm([36, 48], 72)).toBe(48);
    expect(pickTerm([36, 48, 60], 40)).toBe(36);
    expect(pickTerm([36, 48, 60], 24)).toBe(36);
    expect(pickTerm([], 60)).toBeNull();
  });
});

describe('the household and the conditions', () => {
  it('adds the co-applicant’s income; one home pays its housing once, two homes twice', () => {
    const me = { residence: RESIDENCE, employment: EMPLOYMENT };
    const partner = { residence: RESIDENCE, employment: { ...EMPLOYMENT, grossAnnualIncome: 35_000 } };
    expect(householdOf('good', me, partner)).toMatchObject({ monthlyIncome: 10_000, monthlyHousing: 1500 });
    const elsewhere = {
      ...partner,
      residence: { ...RESIDENCE, address: { ...RESIDENCE.address, street1: '9 Elm St' }, monthlyHousingPayment: 900 },
    };
    expect(householdOf('good', me, elsewhere)).toMatchObject({ monthlyHousing: 2400 });
  });

  it('asks proof of income of the self-employed and of other income, residence under a year, employment under a year', () => {
    const self = { residence: RESIDENCE, employment: { ...EMPLOYMENT, status: 'SELF_EMPLOYED' as const } };
    expect(householdOf('excellent', self, null).conditions).toEqual(['PROOF_OF_INSURANCE', 'PROOF_OF_INCOME']);
    const newcomer = {
      residence: { ...RESIDENCE, yearsAtAddress: 0, monthsAtAddress: 11 },
      employment: { ...EMPLOYMENT, yearsAtJob: 0, monthsAtJob: 6, otherAnnualIncome: 4000, otherIncomeSource: 'Tips' },
    };
    expect(householdOf('excellent', newcomer, null).conditions).toEqual([
      'PROOF_OF_INSURANCE',
      'PROOF_OF_INCOME',
      'PROOF_OF_RESIDENCE',
      'EMPLOYMENT_VERIFICATION',
    ]);
    const retired = {
      residence: RESIDENCE,
      employment: { ...EMPLOYMENT, status: 'RETIRED' as const, yearsAtJob: null, monthsAtJob: null },
    };
    expect(householdOf('excellent', retired, null).conditions).toEqual(['PROOF_OF_INSURANCE']);
  });
});

describe('the finance options’ order', () => {
  it('approved first, the lowest monthly payment first; then the declines in the lenders’ order', () => {
    const ds = orderDecisions(decide({ tier: 'fair' }));
    expect(ds.map((d) => d.lenderNumber)).toEqual(['109', '201', '203', '202']);
    const approved = ds.filter((d) => d.decision === 'APPROVED').map((d) => d.monthlyPayment);
    expect(approved).toEqual([...approved].sort((a, b) => a - b));
  });
});

describe('the amount the lenders are asked to finance', () => {
  const finance = (amountFinanced: number, term: number) => ({ lease: false, term, amountFinanced });
  it('is the selected finance quote’s, with its term', () => {
    expect(
      amountToFinance({
        selected: finance(30_000, 60),
        latestFinance: finance(31_000, 72),
        cashPrice: 40_000,
        downPayment: 0,
        term: 48,
      }),
    ).toEqual({ amountFinanced: 30_000, term: 60 });
  });
  it('else the latest finance set’s (a lease deal, or no quote picked yet), with the shopper’s term', () => {
    expect(
      amountToFinance({
        selected: { lease: true, term: 36 },
        latestFinance: finance(31_000, 72),
        cashPrice: 40_000,
        downPayment: 0,
        term: 48,
      }),
    ).toEqual({ amountFinanced: 31_000, term: 48 });
  });
  it('else the cash price less the down payment, never below 0', () => {
    expect(
      amountToFinance({ selected: null, latestFinance: null, cashPrice: 35_123.45, downPayment: 5000, term: null }),
    ).toEqual({
      amountFinanced: 30_123.45,
      term: null,
    });
    expect(
      amountToFinance({ selected: null, latestFinance: null, cashPrice: 3000, downPayment: 5000, term: null }),
    ).toEqual({
      amountFinanced: 0,
      term: null,
    });
  });
});

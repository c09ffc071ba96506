import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CashDeal, CreditTier, FinanceQuote, LeaseQuote, PriceBreakdown } from '../../../../src/contract/deal.ts';
import * as engine from './index.ts';
import type { EngineVehicle, Lender, QuoteInput, StateTax } from './index.ts';

// The HTTP routes call the engine through exactly these signatures.
describe('the engine interface', () => {
  it('exports the agreed functions with the agreed signatures', () => {
    expectTypeOf(engine.creditTierFor).toEqualTypeOf<(score: number) => CreditTier>();
    expectTypeOf(engine.lendersFor).toEqualTypeOf<(make: string) => Lender[]>();
    expectTypeOf(engine.amortizedPayment).toEqualTypeOf<
      (principal: number, aprPercent: number, termMonths: number) => number
    >();
    expectTypeOf(engine.leasePayment).parameter(0).toEqualTypeOf<{
      adjustedCapCost: number;
      residualValue: number;
      moneyFactor: number;
      term: number;
    }>();
    expectTypeOf(engine.stateTax).toEqualTypeOf<(stateCode: string) => StateTax>();
    expectTypeOf(engine.financeTerms).toExtend<(v: EngineVehicle) => number[]>();
    expectTypeOf(engine.leaseTerms).toEqualTypeOf<(v: EngineVehicle) => number[]>();
    expectTypeOf(engine.financeQuotes).toEqualTypeOf<(i: QuoteInput) => FinanceQuote[]>();
    expectTypeOf(engine.leaseQuotes).toEqualTypeOf<(i: QuoteInput & { mileage: number }) => LeaseQuote[]>();
    expectTypeOf(engine.cashDeal).toEqualTypeOf<(i: Omit<QuoteInput, 'downPayment' | 'creditScore'>) => CashDeal>();
    expectTypeOf(engine.priceBreakdown).toEqualTypeOf<
      (i: QuoteInput, kind: 'finance' | 'lease' | 'cash') => PriceBreakdown
    >();
    expectTypeOf(engine.residualPercent).toEqualTypeOf<
      (term: number, yearlyMiles: number, v: EngineVehicle) => number
    >();
    expectTypeOf(engine.manufacturerRebate).toEqualTypeOf<
      (v: EngineVehicle & { fuelType: string; model: string }) => number
    >();
    for (const name of [
      'creditTierFor',
      'lendersFor',
      'amortizedPayment',
      'leasePayment',
      'stateTax',
      'manufacturerRebate',
      'financeTerms',
      'leaseTerms',
      'financeQuotes',
      'leaseQuotes',
      'cashDeal',
      'priceBreakdown',
      'residualPercent',
    ])
      expect(typeof (engine as Record<string, unknown>)[name]).toBe('function');
  });
});

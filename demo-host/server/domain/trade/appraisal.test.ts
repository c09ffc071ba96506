import { describe, expect, it } from 'vitest';
import { FEATURES, type TradeAnswers } from '../../../../src/contract/trade.ts';
import { WMI_BY_MAKE } from '../vin.ts';
import {
  ageOf,
  appraiseTrade,
  baseValue,
  FEATURE_VALUES,
  historyPercent,
  mileagePercent,
  MINIMUM_OFFER,
  noOfferReason,
  RETENTION_PERCENT,
  vehicleNameOf,
  type AppraisalInput,
} from './appraisal.ts';
import { BOUGHT_MAKES, boughtMake, modelsOf, priceClassOf } from './catalog.ts';

/** SEED_BASE_DATE, midday UTC: the day of the README's worked examples. */
const ASOF = new Date('2026-11-16T12:00:00Z');

const input = (over: Partial<AppraisalInput> = {}): AppraisalInput => ({
  year: 2020,
  make: 'Toyota',
  model: 'RAV4',
  mileage: 72_000,
  features: [],
  owners: 1,
  accidents: 'NONE',
  condition: 'GOOD',
  titleStatus: 'CLEAN',
  ...over,
});

describe('worked examples (engine/README.md "Trade-in appraisal")', () => {
  it('1. the demo trade: a 2018 Honda Civic EX in excellent shape, under the average miles → $14,500', () => {
    const outcome = appraiseTrade(
      input({
        year: 2018,
        make: 'Honda',
        model: 'Civic',
        mileage: 72_179,
        features: ['SUNROOF', 'HEATED_SEATS', 'DRIVER_ASSISTANCE'],
        condition: 'EXCELLENT',
      }),
      ASOF,
    );
    expect(outcome).toEqual({
      status: 'OFFER',
      offer: 14_500,
      breakdown: {
        baseValue: 11_340, // 27,000 × 42 %
        mileageAdjustment: 2_026, // 23,821 mi under 96,000 → +17.86575 %
        conditionAdjustment: 567, // +5 %
        historyAdjustment: 0,
        featuresAdjustment: 567, // 2 + 1 + 2 %
      },
      expiresAt: '2026-11-23T12:00:00.000Z',
    });
  });

  it('2. a 2020 Toyota RAV4 XLE with miles over, a second owner and an accident → $12,554', () => {
    const outcome = appraiseTrade(
      input({ mileage: 88_000, features: ['ALL_WHEEL_DRIVE', 'NAVIGATION'], owners: 2, accidents: 'ONE' }),
      ASOF,
    );
    expect(outcome).toEqual({
      status: 'OFFER',
      offer: 12_554,
      breakdown: {
        baseValue: 15_980, // 34,000 × 47 %
        mileageAdjustment: -2_557, // 16,000 mi over 72,000 → −16 %
        conditionAdjustment: 0,
        historyAdjustment: -1_758, // −3 % − 8 % = −11 %
        featuresAdjustment: 889, // 4 % (639.20) + $250
      },
      expiresAt: '2026-11-23T12:00:00.000Z',
    });
  });

  it('3. a worn 2016 Kia Rio with a rebuilt title falls below the floor → $500', () => {
    const outcome = appraiseTrade(
      input({
        year: 2016,
        make: 'Kia',
        model: 'Rio',
        mileage: 195_000,
        owners: 6,
        accidents: 'TWO_OR_MORE',
        condition: 'POOR',
        titleStatus: 'REBUILT',
      }),
      ASOF,
    );
    expect(outcome).toEqual({
      status: 'OFFER',
      offer: MINIMUM_OFFER,
      breakdown: {
        baseValue: 7_920, // 22,000 × 36 %
        mileageAdjustment: -3_960, // 75,000 mi over: −75 %, floored at −50 %
        conditionAdjustment: -1_980, // −25 %
        historyAdjustment: -4_752, // owners −12 % (floor), accidents −18 %, rebuilt −30 %
        featuresAdjustment: 0,
      },
      expiresAt: '2026-11-23T12:00:00.000Z',
    });
  });

  it('4. no offer, the first reason in order: make, age, miles, title', () => {
    expect(appraiseTrade(input({ make: 'Saab', model: '9-3', year: 2003, titleStatus: 'SALVAGE' }), ASOF)).toEqual({
      status: 'NO_OFFER',
      reason: 'MAKE_NOT_BOUGHT',
    });
    expect(noOfferReason(input({ year: 2005, mileage: 250_000 }), ASOF)).toBe('TOO_OLD');
    expect(noOfferReason(input({ mileage: 200_001, titleStatus: 'SALVAGE' }), ASOF)).toBe('TOO_MANY_MILES');
    expect(noOfferReason(input({ titleStatus: 'SALVAGE' }), ASOF)).toBe('SALVAGE_TITLE');
  });
});

describe('limits', () => {
  it('buys 20 model years back and 200,000 miles, not one more', () => {
    expect(noOfferReason(input({ year: 2006 }), ASOF)).toBeNull();
    expect(noOfferReason(input({ year: 2005 }), ASOF)).toBe('TOO_OLD');
    expect(noOfferReason(input({ mileage: 200_000 }), ASOF)).toBeNull();
    expect(noOfferReason(input({ mileage: 200_001 }), ASOF)).toBe('TOO_MANY_MILES');
  });

  it('counts age by the UTC year; next year’s models are new', () => {
    expect(ageOf(2027, ASOF)).toBe(0);
    expect(ageOf(2026, ASOF)).toBe(0);
    expect(ageOf(2018, ASOF)).toBe(8);
    expect(ageOf(2026, new Date('2027-01-01T00:00:00Z'))).toBe(1);
  });

  it('keeps retention falling year by year, one entry per age up to the limit', () => {
    expect(RETENTION_PERCENT).toHaveLength(21);
    for (let i = 1; i < RETENTION_PERCENT.length; i++) {
      expect(RETENTION_PERCENT[i]).toBeLessThan(RETENTION_PERCENT[i - 1] as number);
    }
  });
});

describe('base value', () => {
  it('is the class price × retention, whole dollars', () => {
    expect(baseValue({ year: 2026, make: 'Ford', model: 'F-150' }, ASOF)).toBe(44_000); // 55,000 × 80 %
    expect(baseValue({ year: 2006, make: 'Honda', model: 'Civic' }, ASOF)).toBe(2_970); // 27,000 × 11 %
  });

  it('matches makes and models whatever their case and punctuation', () => {
    expect(baseValue({ year: 2020, make: 'mercedes benz', model: 'c class' }, ASOF)).toBe(
      baseValue({ year: 2020, make: 'Mercedes-Benz', model: 'C-Class' }, ASOF),
    );
    expect(priceClassOf('HONDA', 'cr v')).toBe('COMPACT_SUV');
  });

  it('values a model the program does not list at its make’s fallback class', () => {
    expect(priceClassOf('Jeep', 'Wrangler Unlimited')).toBe('MIDSIZE_SUV');
    expect(priceClassOf('Saab', '9-3')).toBeNull();
  });
});

describe('adjustments', () => {
  it('measures miles against 12,000 a year, at least one year', () => {
    expect(mileagePercent(12_000, 0)).toBe(0);
    expect(mileagePercent(24_000, 1)).toBe(-12);
    expect(mileagePercent(0, 1)).toBe(9);
    expect(mileagePercent(0, 10)).toBe(20); // capped
    expect(mileagePercent(199_000, 2)).toBe(-50); // floored
  });

  it('adds history up: owners past the first (floored), accidents, a rebuilt title', () => {
    expect(historyPercent({ owners: 1, accidents: 'NONE', titleStatus: 'CLEAN' })).toBe(0);
    expect(historyPercent({ owners: 3, accidents: 'ONE', titleStatus: 'CLEAN' })).toBe(-14);
    expect(historyPercent({ owners: 20, accidents: 'TWO_OR_MORE', titleStatus: 'REBUILT' })).toBe(-60);
  });

  it('values every feature of the contract, each once', () => {
    expect(Object.keys(FEATURE_VALUES).sort()).toEqual([...FEATURES].sort());
    const once = appraiseTrade(input({ features: ['NAVIGATION'] }), ASOF);
    const twice = appraiseTrade(input({ features: ['NAVIGATION', 'NAVIGATION'] }), ASOF);
    expect(once).toEqual(twice);
    expect(once.status === 'OFFER' && once.breakdown.featuresAdjustment).toBe(250);
  });

  it('is deterministic and adds up: offer = the sum of the breakdown when above the floor', () => {
    const a = appraiseTrade(input({ features: [...FEATURES], condition: 'FAIR', owners: 2 }), ASOF);
    expect(appraiseTrade(input({ features: [...FEATURES], condition: 'FAIR', owners: 2 }), ASOF)).toEqual(a);
    if (a.status !== 'OFFER') throw new Error('expected an offer');
    const b = a.breakdown;
    expect(a.offer).toBe(
      b.baseValue + b.mileageAdjustment + b.conditionAdjustment + b.historyAdjustment + b.featuresAdjustment,
    );
    for (const amount of Object.values(b)) expect(Number.isInteger(amount)).toBe(true);
  });
});

describe('the program’s catalogue', () => {
  it('buys only makes whose VINs decode (vin.ts WMI_BY_MAKE spells them the same)', () => {
    for (const make of Object.keys(BOUGHT_MAKES)) expect(WMI_BY_MAKE[make], make).toBeDefined();
  });

  it('knows the models of every make the sandbox stocks', () => {
    for (const [make, model] of [
      ['BMW', 'X5'],
      ['Toyota', 'GR86'],
      ['Nissan', 'Ariya'],
      ['Ford', 'Mustang Mach-E'],
      ['Chevrolet', 'Equinox EV'],
      ['Volvo', 'V60 Cross Country'],
      ['Kia', 'Carnival'],
    ] as const) {
      expect(modelsOf(make), make).toContain(model);
    }
    expect(modelsOf('Saab')).toEqual([]);
    expect(boughtMake('toyota')).toBe('Toyota');
  });
});

describe('vehicleNameOf', () => {
  it('is year, make, model and trim', () => {
    const answers: Pick<TradeAnswers, 'year' | 'make' | 'model' | 'trim'> = {
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      trim: 'EX',
    };
    expect(vehicleNameOf(answers)).toBe('2018 Honda Civic EX');
  });
});

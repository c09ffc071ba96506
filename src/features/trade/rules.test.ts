import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import { PLATE_NOT_FOUND, VIN_MESSAGES, VIN_NOT_DECODED, type VinDecode } from '../../contract/trade.ts';
import { trade as en } from '../../lib/i18n/en/trade.ts';
import {
  ENTRY_RULES,
  HISTORY_RULES,
  firstMissingStep,
  infoFromDecode,
  INFO_RULES,
  isNegativeEquity,
  lookupKey,
  netCashOffer,
  normalizePlate,
  parseDollars,
  parseWholeNumber,
  PAYOFF_RULES,
  signedDollars,
  tradeAnswers,
  tradeFlowHref,
  tradeReturnTarget,
  valuesFromAnswers,
  vehicleLabel,
  vinProblemWhileTyping,
} from './rules.ts';
import { VIN_PROBLEM_KEYS } from './rules.ts';
import type { Rule } from '../../lib/forms/rules.ts';
import { redirectTarget, withRedirect } from '../auth/rules.ts';

const firstError = (rules: readonly Rule[], value: string, values: Record<string, string> = {}) => {
  for (const rule of rules) {
    const verdict = rule(value, values);
    if (verdict) return verdict.key;
  }
  return null;
};

describe('vinProblemWhileTyping and the VIN messages', () => {
  it('while typing, waits for all 17 characters before the length and the check digit', () => {
    expect(vinProblemWhileTyping('1HGCM8')).toBeNull();
    expect(vinProblemWhileTyping('1HGCMO')).toBe('letters');
    expect(vinProblemWhileTyping('1HGC#')).toBe('characters');
    expect(vinProblemWhileTyping('1HGCM82643A004352')).toBe('checkDigit');
    expect(vinProblemWhileTyping('1HGCM82633A0043521')).toBe('length');
  });

  it('speaks with the contract’s messages', () => {
    for (const [problem, key] of Object.entries(VIN_PROBLEM_KEYS)) {
      expect(en[key]).toBe(VIN_MESSAGES[problem as keyof typeof VIN_MESSAGES]);
    }
    expect(en['trade.vin.notFound']).toBe(VIN_NOT_DECODED);
    expect(en['trade.plate.notFound']).toBe(PLATE_NOT_FOUND);
  });
});

describe('ENTRY_RULES (a VIN, or a plate and state)', () => {
  const vinMode = { method: 'vin', vin: '', plate: '', state: '' };
  const plateMode = { ...vinMode, method: 'plate' };

  it('asks for the VIN only when looking up by VIN', () => {
    expect(firstError(ENTRY_RULES.vin, '', vinMode)).toBe('forms.required');
    expect(firstError(ENTRY_RULES.vin, '1HGCM82643A004352', vinMode)).toBe('trade.vin.checkDigit');
    expect(firstError(ENTRY_RULES.vin, '', plateMode)).toBeNull();
    expect(firstError(ENTRY_RULES.plate, '', vinMode)).toBeNull();
  });

  it('asks for a plate of 2 to 8 letters and digits and its state when looking up by plate', () => {
    expect(firstError(ENTRY_RULES.plate, '', plateMode)).toBe('forms.required');
    expect(firstError(ENTRY_RULES.plate, 'A', plateMode)).toBe('trade.plate.invalid');
    expect(firstError(ENTRY_RULES.plate, 'abc-123', plateMode)).toBeNull();
    expect(firstError(ENTRY_RULES.plate, 'ABCDE12345', plateMode)).toBe('trade.plate.invalid');
    expect(firstError(ENTRY_RULES.state, '', plateMode)).toBe('forms.required');
    expect(normalizePlate(' abc-123 ')).toBe('ABC123');
  });

  it('keys a look-up by what it was made with', () => {
    expect(lookupKey({ ...vinMode, vin: '1hgcm82633a004352' })).toBe('vin:1HGCM82633A004352');
    expect(lookupKey({ ...plateMode, plate: 'abc 123', state: 'OR' })).toBe('plate:OR:ABC123');
  });
});

describe('INFO_RULES', () => {
  it('wants a whole mileage up to 500,000, commas allowed', () => {
    expect(firstError(INFO_RULES.mileage, '')).toBe('forms.required');
    expect(firstError(INFO_RULES.mileage, '42,000')).toBeNull();
    expect(firstError(INFO_RULES.mileage, '42000.5')).toBe('trade.mileage.invalid');
    expect(firstError(INFO_RULES.mileage, '-3')).toBe('trade.mileage.invalid');
    expect(firstError(INFO_RULES.mileage, '500001')).toBe('trade.mileage.max');
    expect(parseWholeNumber('42,000')).toBe(42000);
  });

  it('wants a 5-digit ZIP code, a model and a trim', () => {
    expect(firstError(INFO_RULES.zipCode, '9720')).toBe('forms.digits');
    expect(firstError(INFO_RULES.zipCode, '97202')).toBeNull();
    expect(firstError(INFO_RULES.model, ' ')).toBe('forms.required');
    expect(firstError(INFO_RULES.trim, '')).toBe('forms.required');
  });
});

describe('infoFromDecode', () => {
  const decode = (over: Partial<VinDecode>): VinDecode => ({
    vin: '1HGCM82633A004352',
    year: 2003,
    make: 'Honda',
    model: 'Accord',
    models: ['Accord'],
    trims: ['EX'],
    ...over,
  });
  it('takes the model and a trim the VIN fixes; leaves a choice to the shopper', () => {
    expect(infoFromDecode(decode({}))).toEqual({ model: 'Accord', trim: 'EX' });
    expect(infoFromDecode(decode({ model: null, models: ['Accord', 'Civic'], trims: ['LX', 'EX'] }))).toEqual({
      model: '',
      trim: '',
    });
  });
});

describe('HISTORY_RULES', () => {
  it('asks for the number of owners, and an answer to each question', () => {
    expect(firstError(HISTORY_RULES.owners, '')).toBe('forms.required');
    expect(firstError(HISTORY_RULES.owners, '2')).toBeNull();
    for (const rules of [HISTORY_RULES.accidents, HISTORY_RULES.condition, HISTORY_RULES.titleStatus]) {
      expect(firstError(rules, '')).toBe('trade.choose');
    }
    expect(firstError(HISTORY_RULES.owesMoney, 'no')).toBeNull();
  });
});

describe('PAYOFF_RULES', () => {
  it('wants a lender and a whole-dollar payoff from $1 to $250,000, written as on a statement', () => {
    expect(firstError(PAYOFF_RULES.lender, '')).toBe('forms.required');
    expect(firstError(PAYOFF_RULES.lender, 'x'.repeat(81))).toBe('forms.maxChar');
    expect(firstError(PAYOFF_RULES.payoff, '$12,500')).toBeNull();
    expect(parseDollars('$12,500')).toBe(12500);
    expect(firstError(PAYOFF_RULES.payoff, '12,500.50')).toBe('trade.payoff.invalid');
    expect(firstError(PAYOFF_RULES.payoff, '0')).toBe('trade.payoff.min');
    expect(firstError(PAYOFF_RULES.payoff, '250001')).toBe('trade.payoff.max');
  });
});

describe('netCashOffer', () => {
  it('is the offer less the payoff; below zero it is negative equity', () => {
    expect(netCashOffer(12_000, 9_500)).toBe(2_500);
    expect(isNegativeEquity(netCashOffer(12_000, 9_500))).toBe(false);
    expect(netCashOffer(10_000, 12_300)).toBe(-2_300);
    expect(isNegativeEquity(-2_300)).toBe(true);
    expect(isNegativeEquity(0)).toBe(false);
  });

  it('reads with its sign: −$2,300 (a minus sign), +$500, $0', () => {
    expect(signedDollars(-2_300, formatMoney)).toBe('−$2,300');
    expect(signedDollars(500, formatMoney)).toBe('+$500');
    expect(signedDollars(0.2, formatMoney)).toBe('$0');
  });
});

describe('firstMissingStep', () => {
  const all = { entry: true, info: true, features: true, history: true };
  it('sends a step reached without its predecessors to the first missing one', () => {
    expect(firstMissingStep({ ...all, entry: false, info: false }, 'history')).toBe('entry');
    expect(firstMissingStep({ ...all, info: false }, 'history')).toBe('info');
    expect(firstMissingStep({ ...all, features: false }, 'appraisal')).toBe('features');
    expect(firstMissingStep({ ...all, history: false }, 'appraisal')).toBe('history');
  });
  it('lets a step show when every one before it is complete, whatever comes after', () => {
    expect(firstMissingStep({ entry: true, info: false, features: false, history: false }, 'info')).toBeNull();
    expect(firstMissingStep({ entry: false, info: false, features: false, history: false }, 'entry')).toBeNull();
    expect(firstMissingStep(all, 'appraisal')).toBeNull();
  });
});

describe('tradeAnswers', () => {
  const decoded: VinDecode = {
    vin: '1HGCM82633A004352',
    year: 2003,
    make: 'Honda',
    model: null,
    models: ['Accord', 'Civic'],
    trims: ['LX', 'EX'],
  };
  const values = {
    info: { model: 'Accord', trim: 'EX', mileage: '142,000', zipCode: '97202' },
    features: ['SUNROOF' as const],
    history: {
      owners: '2',
      accidents: 'NONE' as const,
      condition: 'GOOD' as const,
      titleStatus: 'CLEAN' as const,
      owesMoney: 'yes' as const,
    },
  };

  it('builds the appraisal request from the decoded vehicle and the three steps', () => {
    expect(tradeAnswers({ decoded, ...values })).toEqual({
      vin: '1HGCM82633A004352',
      year: 2003,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX',
      mileage: 142000,
      zipCode: '97202',
      features: ['SUNROOF'],
      owners: 2,
      accidents: 'NONE',
      condition: 'GOOD',
      titleStatus: 'CLEAN',
      owesMoney: true,
    });
  });

  it('gives the form values back from saved answers', () => {
    const answers = tradeAnswers({ decoded, ...values });
    expect(valuesFromAnswers(answers)).toEqual({ ...values, info: { ...values.info, mileage: '142000' } });
  });

  it('names the vehicle as a shopper would', () => {
    expect(vehicleLabel({ year: 2003, make: 'Honda', model: 'Accord', trim: 'EX' })).toBe('2003 Honda Accord EX');
    expect(vehicleLabel({ year: 2003, make: 'Honda', model: null })).toBe('2003 Honda');
  });
});

describe('where the flow returns', () => {
  it('goes back to the deal it was opened from, named by its vehicle', () => {
    expect(tradeReturnTarget('?redirectPath=%2Fdeals%2Fd-42&vehicleId=v1010')).toEqual({
      path: '/deals/d-42',
      vehicleId: 'v1010',
    });
    expect(tradeReturnTarget('?redirectPath=%2Fno-profile%2Fdeals%2Fd-42')).toEqual({
      path: '/no-profile/deals/d-42',
      vehicleId: null,
    });
  });

  it('follows only a deal page the sign-in redirect rule allows; anything else ends at the garage', () => {
    for (const search of [
      '',
      '?redirectPath=%2Fgarage',
      '?redirectPath=https%3A%2F%2Fevil.test%2Fdeals%2Fd-42',
      '?redirectPath=%2F%2Fevil.test%2Fdeals%2Fd-42',
      '?redirectPath=%2Faccount%2Flogin',
    ]) {
      expect(tradeReturnTarget(search), search).toBeNull();
    }
    expect(tradeReturnTarget('?redirectPath=%2Fdeals%2Fd-42&vehicleId=%3Cb%3E')?.vehicleId).toBeNull();
  });

  it('keeps the way back on every page of the flow, and survives the sign-in round trip', () => {
    const back = { path: '/deals/d-42', vehicleId: 'v1010' };
    expect(tradeFlowHref('tradeInfo', back)).toBe('/trade/info?redirectPath=%2Fdeals%2Fd-42&vehicleId=v1010');
    expect(tradeFlowHref('tradeInfo', null)).toBe('/trade/info');
    const entry = tradeFlowHref('trade', back);
    const login = withRedirect('/account/login', entry);
    const afterSignIn = redirectTarget(login.slice(login.indexOf('?')));
    expect(afterSignIn).toBe(entry);
    expect(tradeReturnTarget(afterSignIn.slice(afterSignIn.indexOf('?')))).toEqual(back);
  });
});

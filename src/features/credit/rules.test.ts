import { describe, expect, it } from 'vitest';
import { t } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/credit.ts';
import { ruleMessage } from '../../lib/forms/index.ts';
import {
  CREDIT_TIER_RANGES,
  dateOfBirthRule,
  incomeRule,
  isSelfSelectOn,
  maskDateOfBirth,
  maskedDateOfBirth,
  otherAgency,
  parseDateOfBirth,
  parseIncome,
  selectedSelfTier,
  SELF_SELECT_TIERS,
  softPullBody,
  splitSoftPullErrors,
  tierRangeText,
} from './rules.ts';

describe('credit tiers (seed 000 §3)', () => {
  it('credit tiers (floor to ceiling): worst 0-599, poor 600-619, fair 620-659, good 660-699, great 700-739, excellent 740-850', () => {
    expect(CREDIT_TIER_RANGES.map((r) => `${r.tier} ${String(r.min)}-${String(r.max)}`)).toEqual([
      'worst 0-599',
      'poor 600-619',
      'fair 620-659',
      'good 660-699',
      'great 700-739',
      'excellent 740-850',
    ]);
    for (let i = 1; i < CREDIT_TIER_RANGES.length; i++) {
      expect(CREDIT_TIER_RANGES[i]!.min).toBe(CREDIT_TIER_RANGES[i - 1]!.max + 1);
    }
  });
  it('names each range with an en dash, best first for the shopper to pick from', () => {
    expect(tierRangeText('excellent')).toBe('740–850');
    expect(tierRangeText('great')).toBe('700–739');
    expect(SELF_SELECT_TIERS[0]!.tier).toBe('excellent');
    expect(SELF_SELECT_TIERS.at(-1)!.tier).toBe('worst');
  });
});

describe('the self-selected credit profile is on when the evaluator is CUSTOMER (seed 000 §6)', () => {
  it('the self-selected credit profile is on when the evaluator is CUSTOMER', () => {
    expect(isSelfSelectOn({ evaluator: 'CUSTOMER' })).toBe(true);
    expect(isSelfSelectOn({ evaluator: 'BUREAU' })).toBe(false);
    expect(isSelfSelectOn(null)).toBe(false);
  });
  it('shows the deal’s own tier when it was self-selected, else the shopper’s last choice', () => {
    expect(selectedSelfTier({ creditTier: 'good', creditSource: 'SELF_SELECTED' }, 'fair')).toBe('good');
    expect(selectedSelfTier({ creditTier: 'worst', creditSource: 'DEFAULT' }, 'fair')).toBe('fair');
    expect(selectedSelfTier({ creditTier: 'worst', creditSource: 'DEFAULT' }, null)).toBeNull();
  });
});

describe('agencies', () => {
  it('offers the other agency after a no-hit or a frozen file', () => {
    expect(otherAgency('TRANSUNION')).toBe('EXPERIAN');
    expect(otherAgency('EXPERIAN')).toBe('TRANSUNION');
  });
});

describe('the date format is MM/DD/YYYY (seed 000 §9)', () => {
  const rule = dateOfBirthRule(() => new Date(2026, 10, 23));
  const message = (value: string) => {
    const verdict = rule(value, {});
    return verdict ? ruleMessage(verdict, 'credit.field.dateOfBirth') : null;
  };
  it('masks the date of birth as MM/DD/YYYY while typing', () => {
    expect(maskDateOfBirth('0')).toBe('0');
    expect(maskDateOfBirth('041')).toBe('04/1');
    expect(maskDateOfBirth('04121990')).toBe('04/12/1990');
    expect(maskDateOfBirth('04/12/19901')).toBe('04/12/1990');
    expect(maskDateOfBirth('a4-12')).toBe('41/2');
  });
  it('reads MM/DD/YYYY as a real calendar date only', () => {
    expect(parseDateOfBirth('04/12/1990')).toBe('1990-04-12');
    expect(parseDateOfBirth('02/29/2000')).toBe('2000-02-29');
    expect(parseDateOfBirth('02/29/2001')).toBeNull();
    expect(parseDateOfBirth('13/01/1990')).toBeNull();
    expect(parseDateOfBirth('1990-04-12')).toBeNull();
  });
  it('asks for a real date of a borrower 18 or older', () => {
    expect(message('')).toBeNull();
    expect(message('04/12/1990')).toBeNull();
    expect(message('11/23/2008')).toBeNull(); // 18 today
    expect(message('11/24/2008')).toBe('You must be 18 or older to pre-qualify');
    expect(message('02/30/1990')).toBe('Enter your date of birth as MM/DD/YYYY');
    expect(message('01/01/1800')).toBe('Enter your date of birth as MM/DD/YYYY');
    expect(message('01/01/2030')).toBe('Enter your date of birth as MM/DD/YYYY');
  });
  it('shows only the year of the date of birth on the review', () => {
    expect(maskedDateOfBirth('04/12/1990')).toBe('••/••/1990');
    expect(maskedDateOfBirth('')).toBe('••/••/••••');
  });
});

describe('yearly income in dollars', () => {
  it('reads whole dollars with or without $ and commas', () => {
    expect(parseIncome('85000')).toBe(85000);
    expect(parseIncome('$85,000')).toBe(85000);
    expect(parseIncome('85,000.50')).toBeNull();
    expect(parseIncome('-5')).toBeNull();
  });
  it('says what is wrong with an income', () => {
    const msg = (value: string) => {
      const verdict = incomeRule(value, {});
      return verdict ? t(verdict.key, verdict.params) : null;
    };
    expect(msg('$85,000')).toBeNull();
    expect(msg('lots')).toBe('Enter your yearly income in whole dollars');
    expect(msg('10000001')).toBe('Enter your yearly income in dollars');
  });
});

describe('POST /soft-pull', () => {
  it('sends the form as the contract asks: ISO date, whole dollars, the verified address', () => {
    const body = softPullBody(
      { firstName: ' Ana ', lastName: 'Great', dateOfBirth: '04/12/1990', annualIncome: '$85,000', agency: 'EXPERIAN' },
      { address: '1 Main St', address2: '', city: 'Portland', stateCode: 'or', zipCode: '97202' },
      { version: '2026-12-01', locale: 'es', accepted: true },
    );
    expect(body).toEqual({
      firstName: 'Ana',
      lastName: 'Great',
      address: { street1: '1 Main St', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' },
      dateOfBirth: '1990-04-12',
      annualIncome: 85000,
      agency: 'EXPERIAN',
      consent: { version: '2026-12-01', locale: 'es', accepted: true },
    });
  });
  it('puts a 400’s field errors on the fields that show them', () => {
    expect(
      splitSoftPullErrors([
        { field: 'dateOfBirth', message: 'Too young' },
        { field: 'address.zipCode', message: 'Zip Code must be 5 digits' },
        { field: 'address.state', message: 'State is invalid' },
        { field: 'consent.version', message: 'Unknown version' },
      ]),
    ).toEqual({
      details: [{ field: 'dateOfBirth', message: 'Too young' }],
      address: [
        { field: 'zipCode', message: 'Zip Code must be 5 digits' },
        { field: 'stateCode', message: 'State is invalid' },
      ],
      other: [{ field: 'consent.version', message: 'Unknown version' }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import '../../lib/i18n/parts/finance.ts';
import { ruleMessage, type Rule } from '../../lib/forms/index.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { emptyApplication, EMPLOYMENT, IDENTITY, RESIDENCE } from './test-fixtures.ts';
import {
  dateOfBirthRule,
  employmentBody,
  identityBody,
  identityValues,
  isStepOpen,
  maskedSsn,
  maskedTypedSsn,
  maskSsnInput,
  nextStep,
  parseWholeDollars,
  previousStep,
  requiredUnlessOnFile,
  requiredWhenWorking,
  requiredWithOtherIncome,
  residenceBody,
  resumeStep,
  routeFieldErrors,
  ssnRule,
  stepNumber,
  whenWorking,
  wholeDollarsRule,
} from './rules.ts';

const message = (
  rule: Rule,
  value: string | boolean,
  label: MessageKey,
  values: Record<string, string | boolean> = {},
) => {
  const verdict = rule(value, values);
  return verdict ? ruleMessage(verdict, label) : null;
};

const identity = IDENTITY;
const residence = RESIDENCE;
const employment = EMPLOYMENT;
const empty = emptyApplication('d-1');
const saved = { ...identity, dateOfBirthOnFile: true, ssnLastFour: '6789' };

describe('resumeStep: a half-finished application resumes at the first step not yet saved', () => {
  it('goes through identity, residence, employment, co-applicant, then the review', () => {
    expect(resumeStep(empty)).toBe('identity');
    expect(resumeStep({ ...empty, applicant: { ...saved, ssnLastFour: null } })).toBe('identity');
    expect(resumeStep({ ...empty, applicant: saved })).toBe('residence');
    expect(resumeStep({ ...empty, applicant: saved, residence })).toBe('employment');
    expect(resumeStep({ ...empty, applicant: saved, residence, employment })).toBe('coApplicant');
    expect(resumeStep({ ...empty, applicant: saved, residence, employment, hasCoApplicant: false })).toBe('review');
  });
  it('isStepOpen: opens the steps up to the resume step only', () => {
    const app = { ...empty, applicant: saved, residence };
    expect(isStepOpen(app, 'identity')).toBe(true);
    expect(isStepOpen(app, 'employment')).toBe(true);
    expect(isStepOpen(app, 'coApplicant')).toBe(false);
    expect(isStepOpen(app, 'review')).toBe(false);
  });
  it('numbers the five steps and moves between them', () => {
    expect([stepNumber('identity'), stepNumber('review')]).toEqual([1, 5]);
    expect([nextStep('coApplicant'), nextStep('review'), previousStep('residence'), previousStep('identity')]).toEqual([
      'review',
      'review',
      'identity',
      'identity',
    ]);
  });
});

describe('the SSN is masked on screen', () => {
  it('maskedSsn: only •••-••-1234 is ever shown', () => {
    expect(maskedSsn('1234')).toBe('•••-••-1234');
  });
  it('maskedTypedSsn: a typed number shows its last four once complete, a dot per digit before', () => {
    expect(maskedTypedSsn('123-45-6789')).toBe('•••-••-6789');
    expect(maskedTypedSsn('12345')).toBe('•••••');
    expect(maskedTypedSsn('')).toBe('');
  });
  it('maskSsnInput: digits only, as ###-##-####', () => {
    expect(maskSsnInput('123')).toBe('123');
    expect(maskSsnInput('1234')).toBe('123-4');
    expect(maskSsnInput('123456789')).toBe('123-45-6789');
    expect(maskSsnInput('123-45-67890')).toBe('123-45-6789');
    expect(maskSsnInput('a1b2')).toBe('12');
  });
  it('ssnRule: nine digits as the SSA issues them', () => {
    const check = (value: string) => message(ssnRule, value, 'finance.field.ssn');
    expect(check('')).toBeNull();
    expect(check('123-45-6789')).toBeNull();
    expect(check('123456789')).toBeNull();
    for (const bad of ['12345678', '000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000', 'abc']) {
      expect(check(bad), bad).toBe('Enter a valid 9 digit Social Security Number');
    }
  });
  it('requiredUnlessOnFile: empty keeps the one on file, else "{field} is required"', () => {
    const rule = requiredUnlessOnFile('ssnOnFile');
    expect(message(rule, '', 'finance.field.ssn', { ssnOnFile: true })).toBeNull();
    expect(message(rule, '', 'finance.field.ssn', { ssnOnFile: false })).toBe('Social Security Number is required');
    expect(message(rule, '123456789', 'finance.field.ssn', { ssnOnFile: false })).toBeNull();
  });
});

describe('the date of birth is MM/DD/YYYY (seed 000 §9), 18 or older', () => {
  const rule = dateOfBirthRule(() => new Date(2026, 11, 1));
  it('dateOfBirthRule', () => {
    expect(message(rule, '03/14/1979', 'finance.field.dateOfBirth')).toBeNull();
    expect(message(rule, '12/01/2008', 'finance.field.dateOfBirth')).toBeNull();
    expect(message(rule, '12/02/2008', 'finance.field.dateOfBirth')).toBe('You must be 18 or older to apply');
    expect(message(rule, '02/30/1990', 'finance.field.dateOfBirth')).toBe('Enter your date of birth as MM/DD/YYYY');
  });
});

describe('amounts are bounded whole dollars', () => {
  it('parseWholeDollars', () => {
    expect(parseWholeDollars('$1,500')).toBe(1500);
    expect(parseWholeDollars(' 85000 ')).toBe(85_000);
    expect(parseWholeDollars('1500.50')).toBeNull();
    expect(parseWholeDollars('-5')).toBeNull();
  });
  it('wholeDollarsRule', () => {
    const rule = wholeDollarsRule(100_000);
    expect(message(rule, '', 'finance.field.monthlyHousingPayment')).toBeNull();
    expect(message(rule, '$1,500', 'finance.field.monthlyHousingPayment')).toBeNull();
    expect(message(rule, '1500.50', 'finance.field.monthlyHousingPayment')).toBe(
      'Monthly Rent or Mortgage ($) must be a whole dollar amount',
    );
    expect(message(rule, '100001', 'finance.field.monthlyHousingPayment')).toBe(
      'must be less than or equal to 100,000',
    );
  });
});

describe('employment', () => {
  it('requiredWhenWorking: employer, title and time there for the employed and the self-employed only', () => {
    expect(message(requiredWhenWorking, '', 'finance.field.employer', { status: 'EMPLOYED' })).toBe(
      'Employer is required',
    );
    expect(message(requiredWhenWorking, '', 'finance.field.employer', { status: 'SELF_EMPLOYED' })).toBe(
      'Employer is required',
    );
    expect(message(requiredWhenWorking, '', 'finance.field.employer', { status: 'RETIRED' })).toBeNull();
    expect(message(requiredWhenWorking, '', 'finance.field.employer', { status: '' })).toBeNull();
  });
  it('whenWorking: a hidden field’s leftovers never block the step', () => {
    const rule = whenWorking(() => ({ key: 'forms.integer', params: {} }));
    expect(message(rule, 'x', 'finance.field.yearsAtJob', { status: 'STUDENT' })).toBeNull();
    expect(message(rule, 'x', 'finance.field.yearsAtJob', { status: 'EMPLOYED' })).toBe(
      'Years at This Job must be an integer',
    );
  });
  it('requiredWithOtherIncome: the source of other income when there is some', () => {
    expect(
      message(requiredWithOtherIncome, '', 'finance.field.otherIncomeSource', { otherAnnualIncome: '' }),
    ).toBeNull();
    expect(
      message(requiredWithOtherIncome, '', 'finance.field.otherIncomeSource', { otherAnnualIncome: '0' }),
    ).toBeNull();
    expect(
      message(requiredWithOtherIncome, '', 'finance.field.otherIncomeSource', { otherAnnualIncome: '1,200' }),
    ).toBe('Source of Other Income is required');
  });
});

describe('the request bodies from the forms, and back', () => {
  it('identityBody: an empty SSN or birth date keeps the one on file (null)', () => {
    const values = { ...identity, dateOfBirth: '', ssn: '' };
    expect(identityBody(values)).toEqual({ ...identity, dateOfBirth: null, ssn: null });
    expect(identityBody({ ...values, ssn: ' 123-45-6789 ', dateOfBirth: '03/14/1979' })).toMatchObject({
      ssn: '123-45-6789',
      dateOfBirth: '03/14/1979',
    });
  });
  it('residenceBody: the verified address and whole numbers', () => {
    expect(
      residenceBody(
        { address: '4017 SE Rural St', address2: '', city: 'Portland', stateCode: 'or', zipCode: '97202' },
        { housingStatus: 'RENT', monthlyHousingPayment: '$1,500', yearsAtAddress: '3', monthsAtAddress: '2' },
      ),
    ).toEqual(residence);
  });
  it('employmentBody: no employer, title or time for a status without one; no other income is 0', () => {
    const values = {
      status: 'RETIRED',
      employer: 'Old Co',
      title: 'Boss',
      yearsAtJob: '9',
      monthsAtJob: '1',
      grossAnnualIncome: '40,000',
      otherAnnualIncome: '',
      otherIncomeSource: 'ignored',
    };
    expect(employmentBody(values)).toEqual({
      status: 'RETIRED',
      employer: '',
      title: '',
      yearsAtJob: null,
      monthsAtJob: null,
      grossAnnualIncome: 40_000,
      otherAnnualIncome: 0,
      otherIncomeSource: '',
    });
    expect(
      employmentBody({ ...values, status: 'EMPLOYED', otherAnnualIncome: '1200', otherIncomeSource: 'Tips' }),
    ).toMatchObject({
      employer: 'Old Co',
      yearsAtJob: 9,
      otherAnnualIncome: 1200,
      otherIncomeSource: 'Tips',
    });
  });
  it('identityValues: a saved person comes back without their SSN or birth date, only "on file"', () => {
    expect(identityValues(saved)).toEqual({
      ...identity,
      phoneNumber: '(512) 555-0142',
      dateOfBirth: '',
      ssn: '',
      ssnOnFile: true,
      dateOfBirthOnFile: true,
    });
  });
});

describe('routeFieldErrors: a 400’s field errors go to the form that shows the field', () => {
  it('by person and part, renamed as the address form names its fields, with the steps they are on', () => {
    const routed = routeFieldErrors([
      { field: 'applicant.ssn', message: 'a' },
      { field: 'residence.address.zipCode', message: 'b' },
      { field: 'residence.housingStatus', message: 'c' },
      { field: 'coApplicant.applicant.ssn', message: 'd' },
      { field: 'coApplicant.employment.employer', message: 'e' },
      { field: 'employment', message: 'Complete the employment and income step' },
      { field: 'authorization.version', message: 'f' },
    ]);
    expect(routed.applicant).toEqual({
      identity: [{ field: 'ssn', message: 'a' }],
      address: [{ field: 'zipCode', message: 'b' }],
      residence: [{ field: 'housingStatus', message: 'c' }],
      employment: [],
    });
    expect(routed.coApplicant.identity).toEqual([{ field: 'ssn', message: 'd' }]);
    expect(routed.coApplicant.employment).toEqual([{ field: 'employer', message: 'e' }]);
    expect(routed.other.map((e) => e.field)).toEqual(['employment', 'authorization.version']);
    expect(routed.steps).toEqual(['identity', 'residence', 'coApplicant', 'employment']);
  });
});

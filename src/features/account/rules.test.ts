import { describe, expect, it } from 'vitest';
import { ruleMessage } from '../../lib/forms/form.ts';
import { type FieldValue, type Rule, firstBrokenRule } from '../../lib/forms/rules.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { STEP_ONE_RULES, STEP_THREE_RULES, type StepOneValues } from '../../contract/register.ts';
import {
  ssoSignUpExtras,
  addressBody,
  isStepOneValid,
  prefilledAddressZip,
  splitFieldErrors,
  stepOfField,
  stepOneBody,
} from './rules.ts';

const message = (rules: readonly Rule[], value: FieldValue, label: MessageKey, values = {}) => {
  const verdict = firstBrokenRule(rules, value, values);
  return verdict ? ruleMessage(verdict, label) : null;
};

const valid: StepOneValues = {
  firstName: 'Rosa',
  lastName: 'Reyes',
  email: 'rosa@example.test',
  phoneNumber: '(512) 555-0123',
  zipCode: '78701',
};

describe('step one rules', () => {
  it("required: '{field} is required' for every step-one field", () => {
    expect(message(STEP_ONE_RULES.firstName, ' ', 'forms.label.firstName')).toBe('First Name is required');
    expect(message(STEP_ONE_RULES.lastName, '', 'forms.label.lastName')).toBe('Last Name is required');
    expect(message(STEP_ONE_RULES.email, '', 'forms.label.email')).toBe('Email is required');
    expect(message(STEP_ONE_RULES.phoneNumber, '', 'forms.label.phoneNumber')).toBe('Phone Number is required');
    expect(message(STEP_ONE_RULES.zipCode, '', 'forms.label.zipCode')).toBe('Zip Code is required');
  });

  it("Phone: ten digits, first digit 1-9, 'Enter a valid 10 digit phone number', masked or bare", () => {
    expect(message(STEP_ONE_RULES.phoneNumber, '(512) 555-0123', 'forms.label.phoneNumber')).toBeNull();
    expect(message(STEP_ONE_RULES.phoneNumber, '5125550123', 'forms.label.phoneNumber')).toBeNull();
    for (const bad of ['(012) 555-0123', '(512) 555-012', '51255501234']) {
      expect(message(STEP_ONE_RULES.phoneNumber, bad, 'forms.label.phoneNumber'), bad).toBe(
        'Enter a valid 10 digit phone number',
      );
    }
  });

  it('email in email format; zip code exactly 5 digits; names at most 50 characters (max_char)', () => {
    expect(message(STEP_ONE_RULES.email, 'rosa@', 'forms.label.email')).toBe('Email must be a valid email');
    expect(message(STEP_ONE_RULES.zipCode, '7870', 'forms.label.zipCode')).toBe('Zip Code must be 5 digits');
    expect(message(STEP_ONE_RULES.zipCode, '7870a', 'forms.label.zipCode')).toBe('Zip Code must be 5 digits');
    expect(message(STEP_ONE_RULES.firstName, 'x'.repeat(51), 'forms.label.firstName')).toBe(
      'must be less than or equal to 50 characters.',
    );
    expect(message(STEP_ONE_RULES.firstName, 'x'.repeat(50), 'forms.label.firstName')).toBeNull();
  });

  it('isStepOneValid: only when every field passes', () => {
    expect(isStepOneValid(valid)).toBe(true);
    for (const field of Object.keys(valid) as (keyof StepOneValues)[]) {
      expect(isStepOneValid({ ...valid, [field]: '' }), field).toBe(false);
    }
    expect(isStepOneValid({ ...valid, phoneNumber: '(512) 555-012' })).toBe(false);
  });

  it('sends trimmed text and the bare phone digits', () => {
    expect(stepOneBody({ ...valid, firstName: ' Rosa ', email: ' rosa@example.test ' })).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      zipCode: '78701',
    });
  });
});

describe('step three rules', () => {
  const PASSWORD =
    'A minimum 6 and maximum 16 character password is required that contains a combination of uppercase and lowercase letters, a number, and a special character excepts whitespace and | .';

  it('Password: 6 to 16 characters, 3 of 4 classes, no whitespace or |, with the exact message', () => {
    for (const good of ['Abcde1', 'abc#def1', 'Abcdefghijklm#12']) {
      expect(message(STEP_THREE_RULES.password, good, 'forms.label.password'), good).toBeNull();
    }
    for (const bad of ['Ab#1c', 'Abcdefghijklmn#12', 'abcdefgh', 'Abc def#1', 'Abc|def#1']) {
      expect(message(STEP_THREE_RULES.password, bad, 'forms.label.password'), bad).toBe(PASSWORD);
    }
  });

  it("confirmed: '{field} does not match {target}.'", () => {
    const values = { password: 'Drive#2026' };
    expect(message(STEP_THREE_RULES.confirmPassword, 'Drive#2027', 'forms.label.confirmPassword', values)).toBe(
      'Confirm Password does not match Password.',
    );
    expect(message(STEP_THREE_RULES.confirmPassword, 'Drive#2026', 'forms.label.confirmPassword', values)).toBeNull();
  });

  it('terms: an unchecked box is not accepted', () => {
    expect(message(STEP_THREE_RULES.terms, false, 'forms.label.terms')).toBe('Terms is required');
    expect(message(STEP_THREE_RULES.terms, true, 'forms.label.terms')).toBeNull();
  });
});

describe('step two: the address', () => {
  it('prefilledAddressZip: step one’s zip code while the address has none, never over one it has', () => {
    expect(prefilledAddressZip('', ' 97202 ')).toBe('97202');
    expect(prefilledAddressZip('  ', '97202')).toBe('97202');
    expect(prefilledAddressZip('78701', '97202')).toBe('78701');
  });

  it('addressBody: trimmed text, the coordinates as numbers, none as null', () => {
    expect(
      addressBody({
        address: ' 4017 SE Rural St ',
        address2: '',
        city: 'Portland ',
        stateCode: 'OR',
        zipCode: '97202',
        county: 'Multnomah',
        lat: '45.4731',
        lng: '-122.6196',
      }),
    ).toEqual({
      address: '4017 SE Rural St',
      address2: '',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      lat: 45.4731,
      lng: -122.6196,
    });
    expect(
      addressBody({
        address: '1 Elm St',
        address2: '',
        city: 'Nowhere',
        stateCode: 'OR',
        zipCode: '00000',
        county: '',
        lat: '',
        lng: 'x',
      }),
    ).toMatchObject({ county: '', lat: null, lng: null });
  });
});

describe('Server field errors', () => {
  it('stepOfField: the address’s fields (its zip code, the one sent) are step two’s; unknown ones step three’s', () => {
    expect(stepOfField('email')).toBe('one');
    expect(stepOfField('phoneNumber')).toBe('one');
    expect(stepOfField('zipCode')).toBe('two');
    expect(stepOfField('stateCode')).toBe('two');
    expect(stepOfField('lat')).toBe('two');
    expect(stepOfField('password')).toBe('three');
    expect(stepOfField('(root)')).toBe('three');
  });

  it('go to the step whose field they name', () => {
    expect(
      splitFieldErrors([
        { field: 'email', message: 'Duplicate email' },
        { field: 'password', message: 'x' },
        { field: '(root)', message: 'y' },
        { field: 'zipCode', message: 'z' },
        { field: 'city', message: 'City is required' },
      ]),
    ).toEqual({
      one: [{ field: 'email', message: 'Duplicate email' }],
      two: [
        { field: 'zipCode', message: 'z' },
        { field: 'city', message: 'City is required' },
      ],
      three: [
        { field: 'password', message: 'x' },
        { field: '(root)', message: 'y' },
      ],
    });
  });
});

describe('ssoSignUpExtras', () => {
  it('passes step one’s phone digits and zip code on only when they are valid', () => {
    expect(ssoSignUpExtras({ phoneNumber: '(503) 555-0100', zipCode: '97202' })).toEqual({
      phoneNumber: '5035550100',
      zipCode: '97202',
    });
    expect(ssoSignUpExtras({ phoneNumber: '(503) 555', zipCode: '972' })).toEqual({});
    expect(ssoSignUpExtras({ phoneNumber: '(023) 555-0100', zipCode: ' 60614 ' })).toEqual({ zipCode: '60614' });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../i18n/index.ts';
import { ruleMessage } from './form.ts';
import {
  confirmed,
  digits,
  email,
  englishRuleMessage,
  integer,
  leaseMiles,
  length,
  max,
  maxChar,
  maxValue,
  min,
  minValue,
  minmax,
  numeric,
  password,
  phone,
  required,
  zip,
  type FieldValue,
  type Rule,
} from './rules.ts';
import type { MessageKey } from '../i18n/index.ts';
import type { ValidationKey } from '../../contract/validation-messages.ts';
import type { Rule as ContractRule } from '../../contract/form-rules.ts';

afterEach(() => {
  locale.value = 'en';
});

/** The message a rule gives for `value`, as a shopper reads it, or null when it passes. */
function check(rule: Rule, value: FieldValue, label: MessageKey = 'forms.label.email', values = {}): string | null {
  const verdict = rule(value, values);
  return verdict ? ruleMessage(verdict, label) : null;
}

describe('required', () => {
  it("gives '{field} is required' for empty, blank and unchecked", () => {
    expect(check(required, '', 'forms.label.firstName')).toBe('First Name is required');
    expect(check(required, '   ', 'forms.label.city')).toBe('City is required');
    expect(check(required, false, 'forms.label.terms')).toBe('Terms is required');
    expect(check(required, 'Ana')).toBeNull();
    expect(check(required, true)).toBeNull();
  });
  it('speaks Spanish', () => {
    locale.value = 'es';
    expect(check(required, '', 'forms.label.firstName')).toBe('Nombre es obligatorio');
  });
});

describe('email', () => {
  it('accepts an address and refuses anything else', () => {
    expect(check(email, 'ana@example.com')).toBeNull();
    expect(check(email, 'ana@')).toBe('Email must be a valid email');
    expect(check(email, 'ana example.com')).toBe('Email must be a valid email');
    expect(check(email, '')).toBeNull();
  });
});

describe('integer', () => {
  it('accepts whole numbers only', () => {
    expect(check(integer, '-12')).toBeNull();
    expect(check(integer, '1.5', 'forms.label.mileage')).toBe('Miles must be an integer');
  });
});

describe('digits', () => {
  it('needs exactly n digits', () => {
    expect(check(digits(4), '1234')).toBeNull();
    expect(check(digits(4), '123', 'forms.label.zipCode')).toBe('Zip Code must be 4 digits');
    expect(check(digits(4), '12a4', 'forms.label.zipCode')).toBe('Zip Code must be 4 digits');
  });
});

describe('length', () => {
  it('needs exactly n characters', () => {
    expect(check(length(2), 'CA')).toBeNull();
    expect(check(length(2), 'CAL', 'forms.label.state')).toBe('State must be 2 characters');
  });
});

describe('numeric', () => {
  it('allows only the digits 0-9', () => {
    expect(check(numeric, '0042')).toBeNull();
    expect(check(numeric, '4.2', 'forms.label.mileage')).toBe('Miles may only contain numeric characters');
  });
});

describe('min', () => {
  it("gives 'must be greater than or equal to {min}'", () => {
    expect(check(min(3), 'abc')).toBeNull();
    expect(check(min(3), 'ab')).toBe('must be greater than or equal to 3');
  });
});

describe('max', () => {
  it("gives 'must be less than or equal to {max}'", () => {
    expect(check(max(3), 'abc')).toBeNull();
    expect(check(max(3), 'abcd')).toBe('must be less than or equal to 3');
  });
});

describe('minValue', () => {
  it('compares numbers with the min message', () => {
    expect(check(minValue(0), '0')).toBeNull();
    expect(check(minValue(0), '-1')).toBe('must be greater than or equal to 0');
    expect(check(minValue(10), 'ten')).toBe('must be greater than or equal to 10');
  });
});

describe('maxValue', () => {
  it('compares numbers with the max message', () => {
    expect(check(maxValue(850), '850')).toBeNull();
    expect(check(maxValue(850), '851')).toBe('must be less than or equal to 850');
  });
});

describe('minmax', () => {
  it("gives 'must be between {min} and {max} characters'", () => {
    expect(check(minmax(2, 4), 'abc')).toBeNull();
    expect(check(minmax(2, 4), 'a')).toBe('must be between 2 and 4 characters');
    expect(check(minmax(2, 4), 'abcde')).toBe('must be between 2 and 4 characters');
  });
});

describe('maxChar', () => {
  it("gives 'must be less than or equal to {max} characters.'", () => {
    expect(check(maxChar(5), 'hello')).toBeNull();
    expect(check(maxChar(5), 'hello!')).toBe('must be less than or equal to 5 characters.');
  });
});

describe('confirmed', () => {
  it("gives '{field} does not match {target}.'", () => {
    const rule = confirmed('password', 'forms.label.password');
    expect(check(rule, 'Abc123!', 'forms.label.confirmPassword', { password: 'Abc123!' })).toBeNull();
    expect(check(rule, 'Abc123?', 'forms.label.confirmPassword', { password: 'Abc123!' })).toBe(
      'Confirm Password does not match Password.',
    );
    locale.value = 'es';
    expect(check(rule, 'x', 'forms.label.confirmPassword', { password: 'y' })).toBe(
      'Confirmar contraseña no coincide con Contraseña.',
    );
  });
});

describe('phone', () => {
  it("needs ten digits, the first 1-9: 'Enter a valid 10 digit phone number'", () => {
    expect(check(phone, '5551234567')).toBeNull();
    expect(check(phone, '(555) 123-4567')).toBeNull();
    expect(check(phone, '1551234567')).toBeNull();
    expect(check(phone, '0551234567')).toBe('Enter a valid 10 digit phone number');
    expect(check(phone, '(555) 123-456')).toBe('Enter a valid 10 digit phone number');
    expect(check(phone, '55512345678')).toBe('Enter a valid 10 digit phone number');
    expect(check(phone, '555123456a')).toBe('Enter a valid 10 digit phone number');
    expect(check(phone, '')).toBeNull();
  });
});

describe('password', () => {
  const message =
    'A minimum 6 and maximum 16 character password is required that contains a combination of uppercase and lowercase letters, a number, and a special character excepts whitespace and | .';
  it('accepts 6 to 16 characters with 3 of the 4 classes', () => {
    expect(check(password, 'abcDE1')).toBeNull();
    expect(check(password, 'abcde1!')).toBeNull();
    expect(check(password, 'ABCDE1!')).toBeNull();
    expect(check(password, 'Abcdefghijklmn1!')).toBeNull();
  });
  it('refuses the wrong length, too few classes, whitespace and |', () => {
    expect(check(password, 'aB1!')).toBe(message);
    expect(check(password, 'Abcdefghijklmno1!')).toBe(message);
    expect(check(password, 'abcdefg1')).toBe(message);
    expect(check(password, 'abc DE1')).toBe(message);
    expect(check(password, 'abc|DE1')).toBe(message);
  });
});

describe('leaseMiles', () => {
  it("needs at least 1,000: 'Must be at least 1,000 miles'", () => {
    expect(check(leaseMiles, '1000')).toBeNull();
    expect(check(leaseMiles, '12,000')).toBeNull();
    expect(check(leaseMiles, '999')).toBe('Must be at least 1,000 miles');
    expect(check(leaseMiles, 'lots')).toBe('Must be at least 1,000 miles');
  });
});

describe('zip', () => {
  it('needs exactly 5 digits', () => {
    expect(check(zip, '97223')).toBeNull();
    expect(check(zip, '9722', 'forms.label.zipCode')).toBe('Zip Code must be 5 digits');
    expect(check(zip, '972231', 'forms.label.zipCode')).toBe('Zip Code must be 5 digits');
  });
});

describe('englishRuleMessage: the server answers with the form’s own message', () => {
  it('is ruleMessage in English for every rule, labels and parameters included', () => {
    const cases: [ContractRule, FieldValue, ValidationKey, Record<string, FieldValue>?][] = [
      [required, '', 'forms.label.firstName'],
      [email, 'rosa@', 'forms.label.email'],
      [zip, '7870', 'forms.label.zipCode'],
      [maxChar(3), 'abcd', 'forms.label.city'],
      [phone, '555', 'forms.label.phoneNumber'],
      [password, 'short', 'forms.label.password'],
      [confirmed('password', 'forms.label.password'), 'b', 'forms.label.confirmPassword', { password: 'a' }],
    ];
    for (const [rule, value, label, values] of cases) {
      const verdict = rule(value, values ?? {});
      expect(verdict, String(value)).not.toBeNull();
      expect(englishRuleMessage(verdict!, label)).toBe(ruleMessage(verdict!, label));
    }
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isPhone, phone, stripPhoneMask } from './form-rules.ts';
import { OptionalPhoneSchema, PHONE_MESSAGE, PhoneSchema } from './phone.ts';

const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);

describe('the phone rule (seed 000 §5)', () => {
  it("is the spec's message", () => {
    expect(PHONE_MESSAGE).toBe('Enter a valid 10 digit phone number');
  });

  it('takes ten digits, the first 1-9, masked or bare', () => {
    expect(isPhone('5551234567')).toBe(true);
    expect(isPhone('(555) 123-4567')).toBe(true);
    expect(isPhone('1551234567')).toBe(true);
    expect(isPhone('0551234567')).toBe(false);
    expect(isPhone('(555) 123-456')).toBe(false);
    expect(isPhone('55512345678')).toBe(false);
    // Only the mask's characters are dropped: a letter is no digit.
    expect(isPhone('555a1234567')).toBe(false);
  });

  it("as a form rule: the spec's message key, and an empty value left to `required`", () => {
    expect(phone('(555) 123-4567', {})).toBeNull();
    expect(phone('', {})).toBeNull();
    expect(phone('   ', {})).toBeNull();
    expect(phone('(555) 123-45', {})).toEqual({ key: 'forms.phone', params: {} });
  });

  it('strips the mask to the digits the server stores', () => {
    expect(stripPhoneMask('(555) 123-4567')).toBe('5551234567');
    expect(stripPhoneMask('555.123.4567')).toBe('5551234567');
    expect(stripPhoneMask('5551234567')).toBe('5551234567');
  });
});

describe('the request schemas', () => {
  it('store a required phone as its ten digits', () => {
    expect(v.parse(PhoneSchema, '(512) 555-0111')).toBe('5125550111');
  });

  it("answer a bad phone with the spec's message, and a missing or empty one with the form's", () => {
    expect(messages(PhoneSchema, '(012) 555-0111')).toEqual([PHONE_MESSAGE]);
    expect(messages(PhoneSchema, '12345')).toEqual([PHONE_MESSAGE]);
    expect(messages(PhoneSchema, '')).toEqual(['Phone Number is required']);
    expect(messages(PhoneSchema, undefined)).toEqual(['Phone Number is required']);
  });

  it("take no phone as '' where it is optional, and refuse a bad one the same way", () => {
    expect(v.parse(OptionalPhoneSchema, '')).toBe('');
    expect(v.parse(OptionalPhoneSchema, '(512) 555-0111')).toBe('5125550111');
    expect(messages(OptionalPhoneSchema, '512555')).toEqual([PHONE_MESSAGE]);
  });
});

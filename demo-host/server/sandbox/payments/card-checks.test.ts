import { describe, expect, it } from 'vitest';
import {
  checkCard,
  checkCvc,
  checkExpiry,
  checkNumber,
  checkZip,
  formatExpiry,
  groupCardNumber,
  luhn,
  MESSAGES,
} from './card-checks.js';

const NOW = new Date('2026-12-01T12:00:00Z');

describe("the card field's checks", () => {
  it('checks the Luhn digit', () => {
    expect(luhn('4242424242424242')).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(luhn('378282246310005')).toBe(true);
    expect(luhn('')).toBe(false);
  });

  it('groups the number in fours as typed, and words an incomplete or invalid one as Stripe does', () => {
    expect(groupCardNumber('42424242a4242 42424')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('40000')).toBe('4000 0');
    expect(checkNumber('4242 4242 4242 4242')).toBeNull();
    expect(checkNumber('4242 4242 4242')).toBe('incomplete_number');
    expect(checkNumber('4242 4242 4242 4241')).toBe('invalid_number');
    expect(checkNumber('3782 822463 10005')).toBeNull();
    expect(MESSAGES.en['incomplete_number']).toBe('Your card number is incomplete.');
    expect(MESSAGES.en['invalid_number']).toBe('Your card number is invalid.');
  });

  it('takes an expiry through the end of its month, not a past one', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('4')).toBe('04');
    expect(checkExpiry('12 / 26', NOW)).toBeNull();
    expect(checkExpiry('11 / 26', NOW)).toBe('invalid_expiry_year_past');
    expect(checkExpiry('13 / 30', NOW)).toBe('invalid_expiry_month');
    expect(checkExpiry('1 / 3', NOW)).toBe('incomplete_expiry');
    expect(MESSAGES.en['invalid_expiry_year_past']).toBe("Your card's expiration date is in the past.");
  });

  it('wants a 3-digit CVC (4 on American Express) and a 5-digit ZIP', () => {
    expect(checkCvc('123', '4242424242424242')).toBeNull();
    expect(checkCvc('12', '4242424242424242')).toBe('incomplete_cvc');
    expect(checkCvc('123', '378282246310005')).toBe('incomplete_cvc');
    expect(checkCvc('1234', '378282246310005')).toBeNull();
    expect(checkCvc('12a', '4242424242424242')).toBe('incomplete_cvc');
    expect(checkZip('32801')).toBeNull();
    expect(checkZip('3280')).toBe('incomplete_zip');
    expect(MESSAGES.en['incomplete_cvc']).toBe("Your card's security code is incomplete.");
  });

  it('words every code in Spanish too', () => {
    expect(Object.keys(MESSAGES.es).sort()).toEqual(Object.keys(MESSAGES.en).sort());
    expect(checkCard({ number: '4242424242424242', expiry: '12 / 30', cvc: '123', zip: '32801' }, NOW)).toEqual({
      number: null,
      expiry: null,
      cvc: null,
      zip: null,
    });
  });
});

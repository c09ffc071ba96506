import { afterEach, describe, expect, it, vi } from 'vitest';
import { locale } from './i18n/index.ts';
import { formatMoney, formatMoneyCents, formatNumber } from './format.ts';
import { formatDate, formatPhone, maskPhone } from '../contract/format.ts';

afterEach(() => {
  locale.value = 'en';
  vi.unstubAllEnvs();
});

describe('formatMoney', () => {
  it('shows whole dollars', () => {
    expect(formatMoney(12345)).toBe('$12,345');
    expect(formatMoney(12345.6)).toBe('$12,346');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney('353.22')).toBe('$353');
  });
  it('puts the minus before the dollar sign and never shows -$0', () => {
    expect(formatMoney(-1200)).toBe('-$1,200');
    expect(formatMoney(-0.4)).toBe('$0');
  });
  it('gives empty text for a missing amount', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
  it('keeps the spec format in Spanish', () => {
    locale.value = 'es';
    expect(formatMoney(1234567)).toBe('$1,234,567');
  });
});

describe('formatMoneyCents', () => {
  it('shows dollars and cents', () => {
    expect(formatMoneyCents(353.22)).toBe('$353.22');
    expect(formatMoneyCents(1200.5)).toBe('$1,200.50');
    expect(formatMoneyCents(-28)).toBe('-$28.00');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(12000)).toBe('12,000');
    expect(formatNumber(150000)).toBe('150,000');
    expect(formatNumber(null)).toBe('');
  });
});

describe('formatPhone', () => {
  it('formats the first 10 digits', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555-123-4567 ext 89')).toBe('(555) 123-4567');
    expect(formatPhone(5551234567)).toBe('(555) 123-4567');
  });
  it('gives empty text for fewer than 10 digits', () => {
    expect(formatPhone('555123456')).toBe('');
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
  });
});

describe('maskPhone', () => {
  it('masks progressively while typing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('5')).toBe('(5');
    expect(maskPhone('555')).toBe('(555');
    expect(maskPhone('5551')).toBe('(555) 1');
    expect(maskPhone('555123')).toBe('(555) 123');
    expect(maskPhone('5551234')).toBe('(555) 123-4');
    expect(maskPhone('(555) 123-45678')).toBe('(555) 123-4567');
  });
  it('never exceeds 14 characters', () => {
    expect(maskPhone('55512345678901234')).toHaveLength(14);
  });
  it('drops letters', () => {
    expect(maskPhone('55a5b1')).toBe('(555) 1');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as written, whatever the time zone', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Honolulu', 'Asia/Tokyo', 'UTC']) {
      vi.stubEnv('TZ', tz);
      // The zone really applies: a naive parse of midnight UTC lands on Feb 29 west of UTC.
      expect(new Date('2024-03-01T00:00:00Z').getDate()).toBe(
        tz.startsWith('America') || tz.startsWith('Pacific') ? 29 : 1,
      );
      expect(formatDate('2024-03-01')).toBe('03/01/2024');
      expect(formatDate('2024-12-31')).toBe('12/31/2024');
    }
  });
  it('shows a Date in the local calendar', () => {
    expect(formatDate(new Date(2025, 0, 9, 23, 59))).toBe('01/09/2025');
  });
  it('gives empty text for invalid input', () => {
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

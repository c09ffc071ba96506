import { describe, expect, it } from 'vitest';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { interpolate, t } from './index.ts';

describe('i18n', () => {
  it('has a Spanish message for every English key, with the same placeholders', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(es[key], key).toBeTruthy();
      const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(es[key]), key).toEqual(names(en[key]));
    }
  });
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Hi {name}, {x}', { name: 'Alex' })).toBe('Hi Alex, {x}');
  });
  it('quotes the spec messages exactly', () => {
    expect(t('forms.required', { field: 'Email' }, 'en')).toBe('Email is required');
    expect(t('forms.phone', undefined, 'en')).toBe('Enter a valid 10 digit phone number');
    expect(t('forms.leaseMiles', undefined, 'en')).toBe('Must be at least 1,000 miles');
  });
});

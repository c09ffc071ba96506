import { describe, expect, it } from 'vitest';
import { loadLocale } from '../../lib/i18n/index.ts';
import { redirectTarget, retryWait, safeRedirectPath, withRedirect } from './rules.ts';

describe('safeRedirectPath', () => {
  it('follows a path inside the app, with its query and hash', () => {
    expect(safeRedirectPath('/garage')).toBe('/garage');
    expect(safeRedirectPath('/no-profile/vehicles/v1001?tab=lease#top')).toBe(
      '/no-profile/vehicles/v1001?tab=lease#top',
    );
  });

  it('goes home for anything else: nothing, another site, a scheme, a backslash, control characters, a huge value', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'garage',
      '//evil.test/x',
      '/\\evil.test',
      'https://evil.test/',
      'javascript:alert(1)',
      '/\u0000x',
      '/ok\nLocation: x',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeRedirectPath(raw), String(raw)).toBe('/');
    }
  });

  it('reads redirectPath from a search string', () => {
    expect(redirectTarget('redirectPath=%2Fgarage')).toBe('/garage');
    expect(redirectTarget('?redirectPath=https%3A%2F%2Fevil.test')).toBe('/');
    expect(redirectTarget('')).toBe('/');
  });

  it('keeps the target on links between sign-in and registration', () => {
    expect(withRedirect('/account/register', '/garage')).toBe('/account/register?redirectPath=%2Fgarage');
    expect(withRedirect('/account/register', '/')).toBe('/account/register');
  });
});

describe('retryWait', () => {
  it('says seconds under a minute and whole minutes, rounded up, from a minute', () => {
    expect(retryWait(1)).toBe('1 second');
    expect(retryWait(0)).toBe('1 second');
    expect(retryWait(45)).toBe('45 seconds');
    expect(retryWait(60)).toBe('1 minute');
    expect(retryWait(61)).toBe('2 minutes');
    expect(retryWait(900)).toBe('15 minutes');
    expect(retryWait(7140)).toBe('119 minutes');
  });

  it('says whole hours, rounded up, from two hours (a daily limit)', () => {
    expect(retryWait(7200)).toBe('2 hours');
    expect(retryWait(7201)).toBe('3 hours');
    expect(retryWait(86_400)).toBe('24 hours');
    expect(retryWait(18_000, 'es')).toBe('5 horas');
  });

  it('in Spanish too', async () => {
    await loadLocale('es');
    expect(retryWait(30, 'es')).toBe('30 segundos');
    expect(retryWait(840, 'es')).toBe('14 minutos');
    expect(retryWait(60, 'es')).toBe('1 minuto');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { chooseLanguage } from './language.ts';

const api = useFakeApi();

afterEach(() => setLocale('en'));

describe('chooseLanguage', () => {
  it('switches the page at once and keeps the choice for the next page load', async () => {
    api.on('PUT', '/session/locale', { locale: 'es' });
    await chooseLanguage('es');
    expect(locale.value).toBe('es');
    expect(api.lastBody('PUT', '/session/locale')).toEqual({ locale: 'es' });
  });

  it('keeps the new language when the choice cannot be saved', async () => {
    api.on('PUT', '/session/locale', reply(503, { message: 'unavailable' }));
    await expect(chooseLanguage('es')).resolves.toBeUndefined();
    expect(locale.value).toBe('es');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { chooseLanguage } from './language.ts';

afterEach(() => setLocale('en'));

describe('chooseLanguage', () => {
  it('switches the page at once and keeps the choice for the next page load', async () => {
    const save = vi.fn().mockResolvedValue({ locale: 'es' });
    await chooseLanguage('es', save);
    expect(locale.value).toBe('es');
    expect(save).toHaveBeenCalledWith('es');
  });

  it('keeps the new language when the choice cannot be saved', async () => {
    const save = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(chooseLanguage('es', save)).resolves.toBeUndefined();
    expect(locale.value).toBe('es');
  });
});

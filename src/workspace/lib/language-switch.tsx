/** English / Español, on every page (staff may need Spanish before they sign in); the choice is remembered. */
import { useId } from 'react';
import { LOCALES, isLocale, locale, setLocale, t } from '../i18n/index.ts';

const NAMES = { en: 'English', es: 'Español' } as const;

export function LanguageSwitch() {
  const id = useId();
  return (
    <div class="ws-language">
      <label for={id}>{t('shell.language')}</label>
      <select
        id={id}
        class="ws-input ws-input--compact"
        value={locale.value}
        onInput={(event) => {
          const next = event.currentTarget.value;
          if (isLocale(next)) setLocale(next);
        }}
      >
        {LOCALES.map((lang) => (
          // Each language named in itself, so a member who cannot read the current one still finds theirs.
          <option key={lang} value={lang} lang={lang}>
            {NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}

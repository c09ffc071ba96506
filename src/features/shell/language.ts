/** The language switch: the page changes at once, and the choice is kept for the next page load. */
import { setLocale, type Locale } from '../../lib/i18n/index.ts';
import { saveLocale } from './api.ts';

/**
 * Switches the app's language, then stores the choice with the session (and the profile when
 * signed in). A failed save costs only the memory of the choice: the http client reports it.
 */
export async function chooseLanguage(lang: Locale): Promise<void> {
  await setLocale(lang);
  await saveLocale(lang).catch(() => undefined);
}

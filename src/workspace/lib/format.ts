/** Times in the browser's time zone and the chosen language. */
import { intlLocale, t } from '../i18n/index.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'dateTime' | 'date'): Intl.DateTimeFormat {
  const lang = intlLocale();
  const key = `${lang}:${kind}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      lang,
      kind === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
    );
    formatters.set(key, found);
  }
  return found;
}

export function formatDateTime(ms: number): string {
  return formatter('dateTime').format(ms);
}

/** An ISO time string as a time, or the string itself when it is none. */
export function formatIsoTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatDateTime(ms);
}

/** "12 min", "2 h 5 min", "3 d 4 h": how long a lead waited, roughly. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return t('duration.minutes', { minutes });
  if (minutes < 24 * 60) return t('duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const hours = Math.floor(minutes / 60);
  return t('duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

/**
 * The workspace's own copy: a small catalogue apart from the widget's (its copy must never grow the
 * widget), English and Spanish both in the entry, since staff switch languages often and it is small.
 */
import { signal } from '@preact/signals';
import { createSafeStorage } from '../../lib/storage.ts';
import { en, type MessageKey } from './en.ts';
import { es } from './es.ts';

export type { MessageKey };
export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];

const catalogues: Record<Locale, Record<MessageKey, string>> = { en, es };

/** The member's language; components re-render when it changes because `t` reads it. */
export const locale = signal<Locale>('en');

const LOCALE_KEY = 'upshift.dealer.locale';
const storage = createSafeStorage<typeof LOCALE_KEY>('localStorage');

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

/** The language the member chose before on this browser, else the browser's own if we have it. */
export function initialLocale(): Locale {
  const saved = storage.get(LOCALE_KEY);
  if (isLocale(saved)) return saved;
  const browser = globalThis.navigator?.language?.slice(0, 2);
  return isLocale(browser) ? browser : 'en';
}

/** Switches, remembers the choice and tells assistive technology the page's language. */
export function setLocale(lang: Locale, remember = true): void {
  locale.value = lang;
  if (remember) storage.set(LOCALE_KEY, lang);
  document.documentElement.lang = lang;
}

/** Whether the catalogue has a message for a key made at run time (a settings field's path). */
export const hasMessage = (key: string): key is MessageKey => Object.hasOwn(en, key);

export type MessageParams = Record<string, string | number>;

export function t(key: MessageKey, params?: MessageParams): string {
  const template = catalogues[locale.value][key] ?? en[key];
  if (!params) return template;
  // A missing parameter stays visible, so review catches it.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** "1 new lead" / "3 new leads": the key's `.one` or `.other` form, by the language's plural rules. */
export function plural(key: PluralKey, count: number): string {
  const form = new Intl.PluralRules(intlLocale()).select(count) === 'one' ? 'one' : 'other';
  return t(`${key}.${form}` as MessageKey, { count });
}

type PluralKey = MessageKey extends infer K ? (K extends `${infer Base}.one` ? Base : never) : never;

/** BCP 47 tag for Intl formatters. */
export function intlLocale(lang: Locale = locale.value): string {
  return lang === 'es' ? 'es-US' : 'en-US';
}

/**
 * The server answers in English with the contract's messages: those we know show in the member's
 * language (the English catalogue holds them verbatim), any other as it came.
 */
export function serverMessage(message: string): string {
  const key = serverKeys().get(message);
  return key ? t(key) : message;
}

let byText: Map<string, MessageKey> | null = null;
function serverKeys(): Map<string, MessageKey> {
  byText ??= new Map(
    (Object.keys(en) as MessageKey[]).filter((key) => key.startsWith('server.')).map((key) => [en[key], key]),
  );
  return byText;
}

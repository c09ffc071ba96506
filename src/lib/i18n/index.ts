import { signal } from '@preact/signals';
import { en, type MessageKey } from './en/index.ts';

export type { MessageKey };
export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];

type Catalogue = Record<MessageKey, string>;

/** English ships with the app; other languages are their own chunk, fetched when first used. */
const catalogues: Partial<Record<Locale, Catalogue>> = { en };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('./es/index.ts').then((m) => m.es),
};

/** Makes a language's messages available (no-op when they already are). */
export async function loadLocale(lang: Locale): Promise<void> {
  if (!catalogues[lang] && lang !== 'en') catalogues[lang] = await loaders[lang]();
}

/** Loads, then switches: the page never shows a half-translated state. */
export async function setLocale(lang: Locale): Promise<void> {
  await loadLocale(lang);
  locale.value = lang;
}

/** The shopper's language; components re-render when it changes because `t` reads it. */
export const locale = signal<Locale>('en');

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'es';
}

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a missing parameter stays visible so it is caught in review. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function t(key: MessageKey, params?: MessageParams, lang: Locale = locale.value): string {
  return interpolate(catalogues[lang]?.[key] ?? en[key], params);
}

/** BCP 47 tag for Intl formatters. */
export function intlLocale(lang: Locale = locale.value): string {
  return lang === 'es' ? 'es-US' : 'en-US';
}

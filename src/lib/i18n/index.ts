import { signal } from '@preact/signals';
import { enCore, type MessageKey } from './en/index.ts';

export type { MessageKey };
export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];

type Catalogue = Record<MessageKey, string>;

/**
 * English core ships with the app, its other parts with the pages that use them (`addMessages`);
 * other languages are one chunk each, fetched when first used.
 */
const catalogues: Partial<Record<Locale, Partial<Catalogue>>> = { en: { ...enCore } };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  es: () => import('./es/index.ts').then((m) => m.es),
};

/** Adds a part of a language's messages (i18n/parts/*.ts, imported by the modules that need it). */
export function addMessages(lang: Locale, messages: Partial<Record<MessageKey, string>>): void {
  catalogues[lang] = { ...catalogues[lang], ...messages };
}

/** Makes a language's messages available (no-op when they already are). */
export async function loadLocale(lang: Locale): Promise<void> {
  if (lang !== 'en' && !loaded.has(lang)) {
    catalogues[lang] = { ...catalogues[lang], ...(await loaders[lang]()) };
    loaded.add(lang);
  }
}

const loaded = new Set<Locale>();

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
  // A key whose part is not loaded shows as itself: visible in review, never a crash.
  return interpolate(catalogues[lang]?.[key] ?? catalogues.en?.[key] ?? key, params);
}

/** BCP 47 tag for Intl formatters. */
export function intlLocale(lang: Locale = locale.value): string {
  return lang === 'es' ? 'es-US' : 'en-US';
}

import { signal } from '@preact/signals';
import { enCore, type MessageKey } from './en/index.ts';

export type { MessageKey };
export type Locale = 'en' | 'es';
export const LOCALES: readonly Locale[] = ['en', 'es'];

type Catalogue = Record<MessageKey, string>;

/**
 * English core ships with the app, its other parts with the pages that use them (`addPart`); another
 * language's core is a chunk fetched when first used, and each of its parts a chunk of its own.
 */
const catalogues: Partial<Record<Locale, Partial<Catalogue>>> = { en: { ...enCore } };
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Partial<Catalogue>>> = {
  es: () => import('./es/index.ts').then((m) => m.es),
};

type Other = Exclude<Locale, 'en'>;
type Messages = Partial<Record<MessageKey, string>>;
/** Each part's other languages (i18n/parts/*.ts), so a later switch fetches those of the parts already in. */
const parts: Record<Other, () => Promise<Messages>>[] = [];
/** The languages asked for so far: a part that arrives after the switch fetches its copy in them at once. */
const inUse = new Set<Other>();
const partLoads = new Map<() => Promise<Messages>, Promise<void>>();

function loadPart(lang: Other, load: () => Promise<Messages>): Promise<void> {
  let done = partLoads.get(load);
  if (!done) {
    done = load().then(
      (messages) => addMessages(lang, messages),
      (error: unknown) => {
        // Forgotten, so that the next switch or page asks again.
        partLoads.delete(load);
        throw error;
      },
    );
    partLoads.set(load, done);
  }
  return done;
}

/** Part loads under way; `partsReady` waits for them. */
const pending = new Set<Promise<void>>();

/**
 * Adds a lazy part (i18n/parts/*.ts): its English at once, its other languages now when they are in use
 * (else on the switch). Lazy pages wait for them (`partsReady`, through withStyles and lazyPart) rather
 * than a top-level await, which would make rollup split the entry's shared chunk apart.
 */
export function addPart(en: Messages, others: Record<Other, () => Promise<Messages>>): void {
  addMessages('en', en);
  parts.push(others);
  for (const lang of inUse) {
    // A failed load leaves that copy in English; the next switch or page asks again.
    const done = loadPart(lang, others[lang]).catch(() => undefined);
    pending.add(done);
    void done.then(() => pending.delete(done));
  }
}

/** Resolves once every part imported so far has its copy in the languages in use (never rejects). */
export function partsReady(): Promise<void> {
  return Promise.all(pending).then(() => undefined);
}

/** Adds a part of a language's messages (i18n/parts/*.ts through addPart, and the unit tests' setup). */
export function addMessages(lang: Locale, messages: Partial<Record<MessageKey, string>>): void {
  catalogues[lang] = { ...catalogues[lang], ...messages };
  // A page that did not wait for its part (a plain lazy one) shows the copy when it comes.
  if (lang !== 'en' && lang === locale.value) revision.value++;
}

const revision = signal(0);

/** Makes a language's messages available (no-op when they already are). */
export async function loadLocale(lang: Locale): Promise<void> {
  if (lang === 'en') return;
  inUse.add(lang);
  const core = loaded.has(lang)
    ? undefined
    : loaders[lang]().then((messages) => {
        catalogues[lang] = { ...catalogues[lang], ...messages };
        loaded.add(lang);
      });
  // The core and the parts of every page already in, all at once.
  await Promise.all([core, ...parts.map((part) => loadPart(lang, part[lang]))]);
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
  void revision.value;
  return interpolate(catalogues[lang]?.[key] ?? catalogues.en?.[key] ?? key, params);
}

/** BCP 47 tag for Intl formatters. */
export function intlLocale(lang: Locale = locale.value): string {
  return lang === 'es' ? 'es-US' : 'en-US';
}

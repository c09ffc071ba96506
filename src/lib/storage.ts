/**
 * Safe browser storage. `localStorage`/`sessionStorage` throw when blocked (third-party iframe,
 * Safari private mode, storage quota): every call falls back to an in-memory Map per storage, so
 * the app keeps working for the visit. Keys are the names of seed 001 §3, typed per storage.
 */
import * as v from 'valibot';

/** Browser storage keys of seed 001 §3 "Browser storage keys", exactly as named there. */
export const STORAGE_KEYS = {
  bannersViewed: 'bannersViewed',
  COBROWSE_LICENSE_KEY: 'COBROWSE_LICENSE_KEY',
  contactUsPhoneNumber: 'contactUsPhoneNumber',
  updatedUserAboutNewTradeValue: 'updatedUserAboutNewTradeValue',
  cscookiebackup: 'cscookiebackup',
  mfaCode: 'mfaCode',
  completedTourPoints: 'completedTourPoints',
  SRP_FILTERS: 'SRP_FILTERS',
  FuelType: 'FuelType',
} as const;

/** Keys of ours, where the spec names none: the trade-in answers kept across the flow's pages. */
export const OWN_STORAGE_KEYS = {
  tradeDraft: 'tradeDraft',
} as const;

export type StorageKey =
  (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | (typeof OWN_STORAGE_KEYS)[keyof typeof OWN_STORAGE_KEYS];

/**
 * Keys kept in session storage. `cscookiebackup` is the ghost-lead "backup copy kept in session
 * storage" (seed 001 §3 "Ghost lead"); `completedTourPoints` lives in both: local for finished
 * steps, session for `_session…` steps (seed 001 §4 "Tour points").
 */
export type SessionKey =
  | 'updatedUserAboutNewTradeValue'
  | 'SRP_FILTERS'
  | 'FuelType'
  | 'cscookiebackup'
  | 'completedTourPoints'
  | 'tradeDraft';

/** Keys kept in local storage (persist across visits). */
export type LocalKey =
  'bannersViewed' | 'COBROWSE_LICENSE_KEY' | 'contactUsPhoneNumber' | 'mfaCode' | 'completedTourPoints';

export type SafeStorage<K extends string> = {
  get(key: K): string | null;
  set(key: K, value: string): void;
  remove(key: K): void;
  /** The stored JSON checked against `schema`; unreadable or invalid data is removed and gives null. */
  getJSON<S extends v.GenericSchema>(key: K, schema: S): v.InferOutput<S> | null;
  setJSON(key: K, value: unknown): void;
  /** True when the browser storage works; false when only the in-memory fallback is used. */
  readonly persistent: boolean;
};

const config = { namespace: '' };

/**
 * In the shadow mount the app shares the host page's storage, so boot may set a namespace
 * (e.g. 'upshift.') to keep our keys apart from the dealer site's. Default: the spec's names.
 */
export function configureStorage(options: { namespace: string }): void {
  config.namespace = options.namespace;
}

type Area = 'localStorage' | 'sessionStorage';

function browserStorage(area: Area): Storage {
  // Reading the property itself throws a SecurityError when storage is blocked.
  const store = globalThis[area];
  if (!store) throw new Error(`${area} is not available`);
  return store;
}

export function createSafeStorage<K extends string>(area: Area): SafeStorage<K> {
  // Values written while the real storage refused them; they win over the real storage's copy.
  const memory = new Map<string, string>();
  const name = (key: K) => config.namespace + key;

  const storage: SafeStorage<K> = {
    get(key) {
      const full = name(key);
      if (memory.has(full)) return memory.get(full) ?? null;
      try {
        return browserStorage(area).getItem(full);
      } catch {
        return null;
      }
    },
    set(key, value) {
      const full = name(key);
      try {
        browserStorage(area).setItem(full, value);
        memory.delete(full);
      } catch {
        memory.set(full, value);
      }
    },
    remove(key) {
      const full = name(key);
      memory.delete(full);
      try {
        browserStorage(area).removeItem(full);
      } catch {
        // Blocked storage holds nothing of ours to remove.
      }
    },
    getJSON(key, schema) {
      const raw = storage.get(key);
      if (raw === null) return null;
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        storage.remove(key);
        return null;
      }
      const parsed = v.safeParse(schema, json);
      if (!parsed.success) {
        storage.remove(key);
        return null;
      }
      return parsed.output;
    },
    setJSON(key, value) {
      storage.set(key, JSON.stringify(value));
    },
    get persistent() {
      try {
        const store = browserStorage(area);
        const probe = `${config.namespace}__upshift_probe__`;
        store.setItem(probe, '1');
        store.removeItem(probe);
        return true;
      } catch {
        return false;
      }
    },
  };
  return storage;
}

export const safeLocal: SafeStorage<LocalKey> = createSafeStorage<LocalKey>('localStorage');
export const safeSession: SafeStorage<SessionKey> = createSafeStorage<SessionKey>('sessionStorage');

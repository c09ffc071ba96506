import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OWN_STORAGE_KEYS,
  STORAGE_KEYS,
  configureStorage,
  createSafeStorage,
  safeLocal,
  safeSession,
} from './storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  configureStorage({ namespace: '' });
  localStorage.clear();
  sessionStorage.clear();
});

const Banners = v.array(v.string());

describe('storage', () => {
  it('uses the exact key names of seed 001 §3', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual([
      'bannersViewed',
      'COBROWSE_LICENSE_KEY',
      'contactUsPhoneNumber',
      'updatedUserAboutNewTradeValue',
      'cscookiebackup',
      'mfaCode',
      'completedTourPoints',
      'SRP_FILTERS',
      'FuelType',
    ]);
  });

  it('keeps our own keys apart from the spec’s', () => {
    expect(Object.values(OWN_STORAGE_KEYS)).toEqual(['tradeDraft']);
    safeSession.setJSON(OWN_STORAGE_KEYS.tradeDraft, { step: 1 });
    expect(sessionStorage.getItem('tradeDraft')).toBe('{"step":1}');
    safeSession.remove(OWN_STORAGE_KEYS.tradeDraft);
  });

  it('reads and writes the real storage under the spec name', () => {
    safeLocal.set('mfaCode', '1234');
    expect(localStorage.getItem('mfaCode')).toBe('1234');
    safeSession.set('FuelType', 'Electric');
    expect(sessionStorage.getItem('FuelType')).toBe('Electric');
    expect(localStorage.getItem('FuelType')).toBeNull();
    safeLocal.remove('mfaCode');
    expect(safeLocal.get('mfaCode')).toBeNull();
  });

  it('round-trips JSON checked by a schema', () => {
    safeLocal.setJSON('bannersViewed', ['linkBack']);
    expect(safeLocal.getJSON('bannersViewed', Banners)).toEqual(['linkBack']);
  });

  it('drops invalid JSON and data that fails the schema', () => {
    localStorage.setItem('bannersViewed', '{not json');
    expect(safeLocal.getJSON('bannersViewed', Banners)).toBeNull();
    expect(localStorage.getItem('bannersViewed')).toBeNull();
    localStorage.setItem('bannersViewed', JSON.stringify({ linkBack: true }));
    expect(safeLocal.getJSON('bannersViewed', Banners)).toBeNull();
    expect(localStorage.getItem('bannersViewed')).toBeNull();
  });

  it('keeps working in memory when localStorage throws on access', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createSafeStorage<'mfaCode' | 'bannersViewed'>('localStorage');
    expect(store.persistent).toBe(false);
    expect(store.get('mfaCode')).toBeNull();
    store.set('mfaCode', '9876');
    expect(store.get('mfaCode')).toBe('9876');
    store.setJSON('bannersViewed', ['promo']);
    expect(store.getJSON('bannersViewed', Banners)).toEqual(['promo']);
    store.remove('mfaCode');
    expect(store.get('mfaCode')).toBeNull();
  });

  it('keeps a value in memory when setItem throws (quota, Safari private mode)', () => {
    // A full storage behind the window's getter: a spy on the DOM's own storage object would outlive the test
    // (happy-dom's storage is a proxy that keeps a set property as an item), and files share one DOM.
    const full = {
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    } satisfies Storage;
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full);
    safeSession.set('SRP_FILTERS', '{"makes":["Toyota"]}');
    expect(safeSession.get('SRP_FILTERS')).toBe('{"makes":["Toyota"]}');
    expect(safeSession.persistent).toBe(false);
    safeSession.remove('SRP_FILTERS');
    expect(safeSession.get('SRP_FILTERS')).toBeNull();
  });

  it('prefixes keys with the configured namespace', () => {
    configureStorage({ namespace: 'upshift.' });
    safeLocal.set('completedTourPoints', '[]');
    expect(localStorage.getItem('upshift.completedTourPoints')).toBe('[]');
    expect(localStorage.getItem('completedTourPoints')).toBeNull();
  });

  it('types each key to its storage', () => {
    // @ts-expect-error SRP_FILTERS is a session key (seed 001 §3)
    safeLocal.get('SRP_FILTERS');
    // @ts-expect-error bannersViewed is a local key
    safeSession.get('bannersViewed');
    expect(safeSession.get('cscookiebackup')).toBeNull();
  });
});

// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEmptyDb } from '../server/test-support.ts';
import type { Db } from '../server/db/repo.ts';
import { insertSeed } from '../server/db/seed.ts';
import { buildSeed } from '../server/db/seed-data.ts';
import { createSiteApp } from './app.ts';
import { SEED_PLATES } from '../server/db/seed-trade.ts';
import { CONSOLE_EVENTS, CONSOLE_FLAGS } from './console.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';
const EVIL = '<img src=x onerror="alert(1)">';

let db: Db;
let app: ReturnType<typeof createSiteApp>;
let seed: ReturnType<typeof buildSeed>;

beforeAll(async () => {
  seed = buildSeed({ siteOrigin, appHost: '127.0.0.1' });
  const plain = seed.campaigns.find((c) => c.slug === 'plain-ecommerce');
  if (!plain) throw new Error('seed has no plain-ecommerce');
  plain.name = `Plain ${EVIL} & Co`;
  db = await makeEmptyDb();
  await insertSeed(db, seed);
  app = createSiteApp({ db, appOrigin, siteOrigin });
});

async function get(path: string) {
  const res = await app.request(path);
  const text = await res.text();
  return { res, text, doc: new DOMParser().parseFromString(text, 'text/html') };
}

const loaderTag = (doc: Document) => doc.getElementById('upshift-loader') as HTMLScriptElement;
const checkedFlags = (doc: Document) =>
  [...doc.querySelectorAll<HTMLInputElement>('input[name="flag"]:checked')].map((i) => i.value);

describe('GET /console', () => {
  it('lists every campaign from the database, escaped, with the default one selected', async () => {
    const { res, text, doc } = await get('/console');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const options = [...doc.querySelectorAll<HTMLOptionElement>('#console-campaign option')];
    expect(options.map((o) => o.value)).toEqual(seed.campaigns.map((c) => c.slug));
    expect(doc.querySelector<HTMLOptionElement>('#console-campaign option:checked')?.value).toBe('demo-ecommerce');
    expect(text).not.toContain(EVIL);
    expect(doc.querySelector('img')).toBeNull();
    expect(options.find((o) => o.value === 'plain-ecommerce')?.textContent?.trim()).toBe(
      `Plain ${EVIL} & Co (plain-ecommerce)`,
    );
  });

  it('lists the trade-in plates and VINs to try', async () => {
    const { doc } = await get('/console');
    const table = doc.querySelector('[aria-label="Trade-in vehicles"] table');
    const rows = [...(table?.querySelectorAll('tbody tr') ?? [])].map((r) =>
      r.textContent?.replace(/\s+/g, ' ').trim(),
    );
    expect(rows).toHaveLength(SEED_PLATES.length);
    expect(rows[0]).toContain('UPSHFT OR');
    expect(rows[0]).toContain('2020 Toyota RAV4 XLE');
  });

  it('is accessible: labels, fieldsets with legends, a log region, one h1, a skip link', async () => {
    const { doc } = await get('/console');
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect(doc.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
    for (const control of doc.querySelectorAll('select')) {
      expect(doc.querySelector(`label[for="${control.id}"]`)?.textContent?.trim()).toBeTruthy();
    }
    for (const input of doc.querySelectorAll('input[type="radio"], input[type="checkbox"]')) {
      expect(input.closest('label')?.textContent?.trim()).toBeTruthy();
    }
    expect([...doc.querySelectorAll('fieldset legend')].map((l) => l.textContent)).toEqual([
      'Mount',
      'Mode',
      'Feature flags',
    ]);
    // The live region wraps the list, so the list keeps its items' semantics (axe: listitem).
    const log = doc.querySelector('#console-log')?.parentElement;
    expect(log?.getAttribute('role')).toBe('log');
    expect(doc.getElementById(log?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Event log');
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("checks the campaign's own flags and gives the loader no flags override", async () => {
    const { doc } = await get('/console?campaign=toyota-shop');
    expect(doc.querySelectorAll('input[name="flag"]')).toHaveLength(CONSOLE_FLAGS.length);
    expect(checkedFlags(doc)).toEqual([
      'GHOST_ACCOUNT_REGISTER_FEATURE',
      'TOYOTA_PROMOTIONAL_BANNER',
      'HIDE_FLOATING_FOOTERS',
    ]);
    const tag = loaderTag(doc);
    expect(tag.getAttribute('src')).toBe(`${appOrigin}/loader.js`);
    expect(tag.dataset.campaign).toBe('toyota-shop');
    expect(tag.dataset.flags).toBeUndefined();
    expect(tag.dataset.mount).toBeUndefined();
    expect(tag.dataset.target).toBeUndefined();
    expect(tag.dataset.locale).toBe('en');
  });

  it('applies mount, mode, locale and a flags override from the form, dropping unknown flags', async () => {
    const { doc } = await get(
      '/console?campaign=plain-ecommerce&mount=shadow&mode=inline&locale=es&override=1&flag=ENABLE_CO_BROWSE&flag=NOPE',
    );
    const tag = loaderTag(doc);
    expect(tag.dataset.mount).toBe('shadow');
    expect(tag.dataset.target).toBe('#upshift-console-target');
    expect(doc.getElementById('upshift-console-target')).not.toBeNull();
    expect(tag.dataset.locale).toBe('es');
    expect(tag.dataset.flags).toBe('ENABLE_CO_BROWSE');
    expect(checkedFlags(doc)).toEqual(['ENABLE_CO_BROWSE']);
    expect(doc.querySelector<HTMLInputElement>('input[name="mount"]:checked')?.value).toBe('shadow');
    expect(doc.getElementById('console-code')?.textContent).toContain('data-flags="ENABLE_CO_BROWSE"');
    // Every flag off is an override too, spelled "none", unlike no override at all.
    const none = await get('/console?campaign=toyota-shop&override=1');
    expect(loaderTag(none.doc).dataset.flags).toBe('none');
  });

  it('falls back on unknown values rather than failing', async () => {
    const { res, doc } = await get(`/console?campaign=${encodeURIComponent(EVIL)}&mount=x&mode=y&locale=fr`);
    expect(res.status).toBe(200);
    const tag = loaderTag(doc);
    expect(tag.dataset.campaign).toBe('demo-ecommerce');
    expect(tag.dataset.mount).toBeUndefined();
    expect(tag.dataset.locale).toBe('en');
  });

  it('is linked from the dealer site navigation, keeping the campaign', async () => {
    const { doc } = await get('/?campaign=kuni-bmw');
    const link = [...doc.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a')].find(
      (a) => a.textContent === 'Integrator console',
    );
    expect(new URL(link?.getAttribute('href') ?? '', siteOrigin).searchParams.get('campaign')).toBe('kuni-bmw');
  });

  it('serves its script and style sheet', async () => {
    const js = await app.request('/console.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const source = await js.text();
    expect(source).not.toMatch(/innerHTML|outerHTML|eval\(|insertAdjacentHTML/);
    for (const name of CONSOLE_EVENTS) expect(source).toContain(`'${name}'`);
    expect((await app.request('/console.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });
});

describe('console.js', () => {
  type Api = ((...args: unknown[]) => void) & { q?: unknown[][]; l?: 1 };
  const win = () => window as unknown as { Upshift?: Api | undefined };

  /** Emits an event to the handlers console.js queued with Upshift('on', …) (through @upshift/embed). */
  const emit = (name: string, payload: unknown) => {
    for (const call of win().Upshift?.q ?? []) {
      if (call[0] === 'on' && call[1] === name) (call[2] as (p: unknown) => void)(payload);
    }
  };
  /** What the loader does when it runs: owns the global (replaying the stub's queue) and records commands. */
  const runLoader = () => {
    const calls: unknown[][] = [];
    const queued = win().Upshift?.q ?? [];
    win().Upshift = Object.assign((...args: unknown[]) => void calls.push(args), { l: 1 as const });
    queued.forEach((args) => win().Upshift?.(...args));
    return calls;
  };
  const loaderTags = () => document.querySelectorAll<HTMLScriptElement>('script[src$="/loader.js"]');

  beforeEach(async () => {
    const { doc } = await get('/console?campaign=toyota-shop');
    win().Upshift = undefined;
    document.head.replaceWith(document.importNode(doc.head, true));
    document.body.replaceWith(document.importNode(doc.body, true));
    // A module (it imports /upshift-embed.js, aliased to the package's source): a fresh copy per test.
    vi.resetModules();
    const script = './console.js';
    await import(/* @vite-ignore */ script);
  });

  it('subscribes to every public event before the loader runs', () => {
    const names = (win().Upshift?.q ?? []).filter((c) => c[0] === 'on').map((c) => c[1]);
    expect([...names].sort()).toEqual([...CONSOLE_EVENTS].sort());
  });

  it('logs events newest first, timestamped, with the payload as JSON text', () => {
    emit('ready', undefined);
    emit('lead', { kind: EVIL });
    const entries = [...document.querySelectorAll('#console-log li')];
    expect(entries.map((e) => e.querySelector('strong')?.textContent)).toEqual(['lead', 'ready']);
    expect(entries[0]?.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(entries[0]?.querySelector('code')?.textContent).toBe(JSON.stringify({ kind: EVIL }, null, 2));
    expect(document.querySelector('#console-log img')).toBeNull();
    (document.getElementById('console-clear') as HTMLButtonElement).click();
    expect(document.querySelectorAll('#console-log li')).toHaveLength(0);
  });

  it('re-checks the flags of a newly chosen campaign', () => {
    const select = document.getElementById('console-campaign') as HTMLSelectElement;
    select.value = 'kuni-bmw';
    select.dispatchEvent(new Event('change'));
    expect(checkedFlags(document)).toEqual(['ENABLE_CO_BROWSE', 'KUNI_NAME_CHANGE_BANNER']);
  });

  it('reloads the loader in place on Apply with the chosen attributes', () => {
    const form = document.getElementById('console-form') as HTMLFormElement;
    (form.querySelector('input[name="mount"][value="shadow"]') as HTMLInputElement).checked = true;
    (form.querySelector('input[name="flag"][value="HIDE_FLOATING_FOOTERS"]') as HTMLInputElement).checked = false;
    const first = runLoader();
    form.requestSubmit();
    expect(first).toContainEqual(['destroy']);
    expect(document.getElementById('upshift-loader')).toBeNull();
    const scripts = loaderTags();
    expect(scripts).toHaveLength(1);
    const tag = scripts[0] as HTMLScriptElement;
    expect(tag.src).toBe(`${appOrigin}/loader.js`);
    expect(tag.async).toBe(true);
    expect(tag.dataset.campaign).toBe('toyota-shop');
    expect(tag.dataset.mount).toBe('shadow');
    expect(tag.dataset.flags).toBe('GHOST_ACCOUNT_REGISTER_FEATURE,TOYOTA_PROMOTIONAL_BANNER');
    expect(document.getElementById('console-code')?.textContent).toContain('data-mount="shadow"');
    expect(document.getElementById('console-status')?.textContent).toContain('data-mount=shadow');
    expect(new URL(location.href).searchParams.get('mount')).toBe('shadow');
    for (const box of form.querySelectorAll<HTMLInputElement>('input[name="flag"]')) box.checked = false;
    const second = runLoader();
    form.requestSubmit();
    expect(second).toContainEqual(['destroy']);
    expect(loaderTags()).toHaveLength(1);
    expect(loaderTags()[0]?.dataset.flags).toBe('none');
    // A fresh stub carries the subscriptions for the new loader copy.
    expect((win().Upshift?.q ?? []).filter((c) => c[0] === 'on')).toHaveLength(CONSOLE_EVENTS.length);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEmptyDb } from '../server/test-support.ts';
import type { Db } from '../server/db/repo.ts';
import { insertSeed } from '../server/db/seed/seed.ts';
import { buildSeed } from '../server/db/seed/seed-data.ts';
import { createSiteApp } from './app.ts';
import { SEED_PLATES } from '../server/db/seed/seed-trade.ts';
import { CONSOLE_EVENTS, CONSOLE_FLAGS, embedCode, loaderAttributes, type ConsoleConfig } from './console.ts';
import type { Campaign } from '../../src/contract/page-context.ts';
import { QUEUE_STUB } from './pages.ts';

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
const shownCode = (doc: Document) => doc.getElementById('console-code')?.textContent ?? '';
const menu = (doc: Document) =>
  [...doc.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Main"] a')].map((a) => [
    a.textContent?.trim(),
    a.getAttribute('href'),
  ]);
const checkedFlags = (doc: Document) =>
  [...doc.querySelectorAll<HTMLInputElement>('input[name="flag"]:checked')].map((i) => i.value);

describe('embedCode', () => {
  // Only the slug of the campaign is in the code.
  const campaign = { slug: 'demo', featureFlags: ['ENABLE_CO_BROWSE'] } as unknown as Campaign;
  const config = (over: Partial<ConsoleConfig>): ConsoleConfig => ({
    campaign,
    mount: 'iframe',
    mode: 'overlay',
    locale: 'en',
    flags: ['ENABLE_CO_BROWSE'],
    overridden: false,
    ...over,
  });
  const tag = (attrs: string) => `${QUEUE_STUB}\n<script async src="${appOrigin}/loader.js" ${attrs}></script>`;

  it('is the stub and the loader tag, with no flags the integrator did not choose', () => {
    expect(embedCode(appOrigin, config({}))).toBe(tag('data-campaign="demo" data-locale="en"'));
    expect(embedCode(appOrigin, config({ mount: 'shadow', locale: 'es' }))).toBe(
      tag('data-campaign="demo" data-mount="shadow" data-locale="es"'),
    );
  });

  it("inline, starts with the element it renders in and targets that; the preview keeps the console's", () => {
    const inline = config({ mode: 'inline' });
    expect(embedCode(appOrigin, inline)).toBe(
      `<div id="upshift"></div>\n${tag('data-campaign="demo" data-target="#upshift" data-locale="en"')}`,
    );
    expect(loaderAttributes(inline)).toContainEqual(['data-target', '#upshift-console-target']);
  });

  it('carries the flags the integrator chose, "none" when they turned every one off', () => {
    expect(embedCode(appOrigin, config({ flags: [], overridden: true }))).toBe(
      tag('data-campaign="demo" data-locale="en" data-flags="none"'),
    );
    expect(embedCode(appOrigin, config({ flags: ['HIDE_FLOATING_FOOTERS'], overridden: true }))).toContain(
      ' data-flags="HIDE_FLOATING_FOOTERS"',
    );
  });
});

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

  it('links every sandbox page from its menu, as the sandbox pages do, keeping its campaign in its own links', async () => {
    const { doc } = await get('/console?campaign=kuni-bmw&locale=es');
    const links = menu(doc);
    expect(links.map(([text]) => text)).toEqual([
      'Demo store',
      'Integrator console',
      'Outbox',
      'Call center',
      'Credit bureau',
      'Sandbox lender',
      'Lead inbox',
      'Sandbox payments',
    ]);
    expect(links.slice(2).map(([, link]) => link)).toEqual([
      '/outbox',
      '/call-center',
      '/credit-bureau',
      '/sandbox-lender',
      '/lead-inbox',
      '/sandbox-payments',
    ]);
    expect(new URL(links[1]?.[1] ?? '', siteOrigin).searchParams.get('campaign')).toBe('kuni-bmw');
    expect(doc.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.textContent).toBe('Integrator console');
    // The same menu as the pages it links (which keep no campaign).
    for (const [, link] of links.slice(2)) {
      const page = await get(link ?? '');
      expect(page.res.status, link ?? '').toBe(200);
      expect(menu(page.doc).map(([text]) => text)).toEqual(links.map(([text]) => text));
    }
  });

  it('links no sandbox page in a real deployment, which serves none', async () => {
    const live = createSiteApp({ db, appOrigin, siteOrigin, environment: 'production' });
    const doc = new DOMParser().parseFromString(await (await live.request('/console')).text(), 'text/html');
    expect(menu(doc).map(([text]) => text)).toEqual(['Demo store', 'Integrator console']);
    expect((await live.request('/lead-inbox')).status).toBe(404);
  });

  it("shows the dealer's code: inline it brings and targets its own element, never the console's", async () => {
    const { doc } = await get('/console?campaign=toyota-shop&mount=shadow&mode=inline&locale=es');
    // The preview renders in the console's element…
    expect(loaderTag(doc).dataset.target).toBe('#upshift-console-target');
    // …the code to paste in the dealer's, and carries no flags: the integrator kept the campaign's.
    expect(shownCode(doc)).toBe(
      `<div id="upshift"></div>\n${QUEUE_STUB}\n` +
        `<script async src="${appOrigin}/loader.js" data-campaign="toyota-shop" data-mount="shadow" data-target="#upshift" data-locale="es"></script>`,
    );
    const overlay = await get('/console?campaign=toyota-shop&mount=shadow');
    expect(shownCode(overlay.doc)).toBe(
      `${QUEUE_STUB}\n<script async src="${appOrigin}/loader.js" data-campaign="toyota-shop" data-mount="shadow" data-locale="en"></script>`,
    );
  });

  it('puts data-flags in the shown code only when the integrator changed the flags', async () => {
    const own = 'flag=GHOST_ACCOUNT_REGISTER_FEATURE&flag=TOYOTA_PROMOTIONAL_BANNER&flag=HIDE_FLOATING_FOOTERS';
    // The form always sends override=1: the campaign's own flags, submitted, are no choice.
    const kept = await get(`/console?campaign=toyota-shop&mount=shadow&override=1&${own}`);
    expect(shownCode(kept.doc)).not.toContain('data-flags');
    const changed = await get('/console?campaign=toyota-shop&mount=shadow&override=1&flag=TOYOTA_PROMOTIONAL_BANNER');
    expect(shownCode(changed.doc)).toContain(' data-flags="TOYOTA_PROMOTIONAL_BANNER"');
  });

  it('has a Copy button, shown by its script, and a status that announces the copy', async () => {
    const { doc } = await get('/console');
    const copy = doc.getElementById('console-copy') as HTMLButtonElement;
    expect(copy.type).toBe('button');
    expect(copy.textContent?.replace(/\s+/g, ' ').trim()).toBe('Copy embed code');
    expect(copy.querySelector('.visually-hidden')?.textContent).toBe(' embed code');
    expect(copy.hidden).toBe(true);
    expect(doc.getElementById('console-copy-status')?.getAttribute('role')).toBe('status');
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
    expect((document.getElementById('console-copy') as HTMLButtonElement).hidden).toBe(false);
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
  it("after Apply shows the code the server shows for the same choices: the dealer's, not the preview's", async () => {
    const form = document.getElementById('console-form') as HTMLFormElement;
    const choices: [string, string][] = [
      ['mode', 'inline'],
      ['mount', 'shadow'],
    ];
    for (const [name, value] of choices) {
      (form.querySelector(`input[name="${name}"][value="${value}"]`) as HTMLInputElement).checked = true;
      runLoader();
      form.requestSubmit();
      expect(loaderTags()[0]?.dataset.target).toBe('#upshift-console-target');
      const server = await get(`/console${location.search}`);
      expect(shownCode(document)).toBe(shownCode(server.doc));
      expect(shownCode(document)).toMatch(/^<div id="upshift"><\/div>\n/);
      expect(shownCode(document)).toContain('data-target="#upshift"');
      expect(shownCode(document)).not.toContain('data-flags');
    }
    (form.querySelector('input[name="flag"][value="HIDE_FLOATING_FOOTERS"]') as HTMLInputElement).checked = false;
    form.requestSubmit();
    expect(shownCode(document)).toBe(shownCode((await get(`/console${location.search}`)).doc));
    expect(shownCode(document)).toContain('data-flags="GHOST_ACCOUNT_REGISTER_FEATURE,TOYOTA_PROMOTIONAL_BANNER"');
  });

  describe('Copy', () => {
    const status = () => document.getElementById('console-copy-status')?.textContent;
    const clipboard = (value: unknown) =>
      Object.defineProperty(window.navigator, 'clipboard', { value, configurable: true });
    afterEach(() => {
      clipboard(undefined);
    });

    it('copies the code shown, also after Apply changed it, and says so', async () => {
      const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
      clipboard({ writeText });
      const copy = document.getElementById('console-copy') as HTMLButtonElement;
      copy.click();
      await vi.waitFor(() => expect(status()).toBe('Copied'));
      expect(writeText).toHaveBeenLastCalledWith(shownCode(document));
      const form = document.getElementById('console-form') as HTMLFormElement;
      (form.querySelector('input[name="mode"][value="inline"]') as HTMLInputElement).checked = true;
      form.requestSubmit();
      // The status spoke of the old code.
      expect(status()).toBe('');
      copy.click();
      await vi.waitFor(() => expect(status()).toBe('Copied'));
      expect(writeText).toHaveBeenLastCalledWith(shownCode(document));
      expect(writeText.mock.lastCall?.[0]).toContain('<div id="upshift"></div>');
    });

    it('without a clipboard, or refused, selects the code and says how to copy it', async () => {
      const copy = document.getElementById('console-copy') as HTMLButtonElement;
      for (const value of [
        undefined,
        { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      ]) {
        clipboard(value);
        window.getSelection()?.removeAllRanges();
        copy.click();
        await vi.waitFor(() => expect(status()).toContain('The clipboard is not available here'));
        expect(status()).toContain('Ctrl+C');
        expect(window.getSelection()?.toString()).toBe(shownCode(document));
      }
    });
  });
});

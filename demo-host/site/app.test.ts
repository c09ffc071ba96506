// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { insertSeed } from '../server/db/seed/seed.ts';
import { buildSeed } from '../server/db/seed/seed-data.ts';
import type { Db } from '../server/db/repo.ts';
import { createSiteApp } from './app.ts';
import { formatMoney, QUEUE_STUB } from './pages.ts';
import * as v from 'valibot';
import { SalePriceSchema } from '../../src/contract/vehicle.ts';
import { makeDist, makeEmptyDb, testApp } from '../server/test-support.ts';

const appOrigin = 'http://127.0.0.1:4174';
const siteOrigin = 'http://localhost:4173';
const EVIL = '<script>alert("pwned")</script>';

let db: Db;
let app: ReturnType<typeof createSiteApp>;
let evilId: string;
let seed: ReturnType<typeof buildSeed>;

beforeAll(async () => {
  seed = buildSeed({ siteOrigin, appHost: '127.0.0.1' });
  // A hostile catalogue entry: its name and colour must come out as text.
  const evil = seed.vehicles.find((x) => x.dealerId === 'd100' && x.imageCount > 0);
  if (!evil) throw new Error('seed has no d100 vehicle');
  evil.model = EVIL;
  evil.exteriorColor = `Red" onerror="alert(1)`;
  evilId = evil.id;
  const dealer = seed.dealers.find((d) => d.id === 'd100');
  if (dealer) dealer.name = 'Riverside & Sons <Auto>';
  db = await makeEmptyDb();
  await insertSeed(db, seed);
  app = createSiteApp({ db, appOrigin, siteOrigin });
});

async function get(path: string): Promise<{ status: number; text: string; doc: Document; res: Response }> {
  const res = await app.request(path);
  const text = await res.text();
  return { status: res.status, text, doc: new DOMParser().parseFromString(text, 'text/html'), res };
}

function loaderTag(doc: Document): HTMLScriptElement {
  const scripts = [...doc.head.querySelectorAll('script[src]')];
  expect(scripts).toHaveLength(1);
  return scripts[0] as HTMLScriptElement;
}

/** Accessibility basics a screen reader user relies on (axe runs in the end-to-end suite). */
function expectAccessibleShell(doc: Document): void {
  expect(doc.documentElement.getAttribute('lang')).toBe('en');
  expect(doc.querySelectorAll('h1')).toHaveLength(1);
  expect(doc.querySelector('title')?.textContent?.trim()).toBeTruthy();
  expect(doc.querySelector('a.skip-link')?.getAttribute('href')).toBe('#main');
  expect(doc.querySelector('main#main')).not.toBeNull();
  expect(doc.querySelector('header')).not.toBeNull();
  expect(doc.querySelector('footer')).not.toBeNull();
  expect(doc.querySelector('nav[aria-label="Main"]')).not.toBeNull();
  for (const img of doc.querySelectorAll('img'))
    expect(img.getAttribute('alt')?.trim(), img.getAttribute('src') ?? '').toBeTruthy();
  for (const button of doc.querySelectorAll('button')) expect(button.textContent?.trim()).toBeTruthy();
  const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const el of doc.querySelectorAll('[aria-describedby]')) {
    expect(doc.getElementById(el.getAttribute('aria-describedby') as string)).not.toBeNull();
  }
}

describe('embed snippet', () => {
  it('puts the queue stub and the loader in <head> with the default campaign', async () => {
    const { status, text, doc } = await get('/');
    expect(status).toBe(200);
    expect(text).toContain(QUEUE_STUB);
    expect(QUEUE_STUB).toBe(
      '<script>window.Upshift=window.Upshift||function(){(Upshift.q=Upshift.q||[]).push(arguments)}</script>',
    );
    const inlineStub = doc.head.querySelector('script:not([src])');
    expect(inlineStub?.textContent).toContain('Upshift.q=Upshift.q||[]');
    const tag = loaderTag(doc);
    expect(tag.getAttribute('src')).toBe(`${appOrigin}/loader.js`);
    expect(tag.hasAttribute('async')).toBe(true);
    expect(tag.dataset.campaign).toBe('demo-ecommerce');
    expect(tag.dataset.dealer).toBe('d100');
    expect(tag.dataset.vehicle).toBeUndefined();
    expect(tag.dataset.locale).toBeUndefined();
    expect(tag.dataset.mount).toBeUndefined();
  });

  it('follows ?campaign and keeps it (and the locale) in links', async () => {
    const { doc } = await get('/?campaign=bmw-upgrade&locale=es');
    const tag = loaderTag(doc);
    expect(tag.dataset.campaign).toBe('bmw-upgrade');
    expect(tag.dataset.dealer).toBe('d300');
    expect(tag.dataset.locale).toBe('es');
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map(
      (a) => a.getAttribute('href') as string,
    );
    expect(links.length).toBeGreaterThan(4);
    for (const link of links) {
      const params = new URL(link, siteOrigin).searchParams;
      expect(params.get('campaign'), link).toBe('bmw-upgrade');
      expect(params.get('locale'), link).toBe('es');
    }
    expect(doc.querySelector('.brand')?.textContent).toBe('Lakeshore BMW');
  });

  it('ignores an unsupported locale', async () => {
    const { doc } = await get('/?locale=fr');
    expect(loaderTag(doc).dataset.locale).toBeUndefined();
  });

  it('switches dealer only among the campaign’s dealers', async () => {
    expect(loaderTag((await get('/?dealer=d600')).doc).dataset.dealer).toBe('d600');
    expect(loaderTag((await get('/?dealer=d300')).doc).dataset.dealer).toBe('d100');
  });

  it('answers an unknown or malformed campaign with a 404 and no widget, echoing nothing, framed by nobody', async () => {
    const unknown = await get('/?campaign=nope');
    expect(unknown.status).toBe(404);
    expect(unknown.doc.querySelector('script')).toBeNull();
    // The name asked for is not repeated, and no page may frame the answer.
    expect(unknown.text).not.toContain('nope');
    expect(unknown.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const evil = await get(`/inventory?campaign=${encodeURIComponent(EVIL)}`);
    expect(evil.status).toBe(404);
    expect(evil.text).not.toContain('pwned');
    expect(evil.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('home', () => {
  it('renders header, hero, featured vehicles with Estimate payments buttons and a footer', async () => {
    const { doc } = await get('/');
    expectAccessibleShell(doc);
    const buttons = [...doc.querySelectorAll<HTMLButtonElement>('button[data-upshift-open^="/no-profile/vehicles/"]')];
    expect(buttons.length).toBeGreaterThan(2);
    for (const b of buttons) {
      expect(b.type).toBe('button');
      expect(b.textContent?.trim()).toBe('Estimate payments');
      const id = b.dataset.upshiftOpen?.split('/').pop() as string;
      expect(seed.vehicles.find((x) => x.id === id)?.dealerId).toBe('d100');
    }
    expect(doc.querySelector('footer address')?.textContent).toContain('Portland, OR 97202');
    expect(doc.querySelector('footer a[href^="tel:"]')?.textContent).toBe('(503) 555-0142');
    const images = [...doc.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    for (const img of images)
      expect(img.getAttribute('src')).toMatch(new RegExp(`^${appOrigin}/images/vehicles/v\\d+/0\\.svg$`));
  });

  it('keeps the test helper out of the navigation', async () => {
    const { text } = await get('/');
    expect(text).not.toContain('/test/spoof');
  });
});

describe('inventory', () => {
  it('lists exactly the dealer’s vehicles, each with details link and estimate button', async () => {
    const { doc } = await get('/inventory');
    expectAccessibleShell(doc);
    const expected = seed.vehicles.filter((x) => x.dealerId === 'd100');
    const cards = doc.querySelectorAll('.card');
    expect(cards).toHaveLength(expected.length);
    for (const card of cards) {
      const link = card.querySelector<HTMLAnchorElement>('a.btn')?.getAttribute('href') as string;
      const id = new URL(link, siteOrigin).pathname.split('/').pop() as string;
      expect(card.querySelector('button')?.dataset.upshiftOpen).toBe(`/no-profile/vehicles/${id}`);
      expect(card.querySelector('.price')?.textContent).toMatch(/\$\d{1,3}(,\d{3})*/);
    }
    expect(doc.querySelector('.result-count')?.textContent).toBe(`${expected.length} vehicles`);
  });

  it('filters by condition', async () => {
    const { doc } = await get('/inventory?stock=USED');
    const expected = seed.vehicles.filter((x) => x.dealerId === 'd100' && x.stockType === 'USED');
    expect(expected.length).toBeGreaterThan(0);
    expect(doc.querySelectorAll('.card')).toHaveLength(expected.length);
    expect(doc.querySelector('h1')?.textContent).toBe('Used vehicles');
    expect(doc.querySelector<HTMLSelectElement>('#stock')?.value).toBe('USED');
    expect(doc.querySelector('label[for="stock"]')).not.toBeNull();
  });

  it('uses the stock image for vehicles without photos', async () => {
    const noPhoto = seed.vehicles.find((x) => x.imageCount === 0 && x.dealerId === 'd100');
    if (!noPhoto) return expect.fail('seed has no photo-less d100 vehicle');
    const { doc } = await get('/inventory');
    const img = doc.querySelector(`a[href*="/vehicles/${noPhoto.id}?"] img`);
    expect(img?.getAttribute('src')).toBe(`${appOrigin}/images/stock/${noPhoto.bodyStyle}.svg`);
    expect(img?.getAttribute('alt')).toContain('stock image');
  });
});

describe('prices', () => {
  it('are the widget’s for the same car: the app server’s price with rebates on cards and vehicle pages', async () => {
    const api = testApp(db, { distDir: makeDist() });
    const rows = await db
      .selectFrom('vehicles')
      .select(['id', 'dealer_id'])
      .where('manufacturer_rebate', '>', 0)
      .where('dealer_id', '=', 'd100')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const { doc: inventory } = await get('/inventory');
    for (const { id } of rows) {
      const price = v.parse(SalePriceSchema, await (await api.request(`/api/vehicles/${id}/saleprice`)).json());
      expect(price.rebates).toBeGreaterThan(0);
      const card = inventory.querySelector(`a.btn[href*="/vehicles/${id}?"]`)?.closest('.card');
      const cardPrice = card?.querySelector('.price')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      expect(cardPrice.startsWith(`Price with rebates ${formatMoney(price.priceWithRebates)}`)).toBe(true);
      const { doc } = await get(`/vehicles/${id}`);
      const rowsOf = [...doc.querySelectorAll('.price-rows div')].map((r) => [
        r.querySelector('dt')?.textContent,
        r.querySelector('dd')?.textContent,
      ]);
      expect(rowsOf).toContainEqual(['Sale price', formatMoney(price.salePrice)]);
      expect(rowsOf).toContainEqual(['Rebates', formatMoney(-price.rebates)]);
      expect(rowsOf).toContainEqual(['Price with rebates', formatMoney(price.priceWithRebates)]);
      expect(doc.querySelector('.fine-print')?.textContent).not.toContain('includes all manufacturer rebates');
    }
  });
});

describe('vehicle page', () => {
  it('shows the vehicle with its own loader data-vehicle and an Estimate payments button', async () => {
    const target = seed.vehicles.find((x) => x.dealerId === 'd600' && x.imageCount > 1);
    if (!target) return expect.fail('seed has no d600 vehicle with photos');
    const { status, doc } = await get(`/vehicles/${target.id}`);
    expect(status).toBe(200);
    expectAccessibleShell(doc);
    const tag = loaderTag(doc);
    expect(tag.dataset.vehicle).toBe(target.id);
    // The vehicle's own dealer, not the campaign's first one.
    expect(tag.dataset.dealer).toBe('d600');
    expect(doc.querySelector('h1')?.textContent).toBe(`${target.year} ${target.make} ${target.model}`);
    expect(doc.querySelector('button[data-upshift-open]')?.getAttribute('data-upshift-open')).toBe(
      `/no-profile/vehicles/${target.id}`,
    );
    expect(doc.querySelector('.specs')?.textContent).toContain(target.vin);
    expect(doc.querySelectorAll('.vdp img')).toHaveLength(Math.min(target.imageCount, 4));
  });

  it('shows the in-transit delivery date as MM/DD/YYYY', async () => {
    const target = seed.vehicles.find((x) => x.inTransit && ['d100', 'd600', 'd400'].includes(x.dealerId));
    if (!target?.estimatedDeliveryDate) return expect.fail('seed has no in-transit vehicle for the default campaign');
    const [y, m, d] = target.estimatedDeliveryDate.split('-');
    const { doc } = await get(`/vehicles/${target.id}`);
    expect(doc.querySelector('.notice')?.textContent).toContain(`${m}/${d}/${y}`);
  });

  it('is a 404 for unknown ids, malformed ids and other campaigns’ vehicles', async () => {
    expect((await get('/vehicles/v9999')).status).toBe(404);
    expect((await get('/vehicles/%3Cscript%3E')).status).toBe(404);
    const bmw = seed.vehicles.find((x) => x.dealerId === 'd300');
    expect((await get(`/vehicles/${bmw?.id}`)).status).toBe(404);
    expect((await get(`/vehicles/${bmw?.id}?campaign=bmw-upgrade`)).status).toBe(200);
  });

  it('is a 404 page with the site chrome for unknown paths', async () => {
    const { status, doc } = await get('/nowhere?campaign=toyota-shop');
    expect(status).toBe(404);
    expect(loaderTag(doc).dataset.campaign).toBe('toyota-shop');
  });
});

describe('escaping', () => {
  it('keeps a vehicle named <script> as text everywhere', async () => {
    for (const path of ['/inventory', `/vehicles/${evilId}`]) {
      const { text, doc } = await get(path);
      expect(text, path).not.toContain('<script>alert');
      expect(text, path).not.toContain('" onerror="');
      expect(doc.querySelectorAll('script'), path).toHaveLength(2);
      expect(doc.body.textContent, path).toContain(EVIL);
      expect(doc.querySelector('[onerror]'), path).toBeNull();
      const alts = [...doc.querySelectorAll('img')].map((i) => i.getAttribute('alt') ?? '');
      expect(
        alts.some((a) => a.includes('Red" onerror="alert(1)')),
        path,
      ).toBe(true);
    }
  });

  it('escapes the dealer name', async () => {
    const { text, doc } = await get('/');
    expect(text).toContain('Riverside &amp; Sons &lt;Auto&gt;');
    expect(doc.querySelector('.brand')?.textContent).toBe('Riverside & Sons <Auto>');
  });
});

describe('embedding modes', () => {
  it('/inline mounts into #upshift-inline without a launcher', async () => {
    const { doc } = await get('/inline?campaign=plain-ecommerce');
    expectAccessibleShell(doc);
    const tag = loaderTag(doc);
    expect(tag.dataset.target).toBe('#upshift-inline');
    expect(tag.dataset.launcher).toBe('false');
    expect(tag.dataset.campaign).toBe('plain-ecommerce');
    expect(doc.querySelector('#upshift-inline')).not.toBeNull();
  });

  it('/shadow uses the shadow mount', async () => {
    const { doc } = await get('/shadow');
    expectAccessibleShell(doc);
    const tag = loaderTag(doc);
    expect(tag.dataset.mount).toBe('shadow');
    expect(tag.dataset.target).toBeUndefined();
    expect(doc.querySelectorAll('button[data-upshift-open]').length).toBeGreaterThan(1);
  });
});

describe('static and test pages', () => {
  it('serves the hostile site.css', async () => {
    const res = await app.request('/site.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/css');
    const css = await res.text();
    expect(css).toMatch(/html\s*{\s*font-size:\s*10px/);
    expect(css).toMatch(/z-index:\s*999999/);
    expect(css).toMatch(/button\s*{[^}]*text-transform:\s*uppercase/);
    expect(css).toMatch(/iframe\s*{[^}]*border:\s*5px solid red/);
  });

  it('serves the spoof page, which addresses its parent and sibling frames by origin, never *', async () => {
    const { status, text } = await get('/test/spoof');
    expect(status).toBe(200);
    expect(text).toContain('window.parent.postMessage(messages[i], parentOrigin)');
    expect(text).toContain('postMessage(toApp[j], appOrigin)');
    expect(text).toContain("type: 'close'");
    expect(text).toContain("type: 'navigate'");
    expect(text).not.toMatch(/postMessage\([^)]*'\*'/);
  });
});

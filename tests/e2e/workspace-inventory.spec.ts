/**
 * The inventory feed in the dealer workspace (/dealer/inventory): Sunbelt's manager uploads a feed of 5
 * rows, 2 of them bad (both reported with their lines), finds one of the 3 new cars in the widget's
 * listings on the demo dealer site (Sunbelt's campaign), then uploads a full feed without one of them, which is counted sold
 * and leaves the listings. The full feed carries Sunbelt's own stock as it is, so other tests keep their
 * cars. By keyboard, axe-clean, in English and Spanish.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { SearchResult } from '../../src/contract/listings.ts';
import { vinCheckDigit } from '../../src/contract/trade.ts';
import type { Vehicle } from '../../src/contract/vehicle.ts';
import { APP, expectNoAxeViolations, tabTo } from './helpers.ts';
import { openOnSite } from './shell-helpers.ts';
import { followNavLink, signInStaff } from './staff.ts';

test.use({
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

// One after the other: a full feed sells every Sunbelt car it does not carry, so the other test's new cars,
// imported between its read of the stock and its upload, would be sold under it.
test.describe.configure({ mode: 'default' });

/** A valid Toyota VIN of model year 2025 (code S) with this run's serial. */
function toyotaVin(serial: number): string {
  const draft = `4T1BF1FK0SU${String(serial).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)!}${draft.slice(9)}`;
}

const HEADER = 'VIN,Stock,Type,Year,Make,Model,Trim,Price,MSRP,Miles';
const csvOf = (rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;

/** Sunbelt's listed stock as feed rows that change nothing. */
async function sunbeltStock(page: Page, skip: readonly string[]): Promise<string[]> {
  const items: SearchResult['items'] = [];
  for (let n = 1; ; n++) {
    const res = await page.request.get(`${APP}/api/vehicles/search?dealerId=d400&pageSize=48&page=${n}`);
    expect(res.ok()).toBe(true);
    const found = (await res.json()) as SearchResult;
    items.push(...found.items);
    if (n >= found.totalPages) break;
  }
  const rows: string[] = [];
  for (const item of items) {
    const v = (await (await page.request.get(`${APP}/api/vehicles/${item.id}`)).json()) as Vehicle;
    if (skip.includes(v.vin)) continue;
    const cells = [
      v.vin,
      v.stockNumber,
      v.stockType,
      v.year,
      v.make,
      v.model,
      v.trim,
      v.salePrice,
      v.msrp,
      v.mileage ?? '',
    ];
    rows.push(cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(','));
  }
  return rows;
}

async function upload(page: Page, name: string, csv: string, full: boolean, lang: 'en' | 'es' = 'en') {
  const l =
    lang === 'en'
      ? {
          file: 'Feed file (CSV, up to 5 MB)',
          full: 'Full feed: vehicles missing from this file are marked sold',
          send: 'Upload feed',
        }
      : {
          file: 'Archivo (CSV, hasta 5 MB)',
          full: 'Inventario completo: los vehículos que no estén en este archivo se marcan como vendidos',
          send: 'Subir archivo',
        };
  const input = page.getByLabel(l.file);
  await tabTo(page, input);
  await input.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const box = page.getByRole('checkbox', { name: l.full });
  if ((await box.isChecked()) !== full) {
    await tabTo(page, box);
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByRole('button', { name: l.send }));
  await page.keyboard.press('Enter');
}

test('a manager uploads a feed with 2 bad rows, finds a new car in listings, and a full feed sells the missing one', async ({
  page,
}) => {
  test.slow();
  // Serials stay within 6 digits; each run's VINs are its own.
  const run = Date.now() % 100_000;
  const trim = `Feed${run}`;
  const vins = [1, 2, 3].map((i) => toyotaVin(run * 3 + i));
  const row = (vin: string, i: number) =>
    `${vin},F${run}-${i},New,2025,Toyota,Corolla,${trim},${21000 + i * 500},24000,${1000 * i}`;
  const first = csvOf([
    row(vins[0]!, 1),
    // Line 3: a VIN with a wrong check digit.
    row(`${vins[1]!.slice(0, 8)}${vins[1]![8] === '7' ? '8' : '7'}${vins[1]!.slice(9)}`, 9),
    row(vins[1]!, 2),
    // Line 5: a price of nothing.
    `${toyotaVin(999_999 - run)},X${run},New,2025,Toyota,Corolla,${trim},0,24000,1`,
    row(vins[2]!, 3),
  ]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@sunbelt.test');
  await followNavLink(page, 'Inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory feed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await upload(page, `first-${run}.csv`, first, false);
  await expect(page.getByText(`Imported first-${run}.csv: 3 added, 0 updated, 0 sold, 2 rejected.`)).toBeVisible();
  const history = page.getByRole('table', { name: 'Imports' });
  await expect(history.getByRole('row').nth(1)).toContainText(`first-${run}.csv`);
  await page
    .getByText(/^Rejected rows of the import of/)
    .first()
    .click();
  const rejected = page.getByRole('table', { name: /^Rejected rows of the import of/ }).first();
  await expect(rejected.getByRole('row', { name: /^3 VIN check digit is wrong/ })).toBeVisible();
  await expect(rejected.getByRole('row', { name: /^5 Price must be a positive amount/ })).toBeVisible();
  await expectNoAxeViolations(page);
  // On a phone too: the tables become cards, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The shopper's side: the new cars are in the widget's listings (Sunbelt's campaign lists new cars first).
  const shopper = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1280, height: 800 } });
  const app = await openOnSite(shopper, 'toyota-shop', '/listings');
  const search = app.getByRole('searchbox', { name: 'Search make, model or keyword' });
  await search.fill(trim);
  await search.press('Enter');
  const cards = app.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first().getByRole('heading')).toContainText('2025 Toyota Corolla');

  // A full feed of Sunbelt's stock without the third new car: it is sold and leaves the listings.
  const full = csvOf(await sunbeltStock(page, [vins[2]!]));
  await upload(page, `full-${run}.csv`, full, true);
  await expect(page.getByText(`Imported full-${run}.csv: 0 added, 0 updated, 1 sold, 0 rejected.`)).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText('Upload (full feed)');
  await search.fill(trim);
  await search.press('Enter');
  await expect(cards).toHaveCount(2);
  await shopper.close();

  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1, name: 'Archivo de inventario' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Importaciones' }).getByRole('row').nth(1)).toContainText(
    'Subida (inventario completo)',
  );
  await expectNoAxeViolations(page);
});

/** The dealer's feed server on this machine (a sandbox deployment fetches loopback http): it serves `files`. */
async function feedServer(files: Record<string, { type: string; body: string | Buffer }>) {
  const server: Server = createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (!file) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    base,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A real 8×8 PNG of one colour, so the browser decodes it (a photo the widget shows). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 8, 0, 0, 0, 8, 8, 2, 0, 0, 0]);
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array(8).fill([200, 30, 30]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a feed URL fetched now: its cars appear with their photos, and a deal on one says so once a full feed sells it', async ({
  page,
}) => {
  test.slow();
  const run = (Date.now() % 100_000) + 100_000;
  const trim = `Url${run}`;
  const vins = [1, 2].map((i) => toyotaVin(run * 2 + i));
  const files: Record<string, { type: string; body: string | Buffer }> = {
    '/car.png': { type: 'image/png', body: png() },
  };
  const feed = await feedServer(files);
  files['/feed.csv'] = {
    type: 'text/csv',
    body: [
      `${HEADER},Photos`,
      ...vins.map(
        (vin, i) =>
          `${vin},U${run}-${i},New,2025,Toyota,Camry,${trim},${28000 + i * 500},31000,5,${i === 0 ? `${feed.base}/car.png` : ''}`,
      ),
    ].join('\r\n'),
  };
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${APP}/dealer`);
    await signInStaff(page, 'manager@sunbelt.test');
    await followNavLink(page, 'Inventory');
    await expect(page.getByRole('heading', { level: 2, name: 'Scheduled feed', exact: true })).toBeVisible();

    // A URL the server may not fetch is refused on its field.
    const url = page.getByLabel('Feed URL', { exact: true });
    await tabTo(page, url);
    await page.keyboard.type('http://10.0.0.1/feed.csv');
    await tabTo(page, page.getByRole('button', { name: 'Save feed' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enter the feed’s address as a full https:// URL.')).toBeVisible();
    await expect(url).toBeFocused();
    await expectNoAxeViolations(page);

    await url.fill(`${feed.base}/feed.csv`);
    const every = page.getByLabel('Fetch every (minutes)');
    await tabTo(page, every);
    await every.fill('30');
    // Not a full feed: Sunbelt's other cars stay listed.
    const full = page.getByRole('checkbox', { name: 'Full feed: vehicles missing from the feed are marked sold' });
    await tabTo(page, full);
    // A retry finds the feed saved by the first try, already not full.
    if (await full.isChecked()) await page.keyboard.press('Space');
    await expect(full).not.toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Save feed' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Feed saved\. Next fetch:/)).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Fetch now' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`Imported ${feed.base}/feed.csv: 2 added, 0 updated, 0 sold, 0 rejected.`),
    ).toBeVisible();
    const history = page.getByRole('table', { name: 'Imports' });
    await expect(history.getByRole('row').nth(1)).toContainText('Feed URL');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    const shopper = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 1280, height: 800 } });
    const app = await openOnSite(shopper, 'toyota-shop', '/listings');
    const search = app.getByRole('searchbox', { name: 'Search make, model or keyword' });
    await search.fill(trim);
    await search.press('Enter');
    const cards = app.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading')).toContainText('2025 Toyota Camry');
    // The first car's feed photo, through the app's image route; the second, without one, its stock drawing.
    const decoded = (img: Locator) =>
      img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 8);
    const withPhoto = app
      .getByRole('img', { name: `2025 Toyota Camry ${trim}` })
      .and(app.locator('[src*="/photos/0"]'));
    await expect(withPhoto).toHaveCount(1);
    await expect.poll(() => decoded(withPhoto)).toBe(true);
    // Its vehicle page (a feed vehicle's id is its dealer's and its VIN): the photo in the gallery.
    const visitor = await page
      .context()
      .browser()!
      .newPage({ viewport: { width: 1280, height: 800 } });
    const page2 = await openOnSite(visitor, 'toyota-shop', `/vehicles/d400-${vins[0]!}`);
    const gallery = page2.locator('.gallery__image[src*="/photos/0"]');
    await expect(gallery).toBeVisible();
    await expect.poll(() => decoded(gallery)).toBe(true);
    // The visitor starts a deal on it…
    const created = visitor.waitForResponse((r) => r.url().endsWith('/api/deals') && r.request().method() === 'POST');
    await page2.getByRole('button', { name: 'Estimate payments' }).first().click();
    await expect(page2.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
    const { dealId } = (await (await created).json()) as { dealId: string };
    await shopper.close();

    // …then the dealer's full feed leaves that car out: it is sold, and the visitor's deal says so.
    const fullFeed = csvOf(await sunbeltStock(page, [vins[0]!]));
    await upload(page, `full-url-${run}.csv`, fullFeed, true);
    await expect(
      page.getByText(new RegExp(`^Imported full-url-${run}\\.csv: 0 added, 0 updated, [1-9]\\d* sold`)),
    ).toBeVisible();
    const deal = await openOnSite(visitor, 'toyota-shop', `/deals/${dealId}`);
    await expect(deal.getByText(/^This vehicle has been sold\./)).toBeVisible();
    await expect(deal.getByRole('tab')).toHaveCount(0);
    await expect(deal.getByRole('link', { name: 'Shop vehicles' })).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.close();

    // Its server gone, the next fetch is an import with its reason.
    await feed.close();
    await page.getByRole('button', { name: 'Fetch now' }).click();
    await expect(page.getByText(/^The feed was not imported: The feed could not be fetched/).first()).toBeVisible();
    await page.getByLabel('Language').selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { level: 2, name: 'Descarga programada', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await feed.close();
  }
});

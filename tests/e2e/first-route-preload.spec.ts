/**
 * Speed: the iframe shell starts everything home needs at once (the entry's chunks as
 * module preloads, home's sheets as preloads) and carries home's dealer-stock search in the page,
 * which the app's own ask takes instead of a request; the app's files arrive compressed. Times are the bench's business (`npm run bench`); this checks the
 * requests a shopper's browser makes, which is what the times come from.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Frame, type Page, type Response } from '@playwright/test';
import { appFrame, openWithLauncher } from './helpers.ts';

const appFrameOf = (page: Page) => page.frames().find((f) => /\/embed\?/.test(f.url()));

/** What the app's frame fetched: path, who asked (link, fetch, script) and when. */
const resourceLoads = (frame: Frame) =>
  frame.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({
      path: new URL(e.name).pathname,
      initiator: (e as PerformanceResourceTiming).initiatorType,
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd,
    })),
  );

test('the launcher opens home with the entry’s chunks and its sheets preloaded, its stock search in the page', async ({
  page,
}) => {
  const searches: string[] = [];
  const assets: Response[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/vehicles/search')) searches.push(request.url());
  });
  page.on('response', (response) => {
    if (/\/assets\/.*\.js$/.test(response.url())) assets.push(response);
  });
  await page.goto('/');
  await openWithLauncher(page);
  const app = appFrame(page);
  await expect(app.getByRole('heading', { name: 'From Riverside Auto Group’s stock' })).toBeVisible();
  await expect(app.getByRole('link', { name: /^See all \d+ vehicles$/ })).toBeVisible();

  // No search request at all: the shell's page carried home's stock search, and the app took it from there.
  expect(searches).toEqual([]);
  const frame = appFrameOf(page);
  if (!frame) throw new Error('no app frame');
  const loads = await resourceLoads(frame);
  expect(loads.filter((l) => l.path === '/api/vehicles/search')).toEqual([]);
  // Home's page comes with the entry: no chunk of its own. The entry's chunks came from the shell's module
  // preloads, not from the entry's imports once it had run: Chromium names a module preload's initiator 'other'
  // and a script's import 'script'. (The entry is first in the head now, and small: it may well arrive before the
  // preloads start, so the order of the two says nothing.)
  expect(loads.filter((l) => /^\/assets\/home-page-/.test(l.path))).toEqual([]);
  expect(loads.filter((l) => /^\/assets\/main-/.test(l.path)).map((l) => l.initiator)).toEqual(['script']);
  const manifest = JSON.parse(readFileSync('dist/app/manifest.json', 'utf8')) as {
    entries: { main: { imports: string[] } };
  };
  const entryChunks = manifest.entries.main.imports.map((file) => loads.find((l) => l.path === `/${file}`));
  expect(entryChunks.length).toBeGreaterThan(0);
  for (const chunk of entryChunks) expect(chunk?.initiator).toBe('other');
  // The sheets home waits for were preloaded with the page (a link), each fetched once.
  const homeSheets = loads.filter((l) => /^\/assets\/(home|cards)-[^/]+\.css$/.test(l.path));
  expect(homeSheets.map((l) => l.initiator)).toEqual(['link', 'link']);

  // Every chunk above a few hundred bytes travelled compressed.
  const sizes = await Promise.all(
    assets.map(async (r) => ({ encoding: (await r.allHeaders())['content-encoding'], size: (await r.body()).length })),
  );
  const large = sizes.filter((s) => s.size >= 1024);
  expect(large.length).toBeGreaterThan(0);
  for (const s of large) expect(['br', 'gzip']).toContain(s.encoding);
});

// A deep link (a vehicle's Estimate payments button on the dealer's page) starts the app's
// frame on that route: the shell preloads the vehicle page's chunk with the entry, not home's.
test('a deep link opened cold preloads its own route’s chunk, not home’s', async ({ page }) => {
  // Cold: the shopper clicks before the loader's idle prefetch (which opens home) ever runs.
  await page.addInitScript(() => (window.requestIdleCallback = () => 1));
  await page.goto('/inventory');
  await page
    .getByRole('link', { name: /details|view/i })
    .first()
    .click();
  const deepLink = page.locator('[data-upshift-open^="/no-profile/vehicles/"]').first();
  const route = await deepLink.getAttribute('data-upshift-open');
  await deepLink.click();
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  const frame = appFrameOf(page);
  if (!frame) throw new Error('no app frame');
  expect(new URL(frame.url()).searchParams.get('route')).toBe(route);
  const loads = await resourceLoads(frame);
  const vehicle = loads.find((l) => /^\/assets\/vehicle-page-/.test(l.path));
  // A module preload ('other'), not the app's import() ('script'), as for the entry's chunks above.
  expect(vehicle?.initiator).toBe('other');
  // Neither home's sheets nor its stock search is fetched for a page the shopper did not open.
  expect(
    loads.filter((l) => /^\/assets\/(home|cards)-[^/]+\.css$/.test(l.path) || l.path === '/api/vehicles/search'),
  ).toEqual([]);
});

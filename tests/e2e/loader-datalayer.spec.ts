/**
 * Analytics without code: on the demo dealer site, the loader's tag with
 * `data-datalayer="true"` makes every `track` and `lead` event of the widget (a third-party iframe)
 * appear in the host page's `window.dataLayer`, Google Tag Manager's `{event: 'upshift.…', …}`
 * convention; the site's tag as served (no attribute) leaves `dataLayer` untouched. An invitation
 * link's PIN (`/profile/verify-access?pin=…`) never reaches any of it, nor the standalone site's own
 * `dataLayer`.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { APP } from './helpers.ts';
import { hostEvents, openEmailDialog, openOnSite, recordHostEvents } from './shell-helpers.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of its own (the e2e server trusts X-Forwarded-For): the contact call's rate limit is this file's alone.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

type Pushed = Record<string, unknown>;
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? null);

/** The dealer's own tag, as the site serves it, gets `data-datalayer="true"` before it runs. */
async function tagWithDataLayer(page: Page) {
  await page.addInitScript(() => {
    // The page's own handlers, queued before the tag runs, hear every event the loader pushes, so
    // the two lists can be compared one for one.
    const w = window as unknown as { Upshift: unknown; __events: { name: string; data: unknown }[] };
    const queue: unknown[][] = [];
    w.__events = [];
    w.Upshift = Object.assign((...args: unknown[]) => queue.push(args), { q: queue });
    for (const name of ['track', 'lead']) queue.push(['on', name, (data: unknown) => w.__events.push({ name, data })]);
    new MutationObserver((records, observer) => {
      for (const r of records)
        for (const node of r.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.endsWith('/loader.js')) {
            node.setAttribute('data-datalayer', 'true');
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The shopper presses Get Started on the home page, then emails the personal shopper (a lead). */
async function getStartedThenEmail(app: FrameLocator) {
  await app.getByRole('button', { name: 'Get Started' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
  const email = await openEmailDialog(app);
  await email.getByLabel('Question/Comments').fill(`Is the Civic still on the lot? ${Date.now()}`);
  await email.getByLabel('Reply to address').fill('datalayer@example.com');
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(email.getByRole('heading', { name: 'Your email has been sent' })).toBeVisible();
}

test('with data-datalayer="true", page views, a tracked click and a lead land in window.dataLayer', async ({
  page,
}) => {
  await tagWithDataLayer(page);
  const app = await openOnSite(page, 'kuni-bmw', '/', '/');
  expect(await page.locator('script[src$="/loader.js"]').getAttribute('data-datalayer')).toBe('true');
  // Opening the widget is a page view of the app's home page.
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(expect.objectContaining({ event: 'upshift.page', route: '/' }));

  await getStartedThenEmail(app);
  await expect
    .poll(() => dataLayer(page))
    .toEqual(
      expect.arrayContaining([
        { event: 'upshift.get-started', route: '/' },
        { event: 'upshift.page', pageType: 'profile-get-started', route: '/profile/get-started' },
        { event: 'upshift.lead', kind: 'email' },
      ]),
    );
  // One push per event the page's own handlers heard, in the same order.
  const pushed = (await dataLayer(page))!;
  const heard = await hostEvents(page);
  expect(pushed.map((p) => p['event'])).toEqual(
    heard.map((e) =>
      e.name === 'lead' ? 'upshift.lead' : `upshift.${typeof e.data['event'] === 'string' ? e.data['event'] : 'page'}`,
    ),
  );
});

// The idle prefetch renders home in the hidden overlay, which nobody has seen yet.
test('the hidden prefetch is no page view: the first is tracked when the shopper opens the widget', async ({
  page,
}) => {
  await tagWithDataLayer(page);
  await page.goto('/?campaign=kuni-bmw');
  const app = page.frameLocator('iframe[title="Vehicle shopping"]');
  // The prefetched app has rendered home, unseen (idle time, 4 s at most, then the load); a page view sent then
  // would have arrived by now.
  await expect(app.locator('main h1')).toBeAttached({ timeout: 15_000 });
  await page.waitForTimeout(1_000);
  expect(await hostEvents(page)).toEqual([]);
  expect(await dataLayer(page)).toBeNull();

  await page.locator('#upshift-l').click();
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(() => dataLayer(page))
    .toEqual([expect.objectContaining({ event: 'upshift.page', pageType: 'home', route: '/' })]);
  expect(await hostEvents(page)).toEqual([{ name: 'track', data: expect.objectContaining({ route: '/' }) }]);
});

test('opening the prefetched widget on another route tracks that route only, not the home it hid', async ({ page }) => {
  await tagWithDataLayer(page);
  await page.goto('/?campaign=kuni-bmw');
  const app = page.frameLocator('iframe[title="Vehicle shopping"]');
  await expect(app.locator('main h1')).toBeAttached();
  await page.evaluate(() =>
    (window as unknown as { Upshift: (...a: unknown[]) => void }).Upshift('open', '/profile/get-started'),
  );
  await expect(app.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
  await expect
    .poll(() => dataLayer(page))
    .toEqual([expect.objectContaining({ event: 'upshift.page', route: '/profile/get-started' })]);
});

test('the site’s tag without the attribute leaves window.dataLayer untouched', async ({ page }) => {
  const app = await openOnSite(page, 'kuni-bmw', '/', '/', (host) => recordHostEvents(host, ['track', 'lead']));
  await getStartedThenEmail(app);
  // The events did happen: the page's own handlers heard them.
  await expect
    .poll(async () => (await hostEvents(page)).map((e) => e.name))
    .toEqual(expect.arrayContaining(['track', 'lead']));
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

/** An invitation PIN nobody was given (the page says the link is not valid): only its travels matter here. */
const PIN = 'Pin4Leak9x7Q2w';
const PIN_ROUTE = `/profile/verify-access?pin=${PIN}`;

test('an invitation PIN stays in the widget: no host event, message, history entry or dataLayer push carries it', async ({
  page,
}) => {
  await tagWithDataLayer(page);
  await page.addInitScript(() => {
    // Everything any script of the dealer's page could hear or read: the app's messages and the host's events.
    const w = window as unknown as { Upshift: (...a: unknown[]) => void; __heard: unknown[] };
    w.__heard = [];
    window.addEventListener('message', (event) => w.__heard.push(event.data));
    for (const name of ['ready', 'open', 'navigate', 'error'])
      w.Upshift('on', name, (data: unknown) => w.__heard.push({ name, data }));
  });
  const app = await openOnSite(page, 'kuni-bmw', PIN_ROUTE);
  await expect(app.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
  // The page view of the PIN route arrived, without its PIN.
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual({ event: 'upshift.page', pageType: 'profile-verify-access', route: '/profile/verify-access' });
  // A step further, so the host has a navigation and a history entry of the app's too.
  await app.getByRole('link', { name: 'Create an account' }).click();
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(async () => (await hostEvents(page)).length).toBeGreaterThan(1);

  const seen = await page.evaluate(() => {
    const w = window as unknown as { __heard: unknown[]; __events: unknown[]; dataLayer?: unknown[] };
    return JSON.stringify([w.__heard, w.__events, w.dataLayer ?? [], history.state, location.href]);
  });
  expect(seen).toContain('/profile/verify-access');
  expect(seen).not.toContain(PIN);

  // Back through the host's history returns to the PIN link as it was: the app kept its PIN.
  await page.goBack();
  await expect(app.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
});

test('standalone, the page view of a PIN link reaches window.dataLayer without the PIN', async ({ page }) => {
  await page.goto(`${APP}${PIN_ROUTE}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual({ event: 'upshift.page', pageType: 'profile-verify-access', route: '/profile/verify-access' });
  expect(JSON.stringify(await dataLayer(page))).not.toContain(PIN);
});

/**
 * The dealer's own chat script runs in a sandboxed frame of an opaque origin,
 * never in the app's page. A hostile dealer script (on a server of this file's own, whose database
 * gives Riverside's dealer that script) tries to read the shopper's cookies, storage, CSRF token
 * and page, and to call the API as the shopper, then reports what it got through postMessage; the
 * seeded Riverside chat shows its launcher in a titled frame, reachable by keyboard, and opens.
 * The same script opening its own document in a popup (to run outside the frame's sandbox, at the
 * app's origin, next to the shopper's page through `window.opener.parent`) gets nothing either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Frame, type FrameLocator, type Page } from '@playwright/test';
import { connect, type Db } from '../../demo-host/server/db/index.ts';
import { freePort } from '../support/ports.ts';
import { startServer, type ServerProcess } from '../support/server.ts';
import { expectNoAxeViolations, overlay } from './helpers.ts';
import { JORDAN, navBar, openOnSite, signIn, upshift } from './shell-helpers.ts';

/** What a hostile dealer script tries; every answer is what it could read, or the error's name. */
const PROBE = `(async function () {
  var r = {};
  async function attempt(name, read) {
    try { r[name] = await read(); } catch (e) { r[name] = 'threw ' + e.name; }
  }
  await attempt('origin', function () { return self.origin; });
  await attempt('cookie', function () { return document.cookie; });
  await attempt('referrer', function () { return document.referrer; });
  await attempt('localStorage', function () { return Object.keys(localStorage); });
  await attempt('sessionStorage', function () { return Object.keys(sessionStorage); });
  await attempt('csrfMeta', function () {
    var m = document.querySelector('meta[name="_csrf"]');
    return m ? m.content : null;
  });
  await attempt('parentCsrf', function () { return parent.document.querySelector('meta[name="_csrf"]').content; });
  await attempt('parentStorage', function () { return Object.keys(parent.localStorage); });
  await attempt('topCookie', function () { return top.document.cookie; });
  await attempt('pageContext', async function () {
    var res = await fetch('/api/page-context?campaign=demo-ecommerce', { credentials: 'include' });
    return res.status + ' ' + (await res.text()).slice(0, 300);
  });
  await attempt('garage', async function () {
    var res = await fetch('/api/garage/deals', { credentials: 'include' });
    return res.status + ' ' + (await res.text()).slice(0, 300);
  });
  parent.postMessage({ probe: r }, '*');
})();
`;

/** Nothing at all: an opaque origin, no cookie or storage, no token, no page, no API. */
const NOTHING = {
  origin: 'null',
  cookie: 'threw SecurityError',
  referrer: '',
  localStorage: 'threw SecurityError',
  sessionStorage: 'threw SecurityError',
  csrfMeta: null,
  parentCsrf: 'threw SecurityError',
  parentStorage: 'threw SecurityError',
  topCookie: 'threw SecurityError',
  pageContext: 'threw TypeError',
  garage: 'threw TypeError',
};

/** A vehicle no other test starts a deal on: the popup's write would show as a deal for it. */
const TARGET_VEHICLE = 'v1013';

/**
 * The popup trick: in the frame, the launcher's click opens this same document in a new window;
 * there (a top-level window) the script reaches for the shopper's page through its opener's
 * parent, for the CSRF token in any page of the app, and for the API, and keeps what it got.
 */
const ESCAPE = `(function () {
  if (window.parent !== window) {
    var button = document.createElement('button');
    button.textContent = 'Chat with us';
    button.onclick = function () { window.open(location.href); };
    document.body.append(button);
    return;
  }
  (async function () {
    var r = {};
    async function attempt(name, read) {
      try { r[name] = await read(); } catch (e) { r[name] = 'threw ' + e.name; }
    }
    function shopperPage() { return window.opener.parent; }
    // The shopper's page's own fetch runs under that page's policy, not this document's.
    function request(url, init) {
      var f = fetch;
      try { f = shopperPage().fetch; } catch (e) {}
      return f(url, init);
    }
    var token = null;
    await attempt('origin', function () { return self.origin; });
    await attempt('cookie', function () { return document.cookie; });
    await attempt('localStorage', function () { return Object.keys(localStorage); });
    await attempt('openerParentCsrf', function () {
      token = shopperPage().document.querySelector('meta[name="_csrf"]').content;
      return token ? 'read' : null;
    });
    await attempt('openerParentCookie', function () { return shopperPage().document.cookie; });
    await attempt('openerParentStorage', function () { return Object.keys(shopperPage().localStorage); });
    await attempt('openerParentUrl', function () { return shopperPage().location.href; });
    await attempt('shellCsrf', async function () {
      var res = await request('/', { credentials: 'include' });
      var found = /name="_csrf" content="([^"]+)"/.exec(await res.text());
      if (found && !token) token = found[1];
      return found ? 'read' : null;
    });
    await attempt('pageContext', async function () {
      var res = await request('/api/page-context?campaign=demo-ecommerce', { credentials: 'include' });
      return res.status + ' ' + (await res.text()).slice(0, 300);
    });
    await attempt('write', async function () {
      var res = await request('/api/deals', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token || '' },
        body: JSON.stringify({ vehicleId: '${TARGET_VEHICLE}' }),
      });
      return res.status;
    });
    window.__escape = r;
    try { window.opener.postMessage({ escape: r }, '*'); } catch (e) {}
  })();
})();
`;

/**
 * Reloads a frame and waits for its new document. The reload runs after the evaluation has answered: one
 * inside it can destroy the frame's context first ("Execution context was destroyed"). A navigation of the
 * frame's own that beats the evaluation destroys it too: that new document is as fresh as the reload's.
 */
async function reloadFrame(page: Page, frame: Frame): Promise<void> {
  const reloaded = page.waitForEvent('framenavigated', { predicate: (f) => f === frame });
  await frame
    .evaluate(() => void setTimeout(() => location.reload(), 0))
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
  await reloaded;
}

test.describe('a hostile dealer chat script', () => {
  let dir: string;
  let server: ServerProcess;
  let db: Db;
  let site: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dir = mkdtempSync(join(tmpdir(), 'upshift-chat-'));
    const [port, sitePort] = await Promise.all([freePort(), freePort()]);
    site = `http://localhost:${sitePort}`;
    server = await startServer(port, { DB_PATH: join(dir, 'upshift.sqlite'), SITE_PORT: String(sitePort) }, 100_000);
    db = connect({ sqlitePath: join(dir, 'upshift.sqlite') });
  });

  /** Gives Riverside's dealer this chat script (the frame reads it on every load). */
  async function seedScript(source: string): Promise<void> {
    await db
      .updateTable('dealer_chat_config')
      .set({ chat_enabled: 1, is_dealer_chat: 1, script: Buffer.from(source).toString('base64') })
      .where('dealer_id', '=', 'd100')
      .execute();
  }

  test.afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The probe's report, wherever its `parent` was: collected in every frame by an init script. */
  async function probeReport(page: Page): Promise<unknown> {
    let report: unknown = null;
    await expect(async () => {
      for (const frame of page.frames()) {
        const found = await frame
          .evaluate(() => (window as unknown as { __probe?: unknown }).__probe ?? null)
          .catch(() => null);
        if (found) report = found;
      }
      expect(report).not.toBeNull();
    }).toPass({ timeout: 15_000 });
    return report;
  }

  test('gets no cookie, storage, CSRF token, page or API of the shopper', async ({ page }) => {
    await seedScript(PROBE);
    await page.addInitScript(() => {
      window.addEventListener('message', (event) => {
        const data = event.data as { probe?: unknown } | null;
        if (data && typeof data === 'object' && 'probe' in data) {
          (window as unknown as { __probe: unknown }).__probe = data.probe;
        }
      });
    });
    // A signed-in shopper on the dealer's site.
    await page.goto(`${site}/?campaign=demo-ecommerce`);
    await upshift(page, 'open', '/');
    await expect(overlay(page)).toBeVisible();
    const app = page.frameLocator('iframe[src*="/embed?"]');
    await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await signIn(app, JORDAN);
    const appFrame = page.frames().find((f) => f.url().includes('/embed?')) as Frame;
    // The chat starts after the app has rendered; a reload starts it again for the signed-in shopper.
    for (const frame of page.frames()) {
      await frame.evaluate(() => delete (window as unknown as { __probe?: unknown }).__probe).catch(() => {});
    }
    await reloadFrame(page, appFrame);
    expect(await probeReport(page)).toEqual(NOTHING);
  });

  /** The signed-in shopper's page holding the chat frame, in each mount. */
  const MOUNTS: { name: string; open: (page: Page) => Promise<FrameLocator> }[] = [
    {
      name: 'in the standalone store',
      open: async (page) => {
        await page.goto(`${server.origin}/`);
        await signIn(page, JORDAN);
        // The chat starts with the signed-in page (its CSRF meta is the session's).
        await page.reload();
        await expect(page.getByText(/^Hi, /).first()).toBeVisible();
        return page.frameLocator('iframe.upshift-dealer-chat');
      },
    },
    {
      name: 'in the widget on the dealer page',
      open: async (page) => {
        await page.goto(`${site}/?campaign=demo-ecommerce`);
        await upshift(page, 'open', '/');
        await expect(overlay(page)).toBeVisible();
        const app = page.frameLocator('iframe[src*="/embed?"]');
        await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await signIn(app, JORDAN);
        const appFrame = page.frames().find((f) => f.url().includes('/embed?')) as Frame;
        await reloadFrame(page, appFrame);
        await expect(app.getByText(/^Hi, /).first()).toBeVisible();
        return app.frameLocator('iframe.upshift-dealer-chat');
      },
    },
  ];

  /** Deals on the target vehicle: any would be the popup's write. */
  const writes = () => db.selectFrom('deals').select('id').where('vehicle_id', '=', TARGET_VEHICLE).execute();

  /** What ran in a popup: the script's report, 'refused' when the browser would not load the document. */
  async function popupOutcome(popup: Page): Promise<unknown> {
    let outcome: unknown = null;
    await expect
      .poll(async () => {
        outcome = await popup
          .evaluate(
            () =>
              (window as unknown as { __escape?: unknown }).__escape ??
              (location.protocol === 'chrome-error:' ? 'refused' : null),
          )
          .catch(() => null);
        return outcome;
      })
      .not.toBeNull();
    return outcome;
  }

  for (const mount of MOUNTS) {
    test(`opening itself in a popup gets nothing of the shopper ${mount.name}`, async ({ page }) => {
      await seedScript(ESCAPE);
      const chat = await mount.open(page);
      const popupOpened = page.context().waitForEvent('page');
      await chat.getByRole('button', { name: 'Chat with us' }).click();
      // The popup inherits the frame's sandbox, and the frame document's same-origin opener policy
      // makes Chromium refuse it there: no script of the dealer's runs beside the shopper's page.
      expect(await popupOutcome(await popupOpened)).toBe('refused');
      expect(await writes()).toEqual([]);
    });
  }

  test("a chat's own popups (a transcript on its vendor's site) still open, sandboxed in an opaque origin", async ({
    page,
  }) => {
    // A transcript on the chat vendor's own site (the dealer site stands in for it here).
    await seedScript(`var link = document.createElement('button');
      link.textContent = 'Open transcript';
      link.onclick = function () { window.open(${JSON.stringify(`${site}/inventory`)}); };
      document.body.append(link);`);
    const chat = await MOUNTS[1]!.open(page);
    const popupOpened = page.context().waitForEvent('page');
    await chat.getByRole('button', { name: 'Open transcript' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await popup.evaluate(() => self.origin)).toBe('null');
  });

  test('its frame document loaded top-level, even by the app itself, is an opaque origin cut off from its opener', async ({
    page,
  }) => {
    await seedScript(ESCAPE);
    await MOUNTS[0]!.open(page);
    const src = await page.locator('iframe.upshift-dealer-chat').getAttribute('src');
    const popupOpened = page.context().waitForEvent('page');
    // Unsandboxed, from the signed-in store's own page: only the document's own headers protect it.
    await page.evaluate((url) => void window.open(url), new URL(src!, server.origin).href);
    expect(await popupOutcome(await popupOpened)).toEqual({
      origin: 'null',
      cookie: 'threw SecurityError',
      localStorage: 'threw SecurityError',
      openerParentCsrf: 'threw TypeError',
      openerParentCookie: 'threw TypeError',
      openerParentStorage: 'threw TypeError',
      openerParentUrl: 'threw TypeError',
      shellCsrf: 'threw TypeError',
      pageContext: 'threw TypeError',
      write: 'threw TypeError',
    });
    expect(await writes()).toEqual([]);
  });
});

test.describe('the dealer chat launcher', () => {
  test('shows in a titled frame, is reached by keyboard, opens and closes; axe-clean; in Spanish too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const app = await openOnSite(page, 'demo-ecommerce');
    const frame = app.getByTitle('Riverside Auto Group chat');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    const chat = app.frameLocator('iframe.upshift-dealer-chat');
    const button = chat.getByRole('button', { name: 'Chat with us' });
    await expect(button).toBeVisible();
    const closed = (await frame.boundingBox())!;
    expect(closed.height).toBeLessThanOrEqual(56);

    // Enter on the launcher inside the frame opens the panel, which grows the frame.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(chat.getByText('Hi! How can we help? Our team answers within minutes.')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(async () => (await frame.boundingBox())!.height).toBeGreaterThan(closed.height + 40);
    const open = (await frame.boundingBox())!;
    expect(open.width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(chat.getByText('Hi! How can we help? Our team answers within minutes.')).toBeHidden();
    await expect.poll(async () => (await frame.boundingBox())!.height).toBe(closed.height);

    // The shopper's language reaches the frame.
    await navBar(app).getByRole('button', { name: 'Español' }).click();
    await expect(app.getByTitle('Chat de Riverside Auto Group')).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Chatee con nosotros' })).toBeVisible();
  });

  test('is keyboard reachable from the page', async ({ page }) => {
    await page.goto('/?campaign=demo-ecommerce');
    await upshift(page, 'open', '/');
    const app = page.frameLocator('iframe[src*="/embed?"]');
    const chat = app.frameLocator('iframe.upshift-dealer-chat');
    const button = chat.getByRole('button', { name: 'Chat with us' });
    await expect(button).toBeVisible();
    for (let i = 0; i < 80; i++) {
      if (await button.evaluate((el) => el === document.activeElement).catch(() => false)) break;
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
  });

  test('in the shadow mount the same sandboxed frame sits in the app shadow root, inside the overlay, and opens', async ({
    page,
  }) => {
    await page.goto('/shadow');
    await page.locator('[data-upshift-open]').first().click();
    await expect(overlay(page)).toBeVisible();
    const frame = page.locator('iframe.upshift-dealer-chat');
    await expect(frame).toHaveAttribute('title', 'Riverside Auto Group chat');
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(await frame.getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dealer-chat-frame\/d100\?/);
    const button = page.frameLocator('iframe.upshift-dealer-chat').getByRole('button', { name: 'Chat with us' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

import { expect, test } from '@playwright/test';
import { APP, appFrame, overlay, THIRD } from './helpers.ts';

test('calls queued before the loader loaded are replayed', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { Upshift: ((...a: unknown[]) => void) & { q?: unknown[] }; events: string[] };
    w.events = [];
    w.Upshift =
      w.Upshift ||
      function (...args: unknown[]) {
        (w.Upshift.q = w.Upshift.q || []).push(args);
      };
    w.Upshift('on', 'ready', () => w.events.push('ready'));
    w.Upshift('on', 'open', () => w.events.push('open'));
    w.Upshift('open', '/account/login');
  });
  await page.goto('/');
  await expect(overlay(page)).toBeVisible();
  await expect(appFrame(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events))
    .toEqual(expect.arrayContaining(['open', 'ready']));
});

test('loading the loader twice creates one widget', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((app) => {
    const s = document.createElement('script');
    s.src = `${app}/loader.js`;
    s.dataset['campaign'] = 'demo-ecommerce';
    document.head.append(s);
    return new Promise((r) => (s.onload = r));
  }, APP);
  await page.getByRole('button', { name: 'Estimate payments' }).last().click();
  await expect(overlay(page)).toHaveCount(1);
  await expect(page.locator('iframe[src*="/embed?"]')).toHaveCount(1);
});

test('the navigate and close commands and their events', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const w = window as unknown as { Upshift: (...a: unknown[]) => void; routes: string[] };
    w.routes = [];
    w.Upshift('on', 'navigate', (e: { route: string }) => w.routes.push(e.route));
    w.Upshift('open');
  });
  await expect(appFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { Upshift: (...a: unknown[]) => void }).Upshift('navigate', '/account/login'),
  );
  await expect(appFrame(page).getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { routes: string[] }).routes))
    .toContain('/account/login');
  await page.evaluate(() => (window as unknown as { Upshift: (...a: unknown[]) => void }).Upshift('close'));
  await expect(overlay(page)).toBeHidden();
});

test('messages from a third origin are ignored in both directions', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Estimate payments' }).last().click();
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  const homeHeading = await app.getByRole('heading', { level: 1 }).textContent();
  // Count what reaches the host from the third origin, to prove the spoofs were really delivered.
  await page.evaluate((third) => {
    const w = window as unknown as { spoofed: number };
    w.spoofed = 0;
    window.addEventListener('message', (e) => {
      if (e.origin === third) w.spoofed++;
    });
  }, THIRD);
  // A frame from a third origin tries to close the overlay and to steer the app.
  await page.evaluate(
    ({ third, app }) => {
      const f = document.createElement('iframe');
      f.src = `${third}/test/spoof?app=${encodeURIComponent(app)}`;
      f.title = 'spoof';
      document.body.append(f);
      return new Promise((r) => (f.onload = r));
    },
    { third: THIRD, app: APP },
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { spoofed: number }).spoofed)).toBeGreaterThan(4);
  await page.waitForTimeout(300);
  await expect(overlay(page)).toBeVisible();
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(homeHeading ?? '');
  // Control: the same navigate from the real host is obeyed.
  await page.evaluate(() =>
    (window as unknown as { Upshift: (...a: unknown[]) => void }).Upshift('navigate', '/account/login'),
  );
  await expect(app.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

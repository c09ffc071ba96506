/**
 * Page sheets: the theme's sheet is the first paint only; a page's own sheet loads with
 * its chunk, and the page renders only once it is in (no flash of unstyled content), in the
 * iframe and in the shadow mount, where the sheet goes into the shadow root and not the dealer's page.
 * The vehicle page's sheet is held back for three seconds (longer than the page's data takes) so that rendering early would be caught.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations, overlay } from './helpers.ts';

/** Delays the vehicle page's sheet: a page that did not wait for it would paint unstyled meanwhile. */
async function slowVehicleSheet(page: Page) {
  await page.route(/\/assets\/vehicle-[\w-]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
}

/**
 * Every frame (before it paints), the vehicle page's layout in `doc` or any shadow root: the first
 * time it exists, its `display` (a grid from vehicle.css, a block if it painted unstyled).
 */
function watchFirstLayout() {
  const w = window as unknown as { firstLayout?: string };
  const find = (): Element | null =>
    document.querySelector('.vehicle__layout') ??
    [...document.querySelectorAll('*')].map((el) => el.shadowRoot?.querySelector('.vehicle__layout')).find(Boolean) ??
    null;
  const tick = () => {
    const el = find();
    if (el) w.firstLayout = getComputedStyle(el).display;
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

test('in the iframe shell the vehicle page renders only with its sheet, which the theme does not carry', async ({
  page,
}) => {
  await slowVehicleSheet(page);
  await page.goto(`${APP}/embed?campaign=demo-ecommerce&inline=1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const sheets = () => page.evaluate(() => [...document.styleSheets].map((s) => new URL(s.href ?? '').pathname));
  expect((await sheets()).some((href) => href.includes('/assets/vehicle-'))).toBe(false);
  await page.evaluate(watchFirstLayout);
  await page.evaluate(() => (location.hash = '#/no-profile/vehicles/v1010'));
  await expect(page.getByText('Sale price', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstLayout?: string }).firstLayout)).toBe('grid');
  // After the theme's sheet, so the theme's variables and the base rules come first in the cascade.
  const order = await sheets();
  expect(order.findIndex((h) => h.includes('/assets/theme-'))).toBeLessThan(
    order.findIndex((h) => h.includes('/assets/vehicle-')),
  );
  await expectNoAxeViolations(page);
});

test('in the shadow mount the page sheet goes into the shadow root and the page waits for it', async ({ page }) => {
  await slowVehicleSheet(page);
  await page.goto('/shadow');
  await page.evaluate(watchFirstLayout);
  await page.locator('[data-upshift-open^="/no-profile/vehicles/"]').first().click();
  await expect(overlay(page).getByText('Sale price', { exact: true })).toBeVisible();
  const found = await page.evaluate(() => {
    const host = [...document.querySelectorAll('*')].find((el) => el.shadowRoot?.querySelector('.upshift-root'));
    return {
      firstLayout: (window as unknown as { firstLayout?: string }).firstLayout,
      inShadow: Boolean(host?.shadowRoot?.querySelector('link[href*="/assets/vehicle-"]')),
      onPage: [...document.styleSheets].some((s) => s.href?.includes('/assets/vehicle-')),
    };
  });
  expect(found).toEqual({ firstLayout: 'grid', inShadow: true, onPage: false });
  await expectNoAxeViolations(page);
});

/**
 * Every route on a phone (390×844), in English and Spanish, as a visitor and signed in: no page
 * scrolls sideways, and no floating piece or bar covers a link, button or field (elementFromPoint at
 * each control's centre, scrolled top to bottom: coverage.ts). Standalone; floating-pieces.spec.ts
 * covers the overlay and shadow mounts on the pages with the most floating pieces.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP } from './helpers.ts';
import { coverage } from './coverage.ts';
import { holdInbox, newDeal, ownClient, signIn, STANDALONE, VEHICLE } from './journeys.ts';

const VISITOR_ROUTES = [
  '/',
  '/account/login',
  '/account/register',
  '/listings',
  VEHICLE,
  '/no-profile/vehicles/v1010',
  '/trade',
  '/soft-pull',
  '/contact-dealer',
  '/warranty',
  '/tos',
  '/privacy',
  '/page-not-found',
  '/error',
];

/** The signed-in shopper's routes; `{deal}` is a deal of theirs made for the sweep. */
const SHOPPER_ROUTES = [
  '/garage',
  '/profile/get-started',
  '/deals/{deal}',
  '/deals/{deal}/accessories',
  '/deals/{deal}/finance',
  '/deals/{deal}/finance-options',
  '/deals/{deal}/next-steps',
  '/deals/{deal}/drive-at-home',
  '/deals/{deal}/sign-online/verify',
  `${VEHICLE}/test-drive`,
  `${VEHICLE}/certificates`,
  '/trade',
  '/soft-pull',
];

/** The contact hint (a tour point that dims the page on purpose) is not what this sweep looks at. */
async function skipContactHint(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('completedTourPoints', '["_sessionContactHint"]'));
}

async function sweep(page: Page, routes: readonly string[], locale: 'en' | 'es'): Promise<void> {
  for (const route of routes) {
    const [path, query] = route.split('?');
    await page.goto(`${APP}${path}?${query ? `${query}&` : ''}locale=${locale}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
    // The page's data is in (no loading status left) before it is measured.
    await expect(page.locator('main .page-loading'), route).toHaveCount(0, { timeout: 15_000 });
    const sideways = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return root.scrollWidth - root.clientWidth;
    });
    expect.soft(sideways, `${route} (${locale}) scrolls sideways`).toBeLessThanOrEqual(0);
    expect.soft(await coverage(page.mainFrame(), false, []), `${route} (${locale})`).toEqual([]);
  }
}

test.describe('every route on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => {
    await ownClient(page);
    await skipContactHint(page);
  });

  for (const locale of ['en', 'es'] as const) {
    test(`a visitor, ${locale}`, async ({ page }) => {
      test.setTimeout(240_000);
      await sweep(page, VISITOR_ROUTES, locale);
    });
  }

  test.describe('signed in', () => {
    holdInbox(STANDALONE.user);
    for (const locale of ['en', 'es'] as const) {
      test(`a shopper, ${locale}`, async ({ page }) => {
        test.setTimeout(300_000);
        // Signed in where the greeting shows, then back to the phone.
        await page.setViewportSize({ width: 1280, height: 800 });
        const app = await signIn(STANDALONE, page);
        const dealId = await newDeal(STANDALONE, page, app);
        await page.setViewportSize({ width: 390, height: 844 });
        await sweep(
          page,
          SHOPPER_ROUTES.map((r) => r.replace('{deal}', dealId)),
          locale,
        );
      });
    }
  });
});

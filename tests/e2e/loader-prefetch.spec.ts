/**
 * The loader's idle prefetch builds the overlay with the app's frame before the shopper
 * clicks, laid out (so opening is a repaint) but closed: it must never cover the dealer's page.
 * While closed it takes no click, no focus and shows nothing to screen readers, at 375 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';

/** The dealer's home page once the prefetched app has rendered its first route, unseen. */
async function prefetched(page: Page) {
  await page.goto('/');
  // The prefetch waits for the host page's idle time, 4 s at most (the headless shell may report none), then loads.
  await expect(page.frameLocator('iframe[title="Vehicle shopping"]').locator('main h1')).toBeAttached({
    timeout: 15_000,
  });
  await expect(page.locator('#upshift-r')).toBeAttached();
}

/** True when the element focused or at the viewport's centre belongs to the widget's overlay. */
const inOverlay = (page: Page, what: 'focus' | 'centre') =>
  page.evaluate((w) => {
    const el = w === 'focus' ? document.activeElement : document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return !!el?.closest('#upshift-r');
  }, what);

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the prefetched overlay, closed, lets the host page’s links take clicks', async ({ page }) => {
      await prefetched(page);
      // Unseen: nothing of it is drawn (its parts reset inherited styles, so each is checked).
      for (const part of ['#upshift-r', '#upshift-p', '#upshift-x', 'iframe[title="Vehicle shopping"]'])
        await expect(page.locator(part)).toBeHidden();
      expect(await inOverlay(page, 'centre')).toBe(false);
      // The overlay spans the whole viewport when open; closed, the link under it is what is clicked.
      await page.getByRole('link', { name: 'New vehicles' }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(/\/inventory\?.*stock=NEW/);
    });

    test('the prefetched overlay, closed, is out of the accessibility tree and the tab order', async ({ page }) => {
      await prefetched(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveCount(0);
      const tree = await page.locator('body').ariaSnapshot();
      expect(tree).not.toMatch(/Vehicle shopping|iframe|Close|Loading/);
      await expectNoAxeViolations(page);
      // Through the page's tab order (it has fewer stops than this): none is in the widget.
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        expect(await inOverlay(page, 'focus')).toBe(false);
      }
      // Opened, it is the dialog it should be, with the app in it.
      await page.locator('#upshift-l').click();
      const dialog = page.getByRole('dialog', { name: 'Vehicle shopping' });
      await expect(dialog).toBeVisible();
      await expect(
        page.frameLocator('iframe[title="Vehicle shopping"]').getByRole('heading', { level: 1 }),
      ).toBeVisible();
      expect(await inOverlay(page, 'centre')).toBe(true);
    });
  });
}

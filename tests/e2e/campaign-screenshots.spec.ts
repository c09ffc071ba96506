/**
 * Each campaign's home page at 375 px and 1280 px, saved to tests/screenshots/ by every run so a
 * reviewer can see the themes and shell rules side by side.
 */
import { expect, test } from '@playwright/test';
import { APP } from './helpers.ts';

const CAMPAIGNS = [
  'demo-ecommerce',
  'plain-ecommerce',
  'bmw-upgrade',
  'bmw-ev',
  'kuni-bmw',
  'toyota-shop',
  'nissan-upgrade',
  'northstar-lender',
  'summit-lender',
];

for (const campaign of CAMPAIGNS) {
  for (const width of [375, 1280]) {
    test(`home of ${campaign} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`${APP}/embed?campaign=${campaign}&inline=1`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `tests/screenshots/${campaign}-${width}.png`, fullPage: true });
    });
  }
}

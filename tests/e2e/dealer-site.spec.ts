import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';

for (const path of ['/', '/inventory', '/inline', '/shadow']) {
  test(`dealer page ${path} is accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a vehicle page on the dealer site has its Estimate payments button', async ({ page }) => {
  await page.goto('/inventory');
  await page
    .getByRole('link', { name: /details|view/i })
    .first()
    .click();
  await expect(page.locator('[data-upshift-open^="/no-profile/vehicles/"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * The deal desk's down payment, in the overlay on the dealer's site (its cross-site iframe and its
 * shadow mount) and on the standalone site: a bad amount gets its message on the field (seed 000 §5
 * min_value / max_value) while the tabs, the payment and the cash price stay; the amount asked for
 * survives a reload; the cash tab shows its price once, and a price without rebates is not called
 * "Price with rebates".
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';
import { IFRAME, SHADOW, STANDALONE, monthly, type Mode } from './journeys.ts';
import type { Scope } from './shell-helpers.ts';

async function openDeal(page: Page, mode: Mode, vehicleId: string): Promise<Scope> {
  const app = await mode.open(page, `/vehicles/${vehicleId}`);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  return app;
}

/** The cash price, in whole dollars (seed 001 §9). */
const money = /^\$[\d,]+$/;

for (const mode of [STANDALONE, IFRAME, SHADOW]) {
  test.describe(mode.name, () => {
    test('a down payment above the price gets a message on the field; Finance and the cash price stay', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const app = await openDeal(page, mode, 'v1010');
      await expect(app.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
      const payment = await monthly(app).textContent();
      const down = app.getByLabel('Down payment');

      await down.fill('99999');
      await down.press('Enter');
      await expect(down).toHaveAttribute('aria-invalid', 'true');
      await expect(down).toHaveAccessibleDescription(/must be less than or equal to \$[\d,]+/);
      await expect(app.getByText(/^must be less than or equal to \$[\d,]+$/)).toBeVisible();
      await expect(down).toHaveValue('99999');
      await expect(app.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
      await expect(monthly(app)).toHaveText(payment ?? '');
      // No sideways scroll at phone width with the message showing.
      expect(await mode.scroller(page, app).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectNoAxeViolations(page);

      // Not a number, and below the lender's minimum: the field says so too.
      await down.fill('lots');
      await down.press('Enter');
      await expect(down).toHaveAccessibleDescription(/Enter the down payment as a dollar amount/);
      await down.fill('0');
      await down.press('Enter');
      await expect(down).toHaveAccessibleDescription(/must be greater than or equal to \$[\d,]+/);

      // The cash tab shows a price, not a loading state.
      await app.getByRole('tab', { name: 'Cash' }).click();
      const panel = app.getByRole('tabpanel');
      await expect(panel.getByText(money)).toBeVisible();
      await expect(app.getByText('Loading your cash price…')).toHaveCount(0);
      await expect(app.getByRole('tab', { name: 'Finance' })).toBeVisible();

      // A good amount clears the message and re-prices.
      await app.getByRole('tab', { name: 'Finance' }).click();
      await down.fill('5000');
      await down.press('Enter');
      await expect(down).toHaveAttribute('aria-invalid', 'false');
      await expect(monthly(app)).not.toHaveText(payment ?? '');
      await expect(down).toHaveValue('5000');
    });

    test('the cash tab shows its price once; a car without rebates is not priced "with rebates"', async ({ page }) => {
      // v1001 is a used car without rebates; v1030 has $2,500 of them.
      const used = await mode.open(page, '/vehicles/v1001');
      await expect(used.getByText('Sale price').first()).toBeVisible();
      await expect(used.getByText('Price with rebates')).toHaveCount(0);
      const withRebates = await mode.open(page, '/vehicles/v1030');
      await expect(withRebates.getByText('Price with rebates').first()).toBeVisible();

      const app = await openDeal(page, mode, 'v1001');
      await app.getByRole('tab', { name: 'Cash' }).click();
      const panel = app.getByRole('tabpanel');
      const price = panel.getByText(money);
      await expect(price).toHaveCount(1);
      await expect(panel.getByText('Out-the-door price')).toHaveCount(1);
      if (mode === STANDALONE) await expectNoAxeViolations(page);
    });
  });
}

test('the down payment the shopper asked for survives a reload, and a refused one leaves it as it was', async ({
  page,
}) => {
  const app = await openDeal(page, STANDALONE, 'v1010');
  const down = app.getByLabel('Down payment');
  await expect(monthly(app)).toBeVisible();
  const first = await monthly(app).textContent();
  await down.fill('6000');
  await down.press('Enter');
  await expect(down).toHaveValue('6000');
  await expect(down).toHaveAttribute('aria-invalid', 'false');
  // Re-priced: the payment read is the one for $6,000 down, not the first one still showing.
  await expect(monthly(app)).not.toHaveText(first ?? '');
  const payment = await monthly(app).textContent();
  await down.fill('99999');
  await down.press('Enter');
  await expect(down).toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  await expect(app.getByLabel('Down payment')).toHaveValue('6000');
  await expect(monthly(app)).toHaveText(payment ?? '');
});

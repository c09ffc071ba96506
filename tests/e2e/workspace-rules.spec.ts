/**
 * Money and rules in the dealer workspace (/dealer/settings/rules): Sunbelt's manager changes the doc fee by
 * keyboard, the widget's deal page (in the dealer site's third-party iframe) shows the new fee in its payment
 * details, the manager reverts from the history and the old fee is back. Axe-clean and without sideways scroll
 * at 390 and 1280 px, in English and Spanish.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFitsBothWidths, followNavLink, signInStaff } from './staff.ts';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { openOnSite, type Scope } from './shell-helpers.ts';

test.use({
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

/** The 2026 Toyota RAV4 at Sunbelt Toyota (Texas). */
const VEHICLE = '/vehicles/v1044';

/** The deal page's "Document fee" line in its payment details, as shown. */
async function docFeeShown(page: Page, app: Scope): Promise<string> {
  await app.getByRole('button', { name: 'See payment details' }).click();
  const details = app.getByRole('dialog', { name: 'Payment details' });
  await expect(details).toBeVisible();
  const fee = details
    .getByRole('term')
    .filter({ hasText: /^Document fee$/ })
    .locator('xpath=following-sibling::dd[1]');
  const text = (await fee.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  return text;
}

const money = (dollars: string) => `$${Number(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('Sunbelt’s manager changes the doc fee by keyboard, the widget’s deal shows it, a revert brings the old one back', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@sunbelt.test');
  await followNavLink(page, 'Money and rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Money and rules' })).toBeVisible();
  const docFee = page.getByRole('textbox', { name: 'Doc fee ($)' });
  await expect(docFee).not.toHaveValue('');
  const before = await docFee.inputValue();
  await expect(page.getByRole('group', { name: 'What you offer' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Money and rules: change history' })).toBeVisible();
  await expectFitsBothWidths(page);

  // The shopper's deal on the RAV4, in the dealer site's iframe: the fee as it is.
  const site = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await site.newPage();
  let app = await openOnSite(shopper, 'demo-ecommerce', VEHICLE);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  const frame = shopper.frames().find((f) => f.url().startsWith(`${APP}/embed`));
  const dealRoute = new URL(frame?.url() ?? APP).hash.slice(1);
  expect(dealRoute).toMatch(/\/deals\//);
  expect(await docFeeShown(shopper, app)).toBe(money(before));

  // Out of range: refused on the field, focus on it.
  const changed = before === '275' ? '325' : '275';
  await docFee.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('6000');
  await page.keyboard.press('Enter');
  await expect(docFee).toHaveAttribute('aria-invalid', 'true');
  await expect(docFee).toBeFocused();
  await expect(page.getByText('Enter an amount in dollars and cents from 0 to 5,000.')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(changed);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').first()).toHaveText('Saved.');
  const history = page.getByRole('region', { name: 'Money and rules: change history' });
  await history.getByRole('button', { name: /^Show the versions/ }).click();
  await expect(history.getByRole('row').nth(1)).toContainText('Doc fee');

  // The shopper's deal, loaded again: its next quote carries the new fee.
  app = await openOnSite(shopper, 'demo-ecommerce', dealRoute);
  await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  expect(await docFeeShown(shopper, app)).toBe(money(changed));

  // Reverted from the history, by keyboard: the old fee is back, in the form and the deal.
  const revert = history.getByRole('button', { name: 'Revert to the previous version' });
  await revert.focus();
  await page.keyboard.press('Enter');
  const confirm = history.getByRole('group', { name: 'Revert to the previous version' });
  await confirm.getByRole('button', { name: 'Revert to the previous version' }).focus();
  await page.keyboard.press('Enter');
  await expect(history.getByRole('status')).toHaveText(/^Reverted to version \d+\.$/);
  await expect(docFee).toHaveValue(before);
  app = await openOnSite(shopper, 'demo-ecommerce', dealRoute);
  await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  expect(await docFeeShown(shopper, app)).toBe(money(before));
  await site.close();

  // In Spanish, the same page, axe-clean at both widths.
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cargos y reglas' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cargo por documentación ($)' })).toHaveValue(before);
  await expectFitsBothWidths(page);
  await page.getByLabel('Idioma').selectOption({ label: 'English' });
});

test('Sunbelt’s manager adds a protection product and retires it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP}/dealer/settings/rules`);
  await signInStaff(page, 'manager@sunbelt.test');
  const section = page.getByRole('region', { name: 'Protection products' });
  await expect(section.getByRole('button', { name: 'Add a product' })).toBeVisible();
  const count = await section.getByRole('group').count();
  // A name of this run's own: the product is retired again below, so other journeys see the seed's list.
  const name = `Key Replacement ${String(Date.now() % 100_000)}`;
  await section.getByRole('button', { name: 'Add a product' }).click();
  const added = section.getByRole('group', { name: `Product ${String(count + 1)}` });
  await added.getByRole('textbox', { name: 'Name' }).fill(name);
  // The group is named by the product's name as typed.
  await section.getByRole('group', { name }).getByRole('textbox', { name: 'Price ($)' }).fill('0');
  await section.getByRole('button', { name: 'Save protection products' }).click();
  const price = section.getByRole('group', { name }).getByRole('textbox', { name: 'Price ($)' });
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toBeFocused();
  await price.fill('349');
  await section.getByRole('button', { name: 'Save protection products' }).click();
  await expect(section.getByRole('status').first()).toHaveText('Saved.');
  await expectFitsBothWidths(page);

  await section.getByRole('group', { name }).getByRole('checkbox', { name: 'Retired' }).check();
  await section.getByRole('button', { name: 'Save protection products' }).click();
  await expect(section.getByRole('status').first()).toHaveText('Saved.');
  await page.reload();
  await expect(section.getByRole('group', { name }).getByRole('checkbox', { name: 'Retired' })).toBeChecked();
});

test('an agent has no link to money and rules and is told the page is a manager’s', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP}/dealer/settings/rules`);
  await signInStaff(page, 'agent@riverside.test');
  await expect(page.getByText('Only a dealer manager can see this.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Money and rules' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

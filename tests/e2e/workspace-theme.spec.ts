/**
 * The white-label theme in the dealer workspace (/dealer/campaigns/:slug/theme): Riverside's manager (the only
 * dealer of the plain campaign) changes the brand colour by keyboard and the real widget framed beside the form
 * wears it before saving (home, then a vehicle page's button); a pick below 4.5:1 is refused with the pair named;
 * the saved colour reaches the widget on the demo dealer site; a revert brings the old one back.
 * Axe-clean and without sideways scroll at 390 and 1280 px, in English and Spanish.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFitsBothWidths, signInStaff } from './staff.ts';
import { APP } from './helpers.ts';
import { openOnSite } from './shell-helpers.ts';

test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const CAMPAIGN = 'plain-ecommerce';
const BRAND = 'rgb(59, 63, 182)';
const GREEN = 'rgb(11, 110, 79)';
const preview = (page: Page) =>
  page.frameLocator('iframe[title="Preview of the widget with these settings, not saved"]');
/** The framed vehicle page's 'Estimate payments' button's colour. */
const background = (page: Page) =>
  preview(page)
    .getByRole('button', { name: 'Estimate payments' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** The brand colour as a shopper sees it: the vehicle page's button in the widget on the demo dealer site. */
async function widgetBrand(page: Page): Promise<string> {
  const site = await page.context().newPage();
  const app = await openOnSite(site, CAMPAIGN, '/vehicles/v1003');
  const colour = await app
    .getByRole('button', { name: 'Estimate payments' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  await site.close();
  return colour;
}

test('a manager rebrands the widget: live preview, contrast refused, saved, reverted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@riverside.test');
  await page.goto(`${APP}/dealer/campaigns/${CAMPAIGN}/theme`);
  await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
  const brand = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  await expect(brand).toHaveValue('#3b3fb6');
  // The campaign's real widget beside the form: home first, then one of its vehicles.
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
  const pages = page.getByRole('group', { name: 'Page shown in the preview' });
  await pages.getByRole('button', { name: 'Vehicle page' }).click();
  await expect(pages.getByRole('button', { name: 'Vehicle page' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => background(page)).toBe(BRAND);
  await expectFitsBothWidths(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await widgetBrand(page)).toBe(BRAND);

  // By keyboard: into the field, everything selected, a new colour typed; the preview follows before saving.
  await brand.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#9fa2e8');
  await expect.poll(() => background(page)).toBe('rgb(159, 162, 232)');
  const pair = 'Text on the brand colour on Brand colour has a contrast of 2.38:1; text needs at least 4.5:1.';
  await expect(page.getByText(pair)).toBeVisible();
  await page.keyboard.press('Enter');
  const onBrand = page.getByRole('textbox', { name: 'Text on the brand colour', exact: true });
  await expect(onBrand).toHaveAttribute('aria-invalid', 'true');
  await expect(onBrand).toBeFocused();
  await expect(onBrand).toHaveAccessibleDescription(new RegExp(pair.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(await widgetBrand(page)).toBe(BRAND);

  await brand.fill('#0b6e4f');
  await expect.poll(() => background(page)).toBe(GREEN);
  await expect(page.getByText('Every text colour has at least 4.5:1 on its background.')).toBeVisible();
  // Not saved yet: shoppers still see the old colour.
  expect(await widgetBrand(page)).toBe(BRAND);
  await page.getByRole('button', { name: 'Save the theme' }).click();
  await expect(page.getByText('Saved. Shoppers see the new look on their next page.')).toBeVisible();
  expect(await widgetBrand(page)).toBe(GREEN);

  await page.getByRole('button', { name: 'Revert to the previous version' }).click();
  await page
    .getByRole('group', { name: 'Revert to the previous version' })
    .getByRole('button', { name: 'Revert to the previous version' })
    .click();
  await expect(brand).toHaveValue('#3b3fb6');
  // The framed widget stays on its page while the theme is read again.
  await expect(pages.getByRole('button', { name: 'Vehicle page' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => background(page)).toBe(BRAND);
  expect(await widgetBrand(page)).toBe(BRAND);
});

test('the theme page in Spanish is labelled and axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@riverside.test');
  await page.goto(`${APP}/dealer/campaigns/${CAMPAIGN}/theme`);
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tema' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Color de la marca', exact: true })).toBeVisible();
  await expectFitsBothWidths(page);
});

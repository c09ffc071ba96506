/**
 * The white-label theme in the dealer workspace (/dealer/campaigns/:slug/theme): Riverside's manager (the only
 * dealer of the plain campaign) changes the brand colour by keyboard and the preview follows; a pick below 4.5:1
 * is refused with the pair named; the saved colour reaches the widget; a revert brings the old one back.
 * Axe-clean and without sideways scroll at 390 and 1280 px, in English and Spanish.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInStaff } from './staff.ts';
import { APP, expectNoAxeViolations } from './helpers.ts';

test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const CAMPAIGN = 'plain-ecommerce';
const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
const previewPrimary = (page: Page) =>
  page.getByTestId('theme-preview').evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());

async function widgetPrimary(page: Page): Promise<string> {
  const widget = await page.context().newPage();
  await widget.goto(`${APP}/embed?campaign=${CAMPAIGN}&inline=1`);
  await widget.getByRole('heading', { level: 1 }).waitFor();
  const colour = await widget
    .locator('.upshift-root')
    .first()
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--color-primary').trim());
  await widget.close();
  return colour;
}

async function checkBothWidths(page: Page) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await fits(page), `fits ${viewport.width} px`).toBe(true);
  }
}

test('a manager rebrands the widget: preview, contrast refused, saved, reverted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@riverside.test');
  await page.goto(`${APP}/dealer/campaigns/${CAMPAIGN}/theme`);
  await expect(page.getByRole('heading', { level: 1, name: 'Theme' })).toBeVisible();
  const brand = page.getByRole('textbox', { name: 'Brand colour', exact: true });
  await expect(brand).toHaveValue('#3b3fb6');
  await checkBothWidths(page);
  expect(await widgetPrimary(page)).toBe('#3b3fb6');

  // By keyboard: into the field, everything selected, a new colour typed; the preview follows before saving.
  await brand.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#9fa2e8');
  await expect.poll(() => previewPrimary(page)).toBe('#9fa2e8');
  const pair = 'Text on the brand colour on Brand colour has a contrast of 2.38:1; text needs at least 4.5:1.';
  await expect(page.getByText(pair)).toBeVisible();
  await page.keyboard.press('Enter');
  const onBrand = page.getByRole('textbox', { name: 'Text on the brand colour', exact: true });
  await expect(onBrand).toHaveAttribute('aria-invalid', 'true');
  await expect(onBrand).toBeFocused();
  await expect(onBrand).toHaveAccessibleDescription(new RegExp(pair.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  expect(await widgetPrimary(page)).toBe('#3b3fb6');

  await brand.fill('#0b6e4f');
  await expect.poll(() => previewPrimary(page)).toBe('#0b6e4f');
  await expect(page.getByText('Every text colour has at least 4.5:1 on its background.')).toBeVisible();
  await page.getByRole('button', { name: 'Save the theme' }).click();
  await expect(page.getByText('Saved. Shoppers see the new look on their next page.')).toBeVisible();
  expect(await widgetPrimary(page)).toBe('#0b6e4f');

  await page.getByRole('button', { name: 'Revert to the previous version' }).click();
  await page
    .getByRole('group', { name: 'Revert to the previous version' })
    .getByRole('button', { name: 'Revert to the previous version' })
    .click();
  await expect(brand).toHaveValue('#3b3fb6');
  expect(await widgetPrimary(page)).toBe('#3b3fb6');
});

test('the theme page in Spanish is labelled and axe-clean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@riverside.test');
  await page.goto(`${APP}/dealer/campaigns/${CAMPAIGN}/theme`);
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1, name: 'Tema' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Color de la marca', exact: true })).toBeVisible();
  await checkBothWidths(page);
});

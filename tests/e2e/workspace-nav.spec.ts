/**
 * The workspace nav on a phone and the way a manager reaches their campaigns: at 390 px the pages fold behind
 * a "Menu" button that names the current page; choosing a page closes it and starts at the page's heading,
 * Escape closes it and returns to the button. Sunbelt's manager opens Campaigns, their campaign and its theme.
 * At 1280 px every page shows in a row with no button. Keyboard only, axe-clean, English and Spanish.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { signInStaff } from './staff.ts';

test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

test('on a phone the nav is a Menu button; a manager reaches their campaign and its theme by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@sunbelt.test');
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  const menu = nav.getByRole('button', { name: 'Menu: Leads' });
  await expect(menu).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Campaigns' })).toBeHidden();
  // The header and the folded nav stay short: the page's heading is on the first screen, with no sideways scroll.
  const heading = await page.getByRole('heading', { level: 1, name: 'Leads' }).boundingBox();
  expect(heading?.y ?? Infinity).toBeLessThan(320);
  expect(await fits(page)).toBe(true);
  await expectNoAxeViolations(page);

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Campaigns' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await fits(page)).toBe(true);

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  // Choosing a page closes the menu and starts at that page's heading.
  await page.keyboard.press('Enter');
  const campaignsLink = nav.getByRole('link', { name: 'Campaigns' });
  await campaignsLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeFocused();
  await expect(nav.getByRole('button', { name: 'Menu: Campaigns' })).toHaveAttribute('aria-expanded', 'false');
  await expect(campaignsLink).toBeHidden();
  const campaign = page.getByRole('link', { name: 'Sunbelt Toyota Online', exact: true });
  await expect(campaign).toBeVisible();
  // Another dealer's campaign is not theirs.
  await expect(page.getByRole('link', { name: 'Riverside Auto Online', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await fits(page)).toBe(true);

  await campaign.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Sunbelt Toyota Online' })).toBeFocused();
  await page.getByRole('link', { name: 'Edit the theme: colours, fonts, logo' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dealer\/campaigns\/toyota-shop\/theme$/);
  await expect(nav.getByRole('button', { name: 'Menu: Campaigns' })).toBeVisible();

  // In Spanish.
  await page.getByLabel('Language').selectOption('es');
  const menú = page
    .getByRole('navigation', { name: 'Espacio de trabajo' })
    .getByRole('button', { name: 'Menú: Campañas' });
  await expect(menú).toBeVisible();
  expect(await fits(page)).toBe(true);

  // Wide: every page in a row, no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menú).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Espacio de trabajo' }).getByRole('link', { name: 'Campañas' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an agent has no Campaigns page in the nav', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'agent@riverside.test');
  const nav = page.getByRole('navigation', { name: 'Workspace' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(nav.getByRole('button', { name: /^Menu/ })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Campaigns' })).toHaveCount(0);
});

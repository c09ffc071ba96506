/**
 * The dealer workspace's funnel: a shopper opens the widget on Riverside's site (a widget open the
 * server counts), Riverside's manager signs in with password and TOTP, opens the funnel from the nav,
 * sees the chart and the table of the same numbers, downloads the CSV; axe-clean at 375 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { openOnSite } from './shell-helpers.ts';
import { followNavLink, signInStaff } from './staff.ts';

/** A client of this file's own (the e2e server trusts X-Forwarded-For): its sign-in limits stay here. */
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

test('a manager opens the funnel: chart, table, CSV, axe-clean at 375 and 1280 px', async ({ page, browser }) => {
  // A shopper opens the widget on Riverside's site: the server counts the open.
  const shopper = await browser.newPage();
  await openOnSite(shopper, 'demo-ecommerce', '/contact-dealer?vehicleId=v1010');
  await shopper.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@riverside.test');
  await followNavLink(page, 'Funnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Funnel' })).toBeVisible();
  const summary = page.getByRole('table', { name: /conversion, or its rate per 100 widget opens/ });
  const opens = summary.getByRole('row', { name: /Widget opens/ });
  await expect(opens).toBeVisible();
  expect(Number((await opens.getByRole('cell').first().textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: 'Each stage per period' })).toBeVisible();
  await expect(page.getByTestId('funnel-chart').locator('canvas')).toBeVisible();
  expect(page.url()).toContain('/dealer/funnel');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^funnel-d100-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-day\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^dealer,campaign,period,start,opens,vehicleViews/);

  // By week, on a phone: the page does not scroll sideways (the per-period table scrolls in its own region).
  await page.getByLabel('Group by').selectOption('week');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/by=week/);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('table', { name: 'Each stage per period' })).toBeVisible();
  await expect(page.getByTestId('funnel-chart').locator('canvas')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

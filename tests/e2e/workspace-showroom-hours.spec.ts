/**
 * Showroom hours in the dealer workspace (/dealer/settings/showroom): Sunbelt's manager closes tomorrow's
 * weekday and shortens the day after by keyboard; the shopper's test-drive booking in the dealer site's
 * third-party iframe no longer offers tomorrow and offers the shorter day's times only; a revert from the
 * history brings tomorrow back. Axe-clean and without sideways scroll at 390 and 1280 px, in English and Spanish.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFitsBothWidths, signInStaff } from './staff.ts';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { openOnSite, type Scope } from './shell-helpers.ts';

test.use({
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

/** The 2026 Toyota RAV4 at Sunbelt Toyota (America/Chicago); only looked at, never booked. */
const TEST_DRIVE = '/vehicles/v1044/test-drive';
const ZONE = 'America/Chicago';

/** The dealership's calendar day `ahead` days from now: its weekday's name and its MM/DD/YYYY. */
function dealerDay(ahead: number): { weekday: string; date: string } {
  const at = new Date(Date.now() + ahead * 24 * 3600 * 1000);
  const part = (o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: ZONE, ...o }).format(at);
  return { weekday: part({ weekday: 'long' }), date: part({ month: '2-digit', day: '2-digit', year: 'numeric' }) };
}

/** The days the test-drive form offers, as its Day select shows them. */
async function offeredDays(app: Scope): Promise<string[]> {
  const day = app.getByLabel('Day', { exact: true });
  await expect(day).toBeVisible();
  return (await day.locator('option').allTextContents()).map((s) => s.trim());
}

/** The times offered on the day whose label ends in `date`. */
async function offeredTimes(app: Scope, date: string): Promise<string[]> {
  const day = app.getByLabel('Day', { exact: true });
  const label = (await offeredDays(app)).find((d) => d.endsWith(date));
  expect(label, `${date} offered`).toBeDefined();
  await day.selectOption({ label: label! });
  const radios = app.getByRole('group', { name: 'Time' }).locator('label');
  await expect(radios.first()).toBeVisible();
  return (await radios.allTextContents()).map((s) => s.trim());
}

/** Types a time into a focused time field segment by segment, as a keyboard user does (hh, mm, AM/PM). */
async function typeTime(page: Page, hours: string, minutes: string, half: 'A' | 'P') {
  await page.keyboard.type(`${hours}${minutes}${half}`);
}

test('Sunbelt’s manager closes a day and shortens another by keyboard; the shopper’s test-drive times follow; a revert restores them', async ({
  page,
  browser,
}) => {
  test.slow();
  const tomorrow = dealerDay(1);
  const after = dealerDay(2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@sunbelt.test');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Showroom hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Showroom hours' })).toBeVisible();
  await expect(page.getByText(/Sunbelt Toyota's own time zone \(America\/Chicago\)/)).toBeVisible();
  const closed = page.getByRole('checkbox', { name: `Closed ${tomorrow.weekday}` });
  await expect(closed).not.toBeChecked();
  const history = page.getByRole('region', { name: 'Showroom hours: change history' });
  await expect(history).toBeVisible();
  await expectFitsBothWidths(page);

  // The shopper's test drive, in the dealer site's iframe: tomorrow is offered, the day after until evening.
  const site = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await site.newPage();
  let app = await openOnSite(shopper, 'demo-ecommerce', TEST_DRIVE);
  await expect(app.getByRole('heading', { level: 1, name: 'Schedule a test drive' })).toBeVisible();
  expect((await offeredDays(app)).some((d) => d.endsWith(tomorrow.date))).toBe(true);
  expect((await offeredTimes(app, after.date)).length).toBeGreaterThan(4);

  // Closing before opening is refused on its day, the summary says so and takes the focus.
  await page.getByLabel(`Opens ${after.weekday}`).focus();
  await typeTime(page, '10', '00', 'A');
  await page.getByLabel(`Closes ${after.weekday}`).focus();
  await typeTime(page, '09', '00', 'A');
  await closed.focus();
  await page.keyboard.press('Space');
  await expect(closed).toBeChecked();
  await page.getByRole('button', { name: 'Save hours' }).focus();
  await page.keyboard.press('Enter');
  const summary = page.getByRole('alert');
  await expect(summary).toContainText(`${after.weekday}: The closing time must be later than the opening time.`);
  await expect(summary).toBeFocused();
  await expect(page.getByLabel(`Closes ${after.weekday}`)).toHaveAttribute('aria-invalid', 'true');
  await expectFitsBothWidths(page);

  // Fixed: open 10:00 AM to noon.
  await page.getByLabel(`Closes ${after.weekday}`).focus();
  await typeTime(page, '12', '00', 'P');
  await page.getByRole('button', { name: 'Save hours' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').first()).toHaveText('Saved.');
  await expect(page.getByLabel(`Opens ${tomorrow.weekday}`)).toBeDisabled();
  await history.getByRole('button', { name: /^Show the versions/ }).click();
  await expect(history.getByRole('row').nth(1)).toContainText(tomorrow.weekday);

  // The shopper's booking, loaded again: tomorrow is gone, the day after runs 10:00 to the last start before noon.
  app = await openOnSite(shopper, 'demo-ecommerce', TEST_DRIVE);
  await expect(app.getByRole('heading', { level: 1, name: 'Schedule a test drive' })).toBeVisible();
  expect((await offeredDays(app)).some((d) => d.endsWith(tomorrow.date))).toBe(false);
  expect(await offeredTimes(app, after.date)).toEqual(['10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM']);
  await expectNoAxeViolations(shopper);

  // Reverted from the history, by keyboard: tomorrow is open again, in the form and in the booking.
  const revert = history.getByRole('button', { name: 'Revert to the previous version' });
  await revert.focus();
  await page.keyboard.press('Enter');
  const confirm = history.getByRole('group', { name: 'Revert to the previous version' });
  await confirm.getByRole('button', { name: 'Revert to the previous version' }).focus();
  await page.keyboard.press('Enter');
  await expect(history.getByRole('status')).toHaveText(/^Reverted to version \d+\.$/);
  await expect(closed).not.toBeChecked();
  app = await openOnSite(shopper, 'demo-ecommerce', TEST_DRIVE);
  await expect(app.getByRole('heading', { level: 1, name: 'Schedule a test drive' })).toBeVisible();
  expect((await offeredDays(app)).some((d) => d.endsWith(tomorrow.date))).toBe(true);
  await site.close();

  // In Spanish, the same page, axe-clean at both widths.
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  await expect(page.getByRole('heading', { level: 1, name: 'Horario de la sala de exposición' })).toBeVisible();
  await expectFitsBothWidths(page);
  await page.getByLabel('Idioma').selectOption({ label: 'English' });
});

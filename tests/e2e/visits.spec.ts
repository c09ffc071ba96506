/**
 * Visits: drive at home for a deal of a dealer in the program (the delivery
 * address through address verification, a day and a time; an address out of the 50-mile area is a
 * field error that keeps everything typed), the not-offered page of a dealer outside the program,
 * a visitor's test drive (by keyboard, standalone), and a message to the dealer, each ending on its
 * thank-you page, which a reload reads back from the server, and each in the dealer site's outbox.
 * In the dealer site's third-party iframe and standalone, axe-clean on every page.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, SITE, expectNoAxeViolations } from './helpers.ts';
import { openOnSite, upshift, type Scope } from './shell-helpers.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): rate limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

type Mode = {
  name: string;
  /** Which offered day this mode books: the two modes run side by side and must not take each other's slot. */
  day: number;
  /** A vehicle of Riverside Auto Group (d100, in the program) of this mode's own. */
  vehicle: string;
  open: (page: Page, route: string) => Promise<Scope>;
  /** Goes to a route of the app already open (the iframe through the loader's API). */
  go: (page: Page, route: string) => Promise<void>;
  /** The app's current route with its query. */
  route: (page: Page) => string;
};

const MODES: Mode[] = [
  {
    name: 'in the iframe',
    day: 1,
    vehicle: 'v1010',
    open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    go: (page, route) => upshift(page, 'navigate', route),
    route: (page) => {
      const frame = page.frames().find((f) => f.url().includes('/embed?'));
      return decodeURIComponent(new URL(frame?.url() ?? 'http://x/#/').hash.slice(1));
    },
  },
  {
    name: 'standalone',
    day: 2,
    vehicle: 'v1005',
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
    go: async (page, route) => {
      await page.goto(`${APP}${route}`);
    },
    route: (page) => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    },
  },
];

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
const MMDDYYYY = /\d{2}\/\d{2}\/\d{4}/;
/** The slot as a thank-you page says it: the dealership's date, time and zone (standard or summer time). */
const pacific = (slot: { date: string; time: string }) =>
  new RegExp(`^${slot.date.replace(/\//g, '\\/')} at ${slot.time} Pacific (Standard|Daylight) Time$`);
/** Letters only: a last name of this test's own, to find its messages in the outbox. */
const tag = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A new deal on `vehicle`; answers its id. */
async function startDeal(mode: Mode, page: Page, vehicle: string): Promise<{ app: Scope; dealId: string }> {
  const app = await mode.open(page, `/vehicles/${vehicle}`);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(app, 'Your deal')).toBeVisible();
  const dealId = /\/deals\/([^/?]+)/.exec(mode.route(page))?.[1] ?? '';
  expect(dealId).not.toBe('');
  return { app, dealId };
}

/** Chooses the mode's offered day and that day's first time; answers what the thank-you page should say. */
async function pickSlot(app: Scope, index: number): Promise<{ date: string; time: string }> {
  const day = app.getByLabel('Day', { exact: true });
  await day.selectOption({ index });
  const label = (await day.locator('option:checked').textContent()) ?? '';
  const first = app.getByRole('group', { name: 'Time' }).getByRole('radio').first();
  await first.check();
  const time = (await app.getByRole('group', { name: 'Time' }).locator('label').first().textContent()) ?? '';
  return { date: MMDDYYYY.exec(label)?.[0] ?? '', time: time.trim() };
}

/** The dealer site's outbox (a development page) lists the messages that mention `text`. */
async function expectInOutbox(page: Page, text: string, subjects: (string | RegExp)[]): Promise<void> {
  const outbox = await page.context().newPage();
  await outbox.goto(`${SITE}/outbox`);
  await expect(outbox.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const rows = outbox.getByRole('row').filter({ hasText: text });
  for (const subject of subjects) await expect(rows.filter({ hasText: subject }).first()).toBeVisible();
  await outbox.close();
}

for (const mode of MODES) {
  test.describe(`visits ${mode.name}`, () => {
    // Several pages, an address check and axe on each: more than the default 30 s in the iframe.
    test.describe.configure({ timeout: 90_000 });

    test('drive at home: an address out of the area keeps everything typed; then booked, to its thank-you page', async ({
      page,
    }) => {
      const last = `Diaz${tag()}`;
      const { app, dealId } = await startDeal(mode, page, mode.vehicle);
      await mode.go(page, `/deals/${dealId}/drive-at-home`);
      await expect(h1(app, 'Drive at home')).toBeVisible();
      await expect(app.getByText(/within 50 miles of Riverside Auto Group/)).toBeVisible();
      await expectNoAxeViolations(page);

      // Chicago is a known home (adopted by the address check at once) but far outside the area.
      await app.getByRole('combobox', { name: 'Address Line 1' }).fill('1932 N Burling St');
      await app.getByLabel('City').fill('Chicago');
      await app.getByLabel('State').selectOption('IL');
      await app.getByLabel('Zip Code').fill('60614');
      const slot = await pickSlot(app, mode.day);
      await app.getByLabel('First Name').fill('Rosa');
      await app.getByLabel('Last Name').fill(last);
      await app.getByLabel('Mobile Phone').pressSequentially('5035550111');
      await app.getByRole('button', { name: 'Book my delivery' }).click();
      const zip = app.getByLabel('Zip Code');
      await expect(
        app.getByText('This address is outside the delivery area (50 miles around the dealership).'),
      ).toBeVisible();
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      await expect(zip).toBeFocused();
      // Nothing typed is lost.
      await expect(app.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('1932 N Burling St');
      await expect(app.getByLabel('City')).toHaveValue('Chicago');
      await expect(zip).toHaveValue('60614');
      await expect(app.getByLabel('First Name')).toHaveValue('Rosa');
      await expect(app.getByLabel('Last Name')).toHaveValue(last);
      await expect(app.getByLabel('Mobile Phone')).toHaveValue('(503) 555-0111');
      await expect(app.getByRole('group', { name: 'Time' }).getByRole('radio').first()).toBeChecked();
      await expectNoAxeViolations(page);

      await app.getByRole('combobox', { name: 'Address Line 1' }).fill('4017 SE Rural St');
      await app.getByLabel('City').fill('Portland');
      await app.getByLabel('State').selectOption('OR');
      await zip.fill('97202');
      await app.getByRole('button', { name: 'Book my delivery' }).click();

      await expect(h1(app, 'Your drive at home is booked')).toBeVisible();
      const when = pacific(slot);
      const booked = async (scope: Scope) => {
        await expect(scope.getByText(when)).toBeVisible();
        await expect(scope.getByText('4017 SE Rural St, Portland, OR 97202')).toBeVisible();
        await expect(scope.getByText(/^Riverside Auto Group will bring the .+ to you/)).toBeVisible();
      };
      await booked(app);
      await expectNoAxeViolations(page);

      // Reloaded, the page reads the booking back from the server.
      const thanks = mode.route(page);
      expect(thanks).toMatch(new RegExp(`^/deals/${dealId}/drive-at-home/thank-you\\?id=`));
      const again = await mode.open(page, thanks);
      await booked(again);

      await expectInOutbox(page, last, ['Drive at home booked']);
      await expectInOutbox(page, '(503) 555-0142', [/we will deliver your/]);
    });

    test('a dealer outside the program: drive at home is not offered, a test drive or a message instead', async ({
      page,
    }) => {
      // v1017 is Kuni BMW of Tigard's (d200), which is not in the program.
      const { app, dealId } = await startDeal(mode, page, 'v1017');
      await mode.go(page, `/deals/${dealId}/drive-at-home`);
      await expect(app.getByText('Drive at home is not offered by Kuni BMW of Tigard.')).toBeVisible();
      await expect(app.getByRole('button', { name: 'Book my delivery' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await expect(app.getByRole('link', { name: 'Contact the dealer' })).toBeVisible();
      await app.getByRole('link', { name: 'Schedule a test drive' }).click();
      await expect(h1(app, 'Schedule a test drive')).toBeVisible();
      await expect(app.getByText(/at Kuni BMW of Tigard\.$/)).toBeVisible();
    });

    test('schedule a test drive as a visitor, to its thank-you page', async ({ page }) => {
      const last = `Tester${tag()}`;
      const email = `${last.toLowerCase()}@example.test`;
      const app = await mode.open(page, `/vehicles/${mode.vehicle}/test-drive`);
      await expect(h1(app, 'Schedule a test drive')).toBeVisible();
      await expectNoAxeViolations(page);
      const slot = await pickSlot(app, mode.day + 2);
      await app.getByLabel('First Name').fill('Tom');
      await app.getByLabel('Last Name').fill(last);
      await app.getByRole('textbox', { name: 'Email' }).fill(email);
      await app.getByLabel('Phone Number').pressSequentially('5035550122');
      await app.getByRole('button', { name: 'Schedule my test drive' }).click();
      await expect(h1(app, 'Your test drive is booked')).toBeVisible();
      await expect(app.getByText(pacific(slot))).toBeVisible();
      await expect(app.getByText('Riverside Auto Group, 8120 SE McLoughlin Blvd, Portland, OR 97202')).toBeVisible();
      await expect(app.getByText(`We emailed the details to ${email}.`, { exact: false })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectInOutbox(page, last, ['Test drive booked']);
      await expectInOutbox(page, email, ['Your test drive at Riverside Auto Group']);
    });

    test('contact the dealer about a vehicle, to its thank-you page', async ({ page }) => {
      const last = `Message${tag()}`;
      const email = `${last.toLowerCase()}@example.test`;
      const app = await mode.open(page, `/contact-dealer?vehicleId=${mode.vehicle}`);
      await expect(h1(app, 'Contact the dealer')).toBeVisible();
      await expect(app.getByText('Write to Riverside Auto Group: they will answer the way you prefer.')).toBeVisible();
      await expectNoAxeViolations(page);
      await app.getByLabel('First Name').fill('Mia');
      await app.getByLabel('Last Name').fill(last);
      await app.getByRole('textbox', { name: 'Email' }).fill(email);
      await app.getByRole('radio', { name: 'Text message' }).check();
      await app.getByRole('textbox', { name: 'Message', exact: true }).fill('Is it available in blue?');
      await app.getByRole('button', { name: 'Send my message' }).click();
      // A text needs a phone: the field says so, the rest stays.
      const phone = app.getByLabel('Phone Number');
      await expect(app.getByText('Enter a phone number so the dealer can call or text you')).toBeVisible();
      await expect(phone).toBeFocused();
      await expect(app.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('Is it available in blue?');
      await phone.pressSequentially('5035550177');
      await app.getByRole('button', { name: 'Send my message' }).click();
      await expect(h1(app, 'Your message is on its way')).toBeVisible();
      await expect(
        app.getByText(`Riverside Auto Group will reply by text message. We emailed a confirmation to ${email}.`),
      ).toBeVisible();
      await expect(app.getByText('Is it available in blue?')).toBeVisible();
      await expectNoAxeViolations(page);
      const again = await mode.open(page, mode.route(page));
      await expect(h1(again, 'Your message is on its way')).toBeVisible();
      await expectInOutbox(page, last, [`Message from Mia ${last}`]);
    });
  });
}

test('a test drive by keyboard alone: the day select, the time radios, the details, Enter', async ({ page }) => {
  test.slow();
  const last = `Keys${tag()}`;
  await page.goto(`${APP}/vehicles/v1006/test-drive`);
  await expect(h1(page, 'Schedule a test drive')).toBeVisible();
  const day = page.getByLabel('Day', { exact: true });
  await day.focus();
  await page.keyboard.press('ArrowDown');
  await expect(day).not.toHaveValue('');
  const times = page.getByRole('group', { name: 'Time' }).getByRole('radio');
  // Late in the dealer's day only one slot is left today: step on to a day with two.
  for (let i = 0; i < 7 && (await times.count()) < 2; i++) {
    await page.keyboard.press('ArrowDown');
    await expect(times.first()).toBeVisible();
  }
  await page.keyboard.press('Tab');
  await expect(times.first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(times.nth(1)).toBeChecked();
  // One tab stop for the group: Tab goes on to the first name.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Kim');
  await page.keyboard.press('Tab');
  await page.keyboard.type(last);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`${last.toLowerCase()}@example.test`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('5035550133');
  await page.keyboard.press('Enter');
  await expect(h1(page, 'Your test drive is booked')).toBeVisible();
  await expect(h1(page, 'Your test drive is booked')).toBeFocused();
});

test('on a phone (375 px) the drive-at-home form fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${APP}/vehicles/v1007`);
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(page, 'Your deal')).toBeVisible();
  const dealId = /\/deals\/([^/?]+)/.exec(page.url())?.[1] ?? '';
  await page.goto(`${APP}/deals/${dealId}/drive-at-home`);
  await expect(page.getByRole('button', { name: 'Book my delivery' })).toBeVisible();
  await page.getByLabel('Day', { exact: true }).selectOption({ index: 1 });
  await expect(page.getByRole('group', { name: 'Time' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});

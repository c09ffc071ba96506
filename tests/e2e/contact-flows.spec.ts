/**
 * The contact modals (seed 001 §2, §4, §5, §8): Email, Call me now (signed
 * in and not, open and closed), Call me later with its upcoming-call check, each in the dealer
 * site's third-party iframe and standalone, by keyboard where the journey says so, axe-clean with
 * each modal open, and seen arriving on the agents' side (the demo site's /call-center queue).
 *
 * The call center's state is the dealer's real opening hours, set on the demo site's hours page
 * (/call-center/hours) the way a call-center manager would; the file runs in order so no test
 * changes the hours under another. The shopper sits in New York, the dealer in Portland (PT).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations, SITE } from './helpers.ts';
import { registerShopper } from './journeys.ts';
import { openOnSite, type Scope } from './shell-helpers.ts';

test.describe.configure({ mode: 'serial' });
test.use({
  viewport: { width: 1280, height: 900 },
  timezoneId: 'America/New_York',
  // A client of each test's own (the e2e server trusts X-Forwarded-For): the contact calls' rate limit stays per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `192.0.2.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const DEALER = 'Riverside Auto Group';
const DEALER_ZONE = 'America/Los_Angeles';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CLOSED = 'Sorry, the Call Center is currently closed but you can you still Schedule a Call';
const CLOSED_VISITOR = 'Sorry, the Call Center is currently closed, please try again later.';

type Mode = { name: string; open: (page: Page, route?: string) => Promise<Scope> };

const MODES: Mode[] = [
  { name: 'in the iframe', open: (page, route = '/') => openOnSite(page, 'demo-ecommerce', route) },
  {
    name: 'standalone',
    open: async (page, route = '/') => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
  },
];

/** Sets every weekday of the dealer to `hours` ('HH:mm' pairs in the dealer's zone) on the hours page. */
async function setDealerHours(page: Page, hours: [string, string]) {
  await page.goto(`${SITE}/call-center/hours`);
  const dealer = page.getByRole('region', { name: new RegExp(DEALER) });
  for (const day of DAYS) {
    const closed = dealer.getByLabel(`Closed ${day}`);
    if (await closed.isChecked()) await closed.uncheck();
    await dealer.getByLabel(`Opens ${day}`).fill(hours[0]);
    await dealer.getByLabel(`Closes ${day}`).fill(hours[1]);
  }
  await dealer.getByRole('button', { name: `Save hours for ${DEALER}` }).click();
  await expect(page.getByRole('region', { name: new RegExp(DEALER) }).getByLabel('Opens Monday')).toHaveValue(hours[0]);
}

/** Open around the clock (closed only in the day's last minute). */
const openNow = (page: Page) => setDealerHours(page, ['00:00', '23:59']);

/** An hour's window that does not hold the dealer's current time: closed now, bookable later. */
function closedNow(page: Page) {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: DEALER_ZONE }).format(new Date()),
  );
  const start = (hour + 2) % 24 > 22 ? 1 : (hour + 2) % 24;
  const pad = (n: number) => String(n).padStart(2, '0');
  return setDealerHours(page, [`${pad(start)}:00`, `${pad(start + 1)}:00`]);
}

const contactButton = (app: Scope) => app.getByRole('button', { name: 'Talk to a personal shopper' }).last();
const chatModal = (app: Scope) => app.getByRole('dialog', { name: 'How can we help?' });

async function openChat(app: Scope): Promise<Locator> {
  await contactButton(app).click();
  await expect(chatModal(app)).toBeVisible();
  return chatModal(app);
}

async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.ownerDocument.activeElement === el).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element cannot be reached with Tab');
}

/** The agents' queue row of a request, found by the shopper's words. */
async function queueRow(page: Page, text: string): Promise<Locator> {
  await page.goto(`${SITE}/call-center`);
  const row = page.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}

test('the call center opens (all day, every day)', async ({ page }) => {
  await openNow(page);
});

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test("Email by keyboard as a visitor: required fields, 'Your email has been sent', in the agents' queue", async ({
      page,
    }) => {
      const app = await mode.open(page);
      const opener = contactButton(app);
      await opener.focus();
      await page.keyboard.press('Enter');
      const chat = chatModal(app);
      await tabTo(page, chat.getByRole('button', { name: 'Email', exact: true }));
      await page.keyboard.press('Enter');
      const modal = app.getByRole('dialog', { name: 'How can we help you?' });
      await expect(modal).toBeVisible();
      await expect(chat).toHaveCount(0);
      // A visitor has no profile to update.
      await expect(modal.getByLabel('Update my profile with this email address')).toHaveCount(0);
      await tabTo(page, modal.getByRole('button', { name: 'Send' }));
      await page.keyboard.press('Enter');
      await expect(modal.getByText('Question/Comments is required')).toBeVisible();
      await expect(modal.getByText('Reply to address is required')).toBeVisible();
      await expect(modal.getByLabel('Question/Comments')).toBeFocused();
      await expectNoAxeViolations(page);

      const question = `Is the Civic still there? ${mode.name} ${Date.now()}`;
      await page.keyboard.type(question);
      await page.keyboard.press('Tab');
      await page.keyboard.type('sam@example.com');
      await tabTo(page, modal.getByRole('button', { name: 'Send' }));
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('heading', { name: 'Your email has been sent' })).toBeFocused();
      await expect(modal.getByText('Someone will be with you shortly')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(opener).toBeFocused();

      const row = await queueRow(page, question);
      await expect(row.getByRole('cell', { name: 'Email', exact: true })).toBeVisible();
      await expect(row.getByText('sam@example.com')).toBeVisible();
      // The agent answers it: Mark done takes it off the queue.
      await row.getByRole('button', { name: /^Mark done: Email/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Call center queue' })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: question })).toHaveCount(0);
    });

    test("a visitor's Request a Call: first and last name, phone mask, 'Call in Queue'", async ({ page }) => {
      const app = await mode.open(page);
      const chat = await openChat(app);
      await expect(chat.getByRole('button', { name: 'Call Now' })).toHaveCount(0);
      await chat.getByRole('button', { name: 'Request a Call' }).click();
      const modal = app.getByRole('dialog', { name: 'Please call me' });
      await expect(modal.getByLabel('Phone Number')).toBeVisible();
      await modal.getByRole('button', { name: 'Call Me' }).click();
      await expect(modal.getByText('First Name is required')).toBeVisible();
      await expect(modal.getByText('Last Name is required')).toBeVisible();
      await expectNoAxeViolations(page);
      const last = `Caller${Date.now()}`;
      await modal.getByLabel('First Name').fill('Sam');
      await modal.getByLabel('Last Name').fill(last);
      const phone = modal.getByLabel('Phone Number');
      await phone.pressSequentially('503555019');
      await phone.blur();
      await expect(modal.getByText('Enter a valid 10 digit phone number')).toBeVisible();
      await phone.press('End');
      await phone.pressSequentially('9');
      await expect(phone).toHaveValue('(503) 555-0199');
      await modal.getByRole('button', { name: 'Call Me' }).click();
      await expect(modal.getByRole('heading', { name: 'Call in Queue' })).toBeVisible();
      await expectNoAxeViolations(page);

      const row = await queueRow(page, last);
      await expect(row.getByRole('cell', { name: 'Call now', exact: true })).toBeVisible();
      await expect(row.getByText('(503) 555-0199')).toBeVisible();
    });

    test("signed in: Schedule a Call in order, 'Thank You', edit; then Call Now finds it and Reschedule edits it", async ({
      page,
    }) => {
      const app = await registerShopper(mode, page, 'Casey');
      let chat = await openChat(app);
      await chat.getByRole('button', { name: 'Schedule a Call' }).click();
      const modal = app.getByRole('dialog', { name: 'Schedule a Call' });
      const days = modal.getByRole('group', { name: 'Day' }).getByRole('radio');
      await expect(days.first()).toBeVisible();
      await expect(modal.getByLabel('Time')).toBeDisabled();
      await expect(modal.getByLabel('Question/Comments')).toBeDisabled();
      // By keyboard: one tab stop for the days, arrows to move, Space to choose.
      await tabTo(page, days.first());
      await page.keyboard.press('Space');
      await expect(days.first()).toBeChecked();
      // The next day: every slot of it is still ahead, however long the journey takes (today's expire).
      await page.keyboard.press('ArrowRight');
      await expect(days.nth(1)).toBeChecked();
      await expect(modal.getByLabel('Time')).toBeEnabled();
      await expect(modal.getByLabel('Question/Comments')).toBeDisabled();
      const slots = await modal.getByLabel('Time').locator('option').allTextContents();
      expect(slots[0]).toBe('Select a time');
      for (const slot of slots.slice(1)) expect(slot).toMatch(/^(0[1-9]|1[0-2]):(00|30) (AM|PM)$/);
      const slot = slots[slots.length > 2 ? 2 : 1]!;
      await modal.getByLabel('Time').selectOption(slot);
      await expect(modal.getByLabel('Question/Comments')).toBeEnabled();
      const question = `Lease or buy? ${mode.name} ${Date.now()}`;
      await modal.getByLabel('Question/Comments').fill(question);
      await modal.getByLabel('Phone Number').fill('5035550123');
      await expectNoAxeViolations(page);
      await modal.getByRole('button', { name: 'Go' }).click();
      await expect(modal.getByRole('heading', { name: 'Thank You' })).toBeVisible();
      await expect(modal.getByText(new RegExp(`We'll call you on .+ at ${slot}\\.`))).toBeVisible();
      await expectNoAxeViolations(page);

      // The edit icon goes back to the form with everything kept; Go again reschedules the same call.
      await modal.getByRole('button', { name: 'Edit your call-back' }).click();
      await expect(days.nth(1)).toBeFocused();
      await expect(modal.getByLabel('Question/Comments')).toHaveValue(question);
      const other = slots[1]!;
      await modal.getByLabel('Time').selectOption(other);
      await modal.getByRole('button', { name: 'Go' }).click();
      await expect(modal.getByText(new RegExp(`at ${other}\\.`))).toBeVisible();
      await modal.getByRole('button', { name: 'Close', exact: true }).first().click();

      chat = await openChat(app);
      await chat.getByRole('button', { name: 'Call Now' }).click();
      const scheduled = app.getByRole('dialog', { name: "You've already scheduled a call back" });
      await expect(scheduled.getByText('Talk to you then!')).toBeVisible();
      await expect(scheduled.getByText(new RegExp(`at ${other}\\.`))).toBeVisible();
      await expectNoAxeViolations(page);
      await scheduled.getByRole('button', { name: 'Reschedule' }).click();
      await expect(modal.getByLabel('Time')).toHaveValue(other);
      await expect(modal.getByLabel('Question/Comments')).toHaveValue(question);
      await expect(modal.getByLabel('Phone Number')).toHaveValue('(503) 555-0123');

      // One call-back in the agents' queue, at the time chosen last, in the shopper's zone.
      const row = await queueRow(page, question);
      await expect(row.getByText(new RegExp(`${other} \\(America/New_York\\)`))).toBeVisible();
    });

    test("signed in: Call Now while open is 'Call in Queue'", async ({ page }) => {
      const app = await registerShopper(mode, page, 'Dana');
      const chat = await openChat(app);
      await chat.getByRole('button', { name: 'Call Now' }).click();
      const modal = app.getByRole('dialog', { name: 'Please call me' });
      await expect(modal.getByLabel('Phone Number')).toBeVisible();
      await expect(modal.getByLabel('First Name')).toHaveCount(0);
      await modal.getByLabel('Phone Number').fill('5035550142');
      await modal.getByRole('button', { name: 'Call Me' }).click();
      await expect(modal.getByRole('heading', { name: 'Call in Queue' })).toBeVisible();
    });
  });
}

test('the call center closes (open an hour later in the day)', async ({ page }) => {
  await closedNow(page);
});

for (const mode of MODES) {
  test.describe(`${mode.name}, closed`, () => {
    test('a visitor is told to try again later', async ({ page }) => {
      const app = await mode.open(page);
      const chat = await openChat(app);
      await chat.getByRole('button', { name: 'Request a Call' }).click();
      const modal = app.getByRole('dialog', { name: 'Please call me' });
      await expect(modal.getByText(CLOSED_VISITOR)).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Schedule a Call' })).toHaveCount(0);
      await expect(modal.getByLabel('Phone Number')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a signed-in shopper is offered Schedule a Call, which opens call-later', async ({ page }) => {
      const app = await registerShopper(mode, page, 'Emery');
      const chat = await openChat(app);
      await chat.getByRole('button', { name: 'Call Now' }).click();
      const modal = app.getByRole('dialog', { name: 'Please call me' });
      await expect(modal.getByText(CLOSED)).toBeVisible();
      await expectNoAxeViolations(page);
      await modal.getByRole('button', { name: 'Schedule a Call' }).click();
      const later = app.getByRole('dialog', { name: 'Schedule a Call' });
      await expect(later.getByRole('group', { name: 'Day' }).getByRole('radio').first()).toBeVisible();
    });
  });
}

test('an email from a price certificate carries the certificate to the agents', async ({ page }) => {
  const mode = MODES[1]!;
  const app = await registerShopper(mode, page, 'Finley');
  await page.goto(`${APP}/vehicles/v1007`);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await app.getByLabel('Deal name').fill('Certificate question');
  await app.getByRole('button', { name: 'Save deal' }).click();
  await expect(app.getByText('Saved to your garage.')).toBeVisible();
  await page.goto(`${APP}/vehicles/v1007`);
  await app.getByRole('link', { name: 'View price certificates' }).click();
  await app
    .getByRole('link', { name: /Certificate question/ })
    .first()
    .click();
  await expect(app.getByRole('heading', { level: 1, name: 'Price certificate' })).toBeVisible();
  const certificateId = page.url().split('/').pop()!;

  const chat = await openChat(app);
  await chat.getByRole('button', { name: 'Email', exact: true }).click();
  const modal = app.getByRole('dialog', { name: 'How can we help you?' });
  const question = `Can you honour this certificate? ${Date.now()}`;
  await modal.getByLabel('Question/Comments').fill(question);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByRole('heading', { name: 'Your email has been sent' })).toBeVisible();

  const row = await queueRow(page, question);
  await expect(row.getByText(`Certificate ${certificateId}`)).toBeVisible();
});

test('the call center goes back to its usual hours', async ({ page }) => {
  await page.goto(`${SITE}/call-center/hours`);
  const dealer = page.getByRole('region', { name: new RegExp(DEALER) });
  const weekday = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  for (const day of DAYS) {
    const [open, close] = weekday.includes(day)
      ? ['08:00', '20:00']
      : day === 'Saturday'
        ? ['09:00', '18:00']
        : ['10:00', '16:00'];
    await dealer.getByLabel(`Opens ${day}`).fill(open);
    await dealer.getByLabel(`Closes ${day}`).fill(close);
  }
  await dealer.getByRole('button', { name: `Save hours for ${DEALER}` }).click();
  await expect(page.getByRole('region', { name: new RegExp(DEALER) }).getByLabel('Opens Sunday')).toHaveValue('10:00');
});

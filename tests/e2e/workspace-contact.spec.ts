/**
 * The contact center in the dealer workspace (/dealer/contact): a shopper on the dealer site schedules a call
 * back; Riverside's agent (password and TOTP) finds it in the queue with the shopper's own time, claims it and
 * marks it done with a note; the agent has no hours editor; Riverside's manager edits the call-center hours.
 * Axe-clean and without sideways scroll at 375 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectFitsBothWidths, signInStaff } from './staff.ts';
import { APP } from './helpers.ts';
import { registerShopper } from './journeys.ts';
import { openOnSite } from './shell-helpers.ts';

test.use({
  timezoneId: 'America/New_York',
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

/** Opens the contact center and signs the member in there (password, then a TOTP code: staff.ts). */
async function staffSignIn(page: Page, email: string) {
  await page.goto(`${APP}/dealer/contact`);
  await signInStaff(page, email);
}

/** A new shopper on Riverside's site schedules a call back (a signed-in shopper may, open or closed): the question. */
/** Riverside's dealer site (the demo site's e-commerce page), where its shopper opens the app. */
const RIVERSIDE_SITE = { open: (page: Page, route: string) => openOnSite(page, 'demo-ecommerce', route) };

async function scheduleCallBack(page: Page, firstName: string): Promise<string> {
  const app = await registerShopper(RIVERSIDE_SITE, page, firstName);

  await app.getByRole('button', { name: 'Talk to a personal shopper' }).last().click();
  await app.getByRole('dialog', { name: 'How can we help?' }).getByRole('button', { name: 'Schedule a Call' }).click();
  const modal = app.getByRole('dialog', { name: 'Schedule a Call' });
  // Tomorrow: every slot of it is still ahead, whatever the hours today.
  await modal.getByRole('group', { name: 'Day' }).getByRole('radio').nth(1).check();
  const slots = await modal.getByLabel('Time').locator('option').allTextContents();
  await modal.getByLabel('Time').selectOption(slots[1]!);
  const question = `Lease or buy? ${firstName} ${Date.now()}`;
  await modal.getByLabel('Question/Comments').fill(question);
  await modal.getByLabel('Phone Number').fill('5035550123');
  await modal.getByRole('button', { name: 'Go' }).click();
  await expect(modal.getByRole('heading', { name: 'Thank You' })).toBeVisible();
  return question;
}

test('a call back scheduled on the dealer site is claimed and closed with a note by Riverside’s agent', async ({
  page,
  browser,
}) => {
  const firstName = `Quinn${String(Math.floor(Math.random() * 1e5))}`;
  const question = await scheduleCallBack(page, firstName);

  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/Chicago' });
  const agent = await staff.newPage();
  await staffSignIn(agent, 'agent@riverside.test');
  await expect(agent.getByRole('heading', { level: 1, name: 'Contact center' })).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Contact center' })).toHaveAttribute('aria-current', 'page');
  // An agent has no hours editor link.
  await expect(agent.getByRole('link', { name: 'Call-center hours' })).toHaveCount(0);

  const request = agent.getByRole('article').filter({ hasText: question });
  await expect(request).toHaveCount(1);
  await expect(request.getByRole('heading', { name: `Scheduled call: ${firstName} Shopper` })).toBeVisible();
  await expect(request).toContainText('Riverside Auto Group');
  await expect(request).toContainText('(503) 555-0123');
  // The slot on the shopper's own clock, in their zone.
  await expect(request).toContainText('(America/New_York)');
  await expect(request).toContainText(/Now there: /);
  await expectFitsBothWidths(agent, 375);

  await request.getByRole('button', { name: `Claim: Scheduled call, ${firstName} Shopper` }).click();
  await expect(request.getByText(/^Claimed by you/)).toBeVisible();
  const markDone = request.getByRole('button', { name: `Mark done: Scheduled call, ${firstName} Shopper` });
  // No outcome, no done.
  await markDone.click();
  await expect(request.getByLabel('Outcome note')).toBeFocused();
  await expect(request.getByText('Write what came of it before marking it done.')).toBeVisible();
  await request.getByLabel('Outcome note').fill('Reached them; booked a test drive for Saturday.');
  await expectFitsBothWidths(agent, 375);
  await markDone.click();
  await expect(request.getByText('Reached them; booked a test drive for Saturday.')).toBeVisible();
  await expect(request.getByText(/^Done by Sam Ortiz/)).toBeVisible();

  // It left the open queue and is under Done.
  await agent.reload();
  await expect(agent.getByRole('heading', { level: 1, name: 'Contact center' })).toBeVisible();
  await expect(agent.getByText(/No requests here|Received/).first()).toBeVisible();
  await expect(agent.getByRole('article').filter({ hasText: question })).toHaveCount(0);
  await agent.getByLabel('Status').selectOption('DONE');
  await expect(agent.getByRole('article').filter({ hasText: question })).toContainText('Done');

  // The hours editor is not an agent's.
  await agent.goto(`${APP}/dealer/contact/hours`);
  await expect(agent.getByText('Only a dealer manager can see this.')).toBeVisible();
  await staff.close();
});

test('Riverside’s manager edits the call-center hours: a bad day is refused with its reason, a good week saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await staffSignIn(page, 'manager@riverside.test');
  await page.getByRole('link', { name: 'Call-center hours' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Call-center hours' })).toBeVisible();
  await expect(page.getByText(/Riverside Auto Group's own time zone \(America\/Los_Angeles\)/)).toBeVisible();
  await expectFitsBothWidths(page, 375);

  const sunday = {
    closed: await page.getByLabel('Closed Sunday').isChecked(),
    open: await page.getByLabel('Opens Sunday').inputValue(),
    close: await page.getByLabel('Closes Sunday').inputValue(),
  };
  if (sunday.closed) await page.getByLabel('Closed Sunday').uncheck();
  await page.getByLabel('Opens Sunday').fill('17:00');
  await page.getByLabel('Closes Sunday').fill('10:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Sunday: The closing time must be later than the opening time.');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Opens Sunday')).toHaveAttribute('aria-invalid', 'true');
  await expectFitsBothWidths(page, 375);

  await page.getByLabel('Opens Sunday').fill('10:00');
  await page.getByLabel('Closes Sunday').fill('17:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Opens Sunday')).toHaveValue('10:00');
  await expect(page.getByLabel('Closes Sunday')).toHaveValue('17:00');

  // Sunday as it was, so the other journeys find the dealer's hours unchanged.
  if (sunday.closed) await page.getByLabel('Closed Sunday').check();
  else {
    await page.getByLabel('Opens Sunday').fill(sunday.open);
    await page.getByLabel('Closes Sunday').fill(sunday.close);
  }
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
});

/**
 * The public `lead` event (DESIGN.md §2: `Upshift('on', 'lead', handler)`): on the dealer
 * site, with the app in its third-party iframe, a shopper emails the personal shopper and asks for a
 * call now. The dealer page hears `lead` {kind: 'email'} and {kind: 'call-now'} exactly once each,
 * only once the server has answered (never while the request is in flight), and a submission that
 * failed (the network cut, or a 400 from the real server for a bad body) fires none.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { SITE } from './helpers.ts';
import { hostEvents, openEmailDialog, openOnSite, recordHostEvents } from './shell-helpers.ts';

test.describe.configure({ mode: 'serial' });
test.use({
  viewport: { width: 1280, height: 900 },
  // A client of its own (the e2e server trusts X-Forwarded-For): the contact calls' rate limit is this file's alone.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

// Not Riverside: contact-flows.spec.ts opens and closes that dealer's call center while this file runs.
const DEALER = 'Kuni BMW of Tigard';
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const EMAIL_PATH = '/api/lead/contact-shopper/email';
const CALL_NOW_PATH = '/api/lead/contact-shopper/call-me-back/now/unauthenticated';
const EMAIL_CALL = `**${EMAIL_PATH}?*`;
const CALL_NOW_CALL = `**${CALL_NOW_PATH}?*`;

/** Opens the dealer's call center all day, every day, on the demo site's hours page (as a manager would). */
async function openCallCenter(page: Page) {
  await page.goto(`${SITE}/call-center/hours`);
  const dealer = page.getByRole('region', { name: new RegExp(DEALER) });
  for (const day of DAYS) {
    const closed = dealer.getByLabel(`Closed ${day}`);
    if (await closed.isChecked()) await closed.uncheck();
    await dealer.getByLabel(`Opens ${day}`).fill('00:00');
    await dealer.getByLabel(`Closes ${day}`).fill('23:59');
  }
  await dealer.getByRole('button', { name: `Save hours for ${DEALER}` }).click();
  await expect(page.getByRole('region', { name: new RegExp(DEALER) }).getByLabel('Opens Monday')).toHaveValue('00:00');
}

/** Holds the next POST to `path` until `release()`, then lets it reach the real server. */
async function holdNext(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const seen = page.waitForRequest((request) => new URL(request.url()).pathname === path);
  await page.route(
    `**${path}?*`,
    async (route: Route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { seen, release };
}

const leads = async (page: Page) => (await hostEvents(page)).filter((e) => e.name === 'lead').map((e) => e.data);

test('the call center opens (all day, every day)', async ({ page }) => {
  await openCallCenter(page);
});

test("the dealer page hears 'email' and 'call-now' once each, after the answer; failed sends fire none", async ({
  page,
}) => {
  const app = await openOnSite(page, 'kuni-bmw', '/', '/', (host) => recordHostEvents(host, ['lead']));

  // ─── Email ────────────────────────────────────────────────────────────────────────────────
  const email = await openEmailDialog(app);
  const question = `Is the Civic still on the lot? ${Date.now()}`;
  await email.getByLabel('Question/Comments').fill(question);
  await email.getByLabel('Reply to address').fill('lead.events@example.com');

  // The network fails: the modal says so, keeps what was typed, and no lead is announced.
  await page.route(EMAIL_CALL, (route) => route.abort('connectionfailed'), { times: 1 });
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(email.getByText('Sorry, there was an unexpected error, please try again shortly.')).toBeVisible();
  await expect(email.getByLabel('Question/Comments')).toHaveValue(question);

  // A bad body reaches the real server, which refuses it with a 400 on the field: no lead either.
  await page.route(
    EMAIL_CALL,
    (route) => route.continue({ postData: JSON.stringify({ question, replyToEmail: 'not-an-email' }) }),
    { times: 1 },
  );
  await email.getByRole('button', { name: 'Send' }).click();
  await expect(email.getByText('Email must be a valid email')).toBeVisible();
  await expect(email.getByRole('heading', { name: 'Your email has been sent' })).toHaveCount(0);
  expect(await leads(page)).toEqual([]);

  // Sent for real, held on its way: nothing is announced before the server has answered.
  await email.getByLabel('Reply to address').fill('lead.events@example.com');
  const held = await holdNext(page, EMAIL_PATH);
  await email.getByRole('button', { name: 'Send' }).click();
  await held.seen;
  await expect(email.getByRole('heading', { name: 'Your email has been sent' })).toHaveCount(0);
  expect(await leads(page)).toEqual([]);
  held.release();
  await expect(email.getByRole('heading', { name: 'Your email has been sent' })).toBeVisible();
  await expect.poll(() => leads(page)).toEqual([{ kind: 'email' }]);
  await page.keyboard.press('Escape');
  await expect(email).toHaveCount(0);

  // ─── Call me now (a visitor: 'Request a Call') ───────────────────────────────────────────
  await app.getByRole('button', { name: 'Talk to a personal shopper' }).last().click();
  await app.getByRole('dialog', { name: 'How can we help?' }).getByRole('button', { name: 'Request a Call' }).click();
  const call = app.getByRole('dialog', { name: 'Please call me' });
  await call.getByLabel('First Name').fill('Lee');
  await call.getByLabel('Last Name').fill(`Events${Date.now()}`);
  await call.getByLabel('Phone Number').pressSequentially('5035550177');
  await expect(call.getByLabel('Phone Number')).toHaveValue('(503) 555-0177');

  await page.route(CALL_NOW_CALL, (route) => route.abort('connectionfailed'), { times: 1 });
  await call.getByRole('button', { name: 'Call Me' }).click();
  await expect(
    call.getByText('Sorry, there was an unexpected error, please close this window and try again shortly.'),
  ).toBeVisible();
  expect(await leads(page)).toEqual([{ kind: 'email' }]);

  const heldCall = await holdNext(page, CALL_NOW_PATH);
  await call.getByRole('button', { name: 'Call Me' }).click();
  await heldCall.seen;
  await expect(call.getByRole('heading', { name: 'Call in Queue' })).toHaveCount(0);
  expect(await leads(page)).toEqual([{ kind: 'email' }]);
  heldCall.release();
  await expect(call.getByRole('heading', { name: 'Call in Queue' })).toBeVisible();
  await expect.poll(() => leads(page)).toEqual([{ kind: 'email' }, { kind: 'call-now' }]);

  // Exactly once each: nothing more arrives afterwards.
  await page.waitForTimeout(500);
  expect(await hostEvents(page)).toEqual([
    { name: 'lead', data: { kind: 'email' } },
    { name: 'lead', data: { kind: 'call-now' } },
  ]);
});

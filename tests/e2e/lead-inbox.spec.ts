/**
 * A lead from the shopper's click to the dealer's CRM: on the dealer site, with the app in
 * its third-party iframe, a visitor writes to the dealer; the page hears `lead` {kind:
 * 'contact-dealer'}, and the demo site's lead inbox shows the lead delivered to the sandbox CRM once,
 * its try, and its ADF document with what the shopper typed. With the CRM down the lead waits and
 * is retried; once it is up, it arrives, still once. A dealer that takes leads by e-mail gets the
 * document in the outbox. Axe-clean on the inbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, SITE } from './helpers.ts';
import { hostEvents, openOnSite, recordHostEvents } from './shell-helpers.ts';

// The CRM outage switch is one for the whole sandbox: this file's tests take turns.
test.describe.configure({ mode: 'serial' });
test.use({
  viewport: { width: 1280, height: 900 },
  // A client of this file's own (the e2e server trusts X-Forwarded-For): rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

/** Letters only: a last name of this test's own, to find its lead among everyone's. */
const tag = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A visitor's message to the dealer about `vehicle` (campaign `campaign`), sent from the iframe. */
async function writeToDealer(page: Page, campaign: string, vehicle: string, last: string) {
  const app = await openOnSite(page, campaign, `/contact-dealer?vehicleId=${vehicle}`, '/', (host) =>
    recordHostEvents(host, ['lead']),
  );
  await expect(app.getByRole('heading', { level: 1, name: 'Contact the dealer' })).toBeVisible();
  await app.getByLabel('First Name').fill('Lena');
  await app.getByLabel('Last Name').fill(last);
  await app.getByRole('textbox', { name: 'Email' }).fill(`${last.toLowerCase()}@example.test`);
  await app.getByRole('radio', { name: 'Email', exact: true }).check();
  await app.getByRole('textbox', { name: 'Message', exact: true }).fill(`Can I see it Saturday? <${last}> & more`);
  await app.getByRole('button', { name: 'Send my message' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Your message is on its way' })).toBeVisible();
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.name === 'lead').map((e) => e.data))
    .toEqual([{ kind: 'contact-dealer' }]);
}

/** The inbox row of the lead whose document names `last`. */
const leadRow = (page: Page, last: string) => page.getByRole('row').filter({ hasText: last });

async function setOutage(page: Page, on: boolean) {
  await page.goto(`${SITE}/lead-inbox`);
  const button = page.getByRole('button', { name: on ? 'Start a CRM outage' : 'End the CRM outage' });
  if ((await button.count()) > 0) await button.click();
  await expect(page.getByRole('button', { name: on ? 'End the CRM outage' : 'Start a CRM outage' })).toBeVisible();
}

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await setOutage(page, false);
  await page.close();
});

test('a message to the dealer reaches the sandbox CRM once, with its ADF document, on the lead inbox', async ({
  page,
}) => {
  const last = `Inbox${tag()}`;
  await writeToDealer(page, 'demo-ecommerce', 'v1010', last);
  await page.goto(`${SITE}/lead-inbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead inbox' })).toBeVisible();
  const row = leadRow(page, last);
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell', { name: /^Delivered/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: 'contact-dealer', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Riverside Auto Group', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: /^Received once/ })).toBeVisible();
  const tries = row.getByRole('listitem');
  await expect(tries).toHaveCount(1);
  await expect(tries.first()).toContainText(/Try 1 by \S+, HTTP to \S+\/crm\/adf, started\s+[\s\S]+: delivered/);
  // The document, opened by keyboard: what the shopper typed, escaped, in ADF.
  const summary = row.getByText('ADF document');
  await summary.focus();
  await page.keyboard.press('Enter');
  const doc = row.locator('pre');
  await expect(doc).toBeVisible();
  await expect(doc).toContainText('<?adf version="1.0"?>');
  await expect(doc).toContainText(`<name part="last">${last}</name>`);
  await expect(doc).toContainText(`<email preferredcontact="1">${last.toLowerCase()}@example.test</email>`);
  await expect(doc).toContainText(`Can I see it Saturday? &lt;${last}&gt; &amp; more`);
  await expect(doc).toContainText('<vendorname>Riverside Auto Group</vendorname>');
  await expectNoAxeViolations(page);
});

test('with the CRM down the lead waits and is tried again; once it is up, it arrives once', async ({ page }) => {
  test.slow();
  await setOutage(page, true);
  const last = `Outage${tag()}`;
  await writeToDealer(page, 'demo-ecommerce', 'v1005', last);
  await page.goto(`${SITE}/lead-inbox`);
  const row = leadRow(page, last);
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell', { name: /^Pending, next try at .*HTTP 503/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell', { name: 'Not received', exact: true })).toBeVisible();
  await setOutage(page, false);
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell', { name: /^Delivered/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByRole('cell', { name: /^Received once/ })).toBeVisible();
  const tries = row.getByRole('listitem');
  await expect(tries.first()).toContainText(/Try 1 [\s\S]+: failed, to retry \(HTTP 503\)/);
  await expect(tries.last()).toContainText(/Try \d+ [\s\S]+: delivered/);
});

test('a dealer that takes leads by e-mail gets the ADF document in its mailbox', async ({ page }) => {
  const last = `Mail${tag()}`;
  await writeToDealer(page, 'bmw-upgrade', 'v1029', last);
  await page.goto(`${SITE}/lead-inbox`);
  const row = leadRow(page, last);
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole('cell', { name: /^Delivered/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('listitem').first()).toContainText(/Try 1 by \S+, EMAIL to leads@d300\.example/);
  await page.goto(`${SITE}/outbox`);
  const mail = page.getByRole('row').filter({ hasText: last });
  await expect(mail.getByText(/^ADF lead [0-9a-f-]{36} \(contact-dealer\)$/)).toBeVisible();
  await expect(mail.getByRole('cell', { name: 'leads@d300.example' })).toBeVisible();
});

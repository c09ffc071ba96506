/**
 * The dealer workspace at /dealer on the app origin: staff sign in with a password and a TOTP code
 * from their authenticator (the sandbox members' published secret); a shopper's message on the dealer
 * site appears in the agent's inbox without a reload; the agent works it; nobody reaches another
 * dealer's leads; agents have no audit log; managers read who viewed what. Axe-clean at 375 and
 * 1280 px, in English and Spanish.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { ALEX, applyForFinancing, holdInbox, IFRAME, monthly, savedDeal, signIn as shopperSignIn } from './journeys.ts';
import { openOnSite } from './shell-helpers.ts';
import { signInStaff } from './staff.ts';

/** A client of this file's own (the e2e server trusts X-Forwarded-For): its sign-in limits stay here. */
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

/** A shopper's message to the dealer (Riverside's demo vehicle unless told), from the widget on the dealer site. */
async function messageTheDealer(
  page: Page,
  last: string,
  o = { campaign: 'demo-ecommerce', vehicle: 'v1010' },
  message = 'Can I see it Saturday?',
) {
  const app = await openOnSite(page, o.campaign, `/contact-dealer?vehicleId=${o.vehicle}`);
  await expect(app.getByRole('heading', { level: 1, name: 'Contact the dealer' })).toBeVisible();
  await app.getByLabel('First Name').fill('Lena');
  await app.getByLabel('Last Name').fill(last);
  await app.getByRole('textbox', { name: 'Email' }).fill(`${last.toLowerCase()}@example.test`);
  await app.getByRole('radio', { name: 'Email', exact: true }).check();
  await app.getByRole('textbox', { name: 'Message', exact: true }).fill(`${message} (${last})`);
  await app.getByRole('button', { name: 'Send my message' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Your message is on its way' })).toBeVisible();
}

const tag = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

test('a shopper’s message appears in the agent’s inbox without a reload; the agent works it and has no audit log', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInStaff(page, 'agent@riverside.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // An agent has no audit log, in the menu or at its address.
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  const last = tag().replace(/^./, (c) => c.toUpperCase());
  const shopper = await context.newPage();
  await messageTheDealer(shopper, last);
  await shopper.close();

  // Live: the row arrives on the open inbox, and is announced.
  const row = page.getByRole('row').filter({ hasText: `Lena ${last}` });
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/new lead/)).toBeVisible();
  await expect(row).toContainText('Riverside Auto Group');
  await row.getByRole('link').first().click();

  await expect(page.getByRole('heading', { level: 1, name: `Lead: Lena ${last}` })).toBeVisible();
  await expect(page.getByText(`Can I see it Saturday? (${last})`)).toBeVisible();
  await expect(page.getByText('No response yet')).toBeVisible();
  await page.getByLabel('Status').selectOption('CONTACTED');
  await page.getByLabel('Owner').selectOption({ label: 'Sam Ortiz' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByText(/^First response after /)).toBeVisible();
  await page.getByLabel('New note').fill('Called back, booked Saturday 10:00.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called back, booked Saturday 10:00.')).toBeVisible();

  // The same shopper writes again: no second lead; the thread moves on the open inbox and the lead lists the message.
  await page.getByRole('link', { name: 'Back to leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  const again = await context.newPage();
  await messageTheDealer(again, last, undefined, 'Is it still there?');
  await again.close();
  await expect(row).toContainText(/2 events · latest: Contact dealer/, { timeout: 15_000 });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  const later = page.getByRole('region', { name: 'Later events' });
  await expect(later.getByText(`Is it still there? (${last})`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${APP}/dealer/audit`);
  await expect(page.getByText('Only a dealer manager can see this.')).toBeVisible();
});

test('Riverside’s manager gets nothing of Sunbelt’s leads, by API or page, and reads who viewed Riverside’s', async ({
  page,
  browser,
}) => {
  // A shopper writes to Sunbelt Toyota; Sunbelt's manager has the lead's id.
  const last = tag().replace(/^./, (c) => c.toUpperCase());
  const sunbelt = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shopper = await sunbelt.newPage();
  await messageTheDealer(shopper, last, { campaign: 'toyota-shop', vehicle: 'v1054' });
  const theirs = await sunbelt.newPage();
  await theirs.goto(`${APP}/dealer`);
  await signInStaff(theirs, 'manager@sunbelt.test');
  const row = theirs.getByRole('row').filter({ hasText: `Lena ${last}` });
  await row.getByRole('link').first().click();
  await expect(theirs.getByRole('heading', { level: 1, name: `Lead: Lena ${last}` })).toBeVisible();
  const sunbeltLead = new URL(theirs.url()).pathname.split('/').pop()!;
  await sunbelt.close();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@riverside.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Lena ${last}` })).toHaveCount(0);
  const api = (path: string) =>
    page.evaluate(async (p) => {
      const res = await fetch(p);
      return {
        status: res.status,
        body: (await res.json()) as { message?: string; leads?: { dealer: { id: string } }[] },
      };
    }, path);
  for (const path of ['/dealer/api/leads?dealer=d400', `/dealer/api/leads/${sunbeltLead}`])
    expect(await api(path), path).toEqual({
      status: 403,
      body: expect.objectContaining({ message: 'You do not have access to this dealer.' }),
    });
  const mine = await api('/dealer/api/leads');
  expect(mine.body.leads!.length).toBeGreaterThan(0);
  expect(new Set(mine.body.leads!.map((l) => l.dealer.id))).toEqual(new Set(['d100']));
  await page.goto(`${APP}/dealer/leads/${sunbeltLead}`);
  await expect(page.getByText('You do not have access to this dealer.')).toBeVisible();

  // The manager's own view of a Riverside lead is in the audit log, with who and what.
  await page.goto(`${APP}/dealer`);
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Lead: / })).toBeVisible();
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'manager@riverside.test' }).first()).toContainText(
    'Viewed a lead',
  );
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`in Spanish at ${viewport.width} px every page is axe-clean and fits the screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${APP}/dealer`);
    await page.getByLabel('Language').selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expectNoAxeViolations(page);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
    expect(await fits()).toBe(true);
    await signInStaff(page, 'admin@upshift.test', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes potenciales' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await fits()).toBe(true);
    await page.goto(`${APP}/dealer/audit`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await fits()).toBe(true);
  });
}

test.describe('the deal jacket', () => {
  holdInbox(ALEX);

  test('the manager opens the shopper’s saved deal and reads the same monthly payment; the price lock shows on the shopper’s deal; the applicant’s birth date and income show on a logged Show', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // The shopper, signed in on the dealer site, saves a finance deal on Riverside's demo vehicle.
    const shopper = await context.newPage();
    await shopper.setViewportSize({ width: 1280, height: 800 });
    const app = await shopperSignIn(IFRAME, shopper);
    const dealId = await savedDeal(IFRAME, shopper, app);
    const seen = (await monthly(app).textContent())!.replace('/mo', '');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${APP}/dealer/deals`);
    await signInStaff(page, 'manager@riverside.test');
    await page.getByRole('searchbox', { name: 'Find a deal' }).fill(dealId);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('link', { name: 'Alex Morgan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Deal: / })).toBeVisible();
    // To the cent in the jacket; the shopper's page shows the same payment in whole dollars.
    const payment = page.getByText(/^\$[\d,]+\.\d{2}\/mo for \d+ months at /);
    await expect(payment).toBeVisible();
    const cents = Number((await payment.textContent())!.replace(/^\$([\d,]+\.\d{2}).*$/, '$1').replace(/,/g, ''));
    expect(`$${Math.round(cents).toLocaleString('en-US')}`).toBe(seen);
    await expectNoAxeViolations(page);

    await page.getByLabel('Days to hold it (1 to 30)').fill('3');
    await page.getByRole('button', { name: 'Lock this price' }).click();
    const locked = page.getByText(/ locked until (\d{2}\/\d{2}\/\d{4}) by Morgan Reyes\.$/);
    await expect(locked).toBeVisible();
    const until = /until (\d{2}\/\d{2}\/\d{4})/.exec((await locked.textContent())!)![1]!;

    // The shopper comes back to the deal (afresh: the page they left open shows what it loaded).
    const again = await IFRAME.open(shopper, `/deals/${dealId}`);
    await expect(again.getByText(`Price locked by Riverside Auto Group until ${until}`)).toBeVisible();

    // The shopper applies for financing: the jacket shows the birth date and income masked until a logged Show.
    await IFRAME.go(shopper, `/deals/${dealId}/finance`);
    await applyForFinancing(again);
    await page.reload();
    const personal = page.getByRole('group', { name: 'Birth date and income' });
    await expect(personal).toContainText('••/••/••••');
    await expect(personal).not.toContainText('1979');
    await page.getByRole('button', { name: 'Show birth date and income' }).click();
    await expect(personal).toContainText('03/14/1979');
    await expect(personal).toContainText('$85,000');
    await expect(personal).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Showed birth dates and incomes' }).first()).toContainText(
      'manager@riverside.test',
    );
  });
});

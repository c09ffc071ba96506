/**
 * Choosing an approved offer: a signed-in shopper applies for financing on a deal, chooses the best
 * approval (the lowest payment, listed first) on the finance options page by keyboard, sees it marked
 * "Chosen offer", and signs online on exactly that offer: the contract names the lender and repeats
 * its APR, term and monthly payment to the cent. In the dealer site's third-party iframe and
 * standalone, axe-clean on each new screen. Each mode signs in as its own user, so their codes never
 * meet in the outbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, closeUpdatedTradeModal, codeFromOutbox, expectNoAxeViolations, lockInbox, tabTo } from './helpers.ts';
import { DEMO, JORDAN, openOnSite, upshift, type Scope } from './shell-helpers.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const VEHICLE = '/vehicles/v1010';

type User = { email: string; password: string; tradeModal: boolean };
type Mode = {
  name: string;
  user: User;
  open: (page: Page, route: string) => Promise<Scope>;
  /** Moves the open app to a route: the host's navigate call in the iframe, a deep link standalone. */
  go: (page: Page, route: string) => Promise<void>;
};

const MODES: Mode[] = [
  {
    name: 'in the iframe',
    user: { ...DEMO, tradeModal: true },
    open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    go: (page, route) => upshift(page, 'navigate', route),
  },
  {
    name: 'standalone',
    user: { ...JORDAN, tradeModal: false },
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
    go: async (page, route) => {
      await page.goto(`${APP}${route}`);
    },
  },
];

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
const next = (app: Scope) => app.getByRole('button', { name: 'Save and continue' });
const press = (page: Page, key: string) => page.keyboard.press(key);

async function signIn(app: Scope, user: User): Promise<void> {
  await app.getByLabel('Email').fill(user.email);
  await app.getByLabel('Password').fill(user.password);
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (user.tradeModal) await closeUpdatedTradeModal(app);
  await expect(app.getByText(/^Hi, /).first()).toBeVisible();
}

/** The four steps and the send, as the finance application spec fills them. */
async function applyForFinancing(app: Scope): Promise<void> {
  await expect(h1(app, 'Finance application')).toBeVisible();
  await app.getByLabel('First Name').fill('Ana');
  await app.getByLabel('Last Name').fill('Good');
  await app.getByLabel('Email').fill('ana@example.com');
  await app.getByLabel('Phone Number').fill('5125550142');
  await app.getByLabel(/Date of Birth/).pressSequentially('03141979');
  await app.getByLabel('Social Security Number').fill('123456789');
  await next(app).click();
  await app.getByRole('combobox', { name: 'Address Line 1' }).fill('4017 SE Rural St');
  await app.getByLabel('City').fill('Portland');
  await app.getByLabel('State').selectOption('OR');
  await app.getByLabel('Zip Code').fill('97202');
  await app.getByRole('radio', { name: 'Rent' }).check();
  await app.getByLabel('Monthly Rent or Mortgage ($)').fill('1500');
  await app.getByLabel('Years at This Address').fill('3');
  await app.getByLabel('And Months (0-11)').fill('2');
  await next(app).click();
  await app.getByLabel('Employment Status').selectOption('EMPLOYED');
  await app.getByLabel('Employer').fill('Acme Robotics');
  await app.getByLabel('Job Title').fill('Engineer');
  await app.getByLabel('Years at This Job').fill('4');
  await app.getByLabel('And Months (0-11)').fill('0');
  await app.getByLabel('Gross Yearly Income ($)').fill('185000');
  await next(app).click();
  await app.getByRole('radio', { name: 'No, just me' }).check();
  await next(app).click();
  await app.getByRole('checkbox', { name: 'I have read and agree to the authorization above' }).check();
  await app.getByRole('button', { name: 'Send my application' }).click();
  await expect(h1(app, 'Your finance options')).toBeVisible();
}

for (const mode of MODES) {
  test.describe(`choosing an approved offer ${mode.name}`, () => {
    test.describe.configure({ timeout: 150_000 });
    // The same seeded shopper signs in elsewhere too: one test at a time reads their codes.
    let release = () => {};
    test.beforeEach(async ({ browserName: _ }, testInfo) => {
      // Waiting for the other tests' turn is not this test's time.
      testInfo.setTimeout(testInfo.timeout + 300_000);
      release = await lockInbox(mode.user.email);
    });
    test.afterEach(() => release());

    test('the best approval, chosen by keyboard, is the contract signed online: lender, APR and payment to the cent', async ({
      page,
    }) => {
      const app = await mode.open(page, '/account/login');
      await signIn(app, mode.user);
      await mode.go(page, VEHICLE);
      const created = page.waitForResponse((r) => r.url().endsWith('/api/deals') && r.request().method() === 'POST');
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      const { dealId } = (await (await created).json()) as { dealId: string };
      await expect(h1(app, 'Your deal')).toBeVisible();
      await expect(app.getByText(/^\$[\d,]+\.\d{2}\/mo$/).first()).toBeVisible();

      await mode.go(page, `/deals/${dealId}/finance`);
      await applyForFinancing(app);

      // The approvals come lowest payment first: the first is the best.
      const approved = app.getByRole('region', { name: 'Approved' }).getByRole('listitem').filter({ hasText: 'APR' });
      await expect(approved.first()).toBeVisible();
      const best = approved.first();
      const lender = (await best.getByRole('heading', { level: 3 }).innerText()).trim();
      const apr = await best.getByText(/^\d+\.\d{2}%$/).innerText();
      const term = await best.getByText(/^\d+ months$/).innerText();
      const payment = await best.getByText(/^\$[\d,]+\.\d{2}$/).innerText();
      await expectNoAxeViolations(page);

      const choose = best.getByRole('button', { name: `Choose this offer from ${lender}` });
      await tabTo(page, choose);
      await press(page, 'Enter');
      const chosen = app.getByText(`You chose the offer from ${lender}. Your deal is now priced with it.`);
      await expect(chosen).toBeFocused();
      await expect(best.getByText('Chosen offer')).toBeVisible();
      await expect(choose).toHaveCount(0);
      await expectNoAxeViolations(page);
      // On a phone the options fit the screen.
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Sign online from the page, by keyboard: a code by email, the consent, then the contract.
      await tabTo(page, app.getByRole('link', { name: 'Sign online' }));
      await press(page, 'Enter');
      await expect(h1(app, /Step 1 of 3\s*Confirm it is you/)).toBeVisible();
      await tabTo(page, app.getByRole('radio', { name: /^Text message to / }));
      await press(page, 'ArrowDown');
      await expect(app.getByRole('radio', { name: /^Email to / })).toBeChecked();
      await tabTo(page, app.getByRole('button', { name: 'Send code' }));
      await press(page, 'Enter');
      const codeField = app.getByRole('textbox', { name: 'Verification code' });
      await expect(codeField).toBeFocused();
      const code = await codeFromOutbox(page, mode.user.email);
      await page.bringToFront();
      await codeField.focus();
      await page.keyboard.type(code);
      await press(page, 'Enter');
      await expect(h1(app, /Step 2 of 3\s*Use electronic records/)).toBeVisible();
      await tabTo(page, app.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }));
      await press(page, 'Space');
      await tabTo(page, app.getByRole('button', { name: 'Continue' }));
      await press(page, 'Enter');

      await expect(h1(app, /Step 3 of 3\s*Review and sign your contract/)).toBeVisible();
      await expect(
        app.getByRole('heading', { level: 2, name: `Retail installment contract with ${lender}` }),
      ).toBeVisible();
      await expect(
        app.getByText(`${lender}, approved offer: ${apr} APR, ${term}, ${payment}/mo.`, { exact: true }),
      ).toBeVisible();
      const terms = app.getByRole('region', { name: 'Key terms' });
      await expect(
        terms.locator('.breakdown__row', { has: app.getByText('Rate (APR)', { exact: true }) }).locator('dd'),
      ).toHaveText(apr);
      const figures = app.getByRole('region', { name: 'Every figure' });
      await expect(figures.getByText(payment, { exact: true }).first()).toBeVisible();
      await expect(figures.getByText(term, { exact: true })).toBeVisible();
      // It is the best approval: nothing lower to point out.
      await expect(app.getByText(/approved you for a lower payment/)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The deal page says what its payment is priced with.
      await mode.go(page, `/deals/${dealId}`);
      await expect(app.getByText(`Priced with your approved offer from ${lender}: ${apr} APR, ${term}.`)).toBeVisible();
      await expect(app.getByText(`${payment}/mo`, { exact: true }).first()).toBeVisible();
    });
  });
}

/**
 * The finance application: from a deal priced for excellent credit (the credit
 * section's self-selected range), the identity step saved and the page reloaded, which resumes at
 * the next step with everything kept and the SSN shown as •••-••-6789 only; then residence (through
 * the address verification), employment and income, no co-applicant, the review and the send; the
 * finance options show each lender's approved terms. A lender outage (the sandbox network's test
 * identity: last name "Unavailable") keeps everything typed. In the dealer site's third-party iframe
 * and standalone, axe-clean on every step, once by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, closeUpdatedTradeModal, expectNoAxeViolations } from './helpers.ts';
import { fillEmployment, fillIdentity, fillResidence, h1, monthly, next, ssn, VEHICLE } from './journeys.ts';
import { openOnSite, openStandalone, type Scope } from './shell-helpers.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): rate limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const stepHeading = (app: Scope, n: number, title: string) =>
  app.getByRole('heading', { level: 2, name: `Step ${String(n)} of 5 ${title}` });

type Mode = {
  name: string;
  /** Opens the app at `route`, afresh (a reload of the page it is on). */
  open: (page: Page, route: string) => Promise<Scope>;
  /** The deal id of the deal page shown. */
  dealId: (page: Page) => string;
};

const dealIdOf = (url: string) => /\/deals\/([^/?#]+)/.exec(url)?.[1] ?? '';

const MODES: Mode[] = [
  {
    name: 'in the iframe',
    open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    dealId: (page) =>
      dealIdOf(
        page
          .frames()
          .find((f) => f.url().includes('/embed?'))
          ?.url() ?? '',
      ),
  },
  {
    name: 'standalone',
    open: openStandalone,
    dealId: (page) => dealIdOf(page.url()),
  },
];

/** A new deal on the demo vehicle, priced for excellent credit (the credit section's self-selected range). */
async function excellentDeal(mode: Mode, page: Page): Promise<{ app: Scope; dealId: string }> {
  const app = await mode.open(page, VEHICLE);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(app, 'Your deal')).toBeVisible();
  await expect(monthly(app)).toBeVisible();
  const before = await monthly(app).textContent();
  await app.getByRole('radio', { name: 'Excellent 740–850' }).check();
  await expect(monthly(app)).not.toHaveText(before ?? '');
  return { app, dealId: mode.dealId(page) };
}

/** Review → send → the finance options with each lender's approved terms. */
async function sendAndSeeOptions(page: Page, app: Scope) {
  await expect(stepHeading(app, 5, 'Review and send')).toBeVisible();
  await expect(app.getByText('•••-••-6789')).toBeVisible();
  await expect(app.getByText(/123-45-6789|123456789/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await app.getByRole('checkbox', { name: 'I have read and agree to the authorization above' }).check();
  await app.getByRole('button', { name: 'Send my application' }).click();

  await expect(h1(app, 'Your finance options')).toBeVisible();
  const approved = app.getByRole('region', { name: 'Approved' }).getByRole('listitem').filter({ hasText: 'APR' });
  await expect(approved).toHaveCount(4);
  for (const lender of ['Honda Financial Services', 'Northstar Bank', 'Summit Credit Union', 'Lakeshore Bank']) {
    const card = approved.filter({ has: app.getByRole('heading', { name: lender }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(/^\d+\.\d{2}%$/)).toBeVisible();
    await expect(card.getByText(/^\d+ months$/)).toBeVisible();
    // Its monthly payment in whole dollars (seed 001 §9).
    await expect(
      card
        .getByRole('term')
        .filter({ hasText: /^Monthly payment$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(/^\$[\d,]+$/);
  }
  await expect(app.getByText('Proof of full-coverage insurance').first()).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const mode of MODES) {
  test.describe(`finance application ${mode.name}`, () => {
    test('each step saved, a reload resumes with everything kept and the SSN masked, then approved terms per lender', async ({
      page,
    }) => {
      test.slow();
      const { dealId } = await excellentDeal(mode, page);
      const route = `/deals/${dealId}/finance`;
      let app = await mode.open(page, route);
      await expect(h1(app, 'Finance application')).toBeVisible();
      await expect(stepHeading(app, 1, 'About you')).toBeVisible();
      await expectNoAxeViolations(page);
      await fillIdentity(app);
      await next(app).click();
      await expect(stepHeading(app, 2, 'Where you live')).toBeVisible();

      // A reload resumes where the shopper left, every saved value back and the SSN never in clear.
      app = await mode.open(page, route);
      await expect(stepHeading(app, 2, 'Where you live')).toBeVisible();
      await app.getByRole('button', { name: 'Back' }).click();
      await expect(stepHeading(app, 1, 'About you')).toBeVisible();
      await expect(app.getByLabel('First Name')).toHaveValue('Ana');
      await expect(app.getByLabel('Phone Number')).toHaveValue('(512) 555-0142');
      await expect(ssn(app)).toHaveValue('•••-••-6789');
      await expect(app.getByText('On file: •••-••-6789. Leave it to keep it, or type a new number.')).toBeVisible();
      await expect(app.getByLabel(/Date of Birth/)).toHaveValue('••/••/••••');
      await expectNoAxeViolations(page);
      await next(app).click();

      await expect(stepHeading(app, 2, 'Where you live')).toBeVisible();
      await fillResidence(app);
      await expectNoAxeViolations(page);
      await next(app).click();
      await expect(stepHeading(app, 3, 'Employment and income')).toBeVisible();
      await fillEmployment(app);
      await expectNoAxeViolations(page);
      await next(app).click();
      await expect(stepHeading(app, 4, 'Co-applicant')).toBeVisible();
      await app.getByRole('radio', { name: 'Yes, a co-applicant' }).check();
      await expect(app.getByRole('group', { name: 'About your co-applicant' })).toBeVisible();
      await expectNoAxeViolations(page);
      await app.getByRole('radio', { name: 'No, just me' }).check();
      await next(app).click();
      await sendAndSeeOptions(page, app);
      await app.getByRole('link', { name: 'Back to your deal' }).click();
      await expect(h1(app, 'Your deal')).toBeVisible();
    });

    test('an application typed before signing in joins the account only once the shopper says it is theirs', async ({
      page,
    }) => {
      test.slow();
      const { dealId } = await excellentDeal(mode, page);
      const route = `/deals/${dealId}/finance`;
      let app = await mode.open(page, route);
      await fillIdentity(app);
      await next(app).click();
      await expect(stepHeading(app, 2, 'Where you live')).toBeVisible();

      app = await mode.open(page, `/account/login?redirectPath=${encodeURIComponent(route)}`);
      await expect(h1(app, 'Sign in')).toBeVisible();
      await app.getByLabel('Email').fill('demo@upshift.test');
      await app.getByLabel('Password').fill('Upshift!23');
      await app.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The right password, and a question before the account takes someone's personal data.
      const question = app.getByRole('group', {
        name: 'You started a finance application on this browser before signing in. Add it to your account?',
      });
      await expect(question).toBeVisible();
      const yes = question.getByRole('radio', { name: 'Yes, it is mine: add it to my account' });
      await expect(yes).toBeFocused();
      await expect(app.getByLabel('Password')).toHaveValue('Upshift!23');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Space');
      await expect(yes).toBeChecked();
      await page.keyboard.press('Enter');

      // Signed in, at the application, where the shopper left it.
      await expect(h1(app, 'Finance application')).toBeVisible();
      await expect(stepHeading(app, 2, 'Where you live')).toBeVisible();
      await expect(app.getByRole('button', { name: 'Already have an account? Sign in here' })).toHaveCount(0);
      // The account's trade-in joins the deal, and says so.
      await closeUpdatedTradeModal(app);
      await app.getByRole('button', { name: 'Back' }).click();
      await expect(app.getByLabel('First Name')).toHaveValue('Ana');
      await expect(ssn(app)).toHaveValue('•••-••-6789');
    });
  });
}

test('by keyboard, standalone: a lender outage keeps everything typed, and sending again works', async ({ page }) => {
  test.slow();
  const mode = MODES[1]!;
  const { dealId } = await excellentDeal(mode, page);
  const app = await mode.open(page, `/deals/${dealId}/finance`);
  await expect(stepHeading(app, 1, 'About you')).toBeVisible();
  const tab = () => page.keyboard.press('Tab');

  // Identity, typed field after field: the sandbox network's outage identity.
  await app.getByLabel('First Name').focus();
  await page.keyboard.type('Ana');
  await tab();
  await page.keyboard.type('Unavailable');
  await tab();
  await page.keyboard.type('ana@example.com');
  await tab();
  await page.keyboard.type('5125550142');
  await tab();
  await page.keyboard.type('03141979');
  await tab();
  await expect(ssn(app)).toBeFocused();
  await page.keyboard.type('123456789');
  await page.keyboard.press('Enter');
  await expect(stepHeading(app, 2, 'Where you live')).toBeFocused();

  await fillResidence(app);
  await app.getByLabel('And Months (0-11)').press('Enter');
  await expect(stepHeading(app, 3, 'Employment and income')).toBeFocused();
  await fillEmployment(app);
  await app.getByLabel('Gross Yearly Income ($)').press('Enter');
  await expect(stepHeading(app, 4, 'Co-applicant')).toBeFocused();
  // The radio group: Tab in, Space chooses; then Back, then Save and continue.
  await tab();
  await page.keyboard.press('Space');
  await expect(app.getByRole('radio', { name: 'No, just me' })).toBeChecked();
  await tab();
  await tab();
  await expect(next(app)).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(stepHeading(app, 5, 'Review and send')).toBeFocused();
  const agree = app.getByRole('checkbox', { name: 'I have read and agree to the authorization above' });
  await agree.focus();
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await tab();
  await tab();
  await expect(app.getByRole('button', { name: 'Send my application' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The lenders could not be reached: said so, and nothing is lost.
  await expect(app.getByRole('alert').filter({ hasText: 'The lenders could not be reached.' })).toBeVisible();
  await expect(stepHeading(app, 5, 'Review and send')).toBeVisible();
  await expect(agree).toBeChecked();
  await expectNoAxeViolations(page);
  await app.getByRole('button', { name: 'Edit About you' }).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading(app, 1, 'About you')).toBeVisible();
  await expect(app.getByLabel('First Name')).toHaveValue('Ana');
  await expect(app.getByLabel('Last Name')).toHaveValue('Unavailable');
  await expect(app.getByLabel('Email')).toHaveValue('ana@example.com');
  await expect(ssn(app)).toHaveValue('•••-••-6789');

  // A real name this time; every other step is still saved.
  await app.getByLabel('Last Name').fill('Good');
  await app.getByLabel('Last Name').press('Enter');
  for (const [n, title] of [
    [2, 'Where you live'],
    [3, 'Employment and income'],
    [4, 'Co-applicant'],
  ] as const) {
    await expect(stepHeading(app, n, title)).toBeFocused();
    await expect(next(app)).toBeVisible();
    await next(app).press('Enter');
  }
  await sendAndSeeOptions(page, app);
});

test('on a phone (375 px) the application fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { dealId } = await excellentDeal(MODES[1]!, page);
  await page.goto(`${APP}/deals/${dealId}/finance`);
  await expect(stepHeading(page, 1, 'About you')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.goto(`${APP}/deals/${dealId}/finance-options`);
  await expect(page.getByText('You have not sent a finance application for this deal yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for financing' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page);
});

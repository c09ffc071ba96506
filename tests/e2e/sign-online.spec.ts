/**
 * Sign online: a signed-in shopper saves a finance deal, confirms it is them with
 * a code sent by email (read from the demo host's outbox, as a tester would), agrees to electronic
 * records, signs a contract whose figures are the deal page's to the cent, and lands on next steps;
 * a reload stays there. In the dealer site's third-party iframe and standalone (the standalone one by
 * keyboard alone), axe-clean on every page. Each mode signs in as its own user, so their codes never
 * meet in the outbox.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, closeUpdatedTradeModalIfUntold, codeFromOutbox, expectNoAxeViolations, tabTo } from './helpers.ts';
import {
  IFRAME,
  STANDALONE,
  breakdownAmount,
  h1,
  holdInbox,
  monthly,
  ownClient,
  savedDeal,
  signIn,
  type Mode,
} from './journeys.ts';
import { cents, wholeDollars } from './money.ts';
import type { Scope } from './shell-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// A client of each test's own: code limits stay per test.
test.beforeEach(({ page }) => ownClient(page));

/**
 * The deal page's figures: what the contract must repeat to the cent. `monthly` is the payment details' figure,
 * the one the page's whole-dollar payment rounds (seed 001 §9).
 */
type DealFigures = { monthly: string; apr: string; term: string; amountFinanced: string; rows: string[] };

/** A new finance deal on the demo vehicle, saved; its id and the figures its page shows. */
async function savedFinanceDeal(mode: Mode, page: Page, app: Scope): Promise<{ dealId: string; deal: DealFigures }> {
  const dealId = await savedDeal(mode, page, app);
  const summary =
    (await app
      .getByText(/^\d+ months at [\d.]+% APR with /)
      .first()
      .textContent()) ?? '';
  const [, term, apr] = /^(\d+) months at ([\d.]+%) APR/.exec(summary) ?? [];
  await app.getByRole('button', { name: 'See payment details' }).click();
  const details = app.getByRole('dialog', { name: 'Payment details' });
  await expect(details).toBeVisible();
  const amountFinanced = await breakdownAmount(details, 'Amount financed').innerText();
  const exactMonthly = await breakdownAmount(details, 'Monthly payment').innerText();
  const rows = await details.locator('.breakdown__row').allInnerTexts();
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();
  // The page's payment is that figure in whole dollars: the number the shopper saw first is the one they sign.
  await expect(monthly(app)).toHaveText(`${wholeDollars(cents(exactMonthly))}/mo`);
  return {
    dealId,
    deal: {
      monthly: exactMonthly,
      apr: apr ?? '',
      term: `${term ?? ''} months`,
      amountFinanced,
      rows,
    },
  };
}

for (const mode of [IFRAME, STANDALONE]) {
  test.describe(`sign online ${mode.name}${mode.keyboard ? ', by keyboard' : ''}`, () => {
    // Sign-in, a deal, four pages with axe on each, and a reload: more than the default 30 s in the iframe.
    test.describe.configure({ timeout: 120_000 });
    // The same seeded shopper signs in elsewhere too: one test at a time reads their codes.
    holdInbox(mode.user);

    test('a verified shopper consents, signs the deal’s figures to the cent, and sees the next steps', async ({
      page,
    }) => {
      const app = await signIn(mode, page);
      const { dealId, deal } = await savedFinanceDeal(mode, page, app);
      const key = mode.keyboard ? (k: string) => page.keyboard.press(k) : null;

      // Step 1: a code by email, read from the outbox.
      await mode.go(page, `/deals/${dealId}/sign-online/verify`);
      await expect(h1(app, /Step 1 of 3\s*Confirm it is you/)).toBeVisible();
      const email = app.getByRole('radio', { name: /^Email to / });
      await expect(email).toBeVisible();
      await expect(app.getByRole('radio', { name: /^Text message to \(•••\) •••-\d{4}$/ })).toBeVisible();
      await expectNoAxeViolations(page);
      if (key) {
        // One tab stop for the radio group: the checked text message, then the arrow picks email.
        await tabTo(page, app.getByRole('radio', { name: /^Text message to / }));
        await key('ArrowDown');
        await expect(email).toBeChecked();
        await tabTo(page, app.getByRole('button', { name: 'Send code' }));
        await key('Enter');
      } else {
        await email.check();
        await app.getByRole('button', { name: 'Send code' }).click();
      }
      const codeField = app.getByRole('textbox', { name: 'Verification code' });
      await expect(codeField).toBeFocused();
      await expect(app.getByText(/^We sent a 6-digit code by email to .+@upshift\.test\.$/)).toBeVisible();
      const code = await codeFromOutbox(page, mode.user.email);
      const wrong = code === '000000' ? '111111' : '000000';

      // A wrong code says so and keeps what was typed; the right one goes on.
      if (key) {
        await page.keyboard.type(wrong);
        await key('Enter');
      } else {
        await codeField.fill(wrong);
        await app.getByRole('button', { name: 'Verify' }).click();
      }
      await expect(app.getByText('That code is not right. You have 4 tries left.')).toBeVisible();
      await expect(codeField).toHaveValue(wrong);
      await expectNoAxeViolations(page);
      await codeField.fill(code);
      if (key) {
        await codeField.focus();
        await key('Enter');
      } else {
        await app.getByRole('button', { name: 'Verify' }).click();
      }

      // Step 2: the electronic-records consent.
      await expect(h1(app, /Step 2 of 3\s*Use electronic records/)).toBeVisible();
      await expect(
        app.getByText(/^By checking "I agree to use electronic records and signatures", you agree/),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      const agree = app.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' });
      if (key) {
        await tabTo(page, agree);
        await key('Space');
        await tabTo(page, app.getByRole('button', { name: 'Continue' }));
        await key('Enter');
      } else {
        await agree.check();
        await app.getByRole('button', { name: 'Continue' }).click();
      }

      // Step 3: the contract repeats the deal page's figures, every line to the cent.
      await expect(h1(app, /Step 3 of 3\s*Review and sign your contract/)).toBeVisible();
      const terms = app.getByRole('region', { name: 'Key terms' });
      await expect(breakdownAmount(terms, 'Rate (APR)')).toHaveText(deal.apr);
      await expect(breakdownAmount(terms, 'Amount financed')).toHaveText(deal.amountFinanced);
      const figures = app.getByRole('region', { name: 'Every figure' });
      await expect(figures.getByText(deal.monthly, { exact: true }).first()).toBeVisible();
      await expect(figures.getByText(deal.term, { exact: true })).toBeVisible();
      // The list draws with its lazy part: poll until every row is there, then it must equal the deal page's.
      await expect.poll(() => figures.locator('.breakdown__row').allInnerTexts()).toEqual(deal.rows);
      await expectNoAxeViolations(page);
      if (mode.keyboard) {
        // On a phone (375 px) the contract fits the screen.
        await page.setViewportSize({ width: 375, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      const name = app.getByRole('textbox', { name: 'Your full name (your signature)' });
      const accept = app.getByRole('checkbox', { name: /^I have read this contract/ });
      if (key) {
        await tabTo(page, name);
        await page.keyboard.type(mode.user.name);
        await key('Tab');
        await expect(accept).toBeFocused();
        await key('Space');
        await tabTo(page, app.getByRole('button', { name: 'Sign contract' }));
        await key('Enter');
      } else {
        await name.fill(mode.user.name);
        await accept.check();
        await app.getByRole('button', { name: 'Sign contract' }).click();
      }

      // Next steps, and a reload resumes there: the signature is the server's.
      await expect(h1(app, 'What happens next')).toBeVisible();
      await expect(app.getByText(/checks your signed contract and confirms your financing with/)).toBeVisible();
      await expect(app.getByText("Your driver's license")).toBeVisible();
      await expect(app.getByText('Proof of insurance for this vehicle')).toBeVisible();
      await expect(app.getByRole('link', { name: 'Contact the dealer' })).toBeVisible();
      await expectNoAxeViolations(page);

      const resumed = mode.keyboard
        ? (await page.reload(), page)
        : await mode.open(page, `/deals/${dealId}/sign-online/verify`);
      if (!mode.keyboard && mode.user.tradeModal) await closeUpdatedTradeModalIfUntold(page);
      await expect(h1(resumed, 'What happens next')).toBeVisible();
      await resumed.getByRole('link', { name: 'View your signed contract' }).click();
      await expect(h1(resumed, 'Your signed contract')).toBeVisible();
      await expect(
        resumed.getByText(new RegExp(`^Signed by ${mode.user.name} on \\d{2}/\\d{2}/\\d{4}\\.$`)),
      ).toBeVisible();
      await expect
        .poll(() => resumed.getByRole('region', { name: 'Every figure' }).locator('.breakdown__row').allInnerTexts())
        .toEqual(deal.rows);
      await expectNoAxeViolations(page);
    });
  });
}

test('a visitor without a profile is asked to sign in, and comes back to sign online after', async ({ page }) => {
  await page.goto(`${APP}/deals/any-deal/sign-online/verify`);
  await expect(h1(page, 'Sign in to sign online')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(h1(page, 'Sign in')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirectPath')).toBe('/deals/any-deal/sign-online/verify');
});

/**
 * Choosing an approved offer: a signed-in shopper applies for financing on a deal, chooses the best
 * approval (the lowest payment, listed first) on the finance options page by keyboard, sees it marked
 * "Chosen offer", and signs online on exactly that offer: the contract names the lender and repeats
 * its APR, term and monthly payment to the cent. In the dealer site's third-party iframe, in its
 * shadow mount and standalone, axe-clean on each new screen. Both mounts sign in as the demo shopper
 * and take turns at its inbox; standalone signs in as another.
 */
import { expect, test, type Page } from '@playwright/test';
import { codeFromOutbox, expectNoAxeViolations, tabTo } from './helpers.ts';
import {
  IFRAME,
  SHADOW,
  STANDALONE,
  applyForFinancing,
  breakdownAmount,
  h1,
  holdInbox,
  newDeal,
  ownClient,
  signIn,
} from './journeys.ts';
import { cents, wholeDollars } from './money.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// A client of each test's own: limits stay per test.
test.beforeEach(({ page }) => ownClient(page));

const press = (page: Page, key: string) => page.keyboard.press(key);

for (const mode of [IFRAME, SHADOW, STANDALONE]) {
  test.describe(`choosing an approved offer ${mode.name}`, () => {
    test.describe.configure({ timeout: 150_000 });
    // The same seeded shopper signs in elsewhere too: one test at a time reads their codes.
    holdInbox(mode.user);

    test('the best approval, chosen by keyboard, is the contract signed online: lender, APR and payment to the cent', async ({
      page,
    }) => {
      const app = await signIn(mode, page);
      const dealId = await newDeal(mode, page, app);

      await mode.go(page, `/deals/${dealId}/finance`);
      await applyForFinancing(app, { income: '185000' });

      // The approvals come lowest payment first: the first is the best.
      const approved = app.getByRole('region', { name: 'Approved' }).getByRole('listitem').filter({ hasText: 'APR' });
      await expect(approved.first()).toBeVisible();
      const best = approved.first();
      const lender = (await best.getByRole('heading', { level: 3 }).innerText()).trim();
      const apr = await best.getByText(/^\d+\.\d{2}%$/).innerText();
      const term = await best.getByText(/^\d+ months$/).innerText();
      // The offer's payment in whole dollars (seed 001 §9); the contract states it to the cent.
      const shown = await best
        .getByRole('term')
        .filter({ hasText: /^Monthly payment$/ })
        .locator('xpath=following-sibling::dd[1]')
        .innerText();
      expect(shown).toMatch(/^\$[\d,]+$/);
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
      const offer = app.getByText(`${lender}, approved offer: ${apr} APR, ${term}, `);
      await expect(offer).toHaveText(/, \$[\d,]+\.\d{2}\/mo\.$/);
      const payment = /(\$[\d,]+\.\d{2})\/mo\.$/.exec(await offer.innerText())?.[1] ?? '';
      // The same payment the finance options showed: the contract's cents round to it.
      expect(wholeDollars(cents(payment))).toBe(shown);
      const terms = app.getByRole('region', { name: 'Key terms' });
      await expect(breakdownAmount(terms, 'Rate (APR)')).toHaveText(apr);
      const figures = app.getByRole('region', { name: 'Every figure' });
      await expect(figures.getByText(payment, { exact: true }).first()).toBeVisible();
      await expect(figures.getByText(term, { exact: true })).toBeVisible();
      // It is the best approval: nothing lower to point out.
      await expect(app.getByText(/approved you for a lower payment/)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The deal page says what its payment is priced with.
      await mode.go(page, `/deals/${dealId}`);
      await expect(app.getByText(`Priced with your approved offer from ${lender}: ${apr} APR, ${term}.`)).toBeVisible();
      await expect(app.getByText(`${shown}/mo`, { exact: true }).first()).toBeVisible();
    });
  });
}

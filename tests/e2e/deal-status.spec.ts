/**
 * An order that moves forward: a signed-in shopper saves a finance deal and signs it online; the
 * deal page then says when the contract was signed, shows the tracker at "Contract signed" and no
 * control that changes the figures, the garage card says "Contract signed", and "Start a new deal
 * from this one" opens an editable copy. In the dealer site's third-party iframe, in its shadow mount
 * and standalone (the new deal started by keyboard there), axe-clean, and the signed page fits 390 px.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, tabTo } from './helpers.ts';
import { IFRAME, SHADOW, STANDALONE, holdInbox, ownClient, savedDeal, signIn, signOnline } from './journeys.ts';

test.use({ viewport: { width: 1280, height: 900 } });
// A client of each test's own: code limits stay per test.
test.beforeEach(({ page }) => ownClient(page));

for (const mode of [IFRAME, SHADOW, STANDALONE]) {
  test.describe(`a deal's progress ${mode.name}`, () => {
    test.describe.configure({ timeout: 150_000 });
    // The same seeded shopper signs in elsewhere too: one test at a time reads their codes.
    holdInbox(mode.user);

    test('once signed, the deal page is read-only, the garage says so, and a new deal starts from it', async ({
      page,
    }) => {
      const app = await signIn(mode, page);
      const dealId = await savedDeal(mode, page, app);
      const tracker = app.getByRole('region', { name: 'Your progress' });
      await expect(tracker.locator('[aria-current="step"]')).toContainText('Deal saved');
      await signOnline(mode, page, app, dealId);

      // The signed deal: its date, its figures, the tracker at "Contract signed", nothing that changes it.
      await mode.go(page, `/deals/${dealId}`);
      await expect(app.getByRole('heading', { name: /^Contract signed on \d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
      await expect(app.getByText('Your signed figures')).toBeVisible();
      await expect(tracker.locator('[aria-current="step"]')).toContainText('Contract signed');
      await expect(tracker.locator('[aria-current="step"]')).toContainText('You are here');
      await expect(app.getByRole('link', { name: 'Contact the dealer' })).toBeVisible();
      await expect(app.getByText('Adjust your payment')).toHaveCount(0);
      await expect(app.getByRole('link', { name: 'Sign online' })).toHaveCount(0);
      await expect(app.getByRole('link', { name: 'Apply for financing' })).toHaveCount(0);
      await expect(app.getByRole('button', { name: 'Save deal' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      if (mode.keyboard) {
        // On a phone (390 px) the signed deal and its tracker fit the screen.
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      // The garage card says where the deal stands.
      await mode.go(page, '/garage');
      // `has` is matched inside each card: a page-wide locator, not one that starts at the shadow mount's overlay.
      const saved = app.locator('.garage-card', { has: page.locator(`a[href$="/deals/${dealId}"]`) });
      await expect(saved.getByText('Status: Contract signed')).toBeVisible();
      await expectNoAxeViolations(page);

      // A new deal from the signed one: editable again, the signed one untouched.
      await mode.go(page, `/deals/${dealId}`);
      const startNew = app.getByRole('button', { name: 'Start a new deal from this one' });
      await expect(startNew).toBeVisible();
      const started = page.waitForResponse((r) => r.url().endsWith(`/api/deals/${dealId}/start-new`));
      if (mode.keyboard) {
        await tabTo(page, startNew);
        await page.keyboard.press('Enter');
      } else {
        await startNew.click();
      }
      const copy = (await (await started).json()) as { dealId: string };
      expect(copy.dealId).not.toBe(dealId);
      await expect(app.getByText('Adjust your payment')).toBeVisible();
      await expect(app.getByRole('heading', { name: /^Contract signed on / })).toHaveCount(0);
      await expect(tracker.locator('[aria-current="step"]')).toContainText('Deal configured');
      await expectNoAxeViolations(page);
    });
  });
}

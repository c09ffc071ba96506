/**
 * Signing out leaves nothing of the shopper: from an unsaved deal,
 * Sign Out lands on home without a save prompt the visitor cannot answer, nothing of the deal or the
 * shopper's credit stays on screen, and the deal's address then says it cannot be shown here, with the
 * sign-in that returns to it, never a "Try again" that can never succeed. In each of the app's three ways to run.
 */
import { expect, test } from '@playwright/test';
import { h1, holdInbox, IFRAME, newDeal, ownClient, SHADOW, signIn, STANDALONE, type Mode } from './journeys.ts';
import { closeUpdatedTradeModal } from './helpers.ts';
import { navBar, type Scope } from './shell-helpers.ts';
import { MONTHLY } from './money.ts';

const toggle = (app: Scope) => navBar(app).getByRole('button', { name: 'Menu' });

async function signOut(app: Scope): Promise<void> {
  await toggle(app).click();
  await app.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Sign Out' }).click();
}

for (const mode of [IFRAME, SHADOW, STANDALONE] satisfies Mode[]) {
  test.describe(`sign-out ${mode.name}`, () => {
    holdInbox(mode.user);
    test.beforeEach(({ page }) => ownClient(page));

    test('from an unsaved deal: home, nothing of the shopper left, and the deal asks to sign in again', async ({
      page,
    }) => {
      const app = await signIn(mode, page);
      const dealId = await newDeal(mode, page, app);
      await expect(app.getByText(/^Priced for .* credit/).first()).toBeVisible();

      await signOut(app);
      // No "Save your deal before you go?": a signed-out visitor has nothing to save it to.
      await expect(app.getByRole('dialog')).toHaveCount(0);
      await expect(h1(app, /^Shop .* from anywhere$/)).toBeVisible();
      await expect(app.getByText(/^Hi, /)).toHaveCount(0);
      await expect(app.getByText(/^Priced for .* credit/)).toHaveCount(0);
      await expect(app.getByText(mode.user.name)).toHaveCount(0);

      await mode.go(page, `/deals/${dealId}`);
      await expect(app.getByText('We can’t show this deal here. If it is yours, sign in to see it.')).toBeVisible();
      await expect(app.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(app.getByText(/\$[\d,.]+\/mo/)).toHaveCount(0);

      // The way on: signing in comes back to the deal.
      await app.getByRole('link', { name: 'Sign in', exact: true }).click();
      await app.getByLabel('Email').fill(mode.user.email);
      await app.getByLabel('Password').fill(mode.user.password);
      await app.getByRole('button', { name: 'Sign in', exact: true }).click();
      if (mode.user.tradeModal) await closeUpdatedTradeModal(app);
      await expect(h1(app, 'Your deal')).toBeVisible();
      await expect(app.getByText(MONTHLY).first()).toBeVisible();
    });
  });
}

/**
 * Home leads somewhere. For every campaign: the get-started button, the sign-in
 * and create-account prompt for visitors, one real way into each capability, and a few vehicles
 * of the dealer's stock; in the dealer site's third-party iframe and standalone.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { JORDAN, openOnSite, signIn, signInControl, type Scope } from './shell-helpers.ts';

const MOUNTS: { name: string; open: (page: Page, campaign?: string) => Promise<Scope> }[] = [
  { name: 'in the dealer site iframe', open: (page, campaign = 'demo-ecommerce') => openOnSite(page, campaign, '/') },
  {
    // The standalone site on the app origin serves its default campaign, demo-ecommerce.
    name: 'standalone',
    open: async (page) => {
      await page.goto(`${APP}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return page;
    },
  },
];

for (const mount of MOUNTS) {
  test.describe(`home ${mount.name}`, () => {
    test('a visitor finds get started, the account prompt, each capability and the dealer’s stock', async ({
      page,
    }) => {
      const app = await mount.open(page);
      await expect(
        app.getByRole('heading', { level: 1, name: 'Shop Riverside Auto Group from anywhere' }),
      ).toBeVisible();
      await expect(app.getByRole('button', { name: 'Get Started' })).toBeVisible();
      const prompt = app.getByRole('region', { name: 'Unlock your personalized payments' });
      await expect(prompt.getByRole('button', { name: 'Create account' })).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // Every capability is a real link, not text that looks like one.
      const capabilities = app.getByRole('region', { name: 'What you can do here' });
      for (const name of ['Estimate payments', 'Shop New', 'Shop Used', 'Lifetime Warranty']) {
        await expect(capabilities.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
      // The personal shopper opens the chat modal, so it is a button (the call center is on).
      await expect(capabilities.getByRole('button', { name: /^Talk to a personal shopper/ })).toBeVisible();
      const stock = app.getByRole('region', { name: 'From Riverside Auto Group’s stock' });
      await expect(stock.getByRole('article')).toHaveCount(3);
      await expect(stock.getByRole('link', { name: /^See all \d+ vehicles$/ })).toBeVisible();
      if (mount.name === 'standalone') await expectNoAxeViolations(page);
      await capabilities.getByRole('link', { name: /^Shop Used/ }).click();
      await expect(app.getByRole('heading', { level: 1, name: 'Shop vehicles' })).toBeVisible();
      await expect(app.getByRole('radio', { name: 'Used' })).toBeChecked();
    });

    test('create account opens the ghost modal by keyboard; Esc gives focus back; its Log in leads to sign-in', async ({
      page,
    }) => {
      const app = await mount.open(page);
      const create = app.getByRole('region', { name: 'Unlock your personalized payments' }).getByRole('button', {
        name: 'Create account',
      });
      await create.focus();
      await page.keyboard.press('Enter');
      const modal = app.getByRole('dialog', { name: 'Your shopping benefits' });
      await expect(modal).toBeVisible();
      await expect(modal.getByLabel('First Name')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(create).toBeFocused();
      // The nav's sign-in link follows the same rule on this campaign: the ghost modal, with a way on to sign-in.
      await signInControl(app).first().click();
      await modal.getByRole('link', { name: 'Log in' }).click();
      await expect(app.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await expect(modal).toBeHidden();
    });

    test('get started starts the profile flow', async ({ page }) => {
      const app = await mount.open(page);
      await app.getByRole('button', { name: 'Get Started' }).click();
      await expect(app.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    });
  });
}

test.describe('home on a campaign without the ghost flag, in the dealer site iframe', () => {
  test('create account is a link to registration', async ({ page }) => {
    const app = await openOnSite(page, 'plain-ecommerce', '/');
    await app
      .getByRole('region', { name: 'Unlock your personalized payments' })
      .getByRole('link', { name: 'Create account' })
      .click();
    await expect(app.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });

  test('signed in: no account prompt, and My Garage among the capabilities', async ({ page }) => {
    const app = await openOnSite(page, 'plain-ecommerce', '/');
    await signIn(app, JORDAN);
    await app.getByRole('link', { name: 'Riverside Auto Group' }).first().click();
    await expect(app.getByRole('heading', { level: 1, name: 'Welcome back, Jordan' })).toBeVisible();
    await expect(app.getByRole('region', { name: 'Unlock your personalized payments' })).toHaveCount(0);
    await expect(
      app.getByRole('region', { name: 'What you can do here' }).getByRole('link', { name: /^My Garage/ }),
    ).toBeVisible();
  });
});

/**
 * PIN and MFA: PIN links (/profile/verify-access?pin=…), verification by email
 * (/profile/verify), get-started with the redirect rule, welcome-back and the no-PIN welcome, for the
 * sandbox's seeded prospects, members and disabled member, in the dealer site's third-party iframe and
 * standalone. Codes are read where a tester reads them: the development outbox page of the demo host.
 * Each journey uses its own identity, so no resend cool-down of one test meets another.
 */
import { expect, test } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { SEED_PROSPECTS } from '../../demo-host/server/db/seed/seed-identity.ts';
import { APP, appFrame, codeFromOutbox, expectNoAxeViolations, SITE, tabTo } from './helpers.ts';
import { DEMO, JORDAN, navBar, openOnSite, upshift, type Scope } from './shell-helpers.ts';

const pinOf = (id: string): string => {
  const pin = SEED_PROSPECTS.find((p) => p.id === id)?.pin;
  if (!pin) throw new Error(`no seeded prospect ${id}`);
  return pin;
};
const pinRoute = (id: string) => `/profile/verify-access?pin=${pinOf(id)}`;
const TAYLOR = { email: 'taylor@upshift.test' };
const RILEY = { email: 'riley@upshift.test' };

async function expectVerifiedProspect(app: Scope, name: string) {
  await expect(app.getByRole('heading', { name: `Thank you, ${name}. You are verified.` })).toBeVisible();
  await expect(app.getByRole('link', { name: 'Create your account' })).toBeVisible();
}

async function expectDisabledMember(app: Scope) {
  const alert = app.getByRole('alert').filter({ hasText: 'Your membership is not active' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('we cannot sign you in');
  await expect(alert.getByRole('link', { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
  await expect(navBar(app).getByText(/^Hi, /)).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.describe('a PIN link with an automatic code', () => {
  test('iframe: Pat opens her PIN link, the code goes out by text, she verifies by keyboard', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', pinRoute('pr-pat-quinn'));
    await expect(app.getByRole('heading', { level: 1, name: 'Verify your access' })).toBeVisible();
    await expect(app.getByRole('heading', { name: 'Hello, Pat!' })).toBeVisible();
    await expect(app.getByText('We sent a 6-digit code by text message to (•••) •••-0142.')).toBeVisible();
    // Only the masked number ever reaches the page.
    await expect(app.getByText('5415550142')).toHaveCount(0);
    const field = app.getByLabel('Verification code');
    await expect(field).toBeFocused();
    await expect(app.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await expect(app.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();
    await expectNoAxeViolations(page);

    const code = await codeFromOutbox(page, '5415550142');
    await page.bringToFront();
    // A wrong code first: the tries left are told, the typed code stays.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await field.focus();
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await expect(app.getByText('That code is not right. You have 4 tries left.')).toBeVisible();
    await expect(field).toHaveValue(wrong);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expectVerifiedProspect(app, 'Pat');
    await expectNoAxeViolations(page);
  });

  test('standalone: Avery has no phone, so the code goes by email; a reload keeps what was typed', async ({ page }) => {
    await page.goto(`${APP}${pinRoute('pr-avery-patel')}`);
    await expect(page.getByRole('heading', { name: 'Hello, Avery!' })).toBeVisible();
    await expect(page.getByText('We sent a 6-digit code by email to a•••@upshift.test.')).toBeVisible();
    const code = await codeFromOutbox(page, 'avery.patel@upshift.test');
    await page.bringToFront();
    const field = page.getByLabel('Verification code');
    await expect(field).toBeFocused();
    await page.keyboard.type(code.slice(0, 3));
    await page.reload();
    // The code waits on the server and the digits in storage (mfaCode): no second email, nothing lost.
    await expect(page.getByText('Enter the 6-digit code we sent to a•••@upshift.test.')).toBeVisible();
    await expect(field).toHaveValue(code.slice(0, 3));
    await expect(field).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(code.slice(3));
    await page.keyboard.press('Enter');
    await expectVerifiedProspect(page, 'Avery');
    expect(await page.evaluate(() => localStorage.getItem('mfaCode'))).toBeNull();
    const outbox = await page.context().newPage();
    await outbox.goto(`${SITE}/outbox`);
    await expect(outbox.getByRole('row').filter({ hasText: 'avery.patel@upshift.test' })).toHaveCount(1);
    await expectNoAxeViolations(outbox);
    await outbox.close();
  });

  test('the sign-in link follows the rule: verify-access with the pin on kuni-bmw', async ({ page }) => {
    const app = await openOnSite(page, 'kuni-bmw', pinRoute('pr-sam-ortiz'));
    await expect(app.getByRole('heading', { name: 'Hello, Sam!' })).toBeVisible();
    await expect(navBar(app).getByRole('link', { name: /sign in here|log in/i })).toHaveAttribute(
      'href',
      new RegExp(`/profile/verify-access\\?pin=${pinOf('pr-sam-ortiz')}$`),
    );
  });
});

test.describe('a PIN link without an automatic code', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('standalone at 375 px: Morgan chooses where the code goes; nothing is sent before she asks', async ({
    page,
  }) => {
    await page.goto(`${APP}${pinRoute('pr-morgan-lee')}`);
    await expect(page.getByRole('heading', { name: 'Hello, Morgan!' })).toBeVisible();
    const group = page.getByRole('group', { name: 'Where should we send your code?' });
    await expect(group.getByRole('radio', { name: 'Text message to (•••) •••-0178' })).toBeChecked();
    await expect(group.getByRole('radio', { name: 'Email to m•••@upshift.test' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });

  test('the integrator console opens a PIN link in the widget and links the outbox', async ({ page }) => {
    await page.goto('/console?campaign=demo-ecommerce');
    const identities = page.getByRole('region', { name: 'Test identities' });
    await expect(identities.getByRole('table', { name: 'Prospects with PIN links' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await identities.getByRole('button', { name: "Open Casey's PIN link" }).click();
    const app = appFrame(page);
    await expect(app.getByRole('alert').filter({ hasText: 'This link has expired' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  });
});

test.describe('a PIN that does not work', () => {
  test('iframe: an expired link says so and offers the ways that still work', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', pinRoute('pr-casey-nguyen'));
    await expect(app.getByRole('alert').filter({ hasText: 'This link has expired' })).toBeVisible();
    await expect(app.getByRole('link', { name: 'Verify with your email' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('standalone: an unknown link is not valid', async ({ page }) => {
    await page.goto(`${APP}/profile/verify-access?pin=NotAPinOfOursAtAll123`);
    await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/account/register');
  });
});

test.describe('a member verifies by email', () => {
  test('iframe: Taylor gets a code by email and lands on welcome-back, signed in', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/profile/verify');
    await app.getByLabel('Email').fill(TAYLOR.email);
    await app.getByRole('button', { name: 'Continue' }).click();
    await app.getByRole('radio', { name: 'Email to t•••@upshift.test' }).check();
    await expect(app.getByRole('radio', { name: 'Text message to (•••) •••-0133' })).toBeVisible();
    await expectNoAxeViolations(page);
    await app.getByRole('button', { name: 'Send code' }).click();
    await expect(app.getByText('We sent a 6-digit code by email to t•••@upshift.test.')).toBeVisible();
    const code = await codeFromOutbox(page, TAYLOR.email);
    await page.bringToFront();
    await app.getByLabel('Verification code').fill(code);
    await app.getByRole('button', { name: 'Verify' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Welcome back, Taylor!' })).toBeVisible();
    await expect(app.getByText('You have no saved deals yet.')).toBeVisible();
    await expect(navBar(app).getByText(/^Hi, Taylor/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('standalone, keyboard only: the demo member by text message', async ({ page }) => {
    await page.goto(`${APP}/profile/verify`);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Enter');
    const sms = page.getByRole('radio', { name: 'Text message to (•••) •••-0123' });
    await tabTo(page, sms);
    await expect(sms).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Send code' }));
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Verification code');
    await expect(field).toBeFocused();
    const code = await codeFromOutbox(page, '5035550123');
    await page.bringToFront();
    await field.focus();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    // The demo user's trade was revalued: the updated-trade modal comes first, closed by keyboard.
    const modal = page.getByRole('dialog', { name: 'Your Trade Value has been Updated' });
    await expect(modal).toBeVisible();
    await tabTo(page, modal.getByRole('button', { name: 'Close' }).last());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex!' })).toBeVisible();
    await expect(page.getByText(/^You have (no saved deals yet|1 saved deal|\d+ saved deals)\.$/)).toBeVisible();
    await expect(page).toHaveURL(`${APP}/profile/welcome-back`);
  });
});

test.describe('a disabled member', () => {
  test('iframe: verifying by email works, signing in is refused with a clear message', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/profile/verify');
    await app.getByLabel('Email').fill(RILEY.email);
    await app.getByRole('button', { name: 'Continue' }).click();
    await app.getByRole('button', { name: 'Send code' }).click();
    await expect(app.getByText('We sent a 6-digit code by text message to (•••) •••-0164.')).toBeVisible();
    const code = await codeFromOutbox(page, '2065550164');
    await page.bringToFront();
    await app.getByLabel('Verification code').fill(code);
    await app.getByRole('button', { name: 'Verify' }).click();
    await expectDisabledMember(app);
    await expectNoAxeViolations(page);
  });

  test('standalone: through Riley’s PIN link the same', async ({ page }) => {
    await page.goto(`${APP}${pinRoute('pr-riley-chen')}`);
    await expect(page.getByText('You already have an account with us.')).toBeVisible();
    await expect(page.getByText('We sent a 6-digit code by text message to (•••) •••-0164.')).toBeVisible();
    const code = await codeFromOutbox(page, '2065550164');
    await page.bringToFront();
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectDisabledMember(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('welcome pages through get-started and the redirect rule', () => {
  async function login(app: Scope, user: { email: string; password: string }) {
    await app.getByLabel('Email').fill(user.email);
    await app.getByLabel('Password').fill(user.password);
    await app.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(navBar(app).getByText(/^Hi, /)).toBeVisible();
  }

  async function expectWelcomeBack(app: Scope) {
    await expect(app.getByRole('heading', { level: 1, name: 'Welcome back, Jordan!' })).toBeVisible();
    await expect(app.getByText(/^You have (no saved deals yet|1 saved deal|\d+ saved deals)\.$/)).toBeVisible();
    await expect(
      app.getByRole('navigation', { name: 'Where to next' }).getByRole('link', { name: 'Open My Garage' }),
    ).toBeVisible();
  }

  test('iframe: signed in, Get Started leads to welcome-back', async ({ page }) => {
    const app = await openOnSite(page, 'plain-ecommerce', '/account/login');
    await login(app, JORDAN);
    await upshift(page, 'navigate', '/profile/get-started');
    await expect(app.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
    await app.getByRole('button', { name: 'Get Started' }).click();
    await expectWelcomeBack(app);
    await expectNoAxeViolations(page);
  });

  test('standalone: the same, by keyboard', async ({ page }) => {
    await page.goto(`${APP}/account/login`);
    await login(page, JORDAN);
    await page.goto(`${APP}/profile/get-started`);
    await tabTo(page, page.getByRole('button', { name: 'Get Started' }));
    await page.keyboard.press('Enter');
    await expectWelcomeBack(page);
  });

  test('iframe: a prospect without a PIN gets the no-PIN welcome (rule 5)', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/profile/get-started?noPinProspect=false');
    await app.getByRole('button', { name: 'Get Started' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(app.getByRole('link', { name: 'Create your account' })).toBeVisible();
    await expect(app.getByRole('heading', { name: 'What you get' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('standalone: the no-PIN welcome, by keyboard', async ({ page }) => {
    await page.goto(`${APP}/profile/get-started?noPinProspect=false`);
    await tabTo(page, page.getByRole('button', { name: 'Get Started' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page).toHaveURL(`${APP}/profile/no-pin-welcome`);
    await expectNoAxeViolations(page);
  });
});

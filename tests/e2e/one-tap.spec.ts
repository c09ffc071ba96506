/**
 * One-tap Google sign-in behind GOOGLE_ONE_TAP_FEATURE (seed 000 §2, §6),
 * posting to /login/oauth2/code/google. No Google here: the sandbox's development identity
 * provider opens in a popup, mints a signed ID token for the chosen test account and posts it back
 * to the app, which the server verifies against the IdP's key set. In the dealer site's
 * third-party iframe and standalone, with the mouse and with the keyboard alone.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { APP, SITE, closeUpdatedTradeModal, expectNoAxeViolations, overlay } from './helpers.ts';
import { navBar, openEmbed, openOnSite, upshift } from './shell-helpers.ts';

/** Where the app is: the page (standalone), its iframe, or the shadow mount's overlay. */
type Scope = Page | FrameLocator | Locator;

const googleButton = (app: Scope) => app.getByRole('button', { name: 'Log in with Google' });

/** Clicks the app's Google button and returns the identity provider's window. */
async function openChooser(page: Page, app: Scope): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await googleButton(app).click();
  const chooser = await popup;
  await expect(chooser.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
  return chooser;
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Clicks a button that closes its own window: the click may still be settling when the window goes. */
async function clickClosing(chooser: Page, button: Locator) {
  const closed = chooser.waitForEvent('close');
  await button.click().catch((error: unknown) => {
    if (!chooser.isClosed()) throw error;
  });
  await closed;
}

/** Picks an account; the window posts the token to the app and closes itself. */
async function choose(chooser: Page, name: RegExp) {
  await clickClosing(chooser, chooser.getByRole('button', { name }));
}

test.describe('one-tap Google sign-in', () => {
  test("in the dealer site's third-party iframe: a new Google account signs in and gets an account", async ({
    page,
  }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/account/login');
    await expect(app.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(googleButton(app)).toBeVisible();
    await expectNoAxeViolations(page);

    const chooser = await openChooser(page, app);
    expect(new URL(chooser.url()).origin).toBe(APP);
    await expect(chooser.getByRole('button', { name: /Avery Quinn/ })).toBeVisible();
    await expectNoAxeViolations(chooser);
    await choose(chooser, /Avery Quinn/);

    await expect(navBar(app).getByText('Hi, Avery')).toBeVisible();
    await expect(app.getByRole('heading', { level: 1 })).not.toHaveText('Sign in');
  });

  test("in the shadow mount on the dealer's page: the token comes back to the dealer origin, the API is cross-origin", async ({
    page,
  }) => {
    await page.goto('/shadow');
    await upshift(page, 'open', '/account/login');
    const app = overlay(page);
    await expect(app.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const chooser = await openChooser(page, app);
    expect(new URL(chooser.url()).searchParams.get('origin')).toBe(SITE);
    await choose(chooser, /Avery Quinn/);
    await expect(app.getByRole('navigation', { name: 'Main' }).getByText('Hi, Avery')).toBeVisible();
  });

  test("standalone, by keyboard alone: the demo user's Google account signs in to their account", async ({ page }) => {
    await page.goto(`${APP}/account/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await tabTo(page, googleButton(page));
    const popup = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const chooser = await popup;
    await expect(chooser.getByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
    // Tab to the first test account (the demo user's email) and choose it with Enter.
    const closed = chooser.waitForEvent('close');
    await chooser.keyboard.press('Tab');
    await expect(chooser.getByRole('button', { name: /Alex Morgan/ })).toBeFocused();
    // Enter chooses as the key goes down and the window closes at once: the key's release may find it gone,
    // which is no failure. Had Enter chosen nothing, the window would stay open and `closed` time out.
    await chooser.keyboard.press('Enter').catch(() => undefined);
    await closed;

    await closeUpdatedTradeModal(page);
    await expect(navBar(page).getByText('Hi, Alex')).toBeVisible();
    await page.reload();
    await expect(navBar(page).getByText('Hi, Alex')).toBeVisible();
  });

  test('an unverified Google email is refused with a clear message, and nobody is signed in', async ({ page }) => {
    await page.goto(`${APP}/account/login`);
    const chooser = await openChooser(page, page);
    await choose(chooser, /Casey Brooks/);
    await expect(page.getByRole('alert')).toHaveText('We could not sign you in with Google. Please try again.');
    await expect(navBar(page).getByRole('button', { name: /sign in here|log in/i })).toBeVisible();
  });

  test('closing the window without choosing leaves the page as it was', async ({ page }) => {
    await page.goto(`${APP}/account/login`);
    const chooser = await openChooser(page, page);
    await clickClosing(chooser, chooser.getByRole('button', { name: 'Cancel' }));
    await expect(googleButton(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("only with GOOGLE_ONE_TAP_FEATURE: absent on a campaign without it, present with the console's flag", async ({
    page,
  }) => {
    await openEmbed(page, 'plain-ecommerce', { route: '/account/login' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(googleButton(page)).toHaveCount(0);

    await openEmbed(page, 'plain-ecommerce', { route: '/account/login', flags: 'GOOGLE_ONE_TAP_FEATURE' });
    await expect(googleButton(page)).toBeVisible();
    const chooser = await openChooser(page, page);
    await choose(chooser, /Avery Quinn/);
    await expect(navBar(page).getByText('Hi, Avery')).toBeVisible();
  });
});

test.describe('signing up with Google on /account/register (POST /profile/register-sso)', () => {
  // Whether the demo user's Google identity is already linked depends on the other journeys: the
  // duplicate-email answer of register-sso is proven by the route tests (routes/oauth.test.ts).
  test('standalone: a Google account signs up and ends signed in', async ({ page }) => {
    await page.goto(`${APP}/account/register`);
    const sso = page.getByRole('region', { name: 'Or sign up with Google' });
    await expect(sso.getByText(/means you agree to the Terms of Use/)).toBeVisible();
    const popup = page.waitForEvent('popup');
    await sso.getByRole('button', { name: 'Sign up with Google' }).click();
    await choose(await popup, /Avery Quinn/);
    await expect(navBar(page).getByText('Hi, Avery')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Avery' })).toBeVisible();
  });

  test('in the dealer site iframe: the same sign-up from the overlay', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/account/register');
    await expectNoAxeViolations(page);
    const popup = page.waitForEvent('popup');
    await app
      .getByRole('region', { name: 'Or sign up with Google' })
      .getByRole('button', { name: 'Sign up with Google' })
      .click();
    await choose(await popup, /Avery Quinn/);
    await expect(navBar(app).getByText('Hi, Avery')).toBeVisible();
  });
});

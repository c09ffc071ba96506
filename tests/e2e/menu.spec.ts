/**
 * The menu popover (seed 001 §2 "Menu links", §4, §9): its links logged out and in, the
 * My Garage badge, Shop New/Used hidden in overlay mode, the ways it closes, Sign Out, and the
 * save-work reminder before it opens on a no-profile deal.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations, overlay } from './helpers.ts';
import { embedUrl, JORDAN, navBar, openEmbed, openOnSite, signIn, type Scope } from './shell-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const toggle = (app: Scope) => navBar(app).getByRole('button', { name: 'Menu' });
const menu = (app: Scope) => app.getByRole('navigation', { name: 'Menu' });

async function openMenu(app: Scope) {
  await toggle(app).click();
  await expect(menu(app)).toBeVisible();
  await expect(toggle(app)).toHaveAttribute('aria-expanded', 'true');
}

async function entries(app: Scope): Promise<string[]> {
  const items = menu(app).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

async function savedDealCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch('/api/garage/deals/count', { credentials: 'include' });
    const body = (await response.json()) as { count: number };
    return body.count;
  });
}

test('logged out: Home, Get Pre-Qualified, Personal Shopper and Lifetime Warranty; Contact Us with the number at the small-menu breakpoint', async ({
  page,
}) => {
  await openEmbed(page, 'demo-ecommerce');
  await openMenu(page);
  // Personal Shopper: the call center is on. Lifetime Warranty: warranty enabled and not the upgrade product.
  // Get Pre-Qualified: the campaign has credit features, for visitors too.
  expect(await entries(page)).toEqual(['Home', 'Get Pre-Qualified', 'Personal Shopper', 'Lifetime Warranty']);
  await menu(page).getByRole('link', { name: 'Lifetime Warranty' }).click();
  await expect(
    page.getByRole('cell', { name: 'Peace of Mind' }).or(page.getByRole('rowheader', { name: 'Peace of Mind' })),
  ).toBeVisible();
  await expect(page.getByText('$32 per month')).toBeVisible();
  await expectNoAxeViolations(page);
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('href', /\/$/);
  await expectNoAxeViolations(page);

  await openEmbed(page, 'nissan-upgrade');
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Lifetime Warranty' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: /^Contact Us/ })).toHaveCount(0);
  await page.setViewportSize({ width: 1023, height: 900 });
  const contact = menu(page).getByRole('link', { name: 'Contact Us (800) 555-0199' });
  await expect(contact).toHaveAttribute('href', 'tel:8005550199');
});

test('logged in, inline: Home disabled, My Garage with its badge, Value Trade, Get Pre-Qualified, Sign Out; a frame hides Shop New/Used', async ({
  page,
}) => {
  await openEmbed(page, 'plain-ecommerce');
  await signIn(page, JORDAN);
  // Save a deal so the badge has something to count.
  await page.goto(embedUrl('plain-ecommerce', { route: '/vehicles/v1003' }));
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await page.getByLabel('Deal name').fill('Menu badge');
  await page.getByRole('button', { name: 'Save deal' }).click();
  await expect(page.getByText('Saved to your garage.')).toBeVisible();
  const count = await savedDealCount(page);
  expect(count).toBeGreaterThan(0);

  await openMenu(page);
  const garage = `My Garage, ${count} saved deal${count === 1 ? '' : 's'}`;
  await expect(menu(page).getByRole('link', { name: garage })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  // Seed 000 §6: overlay (embedded) mode applies in any frame, the inline embed included.
  expect(await entries(page)).toEqual([
    'Home',
    expect.stringMatching(/^My Garage/),
    'Value Trade',
    'Get Pre-Qualified',
    'Sign Out',
  ]);
  await expectNoAxeViolations(page);
});

test('logged in on the standalone site: Shop New and Shop Used lead to the listings', async ({ page }) => {
  // The standalone site of the default campaign (demo-ecommerce) answers on the app's own host.
  await page.goto(`${APP}/`);
  await signIn(page, JORDAN);
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Shop New' })).toHaveAttribute('href', /stockTypes=NEW/);
  await expect(menu(page).getByRole('link', { name: 'Shop Used' })).toHaveAttribute('href', /stockTypes=USED/);
  await menu(page).getByRole('link', { name: 'Shop Used' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop vehicles' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Used' })).toBeChecked();
  await expect(menu(page)).toHaveCount(0);
});

test('overlay mode hides Shop New and Shop Used', async ({ page }) => {
  const app = await openOnSite(page, 'plain-ecommerce');
  await signIn(app, JORDAN);
  await openMenu(app);
  await expect(menu(app).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(menu(app).getByRole('link', { name: /^My Garage/ })).toBeVisible();
  await expect(menu(app).getByRole('link', { name: /^Shop (New|Used)$/ })).toHaveCount(0);
});

test('a disabled page takes its link out: no My Garage on northstar, no Sign Out on summit', async ({ page }) => {
  await openEmbed(page, 'northstar-lender');
  await signIn(page, JORDAN);
  await openMenu(page);
  await expect(menu(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: /^My Garage/ })).toHaveCount(0);
  // A session belongs to the campaign whose page began it: another campaign's page starts signed out.
  await openEmbed(page, 'summit-lender');
  await signIn(page, JORDAN);
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: /^My Garage/ })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
});

test('closes on an outside click, with Close, and with Esc (the overlay stays open)', async ({ page }) => {
  const app = await openOnSite(page, 'demo-ecommerce');
  await openMenu(app);
  await app.getByRole('heading', { level: 1 }).click();
  await expect(menu(app)).toHaveCount(0);
  await expect(toggle(app)).toHaveAttribute('aria-expanded', 'false');

  await openMenu(app);
  await app.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(menu(app)).toHaveCount(0);
  await expect(toggle(app)).toBeFocused();

  await openMenu(app);
  await expect(menu(app).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(app)).toHaveCount(0);
  await expect(toggle(app)).toBeFocused();
  await expect(overlay(page)).toBeVisible();
});

test('closes itself after 5 s without activity', async ({ page }) => {
  await page.clock.install();
  await openEmbed(page, 'demo-ecommerce');
  await openMenu(page);
  await page.clock.fastForward(4000);
  await expect(menu(page)).toBeVisible();
  // Activity inside the menu restarts the wait.
  await menu(page).getByRole('link', { name: 'Home' }).hover();
  await page.clock.fastForward(4000);
  await expect(menu(page)).toBeVisible();
  await page.clock.fastForward(1500);
  await expect(menu(page)).toHaveCount(0);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Sign Out signs the visitor out', async ({ page }) => {
  await openEmbed(page, 'plain-ecommerce');
  await signIn(page, JORDAN);
  await openMenu(page);
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/logout') && r.request().method() === 'POST');
  await menu(page).getByRole('button', { name: 'Sign Out' }).click();
  expect((await loggedOut).ok()).toBe(true);
  await expect(navBar(page).getByRole('link', { name: 'Already have an account? Sign in here' })).toBeVisible();
  await expect(page.getByText('Hi, Jordan')).toHaveCount(0);
  await page.reload();
  await expect(navBar(page).getByRole('link', { name: 'Already have an account? Sign in here' })).toBeVisible();
});

test('logged out on a no-profile deal, the save-work reminder comes before the menu', async ({ page }) => {
  await openEmbed(page, 'demo-ecommerce', { route: '/no-profile/vehicles/v1001' });
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  await expect(page).toHaveURL(/#\/no-profile\/deals\//);
  await toggle(page).click();
  const reminder = page.getByRole('dialog', { name: 'Save your work' });
  await expect(reminder).toBeVisible();
  await expect(menu(page)).toHaveCount(0);
  await reminder.getByRole('button', { name: 'No thanks' }).click();
  await expect(reminder).toBeHidden();
  await expect(menu(page)).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await toggle(page).click();
  await reminder.getByRole('button', { name: 'save and get personalized payments' }).click();
  // Ecommerce with the ghost flag: the ghost modal opens over the deal, which stays put.
  await expect(page.getByRole('dialog', { name: 'Your shopping benefits' })).toBeVisible();
  await expect(page).toHaveURL(/#\/no-profile\/deals\//);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Save your deal before you go?' })).toHaveCount(0);
  // Elsewhere the menu opens straight away.
  await navBar(page).getByRole('link', { name: 'Riverside Auto Group' }).click();
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(reminder).toHaveCount(0);
});

// The popover is a chunk of its own (with its sheet), loaded on the first open. Its response is held
// until the hamburger was pressed, so this opens it before it was loaded, by keyboard, in Spanish.
test('opened by keyboard in Spanish before its chunk loaded, the menu shows its entries, styled, and takes focus', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/menu-panel-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${APP}/`);
  await navBar(page).getByRole('button', { name: 'Español' }).click();
  const hamburger = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Menú' });
  await hamburger.focus();
  await page.keyboard.press('Enter');
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Menú' });
  await expect(nav).toHaveCount(0);
  release();
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Precalificarme' })).toBeVisible();
  // The popover's sheet came with it: it floats over the page instead of pushing the bar open.
  const panel = page.locator(`#${await hamburger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
  await expect(panel).toHaveCSS('position', 'absolute');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
  await expect(hamburger).toBeFocused();
});

test('in the shadow mount the popover’s sheet goes into the shadow root', async ({ page }) => {
  await page.goto('/shadow');
  await page.getByRole('button', { name: 'Estimate payments' }).last().click();
  const app = overlay(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await toggle(app).click();
  await expect(menu(app).getByRole('link', { name: 'Home' })).toBeFocused();
  const styled = await page.evaluate(() => {
    const host = [...document.querySelectorAll('*')].find((el) => el.shadowRoot?.querySelector('.upshift-root'));
    const panel = host?.shadowRoot?.querySelector('.menu');
    return {
      position: panel ? getComputedStyle(panel).position : null,
      sheetInShadow: Boolean(host?.shadowRoot?.querySelector('link[href*="/assets/menu-"]')),
      sheetOnPage: Boolean(document.querySelector('link[href*="/assets/menu-"]')),
    };
  });
  expect(styled).toEqual({ position: 'absolute', sheetInShadow: true, sheetOnPage: false });
  await page.keyboard.press('Escape');
  await expect(menu(app)).toHaveCount(0);
  await expect(app).toBeVisible();
});

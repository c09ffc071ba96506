/**
 * Helpers of the signed-in shopper's journeys: the app's three ways to run (the dealer site's
 * third-party iframe, its shadow mount, standalone), the seeded shoppers who sign in there, a client
 * of each test's own, a finance deal on the demo vehicle, the finance application and signing online.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, closeUpdatedTradeModal, codeFromOutbox, enterEmailCode, lockInbox } from './helpers.ts';
import { MONTHLY } from './money.ts';
import { DEMO, JORDAN, openInShadow, openOnSite, openStandalone, upshift, type Scope } from './shell-helpers.ts';

/** The demo vehicle the journeys price. */
export const VEHICLE = '/vehicles/v1010';

export const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
/** The deal's monthly payment, in whole dollars. */
export const monthly = (app: Scope) => app.getByText(MONTHLY).first();
/** The finance application's button to the next step. */
export const next = (app: Scope) => app.getByRole('button', { name: 'Save and continue' });
export const ssn = (app: Scope) => app.getByLabel('Social Security Number');

/** The amount of a breakdown row by its label, inside `within`. */
export const breakdownAmount = (within: Locator, label: string) =>
  // `has` is matched inside each row: a page-wide locator, not one that starts at the shadow mount's overlay.
  within.locator('.breakdown__row', { has: within.page().getByText(label, { exact: true }) }).locator('dd');

/** A seeded shopper; `tradeModal`: their trade was revalued, so the updated-trade modal opens once signed in. */
export type User = { email: string; password: string; name: string; tradeModal: boolean };

export const ALEX: User = { ...DEMO, name: 'Alex Morgan', tradeModal: true };
export const JORDAN_RIVERA: User = { ...JORDAN, name: 'Jordan Rivera', tradeModal: false };

export type Mode = {
  name: string;
  /** Who signs in: the inbox lock makes tests of the same user take turns. */
  user: User;
  /** Standalone, the journeys that have a keyboard variant go by keyboard. */
  keyboard: boolean;
  /** Opens the app afresh at `route`; returns where it is. */
  open: (page: Page, route: string) => Promise<Scope>;
  /** Moves the open app to a route: the host's navigate call on the dealer site, a deep link standalone. */
  go: (page: Page, route: string) => Promise<void>;
  /** The element that scrolls the app: a sideways scroll shows in its scroll width. */
  scroller: (page: Page, app: Scope) => Locator;
};

const navigate = (page: Page, route: string) => upshift(page, 'navigate', route);

export const IFRAME: Mode = {
  name: 'in the iframe',
  user: ALEX,
  keyboard: false,
  open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
  go: navigate,
  scroller: (_page, app) => app.locator('html'),
};

export const SHADOW: Mode = {
  name: 'in the shadow mount',
  user: ALEX,
  keyboard: false,
  open: (page, route) => openInShadow(page, 'demo-ecommerce', route),
  go: navigate,
  // The shadow host is the overlay's scrolling box, as the iframe's document is.
  scroller: (page) => page.locator('[data-upshift-shadow]'),
};

export const STANDALONE: Mode = {
  name: 'standalone',
  user: JORDAN_RIVERA,
  keyboard: true,
  open: openStandalone,
  go: async (page, route) => {
    await page.goto(`${APP}${route}`);
  },
  scroller: (page) => page.locator('html'),
};

/**
 * Makes the page a client of its own for the server's rate limits (the e2e server trusts
 * X-Forwarded-For). On the API calls only, of every frame: an extra header on every request would
 * make the shadow mount's cross-origin module import a preflighted request no dealer page sends.
 */
export async function ownClient(page: Page): Promise<void> {
  const ip = `198.51.100.${String(1 + Math.floor(Math.random() * 250))}`;
  await page.route(`${APP}/api/**`, (r) =>
    r.continue({ headers: { ...r.request().headers(), 'x-forwarded-for': ip } }),
  );
}

/**
 * Holds `user`'s inbox for each test of the describe block it is called in: tests that sign in as
 * the same seeded shopper read their codes one at a time.
 */
export function holdInbox(user: User): void {
  let release = () => {};
  test.beforeEach(async ({ browserName: _ }, testInfo) => {
    // Waiting for the other tests' turn is not this test's time.
    testInfo.setTimeout(testInfo.timeout + 300_000);
    release = await lockInbox(user.email);
  });
  test.afterEach(() => release());
}

/** An address no other test uses. */
export const unique = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * A new shopper, signed in through the quick (ghost) registration in the mode's app: what they do is theirs
 * alone. ghost.spec.ts walks the form as the journey under test; here it is another journey's setup.
 */
export async function registerShopper(
  { open }: { open: (page: Page, route: string) => Promise<Scope> },
  page: Page,
  firstName: string,
  lastName = 'Shopper',
): Promise<Scope> {
  const app = await open(page, '/account/register/ghost');
  await app.getByLabel('First Name').fill(firstName);
  await app.getByLabel('Last Name').fill(lastName);
  const email = unique(firstName.toLowerCase());
  await app.getByLabel('Email').fill(email);
  await app.getByLabel('Zip Code').fill('97202');
  await app.getByRole('checkbox').check();
  await app.getByRole('button', { name: 'Continue' }).click();
  await enterEmailCode(page, app, email);
  // Registered, the app loads /login-success/ghost as a new page: a navigation before it lands would be cut short.
  await expect(h1(app, `You are all set, ${firstName}!`)).toBeVisible();
  await expect(app.getByText(`Hi, ${firstName}`).first()).toBeAttached();
  return app;
}

/** Opens the app at the sign-in page and signs the mode's user in, closing the updated-trade modal; returns the app. */
export async function signIn(mode: Mode, page: Page): Promise<Scope> {
  const app = await mode.open(page, '/account/login');
  await app.getByLabel('Email').fill(mode.user.email);
  await app.getByLabel('Password').fill(mode.user.password);
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (mode.user.tradeModal) await closeUpdatedTradeModal(app);
  // Signed in once the nav greets them; on a phone the greeting is in the DOM but folded away. The nav greets
  // before the sign-in page has moved on: a navigation now would be overtaken by its own.
  await expect(app.getByText(/^Hi, /).first()).toBeAttached();
  await expect(app.getByLabel('Password')).toHaveCount(0);
  return app;
}

/** A new finance deal on the demo vehicle, its payment showing; its id. */
export async function newDeal(mode: Mode, page: Page, app: Scope): Promise<string> {
  await mode.go(page, VEHICLE);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/deals') && r.request().method() === 'POST');
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  const { dealId } = (await (await created).json()) as { dealId: string };
  await expect(h1(app, 'Your deal')).toBeVisible();
  await expect(monthly(app)).toBeVisible();
  return dealId;
}

/** A new finance deal on the demo vehicle, saved to the garage; its id. */
export async function savedDeal(mode: Mode, page: Page, app: Scope): Promise<string> {
  const dealId = await newDeal(mode, page, app);
  await app.getByRole('button', { name: 'Save deal' }).click();
  await expect(app.getByText('Saved to your garage.')).toBeVisible();
  return dealId;
}

/** Signs the deal online with a click a step (sign-online.spec.ts covers the journey, by keyboard too). */
export async function signOnline(mode: Mode, page: Page, app: Scope, dealId: string): Promise<void> {
  await mode.go(page, `/deals/${dealId}/sign-online/verify`);
  await expect(h1(app, /Step 1 of 3/)).toBeVisible();
  await app.getByRole('radio', { name: /^Email to / }).check();
  await app.getByRole('button', { name: 'Send code' }).click();
  // Sent (the newest message to this shopper is this code), then read.
  await expect(app.getByText(/^We sent a 6-digit code by email to /)).toBeVisible();
  await app.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromOutbox(page, mode.user.email));
  await app.getByRole('button', { name: 'Verify' }).click();
  await expect(h1(app, /Step 2 of 3/)).toBeVisible();
  await app.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }).check();
  await app.getByRole('button', { name: 'Continue' }).click();
  await expect(h1(app, /Step 3 of 3/)).toBeVisible();
  await app.getByRole('textbox', { name: 'Your full name (your signature)' }).fill(mode.user.name);
  await app.getByRole('checkbox', { name: /^I have read this contract/ }).check();
  await app.getByRole('button', { name: 'Sign contract' }).click();
  await expect(h1(app, 'What happens next')).toBeVisible();
}

/** The finance application's first step, an applicant the sandbox lenders approve unless `lastName` says otherwise. */
export async function fillIdentity(app: Scope, lastName = 'Good'): Promise<void> {
  await app.getByLabel('First Name').fill('Ana');
  await app.getByLabel('Last Name').fill(lastName);
  await app.getByLabel('Email').fill('ana@example.com');
  await app.getByLabel('Phone Number').fill('5125550142');
  await app.getByLabel(/Date of Birth/).pressSequentially('03141979');
  await expect(app.getByLabel(/Date of Birth/)).toHaveValue('03/14/1979');
  await ssn(app).fill('123456789');
  // Masked on screen while typed: a password field.
  await expect(ssn(app)).toHaveAttribute('type', 'password');
  await expect(ssn(app)).toHaveAttribute('autocomplete', 'off');
  await app.getByLabel('Email').focus();
  // And once left, only the last four.
  await expect(ssn(app)).toHaveValue('•••-••-6789');
}

export async function fillResidence(app: Scope): Promise<void> {
  await app.getByRole('combobox', { name: 'Address Line 1' }).fill('4017 SE Rural St');
  await app.getByLabel('City').fill('Portland');
  await app.getByLabel('State').selectOption('OR');
  await app.getByLabel('Zip Code').fill('97202');
  await app.getByRole('radio', { name: 'Rent' }).check();
  await app.getByLabel('Monthly Rent or Mortgage ($)').fill('1500');
  await app.getByLabel('Years at This Address').fill('3');
  await app.getByLabel('And Months (0-11)').fill('2');
}

export async function fillEmployment(app: Scope, income = '85000'): Promise<void> {
  await app.getByLabel('Employment Status').selectOption('EMPLOYED');
  await app.getByLabel('Employer').fill('Acme Robotics');
  await app.getByLabel('Job Title').fill('Engineer');
  await app.getByLabel('Years at This Job').fill('4');
  await app.getByLabel('And Months (0-11)').fill('0');
  await app.getByLabel('Gross Yearly Income ($)').fill(income);
}

/** From the application's first step, the four steps and the send, to the finance options. */
export async function applyForFinancing(app: Scope, o: { income?: string } = {}): Promise<void> {
  await expect(h1(app, 'Finance application')).toBeVisible();
  await fillIdentity(app);
  await next(app).click();
  await fillResidence(app);
  await next(app).click();
  await fillEmployment(app, o.income);
  await next(app).click();
  await app.getByRole('radio', { name: 'No, just me' }).check();
  await next(app).click();
  await app.getByRole('checkbox', { name: 'I have read and agree to the authorization above' }).check();
  await app.getByRole('button', { name: 'Send my application' }).click();
  await expect(h1(app, 'Your finance options')).toBeVisible();
}

/**
 * Back to English from Spanish, waiting for the account to keep it: the page switches before the choice is
 * saved, and a later test that signs in as this shopper reads the saved language.
 */
export async function backToEnglish(page: Page, app: Scope): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().includes('/session/locale') && r.request().method() === 'PUT');
  await app.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'English' }).click();
  await saved;
}

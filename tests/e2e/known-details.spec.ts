/**
 * Known details are never typed twice: a shopper whose account has a name, phone and address finds
 * them filled in (and still editable) in the soft pull, the finance application's contact and
 * address steps, the test drive and the call-me modal, while the date of birth, the SSN and the
 * income stay blank. A trade valued from a deal keeps its heading on every step, starts from the
 * account's ZIP, and ends on 'Back to your … deal', which lands on that deal showing the trade (the
 * garage shows it too); a visitor is asked to sign in first and comes back to the flow. In the dealer
 * site's third-party iframe and standalone, axe-clean, with Spanish spot checks.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, enterEmailCode, expectNoAxeViolations } from './helpers.ts';
import { backToEnglish, holdInbox, JORDAN_RIVERA, signIn, STANDALONE } from './journeys.ts';
import { navBar, openInShadow, openOnSite, openStandalone, upshift, type Scope } from './shell-helpers.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): sign-up and look-up limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const VEHICLE = 'v1010';
const RAV4 = '2T3W1RFV1LC214530';

type Mode = {
  name: string;
  spanish: boolean;
  open: (page: Page, route: string) => Promise<Scope>;
  /** Goes to a route of the app already open (the iframe through the loader's API). */
  go: (page: Page, route: string) => Promise<void>;
  /** The app's current route with its query. */
  route: (page: Page) => string;
};

const MODES: Mode[] = [
  {
    name: 'in the iframe',
    spanish: false,
    open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    go: (page, route) => upshift(page, 'navigate', route),
    route: (page) => {
      const frame = page.frames().find((f) => f.url().includes('/embed?'));
      return decodeURIComponent(new URL(frame?.url() ?? 'http://x/#/').hash.slice(1));
    },
  },
  {
    name: 'standalone',
    spanish: true,
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
    go: async (page, route) => {
      await page.goto(`${APP}${route}`);
    },
    route: (page) => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    },
  },
];

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
const h2 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 2, name });
const unique = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;

/** A new account with a name, a phone and a verified address (the register page's three steps and the email code). */
async function registerWithAddress(mode: Mode, page: Page): Promise<{ app: Scope; email: string }> {
  const app = await mode.open(page, `/account/register?redirectPath=${encodeURIComponent(`/vehicles/${VEHICLE}`)}`);
  await expect(h1(app, 'Create your account')).toBeVisible();
  const email = unique('rosa');
  await app.getByLabel('First Name').fill('Rosa');
  await app.getByLabel('Last Name').fill('Reyes');
  await app.getByLabel('Email').fill(email);
  await app.getByLabel('Phone Number').pressSequentially('5125550123');
  await app.getByLabel('Zip Code').fill('97202');
  await app
    .getByRole('form', { name: /About you/ })
    .getByRole('button', { name: 'Continue' })
    .click();
  const address = app.getByRole('form', { name: /Your address/ });
  await address.getByRole('combobox', { name: 'Address Line 1' }).fill('4017 SE Rural St');
  await address.getByLabel('City').fill('Portland');
  await address.getByLabel('State').selectOption('OR');
  await address.getByRole('button', { name: 'Continue' }).click();
  const password = app.getByRole('form', { name: /Choose a password/ });
  await password.getByLabel('Password', { exact: true }).fill('Drive#2026');
  await password.getByLabel('Confirm Password').fill('Drive#2026');
  await password.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await password.getByRole('button', { name: 'Create account' }).click();
  await enterEmailCode(page, app, email);
  await expect(navBar(app).getByText('Hi, Rosa')).toBeVisible();
  return { app, email };
}

/** 'Estimate payments' on the vehicle page: a new deal; answers its id. */
async function startDeal(mode: Mode, page: Page, app: Scope): Promise<string> {
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(app, 'Your deal')).toBeVisible();
  const dealId = /\/deals\/([^/?]+)/.exec(mode.route(page))?.[1] ?? '';
  expect(dealId).not.toBe('');
  return dealId;
}

/** Leaving an unsaved deal may ask to save it first (seed 000 §2): this journey leaves without saving. */
async function leaveDeal(app: Scope, heading: ReturnType<typeof h1>): Promise<void> {
  const reminder = app.getByRole('dialog', { name: 'Save your deal before you go?' });
  await expect(reminder.or(heading)).toBeVisible();
  if (await reminder.isVisible()) await reminder.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(heading).toBeVisible();
}

for (const mode of MODES) {
  test.describe(`known details ${mode.name}`, () => {
    test('the account’s name, phone and address are filled in: soft pull, finance application, test drive, call-me modal', async ({
      page,
    }) => {
      test.slow();
      const { app, email } = await registerWithAddress(mode, page);
      const dealId = await startDeal(mode, page, app);

      // The soft pull: the name and the address, never the date of birth or the income.
      await app.getByRole('region', { name: 'Your credit' }).getByRole('link', { name: 'Get pre-qualified' }).click();
      await leaveDeal(app, h1(app, /Get pre-qualified/));
      await expect(app.getByLabel('First Name')).toHaveValue('Rosa');
      await expect(app.getByLabel('Last Name')).toHaveValue('Reyes');
      await expect(app.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('4017 SE Rural St');
      await expect(app.getByLabel('City')).toHaveValue('Portland');
      await expect(app.getByLabel('State')).toHaveValue('OR');
      await expect(app.getByLabel('Zip Code')).toHaveValue('97202');
      await expect(app.getByLabel(/Date of Birth/)).toHaveValue('');
      await expect(app.getByLabel(/Yearly Income/)).toHaveValue('');
      // Still the shopper's to change.
      await app.getByLabel('First Name').fill('Rosalind');
      await expect(app.getByLabel('First Name')).toHaveValue('Rosalind');
      await app.getByLabel('First Name').fill('Rosa');
      await expectNoAxeViolations(page);
      if (mode.spanish) {
        await navBar(app).getByRole('button', { name: 'Español' }).click();
        await expect(h1(app, /Precalifíquese/)).toBeVisible();
        await expect(app.getByLabel('Nombre', { exact: true })).toHaveValue('Rosa');
        await backToEnglish(page, app);
        await expect(h1(app, /Get pre-qualified/)).toBeVisible();
      }

      // The finance application: the contact step, then (the SSN and birth date typed) the address step.
      await mode.go(page, `/deals/${dealId}/finance`);
      await expect(h1(app, 'Finance application')).toBeVisible();
      await expect(h2(app, 'Step 1 of 5 About you')).toBeVisible();
      await expect(app.getByLabel('First Name')).toHaveValue('Rosa');
      await expect(app.getByLabel('Last Name')).toHaveValue('Reyes');
      await expect(app.getByLabel('Email')).toHaveValue(email);
      await expect(app.getByLabel('Phone Number')).toHaveValue('(512) 555-0123');
      await expect(app.getByLabel(/Date of Birth/)).toHaveValue('');
      await expect(app.getByLabel('Social Security Number')).toHaveValue('');
      await expectNoAxeViolations(page);
      await app.getByLabel(/Date of Birth/).pressSequentially('03141979');
      await app.getByLabel('Social Security Number').fill('123456789');
      await app.getByRole('button', { name: 'Save and continue' }).click();
      await expect(h2(app, 'Step 2 of 5 Where you live')).toBeVisible();
      await expect(app.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('4017 SE Rural St');
      await expect(app.getByLabel('City')).toHaveValue('Portland');
      await expect(app.getByLabel('State')).toHaveValue('OR');
      await expect(app.getByLabel('Zip Code')).toHaveValue('97202');
      await expectNoAxeViolations(page);

      // The test drive.
      await mode.go(page, `/vehicles/${VEHICLE}/test-drive`);
      await expect(h1(app, 'Schedule a test drive')).toBeVisible();
      await expect(app.getByLabel('First Name')).toHaveValue('Rosa');
      await expect(app.getByLabel('Last Name')).toHaveValue('Reyes');
      await expect(app.getByLabel('Email')).toHaveValue(email);
      await expect(app.getByLabel('Phone Number')).toHaveValue('(512) 555-0123');

      // The call-me modal (Schedule a Call: open whatever the call center's hours are now).
      await app.getByRole('button', { name: 'Talk to a personal shopper' }).last().click();
      await app
        .getByRole('dialog', { name: 'How can we help?' })
        .getByRole('button', { name: 'Schedule a Call' })
        .click();
      const later = app.getByRole('dialog', { name: 'Schedule a Call' });
      await expect(later.getByLabel('Phone Number')).toHaveValue('(512) 555-0123');
      await expectNoAxeViolations(page);
    });

    test('a visitor values a trade from the deal: signed up on the prompt, back in the flow, then back to that deal showing the trade', async ({
      page,
    }) => {
      test.slow();
      // Home offers the trade to visitors too.
      let app = await mode.open(page, '/');
      await expect(app.getByRole('link', { name: /^Value your trade/ })).toBeVisible();

      app = await mode.open(page, `/vehicles/${VEHICLE}`);
      const vehicle = (await h1(app, /./).textContent())?.trim() ?? '';
      expect(vehicle).not.toBe('');
      await startDeal(mode, page, app);
      const trade = app.getByRole('region', { name: 'Your trade-in' });
      await trade.getByRole('link', { name: 'Value your trade' }).click();
      await leaveDeal(app, h1(app, 'Value your trade'));

      // Signed out: the prompt, whose sign-in comes back to the flow and its way back to the deal.
      const prompt = app.getByRole('region', { name: 'Sign in to value your trade' });
      await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        /\/account\/login\?redirectPath=%2Ftrade%3FredirectPath%3D%252F(no-profile%252F)?deals%252F/,
      );
      await expectNoAxeViolations(page);
      await prompt.getByRole('button', { name: 'Create account' }).click();
      const modal = app.getByRole('dialog');
      await modal.getByLabel('First Name').fill('Vera');
      await modal.getByLabel('Last Name').fill('Visitor');
      const email = unique('vera');
      await modal.getByLabel('Email').fill(email);
      await modal.getByLabel('Zip Code').fill('97202');
      await modal.getByRole('checkbox').check();
      await modal.getByRole('button', { name: 'Continue' }).click();
      await enterEmailCode(page, modal, email);
      await expect(h1(app, 'You are all set, Vera!')).toBeVisible();
      await app.getByRole('link', { name: 'Continue shopping' }).click();

      // Every step under the flow's own heading; the ZIP the account gave is filled in.
      await expect(h1(app, 'Value your trade')).toBeVisible();
      await expect(h2(app, 'Step 1 of 4 Find your vehicle')).toBeVisible();
      await app.getByLabel('VIN', { exact: true }).fill(RAV4);
      await app.getByRole('button', { name: 'Find my vehicle' }).click();
      await expect(h2(app, 'Step 2 of 4 Your vehicle')).toBeVisible();
      await expect(h1(app, 'Value your trade')).toBeVisible();
      await expect(app.getByLabel('Zip Code')).toHaveValue('97202');
      await app.getByLabel('Mileage').fill('30000');
      await expectNoAxeViolations(page);
      await app.getByRole('button', { name: 'Continue' }).click();
      await expect(h2(app, 'Step 3 of 4 Its features')).toBeVisible();
      await expect(h1(app, 'Value your trade')).toBeVisible();
      await app.getByRole('button', { name: 'Continue' }).click();
      await expect(h2(app, 'Step 4 of 4 Its history')).toBeVisible();
      await expect(h1(app, 'Value your trade')).toBeVisible();
      await app.getByLabel('Number of owners').selectOption('1');
      await app.getByRole('group', { name: 'Accidents' }).getByLabel('None').check();
      await app.getByRole('group', { name: 'Condition' }).getByLabel(/^Good/).check();
      await app.getByRole('group', { name: 'Title' }).getByLabel('Clean').check();
      await app.getByRole('group', { name: 'Do you still owe money on it?' }).getByLabel(/^No/).check();
      await app.getByRole('button', { name: 'See my offer' }).click();
      await expect(h2(app, 'Your offer')).toBeVisible();
      await expect(h1(app, 'Value your trade')).toBeVisible();
      await app.getByRole('button', { name: 'Save my offer' }).click();
      await expect(h2(app, 'Your trade-in is saved')).toBeVisible();
      await expect(h1(app, 'Value your trade')).toBeVisible();
      const back = app.getByRole('link', { name: `Back to your ${vehicle} deal` });
      await expect(back).toBeVisible();
      await expectNoAxeViolations(page);
      if (mode.spanish) {
        await navBar(app).getByRole('button', { name: 'Español' }).click();
        await expect(app.getByRole('link', { name: `Volver a su oferta del ${vehicle}` })).toBeVisible();
        await expect(h1(app, 'Valore su vehículo')).toBeVisible();
        await backToEnglish(page, app);
      }

      // That deal, with the trade in it; and the garage shows the trade.
      await back.click();
      await expect(h1(app, 'Your deal')).toBeVisible();
      await expect(app.getByRole('region', { name: 'Your trade-in' }).getByText('2020 Toyota RAV4 XLE')).toBeVisible();
      await mode.go(page, '/garage');
      await expect(h1(app, 'My Garage')).toBeVisible();
      await expect(app.getByRole('region', { name: 'Your trade-in' }).getByText('2020 Toyota RAV4 XLE')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('the user context', () => {
  holdInbox(JORDAN_RIVERA);

  test('standalone: the page context carries the signed-in shopper’s phone, so the call form has it without another read', async ({
    page,
  }) => {
    await signIn(STANDALONE, page);
    // The account read fails from here on: what the form shows comes from the page context (seed 000 §3).
    await page.route('**/api/profile/details', (route) => route.abort());
    await page.reload();
    await expect(navBar(page).getByText('Hi, Jordan')).toBeVisible();
    await page.getByRole('button', { name: 'Talk to a personal shopper' }).last().click();
    await page
      .getByRole('dialog', { name: 'How can we help?' })
      .getByRole('button', { name: 'Schedule a Call' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Schedule a Call' }).getByLabel('Phone Number')).toHaveValue(
      '(312) 555-0187',
    );
  });
});

/**
 * Seed 001 §2 "Redirects are full-page": signing in loads a new page (the shadow mount starts the app
 * again), so what only the server's page context knows is there at once. The account read fails
 * throughout: the call form's phone can come from nowhere but the context rendered after the sign-in.
 */
test.describe('after signing in, the page context is the signed-in shopper’s', () => {
  holdInbox(JORDAN_RIVERA);

  const OPEN: [string, (page: Page) => Promise<Scope>][] = [
    ['standalone', (page) => openStandalone(page, '/account/login')],
    ['in the iframe', (page) => openOnSite(page, 'demo-ecommerce', '/account/login')],
    ['in the shadow mount', (page) => openInShadow(page, 'demo-ecommerce', '/account/login')],
  ];

  for (const [name, open] of OPEN) {
    test(`${name}: the call form has the account’s phone from the context, without a manual reload`, async ({
      page,
    }) => {
      await page.route('**/api/profile/details', (route) => route.abort());
      const app = await open(page);
      await expect(h1(app, 'Sign in')).toBeVisible();
      await app.getByLabel('Email').fill(JORDAN_RIVERA.email);
      await app.getByLabel('Password').fill(JORDAN_RIVERA.password);
      await app.getByRole('button', { name: 'Sign in', exact: true }).click();
      // The sign-in page stays until the new page (home) replaces it.
      await expect(h1(app, 'Sign in')).toHaveCount(0);
      await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(navBar(app).getByText('Hi, Jordan')).toBeVisible();
      await app.getByRole('button', { name: 'Talk to a personal shopper' }).last().click();
      await app
        .getByRole('dialog', { name: 'How can we help?' })
        .getByRole('button', { name: 'Schedule a Call' })
        .click();
      await expect(app.getByRole('dialog', { name: 'Schedule a Call' }).getByLabel('Phone Number')).toHaveValue(
        '(312) 555-0187',
      );
    });
  }
});

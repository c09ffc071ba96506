/**
 * An order that moves forward: a signed-in shopper saves a finance deal and signs it online; the
 * deal page then says when the contract was signed, shows the tracker at "Contract signed" and no
 * control that changes the figures, the garage card says "Contract signed", and "Start a new deal
 * from this one" opens an editable copy. In the dealer site's third-party iframe and standalone (the
 * new deal started by keyboard there), axe-clean, and the signed page fits 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, closeUpdatedTradeModal, codeFromOutbox, expectNoAxeViolations, lockInbox, tabTo } from './helpers.ts';
import { DEMO, JORDAN, openOnSite, upshift, type Scope } from './shell-helpers.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): code limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

type User = { email: string; password: string; name: string; tradeModal: boolean };
type Mode = {
  name: string;
  user: User;
  keyboard: boolean;
  open: (page: Page, route: string) => Promise<Scope>;
  go: (page: Page, route: string) => Promise<void>;
};

const MODES: Mode[] = [
  {
    name: 'in the iframe',
    user: { ...DEMO, name: 'Alex Morgan', tradeModal: true },
    keyboard: false,
    open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    go: (page, route) => upshift(page, 'navigate', route),
  },
  {
    name: 'standalone',
    user: { ...JORDAN, name: 'Jordan Rivera', tradeModal: false },
    keyboard: true,
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
    go: async (page, route) => {
      await page.goto(`${APP}${route}`);
    },
  },
];

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });

async function signIn(app: Scope, user: User): Promise<void> {
  await app.getByLabel('Email').fill(user.email);
  await app.getByLabel('Password').fill(user.password);
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (user.tradeModal) await closeUpdatedTradeModal(app);
  await expect(app.getByText(/^Hi, /).first()).toBeVisible();
}

/** A new finance deal on the demo vehicle, saved to the garage; its id. */
async function savedDeal(mode: Mode, page: Page, app: Scope): Promise<string> {
  await mode.go(page, '/vehicles/v1010');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/deals') && r.request().method() === 'POST');
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  const { dealId } = (await (await created).json()) as { dealId: string };
  await expect(h1(app, 'Your deal')).toBeVisible();
  await expect(app.getByText(/^\$[\d,]+\.\d{2}\/mo$/).first()).toBeVisible();
  await app.getByRole('button', { name: 'Save deal' }).click();
  await expect(app.getByText('Saved to your garage.')).toBeVisible();
  return dealId;
}

/** Signs the deal online as sign-online.spec.ts does (its keyboard journey is covered there). */
async function signOnline(mode: Mode, page: Page, app: Scope, dealId: string): Promise<void> {
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

for (const mode of MODES) {
  test.describe(`a deal's progress ${mode.name}`, () => {
    test.describe.configure({ timeout: 150_000 });
    // The same seeded shopper signs in elsewhere too: one test at a time reads their codes.
    let release = () => {};
    test.beforeEach(async ({ browserName: _ }, testInfo) => {
      // Waiting for the other tests' turn is not this test's time.
      testInfo.setTimeout(testInfo.timeout + 300_000);
      release = await lockInbox(mode.user.email);
    });
    test.afterEach(() => release());

    test('once signed, the deal page is read-only, the garage says so, and a new deal starts from it', async ({
      page,
    }) => {
      const app = await mode.open(page, '/account/login');
      await signIn(app, mode.user);
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
      const saved = app.locator('.garage-card', { has: app.locator(`a[href$="/deals/${dealId}"]`) });
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

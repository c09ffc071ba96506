/**
 * The trade-in journeys: a visitor asked to sign in and brought back to /trade; a VIN
 * checked as typed and valued by keyboard alone, with focus on each step's heading and Back and
 * Forward keeping every answer; a plate with a payoff above the offer (negative equity); no offer;
 * the current trade shown first; the quote expired and valued again in one click; too many
 * appraisals. Each in the dealer site's third-party iframe and standalone, axe-clean, and the
 * pages at 375 px; and the calculating steps while the offer is worked out (standalone, under
 * reduced motion). The vehicles are the sandbox's (docs/sandbox-api.md "Trade-in test vehicles").
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, enterEmailCode, expectNoAxeViolations } from './helpers.ts';
import { navBar, type Scope } from './shell-helpers.ts';
import { answer, DATE, h1, h2, MODES, offerAmount, RAV4, SAAB, UNKNOWN_MAKER } from './trade-helpers.ts';
import { registerShopper, unique } from './journeys.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): look-up and sign-up limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

/** The menu's 'Value Trade' (seed 001 §2: needs login and the trade page on). */
async function openTradeFromMenu(app: Scope): Promise<void> {
  await navBar(app).getByRole('button', { name: 'Menu' }).click();
  await app.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Value Trade' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Value your trade' })).toBeVisible();
}

async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.ownerDocument.activeElement === el).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The element cannot be reached with Tab');
}

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test('a visitor is asked to sign in; creating an account comes back to /trade', async ({ page }) => {
      const app = await mode.open(page, '/trade');
      await expect(h1(app, 'Value your trade')).toBeVisible();
      const prompt = app.getByRole('region', { name: 'Sign in to value your trade' });
      await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        /\/account\/login\?redirectPath=%2Ftrade$/,
      );
      await expectNoAxeViolations(page);
      // demo-ecommerce signs up with the quick (ghost) registration.
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
      // The quick registration's own 'all set' page leads on to where the shopper was going.
      await expect(h1(app, 'You are all set, Vera!')).toBeVisible();
      await app.getByRole('link', { name: 'Continue shopping' }).click();
      await expect(app.getByRole('heading', { level: 2, name: 'Step 1 of 4 Find your vehicle' })).toBeVisible();
      await expect(navBar(app).getByText('Hi, Vera')).toBeVisible();
    });

    test('by keyboard: the VIN checked as typed, each step’s heading focused, Back and Forward keep the answers, the offer saved', async ({
      page,
    }) => {
      // Four steps by Tab and keys alone, there and back: ~25 s on CI, too near the 30 s default.
      test.slow();
      const app = await registerShopper(mode, page, 'Kim');
      await openTradeFromMenu(app);
      const vin = app.getByLabel('VIN', { exact: true });
      await tabTo(page, vin);
      await page.keyboard.type('2T3W1RFO');
      await expect(app.getByText('A VIN never uses the letters I, O or Q')).toBeVisible();
      await page.keyboard.press('Backspace');
      await page.keyboard.type('V1LC214531');
      await expect(app.getByText('This VIN is not valid: please check each character')).toBeVisible();
      await page.keyboard.press('Backspace');
      await page.keyboard.type('0');
      await expect(vin).toHaveValue(RAV4);
      await expect(app.getByText('This VIN looks right.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');

      await expect(h2(app, 'Step 2 of 4 Your vehicle')).toBeFocused();
      await expect(app.getByText('2020 Toyota RAV4 XLE')).toBeVisible();
      await tabTo(page, app.getByLabel('Mileage'));
      await page.keyboard.type('30,000');
      await page.keyboard.press('Tab');
      await page.keyboard.type('97202');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Enter');

      await expect(h2(app, 'Step 3 of 4 Its features')).toBeFocused();
      await tabTo(page, app.getByLabel('Heated seats'));
      await page.keyboard.press('Space');
      await tabTo(page, app.getByLabel('Navigation system'));
      await page.keyboard.press('Space');
      await expectNoAxeViolations(page);
      await tabTo(page, app.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');

      await expect(h2(app, 'Step 4 of 4 Its history')).toBeFocused();
      await tabTo(page, app.getByRole('button', { name: 'See my offer' }));
      await page.keyboard.press('Enter');
      await expect(app.getByRole('group', { name: 'Condition' }).getByText('Choose an answer')).toBeVisible();
      await expect(app.getByLabel('Number of owners')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await tabTo(page, app.getByRole('group', { name: 'Accidents' }).getByLabel('None'));
      await page.keyboard.press('Space');
      await tabTo(page, app.getByRole('group', { name: 'Condition' }).getByLabel(/^Excellent/));
      await page.keyboard.press('ArrowDown');
      await expect(app.getByRole('group', { name: 'Condition' }).getByLabel(/^Good/)).toBeChecked();
      await tabTo(page, app.getByRole('group', { name: 'Title' }).getByLabel('Clean'));
      await page.keyboard.press('Space');
      await tabTo(page, app.getByRole('group', { name: 'Do you still owe money on it?' }).getByLabel(/^Yes/));
      await page.keyboard.press('ArrowDown');
      await expect(app.getByLabel(/^No, I own it outright/)).toBeChecked();
      await expectNoAxeViolations(page);

      // The browser's Back and Forward, then the page's own Back: every answer is still there.
      await page.evaluate(() => history.back());
      await expect(h2(app, 'Step 3 of 4 Its features')).toBeVisible();
      await expect(app.getByLabel('Heated seats')).toBeChecked();
      await expect(app.getByLabel('Navigation system')).toBeChecked();
      await page.evaluate(() => history.forward());
      await expect(h2(app, 'Step 4 of 4 Its history')).toBeVisible();
      await expect(app.getByLabel(/^No, I own it outright/)).toBeChecked();
      await app.getByRole('button', { name: 'Back' }).click();
      await app.getByRole('button', { name: 'Back' }).click();
      await expect(h2(app, 'Step 2 of 4 Your vehicle')).toBeVisible();
      await expect(app.getByLabel('Mileage')).toHaveValue('30,000');
      await app.getByRole('button', { name: 'Continue' }).click();
      await app.getByRole('button', { name: 'Continue' }).click();
      await tabTo(page, app.getByRole('button', { name: 'See my offer' }));
      await page.keyboard.press('Enter');

      await expect(h2(app, 'Your offer')).toBeFocused();
      await expect(app.getByText('For your 2020 Toyota RAV4 XLE')).toBeVisible();
      expect(await offerAmount(app)).toBeGreaterThan(500);
      await expect(app.getByText(new RegExp(`^Valid until ${DATE.source}$`))).toBeVisible();
      const how = app.getByRole('region', { name: 'How we reached it' });
      for (const row of ['Base value', 'Mileage', 'Condition', 'History', 'Features', 'Offer']) {
        await expect(how.getByText(row, { exact: true })).toBeVisible();
      }
      await expect(app.getByLabel('Trade it in toward my next vehicle')).toBeChecked();
      await expectNoAxeViolations(page);
      await tabTo(page, app.getByRole('button', { name: 'Save my offer' }));
      await page.keyboard.press('Enter');

      await expect(h2(app, 'Your trade-in is saved')).toBeFocused();
      await expect(app.getByText('Your net cash offer now counts in every quote of your deals.')).toBeVisible();
      await expect(app.getByText(/^Net cash offer: \$[\d,]+$/)).toBeVisible();
      await expectNoAxeViolations(page);

      // /trade now shows the current trade first, with Value another vehicle.
      await mode.go(page, '/trade');
      const current = app.getByRole('region', { name: 'Your current trade-in' });
      await expect(current.getByText('2020 Toyota RAV4 XLE')).toBeVisible();
      await expect(current.getByText(new RegExp(`^Offer valid until ${DATE.source}$`))).toBeVisible();
      await expectNoAxeViolations(page);
      await app.getByRole('button', { name: 'Value another vehicle' }).click();
      await expect(app.getByRole('heading', { level: 2, name: 'Step 1 of 4 Find your vehicle' })).toBeFocused();
      await expect(app.getByLabel('VIN', { exact: true })).toHaveValue('');
    });

    test('by plate, owing more than the offer: the payoff shows negative equity, saved with the trade', async ({
      page,
    }) => {
      const app = await registerShopper(mode, page, 'Pat');
      await mode.go(page, '/trade');
      await answer(app, { plate: ['BJX2231', 'WA'], owes: true });
      await expect(h2(app, 'Your offer')).toBeVisible();
      await expect(app.getByText('For your 2019 Honda Accord Sport')).toBeVisible();
      const offer = await offerAmount(app);
      await app.getByLabel('Sell it to the dealer').check();
      await app.getByRole('button', { name: 'Save and add my payoff' }).click();

      await expect(h2(app, 'Your payoff')).toBeFocused();
      await app.getByRole('button', { name: 'Save my payoff' }).click();
      await expect(app.getByText('Lender is required')).toBeVisible();
      await expect(app.getByLabel('Lender')).toBeFocused();
      await app.getByLabel('Lender').fill('Columbia Credit Union');
      await app.getByLabel('Payoff amount').fill(`$${(offer + 2300).toLocaleString('en-US')}`);
      await expect(app.getByText('Negative equity: −$2,300')).toBeVisible();
      await expect(
        app.getByText(
          'You owe more than the offer. The difference is added to the loan or lease of your next vehicle.',
        ),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await app.getByRole('button', { name: 'Save my payoff' }).click();

      await expect(h2(app, 'Your trade-in is saved')).toBeFocused();
      await expect(app.getByText('Columbia Credit Union')).toBeVisible();
      await expect(app.getByText('Negative equity: −$2,300')).toBeVisible();
      await expect(app.getByText('Sell it to the dealer')).toBeVisible();
      await expectNoAxeViolations(page);
      await app.getByRole('link', { name: 'Go to My Garage' }).click();
      await expect(h1(app, 'My Garage')).toBeVisible();
    });

    test('an unknown maker is said on the field; a make the dealer does not buy gets no offer, with why', async ({
      page,
    }) => {
      const app = await registerShopper(mode, page, 'Noa');
      await mode.go(page, '/trade');
      await app.getByLabel('VIN', { exact: true }).fill(UNKNOWN_MAKER);
      await app.getByRole('button', { name: 'Find my vehicle' }).click();
      await expect(app.getByText('We could not read this VIN. Check it, or enter your plate instead.')).toBeVisible();
      await expect(app.getByLabel('VIN', { exact: true })).toHaveValue(UNKNOWN_MAKER);
      await expect(app.getByLabel('VIN', { exact: true })).toBeFocused();
      await app.getByLabel('VIN', { exact: true }).fill(SAAB);
      await answer(app, { vin: SAAB });
      await expect(h2(app, 'We can’t make an offer on this vehicle')).toBeVisible();
      await expect(app.getByText('The dealer does not buy vehicles of this make.')).toBeVisible();
      await expectNoAxeViolations(page);
      await app.getByRole('button', { name: 'Value another vehicle' }).click();
      await expect(h1(app, 'Value your trade')).toBeVisible();
      await expect(app.getByLabel('VIN', { exact: true })).toHaveValue('');
    });

    test('the quote expired: one click values the same answers again', async ({ page }) => {
      const app = await registerShopper(mode, page, 'Quinn');
      await mode.go(page, '/trade');
      await answer(app);
      await app.getByRole('button', { name: 'Save my offer' }).click();
      await expect(h2(app, 'Your trade-in is saved')).toBeVisible();
      // A week passes: the sandbox's dev route ages the offer, called from the app's own document so
      // it carries the shopper's session (partitioned in the dealer site's iframe).
      const appDocument = page.frames().find((f) => f.url().startsWith(`${APP}/embed`)) ?? page.mainFrame();
      const status = await appDocument.evaluate(async () => (await fetch('/api/dev/trade/expire')).status);
      expect(status).toBe(200);
      await mode.go(page, '/trade');
      await expect(h2(app, 'Your offer has expired')).toBeVisible();
      await expect(app.getByText(/^Your offer of \$[\d,]+ for your 2020 Toyota RAV4 XLE expired on /)).toBeVisible();
      await expectNoAxeViolations(page);
      await app.getByRole('button', { name: 'Get a new offer' }).click();
      await expect(h2(app, 'Your offer')).toBeFocused();
      expect(await offerAmount(app)).toBeGreaterThan(500);
      await app.getByRole('button', { name: 'Save my offer' }).click();
      await expect(h2(app, 'Your trade-in is saved')).toBeVisible();
    });
  });
}

test('while the offer is worked out, the calculating steps show by role, still under reduced motion, and go with the answer', async ({
  page,
}) => {
  const mode = MODES[1]!;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const app = await registerShopper(mode, page, 'Wren');
  await mode.go(page, '/trade');
  // The sandbox values a vehicle faster than a person can see: the real request goes on once the test has looked.
  let release!: () => void;
  const looked = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${APP}/api/trade/appraisals`, async (route) => {
    await looked;
    await route.continue();
  });
  await answer(app);
  const steps = app.getByRole('status').getByRole('list', { name: 'Valuing your vehicle…' });
  await expect(steps).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('listitem').first()).toContainText('Checking your vehicle’s details');
  // Nothing turns under reduced motion, yet the steps still advance (1–2 s each).
  const icon = steps.locator('.calculating-steps__item--loading .calculating-steps__icon');
  const style = await icon.evaluate((el) => {
    const css = getComputedStyle(el);
    return { sheet: css.borderRightColor, animation: css.animationName };
  });
  // Its sheet came with its chunk (the loading ring's open side), and the ring stands still.
  expect(style).toEqual({ sheet: 'rgba(0, 0, 0, 0)', animation: 'none' });
  await expect(steps.getByText('Vehicle details checked')).toBeVisible();
  // The page's heading keeps the focus the page gave it: the list takes none.
  await expect(h2(app, 'Your offer')).toBeFocused();
  await expectNoAxeViolations(page);
  release();
  await expect(app.locator('.trade-offer__amount')).toBeVisible();
  await expect(steps).toHaveCount(0);
});

test('too many appraisals in a day: max attempts exceeded, with the wait in words', async ({ page }) => {
  const mode = MODES[1]!;
  const app = await registerShopper(mode, page, 'Max');
  await mode.go(page, '/trade');
  await answer(app);
  await expect(h2(app, 'Your offer')).toBeVisible();
  // Each changed answer is a new appraisal: four more make the day's five.
  const conditions = [/^Excellent/, /^Fair/, /^Poor/, /^Good/, /^Excellent/];
  for (const condition of conditions) {
    await app.getByRole('link', { name: 'Change my answers' }).click();
    await expect(h2(app, 'Step 4 of 4 Its history')).toBeVisible();
    await app.getByRole('group', { name: 'Condition' }).getByLabel(condition).check();
    await app.getByRole('button', { name: 'See my offer' }).click();
    await expect(h2(app, /^(Your offer|Too many valuations for today)$/)).toBeVisible();
  }
  await expect(h2(app, 'Too many valuations for today')).toBeVisible();
  await expect(
    app.getByText(/^You can value up to 5 vehicles a day\. Please try again in \d+ (hours|minutes|seconds?)\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('every page of the flow fits a phone: no sideways scrolling', async ({ page }) => {
    const mode = MODES[1]!;
    const app = await registerShopper(mode, page, 'Sam');
    const fits = async () => {
      const overflow = await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    };
    await mode.go(page, '/trade');
    await app.getByLabel('VIN', { exact: true }).fill(RAV4);
    await fits();
    await app.getByRole('button', { name: 'Find my vehicle' }).click();
    await expect(h2(app, 'Step 2 of 4 Your vehicle')).toBeVisible();
    await fits();
    await app.getByLabel('Mileage').fill('30000');
    await app.getByLabel('Zip Code').fill('97202');
    await app.getByRole('button', { name: 'Continue' }).click();
    await expect(h2(app, 'Step 3 of 4 Its features')).toBeVisible();
    await fits();
    await app.getByRole('button', { name: 'Continue' }).click();
    await expect(h2(app, 'Step 4 of 4 Its history')).toBeVisible();
    await fits();
    await app.getByRole('button', { name: 'Back' }).click();
    await app.getByRole('button', { name: 'Continue' }).click();
    await app.getByLabel('Number of owners').selectOption('2');
    await app.getByRole('group', { name: 'Accidents' }).getByLabel('One', { exact: true }).check();
    await app.getByRole('group', { name: 'Condition' }).getByLabel(/^Fair/).check();
    await app.getByRole('group', { name: 'Title' }).getByLabel('Rebuilt').check();
    await app.getByLabel(/^Yes, I have a loan/).check();
    await app.getByRole('button', { name: 'See my offer' }).click();
    await expect(h2(app, 'Your offer')).toBeVisible();
    await fits();
    await app.getByRole('button', { name: 'Save and add my payoff' }).click();
    await expect(h2(app, 'Your payoff')).toBeVisible();
    await app.getByLabel('Lender').fill('A lender with a rather long name, Federal Credit Union');
    await app.getByLabel('Payoff amount').fill('250000');
    await fits();
    await app.getByRole('button', { name: 'Save my payoff' }).click();
    await expect(h2(app, 'Your trade-in is saved')).toBeVisible();
    await fits();
    await expectNoAxeViolations(page);
  });
});

for (const mode of MODES) {
  test(`${mode.name}: the saved trade enters the deal; valued again later, the updated-trade modal shows both from real data`, async ({
    page,
  }) => {
    // Registration with its email code, two valuations and two deals: longer than one journey.
    test.slow();
    const app = await registerShopper(mode, page, 'Devon');
    const details = app.getByRole('dialog', { name: 'Payment details' });
    async function breakdown(): Promise<Map<string, string>> {
      await mode.go(page, '/vehicles/v1007');
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await app.getByRole('button', { name: 'See payment details' }).click();
      // The breakdown is its own chunk: read the rows once they are drawn.
      await expect(details.getByRole('term').first()).toBeVisible();
      const labels = await details.getByRole('term').allTextContents();
      const values = await details.getByRole('definition').allTextContents();
      await details.getByRole('button', { name: 'Close' }).first().click();
      return new Map(labels.map((label, i) => [label, values[i] ?? '']));
    }
    const money = (text: string | undefined) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

    const before = await breakdown();
    expect(before.has('Trade equity')).toBe(false);

    await mode.go(page, '/trade');
    await answer(app, { mileage: '30000' });
    const offer = await offerAmount(app);
    await app.getByRole('button', { name: 'Save my offer' }).click();
    await expect(h2(app, 'Your trade-in is saved')).toBeVisible();

    // Finance: the net cash offer is subtracted, and the amount financed falls by exactly that much.
    const after = await breakdown();
    expect(after.get('Trade equity')).toBe(`-$${offer.toLocaleString('en-US')}.00`);
    const down = money(after.get('Down payment')) - money(before.get('Down payment'));
    expect(money(before.get('Amount financed')) - money(after.get('Amount financed'))).toBeCloseTo(offer - down, 2);

    // Valued again with more miles: a lower offer for the same vehicle, which the shell reports.
    await mode.go(page, '/trade');
    await app.getByRole('button', { name: 'Value another vehicle' }).click();
    await answer(app, { mileage: '90000' });
    const lower = await offerAmount(app);
    expect(lower).toBeLessThan(offer);
    await app.getByRole('button', { name: 'Save my offer' }).click();
    await expect(h2(app, 'Your trade-in is saved')).toBeVisible();

    // The modal is the shell's, on its next load: the dealer's page (or the site) opened again.
    await mode.open(page);
    const modal = app.getByRole('dialog', { name: 'Your Trade Value has been Updated' });
    await expect(modal).toBeVisible();
    await expect(modal.getByText('VIN: 2T3W1RFV1LC214530')).toBeVisible();
    const row = modal.getByRole('row', { name: /^Trade offer/ });
    await expect(row).toContainText(`$${offer.toLocaleString('en-US')}`);
    await expect(row).toContainText(`$${lower.toLocaleString('en-US')}`);
    await expect(
      modal.getByText(`$${(offer - lower).toLocaleString('en-US')} lower than your previous net offer`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await modal.getByRole('button', { name: 'Close' }).last().click();
    await expect(modal).toBeHidden();
  });
}

/**
 * The shopping journeys, each in the overlay on the dealer's site (cross-site iframe) and on the
 * standalone site: listings, the vehicle page, the deal desk, saving with the garage, and
 * the automaker program's external offers.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { APP, appFrame, closeUpdatedTradeModal, expectNoAxeViolations, overlay } from './helpers.ts';
import { openSignIn } from './shell-helpers.ts';
import { MONTHLY, wholeDollars } from './money.ts';

type Mode = 'embedded' | 'standalone';
type Scope = Page | FrameLocator;

/** Opens the app at a route, in the overlay on the dealer site or on the standalone site. */
async function openApp(page: Page, mode: Mode, route: string, campaign = 'demo-ecommerce'): Promise<Scope> {
  if (mode === 'standalone') {
    await page.goto(`${APP}${route}`);
    return page;
  }
  await page.goto(`/?campaign=${campaign}`);
  await page.evaluate((r) => (window as unknown as { Upshift: (...a: unknown[]) => void }).Upshift('open', r), route);
  await expect(overlay(page)).toBeVisible();
  return appFrame(page);
}

async function signIn(app: Scope) {
  await openSignIn(app);
  await app.getByLabel('Email').fill('demo@upshift.test');
  await app.getByLabel('Password').fill('Upshift!23');
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closeUpdatedTradeModal(app);
  await expect(app.getByText('Hi, Alex')).toBeVisible();
}

const monthly = (app: Scope) => app.getByText(MONTHLY).first();

for (const mode of ['standalone', 'embedded'] as const) {
  test.describe(`${mode}`, () => {
    test('listings: filters, sort, empty results and the stored filters', async ({ page }) => {
      // The listings page's own search (home, shown first in the overlay, asks for a few vehicles too).
      const searched = page.waitForRequest((r) => r.url().includes('/api/vehicles/search?distance'));
      const app = await openApp(page, mode, '/listings');
      // Ecommerce (product 102) asks with distance -1 (any) and stockTypes.
      const query = new URL((await searched).url()).searchParams;
      expect(query.get('distance')).toBe('-1');
      expect(query.getAll('stockTypes')).toEqual(['NEW']);
      await expect(app.getByRole('heading', { level: 1, name: 'Shop vehicles' })).toBeVisible();
      await expect(app.getByText('Showing 1–11 of 11 vehicles')).toBeVisible();
      await app.getByRole('checkbox', { name: /^Ford/ }).check();
      await expect(app.getByText('Showing 1–2 of 2 vehicles')).toBeVisible();
      // In the cross-site iframe Chromium denies storage; the app falls back to memory there.
      if (mode === 'standalone')
        expect(await page.evaluate(() => sessionStorage.getItem('SRP_FILTERS'))).toContain('Ford');
      await app.getByRole('checkbox', { name: /^Electric only/ }).check();
      await expect(app.getByText('No vehicles match your search.')).toBeVisible();
      // The empty state's own way out (the filter column has one too).
      await app
        .getByRole('status')
        .filter({ hasText: 'No vehicles match your search.' })
        .getByRole('button', { name: 'Clear filters' })
        .click();
      await expect(app.getByText('Showing 1–11 of 11 vehicles')).toBeVisible();
      const prices = async () =>
        (await app.locator('.listing-card__price-value').allTextContents()).map((p) => Number(p.replace(/[$,]/g, '')));
      const ascending = await prices();
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await app.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
      await expect.poll(prices).toEqual([...ascending].sort((a, b) => b - a));
      await app.getByRole('radio', { name: 'Used' }).check();
      await expect(app.getByText(/Showing 1–6 of 6 vehicles/)).toBeVisible();
      if (mode === 'standalone') await expectNoAxeViolations(page);
    });

    test('vehicle page: gallery, 360 and video views, price disclaimer, then a deal', async ({ page }) => {
      const app = await openApp(page, mode, '/vehicles/v1010');
      // No rebates on this one: its sale price is its price.
      await expect(app.getByText('Sale price').first()).toBeVisible();
      await expect(app.getByText(/excludes taxes, registration and dealer fees/)).toBeVisible();
      await app.getByRole('button', { name: 'Next photo' }).click();
      await expect(app.getByText('Photo 2 of 3')).toBeVisible();
      await app.getByRole('tab', { name: '360° view' }).click();
      const slider = app.getByRole('slider', { name: 'Turn the vehicle' });
      await expect(slider).toBeVisible();
      await slider.focus();
      await slider.press('ArrowRight');
      await expect(slider).not.toHaveAttribute('aria-valuenow', '0');
      await app.getByRole('tab', { name: 'Video' }).click();
      await expect(app.getByRole('button', { name: /Play video|Pause video/ })).toBeVisible();
      if (mode === 'standalone') await expectNoAxeViolations(page);
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
      await expect(monthly(app)).toBeVisible();
    });

    test('an in-transit vehicle shows its estimated delivery date as MM/DD/YYYY', async ({ page }) => {
      const app = await openApp(page, mode, '/vehicles/v1015');
      await expect(app.getByText(/In transit|in transit/).first()).toBeVisible();
      await expect(app.getByText(/Estimated delivery: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    });

    test('deal desk: down payment below the minimum, lease mileage, the breakdown', async ({ page }) => {
      const app = await openApp(page, mode, '/vehicles/v1010');
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await expect(app.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
      const before = await monthly(app).textContent();
      // A visitor without credit info is in the lowest tier, whose lenders want 10% down: the field says so.
      await app.getByLabel('Down payment').fill('0');
      await app.getByRole('button', { name: 'Update' }).first().click();
      await expect(app.getByText('must be greater than or equal to $3,315')).toBeVisible();
      await expect(app.getByLabel('Down payment')).toHaveValue('0');
      await expect(monthly(app)).toHaveText(before ?? '');

      await app.getByRole('tab', { name: 'Lease' }).click();
      await expect(app.getByRole('tab', { name: 'Lease', selected: true })).toBeVisible();
      await expect(app.getByLabel('Miles per year')).toHaveValue(/12,?000/);
      await app.getByLabel('Miles per year').fill('999');
      await app.getByLabel('Miles per year').press('Enter');
      await expect(app.getByText('Must be at least 1,000 miles')).toBeVisible();
      await expect(app.getByLabel('Miles per year')).toHaveValue('999');
      await app.getByLabel('Miles per year').fill('10000');
      await app.getByLabel('Miles per year').press('Enter');
      await expect(app.getByText('Must be at least 1,000 miles')).toBeHidden();
      await expect(app.getByText(/10,000 miles a year/).first()).toBeVisible();

      await app.getByRole('button', { name: 'See payment details' }).click();
      const details = app.getByRole('dialog', { name: 'Payment details' });
      await expect(details).toBeVisible();
      await expect(details.getByText('Adjusted capitalized cost')).toBeVisible();
      await expect(details.getByText(/Residual value/)).toBeVisible();
      await expect(details.getByText('Rate (money factor)')).toBeVisible();
      await expect(details.getByText(/\(\d+\.\d+% APR\)/)).toBeVisible();
      if (mode === 'standalone') await expectNoAxeViolations(page);
      // Esc closes the app's dialog only: the overlay around it stays open.
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();
      if (mode === 'embedded') await expect(overlay(page)).toBeVisible();
    });

    test('the payment breakdown of a Texas deal, line by line to the cent', async ({ page }) => {
      // A 2027 Camry at Sunbelt Toyota (Texas, 6.25 %), for a visitor with the default credit score.
      const app = await openApp(page, mode, '/vehicles/v1043');
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await expect(app.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
      await app.getByLabel('Term').selectOption({ label: '60 months' });
      await app.getByLabel('Down payment').fill('4000');
      await app.getByRole('button', { name: 'Update' }).first().click();
      await expect(app.getByText('$816/mo').first()).toBeVisible();
      await app.getByRole('button', { name: 'See payment details' }).click();
      const details = app.getByRole('dialog', { name: 'Payment details' });
      // The breakdown is its own chunk: read the rows once they are drawn.
      await expect(details.getByRole('term').first()).toBeVisible();
      const labels = await details.getByRole('term').allTextContents();
      const values = await details.getByRole('definition').allTextContents();
      expect(labels.map((label, i) => [label, values[i]])).toEqual([
        ['Vehicle price', '$35,100.00'],
        ['Rebates and offers', '$0.00'],
        ['Document fee', '$150.00'],
        ['Registration fee', '$112.50'],
        // (35,100 + 150) × 6.25 % = 2,203.125
        ["Sales tax (6.25%, Texas) at the dealer's location (ZIP 78759)", '$2,203.13'],
        ['Down payment', '-$4,000.00'],
        // 35,100 + 150 + 112.50 + 2,203.13 − 4,000: the lines above, added up
        ['Amount financed', '$33,565.63'],
        ['Lender', 'Toyota Financial Services'],
        ['Rate (APR)', '15.99%'],
        ['Term', '60 months'],
        ['Monthly payment', '$816.07'],
        ['Final payment (month 60)', '$816.33'],
        ['Finance charge', '$15,398.83'],
        ['Total of payments', '$48,964.46'],
      ]);
      // The page showed $816/mo: the details say why theirs has cents.
      await expect(
        details.getByText(
          'These details are to the cent so you can add them up; the payments on the page are rounded to whole dollars.',
        ),
      ).toBeVisible();
    });

    test("a lease's payment details list the acquisition fee and add up; the panel gives APR, term and totals", async ({
      page,
    }) => {
      // The same Texas Camry (Toyota Financial Services: $650 acquisition fee), for a visitor.
      const app = await openApp(page, mode, '/vehicles/v1043');
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await expect(app.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
      await expect(app.getByText(/^\d+ months at \d+\.\d{2}% APR with /)).toBeVisible();
      await expect(app.getByText(/^Total of payments: \$[\d,]+$/)).toBeVisible();
      await expect(app.getByRole('radio', { name: /APR, total of payments \$[\d,]+(?![\d.])/ }).first()).toBeVisible();

      await app.getByRole('tab', { name: 'Lease' }).click();
      await expect(app.getByRole('tab', { name: 'Lease', selected: true })).toBeVisible();
      await expect(app.getByText(/^Lease: \d+ months, 12,000 miles a year, with /)).toBeVisible();
      await expect(app.getByText(/^\$[\d,]+ due at signing$/)).toBeVisible();
      await expect(app.getByText(/^Total of payments: \$[\d,]+$/)).toBeVisible();
      await expect(
        app.getByRole('radio', { name: /^[^:]+: lease at .* due at signing, total of payments \$/ }).first(),
      ).toBeVisible();

      await app.getByRole('button', { name: 'See payment details' }).click();
      const details = app.getByRole('dialog', { name: 'Payment details' });
      // The breakdown is its own chunk: read the rows once they are drawn.
      await expect(details.getByRole('term').first()).toBeVisible();
      const labels = await details.getByRole('term').allTextContents();
      const values = await details.getByRole('definition').allTextContents();
      const rows = labels.map((label, i): [string, string] => [label, values[i] ?? '']);
      const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
      const sumUpTo = (from: number, label: string) => {
        const at = rows.findIndex(([l], i) => i >= from && l === label);
        expect(at).toBeGreaterThan(from);
        const lines = rows.slice(from, at).reduce((sum, [, value]) => sum + cents(value), 0);
        return { at, lines, total: cents(rows[at]?.[1] ?? '') };
      };
      expect(rows.slice(0, 4)).toEqual([
        ['Vehicle price', '$35,100.00'],
        ['Acquisition fee', '$650.00'],
        ['Document fee', '$150.00'],
        ['Gross capitalized cost', '$35,900.00'],
      ]);
      // Each sum is its lines, added up: gross cap cost, its reduction, the adjusted cap cost, due at signing.
      const gross = sumUpTo(0, 'Gross capitalized cost');
      expect(gross.lines).toBe(gross.total);
      const reduction = sumUpTo(gross.at + 1, 'Capitalized cost reduction');
      expect(reduction.lines).toBe(reduction.total);
      expect(rows[reduction.at + 1]?.[0]).toBe('Adjusted capitalized cost');
      expect(cents(rows[reduction.at + 1]?.[1] ?? '')).toBe(gross.total + reduction.total);
      const signing = sumUpTo(rows.length - 5, 'Due at signing');
      expect(rows.slice(rows.length - 5, -1).map(([label]) => label)).toEqual([
        'Down payment',
        'First monthly payment',
        'Registration fee',
        "Tax due at signing (6.25%, Texas) at the dealer's location (ZIP 78759)",
      ]);
      expect(signing.lines).toBe(signing.total);
      // The panel's whole dollars (seed 001 §9) are these figures rounded.
      await expect(app.getByText(`${wholeDollars(signing.total)} due at signing`, { exact: true })).toBeVisible();
      if (mode === 'standalone') await expectNoAxeViolations(page);
    });

    test('a vehicle no lender finances becomes a cash deal automatically', async ({ page }) => {
      const app = await openApp(page, mode, '/vehicles/v1083');
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await expect(
        app.getByText('No finance or lease quotes are available for this vehicle, so this is a cash deal.'),
      ).toBeVisible();
      await expect(app.getByRole('tab', { name: 'Finance' })).toHaveCount(0);
      await expect(app.getByText('Out-the-door price')).toBeVisible();
      await expect(
        app.getByText('Online contracting and the finance application are not available for a cash deal.'),
      ).toBeVisible();
    });

    test('saving a deal: garage, badge, reload restores it, the save reminder', async ({ page }) => {
      const app = await openApp(page, mode, '/');
      await signIn(app);
      await app
        .getByRole('link', { name: /My Garage/ })
        .first()
        .waitFor();
      // Straight to a vehicle, as a shopper following a link would.
      if (mode === 'standalone') await page.goto(`${APP}/vehicles/v1003`);
      else
        await page.evaluate(() =>
          (window as unknown as { Upshift: (...a: unknown[]) => void }).Upshift('navigate', '/vehicles/v1003'),
        );
      await app.getByRole('button', { name: 'Estimate payments' }).first().click();
      await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
      const payment = await monthly(app).textContent();
      await app.getByLabel('Deal name').fill('Weekend truck');
      await app.getByRole('button', { name: 'Save deal' }).click();
      await expect(app.getByText('Saved to your garage.')).toBeVisible();
      await expect(app.getByRole('link', { name: /My Garage, \d+ saved deals?/ })).toBeVisible();

      if (mode === 'standalone') {
        await page.reload();
        await expect(app.getByLabel('Deal name')).toHaveValue('Weekend truck');
        await expect(monthly(app)).toHaveText(payment ?? '');
      }
      // An edit makes it dirty; leaving asks first.
      await app.getByLabel('Down payment').fill('5000');
      await app.getByRole('button', { name: 'Update' }).first().click();
      await expect(app.getByText('You have changes that are not saved.')).toBeVisible();
      await app
        .getByRole('link', { name: /My Garage/ })
        .first()
        .click();
      const reminder = app.getByRole('dialog', { name: 'Save your deal before you go?' });
      await expect(reminder).toBeVisible();
      await reminder.getByRole('button', { name: 'Stay' }).click();
      await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
      await app
        .getByRole('link', { name: /My Garage/ })
        .first()
        .click();
      await reminder.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(app.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible();
      await expect(app.getByText('Weekend truck').first()).toBeVisible();
      await expect(app.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
      if (mode === 'standalone') await expectNoAxeViolations(page);
    });
  });
}

test('an upgrade program pages its listings with stockTypeConditions, sort and page', async ({ page }) => {
  // The listings' own search, not the home's three newest vehicles (sort -year) if home renders first.
  const searched = page.waitForRequest(
    (r) => r.url().includes('/api/vehicles/search') && new URL(r.url()).searchParams.get('sort') !== '-year',
  );
  const app = await openApp(page, 'embedded', '/listings', 'bmw-upgrade');
  const query = new URL((await searched).url()).searchParams;
  expect(query.getAll('stockTypeConditions')).toEqual(['NEW']);
  expect(query.get('sort')).toBe('priceWithRebates');
  expect(query.get('page')).toBe('1');
  await expect(app.getByText('Showing 1–12 of 13 vehicles')).toBeVisible();
  await app
    .getByRole('link', { name: 'Next page' })
    .or(app.getByRole('button', { name: 'Next page' }))
    .click();
  await expect(app.getByText('Showing 13–13 of 13 vehicles')).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the automaker program's offers, at the program's amounts, lower the price and compare with the saved deal", async ({
  page,
}) => {
  // A new 2026 X5 in the BMW loyalty program: its loyalty credit is the program's $1,500.
  const app = await openApp(page, 'embedded', '/vehicles/v1032', 'bmw-upgrade');
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(app.getByRole('heading', { name: 'Program offers' })).toBeVisible();
  const offers = app.getByRole('group', { name: 'Offers for this vehicle' });
  await expect(offers.getByRole('checkbox', { name: /Loyalty/ })).toBeVisible();
  await expect(app.getByLabel('Amount')).toHaveCount(0);
  const before = await monthly(app).textContent();
  await offers.getByRole('checkbox', { name: /Loyalty/ }).check();
  await expect(app.getByText('Your price would be $1,500 lower.')).toBeVisible();
  await app.getByRole('button', { name: 'Save offers' }).click();
  await expect(app.getByText('Offers saved. Your payments are updated.')).toBeVisible();
  await expect(monthly(app)).not.toHaveText(before ?? '');
  await expectNoAxeViolations(page);
  // At 375 px the list still fits: no offer runs off the side.
  await page.setViewportSize({ width: 375, height: 800 });
  const box = await offers.boundingBox();
  const item = await offers.getByRole('listitem').first().boundingBox();
  expect((item?.x ?? 0) + (item?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0) + 1);
  await expectNoAxeViolations(page);
});

test('saving issues a price certificate the shopper can open from the vehicle page', async ({ page }) => {
  const app = await openApp(page, 'standalone', '/account/login');
  await app.getByLabel('Email').fill('demo@upshift.test');
  await app.getByLabel('Password').fill('Upshift!23');
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closeUpdatedTradeModal(app);
  await expect(app.getByText('Hi, Alex')).toBeVisible();
  await page.goto(`${APP}/vehicles/v1007`);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await app.getByLabel('Deal name').fill('Certificate check');
  await app.getByRole('button', { name: 'Save deal' }).click();
  await expect(app.getByText('Saved to your garage.')).toBeVisible();
  await page.goto(`${APP}/vehicles/v1007`);
  await app.getByRole('link', { name: 'View price certificates' }).click();
  await expect(app.getByRole('heading', { level: 1, name: 'Price certificates' })).toBeVisible();
  await app
    .getByRole('link', { name: /Certificate check/ })
    .first()
    .click();
  await expect(app.getByRole('heading', { level: 1, name: 'Price certificate' })).toBeVisible();
  await expect(app.getByText('Certificate check').first()).toBeVisible();
  await expect(app.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

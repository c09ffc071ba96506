/**
 * Accessories: from a deal on the 2026 Toyota RAV4 at Sunbelt Toyota (Texas,
 * 6.25 %), the deal's accessories page lists the dealer's accessories for the RAV4; two are added and
 * saved, the page shows the deal's new monthly payment, and back on the deal the payment breakdown
 * lists the accessories line and the payment went up; a reload of the accessories page still has
 * them picked. In the dealer site's third-party iframe (by keyboard) and standalone, axe-clean.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { openOnSite, upshift, type Scope } from './shell-helpers.ts';
import { MONTHLY, cents, wholeDollars } from './money.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const VEHICLE = '/vehicles/v1044';
const MATS = /^All-Weather Floor Mats \$189$/;
const BARS = /^Roof Rack Cross Bars \$449$/;

type Mode = {
  name: string;
  open: (page: Page, route: string) => Promise<Scope>;
  /** The app's current route: the iframe's hash, or the standalone path. */
  route: (page: Page) => string;
  /** Goes to an app route the way this mount can: the host's API in the iframe, the address bar standalone. */
  go: (page: Page, route: string) => Promise<void>;
  /** Loads the app afresh at a route (a reload of the page). */
  reload: (page: Page, route: string) => Promise<Scope>;
  keyboard: boolean;
};

const inFrame = (page: Page) => page.frames().find((f) => f.url().startsWith(`${APP}/embed`));

const MODES: Mode[] = [
  {
    name: 'in the iframe, by keyboard',
    open: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    route: (page) => new URL(inFrame(page)?.url() ?? APP).hash.slice(1),
    go: (page, route) => upshift(page, 'navigate', route),
    reload: (page, route) => openOnSite(page, 'demo-ecommerce', route),
    keyboard: true,
  },
  {
    name: 'standalone',
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      return page;
    },
    route: (page) => new URL(page.url()).pathname,
    go: async (page, route) => {
      await page.goto(`${APP}${route}`);
    },
    reload: async (page) => {
      await page.reload();
      return page;
    },
    keyboard: false,
  },
];

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
const monthly = (app: Scope) => app.getByText(MONTHLY).first();

/** Presses Tab until `target` has focus (the journey by keyboard). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.ownerDocument.activeElement === el).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

for (const mode of MODES) {
  test(`accessories ${mode.name}: two added and saved raise the payment, listed in the breakdown, kept on reload`, async ({
    page,
  }) => {
    test.slow();
    // A new deal on the RAV4, its finance quotes showing.
    let app = await mode.open(page, VEHICLE);
    await app.getByRole('button', { name: 'Estimate payments' }).first().click();
    await expect(h1(app, 'Your deal')).toBeVisible();
    await expect(monthly(app)).toBeVisible();
    const before = cents(await monthly(app).textContent());
    const dealRoute = mode.route(page);
    const dealId = /\/deals\/([^/?#]+)/.exec(dealRoute)?.[1];
    expect(dealId).toBeTruthy();
    const accessoriesRoute = `/deals/${dealId ?? ''}/accessories`;

    // The deal's accessories page: the dealer's accessories for the RAV4, by category.
    await mode.go(page, accessoriesRoute);
    await expect(h1(app, 'Accessories')).toBeVisible();
    await expect(
      app.getByText('Dealer-installed accessories for your 2026 Toyota RAV4, added to your deal.'),
    ).toBeVisible();
    for (const category of ['Interior', 'Cargo and roof', 'Exterior', 'Towing', 'Wheels and tires', 'Technology'])
      await expect(app.getByRole('group', { name: category })).toBeVisible();
    await expect(app.getByText('No accessories selected')).toBeVisible();
    const mats = app.getByRole('checkbox', { name: MATS });
    const bars = app.getByRole('group', { name: 'Cargo and roof' }).getByRole('checkbox', { name: BARS });
    await expect(mats).not.toBeChecked();
    await expectNoAxeViolations(page);

    const save = app.getByRole('button', { name: 'Save accessories' });
    if (mode.keyboard) {
      await tabTo(page, mats);
      await page.keyboard.press('Space');
      await tabTo(page, bars);
      await page.keyboard.press('Space');
      await expect(app.getByText('2 accessories selected: $638')).toBeVisible();
      await tabTo(page, save);
      await page.keyboard.press('Enter');
    } else {
      await mats.check();
      await bars.check();
      await expect(app.getByText('2 accessories selected: $638')).toBeVisible();
      await expect(app.getByText('Your changes are not saved yet.')).toBeVisible();
      await save.click();
    }

    // Saved: the deal's new monthly payment, higher than before.
    await expect(app.getByRole('heading', { level: 2, name: 'Your deal now' })).toBeVisible();
    const headline = app.getByText(/^Your new monthly payment: \$[\d,]+\/mo$/);
    await expect(headline).toBeVisible();
    const after = cents(await headline.textContent());
    expect(after).toBeGreaterThan(before);
    await expect(app.getByText('Your changes are not saved yet.')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back on the deal: the same payment, and the breakdown lists the accessories.
    const back = app.getByRole('link', { name: 'Back to your deal' });
    if (mode.keyboard) {
      await tabTo(page, back);
      await page.keyboard.press('Enter');
    } else await back.click();
    await expect(h1(app, 'Your deal')).toBeVisible();
    await expect(monthly(app)).toHaveText(`${wholeDollars(after)}/mo`);
    await app.getByRole('button', { name: 'See payment details' }).click();
    const details = app.getByRole('dialog', { name: 'Payment details' });
    await expect(details).toBeVisible();
    const row = details.getByRole('term').filter({ hasText: /^Accessories$/ });
    await expect(row).toBeVisible();
    await expect(row.locator('xpath=following-sibling::dd[1]')).toHaveText('$638.00');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // A reload of the accessories page: the saved ones are still picked.
    await mode.go(page, accessoriesRoute);
    await expect(h1(app, 'Accessories')).toBeVisible();
    app = await mode.reload(page, accessoriesRoute);
    await expect(h1(app, 'Accessories')).toBeVisible();
    await expect(app.getByRole('checkbox', { name: MATS })).toBeChecked();
    await expect(
      app.getByRole('group', { name: 'Cargo and roof' }).getByRole('checkbox', { name: BARS }),
    ).toBeChecked();
    await expect(app.getByRole('checkbox', { name: /^Wheel Locks/ })).not.toBeChecked();
    await expect(app.getByText('2 accessories selected: $638')).toBeVisible();
  });
}

test('a vehicle the dealer has no accessories for says so; the page fits a phone (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  // A 2027 Nissan Leaf at Harbor Nissan, which sells accessories for the Rogue and the Frontier only.
  await page.goto(`${APP}/vehicles/v1059`);
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(page, 'Your deal')).toBeVisible();
  const dealId = /\/deals\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  await page.goto(`${APP}/deals/${dealId}/accessories`);
  await expect(page.getByText('No accessories for this vehicle')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save accessories' })).toHaveCount(0);
  expect(await fits()).toBe(true);
  await expectNoAxeViolations(page);
  // The RAV4's list on a phone.
  await page.goto(`${APP}${VEHICLE}`);
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(page, 'Your deal')).toBeVisible();
  const rav4 = /\/deals\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1] ?? '';
  await page.goto(`${APP}/deals/${rav4}/accessories`);
  await page.getByRole('checkbox', { name: MATS }).check();
  await page.getByRole('button', { name: 'Save accessories' }).click();
  const result = page.getByRole('heading', { level: 2, name: 'Your deal now' }).locator('..');
  await expect(result).toBeVisible();
  expect(await fits()).toBe(true);
  // Nothing in the new payments runs past its card.
  expect(await result.evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
});

/**
 * Protection products: on a deal of a dealer with products (Riverside, d100),
 * the three service contract plans exactly as seed 000 §3, each optional with its effect on the
 * payment shown before it is added; adding a plan raises the finance payment by exactly that effect,
 * the breakdown lists it, lease and cash price it, and removing it brings the payment back. The
 * lifetime warranty modal opens from the deal, axe-clean, closes with Escape and gives focus back.
 * A deal of a dealer without products (Nissan of the Valley, d500) has no protection section. Each
 * in the dealer site's third-party iframe and standalone; adding and the modal by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { MONTHLY, cents, exactMonthly, wholeDollars } from './money.ts';
import { openOnSite, type Scope } from './shell-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** Riverside Auto Group (offers protection products): a new Honda Accord with finance and lease. */
const WITH_PRODUCTS = '/vehicles/v1010';
/** A Nissan dealer without protection products. */
const WITHOUT_PRODUCTS = '/vehicles/v1057';

type Mode = { name: string; open: (page: Page, route: string) => Promise<Scope> };

const MODES: Mode[] = [
  { name: 'in the iframe', open: (page, route) => openOnSite(page, 'demo-ecommerce', route) },
  {
    name: 'standalone',
    open: async (page, route) => {
      await page.goto(`${APP}${route}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      return page;
    },
  },
];

const payment = (app: Scope) => app.getByRole('region', { name: 'Your all-in monthly payment' }).getByText(MONTHLY);
const protection = (app: Scope) => app.getByRole('region', { name: 'Protection products' });
const plan = (app: Scope, name: string) =>
  protection(app)
    .getByRole('region', { name: 'Vehicle service contract plans' })
    .getByRole('listitem')
    .filter({ has: app.getByText(name, { exact: true }) });

async function openDeal(mode: Mode, page: Page, vehicle: string): Promise<Scope> {
  const app = await mode.open(page, vehicle);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  await expect(payment(app)).toBeVisible();
  return app;
}

/** Opens the payment details, checks the protection line, closes them with Escape. */
async function expectBreakdownLists(page: Page, app: Scope, line: string, amount: string): Promise<void> {
  await app.getByRole('button', { name: 'See payment details' }).click();
  const details = app.getByRole('dialog', { name: 'Payment details' });
  await expect(details.getByRole('term').filter({ hasText: line })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: amount }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
}

for (const mode of MODES) {
  test.describe(`protection products ${mode.name}`, () => {
    // Two deals, four tabs, three dialogs and axe on each in the iframe: more than the default 30 s.
    test.describe.configure({ timeout: 90_000 });

    test('the plans with their effect, added and priced on every tab, then removed; the lifetime warranty modal', async ({
      page,
    }) => {
      const app = await openDeal(mode, page, WITH_PRODUCTS);
      await expect(protection(app)).toBeVisible();

      // Seed 000 §3, exactly, each optional.
      for (const [name, price, miles] of [
        ['Basic Coverage', '$1,680', '65,000 miles'],
        ['Peace of Mind', '$1,920', '150,000 miles'],
        ['Lifetime Coverage', '$2,280', 'Unlimited miles'],
      ] as const) {
        const item = plan(app, name);
        await expect(item).toHaveCount(1);
        await expect(item.getByText(price, { exact: true })).toBeVisible();
        await expect(item.getByText(miles, { exact: true })).toBeVisible();
        await expect(item.getByText('Optional', { exact: true })).toBeVisible();
      }
      await expect(
        protection(app).getByRole('region', { name: 'More protection from your dealer' }).getByText('GAP Insurance'),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // The effect shown before adding, then added by keyboard: the payment rises by exactly that. The page
      // shows whole dollars (seed 001 §9): the rise to the cent, read from the payment details, rounds to it.
      const before = await exactMonthly(page, app, payment(app));
      const effectText = await plan(app, 'Basic Coverage')
        .getByText(/^Adds \$[\d,]+\/mo to this payment$/)
        .textContent();
      const effect = cents(effectText);
      expect(effect).toBeGreaterThan(0);
      const add = protection(app).getByRole('button', { name: 'Add Basic Coverage' });
      // The plans stay listed while a tab's products reload, their buttons aria-disabled: Enter waits, as a click does.
      await expect(add).toBeEnabled();
      await add.focus();
      await page.keyboard.press('Enter');
      await expect(payment(app)).not.toHaveText(`${wholeDollars(before)}/mo`);
      await expect(protection(app).getByRole('button', { name: 'Remove Basic Coverage' })).toBeFocused();
      const after = await exactMonthly(page, app, payment(app));
      expect(wholeDollars(after - before)).toBe(wholeDollars(effect));
      await expect(plan(app, 'Basic Coverage').getByText('On your deal')).toBeVisible();
      await expect(plan(app, 'Basic Coverage').getByText(`In this payment: ${wholeDollars(effect)}/mo`)).toBeVisible();
      await expect(
        protection(app)
          .getByRole('region', { name: 'Insurance and warranties on your deal' })
          .getByText('Basic Coverage'),
      ).toBeVisible();
      await expectBreakdownLists(page, app, 'Protection products (Basic Coverage)', '$1,680.00');

      // Lease and cash price it too.
      await app.getByRole('tab', { name: 'Lease' }).click();
      await expect(payment(app)).toBeVisible();
      await expect(plan(app, 'Basic Coverage').getByText(/^In this payment: \$[\d,]+\/mo$/)).toBeVisible();
      await expectBreakdownLists(page, app, 'Protection products (Basic Coverage)', '$1,680.00');
      await app.getByRole('tab', { name: 'Cash' }).click();
      await expect(
        app.getByRole('term').filter({ hasText: 'Included: Protection products (Basic Coverage)' }),
      ).toBeVisible();
      await expect(plan(app, 'Basic Coverage').getByText('In your cash price: $1,680')).toBeVisible();
      await expectNoAxeViolations(page);

      // Removed: the finance payment is back where it was.
      await app.getByRole('tab', { name: 'Finance' }).click();
      await expect(payment(app)).toHaveText(`${wholeDollars(after)}/mo`);
      await protection(app).getByRole('button', { name: 'Remove Basic Coverage' }).click();
      await expect(payment(app)).toHaveText(`${wholeDollars(before)}/mo`);
      await expect(protection(app).getByText('None yet.')).toBeVisible();

      // The lifetime warranty modal, by keyboard: Escape closes it and focus returns to its button.
      await expect(
        protection(app).getByText('Your deal includes a lifetime powertrain warranty at no cost.'),
      ).toBeVisible();
      const about = protection(app).getByRole('button', { name: 'About the lifetime warranty' });
      await about.focus();
      await page.keyboard.press('Enter');
      const modal = app.getByRole('dialog', { name: 'Lifetime Warranty' });
      await expect(modal).toBeVisible();
      await expect(
        modal.getByText('Every eligible vehicle comes with a lifetime powertrain warranty at no cost to you.'),
      ).toBeVisible();
      await expect(modal.getByRole('link', { name: 'Read about the warranty and the plans' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await expect(about).toBeFocused();
      // In the iframe, Escape closed the app's dialog only, not the overlay.
      await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
    });

    test('a deal of a dealer without protection products shows no protection section', async ({ page }) => {
      const app = await openDeal(mode, page, WITHOUT_PRODUCTS);
      // The campaign has the lifetime warranty: the deal says so on its own.
      await expect(app.getByRole('region', { name: 'Lifetime powertrain warranty' })).toBeVisible();
      await expect(protection(app)).toHaveCount(0);
      await expect(app.getByText('Loading protection products…')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test('on a phone (375 px) the section fits the screen, and a reload keeps the plan priced in', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const app = await openDeal(MODES[1] as Mode, page, WITH_PRODUCTS);
  await protection(app).getByRole('button', { name: 'Add Lifetime Coverage' }).click();
  await expect(protection(app).getByRole('button', { name: 'Remove Lifetime Coverage' })).toBeVisible();
  const withPlan = await payment(app).textContent();
  expect(await fits()).toBe(true);
  await expectNoAxeViolations(page);
  // The deal's quotes are asked for again on a reload: they price the jacket the deal keeps.
  await page.reload();
  await expect(protection(app).getByRole('button', { name: 'Remove Lifetime Coverage' })).toBeVisible();
  await expect(payment(app)).toHaveText(withPlan ?? '');
  await protection(app).getByRole('button', { name: 'Remove Lifetime Coverage' }).click();
  await expect(protection(app).getByRole('button', { name: 'Add Lifetime Coverage' })).toBeVisible();
  await expect(payment(app)).not.toHaveText(withPlan ?? '');
});

/**
 * The plugin landing page (seed 001 §2): a dealer's "shop this car" button opens the app about that
 * vehicle. With the no-profile page feature the vehicle banner shows it ('Estimate payments',
 * 'Create account'); without, the page itself does. Either way the campaign's ways in follow.
 */
import { expect, test } from '@playwright/test';
import { APP, appFrame, expectNoAxeViolations, overlay } from './helpers.ts';
import { openEmbed, openInShadow, upshift, type Scope } from './shell-helpers.ts';

const banner = (app: Scope) => app.getByRole('region', { name: 'Your vehicle of interest' });

test('the dealer’s “Shop this car online” button opens the landing page of that car, its banner first', async ({
  page,
}) => {
  await page.goto('/vehicles/v1001?campaign=demo-ecommerce');
  const car = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/\s+/g, ' ').trim();
  await page.getByRole('button', { name: 'Shop this car online' }).click();
  await expect(overlay(page)).toBeVisible();
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1, name: /^Your next vehicle at / })).toBeVisible();
  const vehicle = banner(app);
  await expect(vehicle).toContainText(car.split(' ').slice(0, 3).join(' '));
  await expect(vehicle.getByRole('link', { name: 'Estimate payments' })).toHaveAttribute(
    'href',
    /\/no-profile\/vehicles\/v1001$/,
  );
  await expect(vehicle.getByRole('link', { name: 'Create account' })).toBeVisible();
  // The campaign's ways in, and for a visitor the account prompt.
  await expect(app.getByRole('heading', { name: 'What you can do here' })).toBeVisible();
  await expect(app.getByRole('link', { name: /Value your trade/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The car stays the shopper's vehicle of interest: home shows it in the banner too.
  await upshift(page, 'navigate', '/');
  await expect(app.getByRole('heading', { level: 1, name: /from anywhere$/ })).toBeVisible();
  await expect(vehicle.getByRole('link', { name: 'Estimate payments' })).toHaveAttribute(
    'href',
    /\/no-profile\/vehicles\/v1001$/,
  );
  await upshift(page, 'navigate', '/shop/v1002');
  await expect(vehicle.getByRole('link', { name: 'Estimate payments' })).toHaveAttribute(
    'href',
    /\/no-profile\/vehicles\/v1002$/,
  );
  await vehicle.getByRole('link', { name: 'Estimate payments' }).click();
  await expect(app.getByText('Sale price', { exact: true })).toBeVisible();
});

test('in the shadow mount at 390 px, in Spanish: the banner, no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = await openInShadow(page, 'demo-ecommerce', '/shop/v1001');
  await app.getByRole('button', { name: 'Español' }).first().click();
  await expect(app.getByRole('heading', { level: 1, name: /^Su próximo vehículo en / })).toBeVisible();
  await expect(app.getByRole('region', { name: 'Su vehículo de interés' })).toBeVisible();
  const scroller = page.locator('[data-upshift-shadow]');
  expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await app.getByRole('button', { name: 'English' }).first().click();
  await expect(app.getByRole('heading', { level: 1, name: /^Your next vehicle at / })).toBeVisible();
});

test('standalone: the banner and the tab name the page; a car that is gone says so, with the way to the others', async ({
  page,
}) => {
  await page.goto(`${APP}/shop/v1001`);
  await expect(page.getByRole('heading', { level: 1, name: /^Your next vehicle at / })).toBeVisible();
  await expect(page).toHaveTitle('Shop this vehicle | Riverside Auto Group');
  await expect(banner(page).getByRole('link', { name: 'Estimate payments' })).toHaveAttribute(
    'href',
    /\/no-profile\/vehicles\/v1001$/,
  );
  await expectNoAxeViolations(page);
  const gone = await page.goto(`${APP}/shop/v999`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText('Error: VehicleNotFound (404)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop other vehicles' })).toBeVisible();
});

test('a campaign without the no-profile page: no banner, the page itself shows the car', async ({ page }) => {
  await openEmbed(page, 'bmw-upgrade', { route: '/shop/v1001' });
  await expect(page.getByRole('heading', { level: 1, name: /^Your next vehicle at / })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const card = page.getByRole('region', { name: 'The vehicle you were looking at' });
  await expect(card.getByRole('link', { name: 'View vehicle details' })).toHaveAttribute(
    'href',
    /\/no-profile\/vehicles\/v1001$/,
  );
  await expectNoAxeViolations(page);
});

test.describe('the upgrade program on home', () => {
  test('an upgrade program’s campaign says what the program is, with its no-payment days and financier, in both languages', async ({
    page,
  }) => {
    await openEmbed(page, 'nissan-upgrade');
    const program = page.getByRole('region', { name: 'How Nissan Owner Upgrade works' });
    await expect(program).toBeVisible();
    await expect(program.getByText('No payments for 60 days')).toBeVisible();
    await expect(program.getByText('Financing by Nissan Motor Acceptance Company')).toBeVisible();
    // Its trade page is off on this campaign: only the way to its vehicles.
    await expect(program.getByRole('link', { name: 'Get your trade-in offer' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Español' }).first().click();
    const programa = page.getByRole('region', { name: 'Cómo funciona Nissan Owner Upgrade' });
    await expect(programa.getByText('Sin pagos durante 60 días')).toBeVisible();
    await programa.getByRole('link', { name: 'Compre los vehículos del programa' }).click();
    await expect(page).toHaveURL(/#\/listings/);
    await page.getByRole('button', { name: 'English' }).first().click();
  });

  test('not on a lender’s campaign of the upgrade product, nor on a dealer’s store', async ({ page }) => {
    for (const campaign of ['northstar-lender', 'demo-ecommerce']) {
      await openEmbed(page, campaign);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: /^How .* works$/ }), campaign).toHaveCount(0);
    }
  });
});

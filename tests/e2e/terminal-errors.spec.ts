/**
 * Seed 000 §8 "The terminal error name and code are read from the page context": each terminal
 * error the server knows lands the shopper on the app's error page, which says why and names the
 * error and its code. A closed campaign (unknown, or switched off: the seeded `ended-promo`) shows
 * that page alone on every route; a vehicle that is gone closes only the page the shopper landed on.
 */
import { expect, test } from '@playwright/test';
import { APP, appFrame, expectNoAxeViolations, overlay } from './helpers.ts';
import { navBar, upshift } from './shell-helpers.ts';

const ERROR_HEADING = { level: 1, name: 'Something went wrong' } as const;

test.describe('terminal errors', () => {
  test('an unknown campaign: CampaignNotFound (404), the error page alone, nothing of the request repeated', async ({
    page,
  }) => {
    const response = await page.goto(`${APP}/embed?campaign=no-such-campaign&inline=1`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
    await expect(
      page.getByText('This shopping page does not exist. Please check the link you followed.'),
    ).toBeVisible();
    await expect(page.getByText('Error: CampaignNotFound (404)')).toBeVisible();
    await expect(page).toHaveTitle(/^Something went wrong/);
    // Nothing around it leads anywhere, and the name asked for appears nowhere.
    await expect(navBar(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCount(0);
    await expect(page.getByText('no-such-campaign')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a campaign switched off: CampaignDisabled (410), on its own and in the dealer site’s overlay, on every route', async ({
    page,
  }) => {
    const response = await page.goto(`${APP}/embed?campaign=ended-promo&inline=1`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
    await expect(page.getByText('This shopping program has ended, so its pages are closed.')).toBeVisible();
    await expect(page.getByText('Error: CampaignDisabled (410)')).toBeVisible();
    await expect(navBar(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The dealer's site still carries the embed code: the overlay opens on the same page, not on a refused frame.
    await page.goto('/?campaign=ended-promo');
    await upshift(page, 'open', '/');
    await expect(overlay(page)).toBeVisible();
    const app = appFrame(page);
    await expect(app.getByRole('heading', ERROR_HEADING)).toBeVisible();
    await expect(app.getByText('Error: CampaignDisabled (410)')).toBeVisible();
    await expect(navBar(app)).toHaveCount(0);
    // Any other route of the campaign is closed too.
    await upshift(page, 'navigate', '/listings');
    await expect(app.getByRole('heading', ERROR_HEADING)).toBeVisible();
    await expect(app.getByText('Error: CampaignDisabled (410)')).toBeVisible();
  });

  test('a vehicle that is gone: VehicleNotFound (404) where the shopper landed, then the shop is open', async ({
    page,
  }) => {
    const response = await page.goto(`${APP}/no-profile/vehicles/does-not-exist`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', ERROR_HEADING)).toBeVisible();
    await expect(page.getByText('This vehicle is no longer available. It may have been sold.')).toBeVisible();
    await expect(page.getByText('Error: VehicleNotFound (404)')).toBeVisible();
    await expect(page).toHaveTitle(/^Something went wrong/);
    // The campaign is open: its navigation bar is there, and the page leads to the other vehicles.
    await expect(navBar(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Shop other vehicles' }).click();
    await expect(page).toHaveURL(/^[^#]*\/listings(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', ERROR_HEADING)).toHaveCount(0);
    await expect(page.getByText('Error: VehicleNotFound (404)')).toHaveCount(0);
  });
});

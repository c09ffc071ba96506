/**
 * The campaign promotions banner (seed 001 §2): the text by priority for each seeded
 * campaign, where it shows, its five modals with their buttons and navigation, and its closing
 * remembered. Each modal is checked with axe while open.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';
import { embedUrl, JORDAN, openEmbed, signIn } from './shell-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const closeBanner = (page: Page) => page.getByRole('button', { name: 'Close the promotion banner' });
const listingsHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Shop vehicles' });

/** Reads the banner's text and opens its modal with the CTA. */
async function openPromotion(page: Page, text: string, cta: string, title: string) {
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole('button', { name: cta, exact: true }).click();
  const modal = page.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  return modal;
}

test('BMW program: loyalty banner and modal; logged out the offers button goes to registration', async ({ page }) => {
  await openEmbed(page, 'bmw-upgrade');
  const modal = await openPromotion(
    page,
    'Exclusive loyalty offers for returning BMW owners*',
    'Learn More',
    'New BMW Loyalty Offers',
  );
  await expect(modal.getByRole('listitem')).toHaveText([
    'Loyalty pricing on a new BMW for returning owners',
    'A guaranteed offer for your current vehicle',
    'No payments for up to 90 days*',
  ]);
  await expect(modal.getByText(/^\*For qualified returning BMW owners/)).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'View Your Upgrade Offers' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/#\/account\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('BMW program logged in: the offers button opens listings, where the banner stays without it', async ({ page }) => {
  await openEmbed(page, 'bmw-upgrade');
  await signIn(page, JORDAN);
  await page.goto(embedUrl('bmw-upgrade'));
  const modal = await openPromotion(
    page,
    'Exclusive loyalty offers for returning BMW owners*',
    'Learn More',
    'New BMW Loyalty Offers',
  );
  await modal.getByRole('button', { name: 'View Your Upgrade Offers' }).click();
  await expect(listingsHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/listings/);
  // On listings a BMW program keeps its banner; the modal has no offers button there.
  const again = await openPromotion(
    page,
    'Exclusive loyalty offers for returning BMW owners*',
    'Learn More',
    'New BMW Loyalty Offers',
  );
  await expect(again.getByRole('listitem').first()).toBeVisible();
  await expect(again.getByRole('button', { name: 'View Your Upgrade Offers' })).toHaveCount(0);
});

test('EV campaign: "View All BMW EV Vehicles" opens listings filtered to electric', async ({ page }) => {
  await openEmbed(page, 'bmw-ev');
  const modal = await openPromotion(page, 'Discover the Power of Electric!', 'Learn More', 'Upgrade to 100% Electric!');
  await expect(
    modal.getByText('Explore the all-electric BMW line-up with upgrade offers for current owners.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'View All BMW EV Vehicles' }).click();
  await expect(listingsHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/listings\?.*fuelTypes=Electric/);
});

test('Kuni name change: "Shop for your next BMW" opens new listings, and on listings just closes', async ({ page }) => {
  await openEmbed(page, 'kuni-bmw');
  const text = 'Come Visit Us at Our New Location!';
  const title = 'Our Dealership Has a New Name and Location';
  const modal = await openPromotion(page, text, 'Click Here', title);
  await expect(modal.getByText('Come visit Kuni BMW of Tigard at our new location.')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Shop for your next BMW' }).click();
  await expect(listingsHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/#\/listings\?.*stockTypeConditions=NEW/);
  const url = page.url();
  const onListings = await openPromotion(page, text, 'Click Here', title);
  await onListings.getByRole('button', { name: 'Shop for your next BMW' }).click();
  await expect(onListings).toBeHidden();
  expect(page.url()).toBe(url);
});

test('Toyota: logged out "Shop New Toyotas" keeps the filters for after registering', async ({ page }) => {
  await openEmbed(page, 'toyota-shop');
  const modal = await openPromotion(
    page,
    'NEW Toyota Inventory is Available!',
    'Learn More',
    'Your New Ride is Waiting for You!',
  );
  await expect(modal.getByText('Browse new Toyota vehicles in stock now.')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Shop New Toyotas' }).click();
  await expect(page).toHaveURL(/#\/account\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('SRP_FILTERS'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ stockTypeConditions: ['NEW'], makes: ['Toyota'] });
});

test('Toyota logged in: "Shop New Toyotas" opens new Toyota listings; the banner shows there too', async ({ page }) => {
  await openEmbed(page, 'toyota-shop');
  await signIn(page, JORDAN);
  await page.goto(embedUrl('toyota-shop'));
  const modal = await openPromotion(
    page,
    'NEW Toyota Inventory is Available!',
    'Learn More',
    'Your New Ride is Waiting for You!',
  );
  await modal.getByRole('button', { name: 'Shop New Toyotas' }).click();
  await expect(listingsHeading(page)).toBeVisible();
  // The ecommerce listings page restates the filters in its own dialect (stockTypes).
  await expect(page).toHaveURL(/#\/listings\?.*stockType(Condition)?s=NEW/);
  await expect(page).toHaveURL(/#\/listings\?.*makes=Toyota/);
  await expect(page.getByText('NEW Toyota Inventory is Available!')).toBeVisible();
});

test('default text with the campaign’s days, its modal, and no banner on listings', async ({ page }) => {
  await openEmbed(page, 'nissan-upgrade');
  const modal = await openPromotion(
    page,
    'Sign Up and Enjoy No Payments for 60 Days*',
    'Learn More',
    'Special Financing Offer',
  );
  await expect(modal.getByRole('listitem')).toHaveText([
    'No payments for 60 days*',
    'Financing provided by Nissan Motor Acceptance Company',
    '$0 down',
  ]);
  await expect(modal.getByRole('button', { name: 'View Your Upgrade Offers' })).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toBeHidden();

  await openEmbed(page, 'northstar-lender');
  await expect(page.getByText('Sign Up and Enjoy No Payments for 30 Days*')).toBeVisible();

  // Neither BMW nor Toyota: nothing on listings.
  await page.goto(embedUrl('nissan-upgrade', { route: '/listings' }));
  await expect(listingsHeading(page)).toBeVisible();
  await expect(closeBanner(page)).toHaveCount(0);
});

test('no banner without no-payment days', async ({ page }) => {
  await openEmbed(page, 'summit-lender');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(closeBanner(page)).toHaveCount(0);
  await openEmbed(page, 'demo-ecommerce');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(closeBanner(page)).toHaveCount(0);
});

test('closing the banner is remembered', async ({ page }) => {
  await openEmbed(page, 'bmw-ev');
  await closeBanner(page).click();
  await expect(page.getByText('Discover the Power of Electric!')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('bannersViewed'))).toContain('promotions:bmw-ev:ev');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Discover the Power of Electric!')).toHaveCount(0);
  // Another campaign's banner is its own.
  await openEmbed(page, 'kuni-bmw');
  await expect(page.getByText('Come Visit Us at Our New Location!')).toBeVisible();
});

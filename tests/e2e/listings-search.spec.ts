/**
 * Finding a car on the listings: a text search and a most-per-month filter narrow the list on the
 * server, each card states its estimated monthly payment with the credit range it assumes, and that
 * payment is the deal page's first one (whole dollars, seed 001 §9: its payment details' figure rounded).
 * On a phone the filters open in a dialog and the first car is on the first screen; on a desktop they are
 * a column, and the search works by keyboard.
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations, tabTo } from './helpers.ts';
import { breakdownAmount } from './journeys.ts';
import { MONTHLY, cents, wholeDollars } from './money.ts';
import { openOnSite } from './shell-helpers.ts';

type Scope = Page | FrameLocator;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** The Equinox EV: two new ones of the demo dealer, a few hundred dollars apart. */
const MODEL = 'Equinox';

const cards = (app: Scope, results = 'Results') => app.getByRole('list', { name: results }).getByRole('listitem');
const count = (app: Scope) => app.getByText(/^Showing (\d+–\d+ of \d+ vehicles|1 vehicle)$/);
const paymentOf = (card: Locator) => card.getByText(/^Est\. \$[\d,]+\/mo$/);
const rangeOf = (card: Locator) =>
  card.getByText(/^Priced for (Rebuilding|Limited|Fair|Good|Great|Excellent) credit \(\d{1,3}–\d{3}\)\.$/);
/** '$1,234' in any text → 1234: the cards show whole dollars (seed 001 §9). */
const dollars = (text: string | null): number => Number(/\$([\d,]+)/.exec(text ?? '')?.[1]?.replace(/,/g, ''));
/** A most-per-month amount that keeps the cheaper of `shown` payments: exactly what its card shows. */
const keepsCheapest = (shown: number[]): number => Math.min(...shown);

async function payments(app: Scope): Promise<number[]> {
  return (
    await cards(app)
      .getByText(/^Est\. \$/)
      .allInnerTexts()
  ).map(dollars);
}

/** Every card names its payment and the credit range it assumes. */
async function expectPricedCards(app: Scope): Promise<void> {
  const n = await cards(app).count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const card = cards(app).nth(i);
    await expect(paymentOf(card)).toBeVisible();
    await expect(rangeOf(card)).toBeVisible();
  }
}

async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('on a phone (standalone, 390×844)', () => {
  test.use({ viewport: PHONE });

  test('the first car, its payment and its credit range are on the first screen; the filters open in a dialog that Escape closes', async ({
    page,
  }) => {
    await page.goto(`${APP}/listings`);
    const first = cards(page).first();
    await expect(first.getByRole('heading')).toBeInViewport({ ratio: 1 });
    await expect(paymentOf(first)).toBeInViewport({ ratio: 1 });
    await expect(rangeOf(first)).toBeInViewport({ ratio: 1 });
    await expectPricedCards(page);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // Focus moves into the dialog; Escape closes it and gives focus back to the button.
    const open = page.getByRole('button', { name: /^Filters/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Filters' })).toBeFocused();
    await expect(dialog.getByLabel('Most per month')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Body style' })).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('a model and a most per month narrow the list, every payment within it; clearing restores it', async ({
    page,
  }) => {
    await page.goto(`${APP}/listings`);
    await expect(cards(page).first()).toBeVisible();
    const everything = await count(page).innerText();
    const open = page.getByRole('button', { name: /^Filters/ });
    const dialog = page.getByRole('dialog', { name: 'Filters' });

    // A model…
    await page.getByRole('searchbox', { name: 'Search make, model or keyword' }).fill(MODEL);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(count(page)).toHaveText('Showing 1–2 of 2 vehicles');
    for (const title of await cards(page).getByRole('heading').allInnerTexts()) expect(title).toContain(MODEL);
    const modelPayments = await payments(page);
    // …and at most the lower of its two payments a month: the dearer one goes.
    const most = keepsCheapest(modelPayments);
    expect(most).toBeLessThan(Math.max(...modelPayments));
    await open.click();
    await dialog.getByLabel('Most per month').fill(String(most));
    await dialog.getByLabel('Most per month').press('Enter');
    await expect(count(page)).toHaveText('Showing 1 vehicle');
    await dialog.getByRole('button', { name: /^Show \d+ vehicles?$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toHaveText(/^Filters \(1\)$/);
    await expectPricedCards(page);
    for (const payment of await payments(page)) expect(payment).toBeLessThanOrEqual(most);
    // SRP_FILTERS keeps the search for the rest of the visit (seed 001 §3).
    expect(await page.evaluate(() => sessionStorage.getItem('SRP_FILTERS'))).toContain(MODEL);

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(count(page)).toHaveText(everything);
    await expect(page.getByRole('searchbox', { name: 'Search make, model or keyword' })).toHaveValue('');
    await expect(open).toHaveText(/^Filters$/);
  });

  test('a search that finds nothing says so and offers to clear the filters', async ({ page }) => {
    await page.goto(`${APP}/listings`);
    await expect(cards(page).first()).toBeVisible();
    const everything = await count(page).innerText();
    await page.getByRole('searchbox', { name: 'Search make, model or keyword' }).fill('Zeppelin');
    await page.getByRole('searchbox', { name: 'Search make, model or keyword' }).press('Enter');
    await expect(page.getByText('No vehicles match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(count(page)).toHaveText(everything);
  });

  test('in Spanish nothing scrolls sideways, the dialog included', async ({ page }) => {
    await page.goto(`${APP}/listings?locale=es`);
    await expect(page.getByRole('heading', { level: 1, name: 'Comprar vehículos' })).toBeVisible();
    const first = cards(page, 'Resultados').first();
    await expect(first.getByText(/^Aprox\. \$[\d,]+\/mes$/)).toBeInViewport();
    await expect(first.getByText(/^Calculado para crédito .+ \(\d{1,3}–\d{3}\)\.$/)).toBeVisible();
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('on a desktop, in the overlay (1280×800)', () => {
  test.use({ viewport: DESKTOP });

  test('the filters are a column and the same search works by keyboard', async ({ page }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/listings');
    await expect(cards(app).first()).toBeVisible();
    const everything = await count(app).innerText();
    // A column beside the results: no button to open it.
    await expect(app.getByRole('form', { name: 'Filters' })).toBeVisible();
    await expect(app.getByRole('button', { name: /^Filters/ })).toHaveCount(0);

    await tabTo(page, app.getByRole('searchbox', { name: 'Search make, model or keyword' }));
    await page.keyboard.type(MODEL);
    await page.keyboard.press('Enter');
    await expect(count(app)).toHaveText('Showing 1–2 of 2 vehicles');
    const most = keepsCheapest(await payments(app));
    await tabTo(page, app.getByLabel('Most per month'));
    await page.keyboard.type(String(most));
    await page.keyboard.press('Enter');
    await expect(count(app)).toHaveText('Showing 1 vehicle');
    await expectPricedCards(app);
    for (const payment of await payments(app)) expect(payment).toBeLessThanOrEqual(most);
    await expectNoAxeViolations(page);

    await tabTo(page, app.getByRole('button', { name: 'Clear filters' }).first());
    await page.keyboard.press('Enter');
    await expect(count(app)).toHaveText(everything);
  });

  test("a card's monthly payment is the first payment of that car's deal page, its details' figure rounded", async ({
    page,
  }) => {
    const app = await openOnSite(page, 'demo-ecommerce', '/listings');
    const card = cards(app).nth(1);
    await expect(paymentOf(card)).toBeVisible();
    const listed = dollars(await paymentOf(card).innerText());
    const range = (await rangeOf(card).innerText()).replace(/^Priced for /, '');
    await card.getByRole('button', { name: 'Estimate payments' }).click();
    await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
    await expect(app.getByRole('tab', { name: 'Finance', selected: true })).toBeVisible();
    const monthly = app.getByText(MONTHLY).first();
    await expect(monthly).toBeVisible();
    expect(dollars(await monthly.innerText())).toBe(listed);
    // Both are whole dollars (seed 001 §9): the payment details' figure, to the cent, rounded.
    await app.getByRole('button', { name: 'See payment details' }).click();
    const exact = await breakdownAmount(
      app.getByRole('dialog', { name: 'Payment details' }),
      'Monthly payment',
    ).innerText();
    expect(wholeDollars(cents(exact))).toBe(`$${listed.toLocaleString('en-US')}`);
    await page.keyboard.press('Escape');
    // Priced for the same credit range.
    await expect(app.getByText(`Priced for ${range}`, { exact: false }).first()).toBeVisible();
  });
});

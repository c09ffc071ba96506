/**
 * Address verification exactly as the five steps of seed 001 §4, with the
 * form, the selection modal and all its titles and subtitles.
 *
 * The calls run from the app's own page (session cookie and CSRF token as the app sends them).
 * The form journeys run on the address step of registration (step two of /account/register),
 * whose 'Continue' runs the verification and shows step three only on 'success'.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { openOnSite, type Scope } from './shell-helpers.ts';
import { geocodeMatch, HOME_TYPED_STREET } from '../../src/testing/fixtures.ts';
import type { GeocodeMatch as Match } from '../../src/contract/address.ts';

/** POST /api/profile/geocode from the standalone app page, as the app calls it. */
async function geocode(page: Page, body: Record<string, string>): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (payload) => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="_csrf"]')!.content;
    const header = document.querySelector<HTMLMetaElement>('meta[name="_csrf_header"]')!.content;
    const res = await fetch('/api/profile/geocode', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [header]: token },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }, body);
}

test.describe('the address calls (seed 001 §7)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${APP}/account/register`);
  });

  test('geocode answers each branch of the verification from the sandbox data', async ({ page }) => {
    const residential = await geocode(page, {
      address: HOME_TYPED_STREET,
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
    });
    expect(residential.status).toBe(200);
    expect(residential.body).toEqual([geocodeMatch()]);

    const dealer = (
      await geocode(page, { address: '10400 Research Blvd', city: 'Austin', stateCode: 'TX', zipCode: '78759' })
    ).body as Match[];
    expect(dealer.map((m) => [m.address.fullAddress, m.businessAddress, m.address.county])).toEqual([
      ['10400 Research Blvd, Austin, TX 78759', true, 'Travis'],
    ]);

    const units = (
      await geocode(page, { address: '2730 SE Clinton St', city: 'Portland', stateCode: 'OR', zipCode: '97202' })
    ).body as Match[];
    expect(units.map((m) => m.address.fullAddress)).toEqual([
      '2730 SE Clinton St Apt 101, Portland, OR 97202',
      '2730 SE Clinton St Apt 204, Portland, OR 97202',
    ]);

    const mismatch = (await geocode(page, { address: '1 Elm St', city: 'Tigard', stateCode: 'OR', zipCode: '97224' }))
      .body as Match[];
    expect(mismatch.map((m) => [m.address.city, m.address.county])).toEqual([['Portland', 'Washington']]);

    expect(await geocode(page, { address: '1 Elm St', city: 'Nowhere', stateCode: 'OR', zipCode: '00000' })).toEqual({
      status: 200,
      body: [],
    });

    const bad = await geocode(page, { address: '1 Elm St', zipCode: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: [{ field: 'zipCode', message: 'Zip Code must be 5 digits' }] });
  });

  test('places answers known addresses and ZIP code places for the autocomplete', async ({ request }) => {
    const res = await request.get(`${APP}/api/profile/places`, { params: { query: '8120 SE McL' } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual([
      {
        streetAddress: '8120 SE McLoughlin Blvd',
        city: 'Portland',
        state: 'Oregon',
        stateAbbreviation: 'OR',
        zipCode: '97202',
        county: 'Multnomah',
        latitude: 45.4714,
        longitude: -122.6437,
      },
    ]);
    const zip = await request.get(`${APP}/api/profile/places`, { params: { query: '55 Oak St, 60614' } });
    expect(await zip.json()).toEqual([
      expect.objectContaining({ streetAddress: '55 Oak St', city: 'Chicago', county: 'Cook' }),
    ]);
    expect((await request.get(`${APP}/api/profile/places`, { params: { query: 'ab' } })).status()).toBe(400);
  });
});

// ─── the form journeys: step two of /account/register ────────────────────────────────────────

/** A step's form, named by its heading: step one's and step two's buttons are both 'Continue'. */
const stepForm = (app: Scope, name: RegExp) => app.getByRole('form', { name });
const addressStep = (app: Scope) => stepForm(app, /Your address/);
const continueButton = (app: Scope) => addressStep(app).getByRole('button', { name: 'Continue' });
const passwordStep = (app: Scope) => app.getByRole('heading', { level: 2, name: /Choose a password/ });

/** Passes step one (a new shopper each time: the sandbox database outlives a test) to the address step. */
async function toAddressStep(app: Scope): Promise<Scope> {
  const one = stepForm(app, /About you/);
  await one.getByLabel('First Name').fill('Avery');
  await one.getByLabel('Last Name').fill('Lane');
  await one.getByLabel('Email').fill(`addr-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`);
  await one.getByLabel('Phone Number').fill('5035550100');
  await one.getByLabel('Zip Code').fill('97202');
  await one.getByRole('button', { name: 'Continue' }).click();
  await expect(app.getByRole('heading', { level: 2, name: /Your address/ })).toBeVisible();
  // Step one's zip code is where the address starts.
  await expect(addressStep(app).getByLabel('Zip Code')).toHaveValue('97202');
  return app;
}

/** Fills the address step of `/account/register` (step two). */
async function fillAddress(app: Scope, a: { line1: string; line2?: string; city: string; state: string; zip: string }) {
  await app.getByRole('combobox', { name: 'Address Line 1' }).fill(a.line1);
  await app.getByLabel('Address Line 2').fill(a.line2 ?? '');
  await app.getByLabel('City').fill(a.city);
  await app.getByLabel('State').selectOption(a.state);
  await app.getByLabel('Zip Code').fill(a.zip);
}

const modal = (app: Scope) => app.getByRole('dialog');

/** From step three back to the address step, to see what verification left in the form. */
async function backToAddress(app: Scope) {
  await app.getByRole('button', { name: 'Back' }).click();
  await expect(addressStep(app)).toBeVisible();
}

function addressJourneys(where: string, open: (page: Page) => Promise<Scope>) {
  test.describe(`address verification ${where}`, () => {
    // A client of each run's own (the e2e server trusts X-Forwarded-For): step one's email checks
    // are limited per client, and these journeys make one each.
    test.use({
      extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` },
    });

    test('step 1: an incomplete form shows Required Fields and the field errors, and nothing is geocoded', async ({
      page,
    }) => {
      const app = await open(page);
      let geocoded = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/profile/geocode')) geocoded++;
      });
      await app.getByLabel('Zip Code').fill('972');
      // Enter submits from the field, as a keyboard user does.
      await app.getByLabel('Zip Code').press('Enter');
      await expect(app.getByRole('alert').filter({ hasText: 'Required Fields' })).toContainText(
        'Please fill all the required fields properly.',
      );
      // Said once, by the toast.
      await expect(app.getByText('Please fill all the required fields properly.')).toHaveCount(1);
      await expect(app.getByText('Address Line 1 is required')).toBeVisible();
      await expect(app.getByText('Zip Code must be 5 digits')).toBeVisible();
      await expect(app.getByRole('combobox', { name: 'Address Line 1' })).toBeFocused();
      await expect(modal(app)).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The toast goes after 3 seconds (seed 001 §9); the field errors stay.
      await expect(app.getByText('Please fill all the required fields properly.')).toHaveCount(0, { timeout: 5000 });
      await expect(app.getByText('Address Line 1 is required')).toBeVisible();
      expect(geocoded).toBe(0);
    });

    test('step 2: one residential match is adopted without a modal', async ({ page }) => {
      const app = await open(page);
      await fillAddress(app, { line1: '4017 southeast rural street', city: 'portland', state: 'OR', zip: '97202' });
      await continueButton(app).click();
      await expect(passwordStep(app)).toBeVisible();
      await expect(modal(app)).toHaveCount(0);
      await backToAddress(app);
      await expect(app.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('4017 SE Rural St');
      await expect(app.getByLabel('City')).toHaveValue('Portland');
    });

    test("step 3: a dealer's address asks to confirm the commercial location; Select re-verifies", async ({ page }) => {
      const app = await open(page);
      await fillAddress(app, { line1: '8120 SE McLoughlin Blvd', city: 'Portland', state: 'OR', zip: '97202' });
      await continueButton(app).click();
      const dialog = app.getByRole('dialog', { name: 'Confirm Address' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('The address you entered is registered as a commercial location.');
      await expect(dialog.getByText('Commercial address')).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Entered Address' })).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Select 8120 SE McLoughlin Blvd, Portland, OR 97202' }).click();
      await expect(dialog).toBeHidden();
      await expect(passwordStep(app)).toBeVisible();
    });

    test("step 3: two units — 'Did you mean?' in a list of at most 13rem; the chosen unit fills the form", async ({
      page,
    }) => {
      const app = await open(page);
      await fillAddress(app, { line1: '2730 SE Clinton St', city: 'Portland', state: 'OR', zip: '97202' });
      await continueButton(app).click();
      const dialog = app.getByRole('dialog', { name: "We couldn't find the address you entered" });
      await expect(dialog.getByText('Did you mean?')).toBeVisible();
      const list = dialog.getByRole('list');
      expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('208px');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Select 2730 SE Clinton St Apt 204, Portland, OR 97202' }).click();
      await expect(passwordStep(app)).toBeVisible();
      await backToAddress(app);
      await expect(app.getByLabel('Address Line 2')).toHaveValue('Apt 204');
    });

    test("step 3: a city the ZIP code does not have — 'Did you mean?' with the ZIP code's city", async ({ page }) => {
      const app = await open(page);
      await fillAddress(app, { line1: '1 Elm St', city: 'Tigard', state: 'OR', zip: '97224' });
      await continueButton(app).click();
      const dialog = app.getByRole('dialog', { name: "We couldn't find the address you entered" });
      await expect(dialog.getByText('Did you mean?')).toBeVisible();
      await expect(dialog.getByText('1 Elm St, Portland, OR 97224')).toBeVisible();
    });

    test("step 4: nothing found — edit or continue; Esc, Edit Address and 'Use the address as entered'", async ({
      page,
    }) => {
      const app = await open(page);
      await fillAddress(app, { line1: '1 Elm St', city: 'Nowhere', state: 'OR', zip: '00000' });
      await continueButton(app).click();
      const dialog = app.getByRole('dialog', { name: "We couldn't find the address you entered" });
      await expect(dialog.getByText('Please edit or continue with the address as entered')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(continueButton(app)).toBeFocused();
      await continueButton(app).click();
      await dialog.getByRole('button', { name: 'Edit Address' }).click();
      await expect(dialog).toBeHidden();
      await expect(continueButton(app)).toBeFocused();
      await continueButton(app).click();
      await dialog.getByRole('button', { name: 'Use the address as entered' }).click();
      await expect(dialog).toBeHidden();
      await expect(passwordStep(app)).toBeVisible();
      await backToAddress(app);
      await expect(app.getByRole('combobox', { name: 'Address Line 1' })).toHaveValue('1 Elm St');
      await expect(app.getByLabel('City')).toHaveValue('Nowhere');
    });

    test('step 5: autocomplete by keyboard fills city, state, zip from the sandbox places', async ({ page }) => {
      const app = await open(page);
      const line1 = app.getByRole('combobox', { name: 'Address Line 1' });
      await line1.pressSequentially('2650 N Lake');
      await expect(app.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible();
      await expectNoAxeViolations(page);
      await line1.press('ArrowDown');
      await line1.press('ArrowDown');
      await line1.press('Enter');
      await expect(line1).toHaveValue('2650 N Lakeview Ave Unit 2401');
      await expect(app.getByLabel('City')).toHaveValue('Chicago');
      await expect(app.getByLabel('State')).toHaveValue('IL');
      await expect(app.getByLabel('Zip Code')).toHaveValue('60614');
    });
  });
}

addressJourneys('in the dealer site iframe', async (page) =>
  toAddressStep(await openOnSite(page, 'demo-ecommerce', '/account/register')),
);
addressJourneys('standalone', async (page) => {
  await page.goto(`${APP}/account/register`);
  return toAddressStep(page);
});

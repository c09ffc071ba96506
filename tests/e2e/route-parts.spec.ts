/**
 * Routes under 20 KB: pages' later steps and sibling routes come in chunks of their own, and
 * each language's copy in parts loaded with its pages. A later step, a sibling route and a page part
 * opened in Spanish show their Spanish (the page waits for its part); a part's chunk shows its loading
 * state while it comes, and an error with a working "Try again" when it fails. Standalone, axe-clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';

test.use({
  viewport: { width: 1280, height: 900 },
  // A client of each test's own (the e2e server trusts X-Forwarded-For): rate limits stay per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `198.51.100.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A new deal on the demo vehicle; its finance application with the identity step saved (now at step 2). */
async function applicationAtResidence(page: Page): Promise<string> {
  await page.goto(`${APP}/vehicles/v1010`);
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(page, 'Your deal')).toBeVisible();
  const dealId = /\/deals\/([^/?#]+)/.exec(page.url())?.[1] ?? '';
  await page.goto(`${APP}/deals/${dealId}/finance`);
  await page.getByLabel('First Name').fill('Ana');
  await page.getByLabel('Last Name').fill('Good');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Phone Number').fill('5125550142');
  await page.getByLabel(/Date of Birth/).pressSequentially('03141979');
  await page.getByLabel('Social Security Number').fill('123456789');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 5 Where you live' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Rent' })).toBeVisible();
  return dealId;
}

test('a later step, a sibling route and a page part opened in Spanish show their Spanish copy', async ({ page }) => {
  test.slow();
  const dealId = await applicationAtResidence(page);

  // Switched on a later step: its part's Spanish is loaded before the page changes language.
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 2 de 5 Dónde vive' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Alquilada' })).toBeVisible();

  // Reloaded in Spanish: the route and its later step wait for their Spanish parts.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 2 de 5 Dónde vive' })).toBeVisible();
  await expect(page.getByLabel('Alquiler o hipoteca mensual ($)')).toBeVisible();
  await expect(page.getByText('Monthly Rent or Mortgage ($)')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The lenders' answers (a part with copy of its own) opened directly in Spanish.
  await page.goto(`${APP}/deals/${dealId}/finance-options`);
  await expect(h1(page, 'Sus opciones de financiamiento')).toBeVisible();
  await expect(page.getByText('Todavía no ha enviado una solicitud de financiamiento para esta oferta.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Drive at home (a part of the visit pages, with the address checks) opened directly in Spanish.
  await page.goto(`${APP}/deals/${dealId}/drive-at-home`);
  await expect(h1(page, 'Prueba en casa')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a later step’s chunk shows its loading state, and an error with a working retry when it fails', async ({
  page,
}) => {
  test.slow();
  await applicationAtResidence(page);
  // With any query: a retry asks for the chunk under another URL.
  const part = /\/assets\/later-steps-[\w-]+\.js(\?|$)/;

  // Held: the step's heading is there, its fields' place says they are loading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(part, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 5 Where you live' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your application…' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('radio', { name: 'Rent' })).toBeVisible();
  await page.unroute(part);

  // Failed: an alert with "Try again", which loads it once the network is back.
  await page.route(part, (route) => route.abort());
  await page.reload();
  const alert = page.getByRole('alert').filter({ hasText: 'This part of the page could not be shown.' });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);
  await page.unroute(part);
  await alert.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Rent' })).toBeVisible();
});

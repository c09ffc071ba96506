/**
 * Taxes where the shopper lives: a visitor's deal is taxed at the dealer's
 * location until they give their ZIP on the deal page; then the breakdown uses their state and
 * local rate and says why. In the overlay on the dealer's site (cross-site iframe) and standalone.
 */
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { APP, appFrame, expectNoAxeViolations, overlay } from './helpers.ts';
import { MONTHLY } from './money.ts';

type Scope = Page | FrameLocator;

async function openApp(page: Page, mode: 'embedded' | 'standalone', route: string): Promise<Scope> {
  if (mode === 'standalone') {
    await page.goto(`${APP}${route}`);
    return page;
  }
  await page.goto('/?campaign=demo-ecommerce');
  await page.evaluate((r) => (window as unknown as { Upshift: (...a: unknown[]) => void }).Upshift('open', r), route);
  await expect(overlay(page)).toBeVisible();
  return appFrame(page);
}

const monthly = (app: Scope) => app.getByText(MONTHLY).first();

for (const mode of ['standalone', 'embedded'] as const) {
  test(`${mode}: a Texas deal is taxed where the shopper lives once they give their ZIP`, async ({ page }) => {
    // The 2027 Camry at Sunbelt Toyota (Texas, 6.25 %, no local tax on vehicles), for a visitor.
    const app = await openApp(page, mode, '/vehicles/v1043');
    await app.getByRole('button', { name: 'Estimate payments' }).first().click();
    const section = app.getByRole('region', { name: 'Taxes where you live' });
    await expect(section.getByRole('status')).toHaveText(
      /^Tax rate 6\.25%, Texas at the dealer's location \(ZIP \d{5}\)\.$/,
    );
    const before = await monthly(app).textContent();

    // A short ZIP gets the spec's message and keeps what was typed.
    const zip = section.getByLabel('Your ZIP code');
    await zip.fill('9411');
    await section.getByRole('button', { name: 'Update taxes' }).click();
    await expect(section.getByText('Zip Code must be 5 digits')).toBeVisible();
    await expect(zip).toHaveValue('9411');

    // San Francisco: California's 7.25 % plus the city's district taxes.
    await zip.fill('94110');
    await zip.press('Enter');
    await expect(section.getByRole('status')).toHaveText(
      'Tax rate 8.625%: California 7.25% + San Francisco, CA 1.375% for ZIP 94110, the ZIP you entered.',
    );
    await expect(monthly(app)).not.toHaveText(before ?? '');
    await app.getByRole('button', { name: 'See payment details' }).click();
    const details = app.getByRole('dialog', { name: 'Payment details' });
    await expect(
      details
        .getByRole('term')
        .filter({ hasText: /^Sales tax \(8\.625%: California 7\.25% \+ San Francisco, CA 1\.375%\) for ZIP 94110/ }),
    ).toBeVisible();
    if (mode === 'standalone') await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // Back to the dealer's location.
    await section.getByRole('button', { name: 'Stop using this ZIP' }).click();
    await expect(section.getByRole('status')).toHaveText(/at the dealer's location/);
    await expect(monthly(app)).toHaveText(before ?? '');
  });
}

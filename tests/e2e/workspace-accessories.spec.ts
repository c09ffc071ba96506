/**
 * The accessory catalogue in the dealer workspace (/dealer/settings/rules): Sunbelt's manager adds an
 * accessory for the RAV4 by keyboard, the shopper's deal on a RAV4 (in the dealer site's third-party iframe)
 * offers it in its accessories step; the manager retires it and the shopper's step no longer offers it, the
 * seed's accessories still there. Axe-clean and without sideways scroll at 390 and 1280 px, in English and
 * Spanish.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInStaff } from './staff.ts';
import { APP, expectNoAxeViolations } from './helpers.ts';
import { openOnSite, upshift, type Scope } from './shell-helpers.ts';

test.use({
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

/** The 2026 Toyota RAV4 at Sunbelt Toyota (Texas). */
const VEHICLE = '/vehicles/v1044';
/** One of the seed's accessories for the RAV4, which stays offered throughout. */
const MATS = /^All-Weather Floor Mats \$189$/;

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

async function checkBothWidths(page: Page) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await fits(page), `fits ${viewport.width} px`).toBe(true);
  }
}

/** Types into a control by keyboard, replacing what it held. */
async function typeInto(page: Page, control: Locator, text: string) {
  await control.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function press(page: Page, control: Locator, key: string) {
  await control.focus();
  await page.keyboard.press(key);
}

/** The deal's accessories step, loaded afresh in the dealer site's iframe. */
async function accessoriesStep(shopper: Page, route: string): Promise<Scope> {
  const app = await openOnSite(shopper, 'demo-ecommerce', route);
  await expect(app.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
  await expect(app.getByRole('checkbox', { name: MATS })).toBeVisible();
  return app;
}

test('Sunbelt’s manager adds an accessory by keyboard, the shopper’s RAV4 deal offers it; retired, it is gone', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer/settings/rules`);
  await signInStaff(page, 'manager@sunbelt.test');
  const section = page.getByRole('region', { name: 'Accessory catalogue' });
  const add = section.getByRole('button', { name: 'Add an accessory' });
  await expect(add).toBeVisible();
  const count = await section.getByRole('group').count();

  // A name of this run's own: it is retired again below, so other journeys see the seed's catalogue.
  const name = `Puddle Lights ${String(Date.now() % 100_000)}`;
  await press(page, add, 'Enter');
  const added = section.getByRole('group', { name: `Accessory ${String(count + 1)}` });
  await typeInto(page, added.getByRole('textbox', { name: 'Name' }), name);
  const row = section.getByRole('group', { name });
  // Technology is the last category.
  await press(page, row.getByRole('combobox', { name: 'Category' }), 'End');
  await expect(row.getByRole('combobox', { name: 'Category' })).toHaveValue('TECHNOLOGY');
  await typeInto(page, row.getByRole('textbox', { name: 'Fits' }), 'Toyota / RAV4');
  const price = row.getByRole('textbox', { name: 'Price installed ($)' });
  // Out of bounds: refused on the field, with the focus on it.
  await typeInto(page, price, '30000');
  await page.keyboard.press('Enter');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(price).toBeFocused();
  await expect(row.getByText('Enter a price in dollars and cents from 0.01 to 25,000.')).toBeVisible();
  await typeInto(page, price, '129');
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status').first()).toHaveText('Saved.');
  const history = page.getByRole('region', { name: 'Accessory catalogue: change history' });
  await press(page, history.getByRole('button', { name: /^Show the versions/ }), 'Enter');
  await expect(history.getByRole('row').nth(1)).toContainText('Accessory catalogue');
  await checkBothWidths(page);

  // The shopper's deal on the RAV4, in the dealer site's iframe: the new accessory is offered.
  const site = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await site.newPage();
  const app = await openOnSite(shopper, 'demo-ecommerce', VEHICLE);
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(app.getByRole('heading', { level: 1, name: 'Your deal' })).toBeVisible();
  const frame = shopper.frames().find((f) => f.url().startsWith(`${APP}/embed`));
  const dealId = /\/deals\/([^/?#]+)/.exec(new URL(frame?.url() ?? APP).hash)?.[1];
  expect(dealId).toBeTruthy();
  const route = `/deals/${dealId ?? ''}/accessories`;
  await upshift(shopper, 'navigate', route);
  await expect(app.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
  const technology = app.getByRole('group', { name: 'Technology' });
  await expect(technology.getByRole('checkbox', { name: `${name} $129` })).toBeVisible();
  await expectNoAxeViolations(shopper);

  // Retired by keyboard: the shopper's step, loaded again, no longer offers it; the seed's are still there.
  await page.setViewportSize({ width: 1280, height: 800 });
  await press(page, row.getByRole('checkbox', { name: 'Retired' }), 'Space');
  await expect(row.getByRole('checkbox', { name: 'Retired' })).toBeChecked();
  await press(page, section.getByRole('button', { name: 'Save accessory catalogue' }), 'Enter');
  await expect(section.getByRole('status').first()).toHaveText('Saved.');
  const again = await accessoriesStep(shopper, route);
  await expect(again.getByRole('checkbox', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  await site.close();

  // In Spanish, the same section, axe-clean at both widths; the retired accessory stays listed for the manager.
  await page.getByLabel('Language').selectOption({ label: 'Español' });
  const seccion = page.getByRole('region', { name: 'Catálogo de accesorios' });
  await expect(seccion.getByRole('group', { name }).getByRole('checkbox', { name: 'Retirado' })).toBeChecked();
  await checkBothWidths(page);
  await page.getByLabel('Idioma').selectOption({ label: 'English' });
});

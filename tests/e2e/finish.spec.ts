/**
 * The deal page and the price certificate link into finishing the purchase
 * online (accessories, the finance application, signing online, drive at home, a test drive, the
 * dealer); each link lands on its page. In the dealer site's third-party iframe and standalone.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, closeUpdatedTradeModal, expectNoAxeViolations } from './helpers.ts';
import { openOnSite, type Scope } from './shell-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

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

const h1 = (app: Scope, name: string | RegExp) => app.getByRole('heading', { level: 1, name });
const finish = (app: Scope) => app.getByRole('region', { name: 'Finish your purchase online' });

/** Riverside (d100) is in the drive-at-home program: every step is offered on a finance deal. */
async function openDeal(mode: Mode, page: Page): Promise<Scope> {
  const app = await mode.open(page, '/vehicles/v1010');
  await app.getByRole('button', { name: 'Estimate payments' }).first().click();
  await expect(h1(app, 'Your deal')).toBeVisible();
  await expect(finish(app).getByRole('link', { name: 'Drive at home' })).toBeVisible();
  return app;
}

for (const mode of MODES) {
  test.describe(`finishing from the deal ${mode.name}`, () => {
    test('every step is offered and each link lands on its page', async ({ page }) => {
      test.slow();
      const app = await openDeal(mode, page);
      await expect(finish(app).getByRole('link')).toHaveText([
        'Add accessories',
        'Apply for financing',
        'Sign online',
        'Drive at home',
        'Schedule a test drive',
        'Contact the dealer',
      ]);
      await expectNoAxeViolations(page);
      const steps: [string, string][] = [
        ['Add accessories', 'Accessories'],
        ['Apply for financing', 'Finance application'],
        ['Drive at home', 'Drive at home'],
        ['Schedule a test drive', 'Schedule a test drive'],
        ['Contact the dealer', 'Contact the dealer'],
      ];
      for (const [link, heading] of steps) {
        await finish(app).getByRole('link', { name: link }).click();
        await expect(h1(app, heading)).toBeVisible();
        await page.goBack();
        await expect(h1(app, 'Your deal')).toBeVisible();
      }
    });

    test('a cash deal offers no finance application and no signing online', async ({ page }) => {
      const app = await openDeal(mode, page);
      await app.getByRole('tab', { name: 'Cash' }).click();
      await expect(finish(app).getByRole('link', { name: 'Schedule a test drive' })).toBeVisible();
      await expect(finish(app).getByRole('link', { name: 'Apply for financing' })).toHaveCount(0);
      await expect(finish(app).getByRole('link', { name: 'Sign online' })).toHaveCount(0);
    });
  });
}

test('the price certificate links into the steps: a test drive for its vehicle', async ({ page }) => {
  test.slow();
  await page.goto(`${APP}/account/login`);
  await page.getByLabel('Email').fill('demo@upshift.test');
  await page.getByLabel('Password').fill('Upshift!23');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closeUpdatedTradeModal(page);
  await expect(page.getByText('Hi, Alex')).toBeVisible();
  await page.goto(`${APP}/vehicles/v1010`);
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  await page.getByLabel('Deal name').fill('Finish check');
  await page.getByRole('button', { name: 'Save deal' }).click();
  await expect(page.getByText('Saved to your garage.')).toBeVisible();
  await page.goto(`${APP}/vehicles/v1010`);
  await page.getByRole('link', { name: 'View price certificates' }).click();
  await page
    .getByRole('link', { name: /Finish check/ })
    .first()
    .click();
  await expect(h1(page, 'Price certificate')).toBeVisible();
  await expect(finish(page).getByRole('link', { name: 'Sign online' })).toBeVisible();
  await expect(finish(page).getByRole('link', { name: 'Drive at home' })).toBeVisible();
  await expectNoAxeViolations(page);
  await finish(page).getByRole('link', { name: 'Schedule a test drive' }).click();
  await expect(h1(page, 'Schedule a test drive')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/vehicles/v1010/test-drive');
});

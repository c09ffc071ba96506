/**
 * @upshift/react's <UpshiftWidget> rendered by real React 19 (in StrictMode) on the demo
 * dealer site, with the app on the other origin: it loads one widget, opens it, reports its
 * callbacks, follows a prop change with setVehicle, renders inline, and leaves nothing on unmount.
 */
import { expect, test, type Page } from '@playwright/test';
import { appFrame, expectNoAxeViolations, overlay } from './helpers.ts';
import { openEmailDialog } from './shell-helpers.ts';

const callbacks = (page: Page) => page.getByRole('log', { name: 'Callbacks' });
const logged = (page: Page, text: string | RegExp) => callbacks(page).getByRole('listitem').filter({ hasText: text });

test('the React component loads, opens, reports, follows its vehicle prop and cleans up', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/react');
  await expect(page.getByRole('heading', { level: 1, name: 'React widget' })).toBeVisible();
  // StrictMode mounts twice: still one launcher and one app frame.
  await expect(logged(page, 'onReady')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Estimate payments' })).toHaveCount(1);
  await expect(page.locator('iframe[src*="/embed?"]')).toHaveCount(1);
  // React DOM itself (not preact/compat) owns the root: it marks the container with its own key.
  const root = page.locator('#react-demo');
  expect(await root.evaluate((e) => Object.keys(e).some((k) => k.startsWith('__reactContainer$')))).toBe(true);

  const vehicle = page.getByLabel('Vehicle of interest');
  const ids = await vehicle
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect(ids.length).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Shop with Upshift' }).click();
  await expect(overlay(page)).toBeVisible();
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(logged(page, 'onOpen /')).toHaveCount(1);
  await expect(logged(page, 'onTrack page home').first()).toBeVisible();
  const banner = app.getByRole('region', { name: 'Your vehicle of interest' });
  const estimate = banner.getByRole('link', { name: 'Estimate payments' });
  await expect(estimate).toHaveAttribute('href', new RegExp(`vehicles/${ids[0]}`));
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(logged(page, 'onClose')).toHaveCount(1);

  // A new vehicle prop reaches the open app through setVehicle, without a reload.
  await vehicle.selectOption(ids[1]!);
  await page.getByRole('button', { name: 'Shop with Upshift' }).click();
  await expect(estimate).toHaveAttribute('href', new RegExp(`vehicles/${ids[1]}`));
  await expect(logged(page, 'onReady')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();

  // Unmounting removes everything the loader drew.
  await page.getByRole('button', { name: 'Remove the widget' }).click();
  await expect(page.getByRole('button', { name: 'Estimate payments' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('script[src$="/loader.js"]')).toHaveCount(0);
  await expect(overlay(page)).toHaveCount(0);

  // Mounted again, inline this time: the app renders in the component's own element.
  await page.getByRole('checkbox', { name: 'Inline on this page' }).check();
  await page.getByRole('button', { name: 'Add the widget' }).click();
  await expect(logged(page, 'onReady')).toHaveCount(2);
  await expect(page.locator('.react-inline iframe[src*="inline=1"]')).toHaveCount(1);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Estimate payments' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the React page fits a 375 px phone and stays accessible', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/react?locale=es');
  await expect(logged(page, 'onReady')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Shop with Upshift' }).click();
  // The loader's overlay speaks the locale prop.
  await expect(page.getByRole('dialog', { name: 'Compra de vehículos' })).toBeVisible();
  await expect(appFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

// `onLead` reaches the React page when the shopper becomes a lead in the widget (an email to the dealer).
test.describe('onLead', () => {
  // A client of its own (the e2e server trusts X-Forwarded-For): the contact calls' rate limit is this test's alone.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.251' } });

  test('the React page hears the lead once the dealer has the email', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/react');
    await expect(logged(page, 'onReady')).toHaveCount(1);
    await page.getByRole('button', { name: 'Shop with Upshift' }).click();
    const app = appFrame(page);
    const email = await openEmailDialog(app);
    await email.getByLabel('Question/Comments').fill(`Is it still on the lot? ${Date.now()}`);
    await email.getByLabel('Reply to address').fill('react.lead@example.com');
    await expect(logged(page, /^onLead/)).toHaveCount(0);
    await email.getByRole('button', { name: 'Send' }).click();
    await expect(email.getByRole('heading', { name: 'Your email has been sent' })).toBeVisible();
    await expect(logged(page, 'onLead email')).toHaveCount(1);
  });
});

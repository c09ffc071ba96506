/**
 * The integrator console on the demo dealer site: pick a campaign, mount, mode,
 * locale and flags, Apply, and the widget reloads with them while the live log shows its events.
 */
import { expect, test } from '@playwright/test';
import { appFrame } from './helpers.ts';
import { upshift } from './shell-helpers.ts';

test('the integrator console applies a configuration and logs ready, navigate and open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrator console' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Event log' });
  const status = page.getByRole('status').filter({ hasText: 'Widget reloaded' });
  const entry = (name: string) => log.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  await expect(entry('ready')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear log' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(0);

  await page.getByLabel('Campaign').selectOption('bmw-upgrade');
  await page.getByRole('group', { name: 'Mount' }).getByLabel('Iframe').check();
  await page.getByRole('group', { name: 'Mode' }).getByLabel('Inline').check();
  await page.getByLabel('Locale').selectOption('es');
  await page.getByRole('checkbox', { name: 'KUNI_NAME_CHANGE_BANNER' }).check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(status).toHaveText(
    'Widget reloaded: data-campaign=bmw-upgrade, data-target=#upshift-console-target, data-locale=es, ' +
      'data-flags=KUNI_NAME_CHANGE_BANNER,NEW_BMW_PROMOTIONAL_BANNER,NON_PINNED_REDUCED_SIGN_UP_FLOW,UPDATED_TRADE_MODAL_DISPLAY',
  );
  // The widget renders inline, in Spanish, with the flag the integrator turned on.
  const app = appFrame(page);
  await expect(app.getByText('¡Visítenos en nuestra nueva ubicación!')).toBeVisible();
  await expect(entry('ready')).toHaveCount(1);
  await expect(page.locator('#console-code')).toContainText('data-campaign="bmw-upgrade"');

  const scrollBefore = await page.evaluate(() => window.scrollY);
  await upshift(page, 'navigate', '/account/login');
  await expect(entry('navigate').first()).toContainText('/account/login');
  // The inline app moves focus to its new page without scrolling the dealer's page.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

  const overlayMode = page.getByRole('group', { name: 'Mode' }).getByLabel('Overlay');
  await overlayMode.check();
  await expect(overlayMode).toBeChecked();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(status).toContainText('data-campaign=bmw-upgrade, data-locale=es');
  await page.getByRole('button', { name: 'Open the widget' }).click();
  await expect(entry('open')).toHaveCount(1);
  await expect(appFrame(page).getByText('¡Visítenos en nuestra nueva ubicación!')).toBeVisible();
});

/**
 * The integrator console on the demo dealer site: pick a campaign, mount, mode,
 * locale and flags, Apply, and the widget reloads with them while the live log shows its events;
 * its menu reaches the sandbox pages, and Copy copies the dealer's embed code it shows.
 */
import { expect, test } from '@playwright/test';
import { appFrame, expectNoAxeViolations, tabTo } from './helpers.ts';
import { upshift } from './shell-helpers.ts';

test('the integrator console applies a configuration and logs ready, navigate and open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/console');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrator console' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Event log' });
  const status = page.getByRole('status').filter({ hasText: 'Widget reloaded' });
  const entry = (name: string) => log.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
  // The overlay's app loads on the idle prefetch (idle time, 4 s at most), as in loader-prefetch.spec.ts.
  await expect(entry('ready')).toHaveCount(1, { timeout: 15_000 });
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

test('the console menu reaches every sandbox page, by keyboard too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, title] of [
    ['Outbox', 'Outbox'],
    ['Call center', 'Call center queue'],
    ['Credit bureau', 'Credit bureau'],
    ['Sandbox lender', 'Sandbox lender'],
    ['Lead inbox', 'Lead inbox'],
  ] as const) {
    await page.goto('/console');
    const target = nav.getByRole('link', { name: link, exact: true });
    await tabTo(page, target);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    // And back again from that page's menu.
    await nav.getByRole('link', { name: 'Integrator console' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrator console' })).toBeVisible();
  }
});

test("the console shows the dealer's embed code and Copy puts exactly that on the clipboard", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/console?campaign=toyota-shop');
  const code = page.locator('#console-code');
  const copied = page.getByRole('status').filter({ hasText: 'Copied' });

  // Shadow DOM, inline: the preview renders in the console, the code shown in the dealer's own element.
  await page.getByRole('group', { name: 'Mount' }).getByLabel('Shadow DOM').check();
  await page.getByRole('group', { name: 'Mode' }).getByLabel('Inline').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Widget reloaded' })).toContainText(
    'data-target=#upshift-console-target',
  );
  await expect(code).toContainText('data-target="#upshift"');
  const shown = (await code.textContent()) ?? '';
  expect(shown.split('\n')[0]).toBe('<div id="upshift"></div>');
  expect(shown).toContain('data-campaign="toyota-shop" data-mount="shadow" data-target="#upshift"');
  expect(shown).not.toContain('upshift-console-target');
  // The integrator kept the campaign's flags: nothing to override.
  expect(shown).not.toContain('data-flags');

  const copy = page.getByRole('button', { name: 'Copy embed code' });
  await tabTo(page, copy);
  await page.keyboard.press('Enter');
  await expect(copied).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await expectNoAxeViolations(page);

  // A flag turned off is the integrator's choice: the code carries it, and Copy copies the new code.
  await page.getByRole('checkbox', { name: 'HIDE_FLOATING_FOOTERS' }).uncheck();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(copied).toHaveCount(0);
  await expect(code).toContainText('data-flags="GHOST_ACCOUNT_REGISTER_FEATURE,TOYOTA_PROMOTIONAL_BANNER"');
  await copy.click();
  await expect(copied).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
});

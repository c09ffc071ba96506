import { expect, test } from '@playwright/test';
import { appFrame, expectNoAxeViolations, openWithLauncher, overlay } from './helpers.ts';
import { openSignIn } from './shell-helpers.ts';

test.describe('overlay mount on the dealer site', () => {
  test('launcher opens the overlay, the shopper navigates inside, Close closes and focus returns', async ({ page }) => {
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Estimate payments' }).last();
    await openWithLauncher(page);
    await expect(overlay(page)).toHaveAttribute('aria-modal', 'true');
    const app = appFrame(page);
    await openSignIn(app);
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect(overlay(page)).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('Esc pressed inside the iframe closes the overlay', async ({ page }) => {
    await page.goto('/');
    await openWithLauncher(page);
    await appFrame(page).getByRole('link', { name: 'Skip to main content' }).focus();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
  });

  test('a data-upshift-open button opens that route and gets focus back', async ({ page }) => {
    await page.goto('/');
    const opener = page.locator('[data-upshift-open^="/no-profile/vehicles/"]').first();
    await opener.click();
    await expect(overlay(page)).toBeVisible();
    await expect(appFrame(page).getByText('Sale price', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the host page behind is inert and its scroll position and styles are restored', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/inventory');
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => ({
      y: window.scrollY,
      body: document.body.getAttribute('style'),
      html: document.documentElement.getAttribute('style'),
    }));
    await openWithLauncher(page);
    const inertChildren = await page.evaluate(
      () => [...document.body.children].filter((el) => (el as HTMLElement).inert).length,
    );
    expect(inertChildren).toBeGreaterThan(0);
    await expect(page.locator('body')).toHaveCSS('position', 'fixed');
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect(overlay(page)).toBeHidden();
    const after = await page.evaluate(() => ({
      y: window.scrollY,
      body: document.body.getAttribute('style'),
      html: document.documentElement.getAttribute('style'),
    }));
    expect(after).toEqual(before);
    // The host's own elements, that is: the widget's closed overlay stays inert until opened again.
    const stillInert = await page.evaluate(
      () => [...document.body.children].filter((el) => el.id !== 'upshift-r' && (el as HTMLElement).inert).length,
    );
    await expect(page.locator('#upshift-r')).toHaveJSProperty('inert', true);
    expect(stillInert).toBe(0);
  });

  test('Back steps back inside the app, then closes; once closed Back is the host page’s own', async ({ page }) => {
    await page.goto('/inventory');
    await page.getByRole('link', { name: 'Home' }).first().click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await openWithLauncher(page);
    const app = appFrame(page);
    await openSignIn(app);
    await page.goBack();
    await expect(overlay(page)).toBeVisible();
    await expect(app.getByRole('heading', { level: 1, name: 'Sign in' })).toBeHidden();
    await page.goBack();
    await expect(overlay(page)).toBeHidden();
    // Open, move inside, close with the button: history must be as if the widget were never there.
    await openWithLauncher(page);
    await openSignIn(app);
    await overlay(page).getByRole('button', { name: 'Close' }).click();
    await expect(overlay(page)).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/inventory/);
  });

  test('the overlay is full-screen on a phone and above the host’s huge z-indexes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await openWithLauncher(page);
    const box = await overlay(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    const topmost = await page.evaluate(() => {
      const el = document.elementFromPoint(187, 30);
      return Boolean(el?.closest('[role="dialog"]'));
    });
    expect(topmost).toBe(true);
  });

  test('the open overlay has no axe violations', async ({ page }) => {
    await page.goto('/');
    await openWithLauncher(page);
    await expectNoAxeViolations(page);
  });
});

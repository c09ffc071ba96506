import { expect, test } from '@playwright/test';
import { appFrame, expectNoAxeViolations, overlay } from './helpers.ts';
import { openSignIn } from './shell-helpers.ts';

test('inline mode renders in the page and grows with its content', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/inline');
  const frame = page.locator('iframe[src*="/embed?"]');
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(overlay(page)).toHaveCount(0);
  // The iframe is as tall as the app's content: no inner scrollbar.
  await expect
    .poll(async () => {
      const frameHeight = (await frame.boundingBox())?.height ?? 0;
      const contentHeight = await app.locator('.upshift-root').evaluate((el) => el.getBoundingClientRect().height);
      return Math.abs(frameHeight - contentHeight);
    })
    .toBeLessThan(2);
  const homeHeight = (await frame.boundingBox())?.height ?? 0;
  await openSignIn(app);
  await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).not.toBe(homeHeight);
  await expectNoAxeViolations(page);
});

test('shadow mount keeps styles inside its shadow root and ignores the host’s root font size', async ({ page }) => {
  await page.goto('/shadow');
  await page.getByRole('button', { name: 'Estimate payments' }).last().click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).getByRole('heading', { level: 1 })).toBeVisible();
  // The host sets html { font-size: 10px }; the app's 28px heading must not shrink.
  const mounted = await page.evaluate(() => {
    const host = [...document.querySelectorAll('*')].find((el) => el.shadowRoot?.querySelector('.upshift-root'));
    const h1 = host?.shadowRoot?.querySelector('h1');
    return {
      fontSize: h1 ? getComputedStyle(h1).fontSize : null,
      themeInShadow: Boolean(host?.shadowRoot?.querySelector('link[href*="/assets/theme-"]')),
      themeOnPage: [...document.styleSheets].some((s) => s.href?.includes('/assets/theme-')),
      hostUrl: location.pathname,
    };
  });
  expect(mounted).toEqual({ fontSize: '28px', themeInShadow: true, themeOnPage: false, hostUrl: '/shadow' });
  // In-app navigation routes in memory: the dealer's URL stays put.
  await openSignIn(overlay(page));
  await expect(page).toHaveURL(/\/shadow$/);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
});

test('the shadow mount calls the API cross-origin and shows a vehicle', async ({ page }) => {
  await page.goto('/shadow');
  await page.locator('[data-upshift-open^="/no-profile/vehicles/"]').first().click();
  await expect(overlay(page).getByText('Sale price', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`shadow overlay at ${String(viewport.width)} px: its close button takes a click and the floating buttons stay inside the panel`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/shadow');
    await page.getByRole('button', { name: 'Estimate payments' }).last().click();
    await expect(overlay(page).getByRole('heading', { level: 1 })).toBeVisible();
    const panel = (await page.locator('#upshift-p').boundingBox())!;
    // The contact button and the dealer's chat launcher (its own frame): as in the iframe mount,
    // nothing of the app floats on the dimmed dealer page.
    const floating = [
      overlay(page).getByRole('button', { name: 'Talk to a personal shopper', exact: true }),
      overlay(page).locator('iframe'),
    ];
    for (const piece of floating) {
      await expect(piece).toBeVisible();
      const box = (await piece.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(panel.x);
      expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
      expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height);
    }
    // A real click (Playwright refuses one that something covers), not Escape.
    await page.getByRole('button', { name: 'Close', exact: true }).click({ timeout: 5000 });
    await expect(overlay(page)).toBeHidden();
  });
}

test('inline, a page the shopper moves to starts at its heading, under the site’s sticky header, not behind it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inline');
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  // A car far down the widget's home: the page has scrolled well past the widget's top.
  const details = app
    .getByRole('main')
    .getByRole('link', { name: /^20\d\d / })
    .last();
  await details.scrollIntoViewIfNeeded();
  await details.click();
  const heading = app.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(/^Shop /);
  const header = page.locator('.site-header');
  await expect
    .poll(async () => {
      const [h1Box, headerBox] = await Promise.all([heading.boundingBox(), header.boundingBox()]);
      return h1Box && headerBox ? h1Box.y >= headerBox.y + headerBox.height && h1Box.y < 844 : false;
    })
    .toBe(true);
  // At the element's centre is the heading itself, nothing of the dealer's page over it.
  const box = (await heading.boundingBox())!;
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.tagName ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe('IFRAME');
});

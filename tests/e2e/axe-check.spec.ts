/**
 * The accessibility check every journey leans on finds what it must: a button with no name inside the
 * app, in the dealer site's cross-origin iframe (axe's partial results joined across frames), in the
 * shadow mount and standalone (axe run in the one document).
 */
import { expect, test, type Frame, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers.ts';
import { openInShadow, openOnSite, openStandalone } from './shell-helpers.ts';

/** Adds a nameless button to the app's main region, in the frame or document that holds it. */
async function breakApp(where: Page | Frame): Promise<void> {
  await where.evaluate(() => {
    const host = document.querySelector('[data-upshift-shadow]')?.shadowRoot ?? document;
    host.querySelector('#main-content')?.append(document.createElement('button'));
  });
}

const appFrameOf = (page: Page): Frame => {
  const frame = page.frames().find((f) => f.url().includes('/embed?'));
  if (!frame) throw new Error('no app frame');
  return frame;
};

for (const [mode, open, target] of [
  ['in the iframe', (page: Page) => openOnSite(page, 'demo-ecommerce'), appFrameOf],
  ['in the shadow mount', (page: Page) => openInShadow(page, 'demo-ecommerce'), (page: Page) => page],
  ['standalone', (page: Page) => openStandalone(page), (page: Page) => page],
] as const) {
  test(`the axe check passes a clean app and fails a nameless button ${mode}`, async ({ page }) => {
    await open(page);
    await expectNoAxeViolations(page);
    await breakApp(target(page));
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
  });
}

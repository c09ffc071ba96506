import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

export { SITE, APP, THIRD } from '../../playwright.config.ts';

/** The overlay dialog on the dealer page. */
export const overlay = (page: Page) => page.getByRole('dialog', { name: 'Vehicle shopping' });

/** The app inside the overlay (or inline) iframe. */
export const appFrame = (page: Page): FrameLocator => page.frameLocator('iframe[src*="/embed?"]');

/** Opens the overlay with the launcher and waits until the app shows its home page. */
export async function openWithLauncher(page: Page) {
  await page.getByRole('button', { name: 'Estimate payments' }).last().click();
  await expect(overlay(page)).toBeVisible();
  await expect(appFrame(page).getByRole('heading', { level: 1 })).toBeVisible();
}

/** Zero axe-core violations (WCAG 2.1 AA), inside frames too. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * The demo user's trade was revalued, so right after signing in on a campaign with
 * UPDATED_TRADE_MODAL_DISPLAY the updated-trade modal opens; it only closes with its button.
 */
export async function closeUpdatedTradeModal(app: Page | FrameLocator | Locator) {
  const modal = app.getByRole('dialog', { name: 'Your Trade Value has been Updated' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(modal).toBeHidden();
}

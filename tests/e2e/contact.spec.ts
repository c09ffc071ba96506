/**
 * The chat modal 'How can we help?' (seed 001 §2, §4, §9): the personal shopper
 * card, opened from the floating contact button, the menu's Personal Shopper and home, by pointer and
 * by keyboard, in the dealer site's third-party iframe and standalone; axe-clean while open, and
 * focus goes back to what opened it.
 */
import { expect, test, type Page } from '@playwright/test';
import { APP, expectNoAxeViolations, overlay } from './helpers.ts';
import { navBar, openOnSite, type Scope } from './shell-helpers.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const SHOPPER = 'Sofía Ramírez';

type Mode = { name: string; open: (page: Page) => Promise<Scope> };

const MODES: Mode[] = [
  { name: 'in the iframe', open: (page) => openOnSite(page, 'demo-ecommerce') },
  {
    name: 'standalone',
    open: async (page) => {
      await page.goto(`${APP}/`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      return page;
    },
  },
];

const chatModal = (app: Scope) => app.getByRole('dialog', { name: 'How can we help?' });

async function expectCard(app: Scope) {
  const modal = chatModal(app);
  await expect(modal).toBeVisible();
  const card = modal.getByRole('region', { name: SHOPPER });
  await expect(card.getByText('With us since 2016')).toBeVisible();
  await expect(card.getByText(`${SHOPPER} speaks Spanish (se habla español).`)).toBeVisible();
  // Chat is hidden: not enabled (seed 001 §2).
  await expect(modal.getByRole('button', { name: 'Chat', exact: true })).toHaveCount(0);
  await expect(modal.getByRole('link', { name: 'Call (503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
}

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test('the floating contact button opens it; axe-clean open; Close gives focus back', async ({ page }) => {
      const app = await mode.open(page);
      const button = app.getByRole('button', { name: 'Talk to a personal shopper' }).last();
      await button.click();
      await expectCard(app);
      await expectNoAxeViolations(page);
      await chatModal(app).getByRole('button', { name: 'Close' }).click();
      await expect(chatModal(app)).toHaveCount(0);
      await expect(button).toBeFocused();
      if (mode.name === 'in the iframe') await expect(overlay(page)).toBeVisible();
    });

    test("by keyboard from the menu's Personal Shopper; Esc closes it alone and focus returns to the menu", async ({
      page,
    }) => {
      const app = await mode.open(page);
      const toggle = navBar(app).getByRole('button', { name: 'Menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = app.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Get Pre-Qualified' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('button', { name: 'Personal Shopper' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expectCard(app);
      await expect(menu).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(chatModal(app)).toHaveCount(0);
      await expect(toggle).toBeFocused();
      if (mode.name === 'in the iframe') await expect(overlay(page)).toBeVisible();
    });

    test('by keyboard from the floating button and from home', async ({ page }) => {
      const app = await mode.open(page);
      const floating = app.getByRole('button', { name: 'Talk to a personal shopper' }).last();
      await floating.focus();
      await page.keyboard.press('Enter');
      await expectCard(app);
      await page.keyboard.press('Escape');
      await expect(floating).toBeFocused();

      const home = app
        .getByRole('region', { name: 'What you can do here' })
        .getByRole('button', { name: /^Talk to a personal shopper/ });
      await home.focus();
      await page.keyboard.press('Space');
      await expectCard(app);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(home).toBeFocused();
    });
  });
}

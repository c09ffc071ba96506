/**
 * White-label details a dealer's shoppers see: the phone tab bar's sign-in looks like the links
 * beside it, and a campaign outside the buy-at-home program never says BUY@HOME.
 */
import { expect, test } from '@playwright/test';
import { APP, expectNoAxeViolations } from './helpers.ts';

test.use({ baseURL: APP });

test('on a phone the tab bar’s Log In looks like its neighbours', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick actions' });
  const logIn = bar.getByRole('button', { name: 'Log In' });
  await expect(logIn).toBeVisible();
  const look = (el: Element) => {
    const c = getComputedStyle(el);
    return [c.color, c.backgroundColor, c.borderTopWidth, c.fontSize, c.fontWeight, c.fontFamily, el.clientHeight];
  };
  expect(await logIn.evaluate(look)).toEqual(await bar.getByRole('link', { name: 'Home' }).evaluate(look));
});

test('the benefits sign-up of a white-label campaign does not name BUY@HOME', async ({ page }) => {
  await page.goto('/account/register/ghost');
  await expect(page.getByRole('heading', { level: 1, name: 'Your shopping benefits' })).toBeVisible();
  await expect(page.getByText(/BUY@HOME/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

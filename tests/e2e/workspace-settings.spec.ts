/**
 * The lead settings in the dealer workspace (/dealer/settings/leads): Sunbelt's manager finds them in the nav,
 * is refused a window out of range on the field, saves another and reads it back; Riverside's agent has no
 * link and is told the page is a manager's. Axe-clean and without sideways scroll at 390 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInStaff } from './staff.ts';
import { APP, expectNoAxeViolations } from './helpers.ts';

test.use({
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);

async function checkBothWidths(page: Page) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await fits(page), `fits ${viewport.width} px`).toBe(true);
  }
}

test('Sunbelt’s manager changes the thread window; an agent cannot open the page', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@sunbelt.test');
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: 'Lead settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead settings' })).toBeVisible();
  const hours = page.getByRole('textbox', { name: 'Thread window (hours)' });
  await expect(hours).not.toHaveValue('');
  const before = await hours.inputValue();
  await expect(page.getByRole('group', { name: 'Always a new lead' })).toBeVisible();
  await checkBothWidths(page);

  await hours.fill('800');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(hours).toBeFocused();
  await expect(page.getByText('Enter a whole number of hours from 0 to 720.')).toBeVisible();

  // A longer window than any journey here lasts: leads written meanwhile thread as they would have.
  const changed = before === '96' ? '120' : '96';
  await hours.fill(changed);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(hours).toHaveValue(changed);
  await hours.fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');

  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const agent = await staff.newPage();
  await agent.goto(`${APP}/dealer/settings/leads`);
  await signInStaff(agent, 'agent@riverside.test');
  await expect(agent.getByText('Only a dealer manager can see this.')).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Lead settings' })).toHaveCount(0);
  await staff.close();
});

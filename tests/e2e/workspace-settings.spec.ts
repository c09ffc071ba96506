/**
 * The lead settings in the dealer workspace (/dealer/settings/leads): Sunbelt's manager finds them in the nav,
 * is refused a window out of range on the field, saves another and reads it back, then reverts it from the change
 * history; Riverside's agent has no
 * link and is told the page is a manager's. Sunbelt's manager sends a test lead to the sandbox CRM and reads
 * its answer. Axe-clean and without sideways scroll at 390 and 1280 px.
 */
import { expect, test } from '@playwright/test';
import { expectFitsBothWidths, followNavLink, signInStaff } from './staff.ts';
import { APP } from './helpers.ts';

test.use({
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

test('Sunbelt’s manager changes the thread window; an agent cannot open the page', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@sunbelt.test');
  await followNavLink(page, 'Lead settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead settings' })).toBeVisible();
  const hours = page.getByRole('textbox', { name: 'Thread window (hours)' });
  await expect(hours).not.toHaveValue('');
  const before = await hours.inputValue();
  await expect(page.getByRole('group', { name: 'Always a new lead' })).toBeVisible();
  await expectFitsBothWidths(page);

  await hours.fill('800');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(hours).toBeFocused();
  await expect(page.getByText('Enter a whole number of hours from 0 to 720.')).toBeVisible();

  // A longer window than any journey here lasts: leads written meanwhile thread as they would have.
  const changed = before === '96' ? '120' : '96';
  await hours.fill(changed);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Saved.');
  await page.reload();
  await expect(hours).toHaveValue(changed);
  // The change is a version in the history, and reverting it by keyboard restores the window before it.
  const history = page.getByRole('region', { name: 'Lead settings: change history' });
  await history.getByRole('button', { name: /^Show the versions/ }).click();
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('manager@sunbelt.test');
  await expect(newest).toContainText('Thread window');
  await expectFitsBothWidths(page);
  await history.getByRole('button', { name: 'Revert to the previous version' }).focus();
  await page.keyboard.press('Enter');
  await history
    .getByRole('group', { name: 'Revert to the previous version' })
    .getByRole('button', { name: 'Revert to the previous version' })
    .press('Enter');
  await expect(history.getByRole('status')).toHaveText(/^Reverted to version \d+\.$/);
  await expect(hours).toHaveValue(before);
  await expect(history.getByRole('row').nth(1)).toContainText(/Reverted to version \d+: Thread window/);

  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const agent = await staff.newPage();
  await agent.goto(`${APP}/dealer/settings/leads`);
  await signInStaff(agent, 'agent@riverside.test');
  await expect(agent.getByText('Only a dealer manager can see this.')).toBeVisible();
  await expect(agent.getByRole('link', { name: 'Lead settings' })).toHaveCount(0);
  await staff.close();
});

test('Sunbelt’s manager sends a test lead to the sandbox CRM and sees it delivered', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP}/dealer/settings/leads`);
  await signInStaff(page, 'manager@sunbelt.test');
  const section = page.getByRole('region', { name: 'Where leads go' });
  const http = section.getByRole('radio', { name: 'HTTP POST to the CRM’s URL' });
  const url = section.getByRole('textbox', { name: 'CRM URL' });
  const save = section.getByRole('button', { name: 'Save where leads go' });
  // The seed sends Sunbelt's leads to the sandbox CRM; a run that stopped midway may have left another URL.
  await expect(http).toBeChecked();
  if ((await url.inputValue()) !== '') {
    await url.fill('');
    await save.click();
    await expect(section.getByRole('status').first()).toHaveText('Saved.');
  }

  // A URL this deployment refuses stays on its field, unsaved.
  await url.fill('http://crm.example.com/adf');
  await save.click();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  await expect(url).toBeFocused();
  await page.reload();
  await expect(url).toHaveValue('');

  const send = section.getByRole('button', { name: 'Send a test lead' });
  await send.focus();
  await page.keyboard.press('Enter');
  const result = section.getByRole('status').nth(1);
  await expect(result).toContainText(
    /Test lead delivered to http:\/\/localhost:\d+\/crm\/adf: the CRM answered HTTP 200\./,
  );
  await expect(result).toContainText('"duplicate":false');
  await expectFitsBothWidths(page);
});

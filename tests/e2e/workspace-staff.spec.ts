/**
 * The Staff page (/dealer/staff): Riverside's manager invites a new agent, whose invitation arrives in
 * the sandbox outbox; its link sets a password and leads on to the authenticator's QR code. Riverside's
 * agent is told the page is a manager's. Axe-clean and without sideways scroll at 390 px.
 */
import { expect, test } from '@playwright/test';
import { followNavLink, signInStaff } from './staff.ts';
import { APP, expectNoAxeViolations, SITE } from './helpers.ts';

test.use({
  // A client of this file's own (the e2e server trusts X-Forwarded-For): its rate limits stay here.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern.
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': `203.0.113.${String(1 + Math.floor(Math.random() * 250))}` });
  },
});

test('a manager invites an agent who sets a password and reaches enrolment; an agent cannot open the page', async ({
  page,
  browser,
}) => {
  const email = `new-agent-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@riverside.test`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP}/dealer`);
  await signInStaff(page, 'manager@riverside.test');
  await followNavLink(page, 'Staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Name' }).fill('Nia Newcomer');
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('AGENT');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toContainText(`Invitation sent to ${email}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Invitation sent');

  // The link, read from the sandbox outbox as the invitee would read their mail.
  const outbox = await page.context().newPage();
  await outbox.goto(`${SITE}/outbox`);
  const row = outbox.getByRole('row').filter({ hasText: email }).first();
  await expect(row).toBeVisible();
  const link = /https?:\/\/\S+\/dealer\/sign-in\/invite\?token=[0-9a-f]{64}/.exec(await row.innerText())?.[0];
  expect(link, 'the invitation link').toBeTruthy();
  await outbox.close();

  const invitee = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const newcomer = await invitee.newPage();
  await newcomer.goto(link!);
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  await newcomer.getByLabel('New password').fill('a-good-long-password');
  await newcomer.getByLabel('Repeat the password').fill('a-good-long-password');
  await newcomer.keyboard.press('Enter');
  await expect(newcomer.getByRole('heading', { level: 1, name: 'Set up your authenticator' })).toBeVisible();
  await expect(newcomer.getByRole('img', { name: /QR code/ })).toBeVisible();
  // The link is good once.
  await newcomer.goto(link!);
  await newcomer.getByLabel('New password').fill('a-good-long-password');
  await newcomer.getByLabel('Repeat the password').fill('a-good-long-password');
  await newcomer.keyboard.press('Enter');
  await expect(newcomer.getByRole('alert')).toContainText('expired or has already been used');
  await invitee.close();

  const staff = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const agent = await staff.newPage();
  await agent.goto(`${APP}/dealer/staff`);
  await signInStaff(agent, 'agent@riverside.test');
  await expect(agent.getByText('Only a dealer manager can see this.')).toBeVisible();
  await expect(agent.getByRole('navigation').getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await staff.close();
});

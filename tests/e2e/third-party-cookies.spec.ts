import { expect, test } from '@playwright/test';
import { appFrame, closeUpdatedTradeModal, openWithLauncher, overlay } from './helpers.ts';
import { openSignIn } from './shell-helpers.ts';

// This file runs in Chromium started with third-party cookies blocked (see playwright.config.ts).
test('signing in inside the cross-site iframe survives a reopen with third-party cookies blocked', async ({ page }) => {
  await page.goto('/');
  await openWithLauncher(page);
  const app = appFrame(page);
  await openSignIn(app);
  await app.getByLabel('Email').fill('demo@upshift.test');
  await app.getByLabel('Password').fill('Upshift!23');
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  await closeUpdatedTradeModal(app);
  await expect(app.getByText('Hi, Alex')).toBeVisible();
  // A full reload of the dealer page makes a fresh iframe: only the partitioned cookie can carry the session.
  await page.reload();
  await openWithLauncher(page);
  await expect(appFrame(page).getByText('Hi, Alex')).toBeVisible();
  await expect(overlay(page)).toBeVisible();
});

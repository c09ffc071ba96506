import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SITE } from '../../playwright.config.ts';

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

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// Only violations are read: axe skips the details of every passing node.
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
// The minified build: the builder sends axe to every frame at every check, and the default is 1.3 MB of source.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Axe = {
  run: (context: Document, options: RunOptions) => Promise<AxeResults>;
  finishRun: (partials: unknown, options: RunOptions) => Promise<AxeResults>;
};

/** Zero axe-core violations (WCAG 2.1 AA), inside frames too. */
export async function expectNoAxeViolations(page: Page) {
  let violations: Result[];
  if (page.frames().length === 1) {
    // One document (standalone, the shadow mount without frames): axe runs in it directly, a third of the
    // builder's cost, which gathers and joins partial results to reach into cross-origin frames.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    ({ violations } = await page.evaluate(
      (options) => (window as unknown as { axe: Axe }).axe.run(document, options),
      AXE_OPTIONS,
    ));
  } else {
    const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(AXE_TAGS).options(AXE_OPTIONS);
    // The frames' partial results are joined in the page under test, which analyze() has given axe already:
    // the builder's own way opens a blank page and loads axe again for every check, half of each check's time.
    (builder as unknown as { finishRun: (partials: unknown) => Promise<unknown> }).finishRun = (partials) =>
      page.evaluate(([all, options]) => (window as unknown as { axe: Axe }).axe.finishRun(all, options), [
        partials,
        AXE_OPTIONS,
      ] as const);
    ({ violations } = await builder.analyze());
  }
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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

/**
 * After the host page is opened afresh, closes the updated-trade modal when the app will show it again: whether
 * a cross-site iframe's session storage (where the app records that it told the shopper) outlives the host
 * page's navigation is the browser's choice (Chromium drops it, its headless shell keeps it).
 */
export async function closeUpdatedTradeModalIfUntold(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/embed?'));
  if (!frame) throw new Error('no app iframe on the page');
  const told = await frame.evaluate(() =>
    Object.keys(sessionStorage).some(
      (key) => key.endsWith('updatedUserAboutNewTradeValue') && sessionStorage.getItem(key) === 'true',
    ),
  );
  if (!told) await closeUpdatedTradeModal(appFrame(page));
}

/** The newest code sent to `recipient`, read from the outbox page as a tester would. */
export async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    const row = outbox.getByRole('row').filter({ hasText: recipient }).first();
    // Refresh until the message is there, as a tester would.
    await expect(async () => {
      await outbox.goto(`${SITE}/outbox`);
      await expect(outbox.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
      await expect(row).toBeVisible({ timeout: 500 });
    }).toPass();
    const message = await row.getByRole('cell').nth(4).innerText();
    const code = /\b(\d{6})\b/.exec(message)?.[1];
    if (!code) throw new Error(`no code in the newest message to ${recipient}: ${message}`);
    return code;
  } finally {
    await outbox.close();
  }
}

/**
 * Holds a seeded shopper's inbox for one test: tests that sign in as the same shopper and read their
 * codes from the outbox run one at a time (the newest code must be this test's), whichever worker
 * runs them. A lock directory, taken over when older than `staleMs` (a test killed mid-way).
 */
export async function lockInbox(email: string, staleMs = 180_000): Promise<() => void> {
  return lockDir(join(tmpdir(), `upshift-e2e-inbox-${email.replace(/[^\w.@-]/g, '_')}`), staleMs);
}

/** Takes a lock shared by every worker (a directory made atomically), taken over when older than `staleMs`. */
export async function lockDir(dir: string, staleMs: number): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(dir);
      return () => rmSync(dir, { recursive: true, force: true });
    } catch {
      const age = Date.now() - (statSync(dir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleMs) rmSync(dir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Presses Tab until `target` has focus: the keyboard-only way to reach a control. */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    // The root node's active element: inside a shadow root the document's is the shadow host.
    const focused = (el: Element) => el === (el.getRootNode() as Document | ShadowRoot).activeElement;
    if (await target.evaluate(focused).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The email proof before an account holds an address: the code step shows, the shopper reads the
 * code the sandbox outbox holds for `email`, types it and verifies, by keyboard.
 */
export async function enterEmailCode(page: Page, app: Page | FrameLocator | Locator, email: string): Promise<void> {
  await expect(app.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  const field = app.getByLabel('Verification code');
  await expect(field).toBeFocused();
  const code = await codeFromOutbox(page, email);
  await page.bringToFront();
  await field.focus();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

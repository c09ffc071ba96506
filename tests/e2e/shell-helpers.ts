/**
 * Helpers of the shell journeys: the app loaded on its own at `/embed` (first-party, so its
 * storage persists across reloads), or embedded on the dealer site, plus sign-in and host events.
 */
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { APP, appFrame, closeUpdatedTradeModal, overlay } from './helpers.ts';

export type Scope = Page | FrameLocator | Locator;

export const DEMO = { email: 'demo@upshift.test', password: 'Upshift!23' } as const;
/** The second demo user: no revalued trade, so no updated-trade modal after signing in. */
export const JORDAN = { email: 'jordan@upshift.test', password: 'Jordan#2026' } as const;

type EmbedOptions = {
  route?: string;
  /** Inline (overlay mode off) unless false. */
  inline?: boolean;
  vehicle?: string;
  ref?: string;
  flags?: string;
};

/** The app's iframe document, loaded directly at the app origin: `/embed?campaign=…#route`. */
export function embedUrl(campaign: string, o: EmbedOptions = {}): string {
  const query = new URLSearchParams({ campaign });
  if (o.inline !== false) query.set('inline', '1');
  if (o.vehicle) query.set('vehicle', o.vehicle);
  if (o.ref) query.set('ref', o.ref);
  if (o.flags) query.set('flags', o.flags);
  return `${APP}/embed?${query.toString()}#${o.route ?? '/'}`;
}

/** Loads the app at `/embed` and waits for its page heading. */
export async function openEmbed(page: Page, campaign: string, o: EmbedOptions = {}): Promise<Page> {
  await page.goto(embedUrl(campaign, o));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page;
}

type Upshift = (...args: unknown[]) => void;

/** Calls the loader's public API on the dealer page. */
export async function upshift(page: Page, ...args: unknown[]): Promise<void> {
  await page.evaluate((a) => (window as unknown as { Upshift: Upshift }).Upshift(...a), args);
}

/** Records the host-side events `names` into `window.__events` (name and payload). */
export async function recordHostEvents(page: Page, names: readonly string[]): Promise<void> {
  await page.evaluate((list) => {
    const w = window as unknown as { Upshift: Upshift; __events: { name: string; data: unknown }[] };
    w.__events = [];
    for (const name of list) w.Upshift('on', name, (data: unknown) => w.__events.push({ name, data }));
  }, names);
}

export async function hostEvents(page: Page): Promise<{ name: string; data: Record<string, unknown> }[]> {
  return page.evaluate(
    () => (window as unknown as { __events: { name: string; data: Record<string, unknown> }[] }).__events,
  );
}

/** Opens the overlay on the dealer site of `campaign` at `route`; returns the app's frame. */
export async function openOnSite(
  page: Page,
  campaign: string,
  route = '/',
  sitePath = '/',
  before?: (page: Page) => Promise<void>,
): Promise<FrameLocator> {
  await page.goto(`${sitePath}${sitePath.includes('?') ? '&' : '?'}campaign=${campaign}`);
  if (before) await before(page);
  await upshift(page, 'open', route);
  await expect(overlay(page)).toBeVisible();
  const app = appFrame(page);
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return app;
}

/** Opens the app on its own at the app origin at `route` and waits for its page heading. */
export async function openStandalone(page: Page, route = '/'): Promise<Page> {
  await page.goto(`${APP}${route}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page;
}

/** Opens the overlay of the dealer site's shadow mount (`/shadow`) at `route`; returns the overlay, which holds the app. */
export async function openInShadow(page: Page, campaign: string, route = '/'): Promise<Locator> {
  await page.goto(`/shadow?campaign=${campaign}`);
  await upshift(page, 'open', route);
  const app = overlay(page);
  await expect(app.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return app;
}

/** Opens the personal shopper's Email dialog from the floating contact button; returns the dialog. */
export async function openEmailDialog(app: Scope): Promise<Locator> {
  await app.getByRole('button', { name: 'Talk to a personal shopper' }).last().click();
  await app
    .getByRole('dialog', { name: 'How can we help?' })
    .getByRole('button', { name: 'Email', exact: true })
    .click();
  return app.getByRole('dialog', { name: 'How can we help you?' });
}

/** The app's navigation bar. */
export const navBar = (app: Scope) => app.getByRole('navigation', { name: 'Main' });

/** The nav bar's sign-in control: a link, or a button where the sign-in link rule opens the ghost modal. */
export function signInControl(app: Scope, name: RegExp = /sign in here|log in/i) {
  const bar = navBar(app);
  return bar.getByRole('link', { name }).or(bar.getByRole('button', { name }));
}

/**
 * Reaches the sign-in page from the navigation bar's sign-in control. The sign-in link rule opens
 * the ghost modal on ecommerce campaigns with its flag: its 'Log in' link leads on from there.
 */
export async function openSignIn(app: Scope): Promise<void> {
  await signInControl(app).first().click();
  const heading = app.getByRole('heading', { level: 1, name: 'Sign in' });
  const ghost = app.getByRole('dialog');
  await expect(heading.or(ghost)).toBeVisible();
  if (await ghost.isVisible()) await ghost.getByRole('link', { name: 'Log in' }).click();
  await expect(heading).toBeVisible();
}

/** Signs in from the navigation bar's sign-in link; closes the updated-trade modal when it opens. */
export async function signIn(
  app: Scope,
  user: { email: string; password: string } = DEMO,
  o: { tradeModal?: boolean } = {},
): Promise<void> {
  await openSignIn(app);
  await app.getByLabel('Email').fill(user.email);
  await app.getByLabel('Password').fill(user.password);
  await app.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (o.tradeModal) await closeUpdatedTradeModal(app);
  await expect(app.getByText(/^Hi, /).first()).toBeVisible();
}

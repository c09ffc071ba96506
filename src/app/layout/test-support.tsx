/**
 * Test wrapper for the shell: a full page context (campaign, visitor and context overrides), the
 * session, an in-memory router at `path`, and the viewport width the screen-size rules read.
 */
import type { ComponentChildren } from 'preact';
import { renderInApp, testContext } from '../../features/listings/test-support.tsx';
import type { Campaign, Dealer, PageContext, Visitor } from '../../contract/page-context.ts';

export const DEALER: Dealer = {
  id: 'd1',
  name: 'Tigard Motors',
  phoneNumber: '5035550100',
  address: '1 Main St',
  city: 'Tigard',
  stateCode: 'OR',
  zipCode: '97223',
  timeZone: 'America/Los_Angeles',
  website: 'https://tigard.example',
};

export type ShellOptions = {
  campaign?: Partial<Campaign>;
  visitor?: Partial<Visitor>;
  context?: Partial<Omit<PageContext, 'campaign' | 'visitor'>>;
  loggedIn?: boolean;
  path?: string;
  /** window.innerWidth before rendering (default 1280, a large screen). */
  width?: number;
};

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

export function shellContext(options: ShellOptions = {}): PageContext {
  const base = testContext(options.campaign, options.loggedIn ?? false);
  return { ...base, dealer: DEALER, ...options.context, visitor: { ...base.visitor, ...options.visitor } };
}

export function renderShell(ui: ComponentChildren, options: ShellOptions = {}) {
  setViewportWidth(options.width ?? 1280);
  return renderInApp(ui, { context: shellContext(options), ...(options.path ? { path: options.path } : {}) });
}

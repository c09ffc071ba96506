/**
 * Test wrapper for the shell: a full page context (campaign, visitor and context overrides), the
 * session, an in-memory router at `path`, and the viewport width the screen-size rules read.
 */
import { signal } from '@preact/signals';
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createSessionModel, SessionContext } from '../../features/auth/index.ts';
import { testContext } from '../../features/listings/test-support.tsx';
import { createNullBridge } from '../../lib/bridge.ts';
import { EnvContext, type AppEnv } from '../../lib/env.tsx';
import type { Campaign, Dealer, PageContext, Visitor } from '../../lib/page-context.ts';

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
  const context = shellContext(options);
  const session = createSessionModel(context.visitor);
  const [path = '/', search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const navigate = vi.fn((to: string, opts?: { replace?: boolean }) => location.navigate(to, opts));
  const env: AppEnv = { context, navigate, host: createNullBridge(), vehicleOfInterestId: signal(null) };
  const view = render(
    <EnvContext.Provider value={env}>
      <SessionContext.Provider value={session}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </SessionContext.Provider>
    </EnvContext.Provider>,
  );
  return { ...view, navigate, session, location, context };
}

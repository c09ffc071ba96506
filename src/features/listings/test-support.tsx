/**
 * Test wrapper for the shop pages: app env, session and an in-memory router, with spies.
 */
import { signal, type Signal } from '@preact/signals';
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createNullBridge, type Bridge } from '../../lib/bridge.ts';
import { EnvContext, type AppEnv } from '../../lib/env.tsx';
import type { Campaign, PageContext } from '../../contract/page-context.ts';
import { createSessionModel, SessionContext } from '../auth/index.ts';
import { testContext as baseTestContext } from '../../lib/test-context.ts';

/** The shop pages' usual context: an ecommerce campaign, optionally a signed-in shopper. */
export function testContext(campaign: Partial<Campaign> = {}, loggedIn = false): PageContext {
  return baseTestContext({
    campaign,
    visitor: loggedIn ? { isLoggedIn: true, userId: 'u1', firstName: 'Ana' } : {},
  });
}

export type AppRenderOptions = {
  loggedIn?: boolean;
  path?: string;
  campaign?: Partial<Campaign>;
  /** A whole context instead of `campaign` + `loggedIn`. */
  context?: PageContext;
  host?: Bridge;
  vehicleOfInterestId?: Signal<string | null>;
};

/** Renders inside the app's providers (env, session, in-memory router): every component test's wrapper. */
export function renderInApp(ui: ComponentChildren, options: AppRenderOptions = {}) {
  const context = options.context ?? testContext(options.campaign, options.loggedIn ?? false);
  const session = createSessionModel(context.visitor);
  const [path = '/', search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const navigate = vi.fn((to: string, opts?: { replace?: boolean }) => location.navigate(to, opts));
  // A full-page navigation: here it moves the router too, and tests tell it from navigate by its spy.
  const reload = vi.fn((to: string, opts?: { replace?: boolean }) => location.navigate(to, opts));
  const env: AppEnv = {
    context,
    navigate,
    reload,
    host: options.host ?? createNullBridge(),
    vehicleOfInterestId: options.vehicleOfInterestId ?? signal(null),
  };
  const view = render(
    <EnvContext.Provider value={env}>
      <SessionContext.Provider value={session}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </SessionContext.Provider>
    </EnvContext.Provider>,
  );
  return { ...view, navigate, reload, session, location, context };
}

/**
 * The one app test harness: a component rendered inside the app's providers (env, session, tour, an in-memory
 * router), with spies on navigation and on the host bridge. Test code only.
 */
import { signal, type Signal } from '@preact/signals';
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Campaign, Dealer, PageContext, Visitor } from '../contract/page-context.ts';
import { createSessionModel, SessionContext } from '../features/auth/index.ts';
import { createTourModel, TourProvider, type TourModel } from '../features/tour/index.ts';
import { createNullBridge, type Bridge } from '../lib/bridge.ts';
import { EnvContext, type AppEnv } from '../lib/env.tsx';
import { SIGNED_IN, testContext, type ContextOverrides } from './context.ts';

export type AppRenderOptions = {
  path?: string;
  /** A signed-in shopper (Ana, u1) unless `visitor` says otherwise. */
  loggedIn?: boolean;
  campaign?: Partial<Campaign>;
  visitor?: Partial<Visitor>;
  dealer?: Dealer | null;
  /** Any other part of the page context (a whole context works too). */
  context?: ContextOverrides;
  /** window.innerWidth before rendering, for the screen-size rules (jsdom's default is 1024). */
  width?: number;
  /** Opened in a verified host page (a dealer's site): `send` records what the app tells it. */
  embedded?: boolean;
  host?: Bridge;
  vehicleOfInterestId?: Signal<string | null> | string | null;
  tour?: TourModel;
};

export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}

/** The page context the options describe. */
export function appContext(options: AppRenderOptions = {}): PageContext {
  const { campaign, visitor, ...rest } = options.context ?? {};
  return testContext({
    ...(options.dealer !== undefined ? { dealer: options.dealer } : {}),
    ...rest,
    campaign: { ...campaign, ...options.campaign },
    visitor: { ...(options.loggedIn ? SIGNED_IN : {}), ...visitor, ...options.visitor },
  });
}

export function renderInApp(ui: ComponentChildren, options: AppRenderOptions = {}) {
  if (options.width !== undefined) setViewportWidth(options.width);
  const context = appContext(options);
  const session = createSessionModel(context.visitor);
  const [path = '/', search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const navigate = vi.fn((to: string, opts?: { replace?: boolean }) => location.navigate(to, opts));
  // A full-page navigation: here it moves the router too, and tests tell it from navigate by its spy.
  const reload = vi.fn((to: string, opts?: { replace?: boolean }) => location.navigate(to, opts));
  const send = vi.fn<Bridge['send']>();
  const host: Bridge = options.host ?? {
    ...createNullBridge(),
    ...(options.embedded ? { verified: true, parentOrigin: 'https://dealer.test' } : {}),
    send,
  };
  const voi = options.vehicleOfInterestId;
  const vehicleOfInterestId = voi instanceof Object ? voi : signal(voi ?? null);
  const tour = options.tour ?? createTourModel();
  const env: AppEnv = { context, navigate, reload, host, vehicleOfInterestId };
  const view = render(
    <EnvContext.Provider value={env}>
      <SessionContext.Provider value={session}>
        <TourProvider model={tour}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {ui}
          </Router>
        </TourProvider>
      </SessionContext.Provider>
    </EnvContext.Provider>,
  );
  return { ...view, navigate, reload, session, location, context, send, tour, vehicleOfInterestId };
}

/**
 * Test wrapper for the shell's banners and modals: app env (context overrides, spy bridge,
 * vehicle of interest), session, a fresh tour, and an in-memory router.
 */
import { signal } from '@preact/signals';
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Bridge } from '../../lib/bridge.ts';
import { EnvContext, type AppEnv } from '../../lib/env.tsx';
import type { Campaign, PageContext } from '../../lib/page-context.ts';
import { createSessionModel, SessionContext } from '../auth/index.ts';
import { testContext } from '../listings/test-support.tsx';
import { createTourModel, TourProvider, type TourModel } from '../tour/index.ts';

export type ShellRenderOptions = {
  loggedIn?: boolean;
  path?: string;
  campaign?: Partial<Campaign>;
  context?: Partial<Omit<PageContext, 'campaign'>>;
  vehicleOfInterestId?: string | null;
  tour?: TourModel;
};

export function renderShell(ui: ComponentChildren, options: ShellRenderOptions = {}) {
  const context: PageContext = { ...testContext(options.campaign, options.loggedIn ?? false), ...options.context };
  const session = createSessionModel(context.visitor);
  const [path = '/', search = ''] = (options.path ?? '/').split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const navigate = vi.fn((to: string, opts?: { replace?: boolean }) => location.navigate(to, opts));
  const send = vi.fn<Bridge['send']>();
  const host: Bridge = { verified: true, parentOrigin: 'https://dealer.test', send, listen: () => () => {} };
  const vehicleOfInterestId = signal(options.vehicleOfInterestId ?? null);
  const env: AppEnv = { context, navigate, host, vehicleOfInterestId };
  const tour = options.tour ?? createTourModel();
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
  return { ...view, navigate, send, session, location, tour, vehicleOfInterestId, context };
}

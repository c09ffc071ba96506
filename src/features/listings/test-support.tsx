/**
 * Test wrapper for the shop pages: app env, session and an in-memory router, with spies.
 */
import { signal } from '@preact/signals';
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createNullBridge } from '../../lib/bridge.ts';
import { EnvContext, type AppEnv } from '../../lib/env.tsx';
import type { Campaign, PageContext } from '../../lib/page-context.ts';
import { createSessionModel, SessionContext } from '../auth/index.ts';

export function testContext(campaign: Partial<Campaign> = {}, loggedIn = false): PageContext {
  return {
    mode: 'standalone',
    overlayEnabled: false,
    locale: 'en',
    apiBase: '',
    refererUrl: null,
    campaign: {
      slug: 'demo',
      name: 'Demo',
      title: 'Demo',
      productId: 102,
      theme: 'default',
      channel: 'ecommerce',
      domain: 'demo.test',
      phoneNumber: null,
      phoneNumberFormatted: null,
      pinEnabled: false,
      warrantyEnabled: false,
      callCenterEnabled: false,
      tenantId: 't1',
      paymentType: 'FINANCE',
      ssos: [],
      noPaymentDays: null,
      programId: null,
      stockTypeConditions: ['NEW', 'USED'],
      cobrowseLicenseKey: null,
      featureFlags: [],
      disabledPages: [],
      allowedOrigins: [],
      ...campaign,
    },
    dealer: null,
    visitor: {
      isLoggedIn: loggedIn,
      userId: loggedIn ? 'u1' : null,
      prospectId: null,
      firstName: loggedIn ? 'Ana' : null,
      lastName: null,
      email: null,
      isMember: false,
      isMemberDisabled: false,
      pinValidated: false,
      userExistForProspect: false,
      autoSendMFA: false,
      displayPinForm: false,
      dealCount: 0,
    },
    financierName: null,
    navBrand: 'Demo Motors',
    vehicleOfInterestId: null,
    error: null,
  };
}

export function renderInApp(
  ui: ComponentChildren,
  options: { loggedIn?: boolean; path?: string; campaign?: Partial<Campaign> } = {},
) {
  const context = testContext(options.campaign, options.loggedIn ?? false);
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
  return { ...view, navigate, session, location };
}

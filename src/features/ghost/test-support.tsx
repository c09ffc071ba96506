/** Renders ghost components in the app's providers with a campaign that has ghost registration. Test code only. */
import type { ComponentChildren } from 'preact';
import { renderInApp } from '../listings/test-support.tsx';
import type { DisableablePage } from '../../contract/page-context.ts';
import { testContext } from '../../lib/test-context.ts';

export const DEALER = {
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

export function renderGhost(
  ui: ComponentChildren,
  options: { path?: string; loggedIn?: boolean; campaignName?: string; disabledPages?: DisableablePage[] } = {},
) {
  const context = {
    ...testContext({
      campaign: {
        featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'],
        ...(options.campaignName ? { name: options.campaignName } : {}),
        ...(options.disabledPages ? { disabledPages: options.disabledPages } : {}),
      },
      visitor: options.loggedIn ? { isLoggedIn: true, userId: 'u1', firstName: 'Ana' } : {},
    }),
    dealer: DEALER,
  };
  return renderInApp(ui, { context, ...(options.path ? { path: options.path } : {}) });
}

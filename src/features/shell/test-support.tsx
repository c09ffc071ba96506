/**
 * Test wrapper for the shell's banners and modals: app env (context overrides, spy bridge,
 * vehicle of interest), session, a fresh tour, and an in-memory router.
 */
import { signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { vi } from 'vitest';
import type { Bridge } from '../../lib/bridge.ts';
import type { Campaign, PageContext } from '../../contract/page-context.ts';
import { renderInApp, testContext } from '../listings/test-support.tsx';
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
  const send = vi.fn<Bridge['send']>();
  const host: Bridge = { verified: true, parentOrigin: 'https://dealer.test', send, listen: () => () => {} };
  const vehicleOfInterestId = signal(options.vehicleOfInterestId ?? null);
  const tour = options.tour ?? createTourModel();
  const view = renderInApp(<TourProvider model={tour}>{ui}</TourProvider>, {
    context,
    host,
    vehicleOfInterestId,
    ...(options.path ? { path: options.path } : {}),
  });
  return { ...view, send, tour, vehicleOfInterestId };
}

/**
 * What every part of the app may read about where it runs: the page context, the mount, how to
 * navigate and how to talk to the host. Provided once by the app root; features read it with
 * `useEnv()` so they never import from `app/`.
 */
import { createContext, useContext } from 'react';
import type { Signal } from '@preact/signals';
import type { PageContext } from '../contract/page-context.ts';
import type { Bridge } from './bridge.ts';

export type AppEnv = {
  context: PageContext;
  /** `skipGuard`: the shopper already answered a save-your-work prompt, so don't ask again. */
  navigate: (to: string, options?: { replace?: boolean; skipGuard?: boolean }) => void;
  /**
   * A full-page navigation: the app starts again at `to` with the page context the server renders
   * now. Only after an event that changes that context (lib/redirect.ts `redirectAfter`).
   */
  reload: (to: string, options?: { replace?: boolean }) => void;
  host: Bridge;
  /** Starts as the context's vehicle of interest; the host may change it with `setVehicle`. */
  vehicleOfInterestId: Signal<string | null>;
};

export const EnvContext = createContext<AppEnv | null>(null);

export function useEnv(): AppEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useEnv() used outside the app root');
  return env;
}

/** The vehicle the shopper shops now: the host's `setVehicle`, or the landing page they opened. */
export function chooseVehicleOfInterest(env: Pick<AppEnv, 'vehicleOfInterestId'>, vehicleId: string): void {
  env.vehicleOfInterestId.value = vehicleId;
}

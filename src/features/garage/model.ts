/**
 * The saved-deal count of the "My Garage" badge. Seed 000 §6: it is fetched only when logged in;
 * logging in fetches it, logging out clears it.
 */
import { computed } from '@preact/signals';
import { createRemote } from '../../lib/remote-data.ts';
import { getSavedDealCount } from './api.ts';

export type GarageCountModel = ReturnType<typeof createGarageCountModel>;

export function createGarageCountModel() {
  const remote = createRemote<{ count: number }>();
  let loggedIn = false;

  /** Follows the session: a change to logged in loads the count, to logged out forgets it. */
  function sync(isLoggedIn: boolean): void {
    if (isLoggedIn === loggedIn) return;
    loggedIn = isLoggedIn;
    if (isLoggedIn) void remote.run(getSavedDealCount);
    else remote.reset();
  }

  /** After a save adds a deal; does nothing for a visitor who is not logged in. */
  function refresh(): void {
    if (loggedIn) void remote.run(getSavedDealCount);
  }

  return { count: computed(() => remote.data.value?.count ?? 0), state: remote.state, sync, refresh };
}

/** One count for the whole app: the nav link shows it, the garage and deal pages may refresh it. */
export const garageCount = createGarageCountModel();

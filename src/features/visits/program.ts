/** Whether the dealer offers drive at home: apart from rules.ts so the deal and certificate pages can ask cheaply. */
import type { RemoteData } from '../../lib/remote-data.ts';
import type { DriveAtHomeProgram } from '../../contract/visits.ts';

export type DriveAtHomeState = 'checking' | 'offered' | 'notOffered';

/**
 * Seed 000 §6 "Dealer-specific flags govern drive-at-home" and §8 "A failed drive-at-home lookup
 * counts as not enabled": offered only when the lookup answered that the dealer is in the program.
 */
export function driveAtHomeState(lookup: RemoteData<DriveAtHomeProgram>): DriveAtHomeState {
  if (lookup.status === 'error') return 'notOffered';
  if (lookup.status === 'complete') return lookup.data.inProgram ? 'offered' : 'notOffered';
  return 'checking';
}

/** What the always-loaded modal host needs, apart from rules.ts so first paint does not carry the call-back rules. */
import { routeParams } from '../../contract/route-table.ts';

/** The certificate the shopper is looking at (its id goes with their request, seed 001 §7), else null. */
export function certificateIdOf(path: string): string | null {
  return routeParams('certificate', path)?.certificateId ?? null;
}

/** The zone the browser shows times in, sent as `userTimeZone`; UTC when the runtime does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

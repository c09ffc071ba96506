/**
 * Who on a dealer's staff reaches what: a platform admin every dealer; a dealer manager and an agent
 * only the dealers they are on. Managers (and admins) read the audit log; agents work leads only.
 */
import type { StaffRole } from '../../../../src/contract/workspace.ts';

export type Reach = { role: StaffRole; dealerIds: readonly string[] };

/** The dealers a member reaches: 'all' for a platform admin. */
export const dealersReached = (m: Reach): readonly string[] | 'all' =>
  m.role === 'PLATFORM_ADMIN' ? 'all' : m.dealerIds;

export const reachesDealer = (m: Reach, dealerId: string): boolean =>
  m.role === 'PLATFORM_ADMIN' || m.dealerIds.includes(dealerId);

/** A manager or agent taken off their last dealer reaches nothing: they cannot sign in. */
export const reachesAnyDealer = (m: Reach): boolean => m.role === 'PLATFORM_ADMIN' || m.dealerIds.length > 0;

export const readsAuditLog = (m: Reach): boolean => m.role === 'PLATFORM_ADMIN' || m.role === 'DEALER_MANAGER';

/** The dealers a listing covers: the one asked for (when reached), else every one reached; null: not reached. */
export function dealersToList(m: Reach, asked: string | undefined): readonly string[] | 'all' | null {
  if (asked === undefined) return dealersReached(m);
  return reachesDealer(m, asked) ? [asked] : null;
}

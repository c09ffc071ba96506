import { describe, expect, it } from 'vitest';
import { dealersReached, dealersToList, reachesDealer, readsAuditLog } from './access.ts';

const admin = { role: 'PLATFORM_ADMIN', dealerIds: [] } as const;
const manager = { role: 'DEALER_MANAGER', dealerIds: ['d100'] } as const;
const agent = { role: 'AGENT', dealerIds: ['d100', 'd200'] } as const;

describe('staff access', () => {
  it('a platform admin reaches every dealer; others only their own', () => {
    expect(dealersReached(admin)).toBe('all');
    expect(reachesDealer(admin, 'd400')).toBe(true);
    expect(dealersReached(agent)).toEqual(['d100', 'd200']);
    expect(reachesDealer(manager, 'd100')).toBe(true);
    expect(reachesDealer(manager, 'd400')).toBe(false);
  });

  it('managers and admins read the audit log, agents do not', () => {
    expect(readsAuditLog(admin)).toBe(true);
    expect(readsAuditLog(manager)).toBe(true);
    expect(readsAuditLog(agent)).toBe(false);
  });

  it('a listing covers the dealer asked for only when it is reached', () => {
    expect(dealersToList(agent, undefined)).toEqual(['d100', 'd200']);
    expect(dealersToList(agent, 'd200')).toEqual(['d200']);
    expect(dealersToList(agent, 'd400')).toBeNull();
    expect(dealersToList(admin, 'd400')).toEqual(['d400']);
  });
});

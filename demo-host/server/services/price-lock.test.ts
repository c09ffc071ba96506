import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../db/deals-repo.ts';
import { activePriceLock } from './deal-desk.ts';

const deal = (priceLock: DealRecord['priceLock']) => ({ priceLock }) as DealRecord;

describe('activePriceLock', () => {
  const lock = { salePrice: 31_500, until: Date.UTC(2026, 11, 8, 5, 59, 59, 999) };
  it('holds up to its last moment, and not after', () => {
    expect(activePriceLock(deal(lock), new Date(lock.until - 1))).toEqual(lock);
    expect(activePriceLock(deal(lock), new Date(lock.until))).toBeNull();
    expect(activePriceLock(deal(null), new Date(0))).toBeNull();
  });
});

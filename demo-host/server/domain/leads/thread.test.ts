import { describe, expect, it } from 'vitest';
import { threadOpenSince, threadUpdateLine } from './thread.ts';

const at = Date.UTC(2026, 10, 30, 12);
const defaults = { threadHours: 72, alwaysNew: ['contract-signed' as const] };

describe('one shopper, one lead thread', () => {
  it('a later event within the window (72 h by default) may update a lead written since then', () => {
    expect(threadOpenSince('call-now', at, defaults)).toBe(at - 72 * 3_600_000);
  });

  it('follows the window the dealer set', () => {
    expect(threadOpenSince('email', at, { ...defaults, threadHours: 1 })).toBe(at - 3_600_000);
  });

  it('a kind the dealer marks as always new makes a new lead', () => {
    expect(threadOpenSince('contract-signed', at, defaults)).toBeNull();
    expect(threadOpenSince('test-drive', at, { threadHours: 72, alwaysNew: ['test-drive'] })).toBeNull();
    expect(threadOpenSince('contract-signed', at, { threadHours: 72, alwaysNew: [] })).toBe(at - 72 * 3_600_000);
  });

  it('a window of 0 hours makes every event a new lead', () => {
    expect(threadOpenSince('call-now', at, { threadHours: 0, alwaysNew: [] })).toBeNull();
  });

  it("an update's comments say which update it is", () => {
    expect(threadUpdateLine(2)).toBe('Update 1 to this lead.');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInactivity } from './inactivity.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchInactivity', () => {
  it('fires once after the quiet period, and activity restarts the wait', () => {
    const target = new EventTarget();
    const onIdle = vi.fn();
    watchInactivity(10_000, onIdle, target);
    vi.advanceTimersByTime(9_000);
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(9_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(20_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('stops watching when told to', () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(10_000, onIdle, new EventTarget());
    stop();
    vi.advanceTimersByTime(20_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

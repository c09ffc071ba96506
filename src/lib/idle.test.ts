import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks for an idle callback with its deadline, and cancels it', () => {
    const request = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();
    const stop = whenIdle(run, 2000);
    expect(request).toHaveBeenCalledWith(run, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(run).not.toHaveBeenCalled();
  });

  it('without idle callbacks (Safari), runs in the next task unless cancelled first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(10);
    expect(never).not.toHaveBeenCalled();
  });
});

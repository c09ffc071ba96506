import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMenuModel, MENU_INACTIVITY_MS } from './menu-model.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createMenuModel', () => {
  it('uses the 5,000 ms inactivity close of seed 001 §9', () => {
    expect(MENU_INACTIVITY_MS).toBe(5000);
  });

  it('closes itself after 5,000 ms without activity', () => {
    const menu = createMenuModel();
    menu.show();
    vi.advanceTimersByTime(4999);
    expect(menu.open.value).toBe(true);
    vi.advanceTimersByTime(1);
    expect(menu.open.value).toBe(false);
    expect(menu.lastCloseReason.value).toBe('inactivity');
  });

  it('restarts the timer on activity', () => {
    const menu = createMenuModel();
    menu.show();
    vi.advanceTimersByTime(4000);
    menu.activity();
    vi.advanceTimersByTime(4000);
    expect(menu.open.value).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(menu.open.value).toBe(false);
  });

  it('records why it closed and leaves no timer behind', () => {
    const menu = createMenuModel();
    menu.show();
    menu.close('escape');
    expect(menu.lastCloseReason.value).toBe('escape');
    vi.advanceTimersByTime(MENU_INACTIVITY_MS);
    expect(menu.lastCloseReason.value).toBe('escape');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores activity while closed and clears the timer on dispose', () => {
    const menu = createMenuModel();
    menu.activity();
    expect(vi.getTimerCount()).toBe(0);
    menu.show();
    menu.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

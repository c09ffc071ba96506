/**
 * The menu popover's state (seed 001 §4 "Menu popover toggles open/closed") with the inactivity
 * close of seed 001 §9: open, it closes itself after 5,000 ms without pointer or keyboard
 * activity inside it. The component reports activity; the model owns the timer.
 */
import { signal } from '@preact/signals';

/** Seed 001 §9 "Menu inactivity close". */
export const MENU_INACTIVITY_MS = 5_000;

/** Why the menu closed: the component returns focus to the hamburger unless the click went elsewhere. */
export type MenuCloseReason =
  'toggle' | 'close-button' | 'escape' | 'outside' | 'inactivity' | 'navigate' | 'sign-out' | 'open-modal';

export type MenuModel = ReturnType<typeof createMenuModel>;

export function createMenuModel(inactivityMs: number = MENU_INACTIVITY_MS) {
  const open = signal(false);
  const lastCloseReason = signal<MenuCloseReason | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;

  function arm(): void {
    clearTimeout(timer);
    timer = setTimeout(() => close('inactivity'), inactivityMs);
  }

  function show(): void {
    lastCloseReason.value = null;
    open.value = true;
    arm();
  }

  function close(reason: MenuCloseReason): void {
    clearTimeout(timer);
    timer = undefined;
    if (!open.value) return;
    lastCloseReason.value = reason;
    open.value = false;
  }

  /** Pointer or keyboard activity inside the open menu restarts the inactivity timer. */
  function activity(): void {
    if (open.value) arm();
  }

  /** The layout went away: no timer may outlive it. */
  function dispose(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  return { open, lastCloseReason, show, close, activity, dispose };
}

/** Inactivity timers of the shell (seed 001 §9 "Contact hint inactivity"). */

/** Seed 001 §9: the contact hint activates after 10,000 ms without activity. */
export const CONTACT_HINT_INACTIVITY_MS = 10_000;

/** What counts as the visitor doing something. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;

/**
 * Calls `onIdle` once after `ms` without activity on `target`; each activity restarts the wait.
 * Returns the function that stops watching.
 */
export function watchInactivity(ms: number, onIdle: () => void, target: EventTarget = document): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, restart, { capture: true });
  };
  function restart() {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      stop();
      onIdle();
    }, ms);
  }
  // Capture phase and passive: scrolls inside the app do not bubble, and we never block them.
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return stop;
}

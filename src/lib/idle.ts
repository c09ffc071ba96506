/** Runs `run` when the main thread is idle (within `timeout` ms at the latest); returns a cancel. */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  const w = globalThis as typeof globalThis & Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  // No idle callbacks (Safari, jsdom): the next task.
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

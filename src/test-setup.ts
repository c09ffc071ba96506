// Unit tests switch languages synchronously; in the app Spanish is a chunk loaded on first use.
import { options } from 'preact';
import { vi } from 'vitest';
import { loadLocale } from './lib/i18n/index.ts';

await loadLocale('es');

// Preact's after-paint fallback calls the global cancelAnimationFrame from a timer that can outlive
// jsdom's teardown (an unhandled ReferenceError on a loaded machine): schedule effects by timer alone.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};

// jsdom loads no style sheets and never fires their load event, which page sheets wait for: a lazy
// page or modal resolves with its module alone (lib/styles.test.ts tests the real loading).
vi.mock('./lib/styles.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  withStyles: <T>(load: () => Promise<T>) => load,
}));

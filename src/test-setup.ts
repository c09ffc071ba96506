// Unit tests switch languages synchronously; in the app Spanish is a chunk loaded on first use.
import { options } from 'preact';
import { loadLocale } from './lib/i18n/index.ts';

await loadLocale('es');

// Preact's after-paint fallback calls the global cancelAnimationFrame from a timer that can outlive
// jsdom's teardown (an unhandled ReferenceError on a loaded machine): schedule effects by timer alone.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};

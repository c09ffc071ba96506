// Test files share one worker and one DOM (the project runs unisolated: a fresh DOM per file cost most of its
// time), so each file starts from fresh modules, empty storage and no cookies, as in a new page.
import { readdirSync } from 'node:fs';
import { vi } from 'vitest';

vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
// A blank document at the root URL, as a new page: no head or body left over, no lang, title or route.
document.head.replaceChildren();
document.body.replaceChildren();
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
document.title = '';
history.replaceState(null, '', '/');

// Unit tests switch languages synchronously; in the app Spanish is a chunk loaded on first use.
const { addMessages, loadLocale } = await import('./lib/i18n/index.ts');
await loadLocale('es');
// Every Spanish part too (in the app each comes with its pages, i18n/parts/*.ts), so a page shows it at once.
for (const file of readdirSync('src/lib/i18n/es')) {
  const part = (await import(`./lib/i18n/es/${file.replace(/\.ts$/, '')}.ts`)) as Record<
    string,
    Record<string, string>
  >;
  for (const messages of Object.values(part)) addMessages('es', messages);
}

// Preact's after-paint fallback calls the global cancelAnimationFrame from a timer that can outlive
// the DOM environment's teardown (an unhandled ReferenceError on a loaded machine): schedule effects by timer alone.
const { options } = await import('preact');
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};

// The test DOM loads no style sheets (happy-dom fires error, jsdom nothing), where page sheets wait for load: a lazy
// page or modal resolves with its module alone (lib/styles.test.ts tests the real loading).
vi.mock('./lib/styles.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  withStyles: <T>(load: () => Promise<T>) => load,
}));

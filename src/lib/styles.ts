/**
 * Page style sheets: the theme's sheet carries only the first paint; every lazy page or
 * modal names the sheets it needs with `withStyles`, and its import resolves only once they are in,
 * so nothing ever paints unstyled. Sheets go after the theme's: in the document's head, or in the
 * shadow root for the shadow mount (`setStyleRoot`). `<link>` elements only: the shells' CSP
 * (`style-src 'self'`) allows them, and no inline style is ever written.
 */
import { retriesItself, retryingImport } from './chunk-retry.ts';
import { partsReady } from './i18n/index.ts';

const loaded = new Map<string, Promise<void>>();
/** Sheet → the sheets some page lists after it (general before particular: forms before a page's own). */
const precedes = new Map<string, Set<string>>();
let root: (Node & ParentNode) | null = null;

function insert(href: string, into: Node & ParentNode): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.dataset.sheet = href;
  // Built sheets are named relative to this module's chunk (all in assets/); in unit tests, from the root.
  link.href = new URL(href, import.meta.url).href;
  const done = new Promise<void>((resolve) => {
    link.onload = () => resolve();
    // As for the theme's sheet, an unstyled page beats none; a later page that needs it tries again.
    link.onerror = () => {
      link.remove();
      loaded.delete(href);
      resolve();
    };
  });
  // The cascade follows the pages' lists, not the order the shopper happened to visit them in.
  const before = [...into.querySelectorAll<HTMLLinkElement>('link[data-sheet]')].find((other) =>
    precedes.get(href)?.has(other.dataset.sheet ?? ''),
  );
  into.insertBefore(link, before ?? null);
  return done;
}

/** Loads a sheet once per page (or shadow root); resolves when it applies. */
export function loadSheet(href: string): Promise<void> {
  let done = loaded.get(href);
  if (!done) loaded.set(href, (done = insert(href, root ?? document.head)));
  return done;
}

/**
 * A lazy import that resolves with its module once its sheets are in too; all start at once. It also
 * waits for the module's copy in the language in use (its i18n parts start loading as it runs).
 */
export function withStyles<T>(load: () => Promise<T>, ...sheets: string[]): () => Promise<T> {
  sheets.forEach((href, i) => {
    const later = precedes.get(href) ?? new Set();
    for (const next of sheets.slice(i + 1)) later.add(next);
    precedes.set(href, later);
  });
  const module = retryingImport(load);
  // Each try asks again for the sheets that failed too (a failed sheet is forgotten).
  return retriesItself(() =>
    Promise.all([module().then((loaded) => partsReady().then(() => loaded)), ...sheets.map(loadSheet)]).then(
      ([loaded]) => loaded,
    ),
  );
}

/**
 * The shadow mount's root: sheets go there from now on. Pages loaded by an earlier mount stay
 * loaded (lazy modules resolve once), so their sheets are put back into the new root first.
 */
export function setStyleRoot(next: Node & ParentNode): Promise<void> {
  root = next;
  const hrefs = [...loaded.keys()];
  loaded.clear();
  return Promise.all(hrefs.map(loadSheet)).then(() => undefined);
}

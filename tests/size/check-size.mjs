// Size budgets of DESIGN.md §4, gzip -9: loader.js, the tag, ≤ 2 KB; its host
// part loader-host.js ≤ 2.5 KB, both shown with their sum, what the page downloads before the first click;
// first paint (entry + its imports, home among them, + CSS) ≤ 40 KB (38.32 today); any route
// chunk (with the shared chunks and style sheets only it pulls in) ≤ 20 KB (a page's lazy
// part counts what it adds to what its importers loaded; each language's parts are chunks of their own).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/app';
const KB = 1024;
export const BUDGETS = { loader: 2 * KB, loaderHost: 2.5 * KB, firstPaint: 40 * KB, route: 20 * KB };

const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Every file a chunk loads before it runs (static imports, transitively). */
function closure(manifest, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dep of manifest.chunks[file]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function measure() {
  const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.json'), 'utf8'));
  const entry = closure(manifest, manifest.entries.main.file);
  // Home, the first route, comes with the entry (src/app/routes.tsx); were it a chunk again, it would count here too.
  const homeChunk = Object.keys(manifest.chunks).find((f) => /\/home-page-/.test(f));
  const firstPaintFiles = homeChunk ? closure(manifest, homeChunk, new Set(entry)) : entry;
  // CSS at first paint: the largest theme's sheet (base, shell, banners) and the sheets home waits for.
  const sheets = (file) => (manifest.chunks[file]?.css ?? []).reduce((sum, f) => sum + gz(f), 0);
  const homeSheets = [...firstPaintFiles].reduce((sum, f) => sum + sheets(f), 0);
  if (!homeSheets) throw new Error("No sheets on home's chunks: the manifest lost what first paint waits for.");
  const css = Math.max(...Object.values(manifest.themes).map(gz)) + homeSheets;
  const rows = [{ name: 'loader.js (the tag)', size: gz('loader.js'), budget: BUDGETS.loader }];
  // The host part comes at idle (with the prefetch) or on the first click: its own row, and the sum beside it.
  rows.push({ name: 'loader-host.js (its host part)', size: gz('loader-host.js'), budget: BUDGETS.loaderHost });
  rows.push({
    name: 'loader.js + loader-host.js (before the first click)',
    size: rows[0].size + rows[1].size,
    budget: BUDGETS.loader + BUDGETS.loaderHost,
  });
  rows.push({
    name: 'first paint (entry + home route + largest theme CSS + home CSS)',
    size: [...firstPaintFiles].reduce((sum, f) => sum + gz(f), 0) + css,
    budget: BUDGETS.firstPaint,
  });
  for (const [file, info] of Object.entries(manifest.chunks)) {
    if (!info.route) continue;
    // A lazy part of a page comes after the page: what every chunk that import()s it loaded is in.
    const importers = Object.keys(manifest.chunks).filter((f) => manifest.chunks[f].dynamicImports?.includes(file));
    const loaded = importers
      .map((f) => closure(manifest, f))
      .reduce((all, next) => new Set([...all].filter((f) => next.has(f))), closure(manifest, importers[0] ?? file));
    const own = [...closure(manifest, file)].filter((f) => !entry.has(f) && (f === file || !loaded.has(f)));
    // A route's row counts the sheets its lazy import waits for too.
    rows.push({
      name: `route ${file}`,
      size: own.reduce((sum, f) => sum + gz(f), 0) + sheets(file),
      budget: BUDGETS.route,
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure();
  let failed = 0;
  for (const row of rows) {
    const ok = row.size <= row.budget;
    if (!ok) failed++;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${(row.size / KB).toFixed(2).padStart(6)} KB / ${(row.budget / KB).toFixed(row.budget % KB ? 1 : 0)} KB  ${row.name}`,
    );
  }
  console.log(`size budgets: ${rows.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/**
 * Server-rendered HTML: the app shell (CSRF meta tags + page context + the entry module) and the
 * plain pages shown without the app (the seed 000 §2 fallback, unknown campaign, bad request).
 * Every interpolated value is escaped; the context JSON is made safe for a script element.
 */
import {
  CONTEXT_SCRIPT_ID,
  CSRF_HEADER_NAME,
  CSRF_META_HEADER,
  CSRF_META_TOKEN,
  RESPONSES_SCRIPT_ID,
} from '../../../src/contract/page-context.ts';
import type { PageContext } from '../../../src/contract/page-context.ts';
import { withQuery } from '../../../src/contract/http.ts';
import { siteName } from '../../../src/contract/document-title.ts';
import { homeStockQuery } from '../../../src/contract/listings.ts';
import { matchRoute, type RouteName } from '../../../src/contract/route-table.ts';
import { mayShowTopBanners } from '../../../src/contract/top-banners.ts';
import { baseSheet, chunkSheets, routeTree, type Manifest } from './manifest.ts';
import { escapeHtml, jsonForScript } from '../domain/page-escapes.ts';

export { escapeHtml, jsonForScript };

const asset = (file: string): string => `/${file.split('/').map(encodeURIComponent).join('/')}`;

/**
 * A deep link's first route (the loader's `route` query: `Upshift('open', {route})`, a
 * `data-upshift-open` button) and its chunk, so the shell preloads that page with the entry.
 * Only the routes a dealer's page opens directly; any other starts with the entry alone.
 */
const DEEP_LINK_CHUNKS: Partial<Record<RouteName, string>> = {
  getStarted: 'get-started-page',
  listings: 'listings-page',
  vehicle: 'vehicle-page',
  noProfileVehicle: 'vehicle-page',
  deal: 'deal-page',
  noProfileDeal: 'deal-page',
};

/**
 * The iframe's first route is home unless the loader names another (the launcher and the
 * idle prefetch both open home; the hash route never reaches the server). Home's page comes with the
 * entry (src/app/routes.tsx), its sheets with the entry's chunks; a deep link's page is a chunk.
 */
const firstRoute = (route: string | null | undefined): RouteName | null => (route ? matchRoute(route) : 'home');

const deepLinkChunk = (name: RouteName | null): RegExp | null => {
  const chunk = name && DEEP_LINK_CHUNKS[name];
  return chunk ? new RegExp(`(^|/)${chunk}-[^/]*\\.js$`) : null;
};

/** The layout's after-the-page chunk (footers, contact button, modal hosts), on every page right after first paint. */
// Named apart from their copy's chunks (i18n/es/after-main.ts and top-banners.ts), which rollup names the same way.
export const AFTER_MAIN = /(^|\/)shell-after-main-[^/]*\.js$/;

/** The banners above the navigation bar: the app loads them before its first render where they can show. */
export const TOP_BANNERS = /(^|\/)shell-top-banners-[^/]*\.js$/;

/** The layout's chunks for this page context, the ones its first render waits for first. */
const layoutChunks = (context: PageContext): RegExp[] =>
  mayShowTopBanners(context) ? [TOP_BANNERS, AFTER_MAIN] : [AFTER_MAIN];

const isEmbed = (context: PageContext) =>
  context.mode === 'iframe' && !context.error && context.campaign.theme !== null;

/** Modules to fetch with the entry: its imports and, in the iframe, a deep link's page with its imports. */
export function shellPreloads(context: PageContext, manifest: Manifest, route?: string | null): string[] {
  const main = manifest.entries.main;
  const chunk = isEmbed(context) ? deepLinkChunk(firstRoute(route)) : null;
  const page = chunk ? routeTree(manifest, chunk) : [];
  const layout = layoutChunks(context).flatMap((name) => routeTree(manifest, name));
  return [...new Set([...main.imports, ...page, ...layout])].filter((file) => file !== main.file);
}

/** The sheets the first route and the layout wait for: fetched with the page, not after the entry has run. */
export function shellStylePreloads(context: PageContext, manifest: Manifest, route?: string | null): string[] {
  const name = isEmbed(context) ? firstRoute(route) : null;
  const chunk = deepLinkChunk(name);
  // Home's sheets are those of the entry's chunks (it is part of them).
  const entry = manifest.entries.main;
  const page =
    name === 'home'
      ? [entry.file, ...entry.imports].flatMap((file) => manifest.chunks[file]?.css ?? [])
      : chunk
        ? chunkSheets(manifest, chunk)
        : [];
  const layout = layoutChunks(context).flatMap((name) => chunkSheets(manifest, name));
  return [...new Set([...page, ...layout])];
}

/**
 * Home's first API call (its dealer-stock search) when home is the iframe's first route: the shell
 * answers it in the page (`renderShell`'s `responses`), so home draws its stock in the first render.
 */
export function shellStockSearch(context: PageContext, route?: string | null): string | null {
  const stock = isEmbed(context) && firstRoute(route) === 'home' ? homeStockQuery(context) : null;
  return stock ? withQuery(`${context.apiBase}/api/vehicles/search`, stock) : null;
}

/**
 * No inline script runs in the app's page: the dealer's chat has a sandboxed frame of its own.
 * The entry comes first: over HTTP/1.1's six connections a request's place in the head is its place in the queue.
 */
export function renderShell(o: {
  context: PageContext;
  csrfToken: string;
  manifest: Manifest;
  /** The iframe's first route when it is not home (the loader's `route` query). */
  route?: string | null | undefined;
  /** API responses for the first route, by the URL the app asks: the app takes them instead of a fetch. */
  responses?: Record<string, unknown>;
  /** The campaign's theme tokens sheet (content-hashed, right after the base sheet) and favicon. */
  theme?: { sheet: string; favicon: string | null };
}): string {
  const { context, manifest } = o;
  const main = manifest.entries.main;
  const css = baseSheet(manifest);
  return `<!doctype html>
<html lang="${escapeHtml(context.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${CSRF_META_TOKEN}" content="${escapeHtml(o.csrfToken)}">
<meta name="${CSRF_META_HEADER}" content="${escapeHtml(CSRF_HEADER_NAME)}">
<title>${escapeHtml(siteName(context))}</title>
${css ? `<link rel="stylesheet" href="${escapeHtml(asset(css))}">\n` : ''}${
    o.theme ? `<link rel="stylesheet" href="${escapeHtml(o.theme.sheet)}">\n` : ''
  }${o.theme?.favicon ? `<link rel="icon" href="${escapeHtml(o.theme.favicon)}">\n` : ''}<script type="module" src="${escapeHtml(asset(main.file))}"></script>
${shellStylePreloads(context, manifest, o.route)
  .map((file) => `<link rel="preload" as="style" href="${escapeHtml(asset(file))}">\n`)
  .join('')}${shellPreloads(context, manifest, o.route)
    .map((file) => `<link rel="modulepreload" href="${escapeHtml(asset(file))}">\n`)
    .join('')}</head>
<body>
<div id="app"></div>
<script type="application/json" id="${CONTEXT_SCRIPT_ID}">${jsonForScript(context)}</script>
${
  o.responses && Object.keys(o.responses).length
    ? `<script type="application/json" id="${RESPONSES_SCRIPT_ID}">${jsonForScript(o.responses)}</script>\n`
    : ''
}</body>
</html>
`;
}

/** A small accessible page without the app. */
export function renderPlainPage(o: { title: string; heading: string; body: string; lang?: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(o.lang ?? 'en')}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(o.title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(o.heading)}</h1>
<p>${escapeHtml(o.body)}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>
`;
}

/** Seed 000 §2: a path outside every route and registered prefix. */
export function renderFallbackPage(): string {
  return renderPlainPage({
    title: 'Page not found',
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  });
}

/**
 * The built front end: `/loader.js` and its host part `/loader-host.js` (short cache: dealers' pages point at it by a fixed name),
 * `/shadow.js` (a fixed-name module re-exporting the hashed shadow entry) and `/assets/*`
 * (content-hashed, immutable). All readable cross-origin because the shadow mount imports them
 * from the dealer's page. A path can only name a file inside dist/app/assets.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../env.ts';
import { jsonError } from '../errors.ts';
import type { ManifestSource } from '../manifest.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const SHORT_CACHE = 'public, max-age=300';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Each segment: word characters, dots and dashes, not `.` or `..`; no backslashes, no NUL. */
const SAFE_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

/** The file a URL path below `root` names, or null when the path tries to leave `root`. */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (!segments.length || !segments.every((s) => SAFE_SEGMENT.test(s))) return null;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full.startsWith(base + sep) ? full : null;
}

function commonHeaders(c: Context, contentType: string, cache: string): void {
  c.header('Content-Type', contentType);
  c.header('Cache-Control', cache);
  c.header('Access-Control-Allow-Origin', '*');
  c.header('X-Content-Type-Options', 'nosniff');
}

async function sendFile(c: Context, path: string | null, cache: string) {
  const type = path ? CONTENT_TYPES[extname(path).toLowerCase()] : undefined;
  if (!path || !type) return jsonError(c, 404, 'Not found');
  try {
    if (!(await stat(path)).isFile()) return jsonError(c, 404, 'Not found');
    const body = await readFile(path);
    commonHeaders(c, type, cache);
    return c.body(body);
  } catch {
    return jsonError(c, 404, 'Not found');
  }
}

export function assetRoutes({ distDir }: AppDeps, manifest: ManifestSource): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const assetsDir = join(distDir, 'assets');

  routes.get('/loader.js', (c) => sendFile(c, join(distDir, 'loader.js'), SHORT_CACHE));
  // Issue 16: the loader's host part, import()ed by the tag by this fixed name.
  routes.get('/loader-host.js', (c) => sendFile(c, join(distDir, 'loader-host.js'), SHORT_CACHE));
  // Its import() is a CORS request: a page or extension adding a request header makes the browser ask first.
  routes.options('/loader-host.js', (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Access-Control-Allow-Headers', '*');
    return c.body(null, 204);
  });

  routes.get('/shadow.js', (c) => {
    const file = manifest.get().entries.shadow.file;
    commonHeaders(c, 'text/javascript; charset=utf-8', SHORT_CACHE);
    return c.body(`export * from './${file}';\n`);
  });

  routes.get('/assets/*', (c) => sendFile(c, safeJoin(assetsDir, c.req.path.slice('/assets/'.length)), IMMUTABLE));

  return routes;
}

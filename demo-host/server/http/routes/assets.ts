/**
 * The built front end: `/loader.js` and its host part `/loader-host.js` (short cache: dealers' pages point at it by a fixed name),
 * `/shadow.js` (a fixed-name module re-exporting the hashed shadow entry) and `/assets/*`
 * (content-hashed, immutable). All readable cross-origin because the shadow mount imports them
 * from the dealer's page. A path can only name a file inside dist/app/assets. Text files go out
 * brotli- or gzip-compressed, each compressed once and kept in memory.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
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
export const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** Worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Below this a compressed body is hardly smaller than the header that announces it. */
const MIN_COMPRESS_BYTES = 512;

type Encoded = { version: string; raw: Buffer; gzip?: Buffer; br?: Buffer };
const encoded = new Map<string, Encoded>();
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The encodings the request accepts (`q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The file's bytes and its compressed forms, made once per version of the file (mtime and size).
 * gzip (fast) is awaited; brotli at its best quality takes up to a second for the largest chunk,
 * so it is made in the background and served from the next request on.
 */
async function encodings(path: string, version: string, compressible: boolean): Promise<Encoded> {
  const known = encoded.get(path);
  if (known?.version === version) return known;
  const raw = await readFile(path);
  const entry: Encoded = { version, raw };
  if (compressible && raw.length >= MIN_COMPRESS_BYTES) {
    entry.gzip = await gzipAsync(raw, { level: 9 });
    brotliAsync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }).then(
      (br) => (entry.br = br),
      () => undefined, // gzip still serves
    );
  }
  encoded.set(path, entry);
  return entry;
}

function commonHeaders(c: Context, contentType: string, cache: string): void {
  c.header('Content-Type', contentType);
  c.header('Cache-Control', cache);
  c.header('Access-Control-Allow-Origin', '*');
  c.header('X-Content-Type-Options', 'nosniff');
}

export async function sendFile(c: Context, path: string | null, cache: string) {
  const type = path ? CONTENT_TYPES[extname(path).toLowerCase()] : undefined;
  if (!path || !type) return jsonError(c, 404, 'Not found');
  let file: Encoded;
  const compressible = COMPRESSIBLE.has(extname(path).toLowerCase());
  try {
    const info = await stat(path);
    if (!info.isFile()) return jsonError(c, 404, 'Not found');
    file = await encodings(path, `${info.mtimeMs}:${info.size}`, compressible);
  } catch {
    encoded.delete(path);
    return jsonError(c, 404, 'Not found');
  }
  commonHeaders(c, type, cache);
  if (compressible) c.header('Vary', 'Accept-Encoding');
  const accepts = acceptedEncodings(c.req.header('Accept-Encoding'));
  const encoding = file.br && accepts.has('br') ? 'br' : file.gzip && accepts.has('gzip') ? 'gzip' : null;
  if (encoding) c.header('Content-Encoding', encoding);
  // Node's Buffer is a Uint8Array; zlib types its output over ArrayBufferLike.
  return c.body((encoding ? file[encoding]! : file.raw) as Uint8Array<ArrayBuffer>);
}

export function assetRoutes({ distDir }: AppDeps, manifest: ManifestSource): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const assetsDir = join(distDir, 'assets');

  routes.get('/loader.js', (c) => sendFile(c, join(distDir, 'loader.js'), SHORT_CACHE));
  // The loader's host part, import()ed by the tag by this fixed name.
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

/**
 * The pieces of the malformed-input fuzz tests (api-fuzz.test.ts for the API, site-fuzz.test.ts for
 * the demo dealer site): a seeded PRNG, pools of hostile values, body and query mutations derived
 * from one valid sample, the routes a Hono app registers, and a list of every failure of a run.
 *
 * A run is reproducible from its seed: FUZZ_SEED=<n> replays one, FUZZ_SEED=random picks a new one
 * (printed with any failure). FUZZ_SCALE multiplies how many random values each field gets.
 */
import { inspectRoutes } from 'hono/dev';
import type { Env, Hono } from 'hono';
import * as v from 'valibot';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';

/** The suite's default seed: the same requests every run, so a red build is a real regression. */
const DEFAULT_SEED = 0x15f022;

export function fuzzSeed(): number {
  const given = process.env['FUZZ_SEED'];
  if (given === 'random') return Math.floor(Math.random() * 2 ** 31);
  if (given && /^\d+$/.test(given)) return Number(given);
  return DEFAULT_SEED;
}

export function fuzzScale(): number {
  const given = Number(process.env['FUZZ_SCALE'] ?? '1');
  return Number.isFinite(given) && given > 0 ? given : 1;
}

/** mulberry32: tiny, fast and good enough to pick test inputs. */
export class Prng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }
  /** `n` distinct items (all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ─── hostile values ─────────────────────────────────────────────────────────────────────────

/** JSON text that JSON.stringify cannot write (1e999 parses to Infinity): spliced in by `toJsonText`. */
const RAW = (text: string) => `\u0000raw:${text}\u0000`;
const RAW_PATTERN = /"\\u0000raw:([^"\\]*)\\u0000"/g;

/** JSON.stringify, with RAW(...) markers replaced by their literal JSON text. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(RAW_PATTERN, (_, text: string) => text);
}

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values a JSON field should never be trusted to hold: wrong types, extremes, huge, hostile text. */
export const HOSTILE_JSON_VALUES: readonly { label: string; value: () => unknown }[] = [
  { label: 'null', value: () => null },
  { label: 'true', value: () => true },
  { label: 'false', value: () => false },
  { label: '0', value: () => 0 },
  { label: '-1', value: () => -1 },
  { label: '0.5', value: () => 0.5 },
  { label: '1e308', value: () => 1e308 },
  { label: '-1e308', value: () => -1e308 },
  { label: '5e-324', value: () => 5e-324 },
  { label: '2^53+2', value: () => 2 ** 53 + 2 },
  { label: '2^31', value: () => 2 ** 31 },
  { label: '-2^31-1', value: () => -(2 ** 31) - 1 },
  { label: '2^63', value: () => 2 ** 63 },
  { label: 'raw 1e999 (Infinity)', value: () => RAW('1e999') },
  { label: 'raw -1e999 (-Infinity)', value: () => RAW('-1e999') },
  { label: 'raw 30-digit integer', value: () => RAW('123456789012345678901234567890') },
  { label: 'raw -0', value: () => RAW('-0') },
  { label: '"NaN"', value: () => 'NaN' },
  { label: '"Infinity"', value: () => 'Infinity' },
  { label: '"-Infinity"', value: () => '-Infinity' },
  { label: '"1e308"', value: () => '1e308' },
  { label: '"-1"', value: () => '-1' },
  { label: '""', value: () => '' },
  { label: '" "', value: () => ' ' },
  { label: '60 KB string', value: () => 'x'.repeat(60_000) },
  { label: '100 KB string', value: () => 'y'.repeat(100_000) },
  { label: '2 KB string', value: () => 'z'.repeat(2_000) },
  { label: 'unicode', value: () => 'ñandú 😀 \u202eevil\u0000 \ud800' },
  { label: 'NUL', value: () => '\u0000' },
  { label: 'control chars', value: () => '\r\n\t\u001b[31m' },
  { label: 'path traversal', value: () => '../../../etc/passwd' },
  { label: 'SQL', value: () => "' OR '1'='1'; DROP TABLE deals; --" },
  { label: 'HTML', value: () => '<script>alert(1)</script>' },
  { label: 'uuid', value: () => '00000000-0000-0000-0000-000000000000' },
  { label: 'bad date', value: () => '2026-02-30' },
  { label: 'far date', value: () => '9999-12-31' },
  { label: 'fullwidth digits', value: () => '１２３４５' },
  { label: '"__proto__"', value: () => '__proto__' },
  { label: '[]', value: () => [] },
  { label: '[1,2,3]', value: () => [1, 2, 3] },
  { label: '[null]', value: () => [null] },
  { label: '10k-item array', value: () => Array.from({ length: 10_000 }, (_, i) => i) },
  { label: '{}', value: () => ({}) },
  { label: '{$gt:""}', value: () => ({ $gt: '' }) },
  { label: '{__proto__}', value: () => JSON.parse('{"__proto__":{"polluted":true}}') as unknown },
  { label: 'nested depth 200', value: () => nested(200) },
];

/** Path segments as they appear in a URL (already encoded, or deliberately not). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '',
  '%20',
  'x'.repeat(5000),
  encodeURIComponent('ñandú😀'),
  '%F0%9F%9A%97',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '0',
  '-1',
  '1e308',
  '99999999999999999999999999',
  '2147483648',
  '00000000-0000-0000-0000-000000000000',
  'b3f1c1de-5b8a-4f59-9d7c-3f0e4a6b2c10',
  encodeURIComponent("1' OR '1'='1"),
  '%00',
  '%',
  '%E0%A4%A',
  '%ZZ',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'a%20b',
  encodeURIComponent('<script>'),
  'A'.repeat(65),
  encodeURIComponent('x;drop table deals'),
  'NaN',
  '1.5',
  encodeURIComponent('a@b'),
];

/** The segments that found bugs (a NUL, an integer past 32 bits, a huge one): every parameter gets them. */
export const ALWAYS_SEGMENTS: readonly string[] = ['%00', '2147483648', 'x'.repeat(5000)];

/** `n` random hostile segments besides the ones every parameter gets. */
export function hostileSegments(rng: Prng, n: number): string[] {
  return [
    ...ALWAYS_SEGMENTS,
    ...rng.sample(
      HOSTILE_SEGMENTS.filter((s) => !ALWAYS_SEGMENTS.includes(s)),
      n,
    ),
  ];
}

/** Query values as they appear in a URL. */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '',
  '%20',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e999',
  '-1',
  '0',
  '0.5',
  '99999999999999999999999999',
  '2147483648',
  'x'.repeat(3000),
  encodeURIComponent('ñandú😀'),
  '%00',
  '%',
  '%E0%A4%A',
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('../../etc/passwd'),
  'true',
  'null',
  '[]',
  encodeURIComponent('{"a":1}'),
  '__proto__',
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30',
  encodeURIComponent('<script>'),
];

// ─── bodies ─────────────────────────────────────────────────────────────────────────────────

type Json = unknown;
type PathKey = string | number;

/** The paths of every value in a sample (objects' keys, arrays' items), parents before children. */
export function valuePaths(value: Json, prefix: PathKey[] = []): PathKey[][] {
  const out: PathKey[][] = [];
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      out.push([...prefix, i], ...valuePaths(item, [...prefix, i]));
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key], ...valuePaths(item, [...prefix, key]));
    }
  }
  return out;
}

const clone = (value: Json): Json => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Json));

/** A copy of `value` with the value at `path` replaced (or removed, with `remove`). */
export function withValueAt(value: Json, path: readonly PathKey[], replacement: Json, remove = false): Json {
  const root = clone(value);
  let parent = root as Record<PathKey, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<PathKey, Json>;
  const last = path[path.length - 1] as PathKey;
  if (remove) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = replacement;
  }
  return root;
}

export type BodyCase = { label: string; contentType: string | null; body: string | Uint8Array<ArrayBuffer> | null };

const jsonCase = (label: string, value: Json): BodyCase => ({
  label,
  contentType: 'application/json',
  body: toJsonText(value),
});

/**
 * Malformed variants of a valid JSON body: each field removed or nulled and given `perField` hostile
 * values; then `whole` of the whole-body cases (wrong JSON, wrong types and content types, huge, deep).
 */
export function bodyCases(rng: Prng, sample: Json, perField: number, whole: number): BodyCase[] {
  const cases: BodyCase[] = [jsonCase('valid sample', sample)];
  for (const path of valuePaths(sample)) {
    const at = path.join('.');
    cases.push(
      rng.chance(0.5)
        ? jsonCase(`${at} removed`, withValueAt(sample, path, undefined, true))
        : jsonCase(`${at}=null`, withValueAt(sample, path, null)),
    );
    for (const hostile of rng.sample(HOSTILE_JSON_VALUES, perField)) {
      cases.push(jsonCase(`${at}=${hostile.label}`, withValueAt(sample, path, hostile.value())));
    }
  }
  return [...cases, ...everyLeaf(sample), ...rng.sample(wholeBodyCases(sample), whole)];
}

/** Maps every string and number of a sample (the same hostile change to all fields at once). */
function mapLeaves(value: Json, leaf: (x: string | number) => Json): Json {
  if (typeof value === 'string' || typeof value === 'number') return leaf(value);
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, leaf));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, mapLeaves(item, leaf)]));
  return value;
}

/** Each field of a kind changed at once: what a per-field sample may miss (a NUL reaching the database). */
function everyLeaf(sample: Json): BodyCase[] {
  const strings = (f: (s: string) => Json) => mapLeaves(sample, (x) => (typeof x === 'string' ? f(x) : x));
  const numbers = (f: (n: number) => Json) => mapLeaves(sample, (x) => (typeof x === 'number' ? f(x) : x));
  return [
    jsonCase(
      'every string with a NUL',
      strings((x) => `${x}\u0000`),
    ),
    jsonCase(
      'every string 2 KB',
      strings((x) => x.padEnd(2000, 'w')),
    ),
    jsonCase(
      'every string as a number',
      strings(() => 7),
    ),
    jsonCase(
      'every number 1e308',
      numbers(() => 1e308),
    ),
    jsonCase(
      'every number -1e308',
      numbers(() => -1e308),
    ),
    jsonCase(
      'every number 1e999',
      numbers(() => RAW('1e999')),
    ),
    jsonCase(
      'every number 2^63',
      numbers(() => 2 ** 63),
    ),
    jsonCase(
      'every number as a string',
      numbers((n) => String(n)),
    ),
  ];
}

/** The whole body malformed: the same for every route, so each route gets a random share of them. */
function wholeBodyCases(sample: Json): BodyCase[] {
  const object = sample !== null && typeof sample === 'object' && !Array.isArray(sample) ? sample : {};
  return [
    jsonCase('extra fields', { ...object, extra: 'x', isAdmin: true, userId: 'u1', price: -1 }),
    {
      label: '__proto__ key',
      contentType: 'application/json',
      body: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}${toJsonText(object) === '{}' ? '}' : `,${toJsonText(object).slice(1)}`}`,
    },
    jsonCase('empty object', {}),
    jsonCase('array of the sample', [sample]),
    jsonCase('null', null),
    jsonCase('string', 'hello'),
    jsonCase('number', 42),
    {
      label: 'deep nesting 5000',
      contentType: 'application/json',
      body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    },
    { label: 'deep arrays 60000', contentType: 'application/json', body: `${'['.repeat(30_000)}${']'.repeat(30_000)}` },
    { label: 'invalid JSON {', contentType: 'application/json', body: '{' },
    { label: 'invalid JSON trailing comma', contentType: 'application/json', body: '{"a":1,}' },
    { label: 'JSON with BOM', contentType: 'application/json', body: `\ufeff${toJsonText(sample)}` },
    { label: 'JSON then garbage', contentType: 'application/json', body: `${toJsonText(sample)}garbage` },
    { label: 'empty body', contentType: 'application/json', body: '' },
    { label: 'no body, no content type', contentType: null, body: null },
    { label: 'text/plain', contentType: 'text/plain', body: toJsonText(sample) },
    { label: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', body: 'a=1&b=%ZZ&a=2' },
    {
      label: 'multipart',
      contentType: 'multipart/form-data; boundary=xx',
      body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--xx--\r\n',
    },
    { label: 'broken multipart', contentType: 'multipart/form-data; boundary=xx', body: '--xx\r\nbroken' },
    { label: 'json charset utf-16', contentType: 'application/json; charset=utf-16', body: toJsonText(sample) },
    { label: 'application/jsonx', contentType: 'application/jsonx', body: toJsonText(sample) },
    {
      label: 'huge JSON 100 KB',
      contentType: 'application/json',
      body: toJsonText({ ...object, pad: 'p'.repeat(100_000) }),
    },
    { label: 'JSON 60 KB', contentType: 'application/json', body: toJsonText({ ...object, pad: 'p'.repeat(60_000) }) },
    {
      label: 'invalid UTF-8',
      contentType: 'application/json',
      body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
    },
  ];
}

// ─── queries ────────────────────────────────────────────────────────────────────────────────

export type QueryCase = { label: string; query: string };

const encodeQuery = (pairs: readonly (readonly [string, string])[]): string =>
  pairs.map(([k, value]) => `${encodeURIComponent(k)}=${value}`).join('&');

/**
 * Malformed variants of a valid query: each key removed, repeated or without a value, and given
 * `perKey` hostile values (already URL-encoded, or deliberately not); then `whole` odd whole queries.
 */
export function queryCases(rng: Prng, sample: Record<string, string>, perKey: number, whole: number): QueryCase[] {
  const pairs = Object.entries(sample).map(([k, value]) => [k, encodeURIComponent(value)] as const);
  const cases: QueryCase[] = [{ label: 'valid sample', query: encodeQuery(pairs) }];
  for (const [key] of pairs) {
    const others = pairs.filter(([k]) => k !== key);
    cases.push(
      rng.pick([
        { label: `${key} removed`, query: encodeQuery(others) },
        { label: `${key} repeated`, query: encodeQuery([...pairs, [key, 'second']]) },
        { label: `${key} without =`, query: [encodeQuery(others), encodeURIComponent(key)].join('&') },
      ]),
    );
    for (const hostile of rng.sample(HOSTILE_QUERY_VALUES, perKey)) {
      cases.push({ label: `${key}=${hostile.slice(0, 40)}`, query: encodeQuery([...others, [key, hostile]]) });
    }
  }
  const base = encodeQuery(pairs);
  const odd: QueryCase[] = [
    { label: 'odd keys', query: `${base}&__proto__=1&constructor=x&a[b]=1&a[]=2&=empty&&&` },
    { label: 'huge query 100 KB', query: `${base}&pad=${'q'.repeat(100_000)}` },
    { label: 'many keys', query: Array.from({ length: 500 }, (_, i) => `k${String(i)}=${String(i)}`).join('&') },
    { label: 'bad escapes', query: `${base}&%=%&%ZZ=%E0%A4%A` },
    { label: 'only ?', query: '' },
  ];
  const every = (label: string, f: (value: string) => string): QueryCase => ({
    label,
    query: encodeQuery(pairs.map(([k, value]) => [k, f(value)] as const)),
  });
  const all = [
    every('every value with %00', (value) => `${value}%00`),
    every('every value 2 KB', (value) => value.padEnd(2000, 'w')),
    every('every value 1e308', () => '1e308'),
  ];
  return [...cases, ...(pairs.length ? all : []), ...rng.sample(odd, whole)];
}

// ─── routes ─────────────────────────────────────────────────────────────────────────────────

export type Route = { method: string; path: string };

/** Every handler the app registers (middleware left out), each method and path once. */
export function handlerRoutes<E extends Env>(app: Hono<E>): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const r of inspectRoutes(app as unknown as Hono)) {
    if (r.isMiddleware) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({ method: r.method, path: r.path });
  }
  return routes;
}

/** `:name` parameters of a route path (with Hono's optional `{regex}` and `?` stripped). */
export function paramNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

/** The path with each `:param` (and a trailing `*`) replaced by the given URL segments. */
export function fillPath(path: string, values: Readonly<Record<string, string>>, star = ''): string {
  return path
    .replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
      return value;
    })
    .replace(/\*$/, star);
}

// ─── checks and the failure list ────────────────────────────────────────────────────────────

export type Failure = {
  route: string;
  request: string;
  input: string;
  as: string;
  status: number;
  problem: string;
  body: string;
};

export class FailureLog {
  readonly failures: Failure[] = [];
  requests = 0;
  constructor(readonly seed: number) {}

  /**
   * Checks one answer: never 5xx; a 4xx has the API's error body always (the API), when it is JSON
   * (the app's other routes), or never (the demo site, whose sandbox CRM answers RFC 9457 problems).
   */
  async check(
    route: Route,
    request: { method: string; url: string; input: string; as: string },
    res: Response,
    options: { errorShape: 'always' | 'json' | 'never'; allow?: (res: Response, body: string) => boolean },
  ): Promise<void> {
    this.requests++;
    const text = await res.text();
    const base = {
      route: `${route.method} ${route.path}`,
      request: `${request.method} ${request.url.length > 160 ? `${request.url.slice(0, 160)}…` : request.url}`,
      input: request.input,
      as: request.as,
      status: res.status,
      body: text.slice(0, 300),
    };
    if (options.allow?.(res, text)) return;
    if (res.status >= 500) {
      this.failures.push({ ...base, problem: '5xx' });
      return;
    }
    if (res.status < 400 || res.status >= 500) return;
    const json = /\bjson\b/i.test(res.headers.get('content-type') ?? '');
    if (options.errorShape === 'never' || (options.errorShape === 'json' && !json)) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      this.failures.push({ ...base, problem: 'a 4xx whose body is not JSON' });
      return;
    }
    if (!v.is(ErrorBodySchema, parsed))
      this.failures.push({ ...base, problem: "a 4xx body not in the API's error shape" });
  }

  /** Every failure of the run, grouped by route, with the seed to replay it. */
  report(): string {
    if (this.failures.length === 0) return '';
    const lines = [
      `${String(this.failures.length)} failing request(s) of ${String(this.requests)}; replay with FUZZ_SEED=${String(this.seed)}`,
    ];
    for (const f of this.failures) {
      lines.push(
        `- ${f.problem}: ${f.request} [route ${f.route}] as ${f.as}; input: ${f.input.slice(0, 200)} → ${String(f.status)} ${f.body.replace(/\s+/g, ' ').slice(0, 200)}`,
      );
    }
    return lines.join('\n');
  }
}

/**
 * GET of a URL a dealer typed (the inventory feed, its photos, the page "Check my site" reads), safe to run from
 * our own network: the URL passes `outboundUrlProblem`, and outside a sandbox every address the host name resolves
 * to must be public, checked in the socket's own look-up so the address connected to is the one checked (a name
 * that answers a public address first and 10.0.0.1 later cannot slip past). Redirects are followed only when the
 * caller allows some, each hop's URL passing the same rules; the body is read as a stream and refused (or cut,
 * when asked) past `maxBytes`, and the whole exchange, every hop included, ends at `timeoutMs`.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPrivateAddress, outboundUrlProblem } from '../../domain/leads/crm-url.ts';

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export type PublicFetchOptions = {
  /** A sandbox deployment also reaches this machine over http (its own feed and the tests' servers). */
  sandbox: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** The longest URL taken. */
  maxUrl?: number;
  /** Content types taken (the part before `;`, lower case); unset: any. */
  accept?: (contentType: string) => boolean;
  /** The DNS look-up; tests give a fixed one. */
  resolve?: Resolve;
  /** Redirects followed, each hop checked as the first URL; unset or 0: a redirect is a 'status' failure. */
  maxRedirects?: number;
  /** A body past `maxBytes` is cut there (`truncated`) instead of failing 'too-large'. */
  truncate?: boolean;
  /** Any final status is an answer with its body, instead of a 'status' failure outside 2xx. */
  anyStatus?: boolean;
  /** Request headers besides the defaults (accept, user-agent). */
  headers?: Record<string, string>;
};

export type PublicFetchFailure =
  'invalid-url' | 'private' | 'status' | 'redirects' | 'too-large' | 'timeout' | 'type' | 'unreachable';

/** `url` is the last URL asked for: the first one's final hop after redirects. */
export type PublicFetchResult =
  | {
      ok: true;
      url: string;
      status: number;
      headers: IncomingHttpHeaders;
      body: Buffer;
      contentType: string;
      truncated: boolean;
    }
  | { ok: false; url: string; reason: PublicFetchFailure; detail: string; status?: number };

/** Statuses that send the client on to their Location (RFC 9110 §15.4). */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** A socket look-up that refuses the host when any of its addresses is private. */
function publicLookup(resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const inside = addresses.find((a) => isPrivateAddress(a.address));
        if (addresses.length === 0 || inside) {
          const error = Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' });
          callback(error, '', 4);
        } else if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}

export async function fetchPublic(raw: string, options: PublicFetchOptions): Promise<PublicFetchResult> {
  const deadline = Date.now() + options.timeoutMs;
  const allowed = options.maxRedirects ?? 0;
  let url = raw;
  for (let hop = 0; ; hop += 1) {
    const got = await fetchOnce(url, options, deadline, allowed > 0);
    if ('ok' in got) return got;
    if (hop >= allowed)
      return {
        ok: false,
        url,
        reason: 'redirects',
        detail: `more than ${String(allowed)} redirects`,
        status: got.status,
      };
    url = got.location;
  }
}

type Hop = PublicFetchResult | { location: string; status: number };

/** One request: the answer, or where a redirect sends the client next (when redirects are followed). */
function fetchOnce(raw: string, options: PublicFetchOptions, deadline: number, follow: boolean): Promise<Hop> {
  const problem = outboundUrlProblem(raw, options.sandbox, options.maxUrl ?? 2000);
  const fail = (reason: PublicFetchFailure, detail: string, status?: number): PublicFetchResult => ({
    ok: false,
    url: raw,
    reason,
    detail,
    ...(status === undefined ? {} : { status }),
  });
  if (problem === 'invalid') return Promise.resolve(fail('invalid-url', 'not an https URL'));
  if (problem === 'private') return Promise.resolve(fail('private', 'a private address'));
  const url = new URL(raw);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const timedOut = () => fail('timeout', `no answer in ${String(options.timeoutMs / 1000)} s`);
  if (Date.now() >= deadline) return Promise.resolve(timedOut());
  return new Promise((settle) => {
    let done = false;
    const finish = (result: Hop) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.destroy();
      settle(result);
    };
    const req = request(
      url,
      {
        method: 'GET',
        headers: { accept: '*/*', 'user-agent': 'Upshift-feed/1', ...options.headers },
        ...(options.sandbox ? {} : { lookup: publicLookup(options.resolve ?? systemResolve) }),
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        const location = res.headers.location;
        if (follow && REDIRECTS.has(status) && location) {
          // A Location that is no URL at all is the page's fault, told as an address we cannot load.
          const next = URL.canParse(location, url) ? new URL(location, url).href : null;
          finish(next ? { location: next, status } : fail('invalid-url', 'a redirect to no URL', status));
          return;
        }
        if (!options.anyStatus && (status < 200 || status > 299)) {
          finish(fail('status', `the server answered ${String(status)}`, status));
          return;
        }
        const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (options.accept && !options.accept(contentType)) {
          finish(fail('type', `the server sent ${contentType || 'no content type'}`, status));
          return;
        }
        const tooLarge = () => fail('too-large', `larger than ${String(options.maxBytes)} bytes`, status);
        const answer = (body: Buffer, truncated: boolean): PublicFetchResult => ({
          ok: true,
          url: raw,
          status,
          headers: res.headers,
          body,
          contentType,
          truncated,
        });
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (declared > options.maxBytes && !options.truncate) {
          finish(tooLarge());
          return;
        }
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size + chunk.length <= options.maxBytes) {
            parts.push(chunk);
            size += chunk.length;
          } else if (options.truncate) {
            parts.push(chunk.subarray(0, options.maxBytes - size));
            finish(answer(Buffer.concat(parts), true));
          } else finish(tooLarge());
        });
        res.on('end', () => finish(answer(Buffer.concat(parts), false)));
        res.on('error', (error) => finish(fail('unreachable', error.message, status)));
      },
    );
    const timer = setTimeout(() => finish(timedOut()), Math.max(0, deadline - Date.now()));
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        error.code === 'EPRIVATE' ? fail('private', error.message) : fail('unreachable', error.code ?? error.message),
      ),
    );
    req.end();
  });
}

/** Whether every address `hostname` resolves to is public (a name that does not resolve is not). */
export async function resolvesPublic(hostname: string, resolve: Resolve = systemResolve): Promise<boolean> {
  try {
    const addresses = await resolve(hostname);
    return addresses.length > 0 && !addresses.some((a) => isPrivateAddress(a.address));
  } catch {
    return false;
  }
}

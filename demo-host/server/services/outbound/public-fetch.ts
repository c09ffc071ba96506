/**
 * GET of a URL a dealer typed (the inventory feed, its photos), safe to run from our own network: the
 * URL passes `outboundUrlProblem`, and outside a sandbox every address the host name resolves to must be
 * public, checked in the socket's own look-up so the address connected to is the one checked (a name
 * that answers a public address first and 10.0.0.1 later cannot slip past). No redirects are followed;
 * the body is read as a stream and cut off past `maxBytes`, and the whole exchange past `timeoutMs`.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
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
};

export type PublicFetchResult =
  | { ok: true; body: Buffer; contentType: string }
  | {
      ok: false;
      reason: 'invalid-url' | 'private' | 'status' | 'too-large' | 'timeout' | 'type' | 'unreachable';
      detail: string;
    };

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

export function fetchPublic(raw: string, options: PublicFetchOptions): Promise<PublicFetchResult> {
  const problem = outboundUrlProblem(raw, options.sandbox, options.maxUrl ?? 2000);
  if (problem === 'invalid') return Promise.resolve({ ok: false, reason: 'invalid-url', detail: 'not an https URL' });
  if (problem === 'private') return Promise.resolve({ ok: false, reason: 'private', detail: 'a private address' });
  const url = new URL(raw);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((settle) => {
    let done = false;
    const finish = (result: PublicFetchResult) => {
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
        headers: { accept: '*/*', 'user-agent': 'Upshift-feed/1' },
        ...(options.sandbox ? {} : { lookup: publicLookup(options.resolve ?? systemResolve) }),
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        if (status < 200 || status > 299) {
          finish({ ok: false, reason: 'status', detail: `the server answered ${String(status)}` });
          return;
        }
        const contentType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
        if (options.accept && !options.accept(contentType)) {
          finish({ ok: false, reason: 'type', detail: `the server sent ${contentType || 'no content type'}` });
          return;
        }
        const declared = Number(res.headers['content-length'] ?? NaN);
        if (declared > options.maxBytes) {
          finish({ ok: false, reason: 'too-large', detail: `larger than ${String(options.maxBytes)} bytes` });
          return;
        }
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes)
            finish({ ok: false, reason: 'too-large', detail: `larger than ${String(options.maxBytes)} bytes` });
          else parts.push(chunk);
        });
        res.on('end', () => finish({ ok: true, body: Buffer.concat(parts), contentType }));
        res.on('error', (error) => finish({ ok: false, reason: 'unreachable', detail: error.message }));
      },
    );
    const timer = setTimeout(
      () => finish({ ok: false, reason: 'timeout', detail: `no answer in ${String(options.timeoutMs / 1000)} s` }),
      options.timeoutMs,
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish(
        error.code === 'EPRIVATE'
          ? { ok: false, reason: 'private', detail: error.message }
          : { ok: false, reason: 'unreachable', detail: error.code ?? error.message },
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

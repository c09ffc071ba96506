/**
 * A tiny round-robin HTTP load balancer (node:http) for the multi-process test and the bench:
 * each request goes to the next backend in turn, whatever connection it came on. Bodies stream
 * both ways; every header passes through (repeated ones such as Set-Cookie too) except the
 * hop-by-hop ones, and the original Host is kept, as a real balancer does. It counts and logs
 * which backend served what, so a test can prove that requests really alternated.
 */
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Routed = { method: string; path: string; backend: number; status: number };

export type Balancer = {
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  backends: readonly string[];
  /** Requests each backend got, by index in `backends`. */
  counts: number[];
  /** Every request in arrival order, with its backend and the status it answered (0: unreachable). */
  log: Routed[];
  close(): Promise<void>;
};

export type BalancerOptions = {
  /** Backend origins, e.g. http://127.0.0.1:4301. */
  backends: string[];
  /** Port to listen on (default: a free one). */
  port?: number;
  host?: string;
  /** Keep the per-request log (default true; the bench turns it off). */
  log?: boolean;
};

// RFC 9110 §7.6.1: meaningful for one connection only, never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Raw header pairs without the hop-by-hop ones (and without those the Connection header names). */
function endToEnd(raw: string[]): string[] {
  const named = new Set(HOP_BY_HOP);
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'connection') {
      for (const token of raw[i + 1]!.split(',')) named.add(token.trim().toLowerCase());
    }
  }
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!named.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  }
  return kept;
}

export function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const backends = options.backends.map((origin) => new URL(origin));
  if (backends.length === 0) throw new Error('startBalancer needs at least one backend');
  const host = options.host ?? '127.0.0.1';
  const keepLog = options.log ?? true;
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const counts = backends.map(() => 0);
  const log: Routed[] = [];
  let next = 0;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const index = next;
    next = (next + 1) % backends.length;
    counts[index]!++;
    const entry: Routed = { method: req.method ?? 'GET', path: req.url ?? '/', backend: index, status: 0 };
    if (keepLog) log.push(entry);
    const target = backends[index]!;
    const headers = endToEnd(req.rawHeaders);
    const client = req.socket.remoteAddress ?? '';
    const prior = req.headers['x-forwarded-for'];
    headers.push('X-Forwarded-For', prior ? `${prior}, ${client}` : client);
    headers.push('X-Forwarded-Proto', 'http', 'X-Forwarded-Host', req.headers.host ?? '');

    const upstream = request(
      {
        agent,
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers, // raw pairs: repeated headers stay repeated
        setHost: false, // the client's Host passes through
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(res);
        answer.once('error', () => res.destroy());
      },
    );
    upstream.once('error', (error) => {
      if (res.headersSent) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Bad gateway: ${target.origin} (${error.message})\n`);
    });
    req.once('error', () => upstream.destroy());
    res.once('close', () => {
      // The client went away before the answer was complete: stop the backend's work too.
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };

  const server: Server = createServer(forward);
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://${host}:${port}`,
        port,
        backends: backends.map((b) => b.origin),
        counts,
        log,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
            agent.destroy();
          }),
      });
    });
  });
}

/** Small helpers for processes the tests start: free ports and waiting for a URL to answer. */
import { createServer } from 'node:net';

/** A TCP port nothing listens on right now (the OS picks it; another process may still take it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when `url` answers 2xx; rejects after `ms` (or at once when `alive()` says the process died). */
export async function waitForOk(url: string, ms = 60_000, alive: () => boolean = () => true): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!alive()) throw new Error(`The process behind ${url} exited before it answered`);
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

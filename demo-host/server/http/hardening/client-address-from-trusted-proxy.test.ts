/**
 * Behind a trusted proxy (TRUST_PROXY=n) a request's client is the address the proxies added to
 * X-Forwarded-For, counted from the right: what the client wrote there itself is not believed, so
 * rotating it neither resets a per-client limit nor puts a forged address in a record.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { MAX_FAILURES } from '../../services/attempts.ts';
import { readConfig } from '../../config.ts';
import { cookieOf, makeDb, testApp } from '../../test-support.ts';
import { clientAddress } from '../client-address.ts';

async function makeProxiedApp() {
  return testApp(await makeDb(), {
    trustProxy: true,
  });
}

/** Wrong passwords for different accounts (so only the client's limit applies) with this X-Forwarded-For. */
async function failedSignIn(app: Awaited<ReturnType<typeof makeProxiedApp>>, forwardedFor: string, n: number) {
  const boot = await app.request('/api/page-context?campaign=main');
  const token = v.parse(ShadowBootSchema, await boot.json()).csrf.token;
  return app.request('/api/auth/login', {
    method: 'POST',
    headers: {
      Cookie: cookieOf(boot),
      'X-CSRF-TOKEN': token,
      'Content-Type': 'application/json',
      'X-Forwarded-For': forwardedFor,
    },
    body: JSON.stringify({ email: `guess${String(n)}@upshift.test`, password: 'Wrong#123' }),
  });
}

describe('the client address behind a trusted proxy', { timeout: 60_000 }, () => {
  it('counts a failure against the proxy-added hop, not the left-most value the client sent', async () => {
    const app = await makeProxiedApp();
    // Each request forges a new left-most address; the proxy's hop is the same client every time.
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      const res = await failedSignIn(app, `1.2.3.${String(i)}, 203.0.113.9`, i);
      expect(v.parse(LoginResponseSchema, await res.json()).success).toBe(false);
    }
    expect((await failedSignIn(app, '1.2.3.99, 203.0.113.9', 98)).status).toBe(429);
    expect((await failedSignIn(app, '203.0.113.9', 99)).status).toBe(429);
    // The same forged left-most value from another real client is that client's own count.
    expect((await failedSignIn(app, '1.2.3.4, 203.0.113.10', 100)).status).toBe(200);
  });

  it('takes the n-th hop from the right with TRUST_PROXY=n, and the socket without a trusted proxy', async () => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, Number(c.req.query('hops')))));
    const seen = async (hops: number, forwardedFor: string) =>
      (await app.request(`/?hops=${String(hops)}`, { headers: { 'X-Forwarded-For': forwardedFor } })).text();
    expect(await seen(1, '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(1, ' 198.51.100.7 ')).toBe('198.51.100.7');
    expect(await seen(2, '1.2.3.4, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    // Fewer hops than trusted proxies: the request did not come through them all, so no hop is believed.
    expect(await seen(2, '1.2.3.4')).toBe('unknown');
    expect(await seen(0, '1.2.3.4, 198.51.100.7')).toBe('unknown');
  });

  it('reads TRUST_PROXY as the number of trusted proxies, 0 by default', () => {
    expect(readConfig({}).trustProxy).toBe(0);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be a whole number from 0 to 10');
  });
});

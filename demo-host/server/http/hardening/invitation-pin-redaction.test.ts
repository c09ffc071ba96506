/**
 * An invitation PIN (`/profile/verify-access?pin=…`, seed 001 §2), a one-time code or a token in a
 * URL is kept nowhere on the server's side either: not in the app's error reports it stores
 * (`fe_logs`, which people read), not in the request log of a standalone PIN link's page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listFeLogs } from '../../db/fe-logs-repo.ts';
import { APP_ORIGIN, cookieOf, makeApp, makeDb, readShell, testApp } from '../../test-support.ts';
import { fuzzScale, fuzzSeed, Prng } from '../fuzz/fuzz-kit.ts';
import { withoutSecrets } from '../../../../src/contract/secret-params.ts';

const PIN = 'Pin4Leak9x7Q2w';

afterEach(() => vi.restoreAllMocks());

describe('invitation PINs and codes on the server', () => {
  it('are not kept in a stored error report, in its address or its message', async () => {
    const { app, db } = await makeApp();
    const shell = await app.request('/embed?campaign=main');
    const cookie = cookieOf(shell);
    const { token } = readShell(await shell.text());
    const res = await app.request('/api/log-fe-message', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        message: `ApiError: GET /api/x?pin=${PIN} failed with 500`,
        url: `${APP_ORIGIN}/embed?campaign=main#/profile/verify-access?pin=${PIN}&mfaCode=123456&step=2`,
      }),
    });
    expect(res.status).toBe(200);
    const [row] = await listFeLogs(db);
    expect(row).toMatchObject({
      message: 'ApiError: GET /api/x failed with 500',
      url: `${APP_ORIGIN}/embed?campaign=main#/profile/verify-access?step=2`,
    });
  });

  it('are not written to the request log when a PIN link opens the standalone site', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: unknown) => void lines.push(String(line)));
    const app = testApp(await makeDb(), {
      quiet: false,
    });
    const res = await app.request(`/profile/verify-access?pin=${PIN}&campaign=main`);
    expect(res.status).toBe(200);
    expect(lines.join('\n')).toContain('/profile/verify-access?campaign=main');
    expect(lines.join('\n')).not.toContain(PIN);
  });
});

describe('withoutSecrets, fuzzed (FUZZ_SEED replays a run)', () => {
  const SECRET_NAMES = ['pin', 'PIN', 'code', 'otp', 'mfaCode', 'token', 'access_token', 'csrfToken', 'client_secret'];
  const PLAIN_NAMES = ['campaign', 'locale', 'step', 'ref', 'vehicle', 'zip'];
  const PATHS = ['/profile/verify-access', '/embed', 'https://app.example/embed', '/x/y'];

  it('keeps no secret value in a URL of any shape, and every other parameter as it was', () => {
    const seed = fuzzSeed();
    const rng = new Prng(seed);
    for (let i = 0; i < 500 * fuzzScale(); i++) {
      const secrets: string[] = [];
      const kept: string[] = [];
      const query = () => {
        const pairs = Array.from({ length: 1 + rng.int(4) }, () => {
          if (rng.chance(0.4)) {
            const value = `S3cr3t${String(rng.int(1e9))}`;
            secrets.push(value);
            return `${rng.pick(SECRET_NAMES)}=${value}`;
          }
          const pair = `${rng.pick(PLAIN_NAMES)}=v${String(rng.int(1e6))}`;
          kept.push(pair);
          return pair;
        });
        return pairs.join(rng.chance(0.9) ? '&' : ';');
      };
      let url = `${rng.pick(PATHS)}?${query()}`;
      // A hash route with its own query, and a dealer URL percent-encoded in `ref`.
      if (rng.chance(0.5)) url += `#/profile/verify-access?${query()}`;
      if (rng.chance(0.5)) {
        const nested = `https://dealer.example/p?${query()}`;
        url = url.replace('?', `?ref=${encodeURIComponent(nested)}&`);
      }
      const out = withoutSecrets(url);
      const decoded = decodeURIComponent(out);
      for (const secret of secrets) expect(decoded, `seed ${String(seed)}: ${url}`).not.toContain(secret);
      for (const pair of kept) expect(decoded, `seed ${String(seed)}: ${url}`).toContain(pair);
      expect(out, url).not.toMatch(/[?#]&|&&|\?#|\?$/);
    }
  });
});

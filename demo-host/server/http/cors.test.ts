/** A dealer origin may read the API only for its own campaign. */
import { describe, expect, it } from 'vitest';
import { cookieOf, makeApp, SITE_ORIGIN } from '../test-support.ts';

/** Allowed by the `upgrade` campaign only; SITE_ORIGIN is allowed by `main` and `upgrade`. */
const UPGRADE_ONLY = 'https://dealer-two.example';

const acao = (res: Response) => res.headers.get('access-control-allow-origin');

describe('CORS per campaign', () => {
  it("gives an origin of campaign A no CORS headers on campaign B's page context, and its own", async () => {
    const { app } = await makeApp();
    const foreign = await app.request('/api/page-context?campaign=main', { headers: { Origin: UPGRADE_ONLY } });
    expect(foreign.status).toBe(200);
    expect(acao(foreign)).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
    expect(foreign.headers.get('vary')).toMatch(/Origin/);

    const own = await app.request('/api/page-context?campaign=upgrade', { headers: { Origin: UPGRADE_ONLY } });
    expect(acao(own)).toBe(UPGRADE_ONLY);
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    // An origin two campaigns allow reads both.
    const shared = await app.request('/api/page-context?campaign=main', { headers: { Origin: SITE_ORIGIN } });
    expect(acao(shared)).toBe(SITE_ORIGIN);
  });

  it("reads a request's campaign from its session when the request names none", async () => {
    const { app } = await makeApp();
    // The session's page was campaign main's.
    const cookie = cookieOf(await app.request('/api/page-context?campaign=main'));
    const foreign = await app.request('/api/states', { headers: { Origin: UPGRADE_ONLY, Cookie: cookie } });
    expect(foreign.status).toBe(200);
    expect(acao(foreign)).toBeNull();
    const own = await app.request('/api/states', { headers: { Origin: SITE_ORIGIN, Cookie: cookie } });
    expect(acao(own)).toBe(SITE_ORIGIN);

    const upgrade = cookieOf(await app.request('/api/page-context?campaign=upgrade'));
    const mine = await app.request('/api/states', { headers: { Origin: UPGRADE_ONLY, Cookie: upgrade } });
    expect(acao(mine)).toBe(UPGRADE_ONLY);
  });

  it('lets any campaign origin read a shared endpoint without a session, which holds nothing of anyone', async () => {
    const { app } = await makeApp();
    const res = await app.request('/api/states', { headers: { Origin: UPGRADE_ONLY } });
    expect(acao(res)).toBe(UPGRADE_ONLY);
  });

  it('answers a preflight that names a campaign for that campaign only', async () => {
    const { app } = await makeApp();
    const preflight = (origin: string, campaign: string) =>
      app.request(`/api/profile/register-ghost?campaign=${campaign}&dealer=d1`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    expect(acao(await preflight(UPGRADE_ONLY, 'main'))).toBeNull();
    expect(acao(await preflight(UPGRADE_ONLY, 'upgrade'))).toBe(UPGRADE_ONLY);
    expect(acao(await preflight(SITE_ORIGIN, 'main'))).toBe(SITE_ORIGIN);
  });

  it('lets a campaign origin sign out from its page (the shadow mount): the /logout preflight and post', async () => {
    const { app } = await makeApp();
    const cookie = cookieOf(await app.request('/api/page-context?campaign=main'));
    const preflight = await app.request('/logout', {
      method: 'OPTIONS',
      headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(acao(preflight)).toBe(SITE_ORIGIN);
    const post = await app.request('/logout', { method: 'POST', headers: { Origin: SITE_ORIGIN, Cookie: cookie } });
    expect(acao(post)).toBe(SITE_ORIGIN);
  });
});

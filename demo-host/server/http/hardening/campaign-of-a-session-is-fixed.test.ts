/**
 * A session belongs to the campaign whose page began it, for good: naming another campaign in the
 * query neither lets that campaign's origin read the session's answers (CORS) nor moves the session.
 * A page for another campaign begins a session of its own and leaves the first one as it was.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import { PageContextSchema, ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { getSessionCampaign } from '../../db/credit-repo.ts';
import { cookieOf, makeApp, readShell, SITE_ORIGIN, USER } from '../../test-support.ts';

/** Allowed by the `upgrade` campaign only; SITE_ORIGIN is allowed by `main` and `upgrade`. */
const UPGRADE_ONLY = 'https://dealer-two.example';
const acao = (res: Response) => res.headers.get('access-control-allow-origin');
const idOf = (cookie: string) => cookie.split('=')[1] ?? '';

type App = Awaited<ReturnType<typeof makeApp>>['app'];

/** A signed-in session of campaign main, begun on main's page. */
async function mainSession(app: App) {
  const boot = await app.request('/api/page-context?campaign=main', { headers: { Origin: SITE_ORIGIN } });
  const token = v.parse(ShadowBootSchema, await boot.json()).csrf.token;
  const res = await app.request('/api/auth/login', {
    method: 'POST',
    headers: { Cookie: cookieOf(boot), 'X-CSRF-TOKEN': token, 'Content-Type': 'application/json' },
    body: JSON.stringify(USER),
  });
  const login = v.parse(LoginResponseSchema, await res.json());
  if (!login.success) throw new Error('sign-in failed');
  return { cookie: cookieOf(res), token: login.csrfToken };
}

describe('the campaign of a session', { timeout: 60_000 }, () => {
  it("gives another campaign's origin no CORS headers on a session endpoint, whatever ?campaign= says", async () => {
    const { app } = await makeApp();
    const { cookie } = await mainSession(app);
    const res = await app.request('/api/garage/deals/count?campaign=upgrade', {
      headers: { Origin: UPGRADE_ONLY, Cookie: cookie },
    });
    expect(acao(res)).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    // Its own campaign's origin still reads it.
    const own = await app.request('/api/garage/deals/count', { headers: { Origin: SITE_ORIGIN, Cookie: cookie } });
    expect(acao(own)).toBe(SITE_ORIGIN);
  });

  it('honours ?campaign= on an anonymous endpoint, which reads nothing of the session', async () => {
    const { app } = await makeApp();
    const { cookie } = await mainSession(app);
    const res = await app.request('/api/lead/call-center?campaign=upgrade&userTimeZone=America/Chicago', {
      headers: { Origin: UPGRADE_ONLY, Cookie: cookie },
    });
    expect(res.status).toBe(200);
    expect(acao(res)).toBe(UPGRADE_ONLY);
  });

  it("begins a new session for a page context of another campaign: no data of the first, which stays main's", async () => {
    const { app, db } = await makeApp();
    const main = await mainSession(app);
    const res = await app.request('/api/page-context?campaign=upgrade', {
      headers: { Origin: UPGRADE_ONLY, Cookie: main.cookie },
    });
    expect(res.status).toBe(200);
    const fresh = cookieOf(res);
    expect(idOf(fresh)).not.toBe('');
    expect(idOf(fresh)).not.toBe(idOf(main.cookie));
    const boot = v.parse(ShadowBootSchema, await res.json());
    expect(boot.csrf.token).not.toBe(main.token);
    expect(boot.context.visitor.isLoggedIn).toBe(false);
    expect(JSON.stringify(boot)).not.toContain(USER.email);
    expect(acao(res)).toBe(UPGRADE_ONLY);
    expect((await getSessionCampaign(db, idOf(main.cookie)))?.campaignSlug).toBe('main');
    expect((await getSessionCampaign(db, idOf(fresh)))?.campaignSlug).toBe('upgrade');
    // The first session is untouched: still main's, still signed in, its token still good.
    const again = await app.request('/api/page-context?campaign=main', { headers: { Cookie: main.cookie } });
    expect(again.headers.get('set-cookie')).toBeNull();
    const back = v.parse(ShadowBootSchema, await again.json());
    expect(back.context.visitor.isLoggedIn).toBe(true);
    expect(back.csrf.token).toBe(main.token);
  });

  it("begins a new session for another campaign's embedded page too", async () => {
    const { app, db } = await makeApp();
    const main = await mainSession(app);
    const res = await app.request('/embed?campaign=upgrade', { headers: { Cookie: main.cookie } });
    expect(res.status).toBe(200);
    const fresh = cookieOf(res);
    expect(idOf(fresh)).not.toBe(idOf(main.cookie));
    const shell = readShell(await res.text());
    expect(shell.token).not.toBe(main.token);
    expect(v.parse(PageContextSchema, shell.context).visitor.isLoggedIn).toBe(false);
    expect((await getSessionCampaign(db, idOf(main.cookie)))?.campaignSlug).toBe('main');
  });
});

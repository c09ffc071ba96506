/**
 * The dealer chat frame's document sandboxes itself: however it is loaded (in the app's sandboxed
 * iframe, or top-level as a popup its own script opened with its address), it runs in an opaque
 * origin whose popups stay sandboxed, cut off from any opener, and it carries nothing of the
 * shopper's even when the request comes with the shopper's signed-in session.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import { DEALER_CHAT_SANDBOX } from '../../../../src/contract/external-scripts.ts';
import { insertSeed } from '../../db/seed/seed.ts';
import { APP_ORIGIN, cookieOf, fixtureSeed, makeApp, makeEmptyDb, readShell, USER } from '../../test-support.ts';

const SCRIPT = Buffer.from('document.body.append("hello");').toString('base64');
const FRAME = `/dealer-chat-frame/d1?${new URLSearchParams({ campaign: 'main', locale: 'en', parent: APP_ORIGIN }).toString()}`;

async function frameApp() {
  const db = await makeEmptyDb();
  await insertSeed(db, {
    ...fixtureSeed(),
    chatConfigs: [
      {
        dealerId: 'd1',
        chatEnabled: true,
        isDealerChat: true,
        script: SCRIPT,
        isReputationChat: false,
        widgetId: null,
        tenantKey: null,
      },
    ],
  });
  return (await makeApp(db)).app;
}

/** Every directive of every Content-Security-Policy the response sends, by name (a browser enforces them all). */
function cspDirectives(res: Response): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  for (const policy of (res.headers.get('content-security-policy') ?? '').split(',')) {
    for (const directive of policy.split(';')) {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (!name) continue;
      out.set(name.toLowerCase(), [...(out.get(name.toLowerCase()) ?? []), values]);
    }
  }
  return out;
}

describe('the dealer chat frame document', () => {
  it('sandboxes itself with scripts, forms and popups only: an opaque origin whose popups stay sandboxed', async () => {
    const app = await frameApp();
    const res = await app.request(FRAME);
    expect(res.status).toBe(200);
    const sandbox = cspDirectives(res).get('sandbox');
    expect(sandbox).toEqual([['allow-scripts', 'allow-forms', 'allow-popups']]);
    for (const flag of [
      'allow-same-origin',
      'allow-popups-to-escape-sandbox',
      'allow-top-navigation',
      'allow-top-navigation-by-user-activation',
      'allow-modals',
    ]) {
      expect(sandbox?.[0], flag).not.toContain(flag);
    }
  });

  it('is cut off from any window that opens it (same-origin opener policy)', async () => {
    const app = await frameApp();
    const res = await app.request(FRAME);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("gives the app's iframe the same sandbox as its own header, so neither lets a popup escape", async () => {
    const app = await frameApp();
    const res = await app.request(FRAME);
    expect(cspDirectives(res).get('sandbox')).toEqual([DEALER_CHAT_SANDBOX.split(' ')]);
    expect(DEALER_CHAT_SANDBOX.split(' ')).not.toContain('allow-popups-to-escape-sandbox');
    expect(DEALER_CHAT_SANDBOX.split(' ')).not.toContain('allow-same-origin');
  });

  it("carries nothing of a signed-in shopper's: no cookie set, no CSRF token, no page context", async () => {
    const app = await frameApp();
    const shell = await app.request('/embed?campaign=main');
    const cookie = cookieOf(shell);
    const { token } = readShell(await shell.text());
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-TOKEN': token, 'Content-Type': 'application/json' },
      body: JSON.stringify(USER),
    });
    const signedIn = v.parse(LoginResponseSchema, await login.json());
    if (!signedIn.success) throw new Error('login failed');

    const res = await app.request(FRAME, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    for (const secret of [token, signedIn.csrfToken, cookie.split('=')[1]!, USER.email, '_csrf', 'upshift-context']) {
      expect(html).not.toContain(secret);
    }
  });
});

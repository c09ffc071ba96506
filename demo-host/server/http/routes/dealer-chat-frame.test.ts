import { runInNewContext } from 'node:vm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { insertSeed, type SeedData } from '../../db/seed/seed.ts';
import { APP_ORIGIN, fixtureSeed, makeApp, makeEmptyDb, SITE_ORIGIN } from '../../test-support.ts';
import { dealerChatFrameCsp, FRAME_BRIDGE_SOURCE, inlineScriptText } from './dealer-chat-frame.ts';

/** A dealer script with everything that could end its <script> element early or open a comment. */
const SCRIPT = 'var s = "</script><script>alert(1)</script>"; var c = "<!--"; document.title = "é";';
const chat = { isReputationChat: false, widgetId: null, tenantKey: null };

function seed(): SeedData {
  return {
    ...fixtureSeed(),
    chatConfigs: [
      {
        dealerId: 'd1',
        chatEnabled: true,
        isDealerChat: true,
        script: Buffer.from(SCRIPT).toString('base64'),
        ...chat,
      },
      { dealerId: 'd2', chatEnabled: true, isDealerChat: false, script: null, ...chat },
    ],
  };
}

async function frameApp() {
  const db = await makeEmptyDb();
  await insertSeed(db, seed());
  return (await makeApp(db)).app;
}

const path = (dealer: string, query: Record<string, string>) =>
  `/dealer-chat-frame/${dealer}?${new URLSearchParams(query).toString()}`;
const OK = { campaign: 'main', locale: 'en', parent: APP_ORIGIN };

describe('GET /dealer-chat-frame/:dealerId (the dealer chat in a sandboxed frame)', () => {
  it("renders the dealer's script under a nonce of its own, after the frame bridge, with a strict CSP", async () => {
    const app = await frameApp();
    const res = await app.request(path('d1', OK));
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    // The app, the address the request came to (a campaign's own domain, standalone; here app.request's) and its dealer sites.
    expect(csp).toBe(dealerChatFrameCsp(nonce!, `${APP_ORIGIN} http://localhost ${SITE_ORIGIN}`));
    expect(csp).toContain("default-src 'none'; script-src 'nonce-");
    expect(csp).not.toMatch(/script-src[^;]*'self'|unsafe-eval/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A frame document needs no session: it never sets a cookie.
    expect(res.headers.get('set-cookie')).toBeNull();

    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>First Motors chat</title>');
    expect(html).not.toContain('_csrf');
    // Each script's text as rendered (the template's indentation and closing ';' aside).
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => [
      m[0],
      m[1],
      m[2]!.trim().replace(/;$/, '').trim(),
    ]);
    expect(scripts.map((m) => m[1])).toEqual([
      ` nonce="${nonce}" data-parent-origin="${APP_ORIGIN}"`,
      ` nonce="${nonce}"`,
    ]);
    expect(scripts[0]![2]).toBe(inlineScriptText(FRAME_BRIDGE_SOURCE).trim());
    expect(scripts[1]![2]).toBe(
      'var s = "<\\/script><script>alert(1)<\\/script>"; var c = "<\\!--"; document.title = "é";',
    );
    // The escaped text means what the dealer wrote.
    expect(runInNewContext(`${scripts[1]![2]}; [s, c, document.title]`, { document: { title: '' } })).toEqual([
      '</script><script>alert(1)</script>',
      '<!--',
      'é',
    ]);
    const other = await app.request(path('d1', OK));
    expect(other.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('lets the dealer sites of the campaign frame it and be posted to (the shadow mount), in Spanish too', async () => {
    const app = await frameApp();
    const res = await app.request(
      path('d2', { campaign: 'upgrade', locale: 'es', parent: 'https://dealer-two.example' }).replace('d2', 'd1'),
    );
    // d1 is not a dealer of 'upgrade'.
    expect(res.status).toBe(404);
    const shadow = await app.request(path('d1', { campaign: 'main', locale: 'es', parent: SITE_ORIGIN }));
    expect(shadow.status).toBe(200);
    const html = await shadow.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<title>Chat de First Motors</title>');
    expect(html).toContain(`data-parent-origin="${SITE_ORIGIN}"`);
  });

  it('refuses to post to any other origin: 400 on the parent field', async () => {
    const app = await frameApp();
    for (const parent of ['https://evil.example', 'null', '*', 'javascript:alert(1)', `${SITE_ORIGIN}/page`]) {
      const res = await app.request(path('d1', { ...OK, parent }));
      expect(res.status, parent).toBe(400);
      const body = v.parse(ErrorBodySchema, await res.json());
      expect(body.fieldErrors.map((e) => e.field)).toEqual(['parent']);
      // The answer is the API's JSON policy, never the frame's (no nonce lets a script run).
      expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; frame-ancestors 'none'/);
      expect(res.headers.get('content-security-policy')).not.toContain('nonce-');
    }
  });

  it('answers 400 for a bad query and 404 for what has no chat script', async () => {
    const app = await frameApp();
    expect((await app.request('/dealer-chat-frame/d1')).status).toBe(400);
    expect((await app.request(path('d1', { ...OK, locale: 'fr' }))).status).toBe(400);
    expect((await app.request(path('d1', { ...OK, campaign: '<x>' }))).status).toBe(400);
    expect((await app.request(path('d%20x', OK))).status).toBe(400);
    expect((await app.request(path('d1', { ...OK, campaign: 'nope' }))).status).toBe(404);
    expect((await app.request(path('d9', OK))).status).toBe(404);
    // d2 has a reputation widget, not a script of its own.
    expect((await app.request(path('d2', OK))).status).toBe(404);
  });
});

describe("the API and a sandboxed frame's requests (Origin: null)", () => {
  it('never allows the opaque origin to read an answer with the shopper cookies', async () => {
    const app = await frameApp();
    for (const url of ['/api/page-context?campaign=main', '/api/dealer_chat_config/dealer/d1']) {
      const res = await app.request(url, { headers: { Origin: 'null' } });
      expect(res.headers.get('access-control-allow-origin'), url).toBeNull();
      expect(res.headers.get('access-control-allow-credentials'), url).toBeNull();
    }
    const preflight = await app.request('/api/deals', {
      method: 'OPTIONS',
      headers: { Origin: 'null', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

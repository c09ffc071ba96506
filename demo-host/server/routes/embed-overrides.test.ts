import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../src/lib/http.ts';
import { PageContextSchema, ShadowBootSchema } from '../../../src/lib/page-context.ts';
import { makeApp, readShell } from '../test-support.ts';

describe('/embed and /api/page-context overrides', () => {
  it('sends a new CSP nonce with each shell, the same one in its meta tag', async () => {
    const { app } = await makeApp();
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await app.request('/embed?campaign=main');
      const fromHeader = /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'/.exec(
        res.headers.get('content-security-policy') ?? '',
      )?.[1];
      const fromMeta = /<meta name="csp-nonce" content="([^"]+)">/.exec(await res.text())?.[1];
      expect(fromHeader).toBeDefined();
      expect(fromMeta).toBe(fromHeader);
      nonces.add(fromHeader ?? '');
    }
    expect(nonces.size).toBe(2);
  });

  it('overrides the campaign flags for one render with ?flags=, and refuses an unknown flag', async () => {
    const { app } = await makeApp();
    const html = await (await app.request('/embed?campaign=main&flags=ENABLE_CO_BROWSE,HIDE_FLOATING_FOOTERS')).text();
    expect(v.parse(PageContextSchema, readShell(html).context).campaign.featureFlags).toEqual([
      'ENABLE_CO_BROWSE',
      'HIDE_FLOATING_FOOTERS',
    ]);
    const plain = await (await app.request('/embed?campaign=main')).text();
    expect(v.parse(PageContextSchema, readShell(plain).context).campaign.featureFlags).toEqual([]);
    const bad = await app.request('/embed?campaign=main&flags=ENABLE_CO_BROWSE,NOPE');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('unknown feature flag');

    const boot = await app.request('/api/page-context?campaign=main&flags=GOOGLE_ONE_TAP_FEATURE');
    expect(v.parse(ShadowBootSchema, await boot.json()).context.campaign.featureFlags).toEqual([
      'GOOGLE_ONE_TAP_FEATURE',
    ]);
    const refused = await app.request('/api/page-context?campaign=main&flags=NOPE');
    expect(refused.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await refused.json()).fieldErrors).toEqual([
      { field: 'flags.0', message: 'Unknown feature flag' },
    ]);
  });
});

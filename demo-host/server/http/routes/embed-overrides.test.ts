import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { PageContextSchema, ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { makeApp, readShell } from '../../test-support.ts';

describe('/embed and /api/page-context overrides', () => {
  // The dealer's chat script has a sandboxed frame of its own, so no inline script runs in the shells.
  it('allows no inline script in the shell: no nonce in its CSP, no nonce meta tag', async () => {
    const { app } = await makeApp();
    const res = await app.request('/embed?campaign=main');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(res.headers.get('content-security-policy')).not.toContain('nonce-');
    expect(await res.text()).not.toContain('csp-nonce');
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

/**
 * `?flags=` (the integrator console's per-render feature flags) is a sandbox
 * tool: a deployment not named as a sandbox (prod, beta, any other name) ignores it, malformed or not.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageContextSchema, ShadowBootSchema } from '../../../src/contract/page-context.ts';
import { makeDb, readShell, testApp } from '../test-support.ts';

async function appIn(environment: string) {
  return testApp(await makeDb(), { environment });
}

const embedFlags = async (app: Awaited<ReturnType<typeof appIn>>, flags: string) => {
  const res = await app.request(`/embed?campaign=main&flags=${flags}`);
  expect(res.status).toBe(200);
  return v.parse(PageContextSchema, readShell(await res.text()).context).campaign.featureFlags;
};
const bootFlags = async (app: Awaited<ReturnType<typeof appIn>>, flags: string) => {
  const res = await app.request(`/api/page-context?campaign=main&flags=${flags}`);
  expect(res.status).toBe(200);
  return v.parse(ShadowBootSchema, await res.json()).context.campaign.featureFlags;
};

describe('?flags= override', () => {
  for (const environment of ['prod', 'beta', 'production']) {
    it(`is ignored in ${environment}: the campaign's own flags, and no 400 for a bad one`, async () => {
      const app = await appIn(environment);
      expect(await embedFlags(app, 'ENABLE_CO_BROWSE,HIDE_FLOATING_FOOTERS')).toEqual([]);
      expect(await embedFlags(app, 'NOPE')).toEqual([]);
      expect(await bootFlags(app, 'GOOGLE_ONE_TAP_FEATURE')).toEqual([]);
      expect(await bootFlags(app, 'NOPE')).toEqual([]);
    });
  }

  for (const environment of ['dev', 'qa', 'sandbox']) {
    it(`applies in the ${environment} sandbox`, async () => {
      const app = await appIn(environment);
      expect(await embedFlags(app, 'ENABLE_CO_BROWSE')).toEqual(['ENABLE_CO_BROWSE']);
      expect(await bootFlags(app, 'GOOGLE_ONE_TAP_FEATURE')).toEqual(['GOOGLE_ONE_TAP_FEATURE']);
      expect((await app.request('/embed?campaign=main&flags=NOPE')).status).toBe(400);
    });
  }
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageContextSchema, ShadowBootSchema } from '../../../src/contract/page-context.ts';
import { readConfig } from '../config.ts';
import { makeDb, readShell, testApp } from '../test-support.ts';

const KEY = 'AIzaSyTest_Key-0123456789';

async function appWith(placesApiKey: string | null) {
  const db = await makeDb();
  return testApp(db, {
    placesApiKey,
  });
}

describe('GOOGLE_PLACES_API_KEY', () => {
  it('is read from the environment, none by default, and only in the shape of a Google key', () => {
    expect(readConfig({}).placesApiKey).toBeNull();
    expect(readConfig({ GOOGLE_PLACES_API_KEY: '' }).placesApiKey).toBeNull();
    expect(readConfig({ GOOGLE_PLACES_API_KEY: KEY }).placesApiKey).toBe(KEY);
    expect(() => readConfig({ GOOGLE_PLACES_API_KEY: 'key"><script>' })).toThrow(/GOOGLE_PLACES_API_KEY/);
  });

  it('reaches the app in the page context, and the shell CSP lets the Maps script and its calls through', async () => {
    const app = await appWith(KEY);
    const res = await app.request('/embed?campaign=main');
    expect(v.parse(PageContextSchema, readShell(await res.text()).context).placesApiKey).toBe(KEY);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com;/);
    expect(csp).toContain("connect-src 'self' https://maps.googleapis.com https://places.googleapis.com;");
    const boot = v.parse(ShadowBootSchema, await (await app.request('/api/page-context?campaign=main')).json());
    expect(boot.context.placesApiKey).toBe(KEY);
  });

  it('without a key the context says null and the CSP stays first-party', async () => {
    const app = await appWith(null);
    const res = await app.request('/account/register');
    expect(v.parse(PageContextSchema, readShell(await res.text()).context).placesApiKey).toBeNull();
    expect(res.headers.get('content-security-policy')).not.toContain('googleapis');
  });
});

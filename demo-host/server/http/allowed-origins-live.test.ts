/**
 * The campaign's allowed origins, saved in the workspace through one process, govern CORS and
 * frame-ancestors in another at once: nothing caches them, and a browser reuses a preflight for a minute at most.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CampaignAnswer } from '../../../src/contract/workspace-onboarding.ts';
import { openDatabase, type Db } from '../db/index.ts';
import { insertSeed } from '../db/seed/seed.ts';
import { fixtureSeed, makeDb, TEST_DATABASE_URL, TEST_PASSWORD_COST, testApp } from '../test-support.ts';
import { addStaff, MANAGER_2, staffClient } from './routes/workspace-test-support.ts';
import { PREFLIGHT_MAX_AGE_SECONDS } from './cors.ts';

const DEALER_SITE = 'https://www.second-auto.example';
const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

/** Two connections to one database: a file on SQLite (two processes' view), the test database on PostgreSQL. */
async function twoConnections(): Promise<[Db, Db]> {
  if (TEST_DATABASE_URL) {
    const db = await makeDb();
    return [db, db];
  }
  const path = join(mkdtempSync(join(tmpdir(), 'origins-')), 'shared.sqlite');
  const first = await openDatabase({ sqlitePath: path });
  await insertSeed(first, fixtureSeed(), { demoIdentities: false, passwordCost: TEST_PASSWORD_COST });
  const second = await openDatabase({ sqlitePath: path });
  opened.push(first, second);
  return [first, second];
}

describe('allowed origins across processes', () => {
  it('a list saved through one app instance is the CORS and frame-ancestors of another', async () => {
    const [one, two] = await twoConnections();
    await addStaff(one, [MANAGER_2]);
    const writer = testApp(one);
    const reader = testApp(two);
    const cors = async () =>
      (await reader.request('/api/states?campaign=upgrade', { headers: { Origin: DEALER_SITE } })).headers.get(
        'access-control-allow-origin',
      );
    const frameAncestors = async () =>
      (await reader.request('/embed?campaign=upgrade')).headers.get('content-security-policy') ?? '';
    // The reader answers once before the change, so anything it could cache is warm.
    expect(await cors()).toBeNull();
    expect(await frameAncestors()).not.toContain(DEALER_SITE);

    const manager = staffClient(writer);
    await manager.signIn(MANAGER_2);
    const { settings } = (await (await manager.call('GET', '/campaigns/upgrade/settings')).json()) as CampaignAnswer;
    const saved = await manager.call('PUT', '/campaigns/upgrade/settings', {
      ...settings,
      allowedOrigins: [...settings.allowedOrigins, DEALER_SITE],
    });
    expect(saved.status).toBe(200);

    expect(await cors()).toBe(DEALER_SITE);
    expect(await frameAncestors()).toContain(DEALER_SITE);
    const preflight = await reader.request('/api/states?campaign=upgrade', {
      method: 'OPTIONS',
      headers: { Origin: DEALER_SITE, 'Access-Control-Request-Method': 'GET' },
    });
    expect(Number(preflight.headers.get('access-control-max-age'))).toBeLessThanOrEqual(PREFLIGHT_MAX_AGE_SECONDS);
    expect(PREFLIGHT_MAX_AGE_SECONDS).toBeLessThanOrEqual(60);

    // Taken off again: refused at once.
    await manager.call('PUT', '/campaigns/upgrade/settings', settings);
    expect(await cors()).toBeNull();
    expect(await frameAncestors()).not.toContain(DEALER_SITE);
  });
});

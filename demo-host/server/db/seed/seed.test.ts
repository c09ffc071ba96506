import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { VehicleSchema } from '../../../../src/contract/vehicle.ts';
import { CampaignSchema, DealerSchema } from '../../../../src/contract/page-context.ts';
import { verifyPassword } from '../../domain/passwords.ts';
import { fixtureSeed, makeEmptyDb, TEST_DATABASE_URL } from '../../test-support.ts';
import { dialectOf, openDatabase, type Db } from '../index.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { hitRateLimit, listStates } from '../repo.ts';
import { getVehicle, listVehicles } from '../inventory-repo.ts';
import { findUserCredentials } from '../users-repo.ts';
import {
  getDealer,
  getDealerCallCenterHours,
  listCampaignDealers,
  listDealerHours,
  setDealerCallCenterHours,
} from '../dealers-repo.ts';
import { getCampaign, getCampaignForHost, isAllowedOrigin, listCampaigns } from '../campaigns-repo.ts';
import { DEMO_USER, buildSeed } from './seed-data.ts';
import { insertSeed, seedDb } from './seed.ts';

const origins = { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' };

describe.skipIf(TEST_DATABASE_URL)('openDatabase on a SQLite file', () => {
  it('creates the folder and file, applies every migration, and reopens without re-migrating', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'upshift-db-')), 'nested', 'upshift.sqlite');
    const db = await openDatabase({ sqlitePath: path });
    expect(dialectOf(db)).toBe('sqlite');
    const applied = await db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((r) => (r as { name: string }).name)).toEqual(Object.keys(MIGRATIONS));
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining(['campaigns', 'dealers', 'vehicles', 'users', 'sessions', 'deals', 'rate_limits']),
    );
    const index = await sql<{ name: string }>`PRAGMA index_info('vehicles_search')`.execute(db);
    expect(index.rows.map((c) => c.name)).toEqual(['dealer_id', 'stock_type', 'make', 'fuel_type', 'sale_price']);
    await db.destroy();
    const again = await openDatabase({ sqlitePath: path });
    expect(
      await again
        .selectFrom('kysely_migration' as never)
        .selectAll()
        .execute(),
    ).toHaveLength(applied.length);
    await again.destroy();
  });

  it('moves a database of the pre-Kysely sandbox aside and starts a fresh one', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'upshift-db-')), 'upshift.sqlite');
    const legacy = new SQLite(path);
    legacy.exec('CREATE TABLE campaigns (slug TEXT PRIMARY KEY)');
    legacy.pragma('user_version = 3');
    legacy.close();
    const db = await openDatabase({ sqlitePath: path });
    expect(existsSync(`${path}.pre-kysely`)).toBe(true);
    expect(await listCampaigns(db)).toEqual([]);
    await db.destroy();
  });
});

describe('seedDb with the real seed', () => {
  let db: Db;
  let outcome: string;
  const seed = buildSeed(origins);
  beforeAll(async () => {
    db = await makeEmptyDb();
    outcome = await seedDb(db, buildSeed, origins);
  });

  it('seeds an empty database, and only once', async () => {
    expect(outcome).toBe('seeded');
    expect(await seedDb(db, buildSeed, origins)).toBe('unchanged');
    expect(await listCampaigns(db)).toHaveLength(seed.campaigns.length);
    expect(await listVehicles(db)).toHaveLength(seed.vehicles.length);
  });

  it('is idempotent: inserting the same seed again, even at once, changes nothing', async () => {
    await Promise.all([insertSeed(db, seed), insertSeed(db, seed)]);
    expect(await listCampaigns(db)).toHaveLength(seed.campaigns.length);
    expect(await listVehicles(db)).toHaveLength(seed.vehicles.length);
  });

  it('marks the campaigns of the tenants configured as the upgrade program (seed 000 §6), and only those', async () => {
    const upgrade = (await listCampaigns(db)).filter((c) => c.upgradeProgram).map((c) => c.slug);
    expect(upgrade.sort()).toEqual(['bmw-ev', 'bmw-upgrade', 'kuni-bmw', 'nissan-upgrade']);
  });

  it('round-trips every record into the app schemas', async () => {
    for (const campaign of await listCampaigns(db)) v.parse(CampaignSchema, campaign);
    for (const vehicle of await listVehicles(db, {}, 'http://127.0.0.1:4174')) v.parse(VehicleSchema, vehicle);
    for (const dealer of seed.dealers) v.parse(DealerSchema, await getDealer(db, dealer.id));
    const first = seed.campaigns[0];
    expect(first && (await getCampaign(db, first.slug))).toEqual(
      first && { ...v.parse(v.omit(CampaignSchema, ['upgradeProgram']), first), upgradeProgram: false },
    );
    expect(await listStates(db)).toHaveLength(seed.states.length);
  });

  it('stores the demo user with a scrypt hash that verifies', async () => {
    const found = await findUserCredentials(db, DEMO_USER.email);
    expect(found?.passwordHash).toMatch(/^scrypt\$/);
    expect(found?.passwordHash).not.toContain(DEMO_USER.password);
    expect(await verifyPassword(DEMO_USER.password, found?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword('Upshift!24', found?.passwordHash ?? null)).toBe(false);
  });

  it('has a default campaign answering for unknown hosts, and allows the dealer site origin', async () => {
    const fallback = await getCampaignForHost(db, 'unknown.invalid');
    expect(fallback?.isDefault).toBe(true);
    expect((await getCampaignForHost(db, 'nissan.upshift.test'))?.campaign.slug).toBe('nissan-upgrade');
    expect(await isAllowedOrigin(db, origins.siteOrigin)).toBe(true);
    expect(await isAllowedOrigin(db, 'https://evil.example')).toBe(false);
  });

  it('refreshes the allowed origins when the ports change', async () => {
    const moved = { siteOrigin: 'http://localhost:5000', appHost: '127.0.0.1' };
    expect(await seedDb(db, buildSeed, moved)).toBe('refreshed-origins');
    expect(await isAllowedOrigin(db, moved.siteOrigin)).toBe(true);
    expect(await isAllowedOrigin(db, origins.siteOrigin)).toBe(false);
    expect(await seedDb(db, buildSeed, origins)).toBe('refreshed-origins');
  });
});

describe('repo queries', () => {
  let db: Db;
  beforeAll(async () => {
    db = await makeEmptyDb();
    await insertSeed(db, fixtureSeed());
  });

  it('filters vehicles by dealer and stock type', async () => {
    expect((await listVehicles(db, { dealerId: 'd1' })).map((x) => x.id)).toEqual(['v1']);
    expect(await listVehicles(db, { stockType: 'USED' })).toEqual([]);
    expect((await listVehicles(db, { stockType: 'NEW', maxPrice: 40000 })).map((x) => x.id)).toEqual(['v1', 'v2']);
  });

  it('builds image URLs from the given origin and root-relative without one', async () => {
    expect((await getVehicle(db, 'v1', 'http://127.0.0.1:4174'))?.imageUrl).toBe(
      'http://127.0.0.1:4174/images/vehicles/v1/0.svg',
    );
    expect((await getVehicle(db, 'v1'))?.imageUrl).toBe('/images/vehicles/v1/0.svg');
    expect(await getVehicle(db, 'nope')).toBeNull();
  });

  it('keeps the campaign dealer order', async () => {
    expect((await listCampaignDealers(db, 'main')).map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(await listCampaignDealers(db, 'lonely')).toEqual([]);
  });

  it("lists every dealer's hours by name and replaces one dealer's hours", async () => {
    const own = await makeEmptyDb();
    await insertSeed(own, fixtureSeed());
    expect((await listDealerHours(own)).map((d) => [d.dealer.name, d.hours])).toEqual([
      ['First Motors', [{ day: 'MON', open: '09:00', close: '18:00' }]],
      ['Second Auto', [{ day: 'MON', open: '09:00', close: '18:00' }]],
    ]);
    const hours = [
      { day: 'TUE', open: '08:30', close: '12:00' },
      { day: 'SUN', open: '10:00', close: '16:00' },
    ];
    expect(await setDealerCallCenterHours(own, 'd2', hours)).toBe(true);
    expect(await getDealerCallCenterHours(own, 'd2')).toEqual(hours);
    expect(await getDealerCallCenterHours(own, 'd1')).toEqual([{ day: 'MON', open: '09:00', close: '18:00' }]);
    expect(await setDealerCallCenterHours(own, 'd404', hours)).toBe(false);
    expect(await setDealerCallCenterHours(own, 'd1', [])).toBe(true);
    expect(await getDealerCallCenterHours(own, 'd1')).toEqual([]);
  });

  it('refuses seed data that does not match the schemas', async () => {
    const bad = fixtureSeed();
    const vehicle = bad.vehicles[0];
    if (vehicle) vehicle.vin = 'short';
    await expect(insertSeed(await makeEmptyDb(), bad)).rejects.toThrow(/vehicles\.0\.vin/);
    const orphan = fixtureSeed();
    orphan.campaigns[0]?.dealerIds.push('d404');
    await expect(insertSeed(await makeEmptyDb(), orphan)).rejects.toThrow(/unknown dealer d404/);
  });
});

describe('hitRateLimit', () => {
  it('counts attempts in a fixed window, refuses past the limit and opens a new window after it', async () => {
    const db = await makeEmptyDb();
    const at = 1_000_000;
    for (let i = 0; i < 3; i++) expect((await hitRateLimit(db, 'k', 3, 60_000, at + i)).allowed).toBe(true);
    expect(await hitRateLimit(db, 'k', 3, 60_000, at + 10_000)).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect((await hitRateLimit(db, 'other', 3, 60_000, at + 10_000)).allowed).toBe(true);
    expect((await hitRateLimit(db, 'k', 3, 60_000, at + 60_000)).allowed).toBe(true);
  });

  it('lets no more than the limit through when attempts arrive at once', async () => {
    const db = await makeEmptyDb();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, 'burst', 5, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VehicleSchema } from '../../../src/features/vehicle/api.ts';
import { CampaignSchema, DealerSchema } from '../../../src/lib/page-context.ts';
import { verifyPassword } from '../passwords.ts';
import { fixtureSeed } from '../test-support.ts';
import { openDb } from './index.ts';
import { SCHEMA_VERSION } from './migrations.ts';
import {
  findUserCredentials,
  getCampaign,
  getCampaignForHost,
  getDealer,
  getVehicle,
  isAllowedOrigin,
  listCampaignDealers,
  listCampaigns,
  listStates,
  listVehicles,
} from './repo.ts';
import { DEMO_USER, buildSeed } from './seed-data.ts';
import { insertSeed, seedDb } from './seed.ts';

const origins = { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' };

describe('openDb and migrations', () => {
  it('creates the folder and file, migrates to the latest version, and reopens without re-migrating', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'upshift-db-')), 'nested', 'upshift.sqlite');
    const db = openDb(path);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
      (t) => t.name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        'campaigns',
        'dealers',
        'campaign_dealers',
        'vehicles',
        'users',
        'sessions',
        'fe_logs',
        'states',
      ]),
    );
    const index = db.prepare("PRAGMA index_info('vehicles_search')").all() as { name: string }[];
    expect(index.map((c) => c.name)).toEqual(['dealer_id', 'stock_type', 'make', 'fuel_type', 'sale_price']);
    db.close();
    const again = openDb(path);
    expect(again.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    again.close();
  });
});

describe('seedDb with the real seed', () => {
  const db = openDb(':memory:');
  const outcome = seedDb(db, buildSeed, origins);
  const seed = buildSeed(origins);

  it('seeds an empty database, and only once', () => {
    expect(outcome).toBe('seeded');
    expect(seedDb(db, buildSeed, origins)).toBe('unchanged');
    expect(listCampaigns(db)).toHaveLength(seed.campaigns.length);
    expect(listVehicles(db)).toHaveLength(seed.vehicles.length);
  });

  it('round-trips every record into the app schemas', () => {
    for (const campaign of listCampaigns(db)) v.parse(CampaignSchema, campaign);
    for (const vehicle of listVehicles(db, {}, 'http://127.0.0.1:4174')) v.parse(VehicleSchema, vehicle);
    for (const dealer of seed.dealers) v.parse(DealerSchema, getDealer(db, dealer.id));
    const first = seed.campaigns[0];
    expect(first && getCampaign(db, first.slug)).toEqual(first && v.parse(CampaignSchema, first));
    expect(listStates(db)).toHaveLength(seed.states.length);
  });

  it('stores the demo user with a scrypt hash that verifies', async () => {
    const found = findUserCredentials(db, DEMO_USER.email);
    expect(found?.passwordHash).toMatch(/^scrypt\$/);
    expect(found?.passwordHash).not.toContain(DEMO_USER.password);
    expect(await verifyPassword(DEMO_USER.password, found?.passwordHash ?? null)).toBe(true);
    expect(await verifyPassword('Upshift!24', found?.passwordHash ?? null)).toBe(false);
  });

  it('has a default campaign answering for unknown hosts, and allows the dealer site origin', () => {
    const fallback = getCampaignForHost(db, 'unknown.invalid');
    expect(fallback?.isDefault).toBe(true);
    expect(isAllowedOrigin(db, origins.siteOrigin)).toBe(true);
    expect(isAllowedOrigin(db, 'https://evil.example')).toBe(false);
  });

  it('refreshes the allowed origins when the ports change', () => {
    const moved = { siteOrigin: 'http://localhost:5000', appHost: '127.0.0.1' };
    expect(seedDb(db, buildSeed, moved)).toBe('refreshed-origins');
    expect(isAllowedOrigin(db, moved.siteOrigin)).toBe(true);
    expect(isAllowedOrigin(db, origins.siteOrigin)).toBe(false);
    expect(seedDb(db, buildSeed, origins)).toBe('refreshed-origins');
  });
});

describe('repo queries', () => {
  const db = openDb(':memory:');
  insertSeed(db, fixtureSeed());

  it('filters vehicles by dealer and stock type', () => {
    expect(listVehicles(db, { dealerId: 'd1' }).map((x) => x.id)).toEqual(['v1']);
    expect(listVehicles(db, { stockType: 'USED' })).toEqual([]);
    expect(listVehicles(db, { stockType: 'NEW', maxPrice: 40000 }).map((x) => x.id)).toEqual(['v1', 'v2']);
  });

  it('builds image URLs from the given origin and root-relative without one', () => {
    expect(getVehicle(db, 'v1', 'http://127.0.0.1:4174')?.imageUrl).toBe(
      'http://127.0.0.1:4174/images/vehicles/v1/0.svg',
    );
    expect(getVehicle(db, 'v1')?.imageUrl).toBe('/images/vehicles/v1/0.svg');
    expect(getVehicle(db, 'nope')).toBeNull();
  });

  it('keeps the campaign dealer order', () => {
    expect(listCampaignDealers(db, 'main').map((d) => d.id)).toEqual(['d1', 'd2']);
    expect(listCampaignDealers(db, 'lonely')).toEqual([]);
  });

  it('refuses seed data that does not match the schemas', () => {
    const bad = fixtureSeed();
    const vehicle = bad.vehicles[0];
    if (vehicle) vehicle.vin = 'short';
    expect(() => insertSeed(openDb(':memory:'), bad)).toThrow(/vehicles\.0\.vin/);
    const orphan = fixtureSeed();
    orphan.campaigns[0]?.dealerIds.push('d404');
    expect(() => insertSeed(openDb(':memory:'), orphan)).toThrow(/unknown dealer d404/);
  });
});

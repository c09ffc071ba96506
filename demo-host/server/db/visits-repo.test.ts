import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../test-support.ts';
import { connect, migrateToLatest } from './index.ts';
import { migrationProvider } from './migrations/index.ts';
import { buildSeed } from './seed/seed-data.ts';
import { getDealerVisitSettings } from './visits-repo.ts';

const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });

describe('the seeded dealers’ visits settings', () => {
  it('put Riverside, Sunbelt and Mile High in the drive-at-home program, with weekday showroom hours for all', () => {
    expect(seed.dealers.filter((d) => d.driveAtHomeEnabled).map((d) => d.id)).toEqual(['d100', 'd400', 'd600']);
    for (const d of seed.dealers) {
      const days = (d.showroomHours ?? []).map((h) => h.day);
      for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI']) expect(days).toContain(day);
      for (const h of d.showroomHours ?? []) expect(h.open < h.close).toBe(true);
    }
  });
});

describe.skipIf(TEST_DATABASE_URL)('migration 0020 on a sandbox migrated before it', () => {
  it('gives the existing sandbox dealers the seed’s drive-at-home flag and showroom hours', async () => {
    const db = connect({ sqlitePath: ':memory:' });
    const before = await new Migrator({ db, provider: migrationProvider }).migrateTo('0016-protection');
    expect(before.error).toBeUndefined();
    for (const d of seed.dealers) {
      await sql`INSERT INTO dealers (id, name, phone_number, address, city, state_code, zip_code, time_zone, website, call_center_hours)
        VALUES (${d.id}, ${d.name}, ${d.phoneNumber}, ${d.address}, ${d.city}, ${d.stateCode}, ${d.zipCode}, ${d.timeZone}, ${d.website}, '[]')`.execute(
        db,
      );
    }
    await migrateToLatest(db);
    for (const d of seed.dealers) {
      const settings = await getDealerVisitSettings(db, d.id);
      expect([d.id, settings?.driveAtHomeEnabled]).toEqual([d.id, d.driveAtHomeEnabled ?? false]);
      expect(settings?.showroomHours).toEqual(d.showroomHours);
    }
    await db.destroy();
  });
});

import { describe, expect, it } from 'vitest';
import { makeDb, makeEmptyDb } from '../../test-support.ts';
import { pinDigest, PIN_SHAPE } from '../../domain/mfa/engine.ts';
import { buildSeed, DISABLED_MEMBER_USER, MEMBER_USER } from './seed-data.ts';
import { PIN_EXPIRED_AT, SEED_ACCOUNTS, SEED_PROSPECTS } from './seed-identity.ts';
import { insertSeed } from './seed.ts';

const seed = () => buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' });

describe('seeded identities', () => {
  it('the accounts the console lists are the seeded users, with their passwords', () => {
    const users = seed().users;
    for (const account of SEED_ACCOUNTS) {
      const user = users.find((u) => u.email === account.email);
      expect(user, account.email).toBeDefined();
      expect(user?.password).toBe(account.password);
      expect(`${user?.firstName} ${user?.lastName}`).toBe(account.name);
      expect(user?.isMember).toBe(account.kind !== 'not a member');
    }
    expect(users.find((u) => u.id === MEMBER_USER.id)?.isMember).toBe(true);
  });

  it('PINs are long random-looking tokens, unique, and prospects with accounts match them', () => {
    const users = seed().users;
    expect(new Set(SEED_PROSPECTS.map((p) => p.pin)).size).toBe(SEED_PROSPECTS.length);
    for (const p of SEED_PROSPECTS) {
      expect(p.pin, p.id).toMatch(PIN_SHAPE);
      expect(p.pin.length).toBeGreaterThanOrEqual(20);
      if (p.userId) expect(users.find((u) => u.id === p.userId)?.email, p.id).toBe(p.email);
    }
  });

  it('are stored by digest only, the disabled member is disabled, and seeding twice changes nothing', async () => {
    const db = await makeEmptyDb();
    await insertSeed(db, seed());
    await insertSeed(db, seed());
    const rows = await db.selectFrom('prospects').selectAll().orderBy('id').execute();
    expect(rows.map((r) => r.id)).toEqual(SEED_PROSPECTS.map((p) => p.id).sort());
    for (const p of SEED_PROSPECTS) {
      const row = rows.find((r) => r.id === p.id);
      expect(row?.pin_digest).toBe(pinDigest(p.pin));
      expect(JSON.stringify(row)).not.toContain(p.pin);
    }
    expect(Number(rows.find((r) => r.id === 'pr-casey-nguyen')?.pin_expires_at)).toBe(PIN_EXPIRED_AT);
    const riley = await db
      .selectFrom('users')
      .select(['member_disabled', 'is_member'])
      .where('id', '=', DISABLED_MEMBER_USER.id)
      .executeTakeFirst();
    expect(riley).toEqual({ member_disabled: 1, is_member: 1 });
  }, 30_000);

  it('skips prospects whose campaign or user a smaller seed lacks', async () => {
    const db = await makeDb();
    expect(await db.selectFrom('prospects').select('id').execute()).toEqual([]);
  });
});

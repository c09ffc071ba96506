/**
 * The dealer's staff (migration 0030): members with their role and dealers, their sessions (stored
 * by the SHA-256 of the cookie's token) and their one-time recovery codes.
 */
import type { StaffRole } from '../../../src/contract/workspace.ts';
import type { Db, Row } from './schema.ts';

export type StaffMember = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  /** Sealed; set at enrolment's first step, confirmed (`totpEnrolled`) by a code from it. */
  totpSecret: string | null;
  totpEnrolled: boolean;
  totpLastStep: number | null;
  disabled: boolean;
  /** The dealers they work for (a platform admin's list is empty: they reach every dealer). */
  dealerIds: string[];
};

const toMember = (row: Row<'staff'>, dealerIds: string[]): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  passwordHash: row.password_hash,
  totpSecret: row.totp_secret,
  totpEnrolled: row.totp_secret !== null && row.totp_enrolled_at !== null,
  totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  disabled: Number(row.disabled) === 1,
  dealerIds,
});

async function dealersOf(db: Db, staffId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_dealers')
    .select('dealer_id')
    .where('staff_id', '=', staffId)
    .orderBy('dealer_id')
    .execute();
  return rows.map((r) => r.dealer_id);
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffMember | null> {
  const row = await db.selectFrom('staff').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row ? toMember(row, await dealersOf(db, row.id)) : null;
}

export async function getStaff(db: Db, id: string): Promise<StaffMember | null> {
  const row = await db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMember(row, await dealersOf(db, row.id)) : null;
}

export type NewStaff = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  totpSecret: string | null;
  dealerIds: readonly string[];
  createdAt: number;
};

/** Inserts the member and their dealers; one already there (by email) is left as it is. */
export async function insertStaff(db: Db, s: NewStaff): Promise<void> {
  const row = await db
    .insertInto('staff')
    .values({
      id: s.id,
      email: s.email.toLowerCase(),
      name: s.name,
      role: s.role,
      password_hash: s.passwordHash,
      totp_secret: s.totpSecret,
      totp_enrolled_at: s.totpSecret ? s.createdAt : null,
      totp_last_step: null,
      created_at: s.createdAt,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row && s.dealerIds.length > 0)
    await db
      .insertInto('staff_dealers')
      .values(s.dealerIds.map((dealer_id) => ({ staff_id: s.id, dealer_id })))
      .execute();
}

export async function setStaffTotp(db: Db, id: string, sealedSecret: string, at: number, step: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: sealedSecret, totp_enrolled_at: at, totp_last_step: step })
    .where('id', '=', id)
    .execute();
}

/** Records the TOTP step just used, only if it is newer than the last: false when another request took it. */
export async function takeTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setStaffPasswordHash(db: Db, id: string, hash: string): Promise<void> {
  await db.updateTable('staff').set({ password_hash: hash }).where('id', '=', id).execute();
}

/** The staff who may own a dealer's leads: its own members (platform admins are not on a dealer's team). */
export async function staffOfDealer(db: Db, dealerId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('staff as s')
    .innerJoin('staff_dealers as sd', 'sd.staff_id', 's.id')
    .select(['s.id', 's.name'])
    .where('sd.dealer_id', '=', dealerId)
    .where('s.disabled', '=', 0)
    .orderBy('s.name')
    .execute();
}

export async function dealerRefs(db: Db, ids: readonly string[] | 'all'): Promise<{ id: string; name: string }[]> {
  let q = db.selectFrom('dealers').select(['id', 'name']).orderBy('name');
  if (ids !== 'all') {
    if (ids.length === 0) return [];
    q = q.where('id', 'in', ids);
  }
  return q.execute();
}

// Sessions.

export type StaffSession = {
  id: string;
  staffId: string;
  csrfToken: string;
  mfaAt: number | null;
  createdAt: number;
  updatedAt: number;
};

export async function insertStaffSession(db: Db, s: StaffSession & { client: string }): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      id: s.id,
      staff_id: s.staffId,
      csrf_token: s.csrfToken,
      mfa_at: s.mfaAt,
      created_at: s.createdAt,
      updated_at: s.updatedAt,
      client: s.client,
    })
    .execute();
}

export async function getStaffSession(db: Db, id: string): Promise<StaffSession | null> {
  const row = await db.selectFrom('staff_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return row
    ? {
        id: row.id,
        staffId: row.staff_id,
        csrfToken: row.csrf_token,
        mfaAt: row.mfa_at === null ? null : Number(row.mfa_at),
        createdAt: Number(row.created_at),
        updatedAt: Number(row.updated_at),
      }
    : null;
}

export async function touchStaffSession(db: Db, id: string, at: number): Promise<void> {
  await db.updateTable('staff_sessions').set({ updated_at: at }).where('id', '=', id).execute();
}

export async function deleteStaffSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

export async function deleteStaffSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

// Recovery codes.

export async function replaceRecoveryCodes(db: Db, staffId: string, hashes: readonly string[]): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null })))
    .execute();
}

/** Spends an unused code by its hash: false when there is none (wrong, or used already). */
export async function spendRecoveryCode(db: Db, staffId: string, hash: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: at })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

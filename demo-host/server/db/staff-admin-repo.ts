/**
 * A dealer's staff as its managers see and change them (the staff page), and the invitations' one-time
 * links (migration 0035), stored by the SHA-256 of their token.
 */
import type { StaffRole } from '../../../src/contract/workspace.ts';
import { isUnusablePasswordHash } from '../domain/passwords.ts';
import type { Db } from './schema.ts';

export type DealerStaffRow = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  enrolled: boolean;
  invited: boolean;
  lastSignInAt: number | null;
};

/** The members on a dealer (one query), by name. */
export async function listDealerStaff(db: Db, dealerId: string): Promise<DealerStaffRow[]> {
  const rows = await db
    .selectFrom('staff as s')
    .innerJoin('staff_dealers as sd', 'sd.staff_id', 's.id')
    .select(['s.id', 's.name', 's.email', 's.role', 's.password_hash', 's.totp_enrolled_at', 's.last_sign_in_at'])
    .where('sd.dealer_id', '=', dealerId)
    .orderBy('s.name')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    enrolled: r.totp_enrolled_at !== null,
    invited: isUnusablePasswordHash(r.password_hash),
    lastSignInAt: r.last_sign_in_at === null ? null : Number(r.last_sign_in_at),
  }));
}

export async function addStaffToDealer(db: Db, staffId: string, dealerId: string): Promise<void> {
  await db
    .insertInto('staff_dealers')
    .values({ staff_id: staffId, dealer_id: dealerId })
    .onConflict((oc) => oc.columns(['staff_id', 'dealer_id']).doNothing())
    .execute();
}

export async function removeStaffFromDealer(db: Db, staffId: string, dealerId: string): Promise<void> {
  await db.deleteFrom('staff_dealers').where('staff_id', '=', staffId).where('dealer_id', '=', dealerId).execute();
  await db.deleteFrom('staff_invites').where('staff_id', '=', staffId).where('dealer_id', '=', dealerId).execute();
}

export async function setStaffRole(db: Db, staffId: string, role: StaffRole): Promise<void> {
  await db.updateTable('staff').set({ role }).where('id', '=', staffId).execute();
}

export async function setLastSignIn(db: Db, staffId: string, at: number): Promise<void> {
  await db.updateTable('staff').set({ last_sign_in_at: at }).where('id', '=', staffId).execute();
}

// Invitations.

export type NewInvite = {
  tokenHash: string;
  staffId: string;
  dealerId: string;
  invitedBy: string;
  createdAt: number;
  expiresAt: number;
};

/** A member's new link replaces their unused ones: one live link per member. */
export async function replaceInvite(db: Db, i: NewInvite): Promise<void> {
  await db.deleteFrom('staff_invites').where('staff_id', '=', i.staffId).where('used_at', 'is', null).execute();
  await db
    .insertInto('staff_invites')
    .values({
      token_hash: i.tokenHash,
      staff_id: i.staffId,
      dealer_id: i.dealerId,
      invited_by: i.invitedBy,
      created_at: i.createdAt,
      expires_at: i.expiresAt,
      used_at: null,
    })
    .execute();
}

/**
 * Spends a live invitation by its hash: its member and dealer, or null when there is none (unknown,
 * expired or used). The update is the check, so two requests cannot both spend it.
 */
export async function spendInvite(
  db: Db,
  tokenHash: string,
  at: number,
): Promise<{ staffId: string; dealerId: string } | null> {
  const row = await db
    .updateTable('staff_invites')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['staff_id', 'dealer_id'])
    .executeTakeFirst();
  return row ? { staffId: row.staff_id, dealerId: row.dealer_id } : null;
}

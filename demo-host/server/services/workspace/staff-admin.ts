/**
 * A dealer's staff for its managers (and platform admins): who is on it, inviting someone (or adding an
 * existing account), changing a role, removing someone from the dealer; and a new member's invitation,
 * spent once to set their password. Every change goes in the audit log.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Dealer } from '../../../../src/contract/page-context.ts';
import {
  ADMINS_UNTOUCHED,
  ALREADY_ON_STAFF,
  INVITE_EXPIRED,
  INVITE_HOURS,
  NOT_ON_STAFF,
  NOT_YOURSELF,
  ONLY_ADMIN_MAKES_ADMIN,
  OTHER_DEALERS,
  type DealerStaff,
  type InviteAnswer,
  type InviteBody,
  type StaffRow,
} from '../../../../src/contract/workspace-staff.ts';
import { type StaffRole } from '../../../../src/contract/workspace.ts';
import { appendAudit, type AuditRecord } from '../../db/audit-repo.ts';
import type { Db } from '../../db/schema.ts';
import {
  addStaffToDealer,
  listDealerStaff,
  removeStaffFromDealer,
  replaceInvite,
  setStaffRole,
  spendInvite,
} from '../../db/staff-admin-repo.ts';
import {
  deleteStaffSessionsOf,
  findStaffByEmail,
  getStaff,
  insertStaff,
  setStaffPasswordHash,
  type StaffMember,
} from '../../db/staff-repo.ts';
import { Conflict, Forbidden, NotFound } from '../../domain/errors.ts';
import { hashPassword, isUnusablePasswordHash, SCRYPT_PARAMS, unusablePasswordHash } from '../../domain/passwords.ts';
import { staffInviteEmail } from '../../sandbox/messaging/staff-invite.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import { assertNotLocked, clearFailures, recordFailure } from '../attempts.ts';
import type { AppDeps } from '../app-deps.ts';
import { managedDealer } from './managed-dealer.ts';
import type { StaffAuth } from './staff-auth.ts';

const INVITE_MS = INVITE_HOURS * 60 * 60 * 1000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const isAdmin = (m: { role: StaffRole }) => m.role === 'PLATFORM_ADMIN';

export type StaffAdminService = {
  list(actor: StaffMember, dealerId: string): Promise<DealerStaff>;
  invite(actor: StaffMember, dealerId: string, body: InviteBody, client: string): Promise<InviteAnswer>;
  changeRole(actor: StaffMember, dealerId: string, staffId: string, role: StaffRole, client: string): Promise<StaffRow>;
  remove(actor: StaffMember, dealerId: string, staffId: string, client: string): Promise<void>;
  /** Spends the invitation and sets the password: then signed in up to the second factor, as after a password. */
  accept(
    token: string,
    password: string,
    client: string,
  ): Promise<{ token: string; csrfToken: string; next: 'mfa' | 'enrol' }>;
};

export function createStaffAdmin(
  deps: Pick<AppDeps, 'db' | 'now' | 'messages' | 'appOrigin' | 'passwordCost'> & {
    staffAuth: Pick<StaffAuth, 'signIn'>;
  },
): StaffAdminService {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());
  const cost = deps.passwordCost ?? SCRYPT_PARAMS;
  const messages = deps.messages ?? outboxSender(db);

  /** Managers and admins manage staff: the same members who change a dealer's settings. */
  /** The member the change is about: on this dealer, not the actor, and not an admin unless an admin asks. */
  async function targetOn(actor: StaffMember, dealer: Dealer, staffId: string): Promise<StaffMember> {
    const target = await getStaff(db, staffId);
    if (!target?.dealerIds.includes(dealer.id)) throw new NotFound(NOT_ON_STAFF);
    if (target.id === actor.id) throw new Forbidden(NOT_YOURSELF);
    if (isAdmin(target) && !isAdmin(actor)) throw new Forbidden(ADMINS_UNTOUCHED);
    return target;
  }

  const audit = (
    q: Db,
    actor: { id: string; email: string },
    r: Pick<AuditRecord, 'action' | 'recordId' | 'dealerId'>,
    client: string,
  ) => appendAudit(q, { at: clock(), staffId: actor.id, staffEmail: actor.email, recordType: 'staff', client, ...r });

  async function rowOf(dealerId: string, staffId: string): Promise<StaffRow | null> {
    return (await listDealerStaff(db, dealerId)).find((r) => r.id === staffId) ?? null;
  }

  /** A fresh one-time link for the member (their older unused ones stop working). */
  async function newInvite(q: Db, actor: StaffMember, staffId: string, dealerId: string): Promise<string> {
    const token = randomBytes(32).toString('hex');
    const now = clock();
    await replaceInvite(q, {
      tokenHash: sha256(token),
      staffId,
      dealerId,
      invitedBy: actor.id,
      createdAt: now,
      expiresAt: now + INVITE_MS,
    });
    return token;
  }

  return {
    async list(actor, dealerId) {
      const dealer = await managedDealer(db, actor, dealerId);
      return { dealer: { id: dealer.id, name: dealer.name }, staff: await listDealerStaff(db, dealer.id) };
    },

    async invite(actor, dealerId, body, client) {
      const dealer = await managedDealer(db, actor, dealerId);
      if (body.role === 'PLATFORM_ADMIN' && !isAdmin(actor)) throw new Forbidden(ONLY_ADMIN_MAKES_ADMIN);
      const existing = await findStaffByEmail(db, body.email);
      if (
        existing &&
        (isAdmin(existing) ||
          (existing.dealerIds.includes(dealer.id) && !isUnusablePasswordHash(existing.passwordHash)))
      )
        throw new Conflict(ALREADY_ON_STAFF);
      // A new account: no password until the invitee sets one, no authenticator until they enrol.
      const member = existing ?? { id: randomUUID(), email: body.email, name: body.name, role: body.role };
      const { outcome, token } = await db.transaction().execute(async (tx) => {
        if (!existing)
          await insertStaff(tx, {
            ...member,
            passwordHash: unusablePasswordHash(),
            totpSecret: null,
            dealerIds: [],
            createdAt: clock(),
          });
        // A platform admin reaches every dealer without being on one.
        if (!isAdmin(member)) await addStaffToDealer(tx, member.id, dealer.id);
        // An account that has a password is only added; one still waiting for its first gets a new link.
        const link =
          existing && !isUnusablePasswordHash(existing.passwordHash)
            ? null
            : await newInvite(tx, actor, member.id, dealer.id);
        await audit(
          tx,
          actor,
          { action: link ? 'staff.invite' : 'staff.add', recordId: member.id, dealerId: dealer.id },
          client,
        );
        return { outcome: link ? ('invited' as const) : ('added' as const), token: link };
      });
      if (token) {
        const url = `${deps.appOrigin}/dealer/sign-in/invite?token=${token}`;
        const mail = staffInviteEmail({
          name: member.name,
          inviter: actor.name,
          dealer: dealer.name,
          url,
          hours: INVITE_HOURS,
        });
        await messages.send({ channel: 'EMAIL', recipient: member.email, kind: 'staff-invite', ...mail });
      }
      const row = (await rowOf(dealer.id, member.id)) ?? {
        id: member.id,
        name: member.name,
        email: member.email,
        role: member.role,
        enrolled: false,
        invited: true,
        lastSignInAt: null,
      };
      return { outcome, member: row };
    },

    async changeRole(actor, dealerId, staffId, role, client) {
      const dealer = await managedDealer(db, actor, dealerId);
      const target = await targetOn(actor, dealer, staffId);
      if (role === 'PLATFORM_ADMIN' && !isAdmin(actor)) throw new Forbidden(ONLY_ADMIN_MAKES_ADMIN);
      // The role is the account's, at every dealer it is on: only someone who manages all of them changes it.
      if (!isAdmin(actor) && target.dealerIds.some((d) => !actor.dealerIds.includes(d)))
        throw new Forbidden(OTHER_DEALERS);
      if (role !== target.role)
        await db.transaction().execute(async (tx) => {
          await setStaffRole(tx, target.id, role);
          await audit(tx, actor, { action: 'staff.role', recordId: target.id, dealerId: dealer.id }, client);
        });
      return (await rowOf(dealer.id, target.id))!;
    },

    async remove(actor, dealerId, staffId, client) {
      const dealer = await managedDealer(db, actor, dealerId);
      const target = await targetOn(actor, dealer, staffId);
      await db.transaction().execute(async (tx) => {
        await removeStaffFromDealer(tx, target.id, dealer.id);
        // Off their last dealer, they reach nothing: their sessions end now (sign-in refuses them too).
        if (!isAdmin(target) && target.dealerIds.every((d) => d === dealer.id))
          await deleteStaffSessionsOf(tx, target.id);
        await audit(tx, actor, { action: 'staff.remove', recordId: target.id, dealerId: dealer.id }, client);
      });
    },

    async accept(token, password, client) {
      const keys = [`staff-invite:${client}`];
      await assertNotLocked(db, keys, clock());
      // Hashed before the link is spent: a slow hash inside the transaction would hold its locks.
      const hash = await hashPassword(password, cost);
      const member = await db.transaction().execute(async (tx) => {
        const spent = await spendInvite(tx, sha256(token), clock());
        const found = spent && (await getStaff(tx, spent.staffId));
        if (!spent || !found) return null;
        await setStaffPasswordHash(tx, found.id, hash);
        await audit(tx, found, { action: 'staff.invite-accept', recordId: found.id, dealerId: spent.dealerId }, client);
        return found;
      });
      if (!member) {
        await recordFailure(db, keys, clock());
        throw new Conflict(INVITE_EXPIRED);
      }
      await clearFailures(db, keys);
      return deps.staffAuth.signIn(member.email, password, client);
    },
  };
}

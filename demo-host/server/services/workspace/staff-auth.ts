/**
 * Staff sign-in: a password, then a TOTP code (RFC 6238) or a one-time recovery code; a member
 * without an authenticator enrols one first (a QR code, then a code from it, then ten recovery
 * codes shown once). Sessions live in the database under the SHA-256 of their cookie's token:
 * pending ones (password only) for ten minutes, signed-in ones until two idle hours or twelve in
 * all. Failures are rate-limited per client and per account (services/attempts.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  CODE_FAILED,
  NOT_SIGNED_IN,
  RECOVERY_CODE_FAILED,
  SIGN_IN_AGAIN,
  SIGN_IN_FAILED,
  type StaffMe,
} from '../../../../src/contract/workspace.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import type { Db } from '../../db/schema.ts';
import {
  dealerRefs,
  deleteStaffSession,
  deleteStaffSessionsOf,
  findStaffByEmail,
  getStaff,
  getStaffSession,
  insertStaffSession,
  replaceRecoveryCodes,
  setStaffPasswordHash,
  setStaffTotp,
  spendRecoveryCode,
  takeTotpStep,
  touchStaffSession,
  type StaffMember,
  type StaffSession,
} from '../../db/staff-repo.ts';
import { Conflict, Unauthenticated } from '../../domain/errors.ts';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from '../../domain/passwords.ts';
import { dealersReached, reachesAnyDealer } from '../../domain/staff/access.ts';
import { setLastSignIn } from '../../db/staff-admin-repo.ts';
import { ACCOUNT_MAX_FAILURES, assertNotLocked, clearFailures, recordFailure } from '../attempts.ts';
import type { AppDeps } from '../app-deps.ts';
import type { FieldCipher } from '../finance/field-cipher.ts';

export const PENDING_SESSION_MS = 10 * 60 * 1000;
export const STAFF_IDLE_MS = 2 * 60 * 60 * 1000;
export const STAFF_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const TOUCH_EVERY_MS = 60 * 1000;
export const RECOVERY_CODES = 10;
/** The issuer authenticator apps show above the account. */
export const TOTP_ISSUER = 'Upshift for dealers';
const TOTP_PERIOD_S = 30;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const totpContext = (staffId: string) => `staff-totp:${staffId}`;

/** A member's TOTP secret as stored: sealed with the deployment's key, bound to the member. */
export const sealStaffTotp = (cipher: FieldCipher, secretBase32: string, staffId: string): string =>
  cipher.seal(secretBase32, totpContext(staffId));

function totpFor(secretBase32: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** The time step a code belongs to, within one step either way of now (clock drift); null when it matches none. */
export function totpStepOf(secretBase32: string, code: string, now: number): number | null {
  const delta = totpFor(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
}

/** Ten codes like `k3f9q-2m7xa`: about 52 bits each, shown once and stored hashed. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
const recoveryHash = (code: string) => sha256(code.replace(/[\s-]/g, '').toLowerCase());

export type SignedIn = { session: StaffSession; member: StaffMember };
/** Signed in: the new session's cookie token and who they are. */
export type Passed = { token: string; me: StaffMe };

export type StaffAuth = {
  /** The password step: a new pending session (and its cookie token), and what comes next. */
  signIn(
    email: string,
    password: string,
    client: string,
  ): Promise<{ token: string; csrfToken: string; next: 'mfa' | 'enrol' }>;
  /** The session a cookie's token names; `pending` allows one still waiting for its second factor. */
  authenticate(token: string | undefined, o?: { pending?: boolean }): Promise<SignedIn>;
  /** A member without an authenticator: their new secret (kept until enrolled), its URI and QR code. */
  enrolment(s: SignedIn): Promise<{ secret: string; otpauthUri: string; qrSvg: string }>;
  enrol(s: SignedIn, code: string, client: string): Promise<Passed & { recoveryCodes: string[] }>;
  verifyCode(s: SignedIn, code: string, client: string): Promise<Passed>;
  verifyRecoveryCode(s: SignedIn, code: string, client: string): Promise<Passed>;
  me(s: SignedIn): Promise<StaffMe>;
  /** Between the password and the code (a reload of the code page): what comes next and the CSRF token. */
  pendingStep(s: SignedIn): { next: 'mfa' | 'enrol'; csrfToken: string };
  signOut(s: SignedIn): Promise<void>;
  signOutEverywhere(s: SignedIn): Promise<void>;
};

export function createStaffAuth(
  deps: Pick<AppDeps, 'db' | 'now' | 'passwordCost'> & { cipher: FieldCipher | null },
): StaffAuth {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());
  const cost = deps.passwordCost ?? SCRYPT_PARAMS;
  const cipher = () => {
    // config.ts refuses to start a deployment without a data key; the sandbox has its development key.
    if (!deps.cipher) throw new Error('No data key: staff authenticators cannot be sealed');
    return deps.cipher;
  };

  async function newSession(staffId: string, client: string, mfaAt: number | null, q: Db = db) {
    const token = randomBytes(32).toString('hex');
    const now = clock();
    const session: StaffSession = {
      id: sha256(token),
      staffId,
      csrfToken: randomBytes(32).toString('hex'),
      mfaAt,
      createdAt: now,
      updatedAt: now,
    };
    await insertStaffSession(q, { ...session, client });
    return { token, session };
  }

  async function me(s: SignedIn): Promise<StaffMe> {
    return {
      id: s.member.id,
      email: s.member.email,
      name: s.member.name,
      role: s.member.role,
      dealers: await dealerRefs(db, dealersReached(s.member)),
      csrfToken: s.session.csrfToken,
    };
  }

  /** The second factor passed: the pending session ends and a signed-in one (new token) begins. */
  async function passed(s: SignedIn, client: string, q: Db = db) {
    const now = clock();
    await deleteStaffSession(q, s.session.id);
    const next = await newSession(s.member.id, client, now, q);
    await setLastSignIn(q, s.member.id, now);
    await appendAudit(q, {
      at: now,
      staffId: s.member.id,
      staffEmail: s.member.email,
      action: 'staff.sign-in',
      recordType: 'staff',
      recordId: s.member.id,
      dealerId: null,
      client,
    });
    return next;
  }

  const mfaKeys = (s: SignedIn) => [`staff-mfa:${s.member.id}`];

  return {
    async signIn(email, password, client) {
      const keys = [`staff-sign-in:${client}`, { key: `staff-account:${email}`, max: ACCOUNT_MAX_FAILURES }];
      await assertNotLocked(db, keys, clock());
      const member = await findStaffByEmail(db, email);
      const ok = await verifyPassword(password, member?.passwordHash ?? null, cost);
      if (!member || !ok || member.disabled || !reachesAnyDealer(member)) {
        await recordFailure(db, keys, clock());
        throw new Unauthenticated(SIGN_IN_FAILED);
      }
      await clearFailures(db, [keys[1]!]);
      if (needsRehash(member.passwordHash, cost))
        await setStaffPasswordHash(db, member.id, await hashPassword(password, cost));
      const { token, session } = await newSession(member.id, client, null);
      return { token, csrfToken: session.csrfToken, next: member.totpEnrolled ? 'mfa' : 'enrol' };
    },

    async authenticate(token, o = {}) {
      if (!token) throw new Unauthenticated(NOT_SIGNED_IN);
      if (!/^[0-9a-f]{64}$/.test(token)) throw new Unauthenticated(SIGN_IN_AGAIN);
      const session = await getStaffSession(db, sha256(token));
      const now = clock();
      const expired =
        !session ||
        (session.mfaAt === null
          ? now - session.createdAt > PENDING_SESSION_MS
          : now - session.updatedAt > STAFF_IDLE_MS || now - session.createdAt > STAFF_MAX_AGE_MS);
      if (expired) {
        if (session) await deleteStaffSession(db, session.id);
        throw new Unauthenticated(SIGN_IN_AGAIN);
      }
      if (session.mfaAt === null && !o.pending) throw new Unauthenticated(SIGN_IN_AGAIN);
      const member = await getStaff(db, session.staffId);
      if (!member || member.disabled || !reachesAnyDealer(member)) throw new Unauthenticated(SIGN_IN_AGAIN);
      if (now - session.updatedAt > TOUCH_EVERY_MS) await touchStaffSession(db, session.id, now);
      return { session, member };
    },

    async enrolment(s) {
      if (s.member.totpEnrolled) throw new Conflict('An authenticator is already set up for this account.');
      // The secret waits in the member's row, unconfirmed, until a code from it arrives.
      let secret = s.member.totpSecret ? cipher().open(s.member.totpSecret, totpContext(s.member.id)) : null;
      if (!secret) {
        secret = new OTPAuth.Secret({ size: 20 }).base32;
        await db
          .updateTable('staff')
          .set({ totp_secret: sealStaffTotp(cipher(), secret, s.member.id), totp_enrolled_at: null })
          .where('id', '=', s.member.id)
          .execute();
      }
      const otpauthUri = totpFor(secret, s.member.email).toString();
      return { secret, otpauthUri, qrSvg: await QRCode.toString(otpauthUri, { type: 'svg', margin: 2 }) };
    },

    async enrol(s, code, client) {
      if (s.member.totpEnrolled || !s.member.totpSecret) throw new Conflict('Start the set-up again.');
      await assertNotLocked(db, mfaKeys(s), clock());
      const secret = cipher().open(s.member.totpSecret, totpContext(s.member.id));
      const step = totpStepOf(secret, code, clock());
      if (step === null) {
        await recordFailure(db, mfaKeys(s), clock());
        throw new Unauthenticated(CODE_FAILED);
      }
      const recoveryCodes = newRecoveryCodes();
      const next = await db.transaction().execute(async (tx) => {
        await setStaffTotp(tx, s.member.id, s.member.totpSecret!, clock(), step);
        await replaceRecoveryCodes(tx, s.member.id, recoveryCodes.map(recoveryHash));
        return passed(s, client, tx);
      });
      await clearFailures(db, mfaKeys(s));
      return { recoveryCodes, token: next.token, me: await me({ ...s, session: next.session }) };
    },

    async verifyCode(s, code, client) {
      if (!s.member.totpEnrolled) throw new Conflict('Set up an authenticator first.');
      await assertNotLocked(db, mfaKeys(s), clock());
      const secret = cipher().open(s.member.totpSecret!, totpContext(s.member.id));
      const step = totpStepOf(secret, code, clock());
      // A code is good once: a step at or before the last one used is a replay.
      if (step === null || !(await takeTotpStep(db, s.member.id, step))) {
        await recordFailure(db, mfaKeys(s), clock());
        throw new Unauthenticated(CODE_FAILED);
      }
      await clearFailures(db, mfaKeys(s));
      const next = await passed(s, client);
      return { token: next.token, me: await me({ ...s, session: next.session }) };
    },

    async verifyRecoveryCode(s, code, client) {
      if (!s.member.totpEnrolled) throw new Conflict('Set up an authenticator first.');
      await assertNotLocked(db, mfaKeys(s), clock());
      if (!(await spendRecoveryCode(db, s.member.id, recoveryHash(code), clock()))) {
        await recordFailure(db, mfaKeys(s), clock());
        throw new Unauthenticated(RECOVERY_CODE_FAILED);
      }
      await clearFailures(db, mfaKeys(s));
      const next = await passed(s, client);
      return { token: next.token, me: await me({ ...s, session: next.session }) };
    },

    me,
    pendingStep: (s) => ({ next: s.member.totpEnrolled ? 'mfa' : 'enrol', csrfToken: s.session.csrfToken }),
    async signOut(s) {
      await deleteStaffSession(db, s.session.id);
    },
    async signOutEverywhere(s) {
      await deleteStaffSessionsOf(db, s.member.id);
    },
  };
}

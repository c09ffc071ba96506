/**
 * Ghost leads, their accounts and consent records (seed 001 §1 "ghost lead", §7). A ghost lead is
 * found by the SHA-256 of the random token in its HttpOnly cookie: the database never holds a
 * token that would let a reader of it pose as the shopper.
 */
import { createHash, randomBytes } from 'node:crypto';
import { unusablePasswordHash } from '../domain/passwords.ts';
import { insertUser, normalizeEmail } from './users-repo.ts';
import type { ConsentsTable, Db } from './schema.ts';
import { bool } from './repo.ts';

/** 32 random bytes, base64url: 43 characters. */
export function newGhostToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isGhostToken(value: string | undefined): value is string {
  return value !== undefined && TOKEN.test(value);
}

export function ghostTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type GhostLeadRecord = {
  id: string;
  campaignSlug: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  zipCode: string;
  userId: string | null;
};

/** The lead whose cookie this is, only within the campaign it was given to. */
export async function findGhostLeadByToken(
  db: Db,
  token: string,
  campaignSlug: string,
): Promise<GhostLeadRecord | null> {
  const row = await db
    .selectFrom('ghost_leads')
    .selectAll()
    .where('token_digest', '=', ghostTokenDigest(token))
    .where('campaign_slug', '=', campaignSlug)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        campaignSlug: row.campaign_slug,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phoneNumber: row.phone_number,
        zipCode: row.zip_code,
        userId: row.user_id,
      }
    : null;
}

export async function insertGhostLead(
  db: Db,
  lead: Omit<GhostLeadRecord, 'id'> & { id: string; tokenDigest: string },
): Promise<void> {
  await db
    .insertInto('ghost_leads')
    .values({
      id: lead.id,
      token_digest: lead.tokenDigest,
      campaign_slug: lead.campaignSlug,
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: normalizeEmail(lead.email),
      phone_number: lead.phoneNumber,
      zip_code: lead.zipCode,
      user_id: lead.userId,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** A returning ghost's account and newest phone number (they may add one the second time). */
export async function updateGhostLead(
  db: Db,
  id: string,
  changes: { userId?: string; phoneNumber?: string },
): Promise<void> {
  const set: { user_id?: string; phone_number?: string } = {};
  if (changes.userId !== undefined) set.user_id = changes.userId;
  if (changes.phoneNumber !== undefined) set.phone_number = changes.phoneNumber;
  if (Object.keys(set).length > 0) await db.updateTable('ghost_leads').set(set).where('id', '=', id).execute();
}

export type GhostUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  zipCode: string;
  address: string;
  address2: string;
  city: string;
  stateCode: string;
  county: string;
  lat: number;
  lng: number;
  smsAllowed: boolean;
};

/** A user account for a ghost: the form's contact details and geocoded address, no password. */
export async function insertGhostUser(db: Db, user: GhostUser): Promise<void> {
  const { zipCode, smsAllowed, address, address2, city, stateCode, county, lat, lng, ...rest } = user;
  await insertUser(db, {
    ...rest,
    zipcode: zipCode,
    // No password: a ghost signs in only with their ghost-lead cookie until they set one.
    passwordHash: unusablePasswordHash(),
    isMember: false,
    address: { address, address2, city, stateCode, county, lat, lng },
    smsAllowed,
    // Ghost sign-up takes only an address the session proved (routes/ghost.ts).
    emailVerified: true,
  });
}

/**
 * Every ghost-lead cookie of the account stops working: each lead gets the digest of a token nobody
 * holds. The leads and their consents stay.
 */
export async function revokeGhostTokens(db: Db, userId: string): Promise<void> {
  const leads = await db.selectFrom('ghost_leads').select('id').where('user_id', '=', userId).execute();
  for (const lead of leads) {
    await db
      .updateTable('ghost_leads')
      .set({ token_digest: ghostTokenDigest(newGhostToken()) })
      .where('id', '=', lead.id)
      .execute();
  }
}

export async function setUserPhoneNumber(db: Db, userId: string, phoneNumber: string): Promise<void> {
  await db.updateTable('users').set({ phone_number: phoneNumber }).where('id', '=', userId).execute();
}

/** The account an email already has, with what its password column holds (a ghost's or a real hash). */
export type GhostAccount = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  isMember: boolean;
  memberDisabled: boolean;
};

async function findAccount(db: Db, column: 'email' | 'id', value: string): Promise<GhostAccount | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'password_hash', 'is_member', 'member_disabled'])
    .where(column, '=', value)
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        passwordHash: row.password_hash,
        isMember: bool(row.is_member),
        memberDisabled: bool(row.member_disabled),
      }
    : null;
}

export function findAccountByEmail(db: Db, email: string): Promise<GhostAccount | null> {
  return findAccount(db, 'email', normalizeEmail(email));
}

export function findAccountById(db: Db, id: string): Promise<GhostAccount | null> {
  return findAccount(db, 'id', id);
}

export type ConsentRecord = {
  kind: ConsentsTable['kind'];
  userId: string | null;
  ghostLeadId: string | null;
  email: string;
  phoneNumber: string;
  disclaimerVersion: string;
  disclaimerText: string;
  ip: string;
  userAgent: string;
  givenAt: string;
};

export async function insertConsent(db: Db, consent: ConsentRecord): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      kind: consent.kind,
      user_id: consent.userId,
      ghost_lead_id: consent.ghostLeadId,
      email: normalizeEmail(consent.email),
      phone_number: consent.phoneNumber,
      disclaimer_version: consent.disclaimerVersion,
      disclaimer_text: consent.disclaimerText,
      ip: consent.ip,
      user_agent: consent.userAgent,
      given_at: consent.givenAt,
    })
    .execute();
}

/** Consent rows of a lead, oldest first (tests and an audit read them). */
export async function listConsents(db: Db, ghostLeadId: string): Promise<(ConsentRecord & { id: number })[]> {
  const rows = await db
    .selectFrom('consents')
    .selectAll()
    .where('ghost_lead_id', '=', ghostLeadId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    userId: r.user_id,
    ghostLeadId: r.ghost_lead_id,
    email: r.email,
    phoneNumber: r.phone_number,
    disclaimerVersion: r.disclaimer_version,
    disclaimerText: r.disclaimer_text,
    ip: r.ip,
    userAgent: r.user_agent,
    givenAt: r.given_at,
  }));
}

export async function hasConsents(db: Db, ghostLeadId: string): Promise<boolean> {
  const row = await db
    .selectFrom('consents')
    .select('id')
    .where('ghost_lead_id', '=', ghostLeadId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

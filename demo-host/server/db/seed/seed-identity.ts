/**
 * Prospects (with PINs), members and the disabled member: every branch of the redirect rule and the
 * sign-in link rule (seed 001 §2, §4) reachable from the integrator console. Idempotent: rows
 * already there are kept. The PINs are fixed, documented strings so the console and the tests can
 * use them; the database keeps only their SHA-256. Users come from seed-data.ts (`buildUsers`):
 * demo@upshift.test / Upshift!23 (member), jordan@upshift.test / Jordan#2026 (not a member),
 * taylor@upshift.test / Taylor#2026 (member), riley@upshift.test / Riley#2026 (disabled member).
 * A prospect whose campaign or user is not in the database (the unit tests' small seeds) is skipped.
 */
import { pinDigest } from '../../domain/mfa/engine.ts';
import {
  existingCampaignSlugs,
  existingUserIds,
  insertProspects,
  setMemberDisabled,
  type Prospect,
} from '../identity-repo.ts';
import { DEMO_USER, DISABLED_MEMBER_USER, MEMBER_USER } from './seed-data.ts';
import type { Db } from '../schema.ts';

/** Seeded PINs stay valid through 2099; the expired one ran out in January 2024. */
export const PIN_VALID_UNTIL = Date.UTC(2099, 11, 31);
export const PIN_EXPIRED_AT = Date.UTC(2024, 0, 31);

export type SeedProspect = Prospect & {
  /** The PIN of the prospect's invitation link, `/profile/verify-access?pin={pin}`. */
  pin: string;
  /** What this identity shows, for the console. */
  about: string;
};

const prospect = (p: Omit<SeedProspect, 'pinExpiresAt' | 'campaignSlug'> & Partial<SeedProspect>): SeedProspect => ({
  campaignSlug: 'demo-ecommerce',
  pinExpiresAt: PIN_VALID_UNTIL,
  ...p,
});

export const SEED_PROSPECTS: readonly SeedProspect[] = [
  prospect({
    id: 'pr-pat-quinn',
    firstName: 'Pat',
    lastName: 'Quinn',
    email: 'pat.quinn@upshift.test',
    phoneNumber: '5415550142',
    zipcode: '97205',
    pin: 'Qm7Rk2Xv9Tz4Lp8Wn3Hc6Jd',
    userId: null,
    autoSendMfa: true,
    about: 'Valid PIN, no account, automatic code: the code goes out by text on arrival (redirect rule 2).',
  }),
  prospect({
    id: 'pr-avery-patel',
    firstName: 'Avery',
    lastName: 'Patel',
    email: 'avery.patel@upshift.test',
    phoneNumber: '',
    zipcode: '94110',
    pin: 'Wd8Hs3Nb6Ry1Kc9Tq4Vm7Lz',
    userId: null,
    autoSendMfa: true,
    about: 'Valid PIN, no account, automatic code, no phone on file: the code goes out by email on arrival.',
  }),
  prospect({
    id: 'pr-morgan-lee',
    firstName: 'Morgan',
    lastName: 'Lee',
    email: 'morgan.lee@upshift.test',
    phoneNumber: '7025550178',
    zipcode: '89101',
    pin: 'Vb5Ns8Gq1Ky7Fw4Pt2Mz9Rx',
    userId: null,
    autoSendMfa: false,
    about: 'Valid PIN, no account, no automatic code: the redirect rule sends them to /profile/verify.',
  }),
  prospect({
    id: 'pr-jordan-rivera',
    firstName: 'Jordan',
    lastName: 'Rivera',
    email: 'jordan@upshift.test',
    phoneNumber: '3125550187',
    zipcode: '60614',
    pin: 'Hd3Lc6Zt8Qp1Wv5Nk9Bs2Gy',
    userId: 'u2',
    autoSendMfa: true,
    about: 'Valid PIN and an account (userExistForProspect): the redirect rule sends them to sign in (rule 3).',
  }),
  prospect({
    id: 'pr-riley-chen',
    firstName: 'Riley',
    lastName: 'Chen',
    email: DISABLED_MEMBER_USER.email,
    phoneNumber: '2065550164',
    zipcode: '98101',
    pin: 'Rc2Mv7Kd4Xq9Tb6Wn1Lz8Pf',
    userId: DISABLED_MEMBER_USER.id,
    autoSendMfa: true,
    about: 'Valid PIN of a disabled member: verifying works, signing in is refused with a clear message.',
  }),
  prospect({
    id: 'pr-casey-nguyen',
    firstName: 'Casey',
    lastName: 'Nguyen',
    email: 'casey.nguyen@upshift.test',
    phoneNumber: '5125550111',
    zipcode: '78701',
    pin: 'Cn8Tw3Gh6Vz1Rk4Mq9Xd2Ls',
    pinExpiresAt: PIN_EXPIRED_AT,
    userId: null,
    autoSendMfa: true,
    about: 'Expired PIN: pinValidated stays false and verify-access says the link has expired.',
  }),
  prospect({
    id: 'pr-sam-ortiz',
    campaignSlug: 'kuni-bmw',
    firstName: 'Sam',
    lastName: 'Ortiz',
    email: 'sam.ortiz@upshift.test',
    phoneNumber: '5035550147',
    zipcode: '97223',
    pin: 'So5Kx1Vr8Nd3Wq6Zh2Tm9Gb',
    userId: null,
    autoSendMfa: true,
    about:
      'Valid PIN on kuni-bmw (no ghost registration): the sign-in link goes to verify-access with the pin; ' +
      'the PIN form shows on this PIN-enabled campaign until a PIN is validated.',
  }),
];

/** The seeded accounts (seed-data.ts `buildUsers`), with their passwords, for the console. */
export type SeedAccount = {
  name: string;
  email: string;
  password: string;
  kind: 'member' | 'not a member' | 'disabled member';
  about: string;
};

export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    name: 'Alex Morgan',
    email: DEMO_USER.email,
    password: DEMO_USER.password,
    kind: 'member',
    about: 'The demo user, with saved deals and a revalued trade; verifies by email or signs in (rule 4).',
  },
  {
    name: 'Taylor Brooks',
    email: MEMBER_USER.email,
    password: MEMBER_USER.password,
    kind: 'member',
    about: 'A member with nothing saved: verify by email at /profile/verify to be signed in.',
  },
  {
    name: 'Jordan Rivera',
    email: 'jordan@upshift.test',
    password: 'Jordan#2026',
    kind: 'not a member',
    about: 'An account without membership; also the account of the prospect Jordan Rivera.',
  },
  {
    name: 'Riley Chen',
    email: DISABLED_MEMBER_USER.email,
    password: DISABLED_MEMBER_USER.password,
    kind: 'disabled member',
    about: 'Verifying by email works; signing in, by code, password or Google, is refused with a clear message.',
  },
];

export async function seedIdentity(tx: Db): Promise<void> {
  const campaigns = await existingCampaignSlugs(tx, [...new Set(SEED_PROSPECTS.map((p) => p.campaignSlug))]);
  const userIds = SEED_PROSPECTS.flatMap((p) => (p.userId ? [p.userId] : []));
  const users = await existingUserIds(tx, [...userIds, DISABLED_MEMBER_USER.id]);
  const rows = SEED_PROSPECTS.filter(
    (p) => campaigns.has(p.campaignSlug) && (p.userId === null || users.has(p.userId)),
  ).map(({ pin, about: _about, ...p }) => ({ ...p, pinDigest: pinDigest(pin) }));
  await insertProspects(tx, rows, new Date().toISOString());
  if (users.has(DISABLED_MEMBER_USER.id)) await setMemberDisabled(tx, DISABLED_MEMBER_USER.id, true);
}

/**
 * Which account a verified identity signs in to (seed 000 §6 "SSO users"): the one linked to its
 * subject; else, on sign-in, the account with its verified email, which is then linked; else a new
 * account. Registration (`register-sso`) never links: an email that already has an account not
 * linked to this identity is 'Duplicate email', so nobody's account is taken over by signing up.
 *
 * Linking trusts the provider's `email_verified`. Google vouches for it; for addresses outside
 * Gmail and Google Workspace it says the address was verified when the account was made. It links
 * only an account whose own owner proved the address too (`users.email_verified_at`), or the account
 * this session is signed in to: an account someone made with an address they never proved is not
 * handed to the address's owner together with whatever its maker can still sign in with. Linking
 * ends the account's other sessions and ghost cookies (routes/oauth.ts).
 */
import { randomUUID } from 'node:crypto';
import { DUPLICATE_EMAIL } from '../../../../src/contract/auth.ts';
import type { SsoProvider } from '../../../../src/contract/one-tap.ts';
import { markEmailVerified } from '../../db/identity-repo.ts';
import { findSsoUserByEmail, findUserBySso, insertSsoUser, linkSso, type SsoUser } from '../../db/sso-repo.ts';
import type { Db } from '../../db/schema.ts';
import { Conflict, Invalid } from '../../domain/errors.ts';
import { unusablePasswordHash } from '../../domain/passwords.ts';
import type { VerifiedIdentity } from './google.ts';

export const LINKED_ELSEWHERE = 'This email address is already linked to another Google account.';
export const SIGN_IN_FIRST =
  'An account already uses this email address. Sign in to it first, then continue with Google to link them.';

export type SsoAccount = { user: SsoUser; created: boolean; linked: boolean };

export type SsoMode = 'sign-in' | 'register';

export type SsoExtras = { phoneNumber?: string | undefined; zipCode?: string | undefined };

/** Run inside the sign-in transaction; throws Invalid (duplicate email) or Conflict (linked elsewhere). */
export async function resolveSsoAccount(
  tx: Db,
  provider: SsoProvider,
  identity: VerifiedIdentity,
  mode: SsoMode,
  extras: SsoExtras = {},
  /** The account this session is signed in to, if any. */
  signedInUserId: string | null = null,
): Promise<SsoAccount> {
  const known = await findUserBySso(tx, provider, identity.subject);
  if (known) return { user: known, created: false, linked: false };

  const sameEmail = await findSsoUserByEmail(tx, identity.email);
  if (sameEmail) {
    if (mode === 'register') {
      throw new Invalid(DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);
    }
    if (sameEmail.ssoProvider !== null) throw new Conflict(LINKED_ELSEWHERE);
    // Whoever made the account never proved the address: it may not be the person Google vouches
    // for, so the account's own sign-in comes first (then this session is that account's).
    if (!sameEmail.emailVerified && signedInUserId !== sameEmail.id) throw new Conflict(SIGN_IN_FIRST);
    if (!(await linkSso(tx, sameEmail.id, provider, identity.subject))) throw new Conflict(LINKED_ELSEWHERE);
    await markEmailVerified(tx, sameEmail.id, new Date());
    return {
      user: { ...sameEmail, ssoProvider: provider, ssoSubject: identity.subject, emailVerified: true },
      created: false,
      linked: true,
    };
  }

  const user: SsoUser = {
    id: randomUUID(),
    email: identity.email,
    firstName: identity.givenName,
    lastName: identity.familyName,
    // The users table has no nulls here: an SSO sign-up may give neither yet.
    phoneNumber: extras.phoneNumber ?? '',
    zipcode: extras.zipCode ?? '',
    isMember: false,
    memberDisabled: false,
    ssoProvider: provider,
    ssoSubject: identity.subject,
    emailVerified: true,
  };
  await insertSsoUser(tx, {
    ...user,
    provider,
    subject: identity.subject,
    passwordHash: unusablePasswordHash(),
  });
  return { user, created: true, linked: false };
}

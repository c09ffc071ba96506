/**
 * Seed 001 §6 "Member and disabled member: affect the sign-in redirect", as one rule every way in
 * applies: the password (routes/auth.ts), a verified code (routes/mfa.ts), Google one-tap and
 * sign-up with Google (routes/oauth.ts) and a returning ghost (routes/ghost.ts). Registration makes
 * a new account, never a member, so it has nothing to refuse. The page context carries the same
 * flags (context-builder.ts) and the app's redirect rule reads them (src/lib/redirect.ts).
 *
 * A disabled member has proved who they are and is still refused: the account stays, its owner is
 * told why and whom to call. Turning a membership off ends the account's sessions too
 * (identity-repo.ts `setMemberDisabled`), so nobody stays signed in on a membership that is off.
 */

export { MEMBERSHIP_DISABLED } from '../../../../src/contract/auth.ts';

/** What the rule reads of an account. */
export type Membership = { isMember: boolean; memberDisabled: boolean };

/** Seed 001 §6: a member whose membership is turned off; the flag means nothing on an account that is no member. */
export function isDisabledMember(account: Membership | null): boolean {
  return account !== null && account.isMember && account.memberDisabled;
}

/** Seed 001 §6: whether proving who you are signs you in to the account — anyone's but a disabled member's. */
export function maySignIn(account: Membership): boolean {
  return !isDisabledMember(account);
}

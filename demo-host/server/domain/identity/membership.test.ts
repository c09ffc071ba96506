import { describe, expect, it } from 'vitest';
import { isDisabledMember, maySignIn } from './membership.ts';

describe('isDisabledMember', () => {
  it('is a member whose membership is turned off', () => {
    expect(isDisabledMember({ isMember: true, memberDisabled: true })).toBe(true);
    expect(isDisabledMember({ isMember: true, memberDisabled: false })).toBe(false);
  });
  it('is never an account that is no member, whatever its flag says, nor nobody', () => {
    expect(isDisabledMember({ isMember: false, memberDisabled: true })).toBe(false);
    expect(isDisabledMember(null)).toBe(false);
  });
});

describe('maySignIn', () => {
  it('signs in members and accounts that are no members', () => {
    expect(maySignIn({ isMember: true, memberDisabled: false })).toBe(true);
    expect(maySignIn({ isMember: false, memberDisabled: false })).toBe(true);
    expect(maySignIn({ isMember: false, memberDisabled: true })).toBe(true);
  });
  it('refuses a disabled member', () => {
    expect(maySignIn({ isMember: true, memberDisabled: true })).toBe(false);
  });
});

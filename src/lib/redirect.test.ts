import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeLocal } from './storage.ts';
import {
  CONTEXT_CHANGES,
  isDisabledMember,
  readRedirectQuery,
  redirectAfter,
  redirectKind,
  redirectRule,
  runRedirect,
  signInLinkAction,
  verifyAccessPath,
  type RedirectInput,
  type SignInLinkInput,
} from './redirect.ts';
import { SEEDED_PROGRAM_IDS } from '../contract/shell.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('signInLinkAction', () => {
  const base: SignInLinkInput = {
    campaign: { productId: 102, featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] },
    visitor: { pinValidated: true, userExistForProspect: false, autoSendMFA: true },
    pin: 'AB12',
  };
  it('opens the ghost modal for ecommerce with the ghost-registration flag', () => {
    expect(signInLinkAction(base)).toEqual({ kind: 'ghost-modal' });
  });
  it('goes to verify-access with the pin when the PIN is validated, no user exists and MFA auto-send is on', () => {
    const outcome = { kind: 'redirect', path: '/profile/verify-access?pin=AB12' };
    expect(
      signInLinkAction({ ...base, campaign: { productId: 103, featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] } }),
    ).toEqual(outcome);
    expect(signInLinkAction({ ...base, campaign: { productId: 102, featureFlags: [] } })).toEqual(outcome);
  });
  it('goes to /account/login otherwise', () => {
    const noGhost = { ...base, campaign: { productId: 103 as const, featureFlags: [] } };
    const login = { kind: 'redirect', path: '/account/login' };
    expect(signInLinkAction({ ...noGhost, visitor: { ...base.visitor, pinValidated: false } })).toEqual(login);
    expect(signInLinkAction({ ...noGhost, visitor: { ...base.visitor, userExistForProspect: true } })).toEqual(login);
    expect(signInLinkAction({ ...noGhost, visitor: { ...base.visitor, autoSendMFA: false } })).toEqual(login);
  });
});

describe('isDisabledMember', () => {
  it('is a member whose membership is turned off', () => {
    expect(isDisabledMember({ isMember: true, isMemberDisabled: true })).toBe(true);
    expect(isDisabledMember({ isMember: true, isMemberDisabled: false })).toBe(false);
    expect(isDisabledMember({ isMember: false, isMemberDisabled: true })).toBe(false);
    expect(isDisabledMember({ isMember: false, isMemberDisabled: false })).toBe(false);
  });
});

describe('verifyAccessPath', () => {
  it('carries the pin, encoded', () => {
    expect(verifyAccessPath('a b&c')).toBe('/profile/verify-access?pin=a%20b%26c');
  });
});

/** A visitor that matches no branch before 5: known name, no PIN, no user, logged out. */
const nobody: RedirectInput = {
  visitor: {
    firstName: 'Ana',
    pinValidated: false,
    userExistForProspect: false,
    autoSendMFA: false,
    isLoggedIn: false,
    isMember: false,
    isMemberDisabled: false,
  },
  campaign: { productId: 103, programId: null, featureFlags: [] },
  programs: SEEDED_PROGRAM_IDS,
  noPinProspect: null,
  pin: null,
};
const withVisitor = (visitor: Partial<RedirectInput['visitor']>, rest: Partial<RedirectInput> = {}): RedirectInput => ({
  ...nobody,
  ...rest,
  visitor: { ...nobody.visitor, ...visitor },
});

describe('redirectRule', () => {
  describe('1. no first name and the no-pin-prospect flag true or absent', () => {
    it('goes to account/register when the flag is absent or true', () => {
      for (const noPinProspect of [null, true]) {
        expect(redirectRule(withVisitor({ firstName: null }, { noPinProspect }))).toMatchObject({
          rule: 1,
          path: '/account/register',
        });
      }
      expect(redirectRule(withVisitor({ firstName: '' }))).toMatchObject({ rule: 1 });
    });
    it('does not apply when the flag is false', () => {
      expect(redirectRule(withVisitor({ firstName: null }, { noPinProspect: false })).rule).toBe(5);
    });
  });

  describe('2. PIN validated and no user exists', () => {
    it('goes to verify-access with the pin and clears mfaCode when auto-send is on', () => {
      expect(redirectRule(withVisitor({ pinValidated: true, autoSendMFA: true }, { pin: 'P1' }))).toEqual({
        kind: 'redirect',
        rule: 2,
        path: '/profile/verify-access?pin=P1',
        clearMfaCode: true,
      });
    });
    it('keeps mfaCode when no pin is in the URL', () => {
      expect(redirectRule(withVisitor({ pinValidated: true, autoSendMFA: true }))).toMatchObject({
        rule: 2,
        clearMfaCode: false,
      });
    });
    it('goes to profile/verify when auto-send is off', () => {
      expect(redirectRule(withVisitor({ pinValidated: true }, { pin: 'P1' }))).toEqual({
        kind: 'redirect',
        rule: 2,
        path: '/profile/verify',
        clearMfaCode: false,
      });
    });
  });

  describe('3. user exists but not logged in', () => {
    it('goes to /account/login', () => {
      expect(redirectRule(withVisitor({ userExistForProspect: true }))).toMatchObject({
        rule: 3,
        path: '/account/login',
      });
    });
    it('goes to /account/login for a member whose membership is on', () => {
      expect(redirectRule(withVisitor({ userExistForProspect: true, isMember: true }))).toMatchObject({
        rule: 3,
        path: '/account/login',
      });
    });
    it('sends a disabled member to /profile/verify, not to a sign-in that refuses them (seed 001 §6)', () => {
      const disabled = withVisitor({ userExistForProspect: true, isMember: true, isMemberDisabled: true });
      expect(redirectRule(disabled)).toEqual({
        kind: 'redirect',
        rule: 3,
        path: '/profile/verify',
        clearMfaCode: false,
      });
      // The disabled flag alone, on an account that is no member, changes nothing.
      expect(redirectRule(withVisitor({ userExistForProspect: true, isMemberDisabled: true })).path).toBe(
        '/account/login',
      );
    });
  });

  describe('4. logged in', () => {
    const loggedIn = (campaign: RedirectInput['campaign']) =>
      redirectRule(withVisitor({ isLoggedIn: true, userExistForProspect: true }, { campaign }));
    it('goes to /listings for the BMW programs', () => {
      for (const programId of SEEDED_PROGRAM_IDS.bmw) {
        expect(loggedIn({ productId: 103, programId, featureFlags: [] })).toMatchObject({ rule: 4, path: '/listings' });
      }
    });
    it('goes to /listings for the Nissan upgrade program on product 103 only', () => {
      expect(loggedIn({ productId: 103, programId: 'NISSAN-UPGRADE', featureFlags: [] }).path).toBe('/listings');
      expect(loggedIn({ productId: 102, programId: 'NISSAN-UPGRADE', featureFlags: [] }).path).toBe(
        '/profile/welcome-back',
      );
    });
    it('goes to /profile/welcome-back otherwise', () => {
      expect(loggedIn({ productId: 103, programId: 'TOYOTA-NEW-INVENTORY', featureFlags: [] })).toMatchObject({
        rule: 4,
        path: '/profile/welcome-back',
      });
      expect(loggedIn({ productId: 102, programId: null, featureFlags: [] }).path).toBe('/profile/welcome-back');
    });
  });

  describe('5. otherwise', () => {
    it('goes to account/register with NON_PINNED_REDUCED_SIGN_UP_FLOW', () => {
      expect(
        redirectRule({
          ...nobody,
          campaign: { ...nobody.campaign, featureFlags: ['NON_PINNED_REDUCED_SIGN_UP_FLOW'] },
        }),
      ).toMatchObject({ rule: 5, path: '/account/register' });
    });
    it('goes to profile/no-pin-welcome without it', () => {
      expect(redirectRule(nobody)).toMatchObject({ rule: 5, path: '/profile/no-pin-welcome' });
    });
  });

  describe('order', () => {
    it('rule 1 wins over rule 2', () => {
      expect(redirectRule(withVisitor({ firstName: null, pinValidated: true, autoSendMFA: true })).rule).toBe(1);
    });
    it('rule 1 wins over rule 4 (a logged-in visitor without a first name)', () => {
      expect(redirectRule(withVisitor({ firstName: null, isLoggedIn: true })).rule).toBe(1);
    });
    it('rule 2 wins over rule 4', () => {
      expect(redirectRule(withVisitor({ pinValidated: true, isLoggedIn: true })).rule).toBe(2);
    });
    it('rule 3 wins over rule 5', () => {
      const input = withVisitor(
        { userExistForProspect: true },
        { campaign: { ...nobody.campaign, featureFlags: ['NON_PINNED_REDUCED_SIGN_UP_FLOW'] } },
      );
      expect(redirectRule(input).rule).toBe(3);
    });
    it('a validated PIN with an existing user skips rule 2 and takes rule 3', () => {
      expect(
        redirectRule(withVisitor({ pinValidated: true, userExistForProspect: true, autoSendMFA: true })).rule,
      ).toBe(3);
    });
    it('rule 4 wins over rule 5', () => {
      expect(redirectRule(withVisitor({ isLoggedIn: true })).rule).toBe(4);
    });
  });
});

describe('readRedirectQuery', () => {
  it('reads the pin and the no-pin-prospect flag', () => {
    expect(readRedirectQuery('?pin=P1&noPinProspect=false')).toEqual({ pin: 'P1', noPinProspect: false });
    expect(readRedirectQuery('noPinProspect=true')).toEqual({ pin: null, noPinProspect: true });
    expect(readRedirectQuery('')).toEqual({ pin: null, noPinProspect: null });
  });
});

describe('runRedirect', () => {
  it('stores SRP_FILTERS in session storage before navigating', () => {
    const navigate = vi.fn(() => {
      expect(JSON.parse(sessionStorage.getItem('SRP_FILTERS') ?? 'null')).toEqual({ makes: ['Toyota'] });
    });
    runRedirect({ ...nobody, filters: { makes: ['Toyota'] } }, navigate);
    expect(navigate).toHaveBeenCalledWith('/profile/no-pin-welcome');
  });
  it('leaves SRP_FILTERS alone without filters', () => {
    sessionStorage.setItem('SRP_FILTERS', '{"old":"x"}');
    runRedirect(nobody, () => undefined);
    expect(sessionStorage.getItem('SRP_FILTERS')).toBe('{"old":"x"}');
  });
  it('clears the stored mfaCode before navigating when a pin is in the URL', () => {
    safeLocal.set('mfaCode', '123456');
    const navigate = vi.fn(() => expect(localStorage.getItem('mfaCode')).toBeNull());
    runRedirect(withVisitor({ pinValidated: true, autoSendMFA: true }, { pin: 'P1' }), navigate);
    expect(navigate).toHaveBeenCalledWith('/profile/verify-access?pin=P1');
  });
  it('keeps the stored mfaCode otherwise', () => {
    safeLocal.set('mfaCode', '123456');
    runRedirect(withVisitor({ pinValidated: true, autoSendMFA: true }), () => undefined);
    expect(localStorage.getItem('mfaCode')).toBe('123456');
  });
});

describe('redirectKind', () => {
  it('is full-page after each event that changes the page context: sign-in, sign-out, ghost registration, PIN verification', () => {
    expect(CONTEXT_CHANGES).toEqual(['sign-in', 'sign-out', 'ghost-registration', 'pin-verification']);
    for (const event of CONTEXT_CHANGES) expect(redirectKind(event)).toBe('full-page');
  });
  it('stays in the app after anything else', () => {
    expect(redirectKind(null)).toBe('in-app');
  });
});

describe('redirectAfter', () => {
  const env = () => ({ navigate: vi.fn(), reload: vi.fn() });
  it('reloads after a context change, with the options given', () => {
    const e = env();
    redirectAfter('sign-out', e)('/', { replace: true });
    expect(e.reload).toHaveBeenCalledWith('/', { replace: true });
    expect(e.navigate).not.toHaveBeenCalled();
  });
  it('navigates in the app otherwise', () => {
    const e = env();
    redirectAfter(null, e)('/listings');
    expect(e.navigate).toHaveBeenCalledWith('/listings');
    expect(e.reload).not.toHaveBeenCalled();
  });
  it('runs the redirect rule’s storage effects before the reload', () => {
    const e = env();
    e.reload.mockImplementation(() => expect(sessionStorage.getItem('SRP_FILTERS')).toBe('{"makes":["BMW"]}'));
    runRedirect({ ...nobody, filters: { makes: ['BMW'] } }, redirectAfter('pin-verification', e));
    expect(e.reload).toHaveBeenCalledWith('/profile/no-pin-welcome');
  });
});

import { describe, expect, it } from 'vitest';
import { testContext } from '../../testing/context.ts';
import type { MfaCodeState } from '../../contract/profile.ts';
import {
  afterVerification,
  autoSendMethod,
  isCompleteMfaCode,
  isMfaVerified,
  normalizeMfaCode,
  shouldAutoSend,
  verifyFailureMessage,
  waitMessage,
  welcomeBackLinks,
} from './rules.ts';

const state = (over: Partial<MfaCodeState> = {}): MfaCodeState => ({
  active: false,
  channel: null,
  destination: null,
  expiresInSeconds: 0,
  triesLeft: 0,
  resendInSeconds: 0,
  ...over,
});

describe('isMfaVerified (seed 000 §4: MFA is verified once the server accepts the code)', () => {
  it('is true only for an answer that says verified', () => {
    expect(isMfaVerified({ verified: true })).toBe(true);
    expect(isMfaVerified({ verified: false })).toBe(false);
    expect(isMfaVerified(null)).toBe(false);
  });
});

describe('normalizeMfaCode / isCompleteMfaCode', () => {
  it('keeps digits only, six at most', () => {
    expect(normalizeMfaCode(' 123 456 ')).toBe('123456');
    expect(normalizeMfaCode('12-34-56-78')).toBe('123456');
    expect(normalizeMfaCode('abc')).toBe('');
    expect(isCompleteMfaCode('012345')).toBe(true);
    expect(isCompleteMfaCode('12345')).toBe(false);
  });
});

describe('autoSendMethod / shouldAutoSend (seed 001 §3 autoSendMFA)', () => {
  it('sends by the first method the contact info allows', () => {
    expect(
      autoSendMethod({
        methods: [
          { method: 'SMS', destination: 'x' },
          { method: 'EMAIL', destination: 'y' },
        ],
      }),
    ).toBe('SMS');
    expect(autoSendMethod({ methods: [{ method: 'EMAIL', destination: 'y' }] })).toBe('EMAIL');
    expect(autoSendMethod({ methods: [] })).toBeNull();
  });

  it('sends on arrival only when auto-send is on and no code is waiting or cooling down', () => {
    expect(shouldAutoSend(true, null)).toBe(true);
    expect(shouldAutoSend(true, state())).toBe(true);
    expect(shouldAutoSend(false, null)).toBe(false);
    expect(shouldAutoSend(true, state({ active: true, triesLeft: 5, expiresInSeconds: 500 }))).toBe(false);
    expect(shouldAutoSend(true, state({ resendInSeconds: 12 }))).toBe(false);
  });
});

describe('verifyFailureMessage', () => {
  it('tells tries left, the last try, expiry, a dead code and no code', () => {
    expect(verifyFailureMessage('invalid', 3)).toEqual({ key: 'profile.mfa.invalid', params: { tries: 3 } });
    expect(verifyFailureMessage('invalid', 1).key).toBe('profile.mfa.invalidLast');
    expect(verifyFailureMessage('expired', 0).key).toBe('profile.mfa.expired');
    expect(verifyFailureMessage('used-up', 0).key).toBe('profile.mfa.usedUp');
    expect(verifyFailureMessage('no-code', 0).key).toBe('profile.mfa.noCode');
  });
});

describe('waitMessage', () => {
  it('seconds under a minute, whole minutes rounded up above', () => {
    expect(waitMessage(25)).toEqual({ key: 'profile.wait', params: { wait: '25 seconds' } });
    expect(waitMessage(0.2)).toEqual({ key: 'profile.wait', params: { wait: '1 second' } });
    expect(waitMessage(60)).toEqual({ key: 'profile.wait', params: { wait: '1 minute' } });
    expect(waitMessage(899)).toEqual({ key: 'profile.wait', params: { wait: '15 minutes' } });
  });
});

describe('afterVerification', () => {
  it('signed in, a disabled member, or a verified prospect without an account', () => {
    expect(afterVerification({ signedIn: true, memberDisabled: false })).toBe('signed-in');
    expect(afterVerification({ signedIn: false, memberDisabled: true })).toBe('member-disabled');
    expect(afterVerification({ signedIn: false, memberDisabled: false })).toBe('prospect-verified');
  });
});

describe('welcomeBackLinks', () => {
  const campaign = (over: Parameters<typeof testContext>[0] = {}) => testContext(over).campaign;

  it('garage, the listings by stock type, in the campaign’s query dialect, and Value Trade', () => {
    expect(welcomeBackLinks(campaign())).toEqual([
      { key: 'profile.welcomeBack.garage', path: '/garage' },
      { key: 'profile.welcomeBack.shopNew', path: '/listings?distance=-1&stockTypes=NEW' },
      { key: 'profile.welcomeBack.shopUsed', path: '/listings?distance=-1&stockTypes=USED' },
      { key: 'profile.welcomeBack.trade', path: '/trade' },
    ]);
    expect(
      welcomeBackLinks(campaign({ campaign: { productId: 103, stockTypeConditions: ['NEW'] } })).map((l) => l.path),
    ).toEqual(['/garage', '/listings?stockTypeConditions=NEW&sort=priceWithRebates&page=1', '/trade']);
  });

  it('leaves out disabled pages', () => {
    expect(welcomeBackLinks(campaign({ campaign: { disabledPages: ['garage', 'listings', 'trade'] } }))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { testContext } from '../../testing/context.ts';
import { acceptDevIdpMessage, devIdpOrigin, isOneTapEnabled, ssoRegisterProviders } from './rules.ts';

const sandbox = { provider: 'sandbox' as const, clientId: 'upshift-sandbox.dev-idp' };

describe('isOneTapEnabled', () => {
  it('needs GOOGLE_ONE_TAP_FEATURE (seed 000 §6) and an identity provider on the server', () => {
    const flagged = { featureFlags: ['GOOGLE_ONE_TAP_FEATURE'] };
    expect(isOneTapEnabled(testContext({ campaign: flagged, oneTap: sandbox }))).toBe(true);
    expect(isOneTapEnabled(testContext({ campaign: flagged, oneTap: null }))).toBe(false);
    expect(isOneTapEnabled(testContext({ campaign: { featureFlags: [] }, oneTap: sandbox }))).toBe(false);
  });
});

describe('ssoRegisterProviders', () => {
  it("is the campaign's ssos this app supports, when the server has an identity provider", () => {
    const ssos = ['nissan-cs-idp', 'google'];
    expect(ssoRegisterProviders(testContext({ campaign: { ssos }, oneTap: sandbox }))).toEqual(['google']);
    expect(ssoRegisterProviders(testContext({ campaign: { ssos: ['nissan-cs-idp'] }, oneTap: sandbox }))).toEqual([]);
    expect(ssoRegisterProviders(testContext({ campaign: { ssos }, oneTap: null }))).toEqual([]);
  });
});

describe('devIdpOrigin', () => {
  it("is the API's origin in the shadow mount, else this document's", () => {
    expect(devIdpOrigin('http://127.0.0.1:4174', 'http://localhost:4173')).toBe('http://127.0.0.1:4174');
    expect(devIdpOrigin('', 'http://127.0.0.1:4174')).toBe('http://127.0.0.1:4174');
  });
});

describe('acceptDevIdpMessage', () => {
  const popup = {};
  const expected = { origin: 'http://127.0.0.1:4174', source: popup, state: 'state-1' };
  const data = { type: 'upshift-dev-idp', state: 'state-1', credential: 'a.b.c' };
  const event = (over: Partial<{ origin: string; source: unknown; data: unknown }> = {}) =>
    ({ origin: expected.origin, source: popup, data, ...over }) as unknown as MessageEvent;

  it('takes the credential from the popup at the IdP origin with our state', () => {
    expect(acceptDevIdpMessage(event(), expected)).toBe('a.b.c');
  });
  it('ignores another origin, even a look-alike', () => {
    expect(acceptDevIdpMessage(event({ origin: 'http://localhost:4173' }), expected)).toBeNull();
    expect(acceptDevIdpMessage(event({ origin: 'http://127.0.0.1:4174.evil.example' }), expected)).toBeNull();
  });
  it('ignores another window and a message without a window', () => {
    expect(acceptDevIdpMessage(event({ source: {} }), expected)).toBeNull();
    expect(acceptDevIdpMessage(event({ source: null }), { ...expected, source: null })).toBeNull();
  });
  it('ignores another shape or another sign-in', () => {
    expect(acceptDevIdpMessage(event({ data: 'a.b.c' }), expected)).toBeNull();
    expect(acceptDevIdpMessage(event({ data: { ...data, type: 'other' } }), expected)).toBeNull();
    expect(acceptDevIdpMessage(event({ data: { ...data, credential: '' } }), expected)).toBeNull();
    expect(acceptDevIdpMessage(event({ data: { ...data, state: 'state-2' } }), expected)).toBeNull();
  });
});

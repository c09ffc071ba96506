import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { GOOGLE_ISSUERS, GOOGLE_JWKS_URL } from './google.ts';
import { oneTapConfig } from './providers.ts';
import { SANDBOX_CLIENT_ID } from '../../sandbox/identity/dev-idp.ts';

describe('one-tap settings', () => {
  it("GOOGLE_CLIENT_ID turns on real Google, with Google's key set and issuers by default", () => {
    const { google } = readConfig({ GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com' });
    expect(google).toEqual({
      clientId: '1234-abc.apps.googleusercontent.com',
      jwksUrl: GOOGLE_JWKS_URL,
      issuers: GOOGLE_ISSUERS,
    });
    expect(GOOGLE_JWKS_URL).toBe('https://www.googleapis.com/oauth2/v3/certs');
    expect(GOOGLE_ISSUERS).toEqual(['https://accounts.google.com', 'accounts.google.com']);
  });

  it('takes another key set and issuers, and refuses what is not a client id or an http(s) URL', () => {
    const { google } = readConfig({
      GOOGLE_CLIENT_ID: 'x.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9000/certs',
      GOOGLE_ISSUERS: ' https://issuer.test , other ',
    });
    expect(google).toMatchObject({ jwksUrl: 'http://127.0.0.1:9000/certs', issuers: ['https://issuer.test', 'other'] });
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'bad id; script' })).toThrow('GOOGLE_CLIENT_ID');
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'x', GOOGLE_JWKS_URL: 'file:///etc/passwd' })).toThrow(
      'GOOGLE_JWKS_URL',
    );
    expect(() => readConfig({ GOOGLE_CLIENT_ID: 'x', GOOGLE_JWKS_URL: 'not a url' })).toThrow('GOOGLE_JWKS_URL');
    expect(readConfig({}).google).toBeNull();
  });

  it('without a client id the sandbox IdP, except in production', () => {
    expect(oneTapConfig({})).toEqual({ provider: 'sandbox', clientId: SANDBOX_CLIENT_ID });
    expect(oneTapConfig({ environment: 'qa' })).toEqual({ provider: 'sandbox', clientId: SANDBOX_CLIENT_ID });
    expect(oneTapConfig({ environment: 'prod' })).toBeNull();
    const google = { clientId: 'g.apps.googleusercontent.com', jwksUrl: GOOGLE_JWKS_URL, issuers: GOOGLE_ISSUERS };
    expect(oneTapConfig({ environment: 'prod', google })).toEqual({ provider: 'google', clientId: google.clientId });
  });
});

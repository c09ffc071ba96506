import { describe, expect, it } from 'vitest';
import { isSecretParam, withoutSecrets, withoutSecretsIn } from './secret-params.ts';

describe('isSecretParam', () => {
  it('knows PINs, codes, tokens, keys and passwords, in any case and spelling', () => {
    for (const name of [
      'pin',
      'PIN',
      'code',
      'otp',
      'mfa',
      'mfaCode',
      'mfa_code',
      'token',
      'access_token',
      'idToken',
    ]) {
      expect(isSecretParam(name), name).toBe(true);
    }
    for (const name of ['client_secret', 'password', 'newPassword', 'apiKey', 'key', 'sig', 'invitePin', 'passcode']) {
      expect(isSecretParam(name), name).toBe(true);
    }
  });

  it('leaves ordinary parameters alone', () => {
    for (const name of ['campaign', 'locale', 'ref', 'vehicle', 'condition', 'zip', 'redirectPath', 'noPinProspect']) {
      expect(isSecretParam(name), name).toBe(false);
    }
  });
});

describe('withoutSecrets', () => {
  it('drops the pin of an invitation route, first, last or between other parameters', () => {
    expect(withoutSecrets('/profile/verify-access?pin=483920')).toBe('/profile/verify-access');
    expect(withoutSecrets('/profile/verify-access?pin=483920&lang=es')).toBe('/profile/verify-access?lang=es');
    expect(withoutSecrets('/profile/verify-access?lang=es&pin=483920')).toBe('/profile/verify-access?lang=es');
    expect(withoutSecrets('/x?a=1&pin=2&b=3')).toBe('/x?a=1&b=3');
    expect(withoutSecrets('/x?pin=1&token=2&code=3')).toBe('/x');
    expect(withoutSecrets('/x?pin=1&pin=2&b=3')).toBe('/x?b=3');
    expect(withoutSecrets('/x?PIN=1')).toBe('/x');
    expect(withoutSecrets('/x?pin=')).toBe('/x');
  });

  it('keeps everything else exactly as it was', () => {
    for (const text of [
      '/',
      '/listings?condition=used&make=Ford',
      '/deal/d-1?tab=lease#summary',
      'https://dealer.example/inventory?q=a%26b&page=2',
      'GET /api/vehicles/v1 failed with 503',
      'Is it 5? yes',
    ]) {
      expect(withoutSecrets(text)).toBe(text);
    }
  });

  it("drops it from a full URL's query and from the query of its hash route (the iframe's address)", () => {
    expect(withoutSecrets('https://app.example/profile/verify-access?pin=1234#top')).toBe(
      'https://app.example/profile/verify-access#top',
    );
    expect(withoutSecrets('https://app.example/embed?campaign=main&inline=1#/profile/verify-access?pin=1234&x=1')).toBe(
      'https://app.example/embed?campaign=main&inline=1#/profile/verify-access?x=1',
    );
    expect(withoutSecrets('https://app.example/cb#access_token=abc&state=s')).toBe('https://app.example/cb#state=s');
    expect(withoutSecrets('https://app.example/cb#access_token=abc')).toBe('https://app.example/cb');
  });

  it('drops it from a URL percent-encoded in another one (the embed ref of a dealer page with a pin)', () => {
    const ref = encodeURIComponent('https://dealer.example/offer?pin=1234&utm=mail');
    expect(withoutSecrets(`https://app.example/embed?campaign=main&ref=${ref}#/`)).toBe(
      `https://app.example/embed?campaign=main&ref=${encodeURIComponent('https://dealer.example/offer?utm=mail')}#/`,
    );
    const only = encodeURIComponent('https://dealer.example/offer?token=t0k');
    expect(withoutSecrets(`/embed?ref=${only}&campaign=main`)).toBe(
      `/embed?ref=${encodeURIComponent('https://dealer.example/offer')}&campaign=main`,
    );
  });

  it("drops it from a message's text", () => {
    expect(withoutSecrets('POST /api/x?pin=1234 failed with 500')).toBe('POST /api/x failed with 500');
    expect(withoutSecrets('pin=1234 was refused')).toBe(' was refused');
    expect(withoutSecrets('opened "/profile/verify-access?pin=1234" twice')).toBe(
      'opened "/profile/verify-access" twice',
    );
  });
});

describe('withoutSecretsIn', () => {
  it('cleans every string of event data, nested too, and leaves other values and the original alone', () => {
    const data = { pageType: 'profile-verify-access', route: '/profile/verify-access?pin=9', n: 3, list: ['?code=1'] };
    expect(withoutSecretsIn(data)).toEqual({
      pageType: 'profile-verify-access',
      route: '/profile/verify-access',
      n: 3,
      list: [''],
    });
    expect(data.route).toBe('/profile/verify-access?pin=9');
  });
});

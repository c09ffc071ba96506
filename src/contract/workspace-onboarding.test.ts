import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CampaignSlugSchema, isTimeZone, normaliseOrigin } from './workspace-onboarding.ts';

describe('embed origins', () => {
  it('normalises an origin as browsers send it: lower-case, the default port dropped, a bare slash allowed', () => {
    expect(normaliseOrigin('HTTPS://WWW.Dealer.example:443/')).toBe('https://www.dealer.example');
    expect(normaliseOrigin(' https://dealer.example:8443 ')).toBe('https://dealer.example:8443');
    expect(normaliseOrigin('http://localhost:4173')).toBe('http://localhost:4173');
    expect(normaliseOrigin('http://127.0.0.1:80')).toBe('http://127.0.0.1');
  });

  it('refuses a path, query, fragment, credentials, wildcard, other schemes and http to anyone but this machine', () => {
    for (const bad of [
      'https://dealer.example/shop',
      'https://dealer.example/?a=1',
      'https://dealer.example#x',
      'https://user:pw@dealer.example',
      'https://*.dealer.example',
      'ftp://dealer.example',
      'http://dealer.example',
      'dealer.example',
      '',
    ])
      expect(normaliseOrigin(bad), bad).toBeNull();
  });
});

describe('campaign slugs and time zones', () => {
  it('takes lower-case words joined by single hyphens', () => {
    expect(v.is(CampaignSlugSchema, 'hill-country-2')).toBe(true);
    for (const bad of ['Hill', 'ab', 'a--b', 'hill-', '2hill', 'hill country'])
      expect(v.is(CampaignSlugSchema, bad), bad).toBe(false);
  });

  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('CST')).toBe(false);
  });
});

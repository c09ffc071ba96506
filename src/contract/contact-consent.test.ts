import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSIONS,
  consentSeller,
  CURRENT_CONSENT_VERSION,
  isConsentVersion,
  storedVersion,
  telemarketingText,
  termsParts,
  termsText,
} from './contact-consent.ts';

describe('consent texts (one module for the app and the server)', () => {
  it('names the seller the navigation bar names: the dealer, or the campaign title on the upgrade channel', () => {
    const dealer = { name: 'Tigard Motors' };
    expect(consentSeller({ channel: 'ecommerce', title: 'BUY@HOME' }, dealer)).toBe('Tigard Motors');
    expect(consentSeller({ channel: 'ecommerce', title: 'BUY@HOME' }, null)).toBe('BUY@HOME');
    expect(consentSeller({ channel: 'upgrade', title: 'Upgrade Program' }, dealer)).toBe('Upgrade Program');
  });

  it('has the telemarketing disclaimer in English and Spanish, naming the seller and the way out', () => {
    const en = telemarketingText(CURRENT_CONSENT_VERSION, 'en', 'Tigard Motors');
    expect(en).toMatch(/^By clicking Continue, I agree that Tigard Motors may contact me/);
    expect(en).toContain('automatic telephone dialing system');
    expect(en).toContain('not a condition of any purchase');
    expect(en).toContain('replying STOP');
    const es = telemarketingText(CURRENT_CONSENT_VERSION, 'es', 'Tigard Motors');
    expect(es).toMatch(/^Al hacer clic en Continuar, acepto que Tigard Motors me contacte/);
    expect(es).toContain('STOP');
  });

  it('builds the terms label text from the parts the app links', () => {
    expect(termsText(CURRENT_CONSENT_VERSION, 'en')).toBe('I agree to the Terms of Use and the Privacy Policy.');
    const es = termsParts(CURRENT_CONSENT_VERSION, 'es');
    expect(termsText(CURRENT_CONSENT_VERSION, 'es')).toBe(
      `${es.before}${es.terms}${es.between}${es.privacy}${es.after}`,
    );
  });

  it('knows its versions, and stores the version with the language shown', () => {
    expect(CONSENT_VERSIONS).toContain(CURRENT_CONSENT_VERSION);
    expect(isConsentVersion('2026-11-23')).toBe(true);
    expect(isConsentVersion('toString')).toBe(false);
    expect(storedVersion('2026-11-23', 'es')).toBe('2026-11-23.es');
  });
});

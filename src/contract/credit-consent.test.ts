import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  creditConsentAgreeLabel,
  creditConsentText,
  CREDIT_CONSENT_VERSIONS,
  CURRENT_CREDIT_CONSENT_VERSION,
  isCreditConsentVersion,
  storedCreditConsentVersion,
} from './credit-consent.ts';
import { AGENCY_NAMES, CREDIT_AGENCIES, PREQUALIFICATION_VALID_DAYS } from './prequalification.ts';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('soft-pull consent (one module for the app and the server)', () => {
  it('keeps each recorded version word for word: a new wording must be a new version', () => {
    // Shoppers' consents are stored as "version.locale"; what they agreed to must never change under them.
    expect(sha256(creditConsentText('2026-12-01', 'en', '{dealer}'))).toBe(
      '3eb679cc9142ddb03cb20f6435c91e096a909b7f7e322bcfc1439d0351cacd42',
    );
    expect(sha256(creditConsentText('2026-12-01', 'es', '{dealer}'))).toBe(
      '97c851c2a643325fff6e4f31159ff89113fe658d2fa4665f0cab694ab6c00bc8',
    );
  });

  it('is a written instruction naming the dealer, both agencies, no effect on the score and the 14 days', () => {
    const en = creditConsentText(CURRENT_CREDIT_CONSENT_VERSION, 'en', 'Tigard Motors');
    expect(en).toMatch(/^By clicking I agree, I am giving Tigard Motors my written instructions/);
    expect(en).toContain('Fair Credit Reporting Act');
    for (const agency of CREDIT_AGENCIES) expect(en).toContain(AGENCY_NAMES[agency]);
    expect(en).toContain('does not affect my credit score');
    expect(en).toContain(`It lasts ${PREQUALIFICATION_VALID_DAYS} days`);
    expect(en).not.toContain('{dealer}');

    const es = creditConsentText(CURRENT_CREDIT_CONSENT_VERSION, 'es', 'Tigard Motors');
    expect(es).toMatch(/^Al hacer clic en Acepto, doy a Tigard Motors mis instrucciones por escrito/);
    for (const agency of CREDIT_AGENCIES) expect(es).toContain(AGENCY_NAMES[agency]);
    expect(es).toContain('no afecta mi puntaje de crédito');
    expect(es).toContain(`Dura ${PREQUALIFICATION_VALID_DAYS} días`);
  });

  it('names the button the text refers to, in each language', () => {
    const v = CURRENT_CREDIT_CONSENT_VERSION;
    expect(creditConsentText(v, 'en', 'X')).toMatch(`By clicking ${creditConsentAgreeLabel(v, 'en')},`);
    expect(creditConsentText(v, 'es', 'X')).toMatch(`Al hacer clic en ${creditConsentAgreeLabel(v, 'es')},`);
    expect(creditConsentAgreeLabel(CURRENT_CREDIT_CONSENT_VERSION, 'en')).toBe('I agree');
    expect(creditConsentAgreeLabel(CURRENT_CREDIT_CONSENT_VERSION, 'es')).toBe('Acepto');
  });

  it('knows its versions, and stores the version with the language shown', () => {
    expect(CURRENT_CREDIT_CONSENT_VERSION).toBe('2026-12-01');
    expect(CREDIT_CONSENT_VERSIONS).toContain(CURRENT_CREDIT_CONSENT_VERSION);
    expect(isCreditConsentVersion('2026-12-01')).toBe(true);
    expect(isCreditConsentVersion('toString')).toBe(false);
    expect(isCreditConsentVersion('2026-12-01.en')).toBe(false);
    expect(storedCreditConsentVersion('2026-12-01', 'es')).toBe('2026-12-01.es');
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_ESIGN_CONSENT_VERSION,
  ESIGN_CONSENT_VERSIONS,
  esignConsentAgreeLabel,
  esignConsentText,
  isEsignConsentVersion,
} from './esign-consent.ts';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

describe('electronic-records consent (one module for the app and the server)', () => {
  it('keeps each recorded version word for word: a new wording must be a new version', () => {
    // Shoppers' consents are stored with their version and locale; what they agreed to must never change under them.
    expect(sha256(esignConsentText('2026-12-15', 'en', '{dealer}'))).toBe(
      'ad8afb31633eeaac480f5871050bec5e2e560083e3595ca2c07ece1cfbb6a6df',
    );
    expect(sha256(esignConsentText('2026-12-15', 'es', '{dealer}'))).toBe(
      '5ae1aa6e9b57feb17adecd8bf0c967b697938f7314b1c8552a5cb1b16f7f053c',
    );
  });

  it('says what E-SIGN asks: scope, paper copies at no cost, withdrawing, contact details, what a device needs', () => {
    const en = esignConsentText(CURRENT_ESIGN_CONSENT_VERSION, 'en', 'First Motors');
    expect(en).toContain('may give you the contract for this vehicle');
    expect(en).toContain('the full name you type is your signature');
    expect(en).toContain('This consent covers this purchase only.');
    expect(en).toContain(
      'You have the right to have any of these records on paper: ask First Motors at any time, at no cost.',
    );
    expect(en).toContain('You may withdraw this consent before you sign by telling First Motors');
    expect(en).toContain('a device with a current web browser that can save or print a page');
    expect(en).toContain('Keep the email address and phone number of your account up to date');
    expect(en).not.toContain('{dealer}');
    const es = esignConsentText(CURRENT_ESIGN_CONSENT_VERSION, 'es', 'First Motors');
    expect(es).toContain('Tiene derecho a recibir cualquiera de estos registros en papel');
    expect(es).toContain('Puede retirar este consentimiento antes de firmar avisando a First Motors');
  });

  it('names the checkbox the text refers to, in each language', () => {
    const v = CURRENT_ESIGN_CONSENT_VERSION;
    expect(esignConsentText(v, 'en', 'X')).toMatch(`By checking "${esignConsentAgreeLabel(v, 'en')}",`);
    expect(esignConsentText(v, 'es', 'X')).toMatch(`Al marcar "${esignConsentAgreeLabel(v, 'es')}",`);
  });

  it('knows its versions', () => {
    expect(ESIGN_CONSENT_VERSIONS).toContain(CURRENT_ESIGN_CONSENT_VERSION);
    expect(isEsignConsentVersion('2026-12-15')).toBe(true);
    expect(isEsignConsentVersion('toString')).toBe(false);
    expect(isEsignConsentVersion('2026-12-15.en')).toBe(false);
  });
});

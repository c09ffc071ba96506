import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createFieldCipher,
  DEVELOPMENT_FINANCE_DATA_KEY,
  FINANCE_KEY_FORMAT,
  parseFinanceDataKey,
  SealedValueError,
} from './field-cipher.ts';

const SSN = '123456789';
const CONTEXT = 'finance-application:deal-1:applicant.ssn';

describe('sealing an SSN with AES-256-GCM', () => {
  const cipher = createFieldCipher(randomBytes(32));

  it('opens what it sealed, and the sealed text shows nothing of the value', () => {
    const sealed = cipher.seal(SSN, CONTEXT);
    expect(sealed).toMatch(/^v1\.[0-9a-f]{16}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SSN);
    expect(sealed).not.toContain('6789');
    expect(cipher.open(sealed, CONTEXT)).toBe(SSN);
  });

  it('uses a fresh IV each time: the same SSN seals differently', () => {
    expect(cipher.seal(SSN, CONTEXT)).not.toBe(cipher.seal(SSN, CONTEXT));
  });

  it('does not open in another place (deal or field): the context is authenticated', () => {
    const sealed = cipher.seal(SSN, CONTEXT);
    expect(() => cipher.open(sealed, 'finance-application:deal-2:applicant.ssn')).toThrow(SealedValueError);
    expect(() => cipher.open(sealed, 'finance-application:deal-1:coApplicant.applicant.ssn')).toThrow(SealedValueError);
  });

  it('does not open once altered, nor with another key, and its errors never carry the value', () => {
    const sealed = cipher.seal(SSN, CONTEXT);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0]! ^= 1;
    const altered = [...parts.slice(0, 4), body.toString('base64url')].join('.');
    const errors: unknown[] = [];
    for (const attempt of [
      () => cipher.open(altered, CONTEXT),
      () => createFieldCipher(randomBytes(32)).open(sealed, CONTEXT),
      () => cipher.open('not sealed', CONTEXT),
    ]) {
      try {
        attempt();
      } catch (error) {
        errors.push(error);
      }
    }
    expect(errors).toHaveLength(3);
    for (const error of errors) {
      expect(error).toBeInstanceOf(SealedValueError);
      expect(String((error as Error).message)).not.toContain(SSN);
    }
    expect(String((errors[1] as Error).message)).toContain('another key');
  });
});

describe('FINANCE_DATA_KEY', () => {
  it('is 32 bytes in base64 or base64url', () => {
    const key = randomBytes(32);
    expect(parseFinanceDataKey(key.toString('base64')).equals(key)).toBe(true);
    expect(parseFinanceDataKey(` ${key.toString('base64url')}\n`).equals(key)).toBe(true);
  });

  it('refuses anything else with a message that says how to make one', () => {
    for (const bad of ['', 'short', randomBytes(16).toString('base64'), randomBytes(33).toString('base64'), 'a b c']) {
      expect(() => parseFinanceDataKey(bad)).toThrow(FINANCE_KEY_FORMAT);
    }
    expect(() => createFieldCipher(randomBytes(31))).toThrow(FINANCE_KEY_FORMAT);
  });

  it('has a documented development key for the sandbox, 32 bytes like any other', () => {
    expect(parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY)).toHaveLength(32);
  });
});

import { describe, expect, it } from 'vitest';
import { contractFixture } from '../../../../src/features/contracting/test-fixtures.ts';
import { financeQuote, leaseQuote } from '../../../../src/features/deal/test-fixtures.ts';
import {
  buildContract,
  canonicalJson,
  contractDigest,
  signingSubject,
  unavailableReason,
  verificationValid,
} from './contract.ts';

/** The same value with every object's keys in reverse order (as another JSON round trip might give). */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .reverse()
      .map(([key, item]) => [key, reversedKeys(item)]),
  ) as T;
}

const financing = { dealType: 'FINANCE' as const, features: { contractingEnabled: true } };

describe('unavailableReason (seed 000 §4: a cash deal has contracting disabled)', () => {
  it('is CASH_DEAL for a cash deal or one with contracting off', () => {
    expect(unavailableReason({ dealType: 'CASH', features: { contractingEnabled: false } }, null)).toBe('CASH_DEAL');
    expect(unavailableReason({ ...financing, features: { contractingEnabled: false } }, financeQuote())).toBe(
      'CASH_DEAL',
    );
  });
  it('is NO_QUOTE without a saved quote, or with one of the other type', () => {
    expect(unavailableReason(financing, null)).toBe('NO_QUOTE');
    expect(unavailableReason(financing, leaseQuote())).toBe('NO_QUOTE');
    expect(unavailableReason({ ...financing, dealType: 'LEASE' }, financeQuote())).toBe('NO_QUOTE');
  });
  it('is null for a finance or lease deal with its quote', () => {
    expect(unavailableReason(financing, financeQuote())).toBeNull();
    expect(unavailableReason({ ...financing, dealType: 'LEASE' }, leaseQuote())).toBeNull();
  });
});

describe('the contract digest', () => {
  it('writes JSON with sorted keys at every level, arrays in order, undefined left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, u: undefined })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('is the same whatever the key order, and changes with a single cent', () => {
    const contract = contractFixture();
    const { digest, ...terms } = contract;
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(contractDigest(reversedKeys(terms))).toBe(digest);
    const quote = { ...financeQuote(), monthlyPayment: financeQuote().monthlyPayment + 0.01 };
    expect(buildContract({ ...terms, quote }).digest).not.toBe(digest);
  });

  it('copies the quote as it is: every figure of the contract is the quote’s', () => {
    const quote = financeQuote({ downPayment: 2500 });
    expect(contractFixture({ quote }).quote).toEqual(quote);
  });
});

describe('verificationValid', () => {
  const at = new Date('2026-12-01T15:00:00.000Z');
  const verified = { sessionId: 's1', verifiedAt: at.toISOString() };
  const later = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
  it('counts in the session that entered the code, for 24 hours', () => {
    expect(verificationValid(verified, 's1', later(23.99))).toBe(true);
    expect(verificationValid(verified, 's1', later(24))).toBe(false);
    expect(verificationValid(verified, 's2', later(1))).toBe(false);
    expect(verificationValid(null, 's1', at)).toBe(false);
  });
});

it('keys codes by deal', () => {
  expect(signingSubject('d-9')).toBe('contract:d-9');
});

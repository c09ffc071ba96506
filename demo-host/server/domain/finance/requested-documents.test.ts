import { describe, expect, it } from 'vitest';
import type { LenderDecision } from '../../../../src/contract/finance.ts';
import { documentsForDecision, requestedDocuments } from './requested-documents.ts';

const approved = (lenderNumber: string, conditions: Extract<LenderDecision, { decision: 'APPROVED' }>['conditions']) =>
  ({
    decision: 'APPROVED',
    lenderNumber,
    lenderName: `Lender ${lenderNumber}`,
    apr: 6.49,
    term: 60,
    maxAmountFinanced: 40_000,
    monthlyPayment: 500,
    conditions,
  }) satisfies LenderDecision;
const declined: LenderDecision = {
  decision: 'DECLINED',
  lenderNumber: '9',
  lenderName: 'Lender 9',
  reason: 'CREDIT',
  maxAmountFinanced: null,
};

describe('documentsForDecision', () => {
  it('asks a decline for nothing', () => {
    expect(documentsForDecision(declined)).toEqual([]);
  });
  it('asks every approval for the license and proof of income', () => {
    expect(documentsForDecision(approved('1', []))).toEqual(['driversLicense', 'proofOfIncome']);
    expect(documentsForDecision(approved('1', ['EMPLOYMENT_VERIFICATION']))).toEqual([
      'driversLicense',
      'proofOfIncome',
    ]);
  });
  it('adds residence and insurance when the conditions name them, in the listed order', () => {
    expect(documentsForDecision(approved('1', ['PROOF_OF_INSURANCE', 'PROOF_OF_RESIDENCE']))).toEqual([
      'driversLicense',
      'proofOfIncome',
      'proofOfResidence',
      'proofOfInsurance',
    ]);
  });
});

describe('requestedDocuments', () => {
  const decisions = [approved('1', ['PROOF_OF_INSURANCE']), approved('2', ['PROOF_OF_RESIDENCE']), declined];
  it('asks nothing without an approval', () => {
    expect(requestedDocuments([], null)).toEqual([]);
    expect(requestedDocuments([declined], null)).toEqual([]);
  });
  it("asks the chosen approval's documents", () => {
    expect(requestedDocuments(decisions, '2')).toEqual(['driversLicense', 'proofOfIncome', 'proofOfResidence']);
  });
  it('asks what any approval asks while none is chosen (or the chosen one is not an approval)', () => {
    const all = ['driversLicense', 'proofOfIncome', 'proofOfResidence', 'proofOfInsurance'];
    expect(requestedDocuments(decisions, null)).toEqual(all);
    expect(requestedDocuments(decisions, '9')).toEqual(all);
  });
});

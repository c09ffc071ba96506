import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { ALREADY_SIGNED, QUOTE_CHANGED } from '../../contract/contracting.ts';
import {
  contractingStep,
  documentsToBring,
  isQuoteChanged,
  signOnlineRedirect,
  type ContractingStep,
  type SignOnlineRoute,
} from './rules.ts';

const signature = { contractId: 'k-1', name: 'Dana Demo', signedAt: '2026-12-01T15:00:00.000Z' };
const consent = { id: 'c-1', version: '2026-12-15', locale: 'en' as const, givenAt: '2026-12-01T15:00:00.000Z' };
const open = { unavailable: null, verified: false, consent: null, signature: null };

describe('contractingStep', () => {
  it('goes verify → consent → contract → signed', () => {
    expect(contractingStep(open)).toBe('verify');
    expect(contractingStep({ ...open, verified: true })).toBe('consent');
    expect(contractingStep({ ...open, verified: true, consent })).toBe('contract');
    expect(contractingStep({ ...open, verified: true, consent, signature })).toBe('signed');
  });
  it('needs a new code when the verification lapsed, whatever was consented', () => {
    expect(contractingStep({ ...open, consent })).toBe('verify');
  });
  it('is unavailable for a deal that cannot be signed online, unless it was signed already', () => {
    expect(contractingStep({ ...open, unavailable: 'CASH_DEAL', verified: true, consent })).toBe('unavailable');
    expect(contractingStep({ ...open, unavailable: 'NO_QUOTE', signature })).toBe('signed');
  });
});

describe('signOnlineRedirect', () => {
  const cases: [SignOnlineRoute, ContractingStep, SignOnlineRoute | null][] = [
    ['signOnlineVerify', 'verify', null],
    ['signOnlineVerify', 'consent', null],
    ['signOnlineVerify', 'contract', 'contractConfirmation'],
    ['signOnlineVerify', 'signed', 'nextSteps'],
    // Without a verification (or the consent) the contract page goes back to verify.
    ['contractConfirmation', 'verify', 'signOnlineVerify'],
    ['contractConfirmation', 'consent', 'signOnlineVerify'],
    ['contractConfirmation', 'contract', null],
    ['contractConfirmation', 'signed', null],
    ['nextSteps', 'verify', 'signOnlineVerify'],
    ['nextSteps', 'consent', 'signOnlineVerify'],
    ['nextSteps', 'contract', 'contractConfirmation'],
    ['nextSteps', 'signed', null],
  ];
  it.each(cases)('on %s at step %s goes to %s', (route, step, to) => {
    expect(signOnlineRedirect(route, step)).toBe(to);
  });
  it('leaves every page to explain an unavailable deal itself', () => {
    for (const route of ['signOnlineVerify', 'contractConfirmation', 'nextSteps'] as const) {
      expect(signOnlineRedirect(route, 'unavailable')).toBeNull();
    }
  });
});

describe('documentsToBring', () => {
  it('is a driver’s license and proof of insurance, and the trade’s papers with a trade-in', () => {
    expect(documentsToBring({ trade: null })).toEqual(['contracting.next.license', 'contracting.next.insurance']);
    expect(documentsToBring({ trade: { vehicleName: '2018 Honda Civic EX' } })).toEqual([
      'contracting.next.license',
      'contracting.next.insurance',
      'contracting.next.tradePapers',
    ]);
  });
});

describe('isQuoteChanged', () => {
  it('is the 409 that says the figures changed, and no other', () => {
    expect(isQuoteChanged(new ApiError(QUOTE_CHANGED, 'http', 409))).toBe(true);
    expect(isQuoteChanged(new ApiError(ALREADY_SIGNED, 'http', 409))).toBe(false);
    expect(isQuoteChanged(new ApiError(QUOTE_CHANGED, 'http', 400))).toBe(false);
    expect(isQuoteChanged(new Error(QUOTE_CHANGED))).toBe(false);
  });
});

/**
 * Signing online, as pure rules (contract and choices in api.ts): which step a
 * deal's signing is at, which page shows each step (the guards of the three routes), whether a
 * typed signature is the buyer's name, and what the next-steps page lists. The server imports
 * `signatureMatches` too, so both sides judge a signature the same way.
 */
import { ApiError } from '../../lib/http.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import { QUOTE_CHANGED, type Contract, type ContractingState } from '../../contract/contracting.ts';

export type ContractingStep = 'unavailable' | 'verify' | 'consent' | 'contract' | 'signed';

/**
 * Where a deal's signing stands: signed first (a signed contract stays signed, whatever the deal
 * became since), then whether the deal can be signed online at all, then verify → consent → contract.
 */
export function contractingStep(
  state: Pick<ContractingState, 'unavailable' | 'verified' | 'consent' | 'signature'>,
): ContractingStep {
  if (state.signature) return 'signed';
  if (state.unavailable) return 'unavailable';
  if (!state.verified) return 'verify';
  if (!state.consent) return 'consent';
  return 'contract';
}

export type SignOnlineRoute = 'signOnlineVerify' | 'contractConfirmation' | 'nextSteps';

/** The page each step lives on: the code and the consent share the verify page. */
const STEP_ROUTE: Record<Exclude<ContractingStep, 'unavailable'>, SignOnlineRoute> = {
  verify: 'signOnlineVerify',
  consent: 'signOnlineVerify',
  contract: 'contractConfirmation',
  signed: 'nextSteps',
};

/**
 * The guard of each sign-online page: the route to go to instead, or null when this page shows the
 * step. Without a verification (or the consent) the contract page goes back to verify; a page
 * opened ahead of its step goes back to the step; a signed contract's pages go to next steps, except
 * the contract page, which shows the signed copy. Every page explains an unavailable deal itself.
 */
export function signOnlineRedirect(route: SignOnlineRoute, step: ContractingStep): SignOnlineRoute | null {
  if (step === 'unavailable') return null;
  if (route === 'contractConfirmation' && step === 'signed') return null;
  const home = STEP_ROUTE[step];
  return home === route ? null : home;
}

/** What to bring to the dealership: a driver's license and proof of insurance; the trade's papers with a trade. */
export function documentsToBring(contract: Pick<Contract, 'trade'>): MessageKey[] {
  const documents: MessageKey[] = ['contracting.next.license', 'contracting.next.insurance'];
  if (contract.trade) documents.push('contracting.next.tradePapers');
  return documents;
}

/** The sign call was refused because the deal's figures changed since the page showed them. */
export function isQuoteChanged(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === QUOTE_CHANGED;
}

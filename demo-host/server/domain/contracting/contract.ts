/**
 * The contract of signing online, apart from HTTP and the database: which
 * quote a deal can be signed with, the contract built from it with its digest, and how long a
 * verification counts. The figures are the stored quote's, copied, never computed here.
 */
import { createHash } from 'node:crypto';
import {
  VERIFICATION_VALID_HOURS,
  type Contract,
  type UnavailableReason,
} from '../../../../src/contract/contracting.ts';
import type { ChosenOffer, DealType, FinanceQuote, LeaseQuote } from '../../../../src/contract/deal.ts';
import { chosenOfferApplies } from '../../../../src/contract/deal.ts';
import type { LenderDecision } from '../../../../src/contract/finance.ts';

/** Whose code it is in `mfa_codes` and the MFA limiter: one subject per deal. */
export const signingSubject = (dealId: string): string => `contract:${dealId}`;

/**
 * Why a deal cannot be signed online, or null when its quote can be: contracting off (a cash deal,
 * seed 000 §4: Deal.features.contractingEnabled), or no saved quote of the deal's type.
 */
export function unavailableReason(
  deal: { dealType: DealType; features: { contractingEnabled: boolean } },
  quote: FinanceQuote | LeaseQuote | null,
): UnavailableReason | null {
  if (!deal.features.contractingEnabled || deal.dealType === 'CASH') return 'CASH_DEAL';
  if (!quote || (quote.lease ? 'LEASE' : 'FINANCE') !== deal.dealType) return 'NO_QUOTE';
  return null;
}

/**
 * A finance deal whose application has approved offers is signed on the one the shopper chose, and
 * only while the deal's quote carries it out: none chosen is CHOOSE_OFFER, one the deal no longer
 * matches (another amount financed) OFFER_CHANGED. `approvedOffer` is the offer the contract is. A
 * deal without approvals (or a lease) is signed on its quote as it is.
 */
export function offerGate(i: {
  dealType: DealType;
  /** The last submission's decisions (none before any). */
  decisions: readonly LenderDecision[];
  /** The deal's chosen offer when it came from that submission. */
  chosen: ChosenOffer | null;
  quote: FinanceQuote | LeaseQuote | null;
}): { reason: Extract<UnavailableReason, 'CHOOSE_OFFER' | 'OFFER_CHANGED'> | null; approvedOffer: ChosenOffer | null } {
  if (i.dealType !== 'FINANCE' || !i.decisions.some((d) => d.decision === 'APPROVED')) {
    return { reason: null, approvedOffer: null };
  }
  if (!i.chosen) return { reason: 'CHOOSE_OFFER', approvedOffer: null };
  const quote = i.quote && !i.quote.lease ? i.quote : null;
  if (!chosenOfferApplies(i.chosen, quote)) return { reason: 'OFFER_CHANGED', approvedOffer: null };
  return { reason: null, approvedOffer: i.chosen };
}

/** JSON with every object's keys sorted: the same value always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type ContractTerms = Omit<Contract, 'digest' | 'approvedOffer'> & { approvedOffer?: ChosenOffer | null };

/** SHA-256 (hex) of the contract's canonical JSON: what the shopper saw is what they sign. */
export function contractDigest(terms: ContractTerms): string {
  return createHash('sha256').update(canonicalJson(terms), 'utf8').digest('hex');
}

/** The contract for these terms, with its digest. */
export function buildContract(terms: ContractTerms): Contract {
  const { quote, tax, vehicle, dealer, buyer, trade } = terms;
  const parts = { quote, tax, vehicle, dealer, buyer, trade, approvedOffer: terms.approvedOffer ?? null };
  return { ...parts, digest: contractDigest(parts) };
}

/** A verification counts in the session that entered the code, for VERIFICATION_VALID_HOURS. */
export function verificationValid(
  verification: { sessionId: string; verifiedAt: string } | null,
  sessionId: string,
  now: Date,
): boolean {
  if (!verification || verification.sessionId !== sessionId) return false;
  const age = now.getTime() - Date.parse(verification.verifiedAt);
  return age >= 0 && age < VERIFICATION_VALID_HOURS * 3_600_000;
}

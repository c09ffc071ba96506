import type { CreditTier } from '../../../../src/contract/deal.ts';
import type { LenderDecision } from '../../../../src/contract/finance.ts';

/** What the sandbox network keeps of each application it received. */
export type LenderReceipt = {
  /** Null on receipts kept before applications carried one. */
  idempotencyKey: string | null;
  receivedAt: string;
  applicantInitials: string;
  applicantSsnLastFour: string;
  coApplicantInitials: string | null;
  coApplicantSsnLastFour: string | null;
  amountFinanced: number;
  creditTier: CreditTier;
  outcome: 'DECIDED' | 'UNAVAILABLE';
  decisions: LenderDecision[];
};

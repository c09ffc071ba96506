/**
 * The deal's stage from facts about it (pure: the deal desk reads the facts). A later stage
 * reached counts every earlier one as done, whether or not its own fact is known (a deal may be
 * signed without a finance application of ours); a step's date is its own fact's, else null.
 */
import { DEAL_STAGES, SHOWN_STAGES, type DealStage, type DealStatus } from '../../../../src/contract/deal-status.ts';

export type DealFacts = {
  /** When the deal was started: it is configured from then on. */
  createdAt: string;
  saved: boolean;
  /** When the finance application was last sent to the lenders, null before. */
  applicationSubmittedAt: string | null;
  /** Lenders that approved the last application. */
  approvals: number;
  offerChosen: boolean;
  /** When the contract was signed, null while unsigned. */
  signedAt: string | null;
  /** When a home delivery or pick-up was booked (not a test drive), null when none is. */
  deliveryBookedAt: string | null;
  delivered: boolean;
};

/** Each stage's fact: whether it holds, and when it happened where known. */
function reached(facts: DealFacts): Record<DealStage, { yes: boolean; at: string | null }> {
  return {
    CONFIGURED: { yes: true, at: facts.createdAt },
    SAVED: { yes: facts.saved, at: null },
    APPLIED: { yes: facts.applicationSubmittedAt !== null, at: facts.applicationSubmittedAt },
    APPROVED: { yes: facts.approvals > 0, at: null },
    OFFER_CHOSEN: { yes: facts.offerChosen, at: null },
    RESERVED: { yes: false, at: null },
    SIGNED: { yes: facts.signedAt !== null, at: facts.signedAt },
    DELIVERY_BOOKED: { yes: facts.deliveryBookedAt !== null, at: facts.deliveryBookedAt },
    DELIVERED: { yes: facts.delivered, at: null },
  };
}

export function dealStage(facts: DealFacts): DealStatus {
  const known = reached(facts);
  // The furthest stage whose fact holds (CONFIGURED always does).
  const stage = [...DEAL_STAGES].reverse().find((s) => known[s].yes) ?? 'CONFIGURED';
  const at = DEAL_STAGES.indexOf(stage);
  const steps = SHOWN_STAGES.map((s) => ({
    stage: s,
    done: DEAL_STAGES.indexOf(s) <= at,
    current: s === stage,
    at: known[s].yes ? known[s].at : null,
  }));
  return { stage, steps };
}

/**
 * Which documents the lender asks for, by its decision: nothing for a decline; for an approval, the driver's
 * license and proof of income always (identity and the income the payment rests on), and proof of residence or
 * of insurance when the approval's conditions name them. Before an offer is chosen, what any approval asks.
 */
import { LENDER_DOCUMENTS, type LenderDocument } from '../../../../src/contract/documents.ts';
import type { Condition, LenderDecision } from '../../../../src/contract/finance.ts';

/** A condition's document; employment is verified by the proof of income. */
const BY_CONDITION: Record<Condition, LenderDocument> = {
  PROOF_OF_INCOME: 'proofOfIncome',
  EMPLOYMENT_VERIFICATION: 'proofOfIncome',
  PROOF_OF_RESIDENCE: 'proofOfResidence',
  PROOF_OF_INSURANCE: 'proofOfInsurance',
};

/** The documents one decision asks for, in LENDER_DOCUMENTS order. */
export function documentsForDecision(decision: LenderDecision): LenderDocument[] {
  if (decision.decision !== 'APPROVED') return [];
  const asked = new Set<LenderDocument>(['driversLicense', 'proofOfIncome']);
  for (const condition of decision.conditions) asked.add(BY_CONDITION[condition]);
  return LENDER_DOCUMENTS.filter((kind) => asked.has(kind));
}

/** The chosen approval's documents; with none chosen, every approval's (whichever the shopper picks is covered). */
export function requestedDocuments(
  decisions: readonly LenderDecision[],
  chosenLender: string | null,
): LenderDocument[] {
  const chosen = decisions.find((d) => d.decision === 'APPROVED' && d.lenderNumber === chosenLender);
  const asked = new Set((chosen ? [chosen] : decisions).flatMap(documentsForDecision));
  return LENDER_DOCUMENTS.filter((kind) => asked.has(kind));
}

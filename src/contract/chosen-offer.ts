import * as v from 'valibot';
import { percent, signedMoney, termMonths } from './bounds.ts';

/**
 * The lender's approved offer the shopper chose on the finance options page (ours: `PUT
 * /deals/{id}/finance-options/chosen` in src/contract/finance.ts). The server's record, copied
 * from the lender's decision: the deal's finance quotes are then that lender's, at that APR and term
 * only, while the deal's amount financed is still `amountFinanced`. `submittedAt` names the
 * application submission the decision answered.
 */
export const ChosenOfferSchema = v.object({
  lenderNumber: v.pipe(v.string(), v.maxLength(16)),
  lenderName: v.pipe(v.string(), v.maxLength(80)),
  apr: percent(),
  term: termMonths(),
  amountFinanced: signedMoney(),
  monthlyPayment: signedMoney(),
  submittedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ChosenOffer = v.InferOutput<typeof ChosenOfferSchema>;

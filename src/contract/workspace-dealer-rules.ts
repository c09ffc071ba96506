/**
 * A dealer's money and rules in the workspace (`/dealer/api/dealers/:id/rules`, managers only): the fees
 * every deal of the dealer carries, where its deals are taxed before the shopper's ZIP is known, and the
 * seed 000 §6 flags ("Dealer-specific flags govern drive-at-home and protection products").
 */
import * as v from 'valibot';
import { DealerRefSchema } from './workspace.ts';

/** The ceiling of a dealer's doc or registration fee, as the seed's fee schedules are bounded. */
export const DEALER_FEE_MAX = 5000;
export const FEE_MESSAGE = `Enter an amount in dollars and cents from 0 to ${DEALER_FEE_MAX.toLocaleString('en-US')}.`;
export const TAX_ZIP_MESSAGE = 'Enter a five-digit ZIP code, or leave it empty to tax at the dealer’s address.';
export const TAX_ZIP_UNKNOWN = 'Enter a ZIP code in the dealer’s state where taxes are known.';

/** Whole cents: 358.03 is a fee, 358.035 is not. */
const isCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const Fee = v.pipe(
  v.number(FEE_MESSAGE),
  v.finite(FEE_MESSAGE),
  v.minValue(0, FEE_MESSAGE),
  v.maxValue(DEALER_FEE_MAX, FEE_MESSAGE),
  v.check(isCents, FEE_MESSAGE),
);

export const DealerRulesSchema = v.object({
  docFee: Fee,
  registrationFee: Fee,
  /** Where a deal is taxed while the shopper's ZIP is not known; '' is the dealer's own address. */
  taxZip: v.union(
    [v.literal(''), v.pipe(v.string(TAX_ZIP_MESSAGE), v.regex(/^\d{5}$/, TAX_ZIP_MESSAGE))],
    TAX_ZIP_MESSAGE,
  ),
  driveAtHomeEnabled: v.boolean(),
  protectionProductsEnabled: v.boolean(),
});
export type DealerRules = v.InferOutput<typeof DealerRulesSchema>;

export const DealerRulesAnswerSchema = v.object({
  dealer: DealerRefSchema,
  /** The dealer's address ZIP: where deals are taxed when `taxZip` is empty. */
  addressZip: v.string(),
  ...DealerRulesSchema.entries,
});
export type DealerRulesAnswer = v.InferOutput<typeof DealerRulesAnswerSchema>;

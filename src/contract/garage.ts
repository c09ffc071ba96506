/** Garage calls: the saved-deal count (seed 000 §7) and the lists the garage page shows (ours). */
import * as v from 'valibot';
import { ReservationSummarySchema } from './reservation.ts';
import { count, money, signedMoney, termMonths } from './bounds.ts';
import { CreditTierSchema } from './credit-tier.ts';
import { DealStatusSchema } from './deal-status.ts';
import { DealTypeSchema } from './deal-type.ts';
import { VehicleSummarySchema } from './vehicle.ts';

export const DealCountSchema = v.object({ count: count() });

export const SavedDealSchema = v.object({
  dealId: v.string(),
  dealName: v.string(),
  dealType: DealTypeSchema,
  /** Null for a cash deal. */
  monthlyPayment: v.nullable(money('Monthly payment')),
  term: v.nullable(termMonths()),
  /** The credit tier the monthly payment is priced for, shown beside it; null when there is none (cash). */
  creditTier: v.nullable(CreditTierSchema),
  cashPrice: signedMoney('Cash price'),
  updatedAt: v.string(),
  /** Where the deal stands, as on its deal page. */
  status: DealStatusSchema,
  vehicle: VehicleSummarySchema,
  /** The shopper's own reservation of this deal's car (its latest); null when none. */
  reservation: v.optional(v.nullable(ReservationSummarySchema), null),
});
export type SavedDeal = v.InferOutput<typeof SavedDealSchema>;
export const SavedDealsSchema = v.object({ deals: v.array(SavedDealSchema) });
export const RecentlyViewedSchema = v.object({ vehicles: v.array(VehicleSummarySchema) });

/** Garage calls: the saved-deal count (seed 000 §7) and the lists the garage page shows (ours). */
import * as v from 'valibot';
import { count, money, signedMoney, termMonths } from '../../lib/bounds.ts';
import { http } from '../../lib/http.ts';
import { CreditTierSchema } from '../deal/credit-tier.ts';
import { DealStatusSchema } from '../deal/deal-status.ts';
import { DealTypeSchema } from '../deal/deal-type.ts';
import { VehicleSummarySchema } from '../vehicle/api.ts';

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
});
export type SavedDeal = v.InferOutput<typeof SavedDealSchema>;
export const SavedDealsSchema = v.object({ deals: v.array(SavedDealSchema) });
export const RecentlyViewedSchema = v.object({ vehicles: v.array(VehicleSummarySchema) });

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});
/** Seed 000 §6: fetched only when logged in (the server answers 401 otherwise). */
export const getSavedDealCount = (signal?: AbortSignal) =>
  http.get('/garage/deals/count', DealCountSchema, opts(signal));
export const getSavedDeals = (signal?: AbortSignal) => http.get('/garage/deals', SavedDealsSchema, opts(signal));
export const getRecentlyViewed = (signal?: AbortSignal) =>
  http.get('/garage/recently-viewed', RecentlyViewedSchema, opts(signal));

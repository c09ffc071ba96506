/**
 * Shell calls: the updated payoff of the visitor's trade (seed 001 §3 "Payoff updated info"),
 * read by the updated-trade modal. The sandbox server validates its response with this schema.
 */
import * as v from 'valibot';
import { http } from '../../lib/http.ts';
import type { PayoffUpdatedInfo } from './rules.ts';

export const PayoffUpdatedInfoSchema = v.object({
  vehicleName: v.string(),
  vin: v.string(),
  oldTradeOffer: v.number(),
  oldPayoff: v.number(),
  oldNetOffer: v.number(),
  newTradeOffer: v.number(),
  newPayoff: v.number(),
  newNetOffer: v.number(),
  difference: v.number(),
});

/** `GET /api/trade/payoff-updated`: null when the trade value has not changed. */
export const PayoffUpdatedResponseSchema = v.object({ info: v.nullable(PayoffUpdatedInfoSchema) });
export type PayoffUpdatedResponse = v.InferOutput<typeof PayoffUpdatedResponseSchema>;

// The rule's input type and the wire schema must stay one shape.
true satisfies v.InferOutput<typeof PayoffUpdatedInfoSchema> extends PayoffUpdatedInfo
  ? PayoffUpdatedInfo extends v.InferOutput<typeof PayoffUpdatedInfoSchema>
    ? true
    : false
  : false;

export function getPayoffUpdated(signal?: AbortSignal): Promise<PayoffUpdatedResponse> {
  return http.get('/trade/payoff-updated', PayoffUpdatedResponseSchema, signal ? { signal } : {});
}

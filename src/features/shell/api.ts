/**
 * Shell calls: the updated payoff of the visitor's trade (seed 001 §3 "Payoff updated info"),
 * read by the updated-trade modal, and the shopper's language. The sandbox server validates
 * its requests and types its responses with these schemas.
 */
import * as v from 'valibot';
import { money, signedMoney } from '../../lib/bounds.ts';
import { http } from '../../lib/http.ts';
import type { PayoffUpdatedInfo } from './rules.ts';

export const PayoffUpdatedInfoSchema = v.object({
  vehicleName: v.string(),
  vin: v.string(),
  oldTradeOffer: money('Trade offer'),
  oldPayoff: money('Payoff'),
  oldNetOffer: signedMoney('Net offer'),
  newTradeOffer: money('Trade offer'),
  newPayoff: money('Payoff'),
  newNetOffer: signedMoney('Net offer'),
  difference: signedMoney('Difference'),
});

/** `GET /api/trade/payoff-updated`: null when the trade value has not changed. */
export const PayoffUpdatedResponseSchema = v.object({ info: v.nullable(PayoffUpdatedInfoSchema) });
export type PayoffUpdatedResponse = v.InferOutput<typeof PayoffUpdatedResponseSchema>;

// The rule's input type and the wire schema must stay one shape (a declaration, so the build can split this file).
type SameShape =
  v.InferOutput<typeof PayoffUpdatedInfoSchema> extends PayoffUpdatedInfo
    ? PayoffUpdatedInfo extends v.InferOutput<typeof PayoffUpdatedInfoSchema>
      ? true
      : false
    : false;
export const PAYOFF_SCHEMA_MATCHES_RULE: SameShape = true;

export function getPayoffUpdated(signal?: AbortSignal): Promise<PayoffUpdatedResponse> {
  return http.get('/trade/payoff-updated', PayoffUpdatedResponseSchema, signal ? { signal } : {});
}

/**
 * `PUT /api/session/locale` (ours: the spec names no call): the language the shopper chose, kept
 * with the session (so also in a third-party iframe, where storage may be denied) and, once signed
 * in, in the profile. The page context then starts in it; the embed's `data-locale` is only the default.
 */
export const LocaleBodySchema = v.object({ locale: v.picklist(['en', 'es'], 'Locale must be en or es') });
export type LocaleBody = v.InferOutput<typeof LocaleBodySchema>;

export function saveLocale(locale: LocaleBody['locale']): Promise<LocaleBody> {
  return http.put('/session/locale', LocaleBodySchema, { locale });
}

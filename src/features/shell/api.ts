/**
 * Shell calls: the updated payoff of the visitor's trade (seed 001 §3 "Payoff updated info"),
 * read by the updated-trade modal, and the shopper's language. The sandbox server validates
 * its requests and types its responses with these schemas.
 */

import { http } from '../../lib/http.ts';
import {
  type PayoffUpdatedResponse,
  PayoffUpdatedResponseSchema,
  type LocaleBody,
  LocaleBodySchema,
} from '../../contract/shell.ts';

export function getPayoffUpdated(signal?: AbortSignal): Promise<PayoffUpdatedResponse> {
  return http.get('/trade/payoff-updated', PayoffUpdatedResponseSchema, signal ? { signal } : {});
}

export function saveLocale(locale: LocaleBody['locale']): Promise<LocaleBody> {
  return http.put('/session/locale', LocaleBodySchema, { locale });
}

/** The shell fetchers: one per endpoint; what they send and parse is src/contract/shell.ts (documented there). */
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

/**
 * Trade-in calls (seed 000 §7 "Trade"): decode a VIN or look up a plate, appraise the
 * vehicle from the shopper's answers, keep the appraised trade on the shopper's account (with
 * whether they trade it in or sell it, the spec's `indicator`), record what they still owe, and
 * read the current trade back. The sandbox server validates with these schemas.
 *
 * Choices where the spec is silent:
 * - The trade flow needs a signed-in shopper (the menu's 'Value Trade' needs login, seed 001 §2):
 *   every call but the VIN and plate look-ups answers 401 TRADE_NEEDS_LOGIN otherwise.
 * - The spec's three calls keep their paths: `POST /trade/no-profile/user/account?indicator=` saves an
 *   appraisal as the shopper's trade, `POST /trade/no-profile/sell-indicator?indicator=` changes the
 *   indicator of the current trade, `GET /trade?prospectId=` reads it (the prospect id, when sent,
 *   must be the session's own). The rest are ours, under `/trade/…`.
 * - Money is whole dollars (seed 001 §9 "Money display"); mileage whole miles; dates ISO 8601 UTC
 *   (`expiresAt`), shown as MM/DD/YYYY (seed 000 §9).
 * - An appraisal is an attempt: at most APPRAISALS_PER_DAY per shopper per calendar day (UTC), then
 *   429 with `retryAfterSeconds` (the app's max-attempts-exceeded page).
 * - An offer is valid for OFFER_VALID_DAYS days; past that the trade reads `expired: true` (the app's
 *   quote-expired page) and `POST /trade/reappraise` values it again from the same answers.
 * - Saving a trade (or a new payoff or offer on it) attaches it to every deal of the shopper and
 *   re-prices them; a changed payoff or offer of a saved trade is recorded for the shell's updated
 *   trade modal (seed 001 §3 "Payoff updated info"). The first payoff entered on a trade (its
 *   lender was null) is not a change and is not recorded.
 * - A trade the shopper sells outright (indicator SELL) is a sale of its own: it stays off the
 *   deals (no trade equity) until the indicator is TRADE again.
 * - Saving an appraisal of the current trade's VIN revalues that trade (same tradeId, payoff and
 *   lender kept unless the answers say nothing is owed); another VIN becomes a new current trade
 *   with payoff 0 and no lender until `PUT /trade/payoff`.
 * - `POST /trade/reappraise` answers a new appraisal and saves nothing: saving it revalues the trade.
 * - Calls on the current trade (sell-indicator, payoff, reappraise) answer 404 NO_TRADE without one.
 */
import type * as v from 'valibot';
import { http } from '../../lib/http.ts';
import type { TradeAnswersSchema } from '../../contract/trade.ts';
import {
  type VinDecode,
  VinDecodeSchema,
  type Appraisal,
  AppraisalSchema,
  type Indicator,
  type Trade,
  TradeSchema,
  type PayoffRequest,
  CurrentTradeSchema,
} from '../../contract/trade.ts';

export function decodeVin(vin: string, signal?: AbortSignal): Promise<VinDecode> {
  return http.get(`/trade/vin/${encodeURIComponent(vin)}`, VinDecodeSchema, signal ? { signal } : {});
}

export function lookUpPlate(plate: string, state: string, signal?: AbortSignal): Promise<VinDecode> {
  return http.get('/trade/plate', VinDecodeSchema, { query: { plate, state }, ...(signal ? { signal } : {}) });
}

export function appraise(answers: v.InferInput<typeof TradeAnswersSchema>): Promise<Appraisal> {
  return http.post('/trade/appraisals', AppraisalSchema, answers);
}

/** Keeps an appraisal (with an offer) as the shopper's trade. */
export function saveTrade(appraisalId: string, indicator: Indicator): Promise<Trade> {
  return http.post('/trade/no-profile/user/account', TradeSchema, { appraisalId }, { query: { indicator } });
}

export function setSellIndicator(indicator: Indicator): Promise<Trade> {
  return http.post('/trade/no-profile/sell-indicator', TradeSchema, {}, { query: { indicator } });
}

export function setPayoff(body: PayoffRequest): Promise<Trade> {
  return http.put('/trade/payoff', TradeSchema, body);
}

/** Quote expired: the same answers valued again (an attempt, like any appraisal). */
export function reappraise(): Promise<Appraisal> {
  return http.post('/trade/reappraise', AppraisalSchema, {});
}

export function getTrade(prospectId?: string | null, signal?: AbortSignal): Promise<Trade | null> {
  return http.get('/trade', CurrentTradeSchema, {
    query: { prospectId: prospectId ?? null },
    ...(signal ? { signal } : {}),
  });
}

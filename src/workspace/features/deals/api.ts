/**
 * The deal jacket's calls: find a shopper's deal, read it, lock or unlock its price, release, extend or refund its
 * reservation, reveal the applicants' birth dates and incomes.
 */
import type * as v from 'valibot';
import {
  DealJacketSchema,
  DealSearchSchema,
  RevealedPersonalSchema,
  type ExtendReservationBodySchema,
  type PriceLockBodySchema,
  type RefundReservationBodySchema,
} from '../../../contract/workspace-deals.ts';
import type { CounterOfferBody } from '../../../contract/trade-review.ts';
import { request } from '../../../lib/http.ts';

export const searchDeals = (q: string, signal: AbortSignal) =>
  request('GET', '/deals', DealSearchSchema, { query: { q }, signal });

export const getJacket = (id: string, signal: AbortSignal) =>
  request('GET', `/deals/${encodeURIComponent(id)}`, DealJacketSchema, { signal, expected: [403, 404] });

export const lockPrice = (id: string, body: v.InferOutput<typeof PriceLockBodySchema>) =>
  request('PUT', `/deals/${encodeURIComponent(id)}/price-lock`, DealJacketSchema, { body });

export const unlockPrice = (id: string) =>
  request('DELETE', `/deals/${encodeURIComponent(id)}/price-lock`, DealJacketSchema);

/** A POST (with the CSRF token): every reveal is an audit log entry. */
export const revealPersonal = (id: string) =>
  request('POST', `/deals/${encodeURIComponent(id)}/finance-application/reveal`, RevealedPersonalSchema);

export const releaseReservation = (id: string) =>
  request('POST', `/deals/${encodeURIComponent(id)}/reservation/release`, DealJacketSchema);

export const extendReservation = (id: string, body: v.InferOutput<typeof ExtendReservationBodySchema>) =>
  request('POST', `/deals/${encodeURIComponent(id)}/reservation/extend`, DealJacketSchema, { body });

/** The key makes a retried refund (a lost answer) give the money back once. */
export const refundReservation = (id: string, body: v.InferOutput<typeof RefundReservationBodySchema>) =>
  request('POST', `/deals/${encodeURIComponent(id)}/reservation/refund`, DealJacketSchema, { body });

/** The shopper's trade offer stands; the answer is the jacket. */
export const confirmTrade = (id: string) =>
  request('POST', `/deals/${encodeURIComponent(id)}/trade/confirm`, DealJacketSchema);

/** A new offer for the shopper's trade (and a note they see with it); the answer is the jacket. */
export const counterTrade = (id: string, body: CounterOfferBody) =>
  request('POST', `/deals/${encodeURIComponent(id)}/trade/counter`, DealJacketSchema, { body });

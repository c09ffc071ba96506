/** The deal jacket's calls: find a shopper's deal, read it, lock or unlock its price, reveal the applicants' birth dates and incomes. */
import type * as v from 'valibot';
import {
  DealJacketSchema,
  DealSearchSchema,
  RevealedPersonalSchema,
  type PriceLockBodySchema,
} from '../../../contract/workspace-deals.ts';
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

/** The deal jacket's calls: find a shopper's deal, read it, lock or unlock its price. */
import type * as v from 'valibot';
import { DealJacketSchema, DealSearchSchema, type PriceLockBodySchema } from '../../../contract/workspace-deals.ts';
import { request } from '../../../lib/http.ts';

export const searchDeals = (q: string, signal: AbortSignal) =>
  request('GET', '/deals', DealSearchSchema, { query: { q }, signal });

export const getJacket = (id: string, signal: AbortSignal) =>
  request('GET', `/deals/${encodeURIComponent(id)}`, DealJacketSchema, { signal, expected: [403, 404] });

export const lockPrice = (id: string, body: v.InferOutput<typeof PriceLockBodySchema>) =>
  request('PUT', `/deals/${encodeURIComponent(id)}/price-lock`, DealJacketSchema, { body });

export const unlockPrice = (id: string) =>
  request('DELETE', `/deals/${encodeURIComponent(id)}/price-lock`, DealJacketSchema);

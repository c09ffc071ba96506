/**
 * The inbox's filters live in the URL query, so a reload or a shared link shows the same leads. Each
 * value is checked with the contract's own query schema; one that does not pass is left out, not an error.
 */
import * as v from 'valibot';
import { withQuery } from '../../../contract/http.ts';
import { LeadQuerySchema, type LeadQuery } from '../../../contract/workspace.ts';

export type LeadFilters = Omit<LeadQuery, 'before'>;
export const FILTER_KEYS = [
  'kind',
  'status',
  'dealer',
  'from',
  'to',
  'q',
] as const satisfies readonly (keyof LeadFilters)[];

export function filtersFromSearch(search: string): LeadFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = v.safeParse(LeadQuerySchema.entries[key], raw);
    if (parsed.success && parsed.output) filters[key] = parsed.output;
  }
  return filters as LeadFilters;
}

/** The query string of the filters ('' when none), keys in one order so equal filters make equal URLs. */
export function searchOf(filters: LeadFilters): string {
  const ordered = Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key]]));
  return withQuery('', ordered).replace(/^\?/, '');
}

export function hasFilters(filters: LeadFilters): boolean {
  return FILTER_KEYS.some((key) => Boolean(filters[key]));
}

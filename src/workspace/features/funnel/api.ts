/** The funnel's calls: the numbers for a dealer and range, and the same as a CSV download. */
import { withQuery } from '../../../contract/http.ts';
import { FunnelSchema, type FunnelPeriod } from '../../../contract/workspace-funnel.ts';
import { apiUrl, request } from '../../../lib/http.ts';

export type FunnelFilters = {
  dealer: string;
  campaign?: string | undefined;
  from: string;
  to: string;
  by: FunnelPeriod;
};

export const getFunnel = (query: FunnelFilters, signal?: AbortSignal) =>
  request('GET', '/funnel', FunnelSchema, { query, ...(signal ? { signal } : {}) });

/** A plain link: the browser downloads it with the staff cookie (same origin, path /dealer). */
export const funnelCsvUrl = (query: FunnelFilters): string => withQuery(apiUrl('/funnel.csv'), query);

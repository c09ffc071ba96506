/**
 * The funnel page's state: the filters read from the URL (a dealer the member has, the last 30 days by
 * day unless it says otherwise) and the numbers for them.
 */
import {
  FUNNEL_DEFAULT_DAYS,
  FUNNEL_PERIODS,
  type Funnel,
  type FunnelPeriod,
} from '../../../contract/workspace-funnel.ts';
import type { DealerRef } from '../../../contract/workspace.ts';
import { isUnauthorized } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getFunnel, type FunnelFilters } from './api.ts';

const isDay = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s);

/** YYYY-MM-DD of the member's own day, `back` days ago. */
export function localDay(now: Date, back = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The filters a URL asks for, filled in: the member's first dealer, the last 30 days, by day. */
export function filtersFromSearch(
  search: string,
  dealers: readonly DealerRef[],
  now = new Date(),
): FunnelFilters | null {
  const q = new URLSearchParams(search);
  const asked = q.get('dealer');
  const dealer = dealers.find((d) => d.id === asked)?.id ?? dealers[0]?.id;
  if (!dealer) return null;
  const by = q.get('by');
  const from = q.get('from');
  const to = q.get('to');
  const campaign = q.get('campaign');
  return {
    dealer,
    ...(campaign ? { campaign } : {}),
    from: isDay(from) ? from : localDay(now, FUNNEL_DEFAULT_DAYS - 1),
    to: isDay(to) ? to : localDay(now),
    by: (FUNNEL_PERIODS as readonly string[]).includes(by ?? '') ? (by as FunnelPeriod) : 'day',
  };
}

export function searchOf(f: FunnelFilters): string {
  const q = new URLSearchParams({ dealer: f.dealer, from: f.from, to: f.to, by: f.by });
  if (f.campaign) q.set('campaign', f.campaign);
  return q.toString();
}

export function createFunnelModel({ filters, onUnauthorized }: { filters: FunnelFilters; onUnauthorized: () => void }) {
  const remote = createRemote<Funnel>();
  async function load(signal?: AbortSignal): Promise<void> {
    await remote.run((aborted) => getFunnel(filters, signal ?? aborted));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }
  return {
    filters,
    state: remote.state,
    load,
    retry: () => load(),
    dispose: () => remote.abort(),
  };
}
export type FunnelModel = ReturnType<typeof createFunnelModel>;

/** True when nothing at all was counted in the range. */
export const isEmptyFunnel = (f: Funnel): boolean => Object.values(f.totals).every((n) => n === 0);

/**
 * The funnel's rules: which dealer day an event falls on, the periods of a range (days, or weeks from
 * Monday), the daily rollup rows summed per period, each stage's conversion or rate per widget open, the
 * percentiles of the lead response time, and the CSV of it all.
 */
import { TZDate } from '@date-fns/tz';
import { LEAD_KINDS, type LeadKind } from '../../../../src/contract/bridge-protocol.ts';
import {
  FUNNEL_STAGES,
  type Funnel,
  type FunnelCounts,
  type FunnelPeriod,
  type FunnelStage,
} from '../../../../src/contract/workspace-funnel.ts';

const DAY_MS = 86_400_000;

/** The event names the rollup stores: a stage, or `lead:<kind>` (the `leads` stage is their sum). */
export type FunnelEvent = Exclude<FunnelStage, 'leads'> | `lead:${string}`;
export const leadEvent = (kind: string): FunnelEvent => `lead:${kind}`;

/** YYYY-MM-DD of the instant `at` in `zone`: a dealer's funnel counts the dealer's days. */
export function dealerDay(at: number, zone: string): string {
  const d = new TZDate(at, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(d.getFullYear())}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (0 or less: `to` is before `from`). */
export const daysInRange = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** `day` moved by `n` days. */
export const addDays = (day: string, n: number): string => dayOfNumber(dayNumber(day) + n);

/** The first day of the period `day` is in: itself, or the Monday of its week (ISO weeks). */
export function periodStart(day: string, by: FunnelPeriod): string {
  if (by === 'day') return day;
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is days since Monday.
  return dayOfNumber(n - ((((n + 3) % 7) + 7) % 7));
}

/** The periods of a range in order, each by its first day (a first week may start before `from`). */
export function periodStarts(from: string, to: string, by: FunnelPeriod): string[] {
  const starts: string[] = [];
  for (let day = periodStart(from, by); day <= to; day = addDays(day, by === 'day' ? 1 : 7)) starts.push(day);
  return starts;
}

export const emptyCounts = (): FunnelCounts => Object.fromEntries(FUNNEL_STAGES.map((s) => [s, 0])) as FunnelCounts;

const isLeadKind = (k: string): k is LeadKind => (LEAD_KINDS as readonly string[]).includes(k);

/** What an event adds to: its stage, and for a lead the `leads` stage and its kind. */
function stageOf(event: string): { stage: FunnelStage; kind: LeadKind | null } | null {
  if (event.startsWith('lead:')) {
    const kind = event.slice(5);
    return isLeadKind(kind) ? { stage: 'leads', kind } : null;
  }
  return (FUNNEL_STAGES as readonly string[]).includes(event) && event !== 'leads'
    ? { stage: event as FunnelStage, kind: null }
    : null;
}

export type RollupRow = { day: string; event: string; count: number };

/** The daily rows summed per period and over the range; events the funnel does not know are left out. */
export function sumByPeriod(rows: readonly RollupRow[], from: string, to: string, by: FunnelPeriod) {
  const periods = new Map(periodStarts(from, to, by).map((start) => [start, emptyCounts()]));
  const totals = emptyCounts();
  const kinds = new Map<LeadKind, number>();
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    const known = stageOf(row.event);
    const counts = periods.get(periodStart(row.day, by));
    if (!known || !counts) continue;
    counts[known.stage] += row.count;
    totals[known.stage] += row.count;
    if (known.kind) kinds.set(known.kind, (kinds.get(known.kind) ?? 0) + row.count);
  }
  return {
    periods: [...periods].map(([start, counts]) => ({ start, counts })),
    totals,
    // In the order of LEAD_KINDS, kinds with none left out.
    leadsByKind: LEAD_KINDS.filter((k) => kinds.has(k)).map((kind) => ({ kind, count: kinds.get(kind)! })),
  };
}

/**
 * The earlier stage each stage is nested in: every event it counts was counted there first (a deal's first
 * save, on a deal whose start was counted). No other stage is: views count every view, leads come with or
 * without a deal, a deal can be signed without a finance application, a lead can be marked sold again.
 */
export const NESTED_IN: Partial<Record<FunnelStage, FunnelStage>> = { dealsSaved: 'dealsStarted' };

/**
 * Each stage after the opens: a conversion only from the stage it is nested in, capped at 100% (a deal
 * started before the range can be saved in it); any other stage over the one before is no funnel step (leads
 * over deals saved ran past 100%), so it is a rate per widget open instead. Null where the base is 0.
 */
export function stageConversions(totals: FunnelCounts): Funnel['conversions'] {
  return FUNNEL_STAGES.slice(1).map((to) => {
    const base = NESTED_IN[to];
    const from = base ?? 'opens';
    const rate = totals[from] === 0 ? null : totals[to] / totals[from];
    return base
      ? { from, to, measure: 'conversion' as const, rate: rate === null ? null : Math.min(1, rate) }
      : { from, to, measure: 'perOpen' as const, rate };
  });
}

/** The nearest-rank percentile `p` (0–100) of `values`; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Median and p90 of the response times (ms), in whole minutes. */
export function responseMinutes(responseMs: readonly number[]): Funnel['responseMinutes'] {
  const minutes = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));
  return {
    median: minutes(percentile(responseMs, 50)),
    p90: minutes(percentile(responseMs, 90)),
    answered: responseMs.length,
  };
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break; a leading formula sign defused. */
const cell = (value: string | number | null): string => {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The funnel as a spreadsheet: one row per period, then the totals and the conversions. */
export function funnelCsv(f: Funnel): string {
  const lines: (string | number | null)[][] = [
    ['dealer', 'campaign', 'period', 'start', ...FUNNEL_STAGES],
    ...f.periods.map((p) => [
      f.dealer.id,
      f.campaign ?? 'all',
      f.by,
      p.start,
      ...FUNNEL_STAGES.map((s) => p.counts[s]),
    ]),
    [f.dealer.id, f.campaign ?? 'all', 'total', f.from, ...FUNNEL_STAGES.map((s) => f.totals[s])],
    [],
    ['from', 'to', 'measure', 'rate'],
    ...f.conversions.map((c) => [c.from, c.to, c.measure, c.rate === null ? null : Number(c.rate.toFixed(4))]),
    [],
    ['lead kind', 'count'],
    ...f.leadsByKind.map((k) => [k.kind, k.count]),
    [],
    ['response minutes median', 'p90', 'answered leads'],
    [f.responseMinutes.median, f.responseMinutes.p90, f.responseMinutes.answered],
  ];
  return `${lines.map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The dealer workspace's funnel (`GET /dealer/api/funnel`, `/dealer/api/funnel.csv`): per dealer and
 * campaign, per day or week, how many shoppers reached each stage, counted by the server where it
 * saw them happen, each stage's conversion or rate per widget open, and how fast leads were answered.
 */
import * as v from 'valibot';
import { LEAD_KINDS } from './bridge-protocol.ts';

/** The stages in funnel order; `leads` is every lead, whatever its kind (the kinds are counted apart). */
export const FUNNEL_STAGES = [
  'opens',
  'vehicleViews',
  'dealsStarted',
  'dealsSaved',
  'leads',
  'preQualifications',
  'applications',
  'contractsSigned',
  'sold',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const FUNNEL_PERIODS = ['day', 'week'] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];

/** The longest range a funnel covers: a year and a month of days. */
export const FUNNEL_MAX_DAYS = 400;
/** The range the page opens with: the last 30 days, today included. */
export const FUNNEL_DEFAULT_DAYS = 30;

export const FUNNEL_RANGE_TOO_LONG = `Pick a range of at most ${FUNNEL_MAX_DAYS} days.`;
export const FUNNEL_END_BEFORE_START = 'The end date is before the start date.';
export const FUNNEL_NEEDS_DEALER = 'Pick a dealer.';

/** A calendar day that exists: isoDate alone takes 2026-02-30. */
const isRealDay = (s: string) => {
  const t = Date.parse(`${s}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === s;
};
const Day = v.pipe(
  v.string('Enter a date as YYYY-MM-DD.'),
  v.isoDate('Enter a date as YYYY-MM-DD.'),
  v.check(isRealDay, 'Enter a date that exists.'),
);

export const FunnelQuerySchema = v.object({
  dealer: v.pipe(v.string(FUNNEL_NEEDS_DEALER), v.minLength(1, FUNNEL_NEEDS_DEALER), v.maxLength(64)),
  /** A campaign slug; absent: every campaign of the dealer. */
  campaign: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, 'Not a campaign.'))),
  from: Day,
  to: Day,
  by: v.optional(v.picklist(FUNNEL_PERIODS, 'Pick day or week.'), 'day'),
});
export type FunnelQuery = v.InferInput<typeof FunnelQuerySchema>;

const Counts = v.object(
  Object.fromEntries(FUNNEL_STAGES.map((s) => [s, v.number()])) as Record<FunnelStage, v.NumberSchema<undefined>>,
);
export type FunnelCounts = v.InferOutput<typeof Counts>;

export const FunnelPeriodRowSchema = v.object({
  /** The period's first day (a week starts on Monday), YYYY-MM-DD in the dealer's time zone. */
  start: v.string(),
  counts: Counts,
});

/** `conversion`: the share of `from` that reached `to` (0–1); `perOpen`: `to` per widget open (`from` is `opens`), any size. */
export const FUNNEL_MEASURES = ['conversion', 'perOpen'] as const;
export type FunnelMeasure = (typeof FUNNEL_MEASURES)[number];

/** Each stage after the opens against an earlier one (the domain's stageConversions says which). */
export const FunnelConversionSchema = v.object({
  from: v.picklist(FUNNEL_STAGES),
  to: v.picklist(FUNNEL_STAGES),
  measure: v.picklist(FUNNEL_MEASURES),
  /** null when `from` is 0. */
  rate: v.nullable(v.number()),
});

export const FunnelSchema = v.object({
  dealer: v.object({ id: v.string(), name: v.string() }),
  /** The campaign asked for; null: every campaign of the dealer. */
  campaign: v.nullable(v.string()),
  /** The campaigns that have counts for this dealer (for the filter). */
  campaigns: v.array(v.string()),
  from: v.string(),
  to: v.string(),
  by: v.picklist(FUNNEL_PERIODS),
  periods: v.array(FunnelPeriodRowSchema),
  totals: Counts,
  leadsByKind: v.array(v.object({ kind: v.picklist(LEAD_KINDS), count: v.number() })),
  conversions: v.array(FunnelConversionSchema),
  /** Minutes from a lead written to its first response, over the leads of the range that have one. */
  responseMinutes: v.object({ median: v.nullable(v.number()), p90: v.nullable(v.number()), answered: v.number() }),
});
export type Funnel = v.InferOutput<typeof FunnelSchema>;

/**
 * The workspace's inventory feed API (`/dealer/api/dealers/:id/inventory/imports`): a manager uploads a
 * CSV feed (text/csv body, or multipart with `file`), and reads each import's counts and rejected rows.
 */
import * as v from 'valibot';
import { DealerRefSchema } from './workspace.ts';

/** The largest feed a manager uploads; about 25,000 vehicles of a typical provider's columns. */
export const MAX_FEED_BYTES = 5 * 1024 * 1024;

/** Query flag of the upload: vehicles of the dealer missing from this file are marked sold. */
export const FULL_FEED_PARAM = 'full';

/**
 * Why a feed row was rejected, by code, in the server's English: the workspace shows each in the member's
 * language from its code and values (`{n}` placeholders), and a reason without a code as written.
 */
export const REJECT_REASONS = {
  vinMissing: 'VIN is missing',
  vinLength: 'VIN must have 17 characters (has {length})',
  vinCheck: 'VIN check digit is wrong or it has characters a VIN cannot use',
  type: 'Type must be New or Used (is "{value}")',
  year: 'Year must be from {min} to {max} (is "{value}")',
  make: 'Make is missing and the VIN does not tell it',
  model: 'Model is missing and the VIN does not tell it',
  price: 'Price must be a positive amount up to {max} (is "{value}")',
  msrp: 'MSRP must be a positive amount up to {max} (is "{value}")',
  miles: 'Miles must be a number up to {max} (is "{value}")',
  eta: 'ETA must be a date like 2027-01-31 (is "{value}")',
  vinRepeats: 'VIN repeats line {line}',
  otherDealer: 'VIN is in another dealer’s inventory',
} as const;
export type RejectCode = keyof typeof REJECT_REASONS;
export type RejectParams = Record<string, string | number>;

/** A reason's English from its code and values. */
export const rejectReason = (code: RejectCode, params: RejectParams = {}): string =>
  REJECT_REASONS[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

export const RejectedRowSchema = v.object({
  line: v.number(),
  reason: v.string(),
  /** Absent on imports kept from before reasons had codes. */
  code: v.optional(v.picklist(Object.keys(REJECT_REASONS) as RejectCode[])),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});
export type RejectedRow = v.InferOutput<typeof RejectedRowSchema>;

export const InventoryImportSchema = v.object({
  id: v.number(),
  source: v.picklist(['upload', 'url']),
  fileName: v.nullable(v.string()),
  fullFeed: v.boolean(),
  startedAt: v.number(),
  finishedAt: v.nullable(v.number()),
  rowsRead: v.number(),
  added: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  sold: v.number(),
  rejected: v.number(),
  rejectedRows: v.array(RejectedRowSchema),
  /** Why a feed URL's fetch or its file failed (nothing imported); null when it was read. */
  error: v.nullable(v.string()),
});
export type InventoryImport = v.InferOutput<typeof InventoryImportSchema>;

/** A file the import cannot read at all (no header, unclosed quote, no VIN or price column). */
export const FEED_UNREADABLE = 'This file cannot be read as an inventory feed';

/** A feed URL fetched on a schedule: how often, bounded so a feed is neither hammered nor forgotten. */
export const FEED_EVERY_MIN = 15;
export const FEED_EVERY_MAX = 1440;
export const FEED_URL_MAX = 500;
export const FEED_URL_MESSAGE = 'Enter the feed’s address as a full https:// URL.';
export const FEED_URL_PRIVATE = 'The feed’s URL must be a public address.';
export const FEED_EVERY_MESSAGE = 'Fetch the feed every 15 to 1440 minutes.';
export const FEED_NOT_SET = 'Set the feed’s URL first.';
export const FEED_BUSY = 'The feed is being fetched: try again in a minute.';

/** What a manager sets: the URL ('' turns the schedule off), how often, and whether it is a full feed. */
export const FeedScheduleSchema = v.object({
  url: v.pipe(v.string(FEED_URL_MESSAGE), v.trim(), v.maxLength(FEED_URL_MAX, FEED_URL_MESSAGE)),
  everyMinutes: v.pipe(
    v.number(FEED_EVERY_MESSAGE),
    v.integer(FEED_EVERY_MESSAGE),
    v.minValue(FEED_EVERY_MIN, FEED_EVERY_MESSAGE),
    v.maxValue(FEED_EVERY_MAX, FEED_EVERY_MESSAGE),
  ),
  fullFeed: v.boolean(),
});
export type FeedScheduleInput = v.InferOutput<typeof FeedScheduleSchema>;

export const FeedScheduleStateSchema = v.object({
  ...FeedScheduleSchema.entries,
  /** When the scheduler fetches it next (epoch ms). */
  nextRunAt: v.number(),
});
export type FeedScheduleState = v.InferOutput<typeof FeedScheduleStateSchema>;

export const InventoryImportsSchema = v.object({
  dealer: DealerRefSchema,
  imports: v.array(InventoryImportSchema),
  /** The dealer's scheduled feed URL; null when none is set. */
  feed: v.nullable(FeedScheduleStateSchema),
});
export type InventoryImports = v.InferOutput<typeof InventoryImportsSchema>;

/** The answer of `PUT …/inventory/feed`: the schedule as saved, null when the URL was cleared. */
export const FeedScheduleAnswerSchema = v.object({ feed: v.nullable(FeedScheduleStateSchema) });

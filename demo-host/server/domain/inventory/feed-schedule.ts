/**
 * A dealer's feed URL on a schedule, pure: which URLs the server may fetch in this deployment (the same
 * rule as the CRM's URL), when a feed is due, and when it runs next.
 */
import { FEED_URL_MAX, FEED_URL_MESSAGE, FEED_URL_PRIVATE } from '../../../../src/contract/workspace-inventory.ts';
import { outboundUrlProblem } from '../leads/crm-url.ts';

const MINUTE_MS = 60_000;

/** Null when the server may fetch a feed at `raw` in this deployment; else the message to show. */
export function feedUrlProblem(raw: string, sandbox: boolean): string | null {
  const problem = outboundUrlProblem(raw, sandbox, FEED_URL_MAX);
  return problem === null ? null : problem === 'private' ? FEED_URL_PRIVATE : FEED_URL_MESSAGE;
}

/** The next run `everyMinutes` after a run that started at `at` (a run that failed waits the same). */
export const nextRunAfter = (at: number, everyMinutes: number): number => at + everyMinutes * MINUTE_MS;

export type FeedTiming = { nextRunAt: number; claimedUntil: number | null };

/** Due when its time has come and no process holds a live claim on it (a lapsed claim is a crashed run). */
export const isDue = (feed: FeedTiming, now: number): boolean =>
  feed.nextRunAt <= now && (feed.claimedUntil === null || feed.claimedUntil <= now);

/** A "fetch now" runs whatever the time, but never beside a run in flight. */
export const isFree = (feed: FeedTiming, now: number): boolean =>
  feed.claimedUntil === null || feed.claimedUntil <= now;

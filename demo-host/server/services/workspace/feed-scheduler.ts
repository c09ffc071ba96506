/**
 * Every server process runs one feed scheduler (start.ts), like its lead worker: it looks for feed URLs
 * due, and runs those whose claim it wins (inventory-feeds-repo.ts `claimFeed`), so with several
 * processes on one database each due feed is fetched once. A failed look is logged and tried again.
 */
import { isDatabaseUnavailable } from '../../db/index.ts';
import type { InventoryFeedService } from './inventory-feed.ts';

/** How often a process looks for due feeds: the shortest schedule is 15 minutes, so a minute late is fine. */
export const FEED_POLL_MS = 60_000;

export type FeedScheduler = {
  /** Stops looking; a run in flight finishes first. */
  stop(): Promise<void>;
};

export function startFeedScheduler(options: {
  feeds: Pick<InventoryFeedService, 'runDue'>;
  pollMs?: number;
  log?: (line: string) => void;
}): FeedScheduler {
  const pollMs = options.pollMs ?? FEED_POLL_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      const ran = await options.feeds.runDue();
      if (ran > 0) options.log?.(`[feeds] ran ${String(ran)} feed${ran === 1 ? '' : 's'}`);
    } catch (error) {
      options.log?.(
        `[feeds] ${isDatabaseUnavailable(error) ? 'database unavailable' : error instanceof Error ? error.message : 'failed'}`,
      );
    }
    if (stopped) return;
    // Up to a tenth more at random, so processes started together do not all look at once.
    timer = setTimeout(
      () => {
        running = tick();
      },
      pollMs + Math.floor(Math.random() * (pollMs / 10)),
    );
    timer.unref();
  };
  running = tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * A dealer's feed URL and schedule for its managers (and platform admins), saved as versions
 * (settings-history.ts) so a wrong URL or interval can be undone. A URL the server may not fetch is
 * refused here; each fetch checks its host again (public-fetch.ts).
 */
import {
  FEED_URL_PRIVATE,
  FeedScheduleSchema,
  type FeedScheduleInput,
  type FeedScheduleState,
} from '../../../../src/contract/workspace-inventory.ts';
import { deleteFeed, getFeed, saveFeed, type FeedRow } from '../../db/inventory-feeds-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import { Invalid } from '../../domain/errors.ts';
import { feedUrlProblem, nextRunAfter } from '../../domain/inventory/feed-schedule.ts';
import type { AppDeps } from '../app-deps.ts';
import { resolvesPublic, type Resolve } from '../outbound/public-fetch.ts';
import { managedDealer } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

/** The schedule of a dealer without a feed URL, as a version records it: off. */
const NO_FEED: FeedScheduleInput = { url: '', everyMinutes: 60, fullFeed: true };

export const toSchedule = (row: FeedRow): FeedScheduleState => ({
  url: row.url,
  everyMinutes: Number(row.every_minutes),
  fullFeed: Number(row.full_feed) !== 0,
  nextRunAt: Number(row.next_run_at),
});

export function feedScheduleDoc(clock: () => number): SettingsDoc<FeedScheduleInput> {
  return {
    kind: 'dealer-feed',
    auditAction: 'dealer.inventory-feed',
    schema: FeedScheduleSchema,
    async authorize(db, member, id) {
      const dealer = await managedDealer(db, member, id);
      return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
    },
    async load(db, id) {
      const row = await getFeed(db, id);
      if (!row) return NO_FEED;
      const { url, everyMinutes, fullFeed } = toSchedule(row);
      return { url, everyMinutes, fullFeed };
    },
    async save(db, id, input) {
      if (input.url === '') return deleteFeed(db, id);
      const at = clock();
      const next = nextRunAfter(at, input.everyMinutes);
      return saveFeed(db, id, { ...input, nextRunAt: next, at });
    },
  };
}

export type FeedScheduleService = {
  /** Sets the dealer's feed URL and schedule ('' removes it); null when removed. */
  set(
    member: StaffMember,
    dealerId: string,
    input: FeedScheduleInput,
    client: string,
  ): Promise<FeedScheduleState | null>;
};

export function createFeedSchedule(
  deps: Pick<AppDeps, 'db' | 'environment'> & {
    history: SettingsHistoryService;
    doc: SettingsDoc<FeedScheduleInput>;
    /** The DNS look-up of feed hosts outside a sandbox; tests give a fixed one. */
    resolve?: Resolve;
  },
): FeedScheduleService {
  const { db, history, doc } = deps;
  const sandbox = isSandboxDeployment(deps.environment);
  return {
    async set(member, dealerId, input, client) {
      const dealer = await managedDealer(db, member, dealerId);
      if (input.url !== '') {
        const problem = feedUrlProblem(input.url, sandbox);
        if (problem) throw new Invalid(problem, [{ field: 'url', message: problem }]);
        // A public-looking name that resolves inside our network is refused too (checked again at each fetch).
        if (!sandbox && !(await resolvesPublic(new URL(input.url).hostname, deps.resolve)))
          throw new Invalid(FEED_URL_PRIVATE, [{ field: 'url', message: FEED_URL_PRIVATE }]);
      }
      await history.update(doc, member, dealer.id, input, client);
      const saved = await getFeed(db, dealer.id);
      return saved ? toSchedule(saved) : null;
    },
  };
}

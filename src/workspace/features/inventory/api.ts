/** The inventory feed calls: a dealer's import history, a feed file uploaded, the feed URL set and fetched. */
import {
  FeedScheduleAnswerSchema,
  FULL_FEED_PARAM,
  type FeedScheduleInput,
  InventoryImportSchema,
  InventoryImportsSchema,
} from '../../../contract/workspace-inventory.ts';
import { request } from '../../../lib/http.ts';

const importsPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/inventory/imports`;

export const getImports = (dealerId: string, signal?: AbortSignal) =>
  request('GET', importsPath(dealerId), InventoryImportsSchema, signal ? { signal } : {});

export function uploadFeed(dealerId: string, file: File, fullFeed: boolean) {
  const body = new FormData();
  body.set('file', file);
  return request('POST', importsPath(dealerId), InventoryImportSchema, {
    body,
    ...(fullFeed ? { query: { [FULL_FEED_PARAM]: '1' } } : {}),
  });
}

const feedPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/inventory/feed`;

export const saveFeedSchedule = (dealerId: string, body: FeedScheduleInput) =>
  request('PUT', feedPath(dealerId), FeedScheduleAnswerSchema, { body });

export const fetchFeedNow = (dealerId: string) => request('POST', `${feedPath(dealerId)}/fetch`, InventoryImportSchema);

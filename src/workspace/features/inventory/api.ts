/** The inventory feed calls: a dealer's import history, and a feed file uploaded. */
import {
  FULL_FEED_PARAM,
  InventoryImportSchema,
  InventoryImportsSchema,
} from '../../../contract/workspace-inventory.ts';
import { request } from '../../../lib/http.ts';

const importsPath = (dealerId: string) => `/dealers/${encodeURIComponent(dealerId)}/inventory/imports`;

export const getImports = (dealerId: string, signal: AbortSignal) =>
  request('GET', importsPath(dealerId), InventoryImportsSchema, { signal });

export function uploadFeed(dealerId: string, file: File, fullFeed: boolean) {
  const body = new FormData();
  body.set('file', file);
  return request('POST', importsPath(dealerId), InventoryImportSchema, {
    body,
    ...(fullFeed ? { query: { [FULL_FEED_PARAM]: '1' } } : {}),
  });
}

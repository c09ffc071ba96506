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

export const RejectedRowSchema = v.object({ line: v.number(), reason: v.string() });
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
});
export type InventoryImport = v.InferOutput<typeof InventoryImportSchema>;

export const InventoryImportsSchema = v.object({ dealer: DealerRefSchema, imports: v.array(InventoryImportSchema) });
export type InventoryImports = v.InferOutput<typeof InventoryImportsSchema>;

/** A file the import cannot read at all (no header, unclosed quote, no VIN or price column). */
export const FEED_UNREADABLE = 'This file cannot be read as an inventory feed';

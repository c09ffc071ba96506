/**
 * Per-shopper limits on uploads, for trade photos and documents alike: UPLOADS_PER_WINDOW requests in
 * UPLOAD_WINDOW_MS (counted in the shared `rate_limits` table, like every other limit of the server, so all
 * processes agree), and UPLOAD_QUOTA_BYTES kept in all. A route admits the request before it reads the body; the
 * service checks the room once it knows what it will keep.
 */
import {
  TOO_MANY_UPLOADS,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FULL,
  UPLOAD_WINDOW_MS,
  UPLOADS_PER_WINDOW,
} from '../../../../src/contract/uploads.ts';
import { hitRateLimit } from '../../db/repo.ts';
import type { Db } from '../../db/schema.ts';
import { storedBytesOf } from '../../db/upload-usage-repo.ts';
import { QuotaExceeded, RateLimited } from '../../domain/errors.ts';

export type UploadLimits = {
  /** Counts one upload request of the user; a 429 (TOO_MANY_UPLOADS) past the limit. Call before reading the body. */
  admit(userId: string): Promise<void>;
  /**
   * A 413 (UPLOAD_QUOTA_FULL) when keeping `adding` more bytes, less the `freeing` bytes of what it replaces,
   * would take the user past the quota. Two uploads at the same instant may pass it by one file: a soft cap.
   */
  assertRoom(userId: string, adding: number, freeing?: number): Promise<void>;
};

export function createUploadLimits(deps: { db: Db; now?: () => number }): UploadLimits {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  return {
    async admit(userId) {
      const hit = await hitRateLimit(db, `upload:${userId}`, UPLOADS_PER_WINDOW, UPLOAD_WINDOW_MS, now());
      if (!hit.allowed) throw new RateLimited(TOO_MANY_UPLOADS, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
    },
    async assertRoom(userId, adding, freeing = 0) {
      const used = await storedBytesOf(db, userId);
      if (used - freeing + adding > UPLOAD_QUOTA_BYTES) throw new QuotaExceeded(UPLOAD_QUOTA_FULL);
    },
  };
}

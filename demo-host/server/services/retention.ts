/**
 * How long personal data is kept, and the sweep that deletes it when nobody will come back for it:
 * finance drafts never sent and untouched for FINANCE_DRAFT_RETENTION_DAYS (whoever owns them), and
 * what anonymous sessions held once they expired (db/retention-repo.ts says what), and uploads past their
 * retention with their objects (uploads/upload-retention.ts). Every process
 * sweeps on an unref'd timer (start.ts); the deletions are idempotent, so several processes on one
 * database may sweep at once.
 */
import { deleteDraftsUntouchedSince, deleteOrphanedAnonymousData, type AnonymousSweep } from '../db/retention-repo.ts';
import { deleteExpiredSessions } from '../db/sessions-repo.ts';
import type { Db } from '../db/schema.ts';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../domain/sessions.ts';
import type { ObjectStore } from '../domain/uploads/object-store.ts';
import { sweepUploads, UPLOAD_RETENTIONS, type UploadRetention } from './uploads/upload-retention.ts';

/** A finance draft never sent and untouched this long is deleted, its sealed SSN and birth date with it. */
export const FINANCE_DRAFT_RETENTION_DAYS = 30;
/** How often a process sweeps. */
export const RETENTION_SWEEP_EVERY_MS = 60 * 60_000;

const DAY_MS = 86_400_000;

export type SweepResult = { sessions: number; drafts: number; uploads?: Record<string, number> } & AnonymousSweep;

/** Where uploads are kept, and which kinds of them the sweep deletes (all, unless told). */
export type UploadSweep = { store: ObjectStore; kinds?: readonly UploadRetention[] };

/** Deletes what is kept past its retention as of `now` (uploads too when given their store). */
export async function sweepPersonalData(db: Db, now: Date, uploads?: UploadSweep): Promise<SweepResult> {
  const at = now.getTime();
  const sessions = await deleteExpiredSessions(db, at - SESSION_IDLE_MS, at - SESSION_MAX_AGE_MS);
  const drafts = await deleteDraftsUntouchedSince(db, new Date(at - FINANCE_DRAFT_RETENTION_DAYS * DAY_MS));
  const anonymous = await deleteOrphanedAnonymousData(db);
  if (!uploads) return { sessions, drafts, ...anonymous };
  const swept = await sweepUploads(db, uploads.store, now, uploads.kinds ?? UPLOAD_RETENTIONS);
  return { sessions, drafts, ...anonymous, uploads: swept };
}

export type RetentionSweeper = { stop(): void };

/**
 * Sweeps now and every `everyMs` (with up to a tenth of it at random, so processes started together
 * spread out). A failed sweep is logged without its error's data and tried again next time.
 */
export function startRetentionSweeper(
  db: Db,
  options: {
    everyMs?: number;
    sweep?: (db: Db, now: Date) => Promise<unknown>;
    /** The uploads' store: their expired objects go with their rows. */
    uploads?: UploadSweep;
    log?: (line: string) => void;
  } = {},
): RetentionSweeper {
  const everyMs = options.everyMs ?? RETENTION_SWEEP_EVERY_MS;
  const sweep = options.sweep ?? ((q: Db, now: Date) => sweepPersonalData(q, now, options.uploads));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const result = await sweep(db, new Date());
      if (options.log && result) options.log(`[retention] ${JSON.stringify(result)}`);
    } catch (error) {
      console.error(`Retention sweep failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), everyMs + Math.floor(Math.random() * (everyMs / 10)));
    // Housekeeping never keeps the process alive.
    timer.unref();
  };
  void run();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * The `fe_logs` table: what the app reported to `POST /api/log-fe-message`, the newest FE_LOG_KEEP kept.
 */
import type { Db } from './schema.ts';
import { bool } from './repo.ts';

// ─── front-end logs ─────────────────────────────────────────────────────────────────────────

export type FeLog = {
  sessionId: string | null;
  userId: string | null;
  level: string;
  message: string;
  url: string;
  userAgent: string;
  /** Seed 001 §8: a failure the app handles (a 429, a credit 404), reported but not alarming. */
  expected: boolean;
};

/** The table is a rolling window: a noisy client cannot grow the sandbox database without bound. */
export const FE_LOG_KEEP = 10_000;

export async function insertFeLog(db: Db, log: FeLog): Promise<number> {
  const { id } = await db
    .insertInto('fe_logs')
    .values({
      session_id: log.sessionId,
      user_id: log.userId,
      level: log.level,
      message: log.message,
      url: log.url,
      user_agent: log.userAgent,
      expected: log.expected ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (id > FE_LOG_KEEP)
    await db
      .deleteFrom('fe_logs')
      .where('id', '<=', id - FE_LOG_KEEP)
      .execute();
  return id;
}

export async function listFeLogs(db: Db, limit = 100): Promise<(FeLog & { id: number; createdAt: string })[]> {
  const rows = await db.selectFrom('fe_logs').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    userId: r.user_id,
    level: r.level,
    message: r.message,
    url: r.url,
    userAgent: r.user_agent,
    expected: bool(r.expected),
    createdAt: r.created_at,
  }));
}

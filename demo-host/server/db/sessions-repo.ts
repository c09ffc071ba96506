/**
 * The `sessions` table: a browser's session (visitor or signed in), its CSRF token, language and expiry.
 */
import type { Db, Locale, Row } from './schema.ts';

// ─── sessions ───────────────────────────────────────────────────────────────────────────────

export type Session = {
  id: string;
  csrfToken: string;
  userId: string | null;
  createdAt: number;
  updatedAt: number;
  /** The language the shopper chose in this session, if any. */
  locale: Locale | null;
  /** Anonymous and begun by this request (createSession): no campaign, PIN or code is stored on it yet. */
  blank?: boolean;
};

const toSession = (row: Row<'sessions'>): Session => ({
  id: row.id,
  csrfToken: row.csrf_token,
  userId: row.user_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  locale: row.locale,
});

export async function getSession(db: Db, id: string): Promise<Session | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSession(row) : null;
}

export async function insertSession(db: Db, session: Session): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      csrf_token: session.csrfToken,
      user_id: session.userId,
      created_at: session.createdAt,
      updated_at: session.updatedAt,
      locale: session.locale,
    })
    .execute();
}

/** The signed-in account was made in this session (migration 0026): it is new here, not returning. */
export async function markSessionNewAccount(db: Db, id: string): Promise<void> {
  await db.updateTable('sessions').set({ new_account: 1 }).where('id', '=', id).execute();
}

export async function isNewAccountSession(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('new_account').where('id', '=', id).executeTakeFirst();
  return row?.new_account === 1;
}

export async function setSessionLocale(db: Db, id: string, locale: Locale): Promise<void> {
  await db.updateTable('sessions').set({ locale }).where('id', '=', id).execute();
}

export async function touchSession(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes sessions unused since `idleBefore` or opened before `createdBefore` (their two lifetimes). */
export async function deleteExpiredSessions(db: Db, idleBefore: number, createdBefore: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('updated_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Shared by every repo module: prepared statements cached per connection, and JSON columns read back. */
import type { Statement } from 'better-sqlite3';
import type { Db } from './types.ts';

const statements = new WeakMap<Db, Map<string, Statement>>();

/** Preparing is the costly part of a query, so each SQL text is prepared once per connection. */
export function stmt(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}

export const json = <T>(text: string): T => JSON.parse(text) as T;

/** Opens the sandbox database: creates its folder and file when missing, then migrates it. */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { migrate } from './migrations.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

/** demo-host/data/upshift.sqlite, independent of the working directory. */
export const DEFAULT_DB_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/upshift.sqlite');

export function openDb(path: string = DEFAULT_DB_PATH): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** The data layer's entry: where the SQLite file lives by default, and the database handle. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export {
  connect,
  dialectOf,
  inTransaction,
  isDatabaseUnavailable,
  migrateToLatest,
  openDatabase,
  sqliteImage,
  withPlugin,
} from './database.ts';
export type { DatabaseOptions, Dialect } from './database.ts';
export type { Db, Tx } from './schema.ts';

/** demo-host/data/upshift.sqlite, independent of the working directory. */
export const DEFAULT_DB_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/upshift.sqlite');

/**
 * The one data layer: Kysely over embedded SQLite (better-sqlite3) when no `DATABASE_URL` is
 * set, or over PostgreSQL (pg) when it is. Every repository function takes the `Db` this opens
 * and runs the same queries on both; only migrations know the dialect (db/migrations/helpers.ts).
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.ts';
import type { Database, Db } from './schema.ts';

export type { Db } from './schema.ts';

export type DatabaseOptions = {
  /** postgres://user@host:port/db; when absent, SQLite at `sqlitePath`. */
  url?: string | undefined;
  /** A file (created with its folder) or ':memory:'. */
  sqlitePath?: string;
  /** An in-memory SQLite database opened from this image (`sqliteImage()`); sqlitePath is then ignored. */
  sqliteImage?: Buffer;
  /** Connections per process (PostgreSQL). */
  poolSize?: number;
};

export type Dialect = 'sqlite' | 'postgres';

const dialects = new WeakMap<Db, Dialect>();

export const dialectOf = (db: Db): Dialect => dialects.get(db) ?? 'sqlite';

/** PostgreSQL sends bigint (epoch milliseconds, COUNT(*)) as text: every one here fits a JS number. */
const BIGINT_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === BIGINT_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as never,
};

/** How long a request waits for a pooled connection before the database counts as unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

function postgres(url: string, options: DatabaseOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    types: pgTypes,
  });
  // A connection dropped by a database restart must not crash the process: its query fails (503), the
  // pool discards it and opens a new one. Idle clients report through the pool, busy ones on themselves.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  dialects.set(db, 'postgres');
  return db;
}

function sqlite(path: string, image?: Buffer): Db {
  if (!image && path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    setAsideLegacyFile(path);
  }
  const file = new SQLite(image ?? path);
  if (!image && path !== ':memory:') file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  dialects.set(db, 'sqlite');
  return db;
}

/**
 * A migrated, empty in-memory SQLite database as an image: `connect({ sqliteImage })` opens a copy of it in well
 * under a millisecond, where migrating a new one takes a tenth of a second (tests open thousands).
 */
export async function sqliteImage(): Promise<Buffer> {
  const file = new SQLite(':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  try {
    await migrateToLatest(db);
    return file.serialize();
  } finally {
    await db.destroy();
  }
}

/**
 * A sandbox file from before Kysely (versioned by `PRAGMA user_version`) is moved aside, so the
 * server starts on a fresh, seeded database instead of failing on tables it did not create.
 */
function setAsideLegacyFile(path: string): void {
  if (!existsSync(path)) return;
  const file = new SQLite(path);
  const version = file.pragma('user_version', { simple: true }) as number;
  const kysely = file.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
  file.close();
  if (version === 0 || kysely !== undefined) return;
  const aside = `${path}.pre-kysely`;
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(path + suffix)) renameSync(path + suffix, aside + suffix);
  console.log(`Moved a database from an older version of the sandbox to ${aside}; starting a fresh one.`);
}

/**
 * Runs `work` in one transaction, or in the transaction `db` already is (Kysely cannot nest
 * them), so a repository write of several rows is atomic alone and inside a larger one. Inside,
 * use only `tx`: on SQLite the database has one connection, and the transaction holds it.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The same database seen through a Kysely plugin (a query counter, a tracer): its dialect carries over. */
export function withPlugin(db: Db, plugin: KyselyPlugin): Db {
  const seen = db.withPlugin(plugin);
  dialects.set(seen, dialectOf(db));
  return seen;
}

/** Opens the database named by the options (without migrating it). */
export function connect(options: DatabaseOptions): Db {
  return options.url ? postgres(options.url, options) : sqlite(options.sqlitePath ?? ':memory:', options.sqliteImage);
}

/** Brings the schema to the latest migration; several processes may call it at once (the migrator locks). */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Opens and migrates: what the server and the tests start from. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const db = connect(options);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections, connection failures.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
  // SQLite: the file is locked past the busy timeout, or cannot be opened or read.
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

/** True for errors that mean "the database cannot be reached now" (503), not "this query is wrong" (500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e instanceof Error ? e.message : ''))) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** SQLite's and PostgreSQL's "duplicate key" errors (the driver's error or one it wraps). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT_UNIQUE'))) return true;
  }
  return false;
}

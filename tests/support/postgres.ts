/**
 * A throw-away PostgreSQL cluster for tests and the bench: a temp data directory, a free loopback
 * port, durability switched off for speed, one database. `stop()` shuts it down and deletes the
 * directory. Binaries come from `PG_BIN`, else the newest /usr/lib/postgresql/<version>/bin
 * (Debian), else `pg_ctl` on PATH.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';
import { freePort } from './ports.ts';

/** A database nobody else uses, and how to get rid of it. */
export type PostgresDatabase = {
  /** postgres://user@host:port/database */
  url: string;
  /** Removes the database (and the cluster, when this process started one). */
  stop(): Promise<void>;
};

export type PostgresCluster = PostgresDatabase & {
  port: number;
  dataDir: string;
};

/** What to tell someone who has no PostgreSQL, in one line. */
export const POSTGRES_MISSING =
  'PostgreSQL is not installed: `apt-get install postgresql` (or set PG_BIN to its bin folder, or TEST_DATABASE_URL to a server)';

const DEBIAN_ROOT = '/usr/lib/postgresql';

const isBinDir = (dir: string) => existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb'));

/** The folder holding initdb, pg_ctl and postgres, or undefined when PostgreSQL is not installed. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env, debianRoot = DEBIAN_ROOT): string | undefined {
  const fromEnv = env['PG_BIN'];
  if (fromEnv) return isBinDir(fromEnv) ? fromEnv : undefined;
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const dir = join(debianRoot, version, 'bin');
      if (isBinDir(dir)) return dir;
    }
  }
  for (const dir of (env['PATH'] ?? '').split(delimiter)) {
    if (!dir) continue;
    const pgCtl = join(dir, 'pg_ctl');
    if (!existsSync(pgCtl)) continue;
    // /usr/local/bin/pg_ctl is often a symlink into the real bin folder, where initdb lives.
    const real = dirname(realpathSync(pgCtl));
    if (isBinDir(real)) return real;
    if (isBinDir(dir)) return dir;
  }
  return undefined;
}

/** PostgreSQL refuses to run as root: then initdb and the server run as this unprivileged user. */
function serverUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    if (spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0) return name;
  }
  throw new Error('Running as root, and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as');
}

function idsOf(user: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Runs a PostgreSQL tool, as `user` when given; throws with the tool's output when it fails.
 * Asynchronous on purpose: a blocked event loop cannot answer signals (tsx's parent process then
 * kills the script mid-cleanup, leaving the cluster behind).
 */
function run(bin: string, tool: string, args: string[], user: string | undefined, logFile?: string): Promise<void> {
  const [command, argv] = user ? ['runuser', ['-u', user, '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  return new Promise((resolve, reject) => {
    // cwd "/": the tool may run as another user, who cannot enter the caller's working directory.
    const child = spawn(command, argv, { cwd: '/', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => reject(new Error(`${tool} could not run: ${error.message}`)));
    child.once('close', (status, signal) => {
      if (status === 0) return resolve();
      const log = logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
      reject(new Error(`${tool} failed (${signal ?? `exit code ${status}`}):\n${output}${log}`));
    });
  });
}

/** True when a throw-away database can be had: local binaries, or a server in TEST_DATABASE_URL. */
export const postgresAvailable = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env['TEST_DATABASE_URL'] || findPostgresBin(env));

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A fresh database for one test run: a new local cluster when PostgreSQL is installed, else a new
 * database on the server in TEST_DATABASE_URL (dropped again by stop()). Throws POSTGRES_MISSING
 * when there is neither.
 */
export async function throwAwayDatabase(name: string, env: NodeJS.ProcessEnv = process.env): Promise<PostgresDatabase> {
  const bin = findPostgresBin(env);
  if (bin) return startPostgres({ bin, database: name });
  const given = env['TEST_DATABASE_URL'];
  if (!given) throw new Error(POSTGRES_MISSING);
  const database = `${name}_${process.pid}_${Date.now().toString(36)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client(given);
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${quoteIdent(database)}`);
  const url = new URL(given);
  url.pathname = `/${encodeURIComponent(database)}`;
  return {
    url: url.toString(),
    stop: () => admin(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`),
  };
}

export type StartOptions = {
  /** Database to create (default "upshift"). */
  database?: string;
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Binaries folder (default: findPostgresBin()). */
  bin?: string;
};

/** Creates, starts and waits for a fresh cluster, then creates the database; about 1.5 s. */
export async function startPostgres(options: StartOptions = {}): Promise<PostgresCluster> {
  const bin = options.bin ?? findPostgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const database = options.database ?? 'upshift';
  const user = serverUser();
  const dataDir = mkdtempSync(join(tmpdir(), 'upshift-pg-'));
  const logFile = join(dataDir, 'server.log');
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      try {
        await run(bin, 'pg_ctl', ['-D', join(dataDir, 'data'), '-m', 'immediate', '-w', 'stop'], user);
      } catch {
        // Already gone: nothing to stop.
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  /** Starts the server on `port`; returns false when it did not come up. */
  const startOn = async (port: number, last: boolean): Promise<boolean> => {
    const serverOptions = [
      `-p ${port}`,
      `-k ${dataDir}`, // the Unix socket stays inside the throw-away folder
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=300',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    try {
      const args = ['-D', join(dataDir, 'data'), '-l', logFile, '-w', '-t', '60', '-o', serverOptions, 'start'];
      await run(bin, 'pg_ctl', args, user, logFile);
      started = true;
      return true;
    } catch (error) {
      if (last) throw error;
      return false;
    }
  };
  let port = 0;
  try {
    if (user) {
      const { uid, gid } = idsOf(user);
      chownSync(dataDir, uid, gid);
    }
    await run(
      bin,
      'initdb',
      ['-D', join(dataDir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
      user,
    );
    if (options.port !== undefined) {
      await startOn(options.port, true);
      port = options.port;
    } else {
      // A free port can be taken between the check and the bind: try a few.
      for (let attempt = 1; !started; attempt++) {
        const candidate = await freePort();
        if (await startOn(candidate, attempt === 3)) port = candidate;
      }
    }
    const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${quoteIdent(database)}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`, port, dataDir, stop };
}

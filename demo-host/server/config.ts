/** Ports, origins and paths of the sandbox, from the environment (SITE_PORT, APP_PORT, DB_PATH, QUIET). */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DB_PATH } from './db/index.ts';

const here = dirname(fileURLToPath(import.meta.url));

export type ServerConfig = {
  sitePort: number;
  appPort: number;
  siteOrigin: string;
  appOrigin: string;
  appHost: string;
  dbPath: string;
  distDir: string;
  quiet: boolean;
};

function port(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sitePort = port('SITE_PORT', 4173, env);
  const appPort = port('APP_PORT', 4174, env);
  return {
    sitePort,
    appPort,
    // Different hosts on purpose: the dealer site and the app must be cross-site, as in production.
    siteOrigin: `http://localhost:${sitePort}`,
    appOrigin: `http://127.0.0.1:${appPort}`,
    appHost: '127.0.0.1',
    dbPath: env['DB_PATH'] ? resolve(env['DB_PATH']) : DEFAULT_DB_PATH,
    distDir: resolve(here, '../../dist/app'),
    quiet: env['QUIET'] === '1',
  };
}

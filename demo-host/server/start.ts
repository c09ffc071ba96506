/**
 * `npm start`: opens (creating, migrating and seeding on first run) the sandbox database, then
 * serves the dealer website on origin A and the app + API on origin B.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { createSiteApp } from '../site/app.ts';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDb } from './db/index.ts';
import { buildSeed } from './db/seed-data.ts';
import { seedDb } from './db/seed.ts';
import { ManifestError } from './manifest.ts';

type Fetch = (request: Request) => Response | Promise<Response>;

function listen(fetch: Fetch, port: number, hostname: string): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once('error', reject);
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  const db = openDb(config.dbPath);
  const outcome = seedDb(db, buildSeed, { siteOrigin: config.siteOrigin, appHost: config.appHost });
  if (outcome !== 'unchanged') console.log(`Database ${outcome}: ${config.dbPath}`);

  let app;
  try {
    app = createApp({
      db,
      appOrigin: config.appOrigin,
      siteOrigin: config.siteOrigin,
      distDir: config.distDir,
      quiet: config.quiet,
    });
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`\n${error.message}\n`);
      db.close();
      process.exit(1);
    }
    throw error;
  }

  const site = new Hono();
  if (!config.quiet) site.use(logger((line) => console.log(`[site] ${line}`)));
  site.route('/', createSiteApp({ db, appOrigin: config.appOrigin, siteOrigin: config.siteOrigin }));

  const servers: ServerType[] = [await listen(app.fetch, config.appPort, '127.0.0.1')];
  // "localhost" may resolve to either loopback family, so the site answers on both.
  servers.push(await listen(site.fetch, config.sitePort, '127.0.0.1'));
  try {
    servers.push(await listen(site.fetch, config.sitePort, '::1'));
  } catch {
    // No IPv6 loopback on this machine: 127.0.0.1 is enough.
  }

  const appPort = (servers[0]?.address() as AddressInfo | null)?.port ?? config.appPort;
  console.log(`Dealer site:  ${config.siteOrigin}/`);
  console.log(`App and API:  ${config.appOrigin}/  (port ${appPort})`);

  const stop = () => {
    for (const server of servers) server.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

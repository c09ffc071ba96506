/**
 * `npm start`: opens the database (SQLite, created on first run, or PostgreSQL at DATABASE_URL),
 * migrates and seeds it, then serves the app + API on origin B and, unless SERVE_SITE=0, the demo
 * dealer website on origin A. Stateless: start as many as you like on one PostgreSQL database.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { createSiteApp } from './site/app.ts';
import { createApp } from './server/http/app.ts';
import { logText } from './server/domain/log-text.ts';
import { databaseOptions, describeDatabase, readConfigOrExit, seedOptions } from './server/config.ts';
import { openDatabase } from './server/db/index.ts';
import { buildSeed } from './server/db/seed/seed-data.ts';
import { packageZipDirectory } from './server/services/geo/zip-directory.ts';
import { seedDb } from './server/db/seed/seed.ts';
import { ManifestError } from './server/http/manifest.ts';
import { DEFAULT_RETRY, createLeadWorker } from './server/services/leads/worker.ts';
import { emailTransport, httpTransport } from './server/sandbox/leads/transports.ts';
import { outboxSender } from './server/sandbox/messaging/index.ts';
import { startRetentionSweeper } from './server/services/retention.ts';
import { startReservationSweeper } from './server/services/reservations/sweeper.ts';
import { createInventoryFeed } from './server/services/workspace/inventory-feed.ts';
import { startFeedScheduler } from './server/services/workspace/feed-scheduler.ts';
import { createStripeProvider } from './server/services/payments/stripe-provider.ts';
import { createUploadStore } from './server/services/storage/upload-store.ts';
import { createSandboxPayApp } from './server/sandbox/payments/provider-app.ts';
import { createWebhookSender } from './server/sandbox/payments/webhooks.ts';

type Fetch = (request: Request) => Response | Promise<Response>;

/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const DRAIN_MS = 10_000;

function listen(fetch: Fetch, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server as Server)) as Server;
    server.once('error', reject);
  });
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const db = await openDatabase(databaseOptions(config));
  const outcome = await seedDb(
    db,
    buildSeed,
    { siteOrigin: config.siteOrigin, appHost: config.appHost },
    seedOptions(config),
  );
  if (outcome !== 'unchanged') console.log(`Database ${outcome}: ${describeDatabase(config)}`);

  const leads = config.leads;
  const leadWorker = leads.worker
    ? createLeadWorker({
        db,
        transports: {
          HTTP: httpTransport({ timeoutMs: leads.httpTimeoutMs }),
          EMAIL: emailTransport(outboxSender(db)),
        },
        defaultEndpoint: leads.defaultEndpoint,
        retry: { ...DEFAULT_RETRY, maxAttempts: leads.maxAttempts, baseDelayMs: leads.retryBaseMs },
        leaseMs: leads.leaseMs,
        pollMs: leads.pollMs,
        // A CRM's answer is in some lines: escaped onto one line.
        ...(config.quiet ? {} : { log: (line: string) => console.log(`[leads] ${logText(line, 2000)}`) }),
      })
    : undefined;

  const payments = config.payments;
  // One provider for the app and its reservation sweep, which cancels unfinished payments at the provider.
  const paymentProvider = payments ? createStripeProvider(payments) : null;
  // The disk folder, or the S3-compatible bucket the settings name: one for the app and the retention sweep.
  const uploadStore = await createUploadStore(config);
  let app;
  try {
    app = createApp({
      db,
      appOrigin: config.appOrigin,
      siteOrigin: config.siteOrigin,
      distDir: config.distDir,
      quiet: config.quiet,
      environment: config.environment,
      trustProxy: config.trustProxy,
      google: config.google ?? undefined,
      placesApiKey: config.placesApiKey,
      financeDataKey: config.financeDataKey ?? undefined,
      leadWorker,
      leadEndpoint: leads.defaultEndpoint,
      leadHttpTimeoutMs: Math.min(leads.httpTimeoutMs, 10_000),
      usageLimits: config.usageLimits,
      paymentProvider,
      uploadStore,
      uploadsKey: config.uploadsKey ?? undefined,
      documentsKey: config.documentsKey ?? undefined,
    });
  } catch (error) {
    if (error instanceof ManifestError) {
      console.error(`\n${error.message}\n`);
      await db.destroy();
      process.exit(1);
    }
    throw error;
  }

  const servers: Server[] = [await listen(app.fetch, config.appPort, '127.0.0.1')];
  if (config.serveSite) {
    const site = new Hono();
    if (!config.quiet) site.use(logger((line) => console.log(`[site] ${line}`)));
    site.route(
      '/',
      createSiteApp({
        db,
        appOrigin: config.appOrigin,
        siteOrigin: config.siteOrigin,
        environment: config.environment,
      }),
    );
    // "localhost" may resolve to either loopback family, so the site answers on both.
    servers.push(await listen(site.fetch, config.sitePort, '127.0.0.1'));
    try {
      servers.push(await listen(site.fetch, config.sitePort, '::1'));
    } catch {
      // No IPv6 loopback on this machine: 127.0.0.1 is enough.
    }
    console.log(`Dealer site:  ${config.siteOrigin}/`);
    // The sandbox payment provider, on an origin of its own (the card is typed there, never on ours).
    if (payments?.sandboxOrigin) {
      const pay = createSandboxPayApp({
        db,
        secretKey: payments.secretKey,
        webhooks: createWebhookSender({
          db,
          url: `${config.appOrigin}/api/payments/webhook`,
          secret: payments.webhookSecret,
        }),
      });
      const payUrl = new URL(payments.sandboxOrigin);
      try {
        servers.push(await listen(pay.fetch, Number(payUrl.port || 80), '127.0.0.1'));
        console.log(`Sandbox payments: ${payments.sandboxOrigin}/`);
      } catch (error) {
        // Another process has the port (a second sandbox on this machine): everything but deposits still works.
        console.warn(
          `The sandbox payment provider could not listen on ${payments.sandboxOrigin} (${String(error)}): set PAY_ORIGIN.`,
        );
      }
    }
  }
  // Leads written before a restart (or by a process that died) are delivered from here on.
  leadWorker?.start();
  // Personal data past its retention goes, in every process (the sweep is safe to run concurrently).
  const retention = startRetentionSweeper(db, { uploads: { store: uploadStore } });
  // Reservations whose hold ended release their car (the provider: the same one the app was given).
  const reservationSweep = startReservationSweeper({ db, appOrigin: config.appOrigin, paymentProvider });
  // Dealers' feed URLs on their schedules; the service holds no state, so this one and the routes' agree.
  const feedScheduler = startFeedScheduler({
    feeds: createInventoryFeed({ db, environment: config.environment }),
    ...(config.quiet ? {} : { log: (line: string) => console.log(logText(line, 500)) }),
  });
  if (leadWorker && !config.serveSite && leads.defaultEndpoint?.startsWith(`${config.siteOrigin}/`)) {
    console.warn(
      `Leads of dealers without a CRM go to ${leads.defaultEndpoint}, which this process does not serve (SERVE_SITE=0): set LEAD_ENDPOINT.`,
    );
  }
  const appPort = (servers[0]?.address() as AddressInfo | null)?.port ?? config.appPort;
  console.log(`App and API:  ${config.appOrigin}/  (port ${String(appPort)}, pid ${String(process.pid)})`);
  // Every deal is taxed by a ZIP's place: load the ZIP data (seconds) now, not on the first shopper's deal.
  packageZipDirectory().catch((error: unknown) => console.error(error));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!config.quiet) console.log(`${signal}: finishing requests in flight, then closing the database.`);
    // Stop accepting; keep-alive connections with no request in flight close now, busy ones after their response.
    const closed = servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        }),
    );
    const force = setTimeout(() => servers.forEach((server) => server.closeAllConnections()), DRAIN_MS);
    force.unref();
    retention.stop();
    reservationSweep.stop();
    void Promise.all(closed)
      .then(() => Promise.all([leadWorker?.stop(), feedScheduler.stop()]))
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

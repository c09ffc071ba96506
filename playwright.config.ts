import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The dealer site and the app run on different sites, exactly as on a real dealer's page.
export const SITE_PORT = 4273;
export const APP_PORT = 4274;
export const SITE = `http://localhost:${SITE_PORT}`;
export const APP = `http://127.0.0.1:${APP_PORT}`;
/** Same server as the dealer site, reached by another host name: a third origin for spoofing tests. */
export const THIRD = `http://127.0.0.1:${SITE_PORT}`;

/** Debian's Chromium (browser downloads are not reachable here); CHROMIUM_PATH points elsewhere. */
export const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env['CI'] ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: SITE,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: /third-party-cookies/ },
    {
      name: 'third-party-cookies-blocked',
      testMatch: /third-party-cookies/,
      use: {
        launchOptions: { executablePath: chromium, args: [...chromiumArgs, '--test-third-party-cookie-phaseout'] },
      },
    },
  ],
  webServer: {
    command: 'npx tsx demo-host/server/start.ts',
    url: `${APP}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      SITE_PORT: String(SITE_PORT),
      APP_PORT: String(APP_PORT),
      DB_PATH: join(tmpdir(), `upshift-e2e-${process.pid}.sqlite`),
      QUIET: '1',
    },
  },
});

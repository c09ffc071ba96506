import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumExecutable, fullChromiumExecutable } from './tests/support/chromium.ts';

// The dealer site and the app run on different sites, exactly as on a real dealer's page.
// E2E_SITE_PORT / E2E_APP_PORT let two checkouts run their suites side by side.
export const SITE_PORT = Number(process.env['E2E_SITE_PORT'] ?? 4273);
export const APP_PORT = Number(process.env['E2E_APP_PORT'] ?? 4274);
/** The sandbox payment provider's own origin: the port after the app's unless E2E_PAY_PORT is set. */
export const PAY_PORT = Number(process.env['E2E_PAY_PORT'] ?? APP_PORT + 1);
export const SITE = `http://localhost:${SITE_PORT}`;
export const PAY = `http://127.0.0.1:${PAY_PORT}`;
export const APP = `http://127.0.0.1:${APP_PORT}`;
/** Same server as the dealer site, reached by another host name: a third origin for spoofing tests. */
export const THIRD = `http://127.0.0.1:${SITE_PORT}`;

/** CHROMIUM_PATH, else Debian's headless shell, else /usr/bin/chromium, else Playwright's own download (tests/support/chromium.ts). */
export const chromium = chromiumExecutable();
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
  // No Chromium yet: try `npx playwright install chromium` once, else fail with what to install.
  globalSetup: './tests/support/chromium-setup.ts',
  use: {
    baseURL: SITE,
    // Recording a trace (screenshots and DOM snapshots at every action) costs every test time: only a retry records one.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: /third-party-cookies/ },
    {
      name: 'third-party-cookies-blocked',
      testMatch: /third-party-cookies/,
      use: {
        // The full browser: unlike the headless shell it also denies a cross-site iframe its storage, as a shopper's
        // Chrome does with third-party cookies blocked (the headless shell gives the frame partitioned storage).
        launchOptions: {
          executablePath: fullChromiumExecutable(),
          args: [...chromiumArgs, '--test-third-party-cookie-phaseout'],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx demo-host/start.ts',
    url: `${APP}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      SITE_PORT: String(SITE_PORT),
      APP_PORT: String(APP_PORT),
      PAY_ORIGIN: PAY,
      DB_PATH: join(tmpdir(), `upshift-e2e-${process.pid}.sqlite`),
      QUIET: '1',
      // Lock-out journeys send X-Forwarded-For as a client of their own, so their 429s lock no other test.
      TRUST_PROXY: '1',
      // Every browser here is one client (127.0.0.1): per-client bureau, lender, save and code limits would trip across specs.
      LIMIT_SOFT_PULLS_PER_CLIENT: '100000',
      LIMIT_FINANCE_SUBMITS_PER_CLIENT: '100000',
      LIMIT_FINANCE_SAVES_PER_CLIENT: '100000',
      LIMIT_CODE_SENDS_PER_CLIENT: '100000',
    },
  },
});

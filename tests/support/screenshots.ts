/**
 * `npm run screenshots`: each campaign's home page at 375 px and 1280 px, saved to tests/screenshots/
 * so a reviewer can see the themes and shell rules side by side. A look for people, not a test: the
 * e2e suite asserts the shell rules (white-label, shell, floating-pieces specs).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromium as executablePath, chromiumArgs } from '../../playwright.config.ts';
import { ensureChromium } from './chromium.ts';
import { freePort } from './ports.ts';
import { startServer } from './server.ts';

const CAMPAIGNS = [
  'demo-ecommerce',
  'plain-ecommerce',
  'bmw-upgrade',
  'bmw-ev',
  'kuni-bmw',
  'toyota-shop',
  'nissan-upgrade',
  'northstar-lender',
  'summit-lender',
];
const WIDTHS = [375, 1280];

ensureChromium();
const folder = mkdtempSync(join(tmpdir(), 'upshift-screenshots-'));
const [port, site] = await Promise.all([freePort(), freePort()]);
const server = await startServer(port, {
  SITE_PORT: String(site),
  SERVE_SITE: '0',
  DB_PATH: join(folder, 'db.sqlite'),
});
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
let failed = 0;
try {
  const page = await browser.newPage();
  for (const campaign of CAMPAIGNS) {
    for (const width of WIDTHS) {
      const file = `tests/screenshots/${campaign}-${width}.png`;
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`${server.origin}/embed?campaign=${campaign}&inline=1`);
      try {
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
        await page.screenshot({ path: file, fullPage: true });
        console.log(`✓ ${file}`);
      } catch (error) {
        failed++;
        console.error(`✗ ${campaign} at ${width} px: no page heading (${(error as Error).message.split('\n')[0]})`);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

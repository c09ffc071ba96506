/**
 * `npm run bench`: bundle sizes, and in real Chromium over several runs the median time from a
 * click on the launcher to the app's first route being interactive (cold and after the idle
 * prefetch), plus the long tasks the loader causes on the dealer's page.
 */
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromium as executablePath, chromiumArgs } from '../../playwright.config.ts';
// @ts-expect-error -- plain ESM script without types; it exports measure()
import { measure } from '../size/check-size.mjs';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);
const SITE_PORT = 4373;
const APP_PORT = 4374;
const SITE = `http://localhost:${SITE_PORT}`;
const APP = `http://127.0.0.1:${APP_PORT}`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

async function waitFor(url: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // server not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

async function launcherToInteractive(browser: Browser, prefetched: boolean): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SITE}/`, { waitUntil: prefetched ? 'networkidle' : 'domcontentloaded' });
  if (prefetched) await page.waitForSelector('iframe[src*="/embed?"]', { state: 'attached' });
  const launcher = page.getByRole('button', { name: 'Estimate payments' }).last();
  await launcher.waitFor();
  const start = Date.now();
  await launcher.click();
  const heading = page.frameLocator('iframe[src*="/embed?"]').getByRole('heading', { level: 1 });
  await heading.waitFor({ state: 'visible' });
  const elapsed = Date.now() - start;
  await context.close();
  return elapsed;
}

/** Time from navigating to a deal page until its all-in monthly payment shows (standalone, warm cache). */
async function dealPageInteractive(browser: Browser, runs: number): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${APP}/vehicles/v1010`);
  await page.getByRole('button', { name: 'Estimate payments' }).first().click();
  const payment = page.getByText(/^\$[\d,]+\.\d{2}\/mo$/).first();
  await payment.waitFor();
  const dealUrl = page.url();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.goto('about:blank');
    const start = Date.now();
    await page.goto(dealUrl);
    await payment.waitFor();
    times.push(Date.now() - start);
  }
  await context.close();
  return times;
}

async function loaderLongTasks(browser: Browser): Promise<{ count: number; total: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500); // let the idle prefetch happen
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await context.close();
  return { count: tasks.length, total: tasks.reduce((a, b) => a + b, 0) };
}

/** A sandbox session the way the app gets one: the shell's cookie and CSRF meta tag. */
async function apiSession(): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${APP}/embed?campaign=demo-ecommerce`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const csrf = /name="_csrf" content="([^"]+)"/.exec(await res.text())?.[1] ?? '';
  return { cookie, csrf };
}

/** Median and p95 of the finance and lease quote round trips against the sandbox API. */
async function quoteLatency(runs: number) {
  const { cookie, csrf } = await apiSession();
  const headers = { cookie, 'X-CSRF-TOKEN': csrf, 'Content-Type': 'application/json', Accept: 'application/json' };
  const created = await fetch(`${APP}/api/deals`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ vehicleId: 'v1001' }),
  });
  if (!created.ok) throw new Error(`POST /api/deals failed: ${created.status}`);
  const { dealId } = (await created.json()) as { dealId: string };
  const timings: Record<'finance' | 'lease', number[]> = { finance: [], lease: [] };
  for (let i = 0; i < runs; i++) {
    for (const kind of ['finance', 'lease'] as const) {
      const body =
        kind === 'finance' ? { downPayment: 1000 + i * 250 } : { downPayment: 1000 + i * 250, mileage: 12000 };
      const start = performance.now();
      const res = await fetch(`${APP}/api/deals/${dealId}/${kind}/quotes`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      await res.json();
      timings[kind].push(performance.now() - start);
      if (!res.ok) throw new Error(`${kind} quotes failed: ${res.status}`);
    }
  }
  return timings;
}

async function main() {
  console.log('Sizes (gzip):');
  for (const row of measure() as { name: string; size: number; budget: number }[]) {
    console.log(`  ${(row.size / 1024).toFixed(2).padStart(6)} KB / ${(row.budget / 1024).toFixed(0)} KB  ${row.name}`);
  }
  const server = spawn('npx', ['tsx', 'demo-host/server/start.ts'], {
    env: {
      ...process.env,
      SITE_PORT: String(SITE_PORT),
      APP_PORT: String(APP_PORT),
      DB_PATH: join(tmpdir(), `upshift-bench-${process.pid}.sqlite`),
      QUIET: '1',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`${APP}/healthz`);
    const quotes = await quoteLatency(Math.max(RUNS, 20));
    for (const kind of ['finance', 'lease'] as const) {
      console.log(
        `Quote round trip (${kind}, ${quotes[kind].length} runs): median ${median(quotes[kind]).toFixed(1)} ms, p95 ${p95(quotes[kind]).toFixed(1)} ms`,
      );
    }
    const browser = await chromium.launch({ executablePath, args: chromiumArgs });
    try {
      for (const prefetched of [false, true]) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i++) times.push(await launcherToInteractive(browser, prefetched));
        console.log(
          `Launcher click → first route interactive (${prefetched ? 'after idle prefetch' : 'cold'}, ${RUNS} runs): median ${median(times)} ms, p95 ${p95(times)} ms`,
        );
      }
      const deal = await dealPageInteractive(browser, RUNS);
      console.log(
        `Deal page: navigation → monthly payment shown (${RUNS} runs): median ${median(deal)} ms, p95 ${p95(deal)} ms`,
      );
      const tasks = [];
      for (let i = 0; i < RUNS; i++) tasks.push(await loaderLongTasks(browser));
      console.log(
        `Host page long tasks while loading + prefetching: median ${median(tasks.map((t) => t.count))} tasks, median ${median(tasks.map((t) => t.total)).toFixed(0)} ms total`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

await main();

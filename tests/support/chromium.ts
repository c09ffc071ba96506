/**
 * Which Chromium the end-to-end tests and the bench drive: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium-headless-shell (tests only), else /usr/bin/chromium, else the Chromium Playwright
 * downloaded itself (`npx playwright install chromium`). `ensureChromium()` (Playwright's global setup) tries that download once when none
 * is there, and otherwise fails with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
// @playwright/test re-exports playwright-core's browser types: the same executablePath().
import { chromium as playwrightChromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless-only build, the browser Playwright itself runs headless tests in: the same Blink and V8
 * without the full browser's compositor and UI, so each test costs about a third less CPU (measured: 37
 * journeys, 138 s → 99 s on two cores). The bench keeps the full browser shoppers run.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_MISSING =
  'No Chromium for the end-to-end tests: run `apt-get install chromium-headless-shell chromium` (or set CHROMIUM_PATH to a Chromium binary)';

/** Playwright's own download for this playwright-core version, if it is on disk. */
function playwrightDownload(): string | undefined {
  try {
    const path = playwrightChromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export type ChromiumSource = 'CHROMIUM_PATH' | 'debian-headless-shell' | 'debian' | 'playwright';

/** The Chromium to launch and where it came from, or undefined when there is none; `shell`: tests may take the headless shell. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  candidates: { shell?: string | null; debian?: string; playwright?: () => string | undefined } = {},
): { path: string; source: ChromiumSource } | undefined {
  const given = env['CHROMIUM_PATH'];
  // An explicit choice is used as given, even when missing: ensureChromium() reports that.
  if (given) return { path: given, source: 'CHROMIUM_PATH' };
  const shell = candidates.shell === undefined ? DEBIAN_HEADLESS_SHELL : candidates.shell;
  if (shell && existsSync(shell)) return { path: shell, source: 'debian-headless-shell' };
  const debian = candidates.debian ?? DEBIAN_CHROMIUM;
  if (existsSync(debian)) return { path: debian, source: 'debian' };
  const downloaded = (candidates.playwright ?? playwrightDownload)();
  if (downloaded) return { path: downloaded, source: 'playwright' };
  return undefined;
}

/**
 * The executable path for launchOptions. When none is found yet this still returns Debian's
 * path, so loading the config never throws; ensureChromium() runs before any test and fails
 * clearly, and workers load the config again after it, so they see a fresh download.
 */
export const chromiumExecutable = (): string => findChromium()?.path ?? DEBIAN_CHROMIUM;

/** The full browser for the bench: its figures are what a shopper's Chrome does, not the lighter test shell. */
export const fullChromiumExecutable = (): string => findChromium(process.env, { shell: null })?.path ?? DEBIAN_CHROMIUM;

function failure(message: string): Error {
  const error = new Error(message);
  error.stack = message; // one line in Playwright's output, no stack trace
  return error;
}

/**
 * Makes sure a Chromium is there before the end-to-end tests: when none is found, runs
 * `npx playwright install chromium` once; when that fails too, throws one line saying what to do.
 */
export function ensureChromium(
  install: () => boolean = () =>
    spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 10 * 60_000 }).status === 0,
  find: () => ReturnType<typeof findChromium> = () => findChromium(),
): string {
  const found = find();
  if (found) {
    if (!existsSync(found.path)) throw failure(`CHROMIUM_PATH=${found.path} does not exist. ${CHROMIUM_MISSING}.`);
    return found.path;
  }
  console.log('No Chromium found (CHROMIUM_PATH, /usr/bin/chromium): trying `npx playwright install chromium`…');
  const after = install() ? find() : undefined;
  if (after && existsSync(after.path)) return after.path;
  throw failure(`${CHROMIUM_MISSING}; \`npx playwright install chromium\` did not work here.`);
}

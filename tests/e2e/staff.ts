/**
 * Signing the sandbox's dealer staff in to the workspace: password, then the TOTP code of their
 * published secret. A code is good once per member (RFC 6238 §5.2: the server keeps the last step
 * used), and several tests sign the same member in, from any worker: each member's sign-ins take turns
 * under a lock, and each takes the next unused step (the server allows one step either side of now),
 * waiting for the next period when those are used. So a member signs in through the form once a run (and always
 * in Spanish); later tests of that member start from the session it made, as a member's browser would.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { APP, expectNoAxeViolations, lockDir } from './helpers.ts';

export const STAFF_PASSWORD = 'Upshift!23';
const SECRET = 'JBSWY3DPEHPK3PXP';
const PERIOD_MS = 30_000;

const LABELS = {
  en: { email: 'Email', password: 'Password', signIn: 'Sign in', code: '6-digit code', verify: 'Verify' },
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    code: 'Código de 6 dígitos',
    verify: 'Verificar',
  },
};

/** The server's (its origin's port) and this member's files: the lock, and the last step used. */
const fileOf = (kind: string, email: string, server: string) =>
  join(tmpdir(), `upshift-e2e-totp-${kind}-${new URL(server).port}-${email.replace(/[^\w.@-]/g, '_')}`);

/** The next step this member may use: after the last one, no earlier than now, at most one ahead (waiting if need be). */
async function nextStep(page: Page, email: string, server: string): Promise<number> {
  const file = fileOf('step', email, server);
  let last = -Infinity;
  try {
    last = Number(readFileSync(file, 'utf8'));
  } catch {
    // First sign-in of this member against this server.
  }
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(last + 1, now);
    if (step <= now + 1) {
      writeFileSync(file, String(step));
      return step;
    }
    await page.waitForTimeout((step - 1) * PERIOD_MS - Date.now() + 500);
  }
}

type Cookies = Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>;

/**
 * Goes on signed in with the session an earlier test of this member made, if it is still good: to the page the
 * sign-in page was asked for (its `next`). False, with the page back on the sign-in page, when there is none.
 */
async function resumeSession(page: Page, email: string, server: string): Promise<boolean> {
  const file = fileOf('session', email, server);
  let cookies: Cookies;
  try {
    cookies = JSON.parse(readFileSync(file, 'utf8')) as Cookies;
  } catch {
    return false;
  }
  const next = new URL(page.url()).searchParams.get('next') ?? '/dealer';
  await page.context().addCookies(cookies);
  await page.goto(new URL(next, server).href);
  const signInForm = page.getByLabel(LABELS.en.password);
  await expect(page.getByRole('navigation').first().or(signInForm)).toBeVisible();
  if (await page.getByRole('navigation').first().isVisible()) return true;
  // Ended (another run's server, a new database): this test signs in and keeps the new session.
  rmSync(file, { force: true });
  return false;
}

/**
 * Signs `email` in from the workspace's sign-in page the page is on; ends on the member's first page.
 * `server`: the origin whose database keeps the member's last step (another test's servers have their own).
 */
export async function signInStaff(
  page: Page,
  email: string,
  lang: 'en' | 'es' = 'en',
  server: string = APP,
): Promise<void> {
  const l = LABELS[lang];
  await page.getByLabel(l.email).waitFor();
  if (lang === 'en' && (await resumeSession(page, email, server))) return;
  await page.getByLabel(l.email).fill(email);
  await page.getByLabel(l.password).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: l.signIn, exact: true }).click();
  const code = page.getByLabel(l.code);
  await code.waitFor();
  // Waiting for another test's sign-in of this member, or for the next code period, is not this test's time.
  test.info().setTimeout(test.info().timeout + 2 * PERIOD_MS);
  const release = await lockDir(fileOf('lock', email, server), 90_000);
  try {
    const step = await nextStep(page, email, server);
    await code.fill(
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(SECRET) }).generate({ timestamp: step * PERIOD_MS }),
    );
    await page.getByRole('button', { name: l.verify }).click();
    // Signed in once the member's frame shows; held until then, so no later step is used before this one.
    await page.getByRole('navigation').waitFor();
    writeFileSync(fileOf('session', email, server), JSON.stringify(await page.context().cookies(server)));
  } finally {
    release();
  }
}

const NAV = {
  en: { nav: 'Workspace', menu: /^Menu/ },
  es: { nav: 'Espacio de trabajo', menu: /^Menú/ },
};

/** Follows the workspace nav's link `name`, opening the phone's Menu first when the nav is folded behind it. */
export async function followNavLink(page: Page, name: string, lang: 'en' | 'es' = 'en'): Promise<void> {
  const nav = page.getByRole('navigation', { name: NAV[lang].nav });
  const menu = nav.getByRole('button', { name: NAV[lang].menu });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await nav.getByRole('link', { name, exact: true }).click();
}

/** Axe-clean and no sideways scroll at a phone's width, then at 1280 px, where it leaves the page. */
export async function expectFitsBothWidths(page: Page, phoneWidth = 390): Promise<void> {
  for (const viewport of [
    { width: phoneWidth, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
    expect(fits, `fits ${String(viewport.width)} px`).toBe(true);
  }
}

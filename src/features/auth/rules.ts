/**
 * Sign-in rules, pure: where to go after signing in or registering (the `redirectPath` query
 * parameter, when it is a path inside the app), and the wait a 429 asks for, in words.
 */
import { t, type Locale } from '../../lib/i18n/index.ts';
import { href, matchRoute, type RouteName } from '../../contract/route-table.ts';

/** Longer than any route of the app with its query; a longer value is not ours. */
const MAX_REDIRECT_LENGTH = 512;

/** Where a sign-in or sign-up must never send the shopper back to: it would loop. */
const LOOPING_ROUTES: readonly RouteName[] = ['login', 'register', 'registerGhost', 'loginSuccessGhost'];

/**
 * The `redirectPath` to follow after signing in or up, or null. Only an app-relative path to one of
 * the app's routes is followed ('/garage?x=1'): never another site ('//evil.test', 'https://…',
 * '/\\evil.test') nor control characters, so a crafted link cannot send the shopper elsewhere.
 */
export function appRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_REDIRECT_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\s]/.test(raw)) return null;
  try {
    const url = new URL(raw, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return null;
    const route = matchRoute(url.pathname);
    if (route === null || LOOPING_ROUTES.includes(route)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** `appRedirectPath`, else home. */
export function safeRedirectPath(raw: string | null | undefined): string {
  return appRedirectPath(raw) ?? href('home');
}

/** The `redirectPath` query parameter of a search string ('?redirectPath=%2Fgarage'), made safe. */
export function redirectTarget(search: string): string {
  return safeRedirectPath(new URLSearchParams(search).get('redirectPath'));
}

/** A link to `path` that keeps the redirect target, when there is one other than home. */
export function withRedirect(path: string, target: string): string {
  return target === href('home') ? path : `${path}?${new URLSearchParams({ redirectPath: target }).toString()}`;
}

/**
 * '14 minutes', '1 minute', '45 seconds', '5 hours': whole minutes from a minute up, whole hours from
 * two hours up (a daily limit's wait), each rounded up so it is never too short.
 */
export function retryWait(seconds: number, lang?: Locale): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? t('auth.wait.second', undefined, lang) : t('auth.wait.seconds', { count: s }, lang);
  const minutes = Math.ceil(s / 60);
  if (minutes >= 120) return t('auth.wait.hours', { count: Math.ceil(s / 3600) }, lang);
  return minutes === 1 ? t('auth.wait.minute', undefined, lang) : t('auth.wait.minutes', { count: minutes }, lang);
}

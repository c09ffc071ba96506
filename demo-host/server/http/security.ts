/**
 * Sessions, the session cookie, CSRF and the response security headers.
 *
 * The cookie is `Secure; SameSite=None; Partitioned` because the app runs in a cross-site iframe:
 * Chromium only sends a third-party cookie back there when it is partitioned (TOOLCHAIN.md).
 * CSRF is the synchronizer-token pattern: every session has a token, the shell and the
 * page-context endpoint hand it to the app, and every mutating request must echo it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CSRF_HEADER_NAME } from '../../../src/contract/page-context.ts';
import { deleteRateLimitsBefore } from '../db/repo.ts';
import {
  deleteSession,
  deleteExpiredSessions,
  getSession,
  insertSession,
  markSessionNewAccount,
  touchSession,
  type Session,
} from '../db/sessions-repo.ts';
import { KNOWN_CLIENT_MS } from '../services/attempts.ts';
import { getSessionCampaign, setSessionCampaign } from '../db/credit-repo.ts';
import type { Db } from '../db/schema.ts';
import type { PaymentProvider } from '../domain/payments/payment-provider.ts';
import type { AppEnv } from './app-env.ts';
import { jsonError } from './errors.ts';
import { SESSION_IDLE_MS, SESSION_MAX_AGE_MS } from '../domain/sessions.ts';

export { SESSION_IDLE_MS, SESSION_MAX_AGE_MS };

export const SESSION_COOKIE = 'upshift_sid';
/** Form posts (the logout form of seed 000 §2) carry the token in this field instead of a header. */
export const CSRF_FORM_FIELD = '_csrf';
/** Writing `updated_at` on every request is wasted I/O; once a minute is precise enough. */
const TOUCH_EVERY_MS = 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const SESSION_ID = /^[0-9a-f]{64}$/;
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const randomToken = (): string => randomBytes(32).toString('hex');

export async function createSession(
  db: Db,
  userId: string | null,
  now = Date.now(),
  locale: Session['locale'] = null,
): Promise<Session> {
  const session: Session = {
    id: randomToken(),
    csrfToken: randomToken(),
    userId,
    createdAt: now,
    updatedAt: now,
    locale,
  };
  await insertSession(db, session);
  return userId === null ? { ...session, blank: true } : session;
}

export function setSessionCookie(c: Context, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, {
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    partitioned: true,
    path: '/',
  });
}

// Only when this process last swept: sweeping is housekeeping, and any process may do it.
let lastSweep = 0;

const isExpired = (session: Session, now: number): boolean =>
  now - session.updatedAt > SESSION_IDLE_MS || now - session.createdAt > SESSION_MAX_AGE_MS;

/**
 * Loads the session the cookie names, if it exists and has not expired (idle or absolute), onto
 * the context; never creates one. Sessions live only in the database, so any process serves any
 * request. Only what needs a session (a page shell, the shadow boot, a mutation) gets one.
 */
async function loadSession(c: Context<AppEnv>, db: Db): Promise<Session | null> {
  if (c.get('loaded')) return (c.get('session') as Session | undefined) ?? null;
  c.set('loaded', true);
  const now = Date.now();
  if (now - lastSweep > SWEEP_EVERY_MS) {
    lastSweep = now;
    await deleteExpiredSessions(db, now - SESSION_IDLE_MS, now - SESSION_MAX_AGE_MS);
    await deleteRateLimitsBefore(db, now - SWEEP_EVERY_MS * 24, now - KNOWN_CLIENT_MS);
  }
  const id = getCookie(c, SESSION_COOKIE);
  let session = id && SESSION_ID.test(id) ? await getSession(db, id) : null;
  if (session && isExpired(session, now)) {
    await deleteSession(db, session.id);
    session = null;
  }
  if (session) {
    if (now - session.updatedAt > TOUCH_EVERY_MS) await touchSession(db, session.id, now);
    c.set('session', session);
  }
  return session;
}

/** The request's session, or a new anonymous one (and a Set-Cookie) for a request that needs one. */
export async function ensureSession(c: Context<AppEnv>, db: Db): Promise<Session> {
  const existing = await loadSession(c, db);
  if (existing) return existing;
  const session = await createSession(db, null);
  setSessionCookie(c, session.id);
  c.set('session', session);
  return session;
}

/** The visitor's session if they have one: reads need none (an anonymous reader is not signed in). */
export function currentSession(c: Context<AppEnv>): Session | null {
  return (c.get('session') as Session | undefined) ?? null;
}

/** The session of a mutating request, which the CSRF check guarantees (it needs the session's token). */
export function sessionOf(c: Context<AppEnv>): Session {
  const session = currentSession(c);
  if (!session) throw new Error('No session on this request: is csrfMiddleware mounted for its path?');
  return session;
}

export function sessionMiddleware(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A CORS preflight never carries cookies; nothing to load.
    if (c.req.method !== 'OPTIONS') await loadSession(c, db);
    await next();
  };
}

/**
 * Replaces the session with a new id and a new token for `userId` (login, logout), so a
 * session id or token seen before the change is worthless after it (session fixation).
 */
export async function rotateSession(c: Context<AppEnv>, db: Db, userId: string | null): Promise<Session> {
  const old = await loadSession(c, db);
  const session = old ? await replaceSession(db, old, userId) : await createSession(db, userId);
  adoptSession(c, session);
  return session;
}

/**
 * The database half of rotateSession, for callers that rotate inside a larger transaction.
 * `newAccount`: the account was made by this sign-in, so the shopper is welcomed, not welcomed back.
 */
export async function replaceSession(
  db: Db,
  old: Pick<Session, 'id' | 'locale'>,
  userId: string | null,
  o: { newAccount?: boolean } = {},
): Promise<Session> {
  // The page's campaign and dealer stay too: the app does not reload its page to sign in.
  const page = await getSessionCampaign(db, old.id);
  await deleteSession(db, old.id);
  // The shopper's language is theirs, not the session's: it survives signing in and out.
  const session = await createSession(db, userId, Date.now(), old.locale);
  if (page) await setSessionCampaign(db, session.id, page.campaignSlug, page.dealerId);
  if (o.newAccount) await markSessionNewAccount(db, session.id);
  return session;
}

/** The response half: only once the new session is committed may the browser be told about it. */
export function adoptSession(c: Context<AppEnv>, session: Session): void {
  setSessionCookie(c, session.id);
  c.set('session', session);
}

export function tokensMatch(given: string | undefined | null, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const isFormPost = (c: Context): boolean =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? '');

/**
 * Rejects a mutating request whose `X-CSRF-TOKEN` header is not the session's token. With
 * `allowFormField`, an HTML form post may carry it in the `_csrf` field instead.
 */
export function csrfMiddleware(db: Db, options: { allowFormField?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    // No session, no token was ever issued to this client: the request cannot carry the right one.
    const session = await loadSession(c, db);
    if (!session) return jsonError(c, 403, 'Invalid CSRF token');
    let given = c.req.header(CSRF_HEADER_NAME) ?? null;
    if (given === null && options.allowFormField && isFormPost(c)) {
      // parseBody caches the body, so the handler can still read it.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const field = form[CSRF_FORM_FIELD];
      given = typeof field === 'string' ? field : null;
    }
    if (!tokensMatch(given, session.csrfToken)) return jsonError(c, 403, 'Invalid CSRF token');
    return next();
  };
}

// ─── response headers ───────────────────────────────────────────────────────────────────────

/** A fresh CSP nonce: 128 random bits, base64 (CSP 3 `nonce-source`). */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Origins a third-party browser library needs, per CSP directive. */
export type CspSources = {
  script?: readonly string[];
  style?: readonly string[];
  img?: readonly string[];
  connect?: readonly string[];
  frame?: readonly string[];
};

/** Google Identity Services' own sources (its documented CSP): the script, its button and prompt frames, its styles. */
export const GOOGLE_GSI_SOURCES: CspSources = {
  script: ['https://accounts.google.com/gsi/client'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  style: ['https://accounts.google.com/gsi/style'],
};

/** The Google Maps JavaScript API with its Places library (address autocomplete, when a key is configured). */
export const GOOGLE_PLACES_SOURCES: CspSources = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
};

/** Stripe.js and its Payment Element's frames (only what the card form needs). */
export const STRIPE_JS_SOURCES: CspSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com'],
};

/**
 * The payment provider's card form, framed by the widget: the sandbox provider's hosted field on its own
 * origin, or Stripe.js. The provider's browser client says which (asked with an empty payment: it only reads
 * the provider's settings).
 */
export function paymentCspSources(provider: PaymentProvider | null | undefined): CspSources | undefined {
  if (!provider) return undefined;
  const client = provider.browserClient({
    id: '',
    status: 'requires_payment_method',
    amountCents: 0,
    amountReceivedCents: 0,
    clientSecret: '',
    lastError: null,
    metadata: {},
  });
  return client.provider === 'sandbox' ? { frame: [new URL(client.origin).origin] } : STRIPE_JS_SOURCES;
}

/** Several libraries' sources in one: each directive lists every origin once. */
export function mergeCspSources(...all: readonly (CspSources | undefined)[]): CspSources {
  const out: Record<string, string[]> = {};
  for (const sources of all) {
    for (const [directive, origins] of Object.entries(sources ?? {})) {
      out[directive] = [...new Set([...(out[directive] ?? []), ...(origins ?? [])])];
    }
  }
  return out;
}

const withSources = (base: string, extra: readonly string[] | undefined) =>
  extra && extra.length > 0 ? `${base} ${extra.join(' ')}` : base;

/**
 * The app shells' policy: everything from this origin, framing as given. The only inline script
 * allowed is one carrying this response's nonce (the dealer's chat script); `sources`
 * adds the origins of a configured third-party library (Google sign-in, Google Places).
 */
export function shellCsp(frameAncestors: string, nonce: string | null = null, sources: CspSources = {}): string {
  return [
    "default-src 'self'",
    withSources(nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'", sources.script),
    withSources("style-src 'self'", sources.style),
    withSources("img-src 'self' data:", sources.img),
    withSources("connect-src 'self'", sources.connect),
    ...(sources.frame?.length ? [withSources("frame-src 'self'", sources.frame)] : []),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** `frame-ancestors` source list for a campaign: its dealer origins, or nobody. */
export function frameAncestorsFor(allowedOrigins: readonly string[]): string {
  const valid = allowedOrigins.filter((o) => /^https?:\/\/[^\s;,'"]+$/.test(o));
  return valid.length ? valid.join(' ') : "'none'";
}

/**
 * `/embed`'s `frame-ancestors`: the campaign's dealer origins and the app origin itself ('self'), whose workspace
 * theme editor frames the widget as its live preview; no other origin gains anything.
 */
export function embedFrameAncestors(allowedOrigins: readonly string[]): string {
  const dealers = frameAncestorsFor(allowedOrigins);
  return dealers === "'none'" ? "'self'" : `${dealers} 'self'`;
}

/** HTML response headers; with a nonce (the app shells) its CSP lets that nonce's inline script run. */
export function setHtmlSecurityHeaders(
  c: Context,
  frameAncestors: string,
  nonce: string | null = null,
  sources?: CspSources,
): void {
  c.header('Content-Security-Policy', shellCsp(frameAncestors, nonce, sources));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Cache-Control', 'no-store');
}

// ─── headers on every response ──────────────────────────────────────────────────────────────

/** Powerful features neither the app nor the dealer site uses: no page or frame of ours may ask for them. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
/** Responses that are not pages (JSON, scripts, style sheets, errors): they load nothing and nobody frames them. */
export const NO_CONTENT_CSP = "default-src 'none'; frame-ancestors 'none'";
export const DEFAULT_REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Sends the four security headers on every response that has not set its own: a handler's policy
 * (the shells' nonces and frame-ancestors, the SVGs', the sandbox pages') always wins. `htmlCsp`:
 * the CSP of an HTML response without one (default: the no-content policy, for plain pages).
 */
export function securityHeaders(o: { htmlCsp?: string } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const html = /^text\/html\b/i.test(headers.get('content-type') ?? '');
    const defaults: [string, string][] = [
      ['Content-Security-Policy', html && o.htmlCsp ? o.htmlCsp : NO_CONTENT_CSP],
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', DEFAULT_REFERRER_POLICY],
      ['Permissions-Policy', PERMISSIONS_POLICY],
    ];
    for (const [name, value] of defaults) if (!headers.has(name)) headers.set(name, value);
  };
}

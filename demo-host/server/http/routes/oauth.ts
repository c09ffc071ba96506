/**
 * One-tap Google sign-in (seed 000 §2 "A one-tap Google sign-in posts to
 * /login/oauth2/code/google", §6 GOOGLE_ONE_TAP_FEATURE), sign-up with a social identity
 * (`POST /api/profile/register-sso`, §7) and the sandbox's development identity provider
 * (`/dev-idp/…`). Bodies and answers: src/contract/one-tap.ts.
 *
 * CSRF: our app posts JSON with the session's X-CSRF-TOKEN header; Google's redirect mode posts a
 * form whose `g_csrf_token` field must equal the `g_csrf_token` cookie Google's script set on our
 * origin (Google's double-submit pattern), which another site cannot do. Signing in replaces the
 * session exactly like a password sign-in (routes/auth.ts): one transaction with the claim of the
 * visitor's anonymous deals. Failed credentials count against the client (attempts.ts). An identity
 * whose account is a disabled member's is refused with a 403 (seed 001 §6, identity/membership.ts),
 * and nothing of the attempt stays: no link, no session.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as v from 'valibot';
import { CSRF_HEADER_NAME } from '../../../../src/contract/page-context.ts';
import {
  DEV_IDP_SELECT_PATH,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_CSRF_FIELD,
  OneTapSignInRequestSchema,
  RegisterSsoRequestSchema,
  SUPPORTED_SSO_PROVIDERS,
  type DevIdpMessage,
  type RegisterSsoResponse,
  type SsoProvider,
  type SsoSignInResponse,
} from '../../../../src/contract/one-tap.ts';
import { assertNotLocked, recordFailure } from '../../services/attempts.ts';
import { inTransaction } from '../../db/index.ts';
import { markSessionNewAccount, type Session } from '../../db/sessions-repo.ts';
import { getUserLocale, setUserLocale } from '../../db/users-repo.ts';
import { getCampaignDetails, isAllowedOrigin } from '../../db/campaigns-repo.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { asHttpError, HttpError, readJsonBody, ROOT_FIELD, toFieldErrors } from '../errors.ts';
import { DEV_IDENTITIES, DEV_IDP_JWKS_PATH, findDevIdentity } from '../../sandbox/identity/dev-idp.ts';
import { devIdpCsp, renderChooser, renderDevIdpError, renderHandBack } from '../../sandbox/identity/dev-idp-pages.ts';
import { IdTokenError, type VerifiedIdentity } from '../../services/identity/google.ts';
import { MEMBERSHIP_DISABLED, maySignIn } from '../../domain/identity/membership.ts';
import { revokeGhostTokens } from '../../db/ghost-repo.ts';
import { endOtherSessions } from '../../db/identity-repo.ts';
import {
  resolveSsoAccount,
  type SsoAccount,
  type SsoExtras,
  type SsoMode,
} from '../../services/identity/sso-accounts.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import {
  adoptSession,
  createCspNonce,
  createSession,
  currentSession,
  replaceSession,
  sessionOf,
  setHtmlSecurityHeaders,
  tokensMatch,
} from '../security.ts';
import { renderPlainPage } from '../shell.ts';
import { clientAddress } from '../client-address.ts';
import { below } from '../paths.ts';

export const INVALID_CSRF = 'Invalid CSRF token';
export const ONE_TAP_OFF = 'One-tap sign-in is not available here.';
export const providerUnavailable = (provider: string): string =>
  `Sign-up with ${provider} is not available for this campaign.`;

/** The chooser's query (and form) values: who asks, where the answer goes, and the opener's nonce. */
const ChooserSchema = v.object({
  client_id: v.pipe(v.string(), v.maxLength(256)),
  origin: v.pipe(v.string(), v.regex(/^https?:\/\/[^\s/?#]+$/, 'Origin is invalid')),
  state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'State is invalid')),
});

const isForm = (c: Context): boolean =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(c.req.header('content-type') ?? '');

const firstString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;

/** One sub-app per prefix: `/login/oauth2`, `/api/profile` and `/dev-idp` (the sandbox's stand-in for Google). */
export function oauthRoutes(deps: AppDeps, services: Services): Record<'oneTap' | 'profile' | 'devIdp', Hono<AppEnv>> {
  const { db } = deps;
  const routes = { oneTap: new Hono<AppEnv>(), profile: new Hono<AppEnv>(), devIdp: new Hono<AppEnv>() };
  const { leads } = services;
  const provider = services.oneTap;
  const messages = deps.messages ?? outboxSender(db);

  const clientKeys = (c: Context): string[] => [`sso:client:${clientAddress(c, deps.trustProxy)}`];

  /** Verifies the credential or throws: 401 (counted against the client), 429 when locked, 503 when Google is unreachable. */
  async function verify(c: Context, credential: string): Promise<VerifiedIdentity> {
    if (!provider) throw new HttpError(404, ONE_TAP_OFF);
    const keys = clientKeys(c);
    await assertNotLocked(db, keys);
    try {
      return await provider.verify(credential);
    } catch (error) {
      if (!(error instanceof IdTokenError)) throw error;
      if (error.reason === 'unavailable') throw new HttpError(503, error.message);
      await recordFailure(db, keys);
      throw new HttpError(401, error.message);
    }
  }

  async function sendWelcome(account: SsoAccount, campaignName: string | null): Promise<void> {
    try {
      await messages.send({
        channel: 'EMAIL',
        recipient: account.user.email,
        subject: `Welcome to ${campaignName ?? 'Upshift'}`,
        body: [
          `Hi ${account.user.firstName || 'there'},`,
          '',
          'Your account is ready. You signed up with Google, so sign in with Google next time too.',
          'Your saved vehicles, deals and trade offers are waiting for you.',
        ].join('\n'),
        kind: 'welcome',
      });
    } catch (error) {
      // The account exists and the shopper is signed in: a lost welcome mail is logged (without the
      // provider's message, which may name the recipient), not fatal.
      console.error(`Welcome email not sent: ${error instanceof Error ? error.name : 'unknown error'}`);
    }
  }

  /**
   * Finds, links or creates the account and replaces the visitor's session (or, for a browser
   * Google sent here without one, starts one), all in one transaction.
   */
  async function signIn(
    c: Context<AppEnv>,
    anonymous: Session | null,
    identity: VerifiedIdentity,
    mode: SsoMode,
    o: { extras?: SsoExtras; campaignName?: string | null } = {},
  ): Promise<SsoAccount & { session: Session; dealsSaved: number }> {
    const sso: SsoProvider = 'google';
    const attempt = () =>
      inTransaction(db, async (tx) => {
        const account = await resolveSsoAccount(tx, sso, identity, mode, o.extras, anonymous?.userId ?? null);
        // Seed 001 §6: thrown inside the transaction, so a link made just now is undone with it.
        if (!maySignIn(account.user)) throw new HttpError(403, MEMBERSHIP_DISABLED);
        const userId = account.user.id;
        // A language chosen before signing in becomes the profile's; otherwise the profile's applies.
        if (anonymous?.locale) await setUserLocale(tx, userId, anonymous.locale);
        const locale = anonymous?.locale ?? (await getUserLocale(tx, userId));
        let session: Session;
        let dealsSaved = 0;
        if (anonymous) {
          session = await replaceSession(tx, { id: anonymous.id, locale }, userId, { newAccount: account.created });
          const claimed = await services.claim(tx, anonymous.id, userId, {
            credit: account.created,
            sessionId: session.id,
          });
          dealsSaved = claimed.savedDealIds.length;
        } else {
          session = await createSession(tx, userId, Date.now(), locale);
          if (account.created) await markSessionNewAccount(tx, session.id);
        }
        // A new way in: whoever else was signed in to the account, or holds one of its ghost
        // cookies, is out; only this session stays.
        if (account.linked) {
          await endOtherSessions(tx, userId, session.id);
          await revokeGhostTokens(tx, userId);
        }
        // A new account is a lead, however it was made; signing in to an existing one is not.
        if (account.created)
          await leads.write(tx, { kind: 'registration', sourceId: userId, sessionId: session.id, userId });
        return { ...account, session, dealsSaved };
      });
    let result: SsoAccount & { session: Session; dealsSaved: number };
    try {
      result = await attempt();
    } catch (error) {
      // Two first sign-ins of one person raced: the other made the account, so this one finds it.
      if (!isUniqueViolation(error)) throw error;
      result = await attempt();
    }
    adoptSession(c, result.session);
    if (result.created) await sendWelcome(result, o.campaignName ?? null);
    return result;
  }

  /** Google's form post answers in HTML: the browser shows it as a page. */
  function formFailure(c: Context, status: 401 | 403 | 404 | 409 | 429 | 503, message: string) {
    setHtmlSecurityHeaders(c, "'none'");
    return c.html(renderPlainPage({ title: 'Sign-in failed', heading: 'Sign-in failed', body: message }), status);
  }

  routes.oneTap.post(below('/login/oauth2', GOOGLE_CALLBACK_PATH), async (c) => {
    if (isForm(c)) {
      // Google's redirect mode (`login_uri`): double-submit cookie, then back to the app.
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const parsed = v.safeParse(OneTapSignInRequestSchema, {
        credential: firstString(form['credential']),
        g_csrf_token: firstString(form[GOOGLE_CSRF_FIELD]),
      });
      if (!parsed.success) return formFailure(c, 401, 'The Google sign-in credential is missing.');
      const cookie = getCookie(c, GOOGLE_CSRF_FIELD);
      if (!cookie || !tokensMatch(parsed.output.g_csrf_token, cookie)) return formFailure(c, 403, INVALID_CSRF);
      try {
        const identity = await verify(c, parsed.output.credential);
        await signIn(c, currentSession(c), identity, 'sign-in');
      } catch (error) {
        const refused = asHttpError(error);
        if (refused && refused.status !== 400) {
          return formFailure(c, refused.status as 401 | 403 | 404 | 409 | 429 | 503, refused.message);
        }
        throw error;
      }
      return c.redirect('/', 303);
    }

    const body = await readJsonBody(c, OneTapSignInRequestSchema);
    let anonymous: Session | null;
    if (body.g_csrf_token !== undefined) {
      // Google's own JSON post: the same double-submit check as its form post.
      const cookie = getCookie(c, GOOGLE_CSRF_FIELD);
      if (!cookie || !tokensMatch(body.g_csrf_token, cookie)) throw new HttpError(403, INVALID_CSRF);
      anonymous = currentSession(c);
    } else {
      const session = currentSession(c);
      if (!session || !tokensMatch(c.req.header(CSRF_HEADER_NAME), session.csrfToken)) {
        throw new HttpError(403, INVALID_CSRF);
      }
      anonymous = session;
    }
    const identity = await verify(c, body.credential);
    const result = await signIn(c, anonymous, identity, 'sign-in');
    return c.json({
      success: true,
      user: { id: result.user.id, firstName: result.user.firstName },
      csrfToken: result.session.csrfToken,
      // The app's `lead {registration}` event fires only for a new account.
      created: result.created,
      dealsSaved: result.dealsSaved,
    } satisfies SsoSignInResponse);
  });

  routes.profile.post('/register-sso', async (c) => {
    const body = await readJsonBody(c, RegisterSsoRequestSchema);
    const details = await getCampaignDetails(db, body.campaign);
    if (!details) throw new HttpError(400, 'Invalid request', [{ field: 'campaign', message: 'Campaign not found' }]);
    const supported = (SUPPORTED_SSO_PROVIDERS as readonly string[]).includes(body.provider);
    if (!provider || !supported || !details.campaign.ssos.includes(body.provider)) {
      const message = providerUnavailable(body.provider);
      throw new HttpError(400, message, [{ field: 'provider', message }]);
    }
    const identity = await verify(c, body.credential);
    const result = await signIn(c, sessionOf(c), identity, 'register', {
      extras: { phoneNumber: body.phoneNumber, zipCode: body.zipCode },
      campaignName: details.campaign.name,
    });
    return c.json({
      success: true,
      user: { id: result.user.id, firstName: result.user.firstName },
      csrfToken: result.session.csrfToken,
      created: result.created,
      dealsSaved: result.dealsSaved,
    } satisfies RegisterSsoResponse);
  });

  const devIdp = provider?.devIdp;
  if (!devIdp) return routes;

  // ─── the sandbox's development identity provider (never in production) ───────────────────

  routes.devIdp.get(below('/dev-idp', DEV_IDP_JWKS_PATH), async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(await devIdp.jwks());
  });

  /** The request is ours (our client id) and the answer may only go to the app or a campaign's dealer site. */
  const chooserRequest = async (raw: Record<string, unknown>) => {
    const parsed = v.safeParse(ChooserSchema, raw);
    if (!parsed.success) throw new HttpError(400, 'Invalid request', toFieldErrors(parsed.issues));
    const { client_id: clientId, origin, state } = parsed.output;
    if (clientId !== devIdp.clientId) {
      throw new HttpError(400, 'Unknown client', [{ field: 'client_id', message: 'Unknown client' }]);
    }
    if (origin !== new URL(deps.appOrigin).origin && !(await isAllowedOrigin(db, origin))) {
      throw new HttpError(400, 'Origin not allowed', [{ field: 'origin', message: 'Origin not allowed' }]);
    }
    return { clientId, origin, state };
  };

  function devIdpPage(c: Context, html: (nonce: string) => string, status: 200 | 400 = 200) {
    const nonce = createCspNonce();
    c.header('Content-Security-Policy', devIdpCsp(nonce));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Cache-Control', 'no-store');
    return c.html(html(nonce), status);
  }

  async function guarded(c: Context, run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      const refused = asHttpError(error);
      if (!refused || refused.status !== 400) throw error;
      const detail = refused.fieldErrors.map((f) => f.message).join(' ');
      return devIdpPage(c, (nonce) => renderDevIdpError({ message: detail || refused.message, nonce }), 400);
    }
  }

  routes.devIdp.get(below('/dev-idp', DEV_IDP_SELECT_PATH), (c) =>
    guarded(c, async () => {
      const request = await chooserRequest(c.req.query());
      return devIdpPage(c, (nonce) => renderChooser({ ...request, identities: DEV_IDENTITIES, nonce }));
    }),
  );

  routes.devIdp.post(below('/dev-idp', DEV_IDP_SELECT_PATH), (c) =>
    guarded(c, async () => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const request = await chooserRequest(form);
      const identity = findDevIdentity(firstString(form['identity']) ?? '');
      if (!identity) throw new HttpError(400, 'Unknown account', [{ field: ROOT_FIELD, message: 'Unknown account' }]);
      const message: DevIdpMessage = {
        type: 'upshift-dev-idp',
        state: request.state,
        credential: await devIdp.mint(identity),
      };
      return devIdpPage(c, (nonce) => renderHandBack({ origin: request.origin, message, nonce }));
    }),
  );

  return routes;
}

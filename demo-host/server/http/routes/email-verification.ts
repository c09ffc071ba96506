/**
 * Email ownership (contract in src/contract/profile.ts): the spec's verify step (seed 000 §4
 * "MFA is verified once the server accepts the code") applied to an email address, through the same
 * code engine (mfa/service.ts: one live code, 10 minutes, 5 tries, cool-down, send and failure limits).
 *
 * - `POST /api/profile/email-code` {email, firstName?}: sends a code to the address.
 * - `POST /api/profile/email-code/state` {email}: the state of this session's code for it.
 * - `POST /api/profile/email-code/verify` {email, code}: on the right code the session records the
 *   address as proved (identity-repo.ts `setSessionVerifiedEmail`); registration, ghost sign-up and
 *   the contact form's profile update accept only an address the session proved.
 *
 * A code belongs to the session that asked for it, so nobody can replace or read the state of a
 * code someone else is waiting for; sends per address are limited across sessions too, so nobody
 * floods an inbox by opening new sessions.
 */
import { Hono, type Context } from 'hono';
import {
  EmailCodeRequestSchema,
  EmailCodeStateRequestSchema,
  EmailCodeVerifyRequestSchema,
  type VerifyResponse,
} from '../../../../src/contract/profile.ts';
import { buildVisitor } from '../../services/context-builder.ts';
import { getSessionCampaign } from '../../db/credit-repo.ts';
import { latestCode, setSessionVerifiedEmail } from '../../db/identity-repo.ts';
import { hitRateLimit } from '../../db/repo.ts';
import { type Session } from '../../db/sessions-repo.ts';
import { normalizeEmail } from '../../db/users-repo.ts';
import { getCampaign } from '../../db/campaigns-repo.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, readJsonBody, TooManyRequests } from '../errors.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import { codeMessage, codeState, maskEmail, MAX_SENDS_PER_SUBJECT, SEND_WINDOW_MS } from '../../domain/mfa/engine.ts';
import { checkCode, sendCode, SendFailed, TOO_MANY_CODES } from '../../services/mfa/service.ts';
import { sessionOf } from '../security.ts';
import { clientAddress } from '../client-address.ts';

/** Whose code it is: this session's, for this address. */
export const emailSubject = (sessionId: string, email: string): string => `email:${sessionId}:${normalizeEmail(email)}`;

export function emailVerificationRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const now = (): number => (deps.now?.() ?? new Date()).getTime();
  const sender = deps.messages ?? outboxSender(db);

  routes.use('/email-code/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const locale = (c: Context<AppEnv>, session: Session): 'en' | 'es' =>
    session.locale ?? (/^es\b/i.test(c.req.header('accept-language') ?? '') ? 'es' : 'en');

  routes.post('/email-code', async (c) => {
    const body = await readJsonBody(c, EmailCodeRequestSchema);
    const session = sessionOf(c);
    const email = normalizeEmail(body.email);
    const at = now();
    // Per address, whichever session asks: five codes a window reach one inbox at most.
    const perAddress = await hitRateLimit(db, `email-code:${email}`, MAX_SENDS_PER_SUBJECT, SEND_WINDOW_MS, at);
    if (!perAddress.allowed)
      throw new TooManyRequests(TOO_MANY_CODES, Math.max(1, Math.ceil(perAddress.retryAfterMs / 1000)));
    const page = await getSessionCampaign(db, session.id);
    const brand = page ? ((await getCampaign(db, page.campaignSlug))?.name ?? null) : null;
    const language = locale(c, session);
    try {
      const state = await sendCode(
        db,
        sender,
        {
          subject: emailSubject(session.id, email),
          channel: 'EMAIL',
          destination: maskEmail(email),
          message: {
            recipient: email,
            render: (code) =>
              codeMessage({ channel: 'EMAIL', locale: language, code, firstName: body.firstName, brand }),
          },
          client: clientAddress(c, deps.trustProxy),
          sendsPerClient: services.limits.codeSendsPerClient,
        },
        at,
      );
      return c.json(state);
    } catch (error) {
      if (error instanceof SendFailed) throw new HttpError(503, error.message);
      throw error;
    }
  });

  routes.post('/email-code/state', async (c) => {
    const body = await readJsonBody(c, EmailCodeStateRequestSchema);
    const session = sessionOf(c);
    const email = normalizeEmail(body.email);
    const row = await latestCode(db, emailSubject(session.id, email));
    return c.json(codeState(row, maskEmail(email), now()));
  });

  routes.post('/email-code/verify', async (c) => {
    const body = await readJsonBody(c, EmailCodeVerifyRequestSchema);
    const session = sessionOf(c);
    const email = normalizeEmail(body.email);
    const at = now();
    const outcome = await checkCode(
      db,
      { subject: emailSubject(session.id, email), code: body.code, client: clientAddress(c, deps.trustProxy) },
      at,
    );
    if (outcome.verified) await setSessionVerifiedEmail(db, session.id, email, at);
    return c.json({
      verified: outcome.verified,
      reason: outcome.verified ? null : outcome.reason,
      triesLeft: outcome.triesLeft,
      signedIn: false,
      memberDisabled: false,
      csrfToken: session.csrfToken,
      visitor: await buildVisitor(db, session),
    } satisfies VerifyResponse);
  });

  return routes;
}

/**
 * `POST /api/profile/validate-step-one` and `POST /api/profile/register` (seed 000 §7 "Profile
 * registration"; `/register-sso` belongs to one-tap sign-in). Both validate with the contract's schemas,
 * built from the register page's own field rules (src/contract/register.ts), and answer an email that already has an account with the 400
 * `{field: 'email', message: 'Duplicate email'}` of seed 001 §5. The verified address of the
 * page's step two (optional here; once given, checked by the address form's rules, ADDRESS_FIELDS) is stored on
 * the user, its zip code as the user's. The email must have been proved in this session (a code sent
 * to it and accepted, routes/email-verification.ts), so nobody holds an address that is not theirs.
 * Registering signs the shopper in
 * exactly as `POST /auth/login` does: one transaction creates the user, replaces the session (new
 * id, new CSRF token, the chosen language kept) and hands over the anonymous deals, saving the one the
 * visitor asked to save (services/auth-service.ts).
 *
 * Both calls tell whether an email has an account, so they are limited per client (not per
 * email): enough for any family behind one address, too few to harvest a list of customers.
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { RegisterRequestSchema, StepOneRequestSchema } from '../../../../src/contract/register.ts';
import { type RegisterResponse, type ValidateStepOneResponse } from '../../../../src/contract/account.ts';
import { DUPLICATE_EMAIL } from '../../../../src/contract/auth.ts';
import { EMAIL_NOT_VERIFIED } from '../../../../src/contract/profile.ts';
import { FAILURE_WINDOW_MS } from '../../services/attempts.ts';
import { emailHasAccount, insertRegisteredUser } from '../../db/account-repo.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { sessionProvedEmail } from '../../db/identity-repo.ts';
import { inTransaction } from '../../db/index.ts';
import { hitRateLimit } from '../../db/repo.ts';
import { normalizeEmail } from '../../db/users-repo.ts';
import type { Locale } from '../../db/schema.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, readJsonBody, TooManyRequests } from '../errors.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import { welcomeEmail } from '../../sandbox/messaging/welcome.ts';
import { hashPassword } from '../../domain/passwords.ts';
import { adoptSession, replaceSession, sessionOf } from '../security.ts';
import { clientAddress } from '../client-address.ts';

/** Email checks (step one and register together) one client may make per window. */
export const EMAIL_CHECKS_PER_CLIENT = 30;
export const TOO_MANY_EMAIL_CHECKS = 'Too many attempts. Please wait and try again.';

export const duplicateEmailError = (): HttpError =>
  new HttpError(400, DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);

/** The address was not proved in this session: the app sends a code and asks for it first. */
export const emailNotVerifiedError = (field: string): HttpError =>
  new HttpError(400, EMAIL_NOT_VERIFIED, [{ field, message: EMAIL_NOT_VERIFIED }]);

export function registerRoutes(deps: AppDeps, services: Services): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const { leads } = services;
  const now = (): number => (deps.now?.() ?? new Date()).getTime();

  async function limitEmailChecks(c: Context<AppEnv>): Promise<void> {
    const key = `email-check:${clientAddress(c, deps.trustProxy)}`;
    const limit = await hitRateLimit(db, key, EMAIL_CHECKS_PER_CLIENT, FAILURE_WINDOW_MS);
    if (!limit.allowed)
      throw new TooManyRequests(TOO_MANY_EMAIL_CHECKS, Math.max(1, Math.ceil(limit.retryAfterMs / 1000)));
  }

  routes.post('/validate-step-one', async (c) => {
    const body = await readJsonBody(c, StepOneRequestSchema);
    await limitEmailChecks(c);
    if (await emailHasAccount(db, body.email)) throw duplicateEmailError();
    return c.json({ valid: true } satisfies ValidateStepOneResponse);
  });

  routes.post('/register', async (c) => {
    const body = await readJsonBody(c, RegisterRequestSchema);
    await limitEmailChecks(c);
    // Checked first so the common case costs no password hash; the unique index settles races below.
    if (await emailHasAccount(db, body.email)) throw duplicateEmailError();
    const anonymous = sessionOf(c);
    // An account holds only an address its owner proved, in this session (routes/email-verification.ts).
    if (!(await sessionProvedEmail(db, anonymous.id, body.email, now()))) throw emailNotVerifiedError('email');
    const passwordHash = await hashPassword(body.password, deps.passwordCost);
    const userId = randomUUID();
    let signedIn;
    try {
      signedIn = await inTransaction(db, async (tx) => {
        await insertRegisteredUser(tx, {
          id: userId,
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phoneNumber: body.phoneNumber,
          zipcode: body.zipCode,
          // A language chosen before registering becomes the profile's.
          locale: anonymous.locale,
          address: body,
          emailVerified: true,
        });
        const rotated = await replaceSession(tx, anonymous, userId, { newAccount: true });
        const claimed = await services.claim(tx, anonymous.id, userId, {
          credit: true,
          sessionId: rotated.id,
        });
        await leads.write(tx, { kind: 'registration', sourceId: userId, sessionId: rotated.id, userId });
        return { session: rotated, dealsSaved: claimed.savedDealIds.length };
      });
    } catch (error) {
      // Another sign-up took the email between the check and the insert.
      if (isUniqueViolation(error)) throw duplicateEmailError();
      throw error;
    }
    const { session, dealsSaved } = signedIn;
    adoptSession(c, session);
    await sendWelcome(deps, {
      email: normalizeEmail(body.email),
      firstName: body.firstName,
      locale: anonymous.locale ?? 'en',
    });
    return c.json({
      success: true,
      user: { id: userId, firstName: body.firstName },
      csrfToken: session.csrfToken,
      dealsSaved,
    } satisfies RegisterResponse);
  });

  return routes;
}

/** The welcome email, in the shopper's language. The account exists either way: a failed send is only logged. */
async function sendWelcome(deps: AppDeps, to: { email: string; firstName: string; locale: Locale }): Promise<void> {
  try {
    const sender = deps.messages ?? outboxSender(deps.db);
    const { subject, body } = welcomeEmail(to.locale, to);
    await sender.send({ channel: 'EMAIL', recipient: to.email, subject, body, kind: 'welcome' });
  } catch (error) {
    // The name only: a provider's message may quote the recipient.
    console.error(`Welcome email not sent: ${error instanceof Error ? error.name : 'unknown error'}`);
  }
}

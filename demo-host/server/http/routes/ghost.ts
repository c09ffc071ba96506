/**
 * Ghost registration (seed 001 §7): the ghost-lead cookie and `POST /api/profile/register-ghost`.
 *
 * - The cookie holds a random token (only its SHA-256 is stored), HttpOnly, and like the session
 *   cookie `Secure; SameSite=None; Partitioned` so it works in the dealer site's third-party iframe.
 *   It lives 180 days and is sent only to `/api/profile`. Leads belong to the campaign that made
 *   them: the cookie endpoints answer for `?campaign=` only.
 * - `GET /api/profile/ghost-lead-cookie?campaign=…`: 200 with the lead, or 204 when there is none.
 * - `DELETE /api/profile/ghost-lead-cookie`: clears the cookie (204); the lead and its consent stay.
 * - `POST /api/profile/register-ghost?campaign=…&dealer=…`: validates the ghost form with the app's
 *   schema, requires the email proved in this session (routes/email-verification.ts), makes the
 *   lead and an account without a password (ghost-repo.ts), signs the session in
 *   like a login, sets the cookie, records the consent texts the app showed (consent.ts, never
 *   text sent by the client) with time, IP and user agent, and sends a welcome email. A recognised
 *   ghost (their cookie's lead has the posted email, and the account still has no password) is
 *   signed back in instead, unless the account is a disabled member's (403, seed 001 §6,
 *   identity/membership.ts); any other email with an account is 400 'Duplicate email'.
 * - Sandbox deployments only (deployment.ts): `GET /api/dev/ghost-lead-cookie/:seedName` sets the
 *   cookie of a seeded lead (seed-ghosts.ts: `gina` on demo-ecommerce, `marco` on toyota-shop).
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import {
  RegisterGhostRequestSchema,
  type GhostLead,
  type RegisterGhostResponse,
} from '../../../../src/contract/ghost.ts';
import {
  consentSeller,
  storedVersion,
  telemarketingText,
  termsText,
  type ConsentVersionId,
} from '../../../../src/contract/contact-consent.ts';
import { DUPLICATE_EMAIL } from '../../../../src/contract/auth.ts';
import { assertNotLocked, recordFailure } from '../../services/attempts.ts';
import { CampaignSlugSchema, DealerIdSchema, pickDealer } from '../../services/context-builder.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import { inTransaction } from '../../db/index.ts';
import {
  findAccountByEmail,
  findAccountById,
  findGhostLeadByToken,
  ghostTokenDigest,
  insertConsent,
  insertGhostLead,
  insertGhostUser,
  isGhostToken,
  newGhostToken,
  setUserPhoneNumber,
  updateGhostLead,
  type GhostLeadRecord,
} from '../../db/ghost-repo.ts';
import { markEmailVerified, sessionProvedEmail } from '../../db/identity-repo.ts';
import { MEMBERSHIP_DISABLED, maySignIn } from '../../domain/identity/membership.ts';
import { getUserLocale, normalizeEmail, setUserLocale } from '../../db/users-repo.ts';
import { getCampaignDetails } from '../../db/campaigns-repo.ts';
import { SEED_GHOSTS, seedGhostToken } from '../../db/seed/seed-ghosts.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import { isUnusablePasswordHash } from '../../domain/passwords.ts';
import { adoptSession, replaceSession, sessionOf } from '../security.ts';
import { emailNotVerifiedError } from './register.ts';
import { clientAddress } from '../client-address.ts';

export const GHOST_COOKIE = 'upshift_ghost';
export const GHOST_COOKIE_PATH = '/api/profile';
export const GHOST_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'None',
  partitioned: true,
  path: GHOST_COOKIE_PATH,
} as const;

const CookieQuerySchema = v.object({ campaign: CampaignSlugSchema });
const RegisterQuerySchema = v.object({ campaign: CampaignSlugSchema, dealer: v.optional(DealerIdSchema) });

const duplicateEmail = () => new HttpError(400, DUPLICATE_EMAIL, [{ field: 'email', message: DUPLICATE_EMAIL }]);

function setGhostCookie(c: Context, token: string): void {
  setCookie(c, GHOST_COOKIE, token, { ...cookieOptions, maxAge: GHOST_COOKIE_MAX_AGE_S });
}

async function cookieLead(c: Context<AppEnv>, deps: AppDeps, campaign: string): Promise<GhostLeadRecord | null> {
  const token = getCookie(c, GHOST_COOKIE);
  return isGhostToken(token) ? findGhostLeadByToken(deps.db, token, campaign) : null;
}

const toGhostLead = (lead: GhostLeadRecord): GhostLead => ({
  firstName: lead.firstName,
  lastName: lead.lastName,
  phoneNumber: lead.phoneNumber,
  email: lead.email,
  zipCode: lead.zipCode,
});

/** The welcome email, in the language the shopper used. */
function welcomeMessage(locale: 'en' | 'es', firstName: string, seller: string) {
  return locale === 'es'
    ? {
        subject: `Bienvenido a ${seller}`,
        body:
          `Hola ${firstName}:\n\nGracias por registrarse con ${seller}. Su cuenta está lista: le esperan precios ` +
          'detallados con impuestos y cargos, una oferta garantizada por su vehículo de intercambio y más.\n\n' +
          'Vuelva cuando quiera: este navegador lo recordará.',
      }
    : {
        subject: `Welcome to ${seller}`,
        body:
          `Hi ${firstName},\n\nThanks for signing up with ${seller}. Your account is ready: detailed pricing ` +
          'including taxes and fees, a guaranteed offer for your trade-in and more are waiting for you.\n\n' +
          'Come back any time: this browser will remember you.',
      };
}

/** One sub-app per prefix: `/api/profile` and `/api/dev` (sandbox deployments only). */
export function ghostRoutes(deps: AppDeps, services: Services): Record<'profile' | 'dev', Hono<AppEnv>> {
  const { db } = deps;
  const routes = { profile: new Hono<AppEnv>(), dev: new Hono<AppEnv>() };
  const { leads } = services;

  routes.profile.get('/ghost-lead-cookie', async (c) => {
    const { campaign } = parseInput(CookieQuerySchema, c.req.query());
    const lead = await cookieLead(c, deps, campaign);
    c.header('Cache-Control', 'no-store');
    if (!lead) return c.body(null, 204);
    return c.json(toGhostLead(lead));
  });

  routes.profile.delete('/ghost-lead-cookie', (c) => {
    deleteCookie(c, GHOST_COOKIE, cookieOptions);
    return c.body(null, 204);
  });

  routes.profile.post('/register-ghost', async (c) => {
    const scope = parseInput(RegisterQuerySchema, c.req.query());
    const body = await readJsonBody(c, RegisterGhostRequestSchema);
    const details = await getCampaignDetails(db, scope.campaign);
    if (!details)
      throw new HttpError(400, 'Campaign is invalid', [{ field: 'campaign', message: 'Campaign is invalid' }]);
    const dealer = await pickDealer(db, details.campaign.slug, scope.dealer);
    const ip = clientAddress(c, deps.trustProxy);

    const email = normalizeEmail(body.email);
    const token = getCookie(c, GHOST_COOKIE);
    const lead = isGhostToken(token) ? await findGhostLeadByToken(db, token, details.campaign.slug) : null;
    const recognised = lead !== null && lead.email === email ? lead : null;
    const account = recognised?.userId
      ? await findAccountById(db, recognised.userId)
      : await findAccountByEmail(db, email);
    // The cookie signs a ghost back in only to their own account, and only while it has no password.
    const returning =
      account !== null && recognised?.userId === account.id && isUnusablePasswordHash(account.passwordHash)
        ? account
        : null;
    if (account && !returning) {
      // Asking about many emails is how accounts get enumerated: after a few duplicates a client
      // waits (a 429); signing up with a new email is never held up by it.
      const limitKeys = [`ghost-duplicate:${ip}`];
      await assertNotLocked(db, limitKeys);
      await recordFailure(db, limitKeys);
      throw duplicateEmail();
    }
    // New or returning, the address must have been proved in this session: the cookie alone is a
    // bearer token anyone with the browser holds (seed 001 §3: 'Verify your email or phone number
    // below to continue shopping').
    if (!(await sessionProvedEmail(db, sessionOf(c).id, email, (deps.now?.() ?? new Date()).getTime())))
      throw emailNotVerifiedError('email');
    // Seed 001 §6: signing a ghost back in is a sign-in like any other (identity/membership.ts), told
    // only to whoever proved the address.
    if (returning && !maySignIn(returning)) throw new HttpError(403, MEMBERSHIP_DISABLED);

    const seller = consentSeller(details.campaign, dealer);
    const version = body.consent.version as ConsentVersionId;
    const shownIn = body.consent.locale;
    const givenAt = new Date().toISOString();
    const userAgent = (c.req.header('user-agent') ?? '').slice(0, 512);
    const anonymous = sessionOf(c);

    let outcome;
    try {
      outcome = await inTransaction(db, async (tx) => {
        let userId: string;
        let leadId: string;
        let newToken: string | null = null;
        if (returning) {
          userId = returning.id;
          leadId = (recognised as GhostLeadRecord).id;
          await markEmailVerified(tx, userId, new Date());
          if (body.phoneNumber) {
            await updateGhostLead(tx, leadId, { phoneNumber: body.phoneNumber });
            await setUserPhoneNumber(tx, userId, body.phoneNumber);
          }
        } else {
          userId = randomUUID();
          await insertGhostUser(tx, {
            id: userId,
            email,
            firstName: body.firstName,
            lastName: body.lastName,
            phoneNumber: body.phoneNumber,
            zipCode: body.zipCode,
            address: body.address,
            address2: body.address2,
            city: body.city,
            stateCode: body.stateCode,
            county: body.county,
            lat: body.lat,
            lng: body.lng,
            smsAllowed: body.smsAllowed,
          });
          if (recognised) {
            leadId = recognised.id;
            await updateGhostLead(tx, leadId, {
              userId,
              ...(body.phoneNumber ? { phoneNumber: body.phoneNumber } : {}),
            });
          } else {
            leadId = randomUUID();
            newToken = newGhostToken();
            await insertGhostLead(tx, {
              id: leadId,
              tokenDigest: ghostTokenDigest(newToken),
              campaignSlug: details.campaign.slug,
              firstName: body.firstName,
              lastName: body.lastName,
              email,
              phoneNumber: body.phoneNumber,
              zipCode: body.zipCode,
              userId,
            });
          }
        }
        const consent = {
          userId,
          ghostLeadId: leadId,
          email,
          phoneNumber: body.phoneNumber,
          disclaimerVersion: storedVersion(version, shownIn),
          ip,
          userAgent,
          givenAt,
        };
        await insertConsent(tx, { ...consent, kind: 'TERMS', disclaimerText: termsText(version, shownIn) });
        await insertConsent(tx, {
          ...consent,
          kind: 'TELEMARKETING',
          disclaimerText: telemarketingText(version, shownIn, seller),
        });
        // As at login: a language chosen before signing in becomes the profile's.
        if (anonymous.locale) await setUserLocale(tx, userId, anonymous.locale);
        const locale = anonymous.locale ?? (await getUserLocale(tx, userId));
        const session = await replaceSession(tx, { id: anonymous.id, locale }, userId, { newAccount: !returning });
        const claimed = await services.claim(tx, anonymous.id, userId, {
          credit: !returning,
          sessionId: session.id,
        });
        // One lead per ghost: a returning ghost signing back in is the same lead.
        await leads.write(tx, {
          kind: 'ghost',
          sourceId: leadId,
          sessionId: session.id,
          userId,
          campaign: details.campaign.slug,
          dealerId: dealer?.id ?? null,
          contact: {
            firstName: body.firstName,
            lastName: body.lastName,
            email,
            phone: body.phoneNumber || null,
            postalCode: body.zipCode,
            street: body.address || null,
            city: body.city || null,
            stateCode: body.stateCode || null,
          },
        });
        return { session, userId, newToken, dealsSaved: claimed.savedDealIds.length };
      });
    } catch (error) {
      // Two tabs registering one email at once: the second insert hits the unique email.
      if (!returning && (await findAccountByEmail(db, email))) throw duplicateEmail();
      throw error;
    }

    adoptSession(c, outcome.session);
    // A returning ghost keeps their token; its lifetime starts again.
    setGhostCookie(c, outcome.newToken ?? (token as string));
    const firstName = returning ? returning.firstName : body.firstName;
    if (!returning) {
      const message = welcomeMessage(shownIn, firstName, seller);
      try {
        await (deps.messages ?? outboxSender(db)).send({
          channel: 'EMAIL',
          recipient: email,
          kind: 'welcome',
          ...message,
        });
      } catch {
        // The account exists either way; a mail provider's hiccup must not undo the sign-up.
        console.error('Welcome email could not be sent');
      }
    }
    return c.json({
      success: true,
      user: {
        id: outcome.userId,
        firstName,
        lastName: returning ? returning.lastName : body.lastName,
        email,
      },
      csrfToken: outcome.session.csrfToken,
      returning: returning !== null,
      dealsSaved: outcome.dealsSaved,
    } satisfies RegisterGhostResponse);
  });

  if (isSandboxDeployment(deps.environment)) {
    routes.dev.get('/ghost-lead-cookie/:seedName', (c) => {
      const seed = SEED_GHOSTS.find((g) => g.seedName === c.req.param('seedName'));
      if (!seed) throw new HttpError(404, 'No seeded ghost lead has that name');
      setGhostCookie(c, seedGhostToken(seed.seedName));
      c.header('Cache-Control', 'no-store');
      return c.json({
        seedName: seed.seedName,
        campaign: seed.campaignSlug,
        firstName: seed.firstName,
        email: seed.email,
      });
    });
  }

  return routes;
}

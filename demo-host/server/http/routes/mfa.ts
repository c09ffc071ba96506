/**
 * PIN access and the eight multi-factor verification calls of seed 000 §7 (contracts and the
 * spec-silent decisions in src/contract/profile.ts); the code rules live in mfa/service.ts
 * and mfa/engine.ts.
 *
 * - `POST /api/profile/pin` {pin, campaign}: ours; records a valid PIN on the session (the shells
 *   do the same for `?pin=` in a standalone URL). Wrong PINs count as failures per client (5 per 15
 *   minutes, then 429).
 * - Prospect calls answer only the session that validated that prospect's PIN (403 otherwise).
 * - Member calls answer every email the same way until it is verified: an email that is not a
 *   member's gets decoy contact info (a stable masked number derived from a database key) and a
 *   decoy code (hashed and stored like a real one, never sent), so the messages, the status codes
 *   and the work done are the same. What remains: a member without a phone number shows only
 *   EMAIL, and the real path's hand-off to the sender (one outbox insert here) is not mirrored.
 * - What verification grants: `sessions.mfa_verified_at` and `mfa_subject` are set. A member, or a
 *   prospect with an account, is signed in to that account (the session is replaced, as at login,
 *   and the new CSRF token returned), unless the membership is disabled: then the session only
 *   records the verification and the answer says `memberDisabled`, so the app explains why it does
 *   not sign them in. A prospect without an account gets their own details readable to prefill
 *   registration (`GET /user-prospect/{id}?mfa=true` → `details`). Verifying is never needed to
 *   browse.
 * - The verify calls are GETs in the spec, kept as GETs, but they sign a shopper in: they need the
 *   session's CSRF token in X-CSRF-TOKEN like any POST, so a cross-site page cannot fire them.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  ContactMethodSchema,
  MemberEmailSchema,
  MfaCodeSchema,
  PinRequestSchema,
  type ContactInfo,
  type ContactOption,
  type MemberState,
  type PinResponse,
  type UserProspect,
  type VerifyResponse,
} from '../../../../src/contract/profile.ts';
import { CSRF_HEADER_NAME } from '../../../../src/contract/page-context.ts';
import { assertNotLocked, recordFailure } from '../../services/attempts.ts';
import { buildVisitor } from '../../services/context-builder.ts';
import { inTransaction } from '../../db/index.ts';
import {
  findMemberByEmail,
  getDecoyKey,
  getProspect,
  getSessionIdentity,
  latestCode,
  NO_IDENTITY,
  setSessionIdentity,
  type SessionIdentity,
  type UserIdentity,
} from '../../db/identity-repo.ts';
import { type Session } from '../../db/sessions-repo.ts';
import { getUser, getUserLocale, normalizeEmail, setUserLocale } from '../../db/users-repo.ts';
import { getCampaign } from '../../db/campaigns-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { AppEnv } from '../app-env.ts';
import type { Services } from '../../services/index.ts';
import { HttpError, jsonError, parseInput, readJsonBody } from '../errors.ts';
import { outboxSender } from '../../sandbox/messaging/index.ts';
import {
  codeMessage,
  codeState,
  contactOptions,
  decoyPhone,
  memberSubject,
  prospectSubject,
  recipientOf,
} from '../../domain/mfa/engine.ts';
import { checkCode, checkPin, sendCode, SendFailed } from '../../services/mfa/service.ts';
import { isDisabledMember, maySignIn } from '../../domain/identity/membership.ts';
import { adoptSession, currentSession, replaceSession, sessionOf, tokensMatch } from '../security.ts';
import { clientAddress } from '../client-address.ts';

export const NOT_YOUR_PROSPECT = 'Open the link from your invitation to verify.';
export const METHOD_UNAVAILABLE = 'This contact method is not available.';

const ProspectParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Prospect id is invalid')),
});
const MemberParams = v.object({ email: MemberEmailSchema });
/** `?mfa=` on the state calls: any value but `false`/`0` asks for the code's state. */
const StateQuery = v.object({ mfa: v.optional(v.string()) });
const SendQuery = v.object({ 'contact-method': ContactMethodSchema });
const VerifyQuery = v.object({ mfa: MfaCodeSchema });

const wantsCodeState = (value: string | undefined): boolean =>
  value !== undefined && value !== 'false' && value !== '0';

/** Personal answers: never kept by a cache. */
const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** The CSRF check of a mutating request, for the two GETs that sign a shopper in. */
const csrfOnGet: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = currentSession(c);
  if (!session || !tokensMatch(c.req.header(CSRF_HEADER_NAME), session.csrfToken)) {
    return jsonError(c, 403, 'Invalid CSRF token');
  }
  return next();
};

/** Request log lines carry paths; a member's email is in some of ours, so it is blanked out. */
export function redactPersonalData(line: string): string {
  return (
    line
      .replace(/\/members\/[^/?\s]+/g, '/members/[redacted]')
      // The workspace's searches name shoppers (a name, an email, a phone).
      .replace(/(\/dealer\/api\/[^\s?]*\?(?:[^\s]*&)?q=)[^&\s]*/g, '$1[redacted]')
  );
}

/** One sub-app per prefix: `/api/profile`, `/api/user-prospect`, `/api/prospects` and `/api/members`. */
export function mfaRoutes(
  deps: AppDeps,
  services: Services,
): Record<'profile' | 'userProspect' | 'prospects' | 'members', Hono<AppEnv>> {
  const { db } = deps;
  const routes = {
    profile: new Hono<AppEnv>(),
    userProspect: new Hono<AppEnv>(),
    prospects: new Hono<AppEnv>(),
    members: new Hono<AppEnv>(),
  };
  const now = (): number => (deps.now?.() ?? new Date()).getTime();
  const sender = deps.messages ?? outboxSender(db);
  const client = (c: Context<AppEnv>): string => clientAddress(c, deps.trustProxy);

  routes.profile.use('/pin', noStore);
  for (const prefix of [routes.userProspect, routes.prospects, routes.members]) prefix.use('/*', noStore);

  /** The shopper's language for the message: the one chosen in the session, else the browser's. */
  const messageLocale = (c: Context<AppEnv>, session: Session | null): 'en' | 'es' =>
    session?.locale ?? (/^es\b/i.test(c.req.header('accept-language') ?? '') ? 'es' : 'en');

  /** The prospect whose PIN this session validated, or a 403. */
  async function ownProspect(c: Context<AppEnv>) {
    const { id } = parseInput(ProspectParams, c.req.param());
    const session = currentSession(c);
    const identity = session ? await getSessionIdentity(db, session.id) : NO_IDENTITY;
    const prospect = session && identity.pinValidated && identity.prospectId === id ? await getProspect(db, id) : null;
    if (!session || !prospect) throw new HttpError(403, NOT_YOUR_PROSPECT);
    return { session, identity, prospect };
  }

  /** A member's contact options, or a decoy's for any other email (see the module comment). */
  async function memberContact(email: string): Promise<{ member: UserIdentity | null; options: ContactOption[] }> {
    const member = await findMemberByEmail(db, email);
    const key = await decoyKey(db);
    const contact = member ?? { email, phoneNumber: decoyPhone(key, email) };
    return { member, options: contactOptions(contact) };
  }

  const destinationOf = (options: readonly ContactOption[], channel: string | undefined): string | null =>
    options.find((o) => o.method === channel)?.destination ?? null;

  /**
   * Signs the session in to `userId` as login does (routes/auth.ts): a new session id and token in
   * one transaction with claiming the visitor's anonymous deals; the PIN and MFA facts move along.
   */
  async function signIn(c: Context<AppEnv>, anonymous: Session, userId: string, identity: SessionIdentity) {
    const session = await inTransaction(db, async (tx) => {
      if (anonymous.locale) await setUserLocale(tx, userId, anonymous.locale);
      const locale = anonymous.locale ?? (await getUserLocale(tx, userId));
      const rotated = await replaceSession(tx, { id: anonymous.id, locale }, userId);
      await setSessionIdentity(tx, rotated.id, identity);
      // The code proved this person: what they did in this session is theirs.
      await services.claim(tx, anonymous.id, userId, { credit: true, sessionId: rotated.id });
      return rotated;
    });
    adoptSession(c, session);
    return session;
  }

  /** After a verified code: sign in (or only record it, for no user or a disabled member), then answer. */
  async function grant(
    c: Context<AppEnv>,
    session: Session,
    identity: SessionIdentity,
    user: UserIdentity | null,
    triesLeft: number,
  ): Promise<VerifyResponse> {
    // Seed 001 §6: a verified code signs in anyone but a disabled member (identity/membership.ts).
    const disabled = isDisabledMember(user);
    let current = session;
    if (user && maySignIn(user)) current = await signIn(c, session, user.id, identity);
    else await setSessionIdentity(db, session.id, identity);
    return {
      verified: true,
      reason: null,
      triesLeft,
      signedIn: current !== session,
      memberDisabled: disabled,
      csrfToken: current.csrfToken,
      visitor: await buildVisitor(db, current),
    };
  }

  async function failed(
    session: Session,
    reason: VerifyResponse['reason'],
    triesLeft: number,
  ): Promise<VerifyResponse> {
    return {
      verified: false,
      reason,
      triesLeft,
      signedIn: false,
      memberDisabled: false,
      csrfToken: session.csrfToken,
      visitor: await buildVisitor(db, session),
    };
  }

  async function send(
    c: Context<AppEnv>,
    o: Omit<Parameters<typeof sendCode>[2], 'client' | 'destination'> & { options: readonly ContactOption[] },
  ) {
    const destination = destinationOf(o.options, o.channel);
    if (!destination)
      throw new HttpError(400, METHOD_UNAVAILABLE, [{ field: 'contact-method', message: METHOD_UNAVAILABLE }]);
    try {
      return await sendCode(
        db,
        sender,
        { ...o, destination, client: client(c), sendsPerClient: services.limits.codeSendsPerClient },
        now(),
      );
    } catch (error) {
      if (error instanceof SendFailed) throw new HttpError(503, error.message);
      throw error;
    }
  }

  // ─── PIN ──────────────────────────────────────────────────────────────────────────────────

  routes.profile.post('/pin', async (c) => {
    const body = await readJsonBody(c, PinRequestSchema);
    const session = sessionOf(c);
    const campaign = await getCampaign(db, body.campaign);
    if (!campaign) throw new HttpError(404, 'Campaign not found');
    const keys = [`pin-client:${client(c)}`];
    await assertNotLocked(db, keys, now());
    const { status } = await checkPin(db, session.id, body.pin, campaign.slug, now());
    if (status === 'invalid') await recordFailure(db, keys, now());
    return c.json({ status, visitor: await buildVisitor(db, session, campaign) } satisfies PinResponse);
  });

  // ─── prospects ────────────────────────────────────────────────────────────────────────────

  routes.userProspect.get('/:id', async (c) => {
    const { identity, prospect } = await ownProspect(c);
    const { mfa } = parseInput(StateQuery, c.req.query());
    const subject = prospectSubject(prospect.id);
    const user = prospect.userId ? await getUser(db, prospect.userId) : null;
    const verified = identity.mfaSubject === subject && identity.mfaVerifiedAt !== null;
    const row = wantsCodeState(mfa) ? await latestCode(db, subject) : null;
    return c.json({
      prospectId: prospect.id,
      firstName: prospect.firstName,
      userExistForProspect: prospect.userId !== null,
      autoSendMFA: prospect.autoSendMfa,
      isMember: user?.isMember ?? false,
      isMemberDisabled: isDisabledMember(user),
      mfaVerified: verified,
      details: verified
        ? {
            lastName: prospect.lastName,
            email: prospect.email,
            phoneNumber: prospect.phoneNumber,
            zipcode: prospect.zipcode,
          }
        : null,
      mfa: wantsCodeState(mfa) ? codeState(row, destinationOf(contactOptions(prospect), row?.channel), now()) : null,
    } satisfies UserProspect);
  });

  routes.prospects.get('/:id/mfa/contactInfo', async (c) => {
    const { prospect } = await ownProspect(c);
    return c.json({ methods: contactOptions(prospect) } satisfies ContactInfo);
  });

  routes.prospects.post('/:id/mfa', async (c) => {
    const { session, prospect } = await ownProspect(c);
    const query = parseInput(SendQuery, c.req.query());
    const channel = query['contact-method'];
    const campaign = await getCampaign(db, prospect.campaignSlug);
    const locale = messageLocale(c, session);
    return c.json(
      await send(c, {
        subject: prospectSubject(prospect.id),
        channel,
        options: contactOptions(prospect),
        message: {
          recipient: recipientOf(prospect, channel),
          render: (code) =>
            codeMessage({ channel, locale, code, firstName: prospect.firstName, brand: campaign?.name ?? null }),
        },
      }),
    );
  });

  routes.prospects.get('/:id/mfa/verify', csrfOnGet, async (c) => {
    const { session, identity, prospect } = await ownProspect(c);
    const { mfa: code } = parseInput(VerifyQuery, c.req.query());
    const subject = prospectSubject(prospect.id);
    const outcome = await checkCode(db, { subject, code, client: client(c) }, now());
    if (!outcome.verified) return c.json(await failed(session, outcome.reason, outcome.triesLeft));
    const user = prospect.userId ? await getUser(db, prospect.userId) : null;
    const verifiedIdentity = { ...identity, mfaSubject: subject, mfaVerifiedAt: now() };
    return c.json(await grant(c, session, verifiedIdentity, user, outcome.triesLeft));
  });

  // ─── members ──────────────────────────────────────────────────────────────────────────────

  routes.members.get('/:email', async (c) => {
    const email = normalizeEmail(parseInput(MemberParams, c.req.param()).email);
    const { mfa } = parseInput(StateQuery, c.req.query());
    const subject = memberSubject(email);
    const session = currentSession(c);
    const identity = session ? await getSessionIdentity(db, session.id) : NO_IDENTITY;
    const { member, options } = await memberContact(email);
    const verified = member !== null && identity.mfaSubject === subject && identity.mfaVerifiedAt !== null;
    const row = wantsCodeState(mfa) ? await latestCode(db, subject) : null;
    return c.json({
      email,
      mfaVerified: verified,
      member: verified && member ? { firstName: member.firstName, isMemberDisabled: isDisabledMember(member) } : null,
      mfa: wantsCodeState(mfa) ? codeState(row, destinationOf(options, row?.channel), now()) : null,
    } satisfies MemberState);
  });

  routes.members.get('/:email/mfa/contactInfo', async (c) => {
    const email = normalizeEmail(parseInput(MemberParams, c.req.param()).email);
    const { options } = await memberContact(email);
    return c.json({ methods: options } satisfies ContactInfo);
  });

  routes.members.post('/:email/mfa', async (c) => {
    const email = normalizeEmail(parseInput(MemberParams, c.req.param()).email);
    const query = parseInput(SendQuery, c.req.query());
    const channel = query['contact-method'];
    const session = sessionOf(c);
    const { member, options } = await memberContact(email);
    const locale = messageLocale(c, session);
    return c.json(
      await send(c, {
        subject: memberSubject(email),
        channel,
        options,
        message: member
          ? {
              recipient: recipientOf(member, channel),
              render: (code) => codeMessage({ channel, locale, code, firstName: member.firstName, brand: null }),
            }
          : null,
      }),
    );
  });

  routes.members.get('/:email/mfa/verify', csrfOnGet, async (c) => {
    const email = normalizeEmail(parseInput(MemberParams, c.req.param()).email);
    const { mfa: code } = parseInput(VerifyQuery, c.req.query());
    const session = sessionOf(c);
    const subject = memberSubject(email);
    const member = await findMemberByEmail(db, email);
    const outcome = await checkCode(db, { subject, code, client: client(c), isDecoy: member === null }, now());
    // A decoy code never verifies (checkCode), so a verified outcome always has its member.
    if (!outcome.verified || !member)
      return c.json(await failed(session, outcome.verified ? 'invalid' : outcome.reason, outcome.triesLeft));
    const identity = await getSessionIdentity(db, session.id);
    const verifiedIdentity = { ...identity, mfaSubject: subject, mfaVerifiedAt: now() };
    return c.json(await grant(c, session, verifiedIdentity, member, outcome.triesLeft));
  });

  return routes;
}

/** The decoy key is made once per database and never changes: each process reads it once. */
const decoyKeys = new WeakMap<Db, Promise<string>>();
function decoyKey(db: Db): Promise<string> {
  let key = decoyKeys.get(db);
  if (!key) {
    key = getDecoyKey(db);
    decoyKeys.set(db, key);
    key.catch(() => decoyKeys.delete(db));
  }
  return key;
}

/**
 * PIN and MFA steps on the database, without HTTP: check a PIN for a session, send a code, check a
 * code. The routes (routes/mfa.ts) decide who the subject is and what a success grants; this module
 * keeps the rules of the code itself (one live code per subject, 10 minutes, 5 tries, cool-down,
 * send limits, failure limits) in one place. `now` is epoch milliseconds, passed in.
 */
import { randomUUID } from 'node:crypto';
import type { ContactMethod, MfaCodeState, PinStatus, VerifyFailure } from '../../../../src/contract/profile.ts';
import { ACCOUNT_MAX_FAILURES, assertNotLocked, clearFailures, recordFailure } from '../attempts.ts';
import { inTransaction } from '../../db/database.ts';
import {
  consumeCode,
  deleteCode,
  findProspectByPinDigest,
  getSessionIdentity,
  latestCode,
  replaceCode,
  setSessionIdentity,
  spendTry,
} from '../../db/identity-repo.ts';
import { hitRateLimit } from '../../db/repo.ts';
import type { Db } from '../../db/schema.ts';
import { RateLimited } from '../../domain/errors.ts';
import type { MessageSender } from '../../sandbox/messaging/index.ts';
import {
  CODE_TTL_MS,
  codeMatches,
  codeState,
  codeStatus,
  generateCode,
  hashCode,
  MAX_SENDS_PER_CLIENT,
  MAX_SENDS_PER_SUBJECT,
  MAX_TRIES,
  PIN_SHAPE,
  pinDigest,
  pinStatus,
  resendWaitMs,
  SEND_WINDOW_MS,
} from '../../domain/mfa/engine.ts';

export const RESEND_TOO_SOON = 'Please wait before asking for another code.';
export const TOO_MANY_CODES = 'Too many codes were requested. Please wait and try again.';
export const SEND_FAILED = 'We could not send your code. Please try again.';

/** Limiter keys of one subject and of one client (attempts.ts counts failures per key). */
export const accountKey = (subject: string): string => `mfa:${subject}`;
export const clientKey = (address: string): string => `mfa-client:${address}`;

// ─── PIN ────────────────────────────────────────────────────────────────────────────────────

/**
 * Checks a PIN on a campaign and records the outcome on the session: a valid PIN makes the session
 * that prospect's; any other PIN leaves it nobody's (the last link opened is the one that counts,
 * so a page saying "this link has expired" never sits on top of an older prospect's state). A
 * change of prospect drops what the session had verified about the previous prospect.
 */
export async function checkPin(
  db: Db,
  sessionId: string,
  pin: string,
  campaignSlug: string,
  now: number,
): Promise<{ status: PinStatus; prospectId: string | null }> {
  const trimmed = pin.trim();
  const prospect = PIN_SHAPE.test(trimmed) ? await findProspectByPinDigest(db, pinDigest(trimmed)) : null;
  const status = pinStatus(prospect, campaignSlug, now);
  const prospectId = status === 'valid' && prospect ? prospect.id : null;
  const before = await getSessionIdentity(db, sessionId);
  if (before.prospectId !== prospectId || before.pinValidated !== (prospectId !== null)) {
    const keepMfa = before.mfaSubject !== null && !before.mfaSubject.startsWith('prospect:');
    await setSessionIdentity(db, sessionId, {
      prospectId,
      pinValidated: prospectId !== null,
      mfaSubject: keepMfa ? before.mfaSubject : null,
      mfaVerifiedAt: keepMfa ? before.mfaVerifiedAt : null,
    });
  }
  return { status, prospectId };
}

// ─── sending ────────────────────────────────────────────────────────────────────────────────

export type SendRequest = {
  subject: string;
  channel: ContactMethod;
  /** The masked destination the shopper is shown. */
  destination: string;
  /** Where the message goes and what it says with the code in it; null for a decoy (an email that is no member's). */
  message: { recipient: string; render: (code: string) => { subject: string | null; body: string } } | null;
  client: string;
  /** Codes this client may ask for in a window (usage-limits.ts); MAX_SENDS_PER_CLIENT when not given. */
  sendsPerClient?: number;
};

/**
 * Sends a new code: refuses within the cool-down and past the per-subject and per-client send
 * limits (429 with the wait), replaces the subject's earlier codes, then hands the message to the
 * sender. A decoy goes through every step but the sending, so both take the same time and answer
 * the same. A failed send removes the code again (503), so the shopper may retry at once.
 */
export async function sendCode(
  db: Db,
  sender: MessageSender,
  request: SendRequest,
  now: number,
): Promise<MfaCodeState> {
  const wait = resendWaitMs(await latestCode(db, request.subject), now);
  if (wait > 0) throw new RateLimited(RESEND_TOO_SOON, Math.ceil(wait / 1000));
  for (const [key, limit] of [
    [`mfa-send:${request.subject}`, MAX_SENDS_PER_SUBJECT],
    [`mfa-send-client:${request.client}`, request.sendsPerClient ?? MAX_SENDS_PER_CLIENT],
  ] as const) {
    const hit = await hitRateLimit(db, key, limit, SEND_WINDOW_MS, now);
    if (!hit.allowed) throw new RateLimited(TOO_MANY_CODES, Math.max(1, Math.ceil(hit.retryAfterMs / 1000)));
  }
  const code = generateCode();
  const row = {
    id: randomUUID(),
    subject: request.subject,
    channel: request.channel,
    codeHash: await hashCode(code),
    createdAt: now,
    expiresAt: now + CODE_TTL_MS,
    attempts: 0,
    consumedAt: null,
  };
  await inTransaction(db, (tx) => replaceCode(tx, row));
  if (request.message) {
    const text = request.message.render(code);
    try {
      await sender.send({
        channel: request.channel,
        recipient: request.message.recipient,
        subject: text.subject,
        body: text.body,
        kind: 'mfa-code',
      });
    } catch (error) {
      await deleteCode(db, row.id);
      console.error(`MFA code could not be sent by ${request.channel}: ${(error as Error).message}`);
      throw new SendFailed();
    }
  }
  return codeState(row, request.destination, now);
}

export class SendFailed extends Error {
  override name = 'SendFailed';
  constructor() {
    super(SEND_FAILED);
  }
}

// ─── checking ───────────────────────────────────────────────────────────────────────────────

export type CheckOutcome =
  { verified: true; triesLeft: number } | { verified: false; reason: VerifyFailure; triesLeft: number };

/**
 * Checks a code against the subject's live one. Locked (5 failures of this client, or the subject's
 * much higher ceiling, in 15 minutes): 429. No code, a used one, an expired one or one out of tries: a reason, no try
 * spent. Otherwise one try is spent first (atomically), then the code compared; a wrong code is a
 * failure for both limiter keys, the fifth wrong one kills the code. `isDecoy` codes never verify.
 */
export async function checkCode(
  db: Db,
  o: { subject: string; code: string; client: string; isDecoy?: boolean },
  now: number,
): Promise<CheckOutcome> {
  // Per client; the subject's ceiling is far above what its codes allow (MAX_TRIES a code, MAX_SENDS_PER_SUBJECT
  // codes a window), so guessers on other clients cannot lock the owner out of a code of their own.
  const keys = [clientKey(o.client), { key: accountKey(o.subject), max: ACCOUNT_MAX_FAILURES }];
  await assertNotLocked(db, keys, now);
  const row = await latestCode(db, o.subject);
  const status = codeStatus(row, now);
  if (!row || status !== 'live') {
    const reason: VerifyFailure = status === 'expired' ? 'expired' : status === 'used-up' ? 'used-up' : 'no-code';
    return { verified: false, reason, triesLeft: 0 };
  }
  if (!(await spendTry(db, row.id, MAX_TRIES))) return { verified: false, reason: 'used-up', triesLeft: 0 };
  const triesLeft = MAX_TRIES - (row.attempts + 1);
  const matches = (await codeMatches(o.code, row.codeHash)) && !o.isDecoy;
  if (!matches) {
    await recordFailure(db, keys, now);
    return { verified: false, reason: triesLeft > 0 ? 'invalid' : 'used-up', triesLeft };
  }
  // Right, but another request used it a moment ago: nothing was guessed, nothing is granted twice.
  if (!(await consumeCode(db, row.id, now))) return { verified: false, reason: 'no-code', triesLeft: 0 };
  await clearFailures(db, [accountKey(o.subject)]);
  return { verified: true, triesLeft };
}

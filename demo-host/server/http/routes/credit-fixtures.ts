/** Test support for the credit routes: a get-pre-qualified form for a sandbox test identity. */
import type { SoftPullRequest } from '../../../../src/contract/credit.ts';
import { CURRENT_CREDIT_CONSENT_VERSION } from '../../../../src/contract/credit-consent.ts';
import type { Db } from '../../db/schema.ts';

/** The form for `lastName` (engine README "Credit pre-qualification": Good, Nohit, Frozen…). */
export const pullRequest = (lastName: string, over: Partial<SoftPullRequest> = {}): SoftPullRequest => ({
  firstName: 'Ana',
  lastName,
  address: { street1: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
  dateOfBirth: '1988-04-12',
  annualIncome: 90_000,
  agency: 'TRANSUNION',
  consent: { version: CURRENT_CREDIT_CONSENT_VERSION, locale: 'en', accepted: true },
  ...over,
});

/**
 * The visitor's session verified a code (a prospect's phone, say) as the profile pages do: the
 * identity a soft pull needs without an account (seed 000 §2 "soft-pull with verify").
 */
export async function verifySession(db: Db, visitor: { cookie: string }, at = Date.now()): Promise<void> {
  const sessionId = visitor.cookie.split('=')[1] ?? '';
  await db
    .updateTable('sessions')
    .set({ mfa_subject: 'prospect:test', mfa_verified_at: at })
    .where('id', '=', sessionId)
    .execute();
}

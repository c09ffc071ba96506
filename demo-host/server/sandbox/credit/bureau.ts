/**
 * Soft credit pulls (seed 000 §2 "soft-pull with verify", §3 agencies TRANSUNION and EXPERIAN):
 * the `CreditBureau` interface a route calls, and the sandbox's bureau behind it. A production
 * implementation would call each agency's API; the sandbox answers from the identity alone, the
 * same answer every time, so an integrator can pick a test identity for each tier, a no-hit and a
 * frozen file (README.md of the engine, "Credit pre-qualification (sandbox bureau)").
 *
 * Personal data: nothing here logs, throws or returns any part of the identity; callers must not
 * log it either (the date of birth and income never reach a log or the error reporter).
 */
import { PREQUALIFICATION_VALID_DAYS, type CreditAgency } from '../../../../src/contract/prequalification.ts';
import { MAX_CREDIT_SCORE, MIN_BUREAU_SCORE, tierOf, type CreditTier } from '../../domain/credit/tiers.ts';

/** Who the pull is for: what a consumer's file is matched on. Income is not sent to a bureau. */
export type BureauIdentity = {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  address: { street: string; city: string; state: string; zip: string };
};

export type SoftPullResult =
  /** A file was found: its score (a whole number, 300–850), the score's tier, and until when it stands. */
  | { outcome: 'HIT'; agency: CreditAgency; score: number; tier: CreditTier; pulledAt: string; expiresAt: string }
  /** The agency has no file for this identity (thin or no credit history, or a mismatch). */
  | { outcome: 'NO_HIT'; agency: CreditAgency }
  /** The consumer has frozen their file at this agency: they must lift the freeze first. */
  | { outcome: 'FROZEN'; agency: CreditAgency };

export interface CreditBureau {
  /** A soft inquiry at one agency at time `at`: no effect on the consumer's score. */
  softPull(identity: BureauIdentity, agency: CreditAgency, at: Date): Promise<SoftPullResult>;
}

type TestFile = 'NO_HIT' | 'FROZEN' | Record<CreditAgency, number>;

/**
 * The sandbox's test files, by last name (any first name, date of birth and address). Each tier's
 * scores sit inside that tier at both agencies, a few points apart as real agencies' are.
 */
export const SANDBOX_TEST_FILES = {
  Excellent: { TRANSUNION: 790, EXPERIAN: 781 },
  Great: { TRANSUNION: 722, EXPERIAN: 714 },
  Good: { TRANSUNION: 684, EXPERIAN: 676 },
  Fair: { TRANSUNION: 641, EXPERIAN: 633 },
  Poor: { TRANSUNION: 612, EXPERIAN: 606 },
  Worst: { TRANSUNION: 560, EXPERIAN: 551 },
  Nohit: 'NO_HIT',
  Frozen: 'FROZEN',
} as const satisfies Record<string, TestFile>;

const DAY_MS = 86_400_000;

/** Lower case, accents and everything but letters and digits dropped: "  O'Brien-Núñez " → "obriennunez". */
const normalise = (text: string): string =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const TEST_FILE_BY_KEY = new Map<string, TestFile>(
  Object.entries(SANDBOX_TEST_FILES).map(([lastName, file]) => [normalise(lastName), file]),
);

/** FNV-1a, 32 bits: a stable spread of any identity over the score range (not a secret, not a store). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const clampScore = (score: number): number => Math.min(MAX_CREDIT_SCORE, Math.max(MIN_BUREAU_SCORE, score));

/**
 * Any other identity: a base score spread over 300–850 by the hash of its first name, last name,
 * date of birth and ZIP, TransUnion a few points (1–8) above it and Experian as many below.
 */
function hashedScores(identity: BureauIdentity): Record<CreditAgency, number> {
  const key = [identity.firstName, identity.lastName, identity.dateOfBirth, identity.address.zip].map(normalise);
  const hash = fnv1a(key.join('|'));
  const base = MIN_BUREAU_SCORE + (hash % (MAX_CREDIT_SCORE - MIN_BUREAU_SCORE + 1));
  const spread = 1 + ((hash >>> 20) % 8);
  return { TRANSUNION: clampScore(base + spread), EXPERIAN: clampScore(base - spread) };
}

/** The sandbox's answer, synchronously: pure, the same for the same identity, agency and time. */
export function sandboxSoftPull(identity: BureauIdentity, agency: CreditAgency, at: Date): SoftPullResult {
  if (Number.isNaN(at.getTime())) throw new RangeError('softPull: invalid time');
  const file = TEST_FILE_BY_KEY.get(normalise(identity.lastName)) ?? hashedScores(identity);
  if (file === 'NO_HIT' || file === 'FROZEN') return { outcome: file, agency };
  const score = file[agency];
  return {
    outcome: 'HIT',
    agency,
    score,
    tier: tierOf(score),
    pulledAt: at.toISOString(),
    expiresAt: new Date(at.getTime() + PREQUALIFICATION_VALID_DAYS * DAY_MS).toISOString(),
  };
}

/** The sandbox's bureau: one deterministic file per identity at each agency. */
export const sandboxBureau: CreditBureau = {
  softPull: (identity, agency, at) => Promise.resolve(sandboxSoftPull(identity, agency, at)),
};

/**
 * Queries of the finance application (migration 0018): one application per deal
 * saved step by step, the lenders' decisions of its last submission, and the sandbox lender
 * network's log of what it received. The SSN and the date of birth come in and go out SEALED
 * (server/finance/field-cipher.ts): nothing here ever sees them in clear.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CreditTier } from '../../../src/contract/deal.ts';
import type { Condition, DeclineReason, Employment, LenderDecision, Residence } from '../../../src/contract/finance.ts';
import type { LenderReceipt } from '../domain/finance/lender-receipt.ts';
import type { Db, Locale, Row } from './schema.ts';

/** A person's details as stored: no SSN, no date of birth. */
export type StoredPerson = { firstName: string; lastName: string; email: string; phoneNumber: string };

/** A sealed secret with what may be shown of it. */
export type SealedSsn = { sealed: string; lastFour: string };

export type StoredCoApplicant = {
  person: StoredPerson;
  residence: Residence;
  employment: Employment;
  ssn: SealedSsn | null;
  dateOfBirth: string | null;
};

export type FinanceApplicationRecord = {
  dealId: string;
  status: 'DRAFT' | 'SUBMITTED';
  applicant: StoredPerson | null;
  applicantSsn: SealedSsn | null;
  /** Sealed. */
  applicantDob: string | null;
  residence: Residence | null;
  employment: Employment | null;
  hasCoApplicant: boolean | null;
  coApplicant: StoredCoApplicant | null;
  submittedAt: string | null;
  amountFinanced: number | null;
  creditTier: CreditTier | null;
  /** The idempotency key of what the lenders last decided (null before any decision). */
  sentKey: string | null;
  createdAt: string;
  updatedAt: string;
};

const parse = <T>(json: string | null): T | null => (json === null ? null : (JSON.parse(json) as T));
const ssnOf = (sealed: string | null, lastFour: string | null): SealedSsn | null =>
  sealed !== null && lastFour !== null ? { sealed, lastFour } : null;

function toRecord(row: Row<'finance_applications'>): FinanceApplicationRecord {
  const co = parse<Omit<StoredCoApplicant, 'ssn' | 'dateOfBirth'> & { applicant: StoredPerson }>(row.co_applicant);
  return {
    dealId: row.deal_id,
    status: row.status,
    applicant: parse<StoredPerson>(row.applicant),
    applicantSsn: ssnOf(row.applicant_ssn, row.applicant_ssn_last4),
    applicantDob: row.applicant_dob,
    residence: parse<Residence>(row.residence),
    employment: parse<Employment>(row.employment),
    hasCoApplicant: row.has_co_applicant === null ? null : row.has_co_applicant === 1,
    coApplicant: co
      ? {
          person: co.applicant,
          residence: co.residence,
          employment: co.employment,
          ssn: ssnOf(row.co_ssn, row.co_ssn_last4),
          dateOfBirth: row.co_dob,
        }
      : null,
    submittedAt: row.submitted_at,
    amountFinanced: row.amount_financed,
    creditTier: row.credit_tier as CreditTier | null,
    sentKey: row.sent_key,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function getFinanceApplication(db: Db, dealId: string): Promise<FinanceApplicationRecord | null> {
  const row = await db.selectFrom('finance_applications').selectAll().where('deal_id', '=', dealId).executeTakeFirst();
  return row ? toRecord(row) : null;
}

/** The deal's application, created empty when missing (the caller holds the deal's lock). */
export async function ensureFinanceApplication(db: Db, dealId: string, now: Date): Promise<FinanceApplicationRecord> {
  const at = now.toISOString();
  await db
    .insertInto('finance_applications')
    .values({ deal_id: dealId, status: 'DRAFT', created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('deal_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('finance_applications')
    .selectAll()
    .where('deal_id', '=', dealId)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export type ApplicationPatch = {
  applicant?: { person: StoredPerson; ssn: SealedSsn | null; dateOfBirth: string | null };
  residence?: Residence;
  employment?: Employment;
  /** null: no co-applicant. */
  coApplicant?: StoredCoApplicant | null;
};

/** Saves one step's part; any change makes a submitted application a draft again. */
export async function saveApplicationPart(db: Db, dealId: string, patch: ApplicationPatch, now: Date): Promise<void> {
  const set: Partial<Row<'finance_applications'>> = { status: 'DRAFT', updated_at: now.toISOString() };
  if (patch.applicant) {
    set.applicant = JSON.stringify(patch.applicant.person);
    set.applicant_ssn = patch.applicant.ssn?.sealed ?? null;
    set.applicant_ssn_last4 = patch.applicant.ssn?.lastFour ?? null;
    set.applicant_dob = patch.applicant.dateOfBirth;
  }
  if (patch.residence) set.residence = JSON.stringify(patch.residence);
  if (patch.employment) set.employment = JSON.stringify(patch.employment);
  if (patch.coApplicant !== undefined) {
    const co = patch.coApplicant;
    set.has_co_applicant = co ? 1 : 0;
    set.co_applicant = co
      ? JSON.stringify({ applicant: co.person, residence: co.residence, employment: co.employment })
      : null;
    set.co_ssn = co?.ssn?.sealed ?? null;
    set.co_ssn_last4 = co?.ssn?.lastFour ?? null;
    set.co_dob = co?.dateOfBirth ?? null;
  }
  await db.updateTable('finance_applications').set(set).where('deal_id', '=', dealId).execute();
}

export type Submission = {
  authorizationVersion: string;
  authorizationLocale: Locale;
  authorizationText: string;
  ip: string;
  userAgent: string;
  amountFinanced: number;
  creditTier: CreditTier;
  /** DRAFT when a step was saved while the lenders decided (they saw the version before it). */
  status: 'DRAFT' | 'SUBMITTED';
  /** The idempotency key the lenders decided. */
  sentKey: string;
};

/** The lenders answered: the submission is recorded and its decisions replace the last ones. */
export async function recordSubmission(
  db: Db,
  dealId: string,
  submission: Submission,
  decisions: readonly LenderDecision[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable('finance_applications')
    .set({
      status: submission.status,
      authorization_version: submission.authorizationVersion,
      authorization_locale: submission.authorizationLocale,
      authorization_text: submission.authorizationText,
      ip: submission.ip,
      user_agent: submission.userAgent,
      submitted_at: at,
      amount_financed: submission.amountFinanced,
      credit_tier: submission.creditTier,
      sent_key: submission.sentKey,
    })
    .where('deal_id', '=', dealId)
    .execute();
  await db.deleteFrom('finance_decisions').where('deal_id', '=', dealId).execute();
  if (decisions.length === 0) return;
  await db
    .insertInto('finance_decisions')
    .values(
      decisions.map((d, position) => ({
        id: randomUUID(),
        deal_id: dealId,
        position,
        lender_number: d.lenderNumber,
        lender_name: d.lenderName,
        decision: d.decision,
        apr: d.decision === 'APPROVED' ? d.apr : null,
        term: d.decision === 'APPROVED' ? d.term : null,
        max_amount: d.maxAmountFinanced,
        monthly_payment: d.decision === 'APPROVED' ? d.monthlyPayment : null,
        conditions: JSON.stringify(d.decision === 'APPROVED' ? d.conditions : []),
        reason: d.decision === 'DECLINED' ? d.reason : null,
        decided_at: at,
      })),
    )
    .execute();
}

function toDecision(row: Row<'finance_decisions'>): LenderDecision {
  const base = { lenderNumber: row.lender_number, lenderName: row.lender_name };
  if (row.decision === 'APPROVED') {
    return {
      ...base,
      decision: 'APPROVED',
      apr: row.apr ?? 0,
      term: row.term ?? 0,
      maxAmountFinanced: row.max_amount ?? 0,
      monthlyPayment: row.monthly_payment ?? 0,
      conditions: JSON.parse(row.conditions) as Condition[],
    };
  }
  return { ...base, decision: 'DECLINED', reason: row.reason as DeclineReason, maxAmountFinanced: row.max_amount };
}

export async function listDecisions(db: Db, dealId: string): Promise<LenderDecision[]> {
  const rows = await db
    .selectFrom('finance_decisions')
    .selectAll()
    .where('deal_id', '=', dealId)
    .orderBy('position')
    .execute();
  return rows.map(toDecision);
}

/**
 * Takes the application's sending for `claim` unless another request holds it and its lease
 * (`leaseMs` from `now`, epoch ms) still runs: a conditional update, so of requests racing on any
 * number of processes exactly one wins. False: someone else is sending it.
 */
export async function claimSubmission(
  db: Db,
  dealId: string,
  claim: string,
  now: number,
  leaseMs: number,
): Promise<boolean> {
  const result = await db
    .updateTable('finance_applications')
    .set({ submit_claim: claim, submit_claimed_until: now + leaseMs })
    .where('deal_id', '=', dealId)
    .where((eb) => eb.or([eb('submit_claim', 'is', null), eb('submit_claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of the sending, if `claim` still holds it. */
export async function releaseSubmission(db: Db, dealId: string, claim: string): Promise<void> {
  await db
    .updateTable('finance_applications')
    .set({ submit_claim: null, submit_claimed_until: null })
    .where('deal_id', '=', dealId)
    .where('submit_claim', '=', claim)
    .execute();
}

/** Retention: a draft never sent and untouched since `before` goes, its sealed secrets with it. */
export async function deleteStaleDraft(db: Db, dealId: string, before: Date): Promise<boolean> {
  const result = await db
    .deleteFrom('finance_applications')
    .where('deal_id', '=', dealId)
    .where('status', '=', 'DRAFT')
    .where('submitted_at', 'is', null)
    .where('updated_at', '<', before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Drafts on a session's own deals, left behind at a sign-in without consent: nobody can reach them now. */
export async function deleteSessionDrafts(db: Db, sessionId: string): Promise<void> {
  await db
    .deleteFrom('finance_applications')
    .where('status', '=', 'DRAFT')
    .where('deal_id', 'in', (eb) =>
      eb.selectFrom('deals').select('id').where('session_id', '=', sessionId).where('user_id', 'is', null),
    )
    .execute();
}

// ─── the sandbox lender network's log ───────────────────────────────────────────────────────

/** Keeps a receipt; a second decision of one idempotency key is not kept (the first stands). */
export async function insertLenderReceipt(db: Db, receipt: LenderReceipt): Promise<void> {
  await db
    .insertInto('lender_receipts')
    .values({
      id: randomUUID(),
      idempotency_key: receipt.idempotencyKey,
      received_at: receipt.receivedAt,
      applicant_initials: receipt.applicantInitials,
      applicant_ssn_last4: receipt.applicantSsnLastFour,
      co_initials: receipt.coApplicantInitials,
      co_ssn_last4: receipt.coApplicantSsnLastFour,
      amount_financed: receipt.amountFinanced,
      credit_tier: receipt.creditTier,
      outcome: receipt.outcome,
      decisions: JSON.stringify(receipt.decisions),
    })
    .onConflict((oc) =>
      oc
        .column('idempotency_key')
        .where(sql<boolean>`outcome = 'DECIDED'`)
        .doNothing(),
    )
    .execute();
}

const toReceipt = (r: Row<'lender_receipts'>): LenderReceipt => ({
  idempotencyKey: r.idempotency_key,
  receivedAt: r.received_at,
  applicantInitials: r.applicant_initials,
  applicantSsnLastFour: r.applicant_ssn_last4,
  coApplicantInitials: r.co_initials,
  coApplicantSsnLastFour: r.co_ssn_last4,
  amountFinanced: r.amount_financed,
  creditTier: r.credit_tier as CreditTier,
  outcome: r.outcome,
  decisions: JSON.parse(r.decisions) as LenderDecision[],
});

/** The receipt of the sandbox network's decision on an idempotency key, if it made one. */
export async function findDecidedReceipt(db: Db, idempotencyKey: string): Promise<LenderReceipt | null> {
  const row = await db
    .selectFrom('lender_receipts')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .where('outcome', '=', 'DECIDED')
    .executeTakeFirst();
  return row ? toReceipt(row) : null;
}

/** The newest receipts first, for the demo host's sandbox-lender page. */
export async function listLenderReceipts(db: Db, limit = 100): Promise<LenderReceipt[]> {
  const rows = await db
    .selectFrom('lender_receipts')
    .selectAll()
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toReceipt);
}

/** Whether a session's own (not signed-in) deals hold a finance application. */
export async function sessionHasFinanceApplication(db: Db, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('deals')
    .innerJoin('finance_applications', 'finance_applications.deal_id', 'deals.id')
    .select('deals.id')
    .where('deals.session_id', '=', sessionId)
    .where('deals.user_id', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The finance application. `finance_applications` holds one application per
 * deal, saved step by step: the people's details as JSON text without their secrets, and the SSN
 * and the date of birth each sealed with AES-256-GCM (server/finance/field-cipher.ts; the key is
 * FINANCE_DATA_KEY, never in the database), next to the SSN's last four digits (what the app and the
 * lenders' page may show). On submission it keeps the authorisation shown (exact text, version,
 * locale, time, IP and user agent) and the amount and credit tier the lenders were asked about.
 * `finance_decisions` are the lenders' answers to the last submission (the deal's finance options).
 * `lender_receipts` is the sandbox lender network's own log of what it received, initials and last
 * four digits only (the demo host's sandbox-lender page).
 */
import { sql, type Kysely } from 'kysely';
import { MONEY, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('finance_applications')
    .addColumn('deal_id', 'text', (c) => c.primaryKey().references('deals.id').onDelete('cascade'))
    .addColumn('status', 'text', notNull)
    .addColumn('applicant', 'text')
    .addColumn('applicant_ssn', 'text')
    .addColumn('applicant_ssn_last4', 'text')
    .addColumn('applicant_dob', 'text')
    .addColumn('residence', 'text')
    .addColumn('employment', 'text')
    .addColumn('has_co_applicant', 'integer')
    .addColumn('co_applicant', 'text')
    .addColumn('co_ssn', 'text')
    .addColumn('co_ssn_last4', 'text')
    .addColumn('co_dob', 'text')
    .addColumn('authorization_version', 'text')
    .addColumn('authorization_locale', 'text')
    .addColumn('authorization_text', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('amount_financed', MONEY)
    .addColumn('credit_tier', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint('finance_applications_status', sql`status IN ('DRAFT', 'SUBMITTED')`)
    // The last four digits go with a sealed SSN, never alone.
    .addCheckConstraint('finance_applications_ssn', sql`(applicant_ssn IS NULL) = (applicant_ssn_last4 IS NULL)`)
    .addCheckConstraint('finance_applications_co_ssn', sql`(co_ssn IS NULL) = (co_ssn_last4 IS NULL)`)
    .execute();
  // The retention sweep looks for old drafts.
  await db.schema
    .createIndex('finance_applications_updated')
    .on('finance_applications')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('finance_decisions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('finance_applications.deal_id').onDelete('cascade'))
    .addColumn('position', 'integer', notNull)
    .addColumn('lender_number', 'text', notNull)
    .addColumn('lender_name', 'text', notNull)
    .addColumn('decision', 'text', notNull)
    .addColumn('apr', MONEY)
    .addColumn('term', 'integer')
    .addColumn('max_amount', MONEY)
    .addColumn('monthly_payment', MONEY)
    .addColumn('conditions', 'text', notNull)
    .addColumn('reason', 'text')
    .addColumn('decided_at', 'text', notNull)
    .addCheckConstraint('finance_decisions_decision', sql`decision IN ('APPROVED', 'DECLINED')`)
    .addCheckConstraint(
      'finance_decisions_terms',
      sql`(decision = 'APPROVED') = (apr IS NOT NULL AND term IS NOT NULL AND monthly_payment IS NOT NULL AND reason IS NULL)`,
    )
    .execute();
  await db.schema
    .createIndex('finance_decisions_deal')
    .on('finance_decisions')
    .columns(['deal_id', 'position'])
    .execute();

  await db.schema
    .createTable('lender_receipts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', notNull)
    .addColumn('applicant_initials', 'text', notNull)
    .addColumn('applicant_ssn_last4', 'text', notNull)
    .addColumn('co_initials', 'text')
    .addColumn('co_ssn_last4', 'text')
    .addColumn('amount_financed', MONEY, notNull)
    .addColumn('credit_tier', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('decisions', 'text', notNull)
    .addCheckConstraint('lender_receipts_outcome', sql`outcome IN ('DECIDED', 'UNAVAILABLE')`)
    .execute();
  await db.schema.createIndex('lender_receipts_received').on('lender_receipts').column('received_at').execute();
}

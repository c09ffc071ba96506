/**
 * Signing online. Three append-only records per deal, from which its signing
 * state is read, so coming back resumes at the right step: `contract_verifications` (a code accepted
 * for the deal, in which session, by which channel), `esign_consents` (the electronic-records consent:
 * the exact text shown, its version and language, when, from where) and `signed_contracts` (the
 * contract as signed: its figures frozen as JSON with their digest, the name typed, when, from where,
 * under which consent; one per deal). The codes themselves live in `mfa_codes` (subject
 * 'contract:<dealId>'), hashed, like every other code.
 */
import { sql, type Kysely } from 'kysely';
import { notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contract_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: sessions are deleted when they expire, the record of the check stays.
    .addColumn('session_id', 'text', notNull)
    .addColumn('channel', 'text', notNull)
    .addColumn('verified_at', 'text', notNull)
    .addCheckConstraint('contract_verifications_channel', sql`channel IN ('SMS', 'EMAIL')`)
    .execute();
  await db.schema
    .createIndex('contract_verifications_deal')
    .on('contract_verifications')
    .columns(['deal_id', 'session_id', 'verified_at'])
    .execute();

  await db.schema
    .createTable('esign_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('deal_id', 'text', (c) => c.notNull().references('deals.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'text', notNull)
    .addColumn('locale', 'text', notNull)
    .addColumn('consent_text', 'text', notNull)
    .addColumn('given_at', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addCheckConstraint('esign_consents_locale', sql`locale IN ('en', 'es')`)
    .execute();
  await db.schema
    .createIndex('esign_consents_deal')
    .on('esign_consents')
    .columns(['deal_id', 'user_id', 'given_at'])
    .execute();

  await db.schema
    .createTable('signed_contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One signed contract per deal: two signings at once cannot both land.
    .addColumn('deal_id', 'text', (c) => c.notNull().unique().references('deals.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('consent_id', 'text', (c) => c.notNull().references('esign_consents.id'))
    .addColumn('kind', 'text', notNull)
    .addColumn('contract', 'text', notNull)
    .addColumn('digest', 'text', notNull)
    .addColumn('signature_name', 'text', notNull)
    .addColumn('signed_at', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addCheckConstraint('signed_contracts_kind', sql`kind IN ('FINANCE', 'LEASE')`)
    .execute();
}

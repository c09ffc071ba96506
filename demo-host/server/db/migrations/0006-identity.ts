/**
 * Accounts and identity: member state and address on users, prospects with PINs,
 * ghost leads, consent records, MFA codes, the development outbox and the sandbox's known
 * street addresses. Codes and PINs are stored only as digests.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, MONEY, notNull, withAutoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('member_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ['address', 'address2', 'city', 'state_code', 'county', 'sso_provider', 'sso_subject']) {
    await db.schema.alterTable('users').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('users').addColumn('lat', MONEY).execute();
  await db.schema.alterTable('users').addColumn('lng', MONEY).execute();
  await db.schema
    .alterTable('users')
    .addColumn('sms_allowed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_sso').on('users').columns(['sso_provider', 'sso_subject']).execute();

  await db.schema.alterTable('sessions').addColumn('prospect_id', 'text').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('pin_validated', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sessions').addColumn('mfa_verified_at', EPOCH_MS).execute();

  await db.schema
    .createTable('prospects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('campaign_slug', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('zipcode', 'text', notNull)
    // SHA-256 of the PIN in the prospect's mail link: PINs are long random tokens, looked up by digest.
    .addColumn('pin_digest', 'text', (c) => c.notNull().unique())
    .addColumn('pin_expires_at', EPOCH_MS, notNull)
    .addColumn('user_id', 'text')
    .addColumn('auto_send_mfa', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('ghost_leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // SHA-256 of the random token in the ghost-lead cookie.
    .addColumn('token_digest', 'text', (c) => c.notNull().unique())
    .addColumn('campaign_slug', 'text', notNull)
    .addColumn('first_name', 'text', notNull)
    .addColumn('last_name', 'text', notNull)
    .addColumn('email', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('zip_code', 'text', notNull)
    .addColumn('user_id', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();

  await withAutoId(db, db.schema.createTable('consents'))
    .addColumn('kind', 'text', notNull)
    .addColumn('user_id', 'text')
    .addColumn('ghost_lead_id', 'text')
    .addColumn('email', 'text', notNull)
    .addColumn('phone_number', 'text', notNull)
    .addColumn('disclaimer_version', 'text', notNull)
    .addColumn('disclaimer_text', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addColumn('given_at', 'text', notNull)
    .execute();

  await db.schema
    .createTable('mfa_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // 'prospect:<id>' or 'member:<normalized email>'.
    .addColumn('subject', 'text', notNull)
    .addColumn('channel', 'text', notNull)
    .addColumn('code_hash', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .addColumn('expires_at', EPOCH_MS, notNull)
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', EPOCH_MS)
    .execute();
  await db.schema.createIndex('mfa_codes_subject').on('mfa_codes').columns(['subject', 'created_at']).execute();

  await withAutoId(db, db.schema.createTable('outbox'))
    .addColumn('channel', 'text', notNull)
    .addColumn('recipient', 'text', notNull)
    .addColumn('subject', 'text')
    .addColumn('body', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  await withAutoId(db, db.schema.createTable('known_addresses'))
    .addColumn('street1', 'text', notNull)
    .addColumn('street2', 'text')
    .addColumn('city', 'text', notNull)
    .addColumn('state_code', 'text', notNull)
    .addColumn('zip_code', 'text', notNull)
    .addColumn('county', 'text', notNull)
    .addColumn('lat', MONEY, notNull)
    .addColumn('lng', MONEY, notNull)
    .addColumn('business', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('known_addresses_zip').on('known_addresses').column('zip_code').execute();
}

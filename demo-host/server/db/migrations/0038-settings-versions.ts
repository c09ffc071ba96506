/**
 * Versioned settings: every saved state of a settings document (a dealer's rules, a campaign, its theme, a
 * dealer's lead settings…) by subject and version number, so a change can be read back and reverted.
 * `audit_log.changes` names the fields an entry changed (JSON array), so the log says what changed.
 */
import type { Kysely } from 'kysely';
import { EPOCH_MS, notNull, withAutoId } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withAutoId(db, db.schema.createTable('settings_versions'))
    .addColumn('subject', 'text', notNull)
    .addColumn('version', 'integer', notNull)
    .addColumn('dealer_id', 'text')
    .addColumn('data', 'text', notNull)
    .addColumn('changed', 'text', notNull)
    .addColumn('staff_email', 'text')
    .addColumn('at', EPOCH_MS, notNull)
    .addColumn('reverted_to', 'integer')
    .addUniqueConstraint('settings_versions_subject_version', ['subject', 'version'])
    .execute();
  await db.schema.alterTable('audit_log').addColumn('changes', 'text').execute();
}

/**
 * What an MFA verification in a session proved (PIN and MFA): 0006 records *when*
 * (`mfa_verified_at`); this records *who* ('prospect:<id>' or 'member:<email>'), so a disabled
 * member who proved their email is known to that session without being signed in.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('mfa_subject', 'text').execute();
  // The console and the context look a prospect up by its user (userExistForProspect).
  await db.schema.createIndex('prospects_user').on('prospects').column('user_id').execute();
}

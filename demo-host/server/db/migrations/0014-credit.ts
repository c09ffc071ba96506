/**
 * Credit pre-qualification. `soft_pulls` records every inquiry with the consent it was
 * made under (the exact text shown, when, from where) and, for a HIT, its score, tier and expiry;
 * the date of birth and the income are never stored. The address's ZIP and state stay (the tax
 * location where the shopper lives), the name only as initials (the demo host's inquiry log). A pull
 * belongs to the signed-in user, else to the session (moved to the user at login).
 * `pre_approvals` (a placeholder since 0002, never written) is rebuilt: each row is one lender's
 * pre-approval issued from a HIT, owned through its pull and lasting as long as it.
 * `credit_selections` is the shopper's self-selected tier (owner `u:<user>` or `s:<session>`, as
 * recently_viewed), `deals.self_selected_tier` the deal's. Sessions remember the campaign and
 * dealer their page was rendered for: the credit calls carry neither, and a campaign may switch
 * credit off.
 */
import { sql, type Kysely } from 'kysely';
import { MONEY, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable('sessions').addColumn('campaign_slug', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('dealer_id', 'text').execute();
  await db.schema.alterTable('deals').addColumn('self_selected_tier', 'text').execute();
  // The campaign the deal was started in: one without credit features prices at the default score.
  await db.schema.alterTable('deals').addColumn('campaign_slug', 'text').execute();

  await db.schema
    .createTable('soft_pulls')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', notNull)
    .addColumn('agency', 'text', notNull)
    .addColumn('outcome', 'text', notNull)
    .addColumn('score', 'integer')
    .addColumn('tier', 'text')
    .addColumn('initials', 'text', notNull)
    .addColumn('zip_code', 'text', notNull)
    .addColumn('state_code', 'text', notNull)
    .addColumn('consent_version', 'text', notNull)
    .addColumn('consent_locale', 'text', notNull)
    .addColumn('consent_text', 'text', notNull)
    .addColumn('consented_at', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('user_agent', 'text', notNull)
    .addColumn('pulled_at', 'text', notNull)
    .addColumn('expires_at', 'text')
    .addCheckConstraint('soft_pulls_agency', sql`agency IN ('TRANSUNION', 'EXPERIAN')`)
    .addCheckConstraint('soft_pulls_outcome', sql`outcome IN ('HIT', 'NO_HIT', 'FROZEN')`)
    // A HIT has a score, a tier and an expiry; the other outcomes have none.
    .addCheckConstraint(
      'soft_pulls_hit',
      sql`(outcome = 'HIT') = (score IS NOT NULL AND tier IS NOT NULL AND expires_at IS NOT NULL)`,
    )
    .execute();
  await db.schema.createIndex('soft_pulls_user').on('soft_pulls').columns(['user_id', 'pulled_at']).execute();
  await db.schema.createIndex('soft_pulls_session').on('soft_pulls').columns(['session_id', 'pulled_at']).execute();
  await db.schema.createIndex('soft_pulls_pulled').on('soft_pulls').column('pulled_at').execute();

  await db.schema.dropTable('pre_approvals').execute();
  await db.schema
    .createTable('pre_approvals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('soft_pull_id', 'text', (c) => c.notNull().references('soft_pulls.id').onDelete('cascade'))
    .addColumn('lender_number', 'text', notNull)
    .addColumn('lender_name', 'text', notNull)
    .addColumn('apr', MONEY, notNull)
    .addColumn('max_amount', MONEY, notNull)
    .addColumn('max_term', 'integer', notNull)
    .addColumn('tier', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addColumn('expires_at', 'text', notNull)
    .execute();
  await db.schema.createIndex('pre_approvals_pull').on('pre_approvals').columns(['soft_pull_id', 'position']).execute();

  await db.schema
    .createTable('credit_selections')
    .addColumn('owner', 'text', (c) => c.primaryKey())
    .addColumn('tier', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
}

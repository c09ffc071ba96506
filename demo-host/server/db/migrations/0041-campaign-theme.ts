/**
 * The white-label theme as data: `campaigns.theme_tokens` holds the campaign's theme tokens (JSON), filled
 * here from the theme file its `theme` named, so every campaign keeps its look; `theme_images` holds the
 * uploaded logos and favicons by content hash (base64 text: one portable column type, and every process
 * behind the load balancer serves them from the shared database).
 */
import { sql, type Kysely } from 'kysely';
import { presetTokens } from '../seed/theme-presets.ts';
import { EPOCH_MS, notNull } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('campaigns').addColumn('theme_tokens', 'text').execute();
  const rows = await sql<{ slug: string; theme: string | null }>`select slug, theme from campaigns`.execute(db);
  for (const row of rows.rows) {
    await sql`update campaigns set theme_tokens = ${JSON.stringify(presetTokens(row.theme))} where slug = ${row.slug}`.execute(
      db,
    );
  }
  await db.schema
    .createTable('theme_images')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', notNull)
    .addColumn('data', 'text', notNull)
    .addColumn('created_at', EPOCH_MS, notNull)
    .execute();
}

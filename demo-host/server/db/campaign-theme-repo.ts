/**
 * A campaign's theme tokens (`campaigns.theme_tokens`) and the uploaded theme images (`theme_images`).
 */
import * as v from 'valibot';
import { ThemeTokensSchema, type ThemeTokens } from '../../../src/contract/campaign-theme.ts';
import { presetTokens } from './seed/theme-presets.ts';
import type { Db } from './schema.ts';

/**
 * The campaign's tokens; null for an unknown campaign. A row without readable tokens (written before
 * migration 0041 by hand, or damaged) falls back to its theme's preset rather than an unstyled widget.
 */
export async function getCampaignTheme(db: Db, slug: string): Promise<ThemeTokens | null> {
  const row = await db
    .selectFrom('campaigns')
    .select(['theme', 'theme_tokens'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? themeTokensOf(row) : null;
}

/** A campaign row's tokens (see getCampaignTheme). */
export function themeTokensOf(row: { theme: string | null; theme_tokens: string | null }): ThemeTokens {
  const parsed = v.safeParse(ThemeTokensSchema, parseJson(row.theme_tokens));
  return parsed.success ? parsed.output : presetTokens(row.theme);
}

function parseJson(text: string | null): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export async function saveCampaignTheme(db: Db, slug: string, tokens: ThemeTokens): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ theme_tokens: JSON.stringify(tokens) })
    .where('slug', '=', slug)
    .execute();
}

export type ThemeImage = { key: string; contentType: string; bytes: Buffer };

/** Stores an image under its content key; the same bytes again are the same row. */
export async function putThemeImage(db: Db, image: ThemeImage, at: number): Promise<void> {
  await db
    .insertInto('theme_images')
    .values({ key: image.key, content_type: image.contentType, data: image.bytes.toString('base64'), created_at: at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export async function getThemeImage(db: Db, key: string): Promise<ThemeImage | null> {
  const row = await db.selectFrom('theme_images').selectAll().where('key', '=', key).executeTakeFirst();
  return row ? { key: row.key, contentType: row.content_type, bytes: Buffer.from(row.data, 'base64') } : null;
}

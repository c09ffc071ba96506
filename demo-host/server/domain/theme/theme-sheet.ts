/**
 * A campaign's theme sheet: its tokens as custom properties at a content-hash URL, so the shell links it with a
 * long cache and a saved change is a new URL (DESIGN.md §1: theme CSS immutable, long cache).
 */
import { createHash } from 'node:crypto';
import { themeCss, type ThemeTokens } from '../../../../src/contract/campaign-theme.ts';

export type ThemeSheet = { css: string; hash: string; path: string };

export function themeSheet(slug: string, tokens: ThemeTokens): ThemeSheet {
  const css = themeCss(tokens);
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 16);
  return { css, hash, path: `/theme/${encodeURIComponent(slug)}/${hash}.css` };
}

/**
 * The theme editor's calls: a campaign's theme read and saved, an image uploaded, and one vehicle of its stock
 * for the preview (the widget's own listings API, as a shopper without a session reads it).
 */
import * as v from 'valibot';
import {
  CampaignThemeAnswerSchema,
  ThemeImageAnswerSchema,
  type ThemeTokens,
} from '../../../contract/campaign-theme.ts';
import { request } from '../../../lib/http.ts';

const themePath = (slug: string) => `/campaigns/${encodeURIComponent(slug)}/theme`;

export const getTheme = (slug: string, signal: AbortSignal) =>
  request('GET', themePath(slug), CampaignThemeAnswerSchema, { signal });
export const saveTheme = (slug: string, body: ThemeTokens) =>
  request('PUT', themePath(slug), CampaignThemeAnswerSchema, { body });
export function uploadThemeImage(slug: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return request('POST', `${themePath(slug)}/images`, ThemeImageAnswerSchema, { body });
}

const ListedSchema = v.object({ items: v.array(v.object({ id: v.string() })) });

/** The first vehicle the dealer's listings show (null: none, or the search failed: the preview shows home alone). */
export async function firstListedVehicle(dealerId: string, signal?: AbortSignal): Promise<string | null> {
  const query = new URLSearchParams({ dealerId, pageSize: '1' });
  const response = await fetch(`/api/vehicles/search?${query.toString()}`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) return null;
  const parsed = v.safeParse(ListedSchema, await response.json());
  return parsed.success ? (parsed.output.items[0]?.id ?? null) : null;
}

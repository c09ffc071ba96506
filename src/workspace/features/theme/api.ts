/** The theme editor's calls: a campaign's theme read and saved, an image uploaded. */
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

/**
 * A campaign's white-label theme as a versioned settings document (`campaign-theme`), its uploaded logo and
 * favicon, and what the widget loads of it: the tokens' sheet and the images, both by content hash.
 */
import { createHash } from 'node:crypto';
import {
  THEME_NOT_YOURS,
  ThemeTokensSchema,
  type CampaignThemeAnswer,
  type ThemeTokens,
} from '../../../../src/contract/campaign-theme.ts';
import { getCampaignTheme, getThemeImage, putThemeImage, saveCampaignTheme } from '../../db/campaign-theme-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { Forbidden, NotFound } from '../../domain/errors.ts';
import { reachesDealer } from '../../domain/staff/access.ts';
import { checkThemeImage } from '../../domain/theme/theme-image.ts';
import { themeSheet, type ThemeSheet } from '../../domain/theme/theme-sheet.ts';
import type { AppDeps } from '../app-deps.ts';
import { managesDealers } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

async function campaignOf(db: Db, slug: string) {
  const campaign = await db
    .selectFrom('campaigns')
    .select(['slug', 'name'])
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!campaign) throw new NotFound('Campaign not found');
  const dealers = await db
    .selectFrom('campaign_dealers')
    .select('dealer_id')
    .where('campaign_slug', '=', slug)
    .orderBy('position')
    .execute();
  return { ...campaign, dealerIds: dealers.map((d) => d.dealer_id) };
}

/**
 * A campaign's look is shared by all its dealers: a platform admin changes it, or a manager only when every
 * dealer of the campaign is theirs, so no manager restyles another dealer's widget.
 */
async function managedCampaign(db: Db, member: StaffMember, slug: string) {
  const campaign = await campaignOf(db, slug);
  if (member.role === 'PLATFORM_ADMIN') return campaign;
  if (!managesDealers(member) || !campaign.dealerIds.length) throw new Forbidden(THEME_NOT_YOURS);
  if (!campaign.dealerIds.every((id) => reachesDealer(member, id))) throw new Forbidden(THEME_NOT_YOURS);
  return campaign;
}

export const campaignThemeDoc: SettingsDoc<ThemeTokens> = {
  kind: 'campaign-theme',
  auditAction: 'campaign.theme',
  schema: ThemeTokensSchema,
  async authorize(db, member, id) {
    const campaign = await managedCampaign(db, member, id);
    // Filed under its first dealer, so that dealer's managers read the change in their audit log.
    return { recordType: 'campaign', recordId: campaign.slug, dealerId: campaign.dealerIds[0] ?? null };
  },
  async load(db, id) {
    const tokens = await getCampaignTheme(db, id);
    if (!tokens) throw new NotFound('Campaign not found');
    return tokens;
  },
  async save(db, id, tokens) {
    await saveCampaignTheme(db, id, tokens);
  },
};

export type CampaignThemeService = {
  get(member: StaffMember, slug: string): Promise<CampaignThemeAnswer>;
  /** `tokens` already passed ThemeInputSchema (contrast included) at the route. */
  set(member: StaffMember, slug: string, tokens: ThemeTokens, client: string): Promise<CampaignThemeAnswer>;
  /** Checks and stores an uploaded image; its key. */
  upload(member: StaffMember, slug: string, bytes: Uint8Array): Promise<{ key: string }>;
  /** The widget's: the campaign's sheet (null: no such campaign). */
  sheet(slug: string): Promise<ThemeSheet | null>;
  image(key: string): Promise<{ contentType: string; bytes: Buffer } | null>;
};

export function createCampaignTheme(
  deps: Pick<AppDeps, 'db' | 'now'> & { history: SettingsHistoryService },
): CampaignThemeService {
  const { db, history } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  async function answer(member: StaffMember, slug: string): Promise<CampaignThemeAnswer> {
    const campaign = await managedCampaign(db, member, slug);
    const shown = { slug: campaign.slug, name: campaign.name, dealerId: campaign.dealerIds[0] ?? null };
    return { campaign: shown, tokens: await campaignThemeDoc.load(db, slug) };
  }

  return {
    get: answer,
    async set(member, slug, tokens, client) {
      await history.update(campaignThemeDoc, member, slug, tokens, client);
      return answer(member, slug);
    },
    async upload(member, slug, bytes) {
      await managedCampaign(db, member, slug);
      const image = await checkThemeImage(bytes);
      const key = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.extension}`;
      await putThemeImage(db, { key, contentType: image.contentType, bytes: image.bytes }, clock());
      return { key };
    },
    async sheet(slug) {
      const tokens = await getCampaignTheme(db, slug);
      return tokens ? themeSheet(slug, tokens) : null;
    },
    image: (key) => getThemeImage(db, key),
  };
}

/**
 * The `campaigns` table as the contract's `Campaign`: by slug, by host name, and the embed origins each allows.
 */
import type { Campaign, DisableablePage, StockType } from '../../../src/contract/page-context.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, Row } from './schema.ts';
import { isUpgradeProgramTenant } from '../../../src/contract/shell.ts';
import { bool, json } from './repo.ts';
import type { CampaignSettings } from '../../../src/contract/workspace-onboarding.ts';
import { themeImagePath, type ThemeTokens } from '../../../src/contract/campaign-theme.ts';
import { themeTokensOf } from './campaign-theme-repo.ts';

const logoOf = (row: CampaignRow): { logo?: string } => {
  const logo = themeTokensOf(row).logo;
  return logo ? { logo: themeImagePath(logo) } : {};
};

// ─── campaigns ──────────────────────────────────────────────────────────────────────────────

type CampaignRow = Row<'campaigns'>;

/** A campaign plus the server-side settings the app never sees directly. */
export type CampaignDetails = {
  campaign: Campaign;
  isDefault: boolean;
  financierName: string | null;
  /** Switched off: every page of it is the CampaignDisabled terminal error (seed 000 §8). */
  disabled: boolean;
  /** Its white-label theme (migration 0041). */
  themeTokens: ThemeTokens;
};

function toCampaign(row: CampaignRow, upgradeTenantIds: readonly string[]): Campaign {
  const campaign: Omit<Campaign, 'upgradeProgram'> = {
    slug: row.slug,
    name: row.name,
    title: row.title,
    productId: row.product_id as Campaign['productId'],
    theme: row.theme,
    channel: row.channel,
    domain: row.domain,
    phoneNumber: row.phone_number,
    phoneNumberFormatted: row.phone_number_formatted,
    pinEnabled: bool(row.pin_enabled),
    warrantyEnabled: bool(row.warranty_enabled),
    callCenterEnabled: bool(row.call_center_enabled),
    tenantId: row.tenant_id,
    paymentType: row.payment_type,
    ssos: json<string[]>(row.ssos),
    noPaymentDays: row.no_payment_days,
    programId: row.program_id,
    stockTypeConditions: json<StockType[]>(row.stock_type_conditions),
    cobrowseLicenseKey: row.cobrowse_license_key,
    featureFlags: json<string[]>(row.feature_flags),
    disabledPages: json<DisableablePage[]>(row.disabled_pages),
    allowedOrigins: json<string[]>(row.allowed_origins),
    // Only when one was uploaded: a campaign without a logo reads as it did before themes were data.
    ...logoOf(row),
  };
  return { ...campaign, upgradeProgram: isUpgradeProgramTenant(campaign, upgradeTenantIds) };
}

/** Seed 000 §6: the tenant ids configured as the upgrade program. */
export async function listUpgradeProgramTenants(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('upgrade_program_tenants').select('tenant_id').execute();
  return rows.map((r) => r.tenant_id);
}

function toDetails(row: CampaignRow, upgradeTenantIds: readonly string[]): CampaignDetails {
  return {
    campaign: toCampaign(row, upgradeTenantIds),
    isDefault: bool(row.is_default),
    financierName: row.financier_name,
    disabled: bool(row.disabled),
    themeTokens: themeTokensOf(row),
  };
}

export async function listCampaigns(db: Db): Promise<Campaign[]> {
  const rows = await db.selectFrom('campaigns').selectAll().orderBy('position').orderBy('slug').execute();
  const tenants = await listUpgradeProgramTenants(db);
  return rows.map((row) => toCampaign(row, tenants));
}

export async function getCampaign(db: Db, slug: string): Promise<Campaign | null> {
  return (await getCampaignDetails(db, slug))?.campaign ?? null;
}

/** Selects the campaign's own tenant id when it is configured as an upgrade program (seed 000 §6), in the same statement. */
const upgradeTenant = (eb: ExpressionBuilder<Database, 'campaigns'>) =>
  eb
    .selectFrom('upgrade_program_tenants as u')
    .select('u.tenant_id')
    .whereRef('u.tenant_id', '=', 'campaigns.tenant_id')
    .as('upgrade_tenant');

const withUpgradeTenant = (row: CampaignRow & { upgrade_tenant: string | null }): CampaignDetails =>
  toDetails(row, row.upgrade_tenant === null ? [] : [row.upgrade_tenant]);

export async function getCampaignDetails(db: Db, slug: string): Promise<CampaignDetails | null> {
  const row = await db
    .selectFrom('campaigns')
    .selectAll()
    .select(upgradeTenant)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? withUpgradeTenant(row) : null;
}

/** The standalone site picks its campaign by host name; the default campaign answers any other host. */
export async function getCampaignForHost(db: Db, hostName: string): Promise<CampaignDetails | null> {
  // The host's campaign first, then the default one, then any: one query, best match first.
  const row = await db
    .selectFrom('campaigns')
    .selectAll()
    .select(upgradeTenant)
    .orderBy((eb) => eb.case().when('domain', '=', hostName).then(0).when('is_default', '=', 1).then(1).else(2).end())
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row ? withUpgradeTenant(row) : null;
}

/** True when any campaign lists the origin as a dealer site allowed to embed it (CORS). */
export async function isAllowedOrigin(db: Db, origin: string): Promise<boolean> {
  const rows = await db.selectFrom('campaigns').select('allowed_origins').execute();
  return rows.some((row) => json<string[]>(row.allowed_origins).includes(origin));
}

// ─── onboarding (the workspace's campaign settings) ─────────────────────────────────────────

/** The columns a campaign's settings document writes (workspace-onboarding.ts `CampaignSettings`). */
function settingsColumns(s: CampaignSettings) {
  return {
    name: s.name,
    title: s.title,
    product_id: s.productId,
    channel: s.channel,
    tenant_id: s.tenantId,
    program_id: s.programId,
    pin_enabled: s.pinEnabled ? 1 : 0,
    warranty_enabled: s.warrantyEnabled ? 1 : 0,
    call_center_enabled: s.callCenterEnabled ? 1 : 0,
    payment_type: s.paymentType,
    ssos: JSON.stringify(s.ssos),
    no_payment_days: s.noPaymentDays,
    stock_type_conditions: JSON.stringify(s.stockTypeConditions),
    feature_flags: JSON.stringify(s.featureFlags),
    disabled_pages: JSON.stringify(s.disabledPages),
    allowed_origins: JSON.stringify(s.allowedOrigins),
  };
}

export type NewCampaign = CampaignSettings & {
  slug: string;
  dealerId: string;
  theme: string;
  domain: string;
  phoneNumber: string;
  phoneNumberFormatted: string;
};

/** Adds a campaign after every other, with its one dealer; a taken slug is the database's unique violation. */
export async function insertCampaign(db: Db, c: NewCampaign): Promise<void> {
  const last = await db
    .selectFrom('campaigns')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  await db
    .insertInto('campaigns')
    .values({
      slug: c.slug,
      ...settingsColumns(c),
      theme: c.theme,
      domain: c.domain,
      phone_number: c.phoneNumber,
      phone_number_formatted: c.phoneNumberFormatted,
      cobrowse_license_key: null,
      financier_name: null,
      position: Number(last?.position ?? 0) + 1,
    })
    .execute();
  await db
    .insertInto('campaign_dealers')
    .values({ campaign_slug: c.slug, dealer_id: c.dealerId, position: 0 })
    .execute();
}

export async function campaignExists(db: Db, slug: string): Promise<boolean> {
  return (await db.selectFrom('campaigns').select('slug').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

/** The values the workspace edits, as the settings document stores them; null for an unknown campaign. */
export async function getCampaignSettings(db: Db, slug: string): Promise<CampaignSettings | null> {
  const c = await getCampaign(db, slug);
  if (!c) return null;
  return {
    name: c.name,
    title: c.title,
    productId: c.productId,
    channel: c.channel,
    tenantId: c.tenantId,
    programId: c.programId,
    pinEnabled: c.pinEnabled,
    warrantyEnabled: c.warrantyEnabled,
    callCenterEnabled: c.callCenterEnabled,
    paymentType: c.paymentType,
    ssos: c.ssos,
    noPaymentDays: c.noPaymentDays,
    stockTypeConditions: c.stockTypeConditions,
    featureFlags: c.featureFlags as CampaignSettings['featureFlags'],
    disabledPages: c.disabledPages,
    allowedOrigins: c.allowedOrigins,
  };
}

export async function setCampaignSettings(db: Db, slug: string, s: CampaignSettings): Promise<void> {
  await db.updateTable('campaigns').set(settingsColumns(s)).where('slug', '=', slug).execute();
}

/** The campaigns of each dealer, by position: the onboarding page's list. */
export async function listDealerCampaigns(db: Db): Promise<{ dealerId: string; slug: string; name: string }[]> {
  const rows = await db
    .selectFrom('campaign_dealers as cd')
    .innerJoin('campaigns as c', 'c.slug', 'cd.campaign_slug')
    .select(['cd.dealer_id', 'c.slug', 'c.name'])
    .orderBy('c.position')
    .orderBy('c.slug')
    .execute();
  return rows.map((r) => ({ dealerId: r.dealer_id, slug: r.slug, name: r.name }));
}

/** The dealers a campaign names (its managers may edit it when they manage every one). */
export async function listCampaignDealerIds(db: Db, slug: string): Promise<string[]> {
  const rows = await db
    .selectFrom('campaign_dealers')
    .select('dealer_id')
    .where('campaign_slug', '=', slug)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.dealer_id);
}

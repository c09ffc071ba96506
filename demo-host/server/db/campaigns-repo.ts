/**
 * The `campaigns` table as the contract's `Campaign`: by slug, by host name, and the embed origins each allows.
 */
import type { Campaign, DisableablePage, StockType } from '../../../src/contract/page-context.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, Row } from './schema.ts';
import { isUpgradeProgramTenant } from '../../../src/contract/shell.ts';
import { bool, json } from './repo.ts';
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

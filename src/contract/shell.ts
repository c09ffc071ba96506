/**
 * Shell calls: the updated payoff of the visitor's trade (seed 001 §3 "Payoff updated info"),
 * read by the updated-trade modal, and the shopper's language. The sandbox server validates
 * its requests and types its responses with these schemas.
 */
import * as v from 'valibot';
import { money, signedMoney } from './bounds.ts';
import type { Campaign } from './page-context.ts';
import type { RouteName } from './route-table.ts';
import type { PageContext } from './page-context.ts';

export const PayoffUpdatedInfoSchema = v.object({
  vehicleName: v.string(),
  vin: v.string(),
  oldTradeOffer: money('Trade offer'),
  oldPayoff: money('Payoff'),
  oldNetOffer: signedMoney('Net offer'),
  newTradeOffer: money('Trade offer'),
  newPayoff: money('Payoff'),
  newNetOffer: signedMoney('Net offer'),
  difference: signedMoney('Difference'),
});

/** `GET /api/trade/payoff-updated`: null when the trade value has not changed. */
export const PayoffUpdatedResponseSchema = v.object({ info: v.nullable(PayoffUpdatedInfoSchema) });
export type PayoffUpdatedResponse = v.InferOutput<typeof PayoffUpdatedResponseSchema>;

/** The updated-trade rule's input is the wire shape itself. */
export type PayoffUpdatedInfo = v.InferOutput<typeof PayoffUpdatedInfoSchema>;

/**
 * `PUT /api/session/locale` (ours: the spec names no call): the language the shopper chose, kept
 * with the session (so also in a third-party iframe, where storage may be denied) and, once signed
 * in, in the profile. The page context then starts in it; the embed's `data-locale` is only the default.
 */
export const LocaleBodySchema = v.object({ locale: v.picklist(['en', 'es'], 'Locale must be en or es') });
export type LocaleBody = v.InferOutput<typeof LocaleBodySchema>;

/** Feature flags of seed 001 §3 and seed 000 §6, spelled as the campaign carries them. */
export const FEATURE_FLAGS = {
  ENABLE_CO_BROWSE: 'ENABLE_CO_BROWSE',
  GHOST_ACCOUNT_REGISTER_FEATURE: 'GHOST_ACCOUNT_REGISTER_FEATURE',
  EV_PROMOTIONAL_BANNER: 'EV_PROMOTIONAL_BANNER',
  TOYOTA_PROMOTIONAL_BANNER: 'TOYOTA_PROMOTIONAL_BANNER',
  KUNI_NAME_CHANGE_BANNER: 'KUNI_NAME_CHANGE_BANNER',
  NEW_BMW_PROMOTIONAL_BANNER: 'NEW_BMW_PROMOTIONAL_BANNER',
  NON_PINNED_REDUCED_SIGN_UP_FLOW: 'NON_PINNED_REDUCED_SIGN_UP_FLOW',
  UPDATED_TRADE_MODAL_DISPLAY: 'UPDATED_TRADE_MODAL_DISPLAY',
  NO_PROFILE_PAGE_FEATURE: 'NO_PROFILE_PAGE_FEATURE',
  HIDE_FLOATING_FOOTERS: 'HIDE_FLOATING_FOOTERS',
  GOOGLE_ONE_TAP_FEATURE: 'GOOGLE_ONE_TAP_FEATURE',
} as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];

export function hasFlag(campaign: Pick<Campaign, 'featureFlags'>, flag: FeatureFlag): boolean {
  return campaign.featureFlags.includes(flag);
}

/**
 * Program ids the campaign rules single out (seed 001 §2 promotions, §4 redirect rule). The spec
 * names them as lists without values: these are the sandbox's seeded programs.
 */
export type ProgramIds = {
  bmw: readonly string[];
  toyota: readonly string[];
  nissanUpgrade: readonly string[];
};

export const SEEDED_PROGRAM_IDS: ProgramIds = {
  bmw: ['BMW-LOYALTY-2026', 'BMW-EV-2026', 'BMW-KUNI-TIGARD'],
  toyota: ['TOYOTA-NEW-INVENTORY'],
  nissanUpgrade: ['NISSAN-UPGRADE'],
};

/** Seed 000 §6 "Certain tenant ids are marked as the upgrade program." */
export function isUpgradeProgramTenant(
  campaign: Pick<Campaign, 'tenantId'>,
  upgradeTenantIds: readonly string[],
): boolean {
  return upgradeTenantIds.includes(campaign.tenantId);
}

/** Named routes the shell rules look at. */
export type ShellRoute = RouteName;

export function isBmwProgram(campaign: Pick<Campaign, 'programId'>, programs: ProgramIds): boolean {
  return campaign.programId !== null && programs.bmw.includes(campaign.programId);
}

export function isToyotaProgram(campaign: Pick<Campaign, 'programId'>, programs: ProgramIds): boolean {
  return campaign.programId !== null && programs.toyota.includes(campaign.programId);
}

// ---------------------------------------------------------------------------------------------
// Banners, floating pieces, footers

/**
 * Seed 000 §6: overlay (embedded) mode applies whenever the app runs in a frame, the loader's
 * overlay and the inline embed alike; the shadow mount counts when it opens as the overlay.
 */
export function isOverlayMode(input: Pick<PageContext, 'mode' | 'overlayEnabled'>): boolean {
  return input.mode === 'iframe' || input.overlayEnabled;
}

/** 'back to dealer website' shows when a referrer URL exists and overlay mode is off. */
export function showLinkBack(input: Pick<PageContext, 'refererUrl' | 'mode' | 'overlayEnabled'>): boolean {
  return Boolean(input.refererUrl) && !isOverlayMode(input);
}

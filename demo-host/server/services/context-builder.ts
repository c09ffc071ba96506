/**
 * Builds the `PageContext` (src/contract/page-context.ts) for a request from the database: the same
 * object goes into the iframe and standalone shells and out of `GET /api/page-context`, with the
 * terminal error of a page that cannot be shown (seed 000 §8, terminal-errors.ts).
 */
import * as v from 'valibot';
import type {
  Campaign,
  Dealer,
  MountMode,
  OneTapConfig,
  PageContext,
  Visitor,
} from '../../../src/contract/page-context.ts';
import { VehicleIdSchema } from '../../../src/contract/vehicle.ts';
import type { TerminalError } from '../../../src/contract/errors.ts';
import { FEATURE_FLAGS, type FeatureFlag } from '../../../src/contract/shell.ts';
import { getProspect, getSessionIdentity, NO_IDENTITY } from '../db/identity-repo.ts';
import { isDisabledMember } from '../domain/identity/membership.ts';
import { prospectSubject } from '../domain/mfa/engine.ts';
import { getVehicle } from '../db/inventory-repo.ts';
import { isNewAccountSession, type Session } from '../db/sessions-repo.ts';
import { getUser, getUserLocale } from '../db/users-repo.ts';
import { listCampaignDealers } from '../db/dealers-repo.ts';
import { type CampaignDetails } from '../db/campaigns-repo.ts';
import { countSavedDeals } from '../db/deals-repo.ts';
import type { Db } from '../db/schema.ts';
import { DEFAULT_ENVIRONMENT, isSandboxDeployment } from '../domain/deployment.ts';
import { landingVehicleId, routeVehicleId, terminalError } from '../domain/terminal-errors.ts';

export type Locale = PageContext['locale'];

export { DEFAULT_ENVIRONMENT } from '../domain/deployment.ts';

export type ContextRequest = {
  details: CampaignDetails;
  session: Session;
  mode: MountMode;
  overlayEnabled: boolean;
  /** The default language (the embed's data-locale, ?locale): the shopper's own choice wins over it. */
  locale: Locale;
  apiBase: string;
  refererUrl: string | null;
  dealerId?: string | undefined;
  vehicleId?: string | undefined;
  /** The deployment this server is (DEPLOYMENT_ENV); a server not told is a development one. */
  environment?: string | undefined;
  /** GOOGLE_PLACES_API_KEY, when this server has one. */
  placesApiKey?: string | null | undefined;
  /** The integrator console's override of the campaign's flags for this render (`?flags=`). */
  featureFlags?: readonly FeatureFlag[] | undefined;
  /** The one-tap identity provider this server runs (identity/providers.ts `oneTapConfig`); none when absent. */
  oneTap?: OneTapConfig | null | undefined;
  /**
   * The page asked for a campaign that does not exist: `details` are the app origin's own campaign,
   * which only dresses its error page (seed 000 §8 CampaignNotFound).
   */
  unknownCampaign?: boolean | undefined;
  /** The route the page opens on (the standalone path, the iframe's first route): the vehicle it names must be in stock. */
  route?: string | null | undefined;
};

/** The requested dealer when it belongs to the campaign, else the campaign's first dealer. */
export async function pickDealer(db: Db, campaignSlug: string, dealerId: string | undefined): Promise<Dealer | null> {
  const dealers = await listCampaignDealers(db, campaignSlug);
  return dealers.find((d) => d.id === dealerId) ?? dealers[0] ?? null;
}

/**
 * Seed 001 §3 context values of the visitor. Signed in, the user's; otherwise the prospect's whose
 * PIN this session validated, on this campaign only (a PIN vouches for its own campaign, and one
 * session may open several campaigns). isMember/isMemberDisabled: the signed-in user's, else the
 * prospect's user's. displayPinForm (ours): the campaign is pinEnabled and the visitor is neither
 * signed in nor holding a validated PIN, so the verify page offers a field to type the PIN. Without
 * a campaign (API answers after an MFA check) the prospect is not re-checked and no form is offered.
 * newAccount (ours): the signed-in account was made in this session, so home welcomes, not welcomes back.
 */
export async function buildVisitor(
  db: Db,
  session: Session,
  campaign?: Pick<Campaign, 'slug' | 'pinEnabled'>,
): Promise<Visitor> {
  const user = session.userId ? await getUser(db, session.userId) : null;
  const identity = session.blank ? NO_IDENTITY : await getSessionIdentity(db, session.id);
  const candidate = identity.pinValidated && identity.prospectId ? await getProspect(db, identity.prospectId) : null;
  const prospect = candidate && (!campaign || candidate.campaignSlug === campaign.slug) ? candidate : null;
  const prospectUser = prospect?.userId && prospect.userId !== user?.id ? await getUser(db, prospect.userId) : null;
  const member = user ?? prospectUser;
  const person = user ?? prospect;
  // Seed 000 §3 phone and ZIP: a prospect's once their code proved it is them; on the PIN alone the
  // verify pages show them masked, and the context must not give them away.
  const proven = prospect && identity.mfaVerifiedAt !== null && identity.mfaSubject === prospectSubject(prospect.id);
  const contact = user ?? (proven ? prospect : null);
  return {
    isLoggedIn: user !== null,
    userId: user?.id ?? null,
    prospectId: prospect?.id ?? null,
    firstName: person?.firstName ?? null,
    lastName: person?.lastName ?? null,
    email: person?.email ?? null,
    phoneNumber: contactField(contact?.phoneNumber, /^\d{10}$/),
    zipcode: contactField(contact?.zipcode, /^\d{5}$/),
    isMember: member?.isMember ?? false,
    isMemberDisabled: isDisabledMember(member),
    pinValidated: prospect !== null,
    userExistForProspect: prospect !== null && prospect.userId !== null,
    autoSendMFA: prospect?.autoSendMfa ?? false,
    displayPinForm: Boolean(campaign?.pinEnabled) && prospect === null && user === null,
    dealCount: user ? await countSavedDeals(db, user.id) : 0,
    newAccount: user ? await isNewAccountSession(db, session.id) : false,
  };
}

/** A stored phone or ZIP as the context carries it: null when there is none or it is not well formed. */
function contactField(value: string | undefined, shape: RegExp): string | null {
  return value && shape.test(value) ? value : null;
}

/** Whether the vehicle a route names is in stock; a malformed id names no vehicle that could be. */
async function vehicleInStock(db: Db, id: string): Promise<boolean> {
  return v.is(VehicleIdSchema, id) && (await getVehicle(db, id)) !== null;
}

/** Seed 000 §8: the page's terminal error (terminal-errors.ts), from what the request asked for. */
async function pageTerminalError(db: Db, r: ContextRequest): Promise<TerminalError | null> {
  const routeVehicle = routeVehicleId(r.route);
  const campaign = r.unknownCampaign ? 'unknown' : r.details.disabled ? 'disabled' : 'found';
  // A closed campaign's pages are closed whatever they are about: no vehicle to look up.
  if (campaign !== 'found' || routeVehicle === null) return terminalError({ campaign, routeVehicle: 'none' });
  return terminalError({ campaign, routeVehicle: (await vehicleInStock(db, routeVehicle)) ? 'found' : 'gone' });
}

export async function buildPageContext(db: Db, r: ContextRequest): Promise<PageContext> {
  const { financierName } = r.details;
  const campaign = r.featureFlags ? { ...r.details.campaign, featureFlags: [...r.featureFlags] } : r.details.campaign;
  const dealer = await pickDealer(db, campaign.slug, r.dealerId);
  // The landing page is about its own vehicle, whatever the embed named (seed 001 §2 vehicle banner).
  const wanted = landingVehicleId(r.route) ?? r.vehicleId;
  // A vehicle of interest that is gone is dropped (home shows without its banner), not a terminal error.
  const vehicleOfInterestId = wanted !== undefined && (await vehicleInStock(db, wanted)) ? wanted : null;
  // The shopper's own choice (this session's, else their profile's) wins over the embed's default.
  const chosen = r.session.locale ?? (r.session.userId ? await getUserLocale(db, r.session.userId) : null);
  return {
    mode: r.mode,
    overlayEnabled: r.overlayEnabled,
    locale: chosen ?? r.locale,
    apiBase: r.apiBase,
    refererUrl: r.refererUrl,
    campaign,
    dealer,
    visitor: await buildVisitor(db, r.session, campaign),
    financierName,
    // Seed 001 §2 "Navigation bar": the campaign title on the upgrade channel, else the dealer name.
    navBrand: campaign.channel === 'upgrade' ? campaign.title : (dealer?.name ?? campaign.title),
    vehicleOfInterestId,
    environment: r.environment ?? DEFAULT_ENVIRONMENT,
    oneTap: r.oneTap ?? null,
    placesApiKey: r.placesApiKey ?? null,
    error: await pageTerminalError(db, r),
  };
}

/** A referrer is trusted (for link-back and the bridge) only when its origin may embed the campaign. */
export function trustedReferer(ref: string | undefined, allowedOrigins: readonly string[]): string | null {
  if (!ref) return null;
  let url: URL;
  try {
    url = new URL(ref);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}

export function toLocale(value: string | undefined): Locale {
  return value === 'es' ? 'es' : 'en';
}

export const CampaignSlugSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Campaign is invalid'));
export const DealerIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Dealer is invalid'));

/**
 * Whether this deployment lets the integrator console override a campaign's feature flags: only a
 * sandbox (deployment.ts). The boundary is the deployment, not a console marker: in a sandbox the
 * console is open to anyone who reaches it, so a token it handed out would prove nothing more.
 */
export function flagsOverrideAllowed(environment: string | undefined): boolean {
  return isSandboxDeployment(environment);
}

/** The `flags` value that turns every flag off. */
export const FLAGS_NONE = 'none';

export const KNOWN_FEATURE_FLAGS: readonly FeatureFlag[] = Object.values(FEATURE_FLAGS);

/**
 * `?flags=A,B` on `/embed` and `/api/page-context`: the sandbox's integrator console tries a
 * campaign with other flags than its record has, for that render only. Every name must be a
 * known flag; `none` (or an empty value) means "no flags": the loader leaves empty attributes out.
 */
export const FlagsOverrideSchema = v.pipe(
  v.string(),
  v.maxLength(1024, 'Too many flags'),
  v.transform((value) => (value === '' || value === FLAGS_NONE ? [] : value.split(','))),
  v.array(v.picklist(KNOWN_FEATURE_FLAGS, 'Unknown feature flag')),
  v.transform((flags) => [...new Set(flags)]),
);

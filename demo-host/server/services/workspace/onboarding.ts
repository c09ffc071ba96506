/**
 * Onboarding: a platform admin creates a dealer and its campaign in one step, with no code change or
 * release; the campaign's values (with the origins allowed to embed it) and the dealer's profile are then
 * versioned settings documents (settings-history.ts). The address goes through the same verification as
 * the shopper's (the geocoder of `POST /api/profile/geocode`), and the city, state and ZIP code stored are
 * the verified ones.
 */
import { randomBytes } from 'node:crypto';
import { formatPhone } from '../../../../src/contract/format.ts';
import {
  ADDRESS_NOT_FOUND,
  ADMINS_ONLY,
  CampaignSettingsSchema,
  DealerProfileSchema,
  isLocalOrigin,
  ORIGIN_HTTP_REFUSED,
  SITE_CHECK_MAX_BYTES,
  SITE_CHECK_MAX_REDIRECTS,
  SITE_CHECK_TIMEOUT_MS,
  SLUG_TAKEN,
  WEBSITE_MESSAGE,
  type SiteCheckAnswer,
  type SiteCheckProblem,
  type CampaignAnswer,
  type CampaignSettings,
  type CreateDealer,
  type DealerProfile,
  type DealerProfileAnswer,
  type EditableCampaign,
  type OnboardedDealer,
} from '../../../../src/contract/workspace-onboarding.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import { listKnownAddressesInZip } from '../../db/address-repo.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import {
  campaignExists,
  getCampaignSettings,
  insertCampaign,
  listCampaignDealerIds,
  listDealerCampaigns,
  setCampaignSettings,
} from '../../db/campaigns-repo.ts';
import { isUniqueViolation } from '../../db/database.ts';
import { getDealer, getDealerProfile, insertDealer, listDealers, setDealerProfile } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import { Forbidden, Invalid, NotFound } from '../../domain/errors.ts';
import { crmUrlProblem } from '../../domain/leads/crm-url.ts';
import { editableCampaigns, mayEditCampaign } from '../../domain/onboarding/campaign-access.ts';
import { checkSite } from '../../domain/onboarding/site-check.ts';
import { geocodeAddress } from '../../sandbox/geo/geocoder.ts';
import type { AppDeps } from '../app-deps.ts';
import { fetchPublic, resolvesPublic, type PublicFetchFailure } from '../outbound/public-fetch.ts';
import { packageZipDirectory } from '../geo/zip-directory.ts';
import { managedDealer, managesDealers } from './managed-dealer.ts';
import type { SettingsDoc, SettingsHistoryService } from './settings-history.ts';

export const DEALER_CREATE_ACTION = 'dealer.create';
/** The theme a new campaign starts with, until its own theme is set. */
export const NEW_CAMPAIGN_THEME = 'default';

const isAdmin = (m: StaffMember) => m.role === 'PLATFORM_ADMIN';

/** A campaign's settings are an admin's, or a manager's of every dealer of the campaign (campaign-access.ts). */
async function authorizeCampaign(db: Db, member: StaffMember, slug: string) {
  if (!managesDealers(member)) throw new Forbidden(MANAGERS_ONLY);
  if (!(await campaignExists(db, slug))) throw new NotFound('Campaign not found');
  const dealerIds = await listCampaignDealerIds(db, slug);
  if (!mayEditCampaign(member, dealerIds)) throw new Forbidden(NOT_YOUR_DEALER);
  return { recordType: 'campaign', recordId: slug, dealerId: dealerIds[0] ?? null };
}

export const campaignDoc: SettingsDoc<CampaignSettings> = {
  kind: 'campaign',
  auditAction: 'campaign.settings',
  schema: CampaignSettingsSchema,
  authorize: authorizeCampaign,
  async load(db, slug) {
    const settings = await getCampaignSettings(db, slug);
    if (!settings) throw new NotFound('Campaign not found');
    return settings;
  },
  save: setCampaignSettings,
};

export const dealerProfileDoc: SettingsDoc<DealerProfile> = {
  kind: 'dealer-profile',
  auditAction: 'dealer.profile',
  schema: DealerProfileSchema,
  async authorize(db, member, id) {
    const dealer = await managedDealer(db, member, id);
    return { recordType: 'dealer', recordId: dealer.id, dealerId: dealer.id };
  },
  async load(db, id) {
    const profile = await getDealerProfile(db, id);
    if (!profile) throw new NotFound('Dealer not found');
    return profile;
  },
  save: setDealerProfile,
};

export type OnboardingService = {
  list(member: StaffMember): Promise<OnboardedDealer[]>;
  /** The campaigns the member may change (managers and admins; agents are refused). */
  listCampaigns(member: StaffMember): Promise<EditableCampaign[]>;
  create(member: StaffMember, body: CreateDealer, client: string): Promise<OnboardedDealer>;
  getCampaign(member: StaffMember, slug: string): Promise<CampaignAnswer>;
  setCampaign(member: StaffMember, slug: string, s: CampaignSettings, client: string): Promise<CampaignAnswer>;
  getProfile(member: StaffMember, dealerId: string): Promise<DealerProfileAnswer>;
  setProfile(member: StaffMember, dealerId: string, p: DealerProfile, client: string): Promise<DealerProfileAnswer>;
  /** Fetches the dealer's page as a browser would and says what stops the widget there. */
  checkSite(member: StaffMember, slug: string, url: string): Promise<SiteCheckAnswer>;
};

/** What the dealer is told when the page could not be read: a refused hop is an address we may not load. */
const SITE_CHECK_FAILURES: Record<PublicFetchFailure, SiteCheckProblem> = {
  'invalid-url': 'refused',
  private: 'refused',
  redirects: 'redirects',
  status: 'status',
  'too-large': 'too-large',
  timeout: 'timeout',
  type: 'unreachable',
  unreachable: 'unreachable',
};

export function createOnboarding(
  deps: Pick<AppDeps, 'db' | 'environment' | 'zipDirectory' | 'now' | 'appOrigin'> & {
    history: SettingsHistoryService;
  },
): OnboardingService {
  const { db, history } = deps;
  const sandbox = isSandboxDeployment(deps.environment);
  const zips = deps.zipDirectory ?? packageZipDirectory;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  function adminOnly(member: StaffMember): void {
    if (!isAdmin(member)) throw new Forbidden(ADMINS_ONLY);
  }

  /** The profile with the address as verified: a street the ZIP code does not know keeps the ZIP code's place. */
  async function verified(profile: DealerProfile, prefix: string): Promise<DealerProfile> {
    const query = {
      address: profile.address,
      address2: '',
      city: profile.city,
      stateCode: profile.stateCode,
      zipCode: profile.zipCode,
    };
    const [known, directory] = await Promise.all([listKnownAddressesInZip(db, profile.zipCode), zips()]);
    const match = geocodeAddress(query, known, directory)[0];
    if (!match) throw new Invalid(ADDRESS_NOT_FOUND, [{ field: `${prefix}zipCode`, message: ADDRESS_NOT_FOUND }]);
    const a = match.address;
    return { ...profile, address: [a.street1, a.street2].filter(Boolean).join(' '), city: a.city, stateCode: a.state };
  }

  /** Plain http origins are this machine's: a sandbox's dealer site, never a real deployment's. */
  function checkOrigins(origins: readonly string[], prefix: string): void {
    if (sandbox) return;
    const errors: FieldError[] = origins.flatMap((o, i) =>
      isLocalOrigin(o) ? [{ field: `${prefix}allowedOrigins.${String(i)}`, message: ORIGIN_HTTP_REFUSED }] : [],
    );
    if (errors.length > 0) throw new Invalid(ORIGIN_HTTP_REFUSED, errors);
  }

  async function listAll(): Promise<OnboardedDealer[]> {
    const [dealers, campaigns] = await Promise.all([listDealers(db), listDealerCampaigns(db)]);
    return dealers.map((d) => ({
      dealer: { id: d.id, name: d.name },
      website: d.website,
      campaigns: campaigns.filter((c) => c.dealerId === d.id).map((c) => ({ slug: c.slug, name: c.name })),
    }));
  }

  async function campaignAnswer(slug: string): Promise<CampaignAnswer> {
    const settings = await campaignDoc.load(db, slug);
    const ids = await listCampaignDealerIds(db, slug);
    const dealers = (await Promise.all(ids.map((id) => getDealer(db, id)))).flatMap((d) =>
      d ? [{ id: d.id, name: d.name }] : [],
    );
    return { slug, dealers, settings };
  }

  return {
    async list(member) {
      adminOnly(member);
      return listAll();
    },
    async listCampaigns(member) {
      if (!managesDealers(member)) throw new Forbidden(MANAGERS_ONLY);
      const [dealers, rows] = await Promise.all([listDealers(db), listDealerCampaigns(db)]);
      const names = new Map(dealers.map((d) => [d.id, d.name]));
      return editableCampaigns(member, rows).map((c) => ({
        slug: c.slug,
        name: c.name,
        dealers: c.dealerIds.map((id) => ({ id, name: names.get(id) ?? id })),
      }));
    },
    async create(member, body, client) {
      adminOnly(member);
      const { slug, ...settings } = body.campaign;
      checkOrigins(settings.allowedOrigins, 'campaign.');
      const profile = await verified(body.dealer, 'dealer.');
      const taken = () => new Invalid(SLUG_TAKEN, [{ field: `campaign.slug`, message: SLUG_TAKEN }]);
      if (await campaignExists(db, slug)) throw taken();
      const dealerId = `d-${randomBytes(5).toString('hex')}`;
      try {
        await db.transaction().execute(async (tx) => {
          await insertDealer(tx, dealerId, profile);
          await insertCampaign(tx, {
            ...settings,
            slug,
            dealerId,
            theme: NEW_CAMPAIGN_THEME,
            // The standalone site picks a campaign by host name; `.invalid` never resolves (RFC 2606) until one is set.
            domain: `${slug}.invalid`,
            phoneNumber: profile.phoneNumber,
            phoneNumberFormatted: formatPhone(profile.phoneNumber),
          });
          await appendAudit(tx, {
            at: clock(),
            staffId: member.id,
            staffEmail: member.email,
            action: DEALER_CREATE_ACTION,
            recordType: 'dealer',
            recordId: dealerId,
            dealerId,
            client,
            changes: [],
          });
        });
      } catch (error) {
        // Another admin took the slug between the check and the insert.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      return {
        dealer: { id: dealerId, name: profile.name },
        website: profile.website,
        campaigns: [{ slug, name: settings.name }],
      };
    },
    async getCampaign(member, slug) {
      await authorizeCampaign(db, member, slug);
      return campaignAnswer(slug);
    },
    async setCampaign(member, slug, settings, client) {
      checkOrigins(settings.allowedOrigins, '');
      await history.update(campaignDoc, member, slug, settings, client);
      return campaignAnswer(slug);
    },
    async getProfile(member, dealerId) {
      const dealer = await managedDealer(db, member, dealerId);
      return { dealer: { id: dealer.id, name: dealer.name }, profile: await dealerProfileDoc.load(db, dealer.id) };
    },
    async setProfile(member, dealerId, profile, client) {
      await managedDealer(db, member, dealerId);
      const next = await verified(profile, '');
      await history.update(dealerProfileDoc, member, dealerId, next, client);
      const dealer = await managedDealer(db, member, dealerId);
      return { dealer: { id: dealer.id, name: dealer.name }, profile: await dealerProfileDoc.load(db, dealerId) };
    },
    async checkSite(member, slug, url) {
      const scope = await authorizeCampaign(db, member, slug);
      const settings = await campaignDoc.load(db, slug);
      const website = scope.dealerId ? ((await getDealer(db, scope.dealerId))?.website ?? '') : '';
      const target = url || website;
      // The CRM URL's rule: a public https page; this machine's http pages only in a sandbox (no probing our network).
      if (crmUrlProblem(target, sandbox))
        throw new Invalid(WEBSITE_MESSAGE, [{ field: 'url', message: WEBSITE_MESSAGE }]);
      // A public-looking name that resolves inside our network is refused too.
      if (!sandbox && !(await resolvesPublic(new URL(target).hostname)))
        throw new Invalid(WEBSITE_MESSAGE, [{ field: 'url', message: WEBSITE_MESSAGE }]);
      const got = await fetchPublic(target, {
        sandbox,
        timeoutMs: SITE_CHECK_TIMEOUT_MS,
        maxBytes: SITE_CHECK_MAX_BYTES,
        maxRedirects: SITE_CHECK_MAX_REDIRECTS,
        truncate: true,
        anyStatus: true,
        headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (compatible; UpshiftSiteCheck/1.0)' },
      });
      // The page a browser ends on after redirects is the one whose origin and policy count.
      const report = (url: string, html: string, policies: string[]) =>
        checkSite({
          pageOrigin: new URL(url).origin,
          headerPolicies: policies,
          html,
          allowedOrigins: settings.allowedOrigins,
          appOrigin: deps.appOrigin,
          campaign: slug,
        });
      const redirectedFrom = got.url === target ? null : target;
      if (!got.ok) {
        const problem = SITE_CHECK_FAILURES[got.reason];
        return { url: got.url, redirectedFrom, problem, status: got.status ?? null, checks: report(got.url, '', []) };
      }
      const csp = got.headers['content-security-policy'];
      const policies = csp === undefined ? [] : [csp].flat();
      const html = got.body.toString('utf8');
      const problem: SiteCheckProblem | null = got.status !== 200 ? 'status' : got.truncated ? 'too-large' : null;
      return {
        url: got.url,
        redirectedFrom,
        problem,
        status: got.status,
        checks: report(got.url, html, policies),
      };
    },
  };
}

/**
 * The page context: what the server tells the app about the campaign, dealer and visitor
 * before the first request. The iframe and standalone shells carry it as JSON in
 * `<script type="application/json" id="upshift-context">` plus the CSRF meta tags; the shadow
 * mount fetches the same object from `GET /api/page-context`. One schema, used by the server
 * to type what it renders and by the app to check what it reads.
 */
import * as v from 'valibot';
import { boundedInteger, count } from './bounds.ts';

export const PRODUCT_ECOMMERCE = 102;
export const PRODUCT_UPGRADE = 103;

export const StockTypeSchema = v.picklist(['NEW', 'USED']);
export type StockType = v.InferOutput<typeof StockTypeSchema>;

/** Pages a campaign may switch off (seed 001 §2 "Menu links"; 'credit': no credit features). */
export const DisableablePageSchema = v.picklist(['garage', 'trade', 'sign-out', 'listings', 'credit']);
export type DisableablePage = v.InferOutput<typeof DisableablePageSchema>;

export const CampaignSchema = v.object({
  /** The id a dealer puts in `data-campaign`. */
  slug: v.string(),
  name: v.string(),
  /** Shown in the navigation bar instead of the dealer name on the upgrade channel. */
  title: v.string(),
  productId: v.picklist([PRODUCT_ECOMMERCE, PRODUCT_UPGRADE]),
  /** Null when the campaign has no theme: the app then goes to the page-not-found path. */
  theme: v.nullable(v.string()),
  channel: v.string(),
  /** The standalone site's host name: the server picks the campaign from the request's domain. */
  domain: v.string(),
  phoneNumber: v.nullable(v.string()),
  phoneNumberFormatted: v.nullable(v.string()),
  pinEnabled: v.boolean(),
  warrantyEnabled: v.boolean(),
  callCenterEnabled: v.boolean(),
  tenantId: v.string(),
  /** Seed 000 §6: the campaign's tenant is one configured as the upgrade program (the server decides). */
  upgradeProgram: v.boolean(),
  paymentType: v.picklist(['FINANCE', 'LEASE', 'CASH']),
  ssos: v.array(v.string()),
  noPaymentDays: v.nullable(boundedInteger('No-payment days', 0, 365)),
  programId: v.nullable(v.string()),
  stockTypeConditions: v.array(StockTypeSchema),
  cobrowseLicenseKey: v.nullable(v.string()),
  featureFlags: v.array(v.string()),
  disabledPages: v.array(DisableablePageSchema),
  /** Dealer-site origins allowed to embed this campaign (frame-ancestors, bridge, CORS). */
  allowedOrigins: v.array(v.string()),
  /** The theme's uploaded logo (a path on the API's origin), shown in the header instead of the monogram. */
  logo: v.optional(v.nullable(v.string())),
});
export type Campaign = v.InferOutput<typeof CampaignSchema>;

export const DealerSchema = v.object({
  id: v.string(),
  name: v.string(),
  phoneNumber: v.string(),
  address: v.string(),
  city: v.string(),
  stateCode: v.string(),
  zipCode: v.string(),
  timeZone: v.string(),
  website: v.string(),
});
export type Dealer = v.InferOutput<typeof DealerSchema>;

/** Visitor and session values of seed 001 §3 "Context values" (the campaign ones live in `campaign`). */
export const VisitorSchema = v.object({
  isLoggedIn: v.boolean(),
  userId: v.nullable(v.string()),
  prospectId: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** Seed 000 §3 "User context": the signed-in or recognised shopper's, ten digits; null otherwise. */
  phoneNumber: v.nullable(v.pipe(v.string(), v.regex(/^\d{10}$/))),
  /** Seed 000 §3 "User context": five digits; null otherwise. */
  zipcode: v.nullable(v.pipe(v.string(), v.regex(/^\d{5}$/))),
  isMember: v.boolean(),
  isMemberDisabled: v.boolean(),
  pinValidated: v.boolean(),
  userExistForProspect: v.boolean(),
  autoSendMFA: v.boolean(),
  displayPinForm: v.boolean(),
  dealCount: count('Deal count'),
  /** Ours: the signed-in account was made in this session (registration, quick registration, a Google sign-up). */
  newAccount: v.optional(v.boolean()),
});
export type Visitor = v.InferOutput<typeof VisitorSchema>;

/**
 * One-tap Google sign-in as this server runs it (seed 000 §6 GOOGLE_ONE_TAP_FEATURE): `google` is
 * Google Identity Services with this OAuth client id; `sandbox` is the demo host's development
 * identity provider (no Google here). Null when neither is available (prod without a client id).
 */
export const OneTapConfigSchema = v.object({
  provider: v.picklist(['google', 'sandbox']),
  /** An OAuth client id is public: it is in every page that shows Google's button. */
  clientId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(256)),
});
export type OneTapConfig = v.InferOutput<typeof OneTapConfigSchema>;

/** What a Google API key looks like; it goes into a script URL, so nothing else is accepted. */
export const PLACES_API_KEY = /^[A-Za-z0-9_-]{10,128}$/;

export const MountModeSchema = v.picklist(['standalone', 'iframe', 'shadow']);
export type MountMode = v.InferOutput<typeof MountModeSchema>;

export const PageContextSchema = v.object({
  mode: MountModeSchema,
  /** True when the app runs in the loader's overlay (embedded mode of seed 000 §6). */
  overlayEnabled: v.boolean(),
  locale: v.picklist(['en', 'es']),
  /** Absolute origin of the API for the shadow mount; '' when the app is served by the API's origin. */
  apiBase: v.string(),
  /** The dealer page that embedded the app (iframe mode), used for the bridge and link-back. */
  refererUrl: v.nullable(v.string()),
  campaign: CampaignSchema,
  dealer: v.nullable(DealerSchema),
  visitor: VisitorSchema,
  financierName: v.nullable(v.string()),
  navBrand: v.string(),
  vehicleOfInterestId: v.nullable(v.string()),
  /** The deployment (prod, beta, dev, qa, …), set per server: the error reporter runs only in some (seed 000 §9). */
  environment: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'Environment is invalid')),
  /** Which identity provider one-tap sign-in uses here, if any. */
  oneTap: v.nullable(OneTapConfigSchema),
  /** Google Maps JavaScript API key for address autocomplete; null: the sandbox's own places lookup. */
  placesApiKey: v.nullable(v.pipe(v.string(), v.regex(PLACES_API_KEY, 'Places API key is invalid'))),
  /** Terminal error the server hit while rendering (seed 000 §8): the app shows its error page. */
  error: v.nullable(v.object({ name: v.string(), code: boundedInteger('Error code', 0, 99_999) })),
});
export type PageContext = v.InferOutput<typeof PageContextSchema>;

export const CSRF_META_TOKEN = '_csrf';
export const CSRF_META_HEADER = '_csrf_header';
export const CSRF_HEADER_NAME = 'X-CSRF-TOKEN';
export const CONTEXT_SCRIPT_ID = 'upshift-context';
/** API responses the shell's HTML carries for the first route (GET URL → body), e.g. home's stock search. */
export const RESPONSES_SCRIPT_ID = 'upshift-responses';

export type CsrfConfig = { header: string; token: string };

export type BootData = {
  context: PageContext;
  csrf: CsrfConfig;
  /** GET bodies the page came with, by URL (see RESPONSES_SCRIPT_ID); the app's first asks take them. */
  responses?: Record<string, unknown>;
};

export class PageContextError extends Error {
  override name = 'PageContextError';
}

/** Reads and checks the server-rendered context and CSRF meta tags of an app shell document. */
export function readPageContext(doc: Document): BootData {
  const token = doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_TOKEN}"]`)?.content;
  const header = doc.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_HEADER}"]`)?.content;
  if (!token || !header) throw new PageContextError('The page is missing its CSRF meta tags.');
  const raw = doc.getElementById(CONTEXT_SCRIPT_ID)?.textContent;
  if (!raw) throw new PageContextError('The page is missing its context.');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new PageContextError('The page context is not valid JSON.');
  }
  return { context: parsePageContext(json), csrf: { header, token }, responses: readResponses(doc) };
}

/** The responses the page came with; any that cannot be read are simply asked for again. */
function readResponses(doc: Document): Record<string, unknown> {
  const raw = doc.getElementById(RESPONSES_SCRIPT_ID)?.textContent;
  if (!raw) return {};
  try {
    const json: unknown = JSON.parse(raw);
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function parsePageContext(json: unknown): PageContext {
  const result = v.safeParse(PageContextSchema, json);
  if (!result.success) {
    const where = result.issues.map((i) => v.getDotPath(i) ?? '(root)').join(', ');
    throw new PageContextError(`The page context is malformed at: ${where}.`);
  }
  return result.output;
}

/** Shadow-mount boot: the same object and the CSRF token come from the API instead of the page. */
export const ShadowBootSchema = v.object({
  context: PageContextSchema,
  csrf: v.object({ header: v.string(), token: v.string() }),
  /** Absolute URL of the campaign theme's CSS, loaded inside the shadow root. */
  stylesheet: v.string(),
  /** Absolute URL of the campaign's theme tokens (custom properties), after the base sheet. */
  themeSheet: v.optional(v.string()),
});
export type ShadowBoot = v.InferOutput<typeof ShadowBootSchema>;

/**
 * Onboarding in the workspace: a platform admin creates a dealer and its campaign
 * (`POST /dealer/api/onboarding`), and the two settings documents that follow them: the campaign's
 * values (kind `campaign`, seed 000 §1 and seed 001 §8 "Campaign values") with the origins allowed to
 * embed it, and the dealer's profile (kind `dealer-profile`). One schema each, shared by the form and
 * the server, so a value the form accepts is one the server stores.
 */
import * as v from 'valibot';
import { FEATURE_FLAGS, type FeatureFlag } from './shell.ts';
import { DisableablePageSchema, PRODUCT_ECOMMERCE, PRODUCT_UPGRADE, StockTypeSchema } from './page-context.ts';
import { PhoneSchema } from './phone.ts';
import { DealerRefSchema } from './workspace.ts';

export const NAME_MAX = 100;
export const ORIGINS_MAX = 20;
export const SSOS_MAX = 10;

export const NAME_MESSAGE = `Enter a name of 1 to ${String(NAME_MAX)} characters.`;
export const STREET_MESSAGE = 'Enter the street address.';
export const CITY_MESSAGE = 'Enter the city.';
export const STATE_MESSAGE = 'Enter the two-letter state code.';
export const ZIP_MESSAGE = 'Zip Code must be 5 digits';
export const ADDRESS_NOT_FOUND = 'We could not verify this address: check the street and ZIP code.';
export const TIME_ZONE_MESSAGE = 'Enter an IANA time zone, such as America/Chicago.';
export const WEBSITE_MESSAGE = 'Enter the dealer’s website as a full https:// address.';
export const SLUG_MESSAGE = 'Use 3 to 40 lower-case letters, digits and single hyphens, starting with a letter.';
export const SLUG_TAKEN = 'A campaign with this slug already exists.';
export const ID_MESSAGE = 'Use 1 to 64 letters, digits, hyphens or underscores.';
export const ORIGIN_MESSAGE =
  'Enter an origin such as https://www.dealer.com: https (http only for localhost), no path, query or wildcard.';
export const ORIGIN_HTTP_REFUSED = 'Only https origins can embed the widget in this deployment.';
export const ORIGINS_TOO_MANY = `List at most ${String(ORIGINS_MAX)} origins.`;
export const NO_PAYMENT_DAYS_MESSAGE = 'Enter a whole number of days from 0 to 365, or leave it empty.';
export const ADMINS_ONLY = 'Only a platform admin can create a dealer.';

const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * An origin as browsers send it in `Origin`: scheme, lower-case host and any port but the scheme's
 * default; null when `raw` has a path, query, fragment, credentials or wildcard, or is not http(s).
 * Plain http only for this machine (a sandbox's dealer site); the server refuses even that elsewhere.
 */
export function normaliseOrigin(raw: string): string | null {
  const text = raw.trim();
  if (text.includes('*') || !URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') return null;
  // `https://a.com/` parses with path '/': refuse any written path but a bare trailing slash.
  if (/^https?:\/\/[^/]+\/./i.test(text)) return null;
  if (url.protocol === 'http:' && !LOCAL_HOSTS.includes(url.hostname)) return null;
  return url.origin;
}

export const isLocalOrigin = (origin: string): boolean => origin.startsWith('http://');

export const OriginSchema = v.pipe(
  v.string(ORIGIN_MESSAGE),
  v.maxLength(300, ORIGIN_MESSAGE),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const origin = normaliseOrigin(dataset.value);
    if (origin === null) {
      addIssue({ message: ORIGIN_MESSAGE });
      return NEVER;
    }
    return origin;
  }),
);

/** The IANA zones this runtime knows (the browser's and the server's agree on every real one). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const text = (message: string, max = NAME_MAX) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

const id = v.pipe(v.string(ID_MESSAGE), v.trim(), v.regex(/^[\w-]{1,64}$/, ID_MESSAGE));

// ─── the dealer's profile ───────────────────────────────────────────────────────────────────

export const DealerProfileSchema = v.object({
  name: text(NAME_MESSAGE),
  /** The street line; city, state and ZIP code come back verified by the address lookup. */
  address: text(STREET_MESSAGE),
  city: text(CITY_MESSAGE, 60),
  stateCode: v.pipe(v.string(STATE_MESSAGE), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, STATE_MESSAGE)),
  zipCode: v.pipe(v.string(ZIP_MESSAGE), v.trim(), v.regex(/^\d{5}$/, ZIP_MESSAGE)),
  timeZone: v.pipe(v.string(TIME_ZONE_MESSAGE), v.trim(), v.check(isTimeZone, TIME_ZONE_MESSAGE)),
  /** Seed 000 §9: "Phone is 10 digits" (the forms' own rule and message). */
  phoneNumber: PhoneSchema,
  website: v.pipe(
    v.string(WEBSITE_MESSAGE),
    v.trim(),
    v.maxLength(300, WEBSITE_MESSAGE),
    v.check((s) => URL.canParse(s) && new URL(s).protocol === 'https:' && !new URL(s).username, WEBSITE_MESSAGE),
  ),
});
export type DealerProfile = v.InferOutput<typeof DealerProfileSchema>;

// ─── the campaign ───────────────────────────────────────────────────────────────────────────

export const PAYMENT_TYPES = ['FINANCE', 'LEASE', 'CASH'] as const;
export const FEATURE_FLAG_LIST = Object.values(FEATURE_FLAGS) as FeatureFlag[];
export const DISABLEABLE_PAGES = DisableablePageSchema.options;
export const STOCK_TYPES = StockTypeSchema.options;

const unique = <T>(list: readonly T[]) => [...new Set(list)];

export const CampaignSettingsSchema = v.object({
  name: text(NAME_MESSAGE),
  title: text(NAME_MESSAGE),
  productId: v.picklist([PRODUCT_ECOMMERCE, PRODUCT_UPGRADE], 'Choose ecommerce (102) or upgrade (103).'),
  channel: v.pipe(v.string(ID_MESSAGE), v.trim(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, ID_MESSAGE)),
  tenantId: id,
  /** Empty: no program. */
  programId: v.nullable(id),
  pinEnabled: v.boolean(),
  warrantyEnabled: v.boolean(),
  callCenterEnabled: v.boolean(),
  paymentType: v.picklist(PAYMENT_TYPES, 'Choose finance, lease or cash.'),
  ssos: v.pipe(v.array(id), v.maxLength(SSOS_MAX, ID_MESSAGE), v.transform(unique)),
  noPaymentDays: v.nullable(
    v.pipe(
      v.number(NO_PAYMENT_DAYS_MESSAGE),
      v.integer(NO_PAYMENT_DAYS_MESSAGE),
      v.minValue(0, NO_PAYMENT_DAYS_MESSAGE),
      v.maxValue(365, NO_PAYMENT_DAYS_MESSAGE),
    ),
  ),
  stockTypeConditions: v.pipe(v.array(StockTypeSchema), v.transform(unique)),
  featureFlags: v.pipe(v.array(v.picklist(FEATURE_FLAG_LIST)), v.transform(unique)),
  disabledPages: v.pipe(v.array(DisableablePageSchema), v.transform(unique)),
  /** Dealer-site origins allowed to embed the campaign: CORS, frame-ancestors and the bridge follow them. */
  allowedOrigins: v.pipe(v.array(OriginSchema), v.maxLength(ORIGINS_MAX, ORIGINS_TOO_MANY), v.transform(unique)),
});
export type CampaignSettings = v.InferOutput<typeof CampaignSettingsSchema>;

export const CampaignSlugSchema = v.pipe(
  v.string(SLUG_MESSAGE),
  v.trim(),
  v.regex(/^[a-z](?:[a-z0-9]|-(?!-)){2,39}$/, SLUG_MESSAGE),
  v.check((s) => !s.endsWith('-'), SLUG_MESSAGE),
);

/** The one request that creates a dealer and its campaign. */
export const CreateDealerSchema = v.object({
  dealer: DealerProfileSchema,
  campaign: v.object({ slug: CampaignSlugSchema, ...CampaignSettingsSchema.entries }),
});
export type CreateDealer = v.InferOutput<typeof CreateDealerSchema>;

// ─── answers ────────────────────────────────────────────────────────────────────────────────

export const OnboardedDealerSchema = v.object({
  dealer: DealerRefSchema,
  campaigns: v.array(v.object({ slug: v.string(), name: v.string() })),
  website: v.string(),
});
export type OnboardedDealer = v.InferOutput<typeof OnboardedDealerSchema>;
export const OnboardedDealersSchema = v.array(OnboardedDealerSchema);

export const DealerProfileAnswerSchema = v.object({ dealer: DealerRefSchema, profile: DealerProfileSchema });
export type DealerProfileAnswer = v.InferOutput<typeof DealerProfileAnswerSchema>;

export const CampaignAnswerSchema = v.object({
  slug: v.string(),
  dealers: v.array(DealerRefSchema),
  settings: CampaignSettingsSchema,
});
export type CampaignAnswer = v.InferOutput<typeof CampaignAnswerSchema>;

/** A campaign the member may edit (an admin: every one; a manager: those of only their dealers). */
export const EditableCampaignSchema = v.object({
  slug: v.string(),
  name: v.string(),
  dealers: v.array(DealerRefSchema),
});
export type EditableCampaign = v.InferOutput<typeof EditableCampaignSchema>;
export const EditableCampaignsSchema = v.array(EditableCampaignSchema);

// ─── "Check my site" ────────────────────────────────────────────────────────────────────────

/** What the check looks at on the dealer's page (demo-host domain/onboarding/site-check.ts). */
export const SITE_CHECKS = ['origin', 'script-src', 'frame-src', 'connect-src', 'script-tag'] as const;
/** `refused`: the page, or a redirect on the way, is at an address we may not load; `redirects`: too many of them. */
export const SITE_CHECK_PROBLEMS = ['unreachable', 'timeout', 'status', 'too-large', 'refused', 'redirects'] as const;
export type SiteCheckProblem = (typeof SITE_CHECK_PROBLEMS)[number];
/** The page's first megabyte is read: the tag and the meta policies are in its head. */
export const SITE_CHECK_MAX_BYTES = 1024 * 1024;
export const SITE_CHECK_TIMEOUT_MS = 5000;
/** Redirects followed as a browser would, each hop checked like the first address. */
export const SITE_CHECK_MAX_REDIRECTS = 5;

export const SiteCheckRequestSchema = v.object({
  /** A page of the dealer's site; empty: the dealer's website. */
  url: v.optional(v.pipe(v.string(WEBSITE_MESSAGE), v.trim(), v.maxLength(500, WEBSITE_MESSAGE)), ''),
});

export const SiteCheckAnswerSchema = v.object({
  /** The page checked: where the redirects ended (or the one that failed on the way). */
  url: v.string(),
  /** The address asked for, when redirects led elsewhere. */
  redirectedFrom: v.nullable(v.string()),
  /** Null when the page was read; else why not (`status`: it answered `status`, not 200). */
  problem: v.nullable(v.picklist(SITE_CHECK_PROBLEMS)),
  status: v.nullable(v.number()),
  checks: v.array(v.object({ id: v.picklist(SITE_CHECKS), ok: v.boolean() })),
});
export type SiteCheckAnswer = v.InferOutput<typeof SiteCheckAnswerSchema>;

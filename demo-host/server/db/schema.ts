/**
 * The database's tables, as Kysely sees them: the one place their column types live. Both
 * dialects store the same values: booleans as 0/1 integers, JSON as text, instants as ISO text
 * (`*_at` text columns) or epoch milliseconds (`*_at` bigint columns), money as double precision.
 */
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AccessoryCategory } from '../../../src/contract/accessories.ts';
import type { LeadStatus, StaffRole } from '../../../src/contract/workspace.ts';
import type { ReservationStatus } from '../../../src/contract/reservation.ts';

export type Locale = 'en' | 'es';

/** 0 or 1: one representation on SQLite and PostgreSQL. */
export type Flag = number;
/** A JSON document stored as text. */
export type JsonText = string;

/** Seed 000 §6: tenant ids marked as the upgrade program (migration 0029). */
export interface UpgradeProgramTenantsTable {
  tenant_id: string;
}

export interface CampaignsTable {
  slug: string;
  name: string;
  title: string;
  product_id: number;
  theme: string | null;
  channel: string;
  domain: string;
  phone_number: string | null;
  phone_number_formatted: string | null;
  pin_enabled: Flag;
  warranty_enabled: Flag;
  call_center_enabled: Flag;
  tenant_id: string;
  payment_type: 'CASH' | 'LEASE' | 'FINANCE';
  ssos: JsonText;
  no_payment_days: number | null;
  program_id: string | null;
  stock_type_conditions: JsonText;
  cobrowse_license_key: string | null;
  feature_flags: JsonText;
  disabled_pages: JsonText;
  allowed_origins: JsonText;
  is_default: ColumnType<Flag, Flag | undefined, Flag>;
  financier_name: string | null;
  position: number;
  /** Switched off: its pages show the CampaignDisabled terminal error (migration 0028). */
  disabled: ColumnType<Flag, Flag | undefined, Flag>;
  /** The theme's tokens (`ThemeTokensSchema`), served as CSS custom properties (migration 0041). */
  theme_tokens: JsonText | null;
}

/** Uploaded theme logos and favicons by content hash, base64 (migration 0041). */
export interface ThemeImagesTable {
  key: string;
  content_type: string;
  data: string;
  created_at: number;
}

export interface DealersTable {
  id: string;
  name: string;
  phone_number: string;
  address: string;
  city: string;
  state_code: string;
  zip_code: string;
  time_zone: string;
  website: string;
  call_center_hours: JsonText;
  doc_fee: ColumnType<number, number | undefined, number>;
  registration_fee: ColumnType<number, number | undefined, number>;
  /** Seed 000 §6: the dealer offers protection products (migration 0016). */
  protection_products_enabled: ColumnType<Flag, Flag | undefined, Flag>;
  // Visits (migration 0020).
  /** Seed 000 §6: the dealer is in the drive-at-home program. */
  drive_at_home_enabled: ColumnType<Flag, Flag | undefined, Flag>;
  /** Weekly sales hours in the dealer's zone (JSON, the call-center hours' format): when visits are booked. */
  showroom_hours: ColumnType<JsonText, JsonText | undefined, JsonText>;
  /** How the dealer takes leads (migration 0021): ADF by HTTP POST, or by e-mail. */
  lead_delivery: ColumnType<LeadTransportKind, LeadTransportKind | undefined, LeadTransportKind>;
  /** The dealer's CRM URL; null: the deployment's default CRM (the sandbox's receiver). */
  lead_endpoint: ColumnType<string | null, string | null | undefined, string | null>;
  lead_email: ColumnType<string | null, string | null | undefined, string | null>;
  /** A lead's later events within this many hours update it (migration 0034); 0: every event is a new lead. */
  lead_thread_hours: ColumnType<number, number | undefined, number>;
  /** JSON array of the lead kinds that always make a new lead (a signed contract by default). */
  lead_always_new: ColumnType<string, string | undefined, string>;
  /** Where deals are taxed while the shopper's ZIP is not known (migration 0040); null: `zip_code`. */
  tax_zip: ColumnType<string | null, string | null | undefined, string | null>;
  /** The dealer takes a refundable deposit that holds a vehicle (migration 0042); amounts in cents. */
  deposit_enabled: ColumnType<Flag, Flag | undefined, Flag>;
  deposit_cents: ColumnType<number, number | undefined, number>;
  /** Days after payment the shopper may cancel for a full refund. */
  deposit_refund_days: ColumnType<number, number | undefined, number>;
  deposit_hold_hours: ColumnType<number, number | undefined, number>;
}

export interface CampaignDealersTable {
  campaign_slug: string;
  dealer_id: string;
  position: number;
}

export interface VehiclesTable {
  id: string;
  vin: string;
  stock_number: string;
  stock_type: 'NEW' | 'USED';
  year: number;
  make: string;
  model: string;
  trim: string;
  body_style: string;
  fuel_type: string;
  exterior_color: string;
  interior_color: string;
  engine: string;
  transmission: string;
  drivetrain: string;
  mpg_city: number | null;
  mpg_highway: number | null;
  range_miles: number | null;
  mileage: number | null;
  msrp: number;
  sale_price: number;
  dealer_id: string;
  style_id: number;
  model_id: number;
  options: JsonText;
  features: JsonText;
  vin_on_dealer_lot_date: string | null;
  in_transit: Flag;
  estimated_delivery_date: string | null;
  image_count: number;
  has_360: Flag;
  has_video: Flag;
  manufacturer_rebate: number | null;
  /** sale_price − manufacturer_rebate, stored so listings sort and page on an index. */
  price_with_rebates: number | null;
  /** When a full inventory feed left it out (migration 0036): it leaves listings, deals keep it. */
  sold_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The feed's photo URLs as a JSON list; null for vehicles that did not come from a feed. */
  photo_urls: ColumnType<JsonText | null, JsonText | null | undefined, JsonText | null>;
  description: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One inventory feed import (migration 0036); `rejected_rows` is a JSON list of `{ line, reason }`. */
export interface InventoryImportsTable {
  id: Generated<number>;
  dealer_id: string;
  source: 'upload' | 'url';
  file_name: string | null;
  full_feed: Flag;
  staff_id: string | null;
  started_at: number;
  finished_at: number | null;
  rows_read: number;
  added: number;
  updated: number;
  unchanged: number;
  sold: number;
  rejected: number;
  rejected_rows: JsonText;
  /** Why a feed URL's fetch or file failed; null when it was read. */
  error: string | null;
}

/** A dealer's feed URL on a schedule; `claim_token`/`claimed_until` hold a run so one process does it. */
export interface InventoryFeedsTable {
  dealer_id: string;
  url: string;
  every_minutes: number;
  full_feed: Flag;
  next_run_at: number;
  claim_token: string | null;
  claimed_until: number | null;
  updated_at: number;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  zipcode: string;
  is_member: Flag;
  created_at: string;
  credit_score: number | null;
  /** The language the user last chose; null until they choose one. */
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
  /** A member whose membership was switched off (seed 001 §6). */
  member_disabled: ColumnType<Flag, Flag | undefined, Flag>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  address2: ColumnType<string | null, string | null | undefined, string | null>;
  city: ColumnType<string | null, string | null | undefined, string | null>;
  state_code: ColumnType<string | null, string | null | undefined, string | null>;
  county: ColumnType<string | null, string | null | undefined, string | null>;
  lat: ColumnType<number | null, number | null | undefined, number | null>;
  lng: ColumnType<number | null, number | null | undefined, number | null>;
  sms_allowed: ColumnType<Flag, Flag | undefined, Flag>;
  /** The identity provider and its subject for users who signed up with one (one-tap Google). */
  sso_provider: ColumnType<string | null, string | null | undefined, string | null>;
  sso_subject: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the owner proved the email address (a code sent to it, or a provider vouching); null: never (migration 0023). */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  csrf_token: string;
  user_id: string | null;
  /** Epoch milliseconds. */
  created_at: number;
  updated_at: number;
  /** The language chosen in this session; null until the shopper chooses one. */
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
  /** The prospect this visitor proved to be with a PIN link (seed 001 §3 context values). */
  prospect_id: ColumnType<string | null, string | null | undefined, string | null>;
  pin_validated: ColumnType<Flag, Flag | undefined, Flag>;
  /** Epoch ms when the server accepted an MFA code in this session (seed 000 §4). */
  mfa_verified_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who that code proved: 'prospect:<id>' or 'member:<normalized email>' (migration 0010). */
  mfa_subject: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the signed-in account was made in this session, so it is new here (migration 0026). */
  new_account: ColumnType<Flag, Flag | undefined, Flag>;
  /** The campaign and dealer the visitor's page was last rendered for (migration 0014). */
  campaign_slug: ColumnType<string | null, string | null | undefined, string | null>;
  dealer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The email address whose code this session last accepted, and when (epoch ms; migration 0023). */
  verified_email: ColumnType<string | null, string | null | undefined, string | null>;
  verified_email_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The dealer day this session's widget open was last counted in the funnel (migration 0032). */
  funnel_open_day: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface FeLogsTable {
  id: Generated<number>;
  session_id: string | null;
  user_id: string | null;
  level: string;
  message: string;
  url: string;
  user_agent: string;
  created_at: string;
  /** A failure the app handles as a state (a 429, a credit 404): reported, not alarming (migration 0027). */
  expected: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface StatesTable {
  abbreviation: string;
  name: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

/**
 * A shopper's appraised trade-in. Trades seeded before migration 0013 have no VIN, answers, breakdown
 * or expiry (null) until they are valued again; `answers` and `breakdown` are the contract's JSON.
 */
export interface TradesTable {
  id: string;
  user_id: string;
  vehicle_name: string;
  offer: number;
  payoff: number;
  created_at: string;
  vin: ColumnType<string | null, string | null | undefined, string | null>;
  answers: ColumnType<JsonText | null, JsonText | null | undefined, JsonText | null>;
  breakdown: ColumnType<JsonText | null, JsonText | null | undefined, JsonText | null>;
  expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  indicator: ColumnType<'TRADE' | 'SELL', 'TRADE' | 'SELL' | undefined, 'TRADE' | 'SELL'>;
  lender: ColumnType<string | null, string | null | undefined, string | null>;
  appraisal_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A trade's photo in one guided slot (migration 0045): the kept image and thumbnail are objects of the store. */
export interface TradePhotosTable {
  trade_id: string;
  slot: string;
  user_id: string;
  image_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  bytes: number;
  created_at: number;
}

/** A confirm or counter of a trade's offer by the store (migration 0047); the latest row is the review. */
export interface TradeReviewsTable {
  id: string;
  trade_id: string;
  dealer_id: string;
  staff_id: string;
  action: 'confirmed' | 'countered';
  old_offer: number;
  new_offer: number;
  note: string | null;
  created_at: number;
}

/** A deal's document for the lender, one a kind (migration 0046); no row: still requested. */
export interface DealDocumentsTable {
  deal_id: string;
  kind: string;
  user_id: string;
  state: 'received' | 'accepted' | 'needsNew';
  reason: string | null;
  object_key: string;
  file_type: 'pdf' | 'jpeg';
  bytes: number;
  uploaded_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
}

/** Every appraisal a user asked for (the daily limit counts them); `result` is the contract's Appraisal JSON. */
export interface AppraisalsTable {
  id: string;
  user_id: string;
  answers: JsonText;
  result: JsonText;
  created_at: string;
}

/** The sandbox's plate registry: a plate in a state names a VIN. */
export interface PlatesTable {
  state_code: string;
  plate: string;
  vin: string;
}

/** Vehicles the VIN decoder knows beyond the dealers' inventory (seed-trade.ts). */
export interface KnownVehiclesTable {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
}

export interface DealsTable {
  id: string;
  vehicle_id: string;
  session_id: string | null;
  user_id: string | null;
  credit_score: number;
  trade_id: string | null;
  deal_name: string | null;
  saved: ColumnType<Flag, Flag | undefined, Flag>;
  preferences: JsonText;
  external_offers: ColumnType<JsonText, JsonText | undefined, JsonText>;
  cash_protection_products: ColumnType<JsonText, JsonText | undefined, JsonText>;
  selected_kind: 'FINANCE' | 'LEASE' | null;
  selected_quote_id: string | null;
  selected_request_key: string | null;
  /** The ZIP the shopper typed on the deal page for taxes; null until then. */
  tax_zip: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
  /** The tier self-selected on this deal (migration 0014); null when none. */
  self_selected_tier: ColumnType<string | null, string | null | undefined, string | null>;
  /** The campaign the deal was started in (migration 0014); null for deals from before. */
  campaign_slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the visitor asked to save it at sign-in; the claim saves it with the stored name and choices (migration 0026). */
  save_at_sign_in: ColumnType<Flag, Flag | undefined, Flag>;
  /** A price the dealer locked (migration 0033): until then the deal is priced at the locked sale price. */
  price_lock_until: ColumnType<number | null, number | null | undefined, number | null>;
  price_lock_sale_price: ColumnType<number | null, number | null | undefined, number | null>;
  price_locked_by: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One row per quote request of a deal: the quotes the engine returned for it, in order. */
export interface DealQuotesTable {
  deal_id: string;
  kind: 'FINANCE' | 'LEASE';
  request_key: string;
  request: JsonText;
  quotes: JsonText;
  requested_seq: number;
}

export interface LeadsTable {
  id: Generated<number>;
  deal_id: string;
  kind: string;
  created_at: string;
}

export interface CertificatesTable {
  id: string;
  deal_id: string;
  vehicle_id: string;
  user_id: string;
  deal_name: string;
  preferences: JsonText;
  payment_type: 'CASH' | 'LEASE' | 'FINANCE';
  terms: JsonText;
  issued_at: string;
  expires_at: string;
}

/** owner is 'u:<userId>' or 's:<sessionId>'. */
export interface RecentlyViewedTable {
  owner: string;
  vehicle_id: string;
  /** Epoch milliseconds. */
  viewed_at: number;
}

// ─── Dealer accessories (migration 0017) ────────────────────────────────────────────────────

/** A dealer's accessory; `category` is one of ACCESSORY_CATEGORIES (src/contract/accessories.ts). */
export interface AccessoriesTable {
  id: string;
  dealer_id: string;
  category: AccessoryCategory;
  name: string;
  description: string;
  price: number;
  /** The accessory's place in its dealer's list. */
  position: number;
  /** When it was retired (migration 0040): not offered to new deals; deals that saved it keep it. */
  retired_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A vehicle an accessory fits: '*' is any make, or any model of the make. */
export interface AccessoryFitmentsTable {
  accessory_id: string;
  make: string;
  model: string;
}

/** An accessory saved with a deal, priced from the catalogue when read. */
export interface SavedAccessoriesTable {
  deal_id: string;
  accessory_id: string;
  /** The order the shopper saved them in. */
  position: number;
}

// ─── Program offers (migration 0022) ────────────────────────────────────────────────────────

/** One offer of an automaker program and the vehicles and days it applies to ('*' is any). */
export interface ProgramOffersTable {
  id: string;
  program_id: string;
  type: string;
  description: string;
  amount: number;
  make: string;
  model: string;
  min_year: number;
  max_year: number;
  stock_type: 'NEW' | 'USED' | '*';
  /** First and last day, inclusive: YYYY-MM-DD on the dealer's calendar. */
  starts_on: string;
  ends_on: string;
  position: number;
}

export interface ProtectionProductsTable {
  id: string;
  /** Null for the service contract plans every dealer with protection products offers. */
  dealer_id: string | null;
  name: string;
  price: number;
  /** Migration 0016: SERVICE_CONTRACT or DEALER_PRODUCT. */
  kind: ColumnType<'SERVICE_CONTRACT' | 'DEALER_PRODUCT', 'SERVICE_CONTRACT' | 'DEALER_PRODUCT' | undefined>;
  description: ColumnType<string, string | undefined, string>;
  /** Plans only (null otherwise); mileage_limit null on a plan is unlimited. */
  price_per_month: ColumnType<number | null, number | null | undefined, number | null>;
  term_months: ColumnType<number | null, number | null | undefined, number | null>;
  mileage_limit: ColumnType<number | null, number | null | undefined, number | null>;
  position: ColumnType<number, number | undefined, number>;
  /** Migration 0025: 1 for a product covering a loan or lease balance (GAP), never on a cash deal. */
  financed_only: ColumnType<number, number | undefined, number>;
  /** When it was retired (migration 0040): not offered to new deals; deals that chose it keep it. */
  retired_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One lender's pre-approval, issued from a HIT soft pull (migration 0014): owned through its pull. */
export interface PreApprovalsTable {
  id: string;
  soft_pull_id: string;
  lender_number: string;
  lender_name: string;
  /** Percent: 6.49 means 6.49 %. */
  apr: number;
  max_amount: number;
  max_term: number;
  tier: string;
  /** The lenders' order in the list. */
  position: number;
  expires_at: string;
}

/**
 * A soft inquiry and the consent it was made under (migration 0014). Never the date of birth or
 * the income; the name only as initials.
 */
export interface SoftPullsTable {
  id: string;
  user_id: string | null;
  session_id: string;
  agency: 'TRANSUNION' | 'EXPERIAN';
  outcome: 'HIT' | 'NO_HIT' | 'FROZEN';
  score: number | null;
  tier: string | null;
  initials: string;
  zip_code: string;
  state_code: string;
  consent_version: string;
  consent_locale: Locale;
  consent_text: string;
  consented_at: string;
  ip: string;
  user_agent: string;
  pulled_at: string;
  expires_at: string | null;
}

/** The shopper's self-selected tier; owner `u:<user id>` or `s:<session id>`. */
export interface CreditSelectionsTable {
  owner: string;
  tier: string;
  updated_at: string;
}

export interface DealerChatConfigTable {
  dealer_id: string;
  chat_enabled: Flag;
  is_dealer_chat: Flag;
  script: string | null;
  is_reputation_chat: Flag;
  widget_id: string | null;
  tenant_key: string | null;
}

/** The values a trade had before its latest revaluation (seed 001 §3 "Payoff updated info"). */
export interface TradePayoffUpdatesTable {
  id: string;
  trade_id: string;
  vin: string;
  old_offer: number;
  old_payoff: number;
  updated_at: string;
}

/** Fixed-window counters shared by every server process (login attempts and the like). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Epoch milliseconds when the window opened. */
  window_start: number;
}

/** A shopper invited by mail with a PIN link (seed 000 §6 "Prospect"). */
export interface ProspectsTable {
  id: string;
  campaign_slug: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  zipcode: string;
  /** SHA-256 (hex) of the PIN: PINs are long random tokens, looked up by digest. */
  pin_digest: string;
  /** Epoch milliseconds. */
  pin_expires_at: number;
  /** The user account the prospect already has, if any (userExistForProspect). */
  user_id: string | null;
  auto_send_mfa: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: string;
}

/** Someone who gave contact details without finishing sign-up (seed 001 §1), recognised by a cookie. */
export interface GhostLeadsTable {
  id: string;
  /** SHA-256 (hex) of the random token in the ghost-lead cookie. */
  token_digest: string;
  campaign_slug: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  zip_code: string;
  user_id: string | null;
  created_at: string;
}

/** Prior express written consent to calls and texts: the exact text shown, its version, when, from where. */
export interface ConsentsTable {
  id: Generated<number>;
  kind: 'TELEMARKETING' | 'TERMS';
  user_id: string | null;
  ghost_lead_id: string | null;
  email: string;
  phone_number: string;
  disclaimer_version: string;
  disclaimer_text: string;
  ip: string;
  user_agent: string;
  given_at: string;
}

export interface MfaCodesTable {
  id: string;
  /** 'prospect:<id>' or 'member:<normalized email>'. */
  subject: string;
  channel: 'SMS' | 'EMAIL';
  /** scrypt hash of the code (passwords.ts). */
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: ColumnType<number, number | undefined, number>;
  consumed_at: number | null;
}

/** Every message the server sends (MFA codes, welcome mail), shown on the demo host's outbox page. */
export interface OutboxTable {
  id: Generated<number>;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
  kind: string;
  created_at: string;
}

/** Seed 001 §3: contact emails and call-backs; `id` is the call-back's queueId. */
export interface LeadRequestsTable {
  id: string;
  kind: 'EMAIL' | 'CALL_NOW' | 'CALL_LATER' | VisitLeadKind;
  session_id: string;
  user_id: string | null;
  campaign_slug: string;
  dealer_id: string;
  certificate_id: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  reply_to_email: string | null;
  question: string;
  /** Epoch ms of a call-later slot. */
  scheduled_at: ColumnType<number | null, number | null, number | null>;
  user_time_zone: string;
  status: 'OPEN' | 'DONE';
  created_at: ColumnType<number, number, number>;
  updated_at: ColumnType<number, number, number>;
  // Visits (migration 0020): what the lead is about, for its delivery.
  vehicle_id: ColumnType<string | null, string | null | undefined, string | null>;
  deal_id: ColumnType<string | null, string | null | undefined, string | null>;
  // The workspace's contact center (migration 0031): who claimed it, and who closed it with what outcome.
  claimed_by: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_at: ColumnType<number | null, number | null | undefined, number | null>;
  done_by: ColumnType<string | null, string | null | undefined, string | null>;
  done_at: ColumnType<number | null, number | null | undefined, number | null>;
  outcome: ColumnType<string | null, string | null | undefined, string | null>;
}

// Visits (migration 0020).
/** The lead kinds of a visit: a drive-at-home delivery, a test drive, a message to the dealer. */
export type VisitLeadKind = 'DRIVE_AT_HOME' | 'TEST_DRIVE' | 'CONTACT_DEALER';

/** A drive-at-home delivery or a test drive at one slot of the dealer (instants in epoch ms). */
export interface AppointmentsTable {
  id: string;
  kind: 'DRIVE_AT_HOME' | 'TEST_DRIVE';
  status: 'BOOKED' | 'CANCELLED';
  dealer_id: string;
  vehicle_id: string;
  deal_id: string | null;
  campaign_slug: string;
  session_id: string;
  user_id: string | null;
  starts_at: ColumnType<number, number, number>;
  ends_at: ColumnType<number, number, number>;
  /** The dealer's zone when booked: the wall clock the shopper chose in. */
  time_zone: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state_code: string | null;
  zip_code: string | null;
  lat: number | null;
  lng: number | null;
  distance_miles: number | null;
  locale: Locale;
  created_at: ColumnType<number, number, number>;
}

export interface DealerContactRequestsTable {
  id: string;
  dealer_id: string;
  vehicle_id: string | null;
  campaign_slug: string;
  session_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  /** '' when the shopper gave none (they asked to be emailed). */
  phone_number: string;
  preferred_contact: 'EMAIL' | 'PHONE' | 'TEXT';
  message: string;
  locale: Locale;
  created_at: ColumnType<number, number, number>;
}

/** The sandbox geocoder's street addresses (residential and commercial). */
export interface KnownAddressesTable {
  id: Generated<number>;
  street1: string;
  street2: string | null;
  city: string;
  state_code: string;
  zip_code: string;
  county: string;
  lat: number;
  lng: number;
  business: ColumnType<Flag, Flag | undefined, Flag>;
  /** Normalized street1 and street2 (geo/geocoder.ts): the address's unique key within its ZIP code. */
  street_key: string;
  unit_key: string;
}

// ─── Signing online (migration 0019) ──────────────────────────────────────────────────────────

/** A code accepted for signing a deal online: who, in which session, by which channel, when. */
export interface ContractVerificationsTable {
  id: string;
  deal_id: string;
  user_id: string;
  session_id: string;
  channel: 'SMS' | 'EMAIL';
  verified_at: string;
}

/** The electronic-records (E-SIGN) consent given for a deal: the exact text shown, its version, when, from where. */
export interface EsignConsentsTable {
  id: string;
  deal_id: string;
  user_id: string;
  version: string;
  locale: Locale;
  consent_text: string;
  given_at: string;
  ip: string;
  user_agent: string;
}

/** A contract signed online: the figures frozen (the `Contract` of src/contract/contracting.ts, as JSON). */
export interface SignedContractsTable {
  id: string;
  deal_id: string;
  user_id: string;
  consent_id: string;
  kind: 'FINANCE' | 'LEASE';
  contract: string;
  digest: string;
  signature_name: string;
  signed_at: string;
  ip: string;
  user_agent: string;
}

// ─── The finance application (migration 0018) ──────────────────────────────────────────────

/**
 * One finance application per deal. People's details are JSON without their secrets; the SSN and the
 * date of birth are sealed (server/finance/field-cipher.ts), never stored in clear.
 */
export interface FinanceApplicationsTable {
  deal_id: string;
  status: 'DRAFT' | 'SUBMITTED';
  /** { firstName, lastName, email, phoneNumber } */
  applicant: JsonText | null;
  applicant_ssn: string | null;
  applicant_ssn_last4: string | null;
  applicant_dob: string | null;
  residence: JsonText | null;
  employment: JsonText | null;
  has_co_applicant: Flag | null;
  /** { applicant: { firstName, lastName, email, phoneNumber }, residence, employment } */
  co_applicant: JsonText | null;
  co_ssn: string | null;
  co_ssn_last4: string | null;
  co_dob: string | null;
  authorization_version: string | null;
  authorization_locale: Locale | null;
  authorization_text: string | null;
  ip: string | null;
  user_agent: string | null;
  submitted_at: string | null;
  amount_financed: number | null;
  credit_tier: string | null;
  created_at: string;
  updated_at: string;
  /** The request sending it to the lenders now, until `submit_claimed_until` (migration 0023). */
  submit_claim: ColumnType<string | null, string | null | undefined, string | null>;
  submit_claimed_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** The idempotency key of the application the lenders last decided. */
  sent_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A lender's answer to a deal's last submitted application (its finance options). */
export interface FinanceDecisionsTable {
  id: string;
  deal_id: string;
  position: number;
  lender_number: string;
  lender_name: string;
  decision: 'APPROVED' | 'DECLINED';
  apr: number | null;
  term: number | null;
  max_amount: number | null;
  monthly_payment: number | null;
  /** JSON array of condition codes. */
  conditions: JsonText;
  reason: string | null;
  decided_at: string;
}

/** What the sandbox lender network received: initials and last four digits only. */
export interface LenderReceiptsTable {
  id: string;
  received_at: string;
  applicant_initials: string;
  applicant_ssn_last4: string;
  co_initials: string | null;
  co_ssn_last4: string | null;
  amount_financed: number;
  credit_tier: string;
  outcome: 'DECIDED' | 'UNAVAILABLE';
  /** JSON array of the decisions answered. */
  decisions: JsonText;
  /** The application's idempotency key (migration 0023); null on receipts from before. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}

// ─── Lead delivery (migration 0021) ──────────────────────────────────────────────────────────

export type LeadTransportKind = 'HTTP' | 'EMAIL';
export type LeadOutboxStatus = 'PENDING' | 'DELIVERED' | 'DEAD';

/** A lead for the dealer's CRM, written with what caused it; the worker claims, sends and settles it. */
export interface LeadOutboxTable {
  /** The stable lead id: the ADF prospect id a CRM de-duplicates on. */
  id: string;
  /** The public `lead` event's kind: 'deal-saved', 'registration', 'email', … */
  kind: string;
  /** Kind and cause ('deal-saved:<dealId>'): one lead per cause. */
  source_key: string;
  campaign_slug: string;
  dealer_id: string;
  session_id: string | null;
  user_id: string | null;
  /** The ADF 1.0 XML document, rendered when the lead was written. */
  document: string;
  status: LeadOutboxStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: number;
  claimed_by: string | null;
  claimed_until: number | null;
  last_error: string | null;
  delivered_at: number | null;
  created_at: number;
  // What the workspace's inbox lists and searches (migration 0030), written with the lead.
  shopper_name: ColumnType<string | null, string | null | undefined, string | null>;
  shopper_email: ColumnType<string | null, string | null | undefined, string | null>;
  shopper_phone: ColumnType<string | null, string | null | undefined, string | null>;
  vehicle_label: ColumnType<string | null, string | null | undefined, string | null>;
  deal_id: ColumnType<string | null, string | null | undefined, string | null>;
  // The dealer's work on it.
  work_status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  owner_staff_id: ColumnType<string | null, string | null | undefined, string | null>;
  first_response_at: ColumnType<number | null, number | null | undefined, number | null>;
  // Its thread (migration 0034): null on a thread's first lead, that lead's id on the events that update it.
  thread_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 for the first lead; 2, 3… for the updates, as the ADF id's `sequence`. */
  thread_seq: ColumnType<number, number | undefined, number>;
  /** On a first lead: how many events its thread has, and the latest one. */
  thread_events: ColumnType<number, number | undefined, number>;
  last_event_at: ColumnType<number | null, number | null | undefined, number | null>;
  last_event_kind: ColumnType<string | null, string | null | undefined, string | null>;
  vehicle_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StaffTable {
  id: string;
  /** Lower case. */
  email: string;
  name: string;
  role: StaffRole;
  password_hash: string;
  /** Sealed with the deployment's data key; null until enrolled. */
  totp_secret: string | null;
  totp_enrolled_at: number | null;
  totp_last_step: number | null;
  disabled: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: number;
  last_sign_in_at: ColumnType<number | null, number | null | undefined, number | null>;
}

/** An invitation's one-time link, stored under the SHA-256 of its token (migration 0035). */
export interface StaffInvitesTable {
  token_hash: string;
  staff_id: string;
  dealer_id: string;
  invited_by: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface StaffDealersTable {
  staff_id: string;
  dealer_id: string;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's token. */
  id: string;
  staff_id: string;
  csrf_token: string;
  /** When the second factor passed; null: only enrolment or a code may follow. */
  mfa_at: number | null;
  created_at: number;
  updated_at: number;
  client: string;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  staff_id: string;
  code_hash: string;
  used_at: number | null;
}

/** Append-only: who viewed or changed which customer record, when and from where. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  staff_id: string;
  staff_email: string;
  action: string;
  record_type: string;
  record_id: string;
  dealer_id: string | null;
  client: string;
  /** JSON array of the fields the entry changed (migration 0038); null: an entry that changes no settings. */
  changes: ColumnType<string | null, string | null | undefined, never>;
}

/** Every saved state of a settings document (migration 0038): `subject` is `<kind>:<id>`. */
export interface SettingsVersionsTable {
  id: Generated<number>;
  subject: string;
  version: number;
  dealer_id: string | null;
  data: JsonText;
  /** JSON array of the fields that differ from the version before. */
  changed: JsonText;
  /** Null: the state before the first recorded change (seeded or created outside the workspace). */
  staff_email: string | null;
  at: number;
  /** The version a revert restored. */
  reverted_to: number | null;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: string;
  staff_id: string;
  body: string;
  created_at: number;
}

export interface LeadDeliveryAttemptsTable {
  id: Generated<number>;
  lead_id: string;
  attempt: number;
  worker: string;
  transport: LeadTransportKind;
  /** The endpoint (without its query) or the e-mail address. */
  target: string;
  started_at: number;
  finished_at: number | null;
  outcome: 'DELIVERED' | 'RETRY' | 'FAILED' | null;
  detail: string | null;
}

/** The demo host's CRM receiver: each lead id once, with how many times it arrived. */
export interface CrmInboxTable {
  lead_id: string;
  dealer_id: string;
  document: string;
  first_received_at: number;
  last_received_at: number;
  deliveries: ColumnType<number, number | undefined, number>;
}

/** The funnel's daily rollup (migration 0032): a count per dealer, dealer day, campaign and event. */
export interface FunnelDailyTable {
  dealer_id: string;
  day: string;
  campaign_slug: string;
  event: string;
  count: number;
}

/** A shopper's reservation of a vehicle: a refundable deposit (migration 0043); cents and epoch ms. */
export interface ReservationsTable {
  id: string;
  deal_id: string;
  vehicle_id: string;
  dealer_id: string;
  user_id: string;
  status: ReservationStatus;
  amount_cents: number;
  refunded_cents: ColumnType<number, number | undefined, number>;
  /** The dealer's rule when the reservation started: a later change of the rule does not change it. */
  refund_days: number;
  hold_hours: number;
  payment_id: string | null;
  /** The shopper's idempotency key of the start: unique per deal. */
  start_key: string;
  receipt_number: string | null;
  decline_reason: string | null;
  decline_code: string | null;
  created_at: number;
  paid_at: number | null;
  hold_until: number | null;
  refundable_until: number | null;
  released_at: number | null;
  refunded_at: number | null;
  updated_at: number;
}

/** One hold per vehicle, enforced by its primary key (migration 0043). */
export interface VehicleHoldsTable {
  vehicle_id: string;
  reservation_id: string;
  until: number;
}

/** The payment provider's webhook events seen (migration 0043): a replay is seen once. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  payment_id: string | null;
  received_at: number;
}

/** The refunds given (migration 0043): once per idempotency key. */
export interface ReservationRefundsTable {
  id: string;
  reservation_id: string;
  amount_cents: number;
  idempotency_key: string;
  provider_refund_id: string | null;
  by_whom: string;
  created_at: number;
}

export interface Database {
  campaigns: CampaignsTable;
  theme_images: ThemeImagesTable;
  upgrade_program_tenants: UpgradeProgramTenantsTable;
  dealers: DealersTable;
  campaign_dealers: CampaignDealersTable;
  vehicles: VehiclesTable;
  users: UsersTable;
  sessions: SessionsTable;
  fe_logs: FeLogsTable;
  states: StatesTable;
  meta: MetaTable;
  trades: TradesTable;
  trade_photos: TradePhotosTable;
  trade_reviews: TradeReviewsTable;
  deal_documents: DealDocumentsTable;
  deals: DealsTable;
  deal_quotes: DealQuotesTable;
  leads: LeadsTable;
  certificates: CertificatesTable;
  recently_viewed: RecentlyViewedTable;
  saved_accessories: SavedAccessoriesTable;
  accessories: AccessoriesTable;
  accessory_fitments: AccessoryFitmentsTable;
  // Program offers.
  program_offers: ProgramOffersTable;
  protection_products: ProtectionProductsTable;
  pre_approvals: PreApprovalsTable;
  soft_pulls: SoftPullsTable;
  credit_selections: CreditSelectionsTable;
  dealer_chat_config: DealerChatConfigTable;
  trade_payoff_updates: TradePayoffUpdatesTable;
  rate_limits: RateLimitsTable;
  prospects: ProspectsTable;
  ghost_leads: GhostLeadsTable;
  consents: ConsentsTable;
  mfa_codes: MfaCodesTable;
  outbox: OutboxTable;
  known_addresses: KnownAddressesTable;
  lead_requests: LeadRequestsTable;
  appraisals: AppraisalsTable;
  plates: PlatesTable;
  known_vehicles: KnownVehiclesTable;
  // Signing online.
  contract_verifications: ContractVerificationsTable;
  esign_consents: EsignConsentsTable;
  signed_contracts: SignedContractsTable;
  // Visits.
  appointments: AppointmentsTable;
  dealer_contact_requests: DealerContactRequestsTable;
  // The finance application.
  finance_applications: FinanceApplicationsTable;
  finance_decisions: FinanceDecisionsTable;
  lender_receipts: LenderReceiptsTable;
  lead_outbox: LeadOutboxTable;
  funnel_daily: FunnelDailyTable;
  lead_delivery_attempts: LeadDeliveryAttemptsTable;
  crm_inbox: CrmInboxTable;
  // The dealer workspace.
  staff: StaffTable;
  staff_dealers: StaffDealersTable;
  staff_sessions: StaffSessionsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_invites: StaffInvitesTable;
  inventory_imports: InventoryImportsTable;
  inventory_feeds: InventoryFeedsTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNotesTable;
  settings_versions: SettingsVersionsTable;
  sandbox_payment_intents: SandboxPaymentIntentsTable;
  sandbox_payment_refunds: SandboxPaymentRefundsTable;
  sandbox_payment_requests: SandboxPaymentRequestsTable;
  sandbox_payment_events: SandboxPaymentEventsTable;
  sandbox_webhook_deliveries: SandboxWebhookDeliveriesTable;
  reservations: ReservationsTable;
  vehicle_holds: VehicleHoldsTable;
  payment_events: PaymentEventsTable;
  reservation_refunds: ReservationRefundsTable;
}

// The sandbox payment provider's records (migration 0044): amounts in integer cents, instants epoch ms.
export interface SandboxPaymentIntentsTable {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  description: string | null;
  /** JSON object of strings. */
  metadata: JsonText;
  amount_received: Generated<number>;
  amount_refunded: Generated<number>;
  /** JSON `{ type, code, decline_code, message }` of the last failed attempt. */
  last_payment_error: JsonText | null;
  card_last4: string | null;
  created_at: number;
  updated_at: number;
}

export interface SandboxPaymentRefundsTable {
  id: string;
  payment_intent: string;
  amount: number;
  status: string;
  created_at: number;
}

/** A request answered under an idempotency key: its parameters' fingerprint and the answer replayed. */
export interface SandboxPaymentRequestsTable {
  idempotency_key: string;
  api_key: string;
  request: string;
  /** Null while the first request with this key is in flight. */
  status_code: number | null;
  body: string | null;
  created_at: number;
}

export interface SandboxPaymentEventsTable {
  id: string;
  type: string;
  payment_intent: string;
  /** The event as sent (Stripe's envelope). */
  payload: JsonText;
  created_at: number;
}

export interface SandboxWebhookDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  attempt: number;
  url: string;
  status_code: number | null;
  error: string | null;
  at: number;
}

/** The query handle every repository function takes: the database, or a transaction on it. */
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;

export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;

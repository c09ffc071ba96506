/**
 * Typed queries over the sandbox database. Every read returns the app's own schema types
 * (`Campaign`, `Dealer`, `Vehicle` …), so the API, the page shell and the dealer site all speak
 * the contract the app checks. Rows are written only by `seed.ts` (validated there) and by the
 * session/log/user functions below, so reads map columns without re-validating.
 */
import type { Campaign, Dealer, DisableablePage, StockType } from '../../../src/contract/page-context.ts';
import type { BodyStyle, FuelType, Vehicle, VehicleBanner } from '../../../src/contract/vehicle.ts';
import type { UsState } from '../../../src/contract/address.ts';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db, Locale, Row } from './schema.ts';
import { isUpgradeProgramTenant } from '../../../src/contract/shell.ts';

export type { Db } from './schema.ts';

const bool = (n: number): boolean => n !== 0;
/** JSON columns hold documents this server wrote (from validated values). */
export const json = <T>(text: string): T => JSON.parse(text) as T;

// ─── campaigns ──────────────────────────────────────────────────────────────────────────────

type CampaignRow = Row<'campaigns'>;

/** A campaign plus the server-side settings the app never sees directly. */
export type CampaignDetails = {
  campaign: Campaign;
  isDefault: boolean;
  financierName: string | null;
  /** Switched off: every page of it is the CampaignDisabled terminal error (seed 000 §8). */
  disabled: boolean;
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

// ─── dealers ────────────────────────────────────────────────────────────────────────────────

type DealerRow = Row<'dealers'>;

export type CallCenterHours = { day: string; open: string; close: string }[];

function toDealer(row: DealerRow): Dealer {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    address: row.address,
    city: row.city,
    stateCode: row.state_code,
    zipCode: row.zip_code,
    timeZone: row.time_zone,
    website: row.website,
  };
}

export async function getDealer(db: Db, id: string): Promise<Dealer | null> {
  const row = await db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDealer(row) : null;
}

export async function listDealers(db: Db): Promise<Dealer[]> {
  const rows = await db.selectFrom('dealers').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(toDealer);
}

/** The campaign's dealers in their configured order (the first one is the campaign's default). */
export async function listCampaignDealers(db: Db, campaignSlug: string): Promise<Dealer[]> {
  const rows = await db
    .selectFrom('dealers as d')
    .innerJoin('campaign_dealers as cd', 'cd.dealer_id', 'd.id')
    .selectAll('d')
    .where('cd.campaign_slug', '=', campaignSlug)
    .orderBy('cd.position')
    .orderBy('d.id')
    .execute();
  return rows.map(toDealer);
}

export async function getDealerCallCenterHours(db: Db, id: string): Promise<CallCenterHours | null> {
  const row = await db.selectFrom('dealers').select('call_center_hours').where('id', '=', id).executeTakeFirst();
  return row ? json<CallCenterHours>(row.call_center_hours) : null;
}

/** A dealer with its weekly call-center hours (the call-center page's hours editor). */
export type DealerHours = { dealer: Dealer; hours: CallCenterHours };

/** Every dealer with its hours, ordered by name: one query for the whole editor page. */
export async function listDealerHours(db: Db): Promise<DealerHours[]> {
  const rows = await db.selectFrom('dealers').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ dealer: toDealer(row), hours: json<CallCenterHours>(row.call_center_hours) }));
}

/** Replaces the dealer's weekly hours (validated by the caller); false when there is no such dealer. */
export async function setDealerCallCenterHours(db: Db, id: string, hours: CallCenterHours): Promise<boolean> {
  const result = await db
    .updateTable('dealers')
    .set({ call_center_hours: JSON.stringify(hours) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ─── vehicles ───────────────────────────────────────────────────────────────────────────────

export type VehicleRow = Row<'vehicles'>;

/** Where a vehicle's pictures live; absolute because the shadow mount shows them on the dealer's page. */
export function vehicleImageUrl(appOrigin: string, vehicleId: string, index: number): string {
  return `${appOrigin}/images/vehicles/${encodeURIComponent(vehicleId)}/${index}.svg`;
}

export function stockImageUrl(appOrigin: string, bodyStyle: BodyStyle): string {
  return `${appOrigin}/images/stock/${bodyStyle}.svg`;
}

export function toVehicle(row: VehicleRow, appOrigin: string): Vehicle {
  const bodyStyle = row.body_style as BodyStyle;
  const images = Array.from({ length: row.image_count }, (_, i) => vehicleImageUrl(appOrigin, row.id, i));
  return {
    id: row.id,
    vin: row.vin,
    stockNumber: row.stock_number,
    stockType: row.stock_type as StockType,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    bodyStyle,
    fuelType: row.fuel_type as FuelType,
    exteriorColor: row.exterior_color,
    interiorColor: row.interior_color,
    engine: row.engine,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    mpgCity: row.mpg_city,
    mpgHighway: row.mpg_highway,
    rangeMiles: row.range_miles,
    mileage: row.mileage,
    msrp: row.msrp,
    salePrice: row.sale_price,
    dealerId: row.dealer_id,
    styleId: row.style_id,
    modelId: row.model_id,
    options: json<Vehicle['options']>(row.options),
    features: json<string[]>(row.features),
    vinOnDealerLotDate: row.vin_on_dealer_lot_date,
    inTransit: bool(row.in_transit),
    estimatedDeliveryDate: row.estimated_delivery_date,
    imageUrl: images[0] ?? null,
    stockImageUrl: stockImageUrl(appOrigin, bodyStyle),
    images,
    has360: bool(row.has_360),
    hasVideo: bool(row.has_video),
  };
}

export type VehicleFilter = {
  stockType?: StockType;
  dealerId?: string;
  make?: string;
  fuelType?: FuelType;
  minPrice?: number;
  maxPrice?: number;
};

/**
 * Vehicles matching every given filter, cheapest first within make and model. `appOrigin`
 * makes the image URLs absolute (pass it from any page not served by the app origin).
 */
export async function listVehicles(db: Db, filter: VehicleFilter = {}, appOrigin = ''): Promise<Vehicle[]> {
  let query = db.selectFrom('vehicles').selectAll();
  if (filter.dealerId !== undefined) query = query.where('dealer_id', '=', filter.dealerId);
  if (filter.stockType !== undefined) query = query.where('stock_type', '=', filter.stockType);
  if (filter.make !== undefined) query = query.where('make', '=', filter.make);
  if (filter.fuelType !== undefined) query = query.where('fuel_type', '=', filter.fuelType);
  if (filter.minPrice !== undefined) query = query.where('sale_price', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('sale_price', '<=', filter.maxPrice);
  const rows = await query.orderBy('make').orderBy('model').orderBy('sale_price').orderBy('id').execute();
  return rows.map((row) => toVehicle(row, appOrigin));
}

export async function getVehicle(db: Db, id: string, appOrigin = ''): Promise<Vehicle | null> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVehicle(row, appOrigin) : null;
}

/** Seed 001 §3 "Vehicle banner": the picture and the naming fields of a vehicle. */
export function toVehicleBanner(vehicle: Vehicle): VehicleBanner {
  return {
    imageUrl: vehicle.imageUrl,
    stockImageUrl: vehicle.stockImageUrl,
    bodyStyle: vehicle.bodyStyle,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    exteriorColor: vehicle.exteriorColor,
    interiorColor: vehicle.interiorColor,
  };
}

// ─── users ──────────────────────────────────────────────────────────────────────────────────

type UserRow = Row<'users'>;

export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  zipcode: string;
  isMember: boolean;
  /** The membership is turned off (seed 001 §6): identity/membership.ts refuses to sign such a member in. */
  memberDisabled: boolean;
};

/** A membership starts on: only `setMemberDisabled` turns one off. */
export type NewUser = Omit<User, 'memberDisabled'> & { passwordHash: string };

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    zipcode: row.zipcode,
    isMember: bool(row.is_member),
    memberDisabled: bool(row.member_disabled),
  };
}

/** Emails are stored lower-cased, so look-ups ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getUser(db: Db, id: string): Promise<User | null> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUserCredentials(db: Db, email: string): Promise<{ user: User; passwordHash: string } | null> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

/** A new hash of the same password (a re-hash at today's cost after a good sign-in). */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** A user's street address (the registration's verified one, a ghost's geocoded one). */
export type UserAddress = {
  address?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  stateCode?: string | null | undefined;
  county?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
};

/** What only some sign-up paths know: the address, the language, an identity provider, SMS consent. */
export type NewUserExtras = {
  creditScore?: number | null;
  address?: UserAddress;
  locale?: Locale | null;
  sso?: { provider: string; subject: string };
  smsAllowed?: boolean;
  /** The address was proved (a code sent to it, or a provider vouching for it). */
  emailVerified?: boolean;
};

/** The one way a user row is created (registration, ghost registration, single sign-on, seed). */
export async function insertUser(db: Db, user: NewUser & NewUserExtras): Promise<void> {
  const a = user.address ?? {};
  await db
    .insertInto('users')
    .values({
      id: user.id,
      email: normalizeEmail(user.email),
      password_hash: user.passwordHash,
      first_name: user.firstName,
      last_name: user.lastName,
      phone_number: user.phoneNumber,
      zipcode: user.zipcode,
      is_member: user.isMember ? 1 : 0,
      credit_score: user.creditScore ?? null,
      created_at: new Date().toISOString(),
      address: a.address || null,
      address2: a.address2 || null,
      city: a.city || null,
      state_code: a.stateCode || null,
      county: a.county || null,
      lat: a.lat ?? null,
      lng: a.lng ?? null,
      locale: user.locale ?? null,
      sso_provider: user.sso?.provider ?? null,
      sso_subject: user.sso?.subject ?? null,
      sms_allowed: user.smsAllowed ? 1 : 0,
      email_verified_at: user.emailVerified ? new Date().toISOString() : null,
    })
    .execute();
}

// ─── sessions ───────────────────────────────────────────────────────────────────────────────

export type Session = {
  id: string;
  csrfToken: string;
  userId: string | null;
  createdAt: number;
  updatedAt: number;
  /** The language the shopper chose in this session, if any. */
  locale: Locale | null;
  /** Anonymous and begun by this request (createSession): no campaign, PIN or code is stored on it yet. */
  blank?: boolean;
};

const toSession = (row: Row<'sessions'>): Session => ({
  id: row.id,
  csrfToken: row.csrf_token,
  userId: row.user_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  locale: row.locale,
});

export async function getSession(db: Db, id: string): Promise<Session | null> {
  const row = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSession(row) : null;
}

export async function insertSession(db: Db, session: Session): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      csrf_token: session.csrfToken,
      user_id: session.userId,
      created_at: session.createdAt,
      updated_at: session.updatedAt,
      locale: session.locale,
    })
    .execute();
}

/** The signed-in account was made in this session (migration 0026): it is new here, not returning. */
export async function markSessionNewAccount(db: Db, id: string): Promise<void> {
  await db.updateTable('sessions').set({ new_account: 1 }).where('id', '=', id).execute();
}

export async function isNewAccountSession(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('new_account').where('id', '=', id).executeTakeFirst();
  return row?.new_account === 1;
}

export async function setSessionLocale(db: Db, id: string, locale: Locale): Promise<void> {
  await db.updateTable('sessions').set({ locale }).where('id', '=', id).execute();
}

export async function getUserLocale(db: Db, userId: string): Promise<Locale | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function setUserLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

export async function touchSession(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sessions').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

/** Deletes sessions unused since `idleBefore` or opened before `createdBefore` (their two lifetimes). */
export async function deleteExpiredSessions(db: Db, idleBefore: number, createdBefore: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('updated_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ─── front-end logs ─────────────────────────────────────────────────────────────────────────

export type FeLog = {
  sessionId: string | null;
  userId: string | null;
  level: string;
  message: string;
  url: string;
  userAgent: string;
  /** Seed 001 §8: a failure the app handles (a 429, a credit 404), reported but not alarming. */
  expected: boolean;
};

/** The table is a rolling window: a noisy client cannot grow the sandbox database without bound. */
export const FE_LOG_KEEP = 10_000;

export async function insertFeLog(db: Db, log: FeLog): Promise<number> {
  const { id } = await db
    .insertInto('fe_logs')
    .values({
      session_id: log.sessionId,
      user_id: log.userId,
      level: log.level,
      message: log.message,
      url: log.url,
      user_agent: log.userAgent,
      expected: log.expected ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (id > FE_LOG_KEEP)
    await db
      .deleteFrom('fe_logs')
      .where('id', '<=', id - FE_LOG_KEEP)
      .execute();
  return id;
}

export async function listFeLogs(db: Db, limit = 100): Promise<(FeLog & { id: number; createdAt: string })[]> {
  const rows = await db.selectFrom('fe_logs').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    userId: r.user_id,
    level: r.level,
    message: r.message,
    url: r.url,
    userAgent: r.user_agent,
    expected: r.expected !== 0,
    createdAt: r.created_at,
  }));
}

// ─── states ─────────────────────────────────────────────────────────────────────────────────

/** US states ordered by abbreviation: the address form's dropdown lists abbreviations (seed 001 §2). */
export async function listStates(db: Db): Promise<UsState[]> {
  return db.selectFrom('states').select(['abbreviation', 'name']).orderBy('abbreviation').execute();
}

// ─── meta ───────────────────────────────────────────────────────────────────────────────────

export async function getMeta(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

// ─── rate limits ────────────────────────────────────────────────────────────────────────────

/**
 * Counts one attempt against `key` in a fixed window shared by every server process, and says
 * whether it is over `limit`. One upsert, so concurrent attempts cannot both slip under the limit.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rate_limits.window_start', '<=', now - windowMs)
          .then(1)
          .else(eb('rate_limits.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('rate_limits.window_start', '<=', now - windowMs)
          .then(now)
          .else(eb.ref('rate_limits.window_start'))
          .end(),
      })),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  return { allowed: row.count <= limit, retryAfterMs: Math.max(0, row.window_start + windowMs - now) };
}

/**
 * Drops counters whose window closed long ago, so the table stays small; a known client's mark
 * (count 0, attempts.ts `rememberClient`) only once it is older than `knownBefore`.
 */
export async function deleteRateLimitsBefore(db: Db, before: number, knownBefore = before): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) =>
      eb.or([
        eb.and([eb('count', '>', 0), eb('window_start', '<', before)]),
        eb.and([eb('count', '=', 0), eb('window_start', '<', knownBefore)]),
      ]),
    )
    .execute();
}

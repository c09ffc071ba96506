/**
 * Typed queries over the sandbox database. Every read returns the app's own schema types
 * (`Campaign`, `Dealer`, `Vehicle` …), so the API, the page shell and the dealer site all speak
 * the contract the app checks. Rows are written only by `seed.ts` (validated there) and by the
 * session/log/user functions below, so reads map columns without re-validating.
 */
import type { Campaign, Dealer, DisableablePage, StockType } from '../../../src/lib/page-context.ts';
import type { BodyStyle, FuelType, Vehicle, VehicleBanner } from '../../../src/features/vehicle/api.ts';
import type { UsState } from '../../../src/features/address/api.ts';
import { json, stmt } from './statements.ts';
import type { Db } from './types.ts';

export type { Db } from './types.ts';

const bool = (n: number): boolean => n !== 0;

// ─── campaigns ──────────────────────────────────────────────────────────────────────────────

type CampaignRow = {
  slug: string;
  name: string;
  title: string;
  product_id: number;
  theme: string | null;
  channel: string;
  domain: string;
  phone_number: string | null;
  phone_number_formatted: string | null;
  pin_enabled: number;
  warranty_enabled: number;
  call_center_enabled: number;
  tenant_id: string;
  payment_type: string;
  ssos: string;
  no_payment_days: number | null;
  program_id: string | null;
  stock_type_conditions: string;
  cobrowse_license_key: string | null;
  feature_flags: string;
  disabled_pages: string;
  allowed_origins: string;
  is_default: number;
  financier_name: string | null;
  position: number;
};

/** A campaign plus the server-side settings the app never sees directly. */
export type CampaignDetails = {
  campaign: Campaign;
  isDefault: boolean;
  financierName: string | null;
};

function toCampaign(row: CampaignRow): Campaign {
  return {
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
    paymentType: row.payment_type as Campaign['paymentType'],
    ssos: json<string[]>(row.ssos),
    noPaymentDays: row.no_payment_days,
    programId: row.program_id,
    stockTypeConditions: json<StockType[]>(row.stock_type_conditions),
    cobrowseLicenseKey: row.cobrowse_license_key,
    featureFlags: json<string[]>(row.feature_flags),
    disabledPages: json<DisableablePage[]>(row.disabled_pages),
    allowedOrigins: json<string[]>(row.allowed_origins),
  };
}

function toDetails(row: CampaignRow): CampaignDetails {
  return { campaign: toCampaign(row), isDefault: bool(row.is_default), financierName: row.financier_name };
}

export function listCampaigns(db: Db): Campaign[] {
  return (stmt(db, 'SELECT * FROM campaigns ORDER BY position, slug').all() as CampaignRow[]).map(toCampaign);
}

export function getCampaign(db: Db, slug: string): Campaign | null {
  return getCampaignDetails(db, slug)?.campaign ?? null;
}

export function getCampaignDetails(db: Db, slug: string): CampaignDetails | null {
  const row = stmt(db, 'SELECT * FROM campaigns WHERE slug = ?').get(slug) as CampaignRow | undefined;
  return row ? toDetails(row) : null;
}

/** The standalone site picks its campaign by host name; the default campaign answers any other host. */
export function getCampaignForHost(db: Db, hostName: string): CampaignDetails | null {
  const row = (stmt(db, 'SELECT * FROM campaigns WHERE domain = ? ORDER BY position LIMIT 1').get(hostName) ??
    stmt(db, 'SELECT * FROM campaigns WHERE is_default = 1 ORDER BY position LIMIT 1').get() ??
    stmt(db, 'SELECT * FROM campaigns ORDER BY position LIMIT 1').get()) as CampaignRow | undefined;
  return row ? toDetails(row) : null;
}

/** True when any campaign lists the origin as a dealer site allowed to embed it (CORS). */
export function isAllowedOrigin(db: Db, origin: string): boolean {
  const rows = stmt(db, 'SELECT allowed_origins FROM campaigns').all() as Pick<CampaignRow, 'allowed_origins'>[];
  return rows.some((row) => json<string[]>(row.allowed_origins).includes(origin));
}

// ─── dealers ────────────────────────────────────────────────────────────────────────────────

type DealerRow = {
  id: string;
  name: string;
  phone_number: string;
  address: string;
  city: string;
  state_code: string;
  zip_code: string;
  time_zone: string;
  website: string;
  call_center_hours: string;
};

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

export function getDealer(db: Db, id: string): Dealer | null {
  const row = stmt(db, 'SELECT * FROM dealers WHERE id = ?').get(id) as DealerRow | undefined;
  return row ? toDealer(row) : null;
}

export function listDealers(db: Db): Dealer[] {
  return (stmt(db, 'SELECT * FROM dealers ORDER BY name, id').all() as DealerRow[]).map(toDealer);
}

/** The campaign's dealers in their configured order (the first one is the campaign's default). */
export function listCampaignDealers(db: Db, campaignSlug: string): Dealer[] {
  const rows = stmt(
    db,
    `SELECT d.* FROM dealers d JOIN campaign_dealers cd ON cd.dealer_id = d.id
     WHERE cd.campaign_slug = ? ORDER BY cd.position, d.id`,
  ).all(campaignSlug) as DealerRow[];
  return rows.map(toDealer);
}

export function getDealerCallCenterHours(db: Db, id: string): CallCenterHours | null {
  const row = stmt(db, 'SELECT call_center_hours FROM dealers WHERE id = ?').get(id) as
    Pick<DealerRow, 'call_center_hours'> | undefined;
  return row ? json<CallCenterHours>(row.call_center_hours) : null;
}

// ─── vehicles ───────────────────────────────────────────────────────────────────────────────

export type VehicleRow = {
  id: string;
  vin: string;
  stock_number: string;
  stock_type: string;
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
  options: string;
  features: string;
  vin_on_dealer_lot_date: string | null;
  in_transit: number;
  estimated_delivery_date: string | null;
  image_count: number;
  has_360: number;
  has_video: number;
};

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
export function listVehicles(db: Db, filter: VehicleFilter = {}, appOrigin = ''): Vehicle[] {
  const conditions: [keyof VehicleFilter, string][] = [
    ['dealerId', 'dealer_id = @dealerId'],
    ['stockType', 'stock_type = @stockType'],
    ['make', 'make = @make'],
    ['fuelType', 'fuel_type = @fuelType'],
    ['minPrice', 'sale_price >= @minPrice'],
    ['maxPrice', 'sale_price <= @maxPrice'],
  ];
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  for (const [key, sql] of conditions) {
    const value = filter[key];
    if (value === undefined) continue;
    where.push(sql);
    params[key] = value;
  }
  const sql = `SELECT * FROM vehicles ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY make, model, sale_price, id`;
  return (stmt(db, sql).all(params) as VehicleRow[]).map((row) => toVehicle(row, appOrigin));
}

export function getVehicle(db: Db, id: string, appOrigin = ''): Vehicle | null {
  const row = stmt(db, 'SELECT * FROM vehicles WHERE id = ?').get(id) as VehicleRow | undefined;
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

type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  zipcode: string;
  is_member: number;
  created_at: string;
};

export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  zipcode: string;
  isMember: boolean;
};

export type NewUser = User & { passwordHash: string };

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number,
    zipcode: row.zipcode,
    isMember: bool(row.is_member),
  };
}

/** Emails are stored lower-cased, so look-ups ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function getUser(db: Db, id: string): User | null {
  const row = stmt(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row ? toUser(row) : null;
}

export function findUserCredentials(db: Db, email: string): { user: User; passwordHash: string } | null {
  const row = stmt(db, 'SELECT * FROM users WHERE email = ?').get(normalizeEmail(email)) as UserRow | undefined;
  return row ? { user: toUser(row), passwordHash: row.password_hash } : null;
}

export function insertUser(db: Db, user: NewUser): void {
  stmt(
    db,
    `INSERT INTO users (id, email, password_hash, first_name, last_name, phone_number, zipcode, is_member, created_at)
     VALUES (@id, @email, @passwordHash, @firstName, @lastName, @phoneNumber, @zipcode, @isMember, @createdAt)`,
  ).run({
    ...user,
    email: normalizeEmail(user.email),
    isMember: user.isMember ? 1 : 0,
    createdAt: new Date().toISOString(),
  });
}

// ─── sessions ───────────────────────────────────────────────────────────────────────────────

export type Session = {
  id: string;
  csrfToken: string;
  userId: string | null;
  createdAt: number;
  updatedAt: number;
};

type SessionRow = { id: string; csrf_token: string; user_id: string | null; created_at: number; updated_at: number };

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  csrfToken: row.csrf_token,
  userId: row.user_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function getSession(db: Db, id: string): Session | null {
  const row = stmt(db, 'SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined;
  return row ? toSession(row) : null;
}

export function insertSession(db: Db, session: Session): void {
  stmt(
    db,
    'INSERT INTO sessions (id, csrf_token, user_id, created_at, updated_at) VALUES (@id, @csrfToken, @userId, @createdAt, @updatedAt)',
  ).run(session);
}

export function touchSession(db: Db, id: string, now: number): void {
  stmt(db, 'UPDATE sessions SET updated_at = ? WHERE id = ?').run(now, id);
}

export function deleteSession(db: Db, id: string): void {
  stmt(db, 'DELETE FROM sessions WHERE id = ?').run(id);
}

export function deleteSessionsIdleSince(db: Db, before: number): number {
  return stmt(db, 'DELETE FROM sessions WHERE updated_at < ?').run(before).changes;
}

// ─── front-end logs ─────────────────────────────────────────────────────────────────────────

export type FeLog = {
  sessionId: string | null;
  userId: string | null;
  level: string;
  message: string;
  url: string;
  userAgent: string;
};

/** The table is a rolling window: a noisy client cannot grow the sandbox database without bound. */
export const FE_LOG_KEEP = 10_000;

export function insertFeLog(db: Db, log: FeLog): number {
  const result = stmt(
    db,
    `INSERT INTO fe_logs (session_id, user_id, level, message, url, user_agent, created_at)
     VALUES (@sessionId, @userId, @level, @message, @url, @userAgent, @createdAt)`,
  ).run({ ...log, createdAt: new Date().toISOString() });
  const id = Number(result.lastInsertRowid);
  if (id > FE_LOG_KEEP) stmt(db, 'DELETE FROM fe_logs WHERE id <= ?').run(id - FE_LOG_KEEP);
  return id;
}

export function listFeLogs(db: Db, limit = 100): (FeLog & { id: number; createdAt: string })[] {
  const rows = stmt(db, 'SELECT * FROM fe_logs ORDER BY id DESC LIMIT ?').all(limit) as {
    id: number;
    session_id: string | null;
    user_id: string | null;
    level: string;
    message: string;
    url: string;
    user_agent: string;
    created_at: string;
  }[];
  return rows.map((r) => ({
    id: r.id,
    sessionId: r.session_id,
    userId: r.user_id,
    level: r.level,
    message: r.message,
    url: r.url,
    userAgent: r.user_agent,
    createdAt: r.created_at,
  }));
}

// ─── states ─────────────────────────────────────────────────────────────────────────────────

/** US states ordered by abbreviation: the address form's dropdown lists abbreviations (seed 001 §2). */
export function listStates(db: Db): UsState[] {
  return stmt(db, 'SELECT abbreviation, name FROM states ORDER BY abbreviation').all() as UsState[];
}

// ─── meta ───────────────────────────────────────────────────────────────────────────────────

export function getMeta(db: Db, key: string): string | null {
  const row = stmt(db, 'SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function setMeta(db: Db, key: string, value: string): void {
  stmt(db, 'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}

/**
 * Schema migrations, versioned with `PRAGMA user_version`: migration N brings the schema from
 * version N-1 to N. Append new migrations; never edit one that has shipped.
 */
import type { Db } from './types.ts';

const migrations: readonly string[] = [
  // 1: the sandbox's first schema.
  `
  CREATE TABLE campaigns (
    slug TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    title TEXT NOT NULL,
    product_id INTEGER NOT NULL,
    theme TEXT,
    channel TEXT NOT NULL,
    domain TEXT NOT NULL,
    phone_number TEXT,
    phone_number_formatted TEXT,
    pin_enabled INTEGER NOT NULL,
    warranty_enabled INTEGER NOT NULL,
    call_center_enabled INTEGER NOT NULL,
    tenant_id TEXT NOT NULL,
    payment_type TEXT NOT NULL,
    ssos TEXT NOT NULL,
    no_payment_days INTEGER,
    program_id TEXT,
    stock_type_conditions TEXT NOT NULL,
    cobrowse_license_key TEXT,
    feature_flags TEXT NOT NULL,
    disabled_pages TEXT NOT NULL,
    allowed_origins TEXT NOT NULL,
    is_default INTEGER NOT NULL DEFAULT 0,
    financier_name TEXT,
    position INTEGER NOT NULL
  );
  CREATE INDEX campaigns_domain ON campaigns (domain);

  CREATE TABLE dealers (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    state_code TEXT NOT NULL,
    zip_code TEXT NOT NULL,
    time_zone TEXT NOT NULL,
    website TEXT NOT NULL,
    call_center_hours TEXT NOT NULL
  );

  CREATE TABLE campaign_dealers (
    campaign_slug TEXT NOT NULL REFERENCES campaigns (slug) ON DELETE CASCADE,
    dealer_id TEXT NOT NULL REFERENCES dealers (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    PRIMARY KEY (campaign_slug, dealer_id)
  );
  CREATE INDEX campaign_dealers_dealer ON campaign_dealers (dealer_id);

  CREATE TABLE vehicles (
    id TEXT PRIMARY KEY,
    vin TEXT NOT NULL UNIQUE,
    stock_number TEXT NOT NULL,
    stock_type TEXT NOT NULL CHECK (stock_type IN ('NEW', 'USED')),
    year INTEGER NOT NULL,
    make TEXT NOT NULL,
    model TEXT NOT NULL,
    trim TEXT NOT NULL,
    body_style TEXT NOT NULL,
    fuel_type TEXT NOT NULL,
    exterior_color TEXT NOT NULL,
    interior_color TEXT NOT NULL,
    engine TEXT NOT NULL,
    transmission TEXT NOT NULL,
    drivetrain TEXT NOT NULL,
    mpg_city INTEGER,
    mpg_highway INTEGER,
    range_miles INTEGER,
    mileage INTEGER,
    msrp INTEGER NOT NULL,
    sale_price INTEGER NOT NULL,
    dealer_id TEXT NOT NULL REFERENCES dealers (id),
    style_id INTEGER NOT NULL,
    model_id INTEGER NOT NULL,
    options TEXT NOT NULL,
    features TEXT NOT NULL,
    vin_on_dealer_lot_date TEXT,
    in_transit INTEGER NOT NULL,
    estimated_delivery_date TEXT,
    image_count INTEGER NOT NULL,
    has_360 INTEGER NOT NULL,
    has_video INTEGER NOT NULL
  );
  CREATE INDEX vehicles_search ON vehicles (dealer_id, stock_type, make, fuel_type, sale_price);

  CREATE TABLE users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    zipcode TEXT NOT NULL,
    is_member INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    csrf_token TEXT NOT NULL,
    user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_updated ON sessions (updated_at);

  CREATE TABLE fe_logs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    session_id TEXT,
    user_id TEXT,
    level TEXT NOT NULL,
    message TEXT NOT NULL,
    url TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  CREATE TABLE states (
    abbreviation TEXT PRIMARY KEY,
    name TEXT NOT NULL
  );

  CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
];

export const SCHEMA_VERSION = migrations.length;

/** Applies every migration newer than the database's `user_version`, each in its own transaction. */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `Database schema version ${current} is newer than this server (${SCHEMA_VERSION}): run \`npm run db:reset\`.`,
    );
  }
  for (let version = current + 1; version <= SCHEMA_VERSION; version++) {
    const sql = migrations[version - 1] as string;
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
  return SCHEMA_VERSION;
}

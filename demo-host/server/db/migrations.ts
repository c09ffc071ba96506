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
  // 2: the deal desk (issue 3): pricing inputs, deals with their persisted quotes, leads,
  // certificates, recently viewed vehicles, and the tables later issues fill.
  `
  ALTER TABLE vehicles ADD COLUMN manufacturer_rebate INTEGER;
  -- sale_price - manufacturer_rebate, stored so that listings can sort and page on an index.
  ALTER TABLE vehicles ADD COLUMN price_with_rebates INTEGER;
  CREATE INDEX vehicles_price_with_rebates ON vehicles (price_with_rebates, id);
  CREATE INDEX vehicles_dealer_price ON vehicles (dealer_id, price_with_rebates, id);
  CREATE INDEX vehicles_style ON vehicles (style_id, id);

  ALTER TABLE dealers ADD COLUMN doc_fee REAL NOT NULL DEFAULT 0;
  ALTER TABLE dealers ADD COLUMN registration_fee REAL NOT NULL DEFAULT 0;

  ALTER TABLE users ADD COLUMN credit_score INTEGER;

  CREATE TABLE trades (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    vehicle_name TEXT NOT NULL,
    offer REAL NOT NULL,
    payoff REAL NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX trades_user ON trades (user_id, created_at);

  CREATE TABLE deals (
    id TEXT PRIMARY KEY,
    vehicle_id TEXT NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
    session_id TEXT,
    user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
    credit_score INTEGER NOT NULL,
    trade_id TEXT REFERENCES trades (id) ON DELETE SET NULL,
    deal_name TEXT,
    saved INTEGER NOT NULL DEFAULT 0,
    preferences TEXT NOT NULL,
    external_offers TEXT NOT NULL DEFAULT '[]',
    cash_protection_products TEXT NOT NULL DEFAULT '[]',
    selected_kind TEXT CHECK (selected_kind IN ('FINANCE', 'LEASE')),
    selected_quote_id TEXT,
    selected_request_key TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX deals_session ON deals (session_id);
  CREATE INDEX deals_user_saved ON deals (user_id, saved, updated_at);

  -- One row per quote request of a deal: the quotes the engine returned for it, in order.
  CREATE TABLE deal_quotes (
    deal_id TEXT NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('FINANCE', 'LEASE')),
    request_key TEXT NOT NULL,
    request TEXT NOT NULL,
    quotes TEXT NOT NULL,
    requested_seq INTEGER NOT NULL,
    PRIMARY KEY (deal_id, kind, request_key)
  );
  CREATE INDEX deal_quotes_latest ON deal_quotes (deal_id, kind, requested_seq);

  CREATE TABLE leads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    deal_id TEXT NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (deal_id, kind)
  );

  CREATE TABLE certificates (
    id TEXT PRIMARY KEY,
    deal_id TEXT NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    vehicle_id TEXT NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    deal_name TEXT NOT NULL,
    preferences TEXT NOT NULL,
    payment_type TEXT NOT NULL CHECK (payment_type IN ('CASH', 'LEASE', 'FINANCE')),
    terms TEXT NOT NULL,
    issued_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX certificates_owner ON certificates (user_id, vehicle_id, issued_at);

  -- owner is 'u:<userId>' or 's:<sessionId>'.
  CREATE TABLE recently_viewed (
    owner TEXT NOT NULL,
    vehicle_id TEXT NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
    viewed_at INTEGER NOT NULL,
    PRIMARY KEY (owner, vehicle_id)
  );
  CREATE INDEX recently_viewed_latest ON recently_viewed (owner, viewed_at);

  CREATE TABLE saved_accessories (
    id TEXT PRIMARY KEY,
    deal_id TEXT NOT NULL REFERENCES deals (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    price REAL NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE INDEX saved_accessories_deal ON saved_accessories (deal_id, position);

  -- Dealer protection products (a later issue fills it); deals reference them by id.
  CREATE TABLE protection_products (
    id TEXT PRIMARY KEY,
    dealer_id TEXT REFERENCES dealers (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    price REAL NOT NULL
  );

  CREATE TABLE pre_approvals (
    id TEXT PRIMARY KEY,
    deal_id TEXT REFERENCES deals (id) ON DELETE CASCADE,
    user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    lender_name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX pre_approvals_deal ON pre_approvals (deal_id, created_at);
  `,
  // 3: the page shell (issue 4): dealer chat settings, and trade revaluations the user has not seen.
  `
  -- Seed 001 §3 "Chat config"; a dealer without a row has chat off.
  CREATE TABLE dealer_chat_config (
    dealer_id TEXT PRIMARY KEY REFERENCES dealers (id) ON DELETE CASCADE,
    chat_enabled INTEGER NOT NULL,
    is_dealer_chat INTEGER NOT NULL,
    script TEXT,
    is_reputation_chat INTEGER NOT NULL,
    widget_id TEXT,
    tenant_key TEXT,
    CHECK (is_dealer_chat = 0 OR script IS NOT NULL),
    CHECK (is_reputation_chat = 0 OR (widget_id IS NOT NULL AND tenant_key IS NOT NULL))
  );

  -- Seed 001 §3 "Payoff updated info": the values a trade had before its latest revaluation. The new
  -- values are the trade's current offer and payoff, so deals and the modal never disagree.
  CREATE TABLE trade_payoff_updates (
    id TEXT PRIMARY KEY,
    trade_id TEXT NOT NULL REFERENCES trades (id) ON DELETE CASCADE,
    vin TEXT NOT NULL,
    old_offer REAL NOT NULL,
    old_payoff REAL NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX trade_payoff_updates_trade ON trade_payoff_updates (trade_id, updated_at);
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

/**
 * Seeds the sandbox database from `buildSeed()` (seed-data.ts). Idempotent: an empty database is
 * filled; a seeded one is left alone except that the campaigns' origin-dependent fields
 * (allowedOrigins, domain) are refreshed when the server now runs on other ports or hosts, and the
 * page-shell rows (chat configs, payoff updates) are added once to a database seeded before them.
 * Every record is checked against the app's schemas before it is written, so reads can trust rows.
 */
import * as v from 'valibot';
import { CampaignSchema, DealerSchema } from '../../../src/lib/page-context.ts';
import { VehicleSchema } from '../../../src/features/vehicle/api.ts';
import { StateSchema } from '../../../src/features/address/api.ts';
import { ChatConfigSchema } from '../../../src/features/external-scripts/api.ts';
import { manufacturerRebate } from '../engine/index.ts';
import { hashPassword } from '../passwords.ts';
import { isValidVin } from '../vin.ts';
import { getMeta, insertUser, setMeta } from './repo.ts';
import { insertPayoffUpdate, upsertDealerChatConfig } from './shell-repo.ts';
import type { Db } from './types.ts';

const SeedCampaignSchema = v.object({
  ...CampaignSchema.entries,
  dealerIds: v.array(v.string()),
  isDefault: v.boolean(),
  financierName: v.nullable(v.string()),
});
const Fee = v.pipe(v.number(), v.minValue(0), v.maxValue(5000));
const SeedDealerSchema = v.object({
  ...DealerSchema.entries,
  callCenterHours: v.array(v.object({ day: v.string(), open: v.string(), close: v.string() })),
  /** Dealer document fee and registration/title fee (deal engine inputs); 0 when a seed leaves them out. */
  docFee: v.optional(Fee, 0),
  registrationFee: v.optional(Fee, 0),
});
const SeedVehicleSchema = v.object({
  ...v.omit(VehicleSchema, ['imageUrl', 'stockImageUrl', 'images']).entries,
  imageCount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(50)),
});
const SeedUserSchema = v.object({
  id: v.string(),
  email: v.pipe(v.string(), v.email()),
  password: v.pipe(v.string(), v.minLength(1)),
  firstName: v.string(),
  lastName: v.string(),
  phoneNumber: v.string(),
  zipcode: v.string(),
  isMember: v.boolean(),
  /** Null: no credit on file, so deals use the spec's default score (seed 000 §9). */
  creditScore: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(300), v.maxValue(850))), null),
});
/** A trade the user already valued: its net cash offer is offer − payoff. */
const SeedTradeSchema = v.object({
  id: v.string(),
  userId: v.string(),
  vehicleName: v.pipe(v.string(), v.nonEmpty()),
  offer: v.pipe(v.number(), v.minValue(0)),
  payoff: v.pipe(v.number(), v.minValue(0)),
});
/** A dealer's chat settings (seed 001 §3 "Chat config"), checked with the schema the app reads them with. */
const SeedChatConfigSchema = v.pipe(
  v.object({ dealerId: v.string(), ...ChatConfigSchema.entries }),
  v.check((c) => !c.isDealerChat || c.script !== null, 'A dealer chat needs its script'),
  v.check(
    (c) => !c.isReputationChat || (c.widgetId !== null && c.tenantKey !== null),
    'A reputation chat needs its widgetId and tenantKey',
  ),
);
/** A trade revaluation: the offer and payoff before it (the trade row holds the new ones). */
const SeedPayoffUpdateSchema = v.object({
  id: v.string(),
  tradeId: v.string(),
  vin: v.pipe(
    v.string(),
    v.check((vin) => isValidVin(vin), 'VIN is invalid'),
  ),
  oldOffer: v.pipe(v.number(), v.minValue(0)),
  oldPayoff: v.pipe(v.number(), v.minValue(0)),
});
export const SeedDataSchema = v.object({
  campaigns: v.array(SeedCampaignSchema),
  dealers: v.array(SeedDealerSchema),
  vehicles: v.array(SeedVehicleSchema),
  users: v.array(SeedUserSchema),
  states: v.array(StateSchema),
  trades: v.optional(v.array(SeedTradeSchema), []),
  chatConfigs: v.optional(v.array(SeedChatConfigSchema), []),
  payoffUpdates: v.optional(v.array(SeedPayoffUpdateSchema), []),
});
export type SeedCampaign = v.InferOutput<typeof SeedCampaignSchema>;
export type SeedDealer = v.InferOutput<typeof SeedDealerSchema>;
export type SeedVehicle = v.InferOutput<typeof SeedVehicleSchema>;
export type SeedUser = v.InferOutput<typeof SeedUserSchema>;
export type SeedTrade = v.InferOutput<typeof SeedTradeSchema>;
/** What a seed may leave out (fees, credit scores, trades) has defaults; `CheckedSeed` has them filled in. */
export type SeedData = v.InferInput<typeof SeedDataSchema>;
export type CheckedSeed = v.InferOutput<typeof SeedDataSchema>;

export type SeedOrigins = { siteOrigin: string; appHost: string };
export type SeedBuilder = (o: SeedOrigins) => SeedData;

function checkSeed(data: unknown): CheckedSeed {
  const result = v.safeParse(SeedDataSchema, data);
  if (!result.success) {
    const first = result.issues[0];
    throw new Error(`Seed data is invalid at ${v.getDotPath(first) ?? '(root)'}: ${first.message}`);
  }
  const dealerIds = new Set(result.output.dealers.map((d) => d.id));
  for (const c of result.output.campaigns) {
    const missing = c.dealerIds.find((id) => !dealerIds.has(id));
    if (missing) throw new Error(`Seed campaign ${c.slug} lists unknown dealer ${missing}`);
  }
  const userIds = new Set(result.output.users.map((u) => u.id));
  for (const t of result.output.trades) {
    if (!userIds.has(t.userId)) throw new Error(`Seed trade ${t.id} belongs to unknown user ${t.userId}`);
  }
  for (const c of result.output.chatConfigs) {
    if (!dealerIds.has(c.dealerId)) throw new Error(`Seed chat config names unknown dealer ${c.dealerId}`);
  }
  const tradeIds = new Set(result.output.trades.map((t) => t.id));
  for (const u of result.output.payoffUpdates) {
    if (!tradeIds.has(u.tradeId)) throw new Error(`Seed payoff update ${u.id} names unknown trade ${u.tradeId}`);
  }
  return result.output;
}

/** Marks a database that holds the shell data (chat configs, payoff updates) of its seed. */
const SHELL_SEED_META = 'seed_shell';

/** The page-shell rows (issue 4); also used to bring a database seeded before them up to date. */
function insertShellSeed(db: Db, data: Pick<CheckedSeed, 'chatConfigs' | 'payoffUpdates'>): void {
  for (const c of data.chatConfigs) upsertDealerChatConfig(db, c);
  const now = new Date().toISOString();
  for (const u of data.payoffUpdates) insertPayoffUpdate(db, { ...u, updatedAt: now });
  setMeta(db, SHELL_SEED_META, '1');
}

/** A database seeded before migration 3 gets the shell rows once, for the dealers and trades it has. */
export function backfillShellSeed(db: Db, data: CheckedSeed): boolean {
  if (getMeta(db, SHELL_SEED_META) !== null) return false;
  const has = (table: 'dealers' | 'trades', id: string) =>
    db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
  db.transaction(() =>
    insertShellSeed(db, {
      chatConfigs: data.chatConfigs.filter((c) => has('dealers', c.dealerId)),
      payoffUpdates: data.payoffUpdates.filter((u) => has('trades', u.tradeId)),
    }),
  )();
  return true;
}

function campaignParams(c: SeedCampaign, position: number) {
  return {
    slug: c.slug,
    name: c.name,
    title: c.title,
    productId: c.productId,
    theme: c.theme,
    channel: c.channel,
    domain: c.domain,
    phoneNumber: c.phoneNumber,
    phoneNumberFormatted: c.phoneNumberFormatted,
    pinEnabled: c.pinEnabled ? 1 : 0,
    warrantyEnabled: c.warrantyEnabled ? 1 : 0,
    callCenterEnabled: c.callCenterEnabled ? 1 : 0,
    tenantId: c.tenantId,
    paymentType: c.paymentType,
    ssos: JSON.stringify(c.ssos),
    noPaymentDays: c.noPaymentDays,
    programId: c.programId,
    stockTypeConditions: JSON.stringify(c.stockTypeConditions),
    cobrowseLicenseKey: c.cobrowseLicenseKey,
    featureFlags: JSON.stringify(c.featureFlags),
    disabledPages: JSON.stringify(c.disabledPages),
    allowedOrigins: JSON.stringify(c.allowedOrigins),
    isDefault: c.isDefault ? 1 : 0,
    financierName: c.financierName,
    position,
  };
}

/** Writes validated seed data into an empty database, in one transaction. */
export function insertSeed(db: Db, raw: unknown): CheckedSeed {
  const data = checkSeed(raw);
  // Hashing is slow; do it before the write transaction opens.
  const users = data.users.map((u) => ({ ...u, passwordHash: hashPassword(u.password) }));
  db.transaction(() => {
    const insertDealer = db.prepare(
      `INSERT INTO dealers (id, name, phone_number, address, city, state_code, zip_code, time_zone, website, call_center_hours,
         doc_fee, registration_fee)
       VALUES (@id, @name, @phoneNumber, @address, @city, @stateCode, @zipCode, @timeZone, @website, @callCenterHours,
         @docFee, @registrationFee)`,
    );
    for (const d of data.dealers) insertDealer.run({ ...d, callCenterHours: JSON.stringify(d.callCenterHours) });

    const insertCampaign = db.prepare(
      `INSERT INTO campaigns (slug, name, title, product_id, theme, channel, domain, phone_number, phone_number_formatted,
         pin_enabled, warranty_enabled, call_center_enabled, tenant_id, payment_type, ssos, no_payment_days, program_id,
         stock_type_conditions, cobrowse_license_key, feature_flags, disabled_pages, allowed_origins, is_default,
         financier_name, position)
       VALUES (@slug, @name, @title, @productId, @theme, @channel, @domain, @phoneNumber, @phoneNumberFormatted,
         @pinEnabled, @warrantyEnabled, @callCenterEnabled, @tenantId, @paymentType, @ssos, @noPaymentDays, @programId,
         @stockTypeConditions, @cobrowseLicenseKey, @featureFlags, @disabledPages, @allowedOrigins, @isDefault,
         @financierName, @position)`,
    );
    const insertLink = db.prepare('INSERT INTO campaign_dealers (campaign_slug, dealer_id, position) VALUES (?, ?, ?)');
    data.campaigns.forEach((c, position) => {
      insertCampaign.run(campaignParams(c, position));
      c.dealerIds.forEach((dealerId, i) => insertLink.run(c.slug, dealerId, i));
    });

    const insertVehicle = db.prepare(
      `INSERT INTO vehicles (id, vin, stock_number, stock_type, year, make, model, trim, body_style, fuel_type,
         exterior_color, interior_color, engine, transmission, drivetrain, mpg_city, mpg_highway, range_miles, mileage,
         msrp, sale_price, dealer_id, style_id, model_id, options, features, vin_on_dealer_lot_date, in_transit,
         estimated_delivery_date, image_count, has_360, has_video, manufacturer_rebate, price_with_rebates)
       VALUES (@id, @vin, @stockNumber, @stockType, @year, @make, @model, @trim, @bodyStyle, @fuelType,
         @exteriorColor, @interiorColor, @engine, @transmission, @drivetrain, @mpgCity, @mpgHighway, @rangeMiles, @mileage,
         @msrp, @salePrice, @dealerId, @styleId, @modelId, @options, @features, @vinOnDealerLotDate, @inTransit,
         @estimatedDeliveryDate, @imageCount, @has360, @hasVideo, @rebate, @priceWithRebates)`,
    );
    for (const x of data.vehicles) {
      const rebate = rebateOf(x);
      insertVehicle.run({
        ...x,
        rebate,
        priceWithRebates: x.salePrice - rebate,
        options: JSON.stringify(x.options),
        features: JSON.stringify(x.features),
        inTransit: x.inTransit ? 1 : 0,
        has360: x.has360 ? 1 : 0,
        hasVideo: x.hasVideo ? 1 : 0,
      });
    }

    const setCreditScore = db.prepare('UPDATE users SET credit_score = ? WHERE id = ?');
    for (const { password: _password, creditScore, ...user } of users) {
      insertUser(db, user);
      if (creditScore !== null) setCreditScore.run(creditScore, user.id);
    }

    const insertTrade = db.prepare(
      `INSERT INTO trades (id, user_id, vehicle_name, offer, payoff, created_at)
       VALUES (@id, @userId, @vehicleName, @offer, @payoff, @createdAt)`,
    );
    for (const t of data.trades) insertTrade.run({ ...t, createdAt: new Date().toISOString() });

    const insertState = db.prepare('INSERT INTO states (abbreviation, name) VALUES (?, ?)');
    for (const s of data.states) insertState.run(s.abbreviation, s.name);

    insertShellSeed(db, data);
  })();
  return data;
}

/** The manufacturer rebate of a vehicle as the deal engine computes it (stored for sorting listings). */
function rebateOf(
  x: Pick<SeedVehicle, 'make' | 'model' | 'year' | 'stockType' | 'salePrice' | 'msrp' | 'fuelType' | 'options'>,
) {
  return manufacturerRebate({
    make: x.make,
    model: x.model,
    year: x.year,
    stockType: x.stockType,
    salePrice: x.salePrice,
    msrp: x.msrp,
    fuelType: x.fuelType,
    leaseEnabled: x.options.leaseEnabled,
  });
}

type PricingRow = Parameters<typeof rebateOf>[0] & { id: string };

/** Databases seeded before the rebate columns existed get them filled in once. */
export function backfillVehiclePricing(db: Db): number {
  const rows = db
    .prepare(
      `SELECT id, make, model, year, stock_type AS stockType, sale_price AS salePrice, msrp, fuel_type AS fuelType,
         options FROM vehicles WHERE price_with_rebates IS NULL`,
    )
    .all() as (Omit<PricingRow, 'options'> & { options: string })[];
  const update = db.prepare('UPDATE vehicles SET manufacturer_rebate = ?, price_with_rebates = ? WHERE id = ?');
  db.transaction(() => {
    for (const row of rows) {
      const rebate = rebateOf({ ...row, options: JSON.parse(row.options) as SeedVehicle['options'] });
      update.run(rebate, row.salePrice - rebate, row.id);
    }
  })();
  return rows.length;
}

const originsKey = (o: SeedOrigins) => JSON.stringify([o.siteOrigin, o.appHost]);

export type SeedOutcome = 'seeded' | 'refreshed-origins' | 'unchanged';

/** Seeds an empty database; on a seeded one, re-applies origin-dependent campaign fields if the origins moved. */
export function seedDb(db: Db, build: SeedBuilder, origins: SeedOrigins): SeedOutcome {
  const count = (db.prepare('SELECT COUNT(*) AS n FROM campaigns').get() as { n: number }).n;
  if (count === 0) {
    insertSeed(db, build(origins));
    setMeta(db, 'seed_origins', originsKey(origins));
    return 'seeded';
  }
  backfillVehiclePricing(db);
  let data: CheckedSeed | null = null;
  if (getMeta(db, SHELL_SEED_META) === null) backfillShellSeed(db, (data = checkSeed(build(origins))));
  if (getMeta(db, 'seed_origins') === originsKey(origins)) return 'unchanged';
  data ??= checkSeed(build(origins));
  const update = db.prepare('UPDATE campaigns SET allowed_origins = ?, domain = ? WHERE slug = ?');
  db.transaction(() => {
    for (const c of data.campaigns) update.run(JSON.stringify(c.allowedOrigins), c.domain, c.slug);
    setMeta(db, 'seed_origins', originsKey(origins));
  })();
  return 'refreshed-origins';
}

/**
 * Seeds the sandbox database from `buildSeed()` (seed-data.ts). Idempotent: every row is inserted
 * unless it exists (so a second run, or two processes starting at once, change nothing), and the
 * campaigns' origin-dependent fields (allowedOrigins, domain) are refreshed when the server now
 * runs on other ports or hosts. Every record is checked against the app's schemas before it is
 * written, so reads can trust rows.
 */
import {
  DEPOSIT_DEFAULT_CENTS,
  DEPOSIT_HOLD_HOURS_DEFAULT,
  DEPOSIT_REFUND_DAYS_DEFAULT,
  DepositRuleSchema,
} from '../../../../src/contract/reservation.ts';
import { presetTokens } from './theme-presets.ts';
import { seedAddresses } from './seed-addresses.ts';
import { seedGhosts } from './seed-ghosts.ts';
import { seedIdentity } from './seed-identity.ts';
import { seedTradeIn } from './seed-trade.ts';
import * as v from 'valibot';
import { CampaignSchema, DealerSchema } from '../../../../src/contract/page-context.ts';
import { VehicleSchema } from '../../../../src/contract/vehicle.ts';
import { StateSchema } from '../../../../src/contract/address.ts';
import { ChatConfigSchema } from '../../../../src/contract/external-scripts.ts';
import {
  AccessoryCategorySchema,
  AccessoryIdSchema,
  MAX_ACCESSORY_PRICE,
} from '../../../../src/contract/accessories.ts';
import {
  AppraisalBreakdownSchema,
  INDICATORS,
  OFFER_VALID_DAYS,
  TradeAnswersSchema,
} from '../../../../src/contract/trade.ts';
import { MAX_PROGRAM_OFFER, OfferTypeSchema } from '../../../../src/contract/deal.ts';
import { manufacturerRebate } from '../../domain/engine/index.ts';
import { hashPassword, SCRYPT_PARAMS, type ScryptParams } from '../../domain/passwords.ts';
import { seedStaff, STAFF_PASSWORD } from './seed-staff.ts';
import { isValidVin } from '../../domain/vin.ts';
import { getMeta, setMeta } from '../repo.ts';
import { normalizeEmail } from '../users-repo.ts';
import type { Database, Db, NewRow } from '../schema.ts';
import { chatConfigColumns } from '../shell-repo.ts';

const SeedCampaignSchema = v.object({
  // Whether it is the upgrade program is the tenants' configuration (upgradeProgramTenants), not the campaign's.
  ...v.omit(CampaignSchema, ['upgradeProgram']).entries,
  dealerIds: v.array(v.string()),
  isDefault: v.boolean(),
  financierName: v.nullable(v.string()),
  /** Switched off (the CampaignDisabled terminal error); on when a seed leaves it out. */
  disabled: v.optional(v.boolean(), false),
});
const Fee = v.pipe(v.number(), v.minValue(0), v.maxValue(5000));
const SeedDealerSchema = v.object({
  ...DealerSchema.entries,
  callCenterHours: v.array(v.object({ day: v.string(), open: v.string(), close: v.string() })),
  /** Dealer document fee and registration/title fee (deal engine inputs); 0 when a seed leaves them out. */
  docFee: v.optional(Fee, 0),
  registrationFee: v.optional(Fee, 0),
  /** Seed 000 §6: the dealer offers protection products; off when a seed leaves it out. */
  protectionProductsEnabled: v.optional(v.boolean(), false),
  // Visits: out of the program and without sales hours when a seed leaves them out.
  driveAtHomeEnabled: v.optional(v.boolean(), false),
  leadEmail: v.optional(v.pipe(v.string(), v.email())),
  showroomHours: v.optional(v.array(v.object({ day: v.string(), open: v.string(), close: v.string() })), []),
  /** Takes no deposits when a seed leaves it out. */
  deposit: v.optional(v.omit(DepositRuleSchema, ['enabled'])),
});
/** A protection product: a service contract plan (no dealer, every flagged dealer offers it) or a dealer's own. */
const SeedProtectionProductSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  dealerId: v.nullable(v.string()),
  kind: v.picklist(['SERVICE_CONTRACT', 'DEALER_PRODUCT']),
  name: v.string(),
  description: v.string(),
  price: Fee,
  pricePerMonth: v.nullable(Fee),
  termMonths: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  mileageLimit: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Covers a loan or lease balance (GAP): never on a cash deal. */
  financedOnly: v.optional(v.boolean(), false),
});
/** A dealer's accessory and the vehicles it fits ('*' is any make or model). */
const SeedAccessorySchema = v.object({
  id: AccessoryIdSchema,
  dealerId: v.string(),
  category: AccessoryCategorySchema,
  name: v.pipe(v.string(), v.nonEmpty(), v.maxLength(80)),
  description: v.pipe(v.string(), v.maxLength(300)),
  price: v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_ACCESSORY_PRICE)),
  fits: v.pipe(
    v.array(v.object({ make: v.pipe(v.string(), v.nonEmpty()), model: v.pipe(v.string(), v.nonEmpty()) })),
    v.nonEmpty('An accessory fits at least one vehicle'),
  ),
});
/** One offer of an automaker program, and the vehicles and days it applies to ('*' is any). */
const SeedProgramOfferSchema = v.pipe(
  v.object({
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
    programId: v.pipe(v.string(), v.nonEmpty()),
    type: OfferTypeSchema,
    description: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
    amount: v.pipe(v.number(), v.minValue(1), v.maxValue(MAX_PROGRAM_OFFER)),
    make: v.pipe(v.string(), v.nonEmpty()),
    model: v.pipe(v.string(), v.nonEmpty()),
    minYear: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
    maxYear: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
    stockType: v.picklist(['NEW', 'USED', '*']),
    startsOn: v.pipe(v.string(), v.isoDate()),
    endsOn: v.pipe(v.string(), v.isoDate()),
  }),
  v.check((o) => o.minYear <= o.maxYear && o.startsOn <= o.endsOn, 'An offer needs years and days in order'),
);
type SeedProgramOffer = v.InferOutput<typeof SeedProgramOfferSchema>;
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
/** A trade the user already valued: its net cash offer is offer − payoff; with answers, a full appraisal. */
const SeedTradeSchema = v.pipe(
  v.object({
    id: v.string(),
    userId: v.string(),
    vehicleName: v.pipe(v.string(), v.nonEmpty()),
    offer: v.pipe(v.number(), v.minValue(0)),
    payoff: v.pipe(v.number(), v.minValue(0)),
    answers: v.optional(TradeAnswersSchema),
    breakdown: v.optional(AppraisalBreakdownSchema),
    lender: v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty())), null),
    indicator: v.optional(v.picklist(INDICATORS), 'TRADE'),
  }),
  v.check((t) => (t.answers === undefined) === (t.breakdown === undefined), 'A trade with answers needs its breakdown'),
);
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
  protectionProducts: v.optional(v.array(SeedProtectionProductSchema), []),
  accessories: v.optional(v.array(SeedAccessorySchema), []),
  programOffers: v.optional(v.array(SeedProgramOfferSchema), []),
  upgradeProgramTenants: v.optional(v.array(v.pipe(v.string(), v.nonEmpty())), []),
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
/**
 * `demoIdentities: false` (any deployment but a sandbox, config.ts `seedOptions`): no accounts,
 * prospects or ghost leads, whose passwords, PINs and tokens are published (the console, docs/sandbox-api.md),
 * and so none of the trades that belong to those accounts. Campaigns, dealers and stock still seed.
 */
export type SeedOptions = {
  demoIdentities: boolean;
  /** The scrypt cost of the seeded accounts' hashes; default today's (tests seed at their server's lower cost). */
  passwordCost?: ScryptParams;
  /** Seals the sandbox staff's TOTP secret with the deployment's key (seed-staff.ts); without it they enrol at sign-in. */
  sealStaffTotp?: ((secret: string, staffId: string) => string) | undefined;
};
const SANDBOX_SEED: SeedOptions = { demoIdentities: true };
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
  for (const p of result.output.protectionProducts) {
    if (p.dealerId !== null && !dealerIds.has(p.dealerId))
      throw new Error(`Seed protection product ${p.id} names unknown dealer ${p.dealerId}`);
  }
  for (const a of result.output.accessories) {
    if (!dealerIds.has(a.dealerId)) throw new Error(`Seed accessory ${a.id} names unknown dealer ${a.dealerId}`);
  }
  checkProgramOffers(result.output.programOffers);
  const tradeIds = new Set(result.output.trades.map((t) => t.id));
  for (const u of result.output.payoffUpdates) {
    if (!tradeIds.has(u.tradeId)) throw new Error(`Seed payoff update ${u.id} names unknown trade ${u.tradeId}`);
  }
  return result.output;
}

/** Both match a value: equal, or either is '*'. */
const meets = (a: string, b: string): boolean => a === b || a === '*' || b === '*';

/** Two offers of one program and type never apply to one vehicle on one day: each type counts once. */
function checkProgramOffers(offers: readonly SeedProgramOffer[]): void {
  offers.forEach((a, i) => {
    const clash = offers
      .slice(i + 1)
      .find(
        (b) =>
          a.programId === b.programId &&
          a.type === b.type &&
          meets(a.make, b.make) &&
          meets(a.model, b.model) &&
          meets(a.stockType, b.stockType) &&
          a.minYear <= b.maxYear &&
          b.minYear <= a.maxYear &&
          a.startsOn <= b.endsOn &&
          b.startsOn <= a.endsOn,
      );
    if (clash) throw new Error(`Seed program offers ${a.id} and ${clash.id} overlap`);
  });
}

function campaignRow(c: SeedCampaign, position: number) {
  return {
    slug: c.slug,
    name: c.name,
    title: c.title,
    product_id: c.productId,
    theme: c.theme,
    channel: c.channel,
    domain: c.domain,
    phone_number: c.phoneNumber,
    phone_number_formatted: c.phoneNumberFormatted,
    pin_enabled: c.pinEnabled ? 1 : 0,
    warranty_enabled: c.warrantyEnabled ? 1 : 0,
    call_center_enabled: c.callCenterEnabled ? 1 : 0,
    tenant_id: c.tenantId,
    payment_type: c.paymentType,
    ssos: JSON.stringify(c.ssos),
    no_payment_days: c.noPaymentDays,
    program_id: c.programId,
    stock_type_conditions: JSON.stringify(c.stockTypeConditions),
    cobrowse_license_key: c.cobrowseLicenseKey,
    feature_flags: JSON.stringify(c.featureFlags),
    disabled_pages: JSON.stringify(c.disabledPages),
    allowed_origins: JSON.stringify(c.allowedOrigins),
    is_default: c.isDefault ? 1 : 0,
    financier_name: c.financierName,
    position,
    disabled: c.disabled ? 1 : 0,
    theme_tokens: JSON.stringify(presetTokens(c.theme)),
  };
}

function vehicleRow(x: SeedVehicle) {
  const rebate = rebateOf(x);
  return {
    id: x.id,
    vin: x.vin,
    stock_number: x.stockNumber,
    stock_type: x.stockType,
    year: x.year,
    make: x.make,
    model: x.model,
    trim: x.trim,
    body_style: x.bodyStyle,
    fuel_type: x.fuelType,
    exterior_color: x.exteriorColor,
    interior_color: x.interiorColor,
    engine: x.engine,
    transmission: x.transmission,
    drivetrain: x.drivetrain,
    mpg_city: x.mpgCity,
    mpg_highway: x.mpgHighway,
    range_miles: x.rangeMiles,
    mileage: x.mileage,
    msrp: x.msrp,
    sale_price: x.salePrice,
    dealer_id: x.dealerId,
    style_id: x.styleId,
    model_id: x.modelId,
    options: JSON.stringify(x.options),
    features: JSON.stringify(x.features),
    vin_on_dealer_lot_date: x.vinOnDealerLotDate,
    in_transit: x.inTransit ? 1 : 0,
    estimated_delivery_date: x.estimatedDeliveryDate,
    image_count: x.imageCount,
    has_360: x.has360 ? 1 : 0,
    has_video: x.hasVideo ? 1 : 0,
    manufacturer_rebate: rebate,
    price_with_rebates: x.salePrice - rebate,
  };
}

/**
 * A seed password is hashed once per process: at today's cost a hash takes about a third of a
 * second, and the test suite seeds hundreds of databases. Only the seed's demo accounts share a salt.
 */
const seedHashes = new Map<string, Promise<string>>();
function seedHash(password: string, cost: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}:${password}`;
  let hash = seedHashes.get(key);
  if (!hash) seedHashes.set(key, (hash = hashPassword(password, cost)));
  return hash;
}

/** Rows of a seed the database lacks are inserted; rows it has are left as they are. In one transaction. */
export async function insertSeed(db: Db, raw: unknown, options: SeedOptions = SANDBOX_SEED): Promise<CheckedSeed> {
  const checked = checkSeed(raw);
  const data = options.demoIdentities ? checked : withoutDemoIdentities(checked);
  // Hashing is slow; do it before the write transaction opens.
  const users = await Promise.all(
    data.users.map(async (u) => ({ ...u, passwordHash: await seedHash(u.password, options.passwordCost) })),
  );
  const now = new Date().toISOString();
  await db.transaction().execute(async (tx) => {
    // Each table in one statement; rows already there are kept (the seed is idempotent).
    const put = async <T extends keyof Database>(table: T, rows: NewRow<T>[]) => {
      if (rows.length === 0) return;
      await tx
        .insertInto(table)
        // Kysely cannot narrow a generic table's row type; the rows are typed by NewRow<T> above.
        .values(rows as never)
        .onConflict((oc) => oc.doNothing())
        .execute();
    };
    await put(
      'dealers',
      data.dealers.map((d) => ({
        id: d.id,
        name: d.name,
        phone_number: d.phoneNumber,
        address: d.address,
        city: d.city,
        state_code: d.stateCode,
        zip_code: d.zipCode,
        time_zone: d.timeZone,
        website: d.website,
        call_center_hours: JSON.stringify(d.callCenterHours),
        doc_fee: d.docFee,
        registration_fee: d.registrationFee,
        protection_products_enabled: d.protectionProductsEnabled ? 1 : 0,
        drive_at_home_enabled: d.driveAtHomeEnabled ? 1 : 0,
        showroom_hours: JSON.stringify(d.showroomHours),
        lead_delivery: d.leadEmail ? 'EMAIL' : 'HTTP',
        lead_email: d.leadEmail ?? null,
        deposit_enabled: d.deposit ? 1 : 0,
        deposit_cents: d.deposit?.amountCents ?? DEPOSIT_DEFAULT_CENTS,
        deposit_refund_days: d.deposit?.refundDays ?? DEPOSIT_REFUND_DAYS_DEFAULT,
        deposit_hold_hours: d.deposit?.holdHours ?? DEPOSIT_HOLD_HOURS_DEFAULT,
      })),
    );
    await put(
      'protection_products',
      data.protectionProducts.map((p, position) => ({
        id: p.id,
        dealer_id: p.dealerId,
        kind: p.kind,
        name: p.name,
        description: p.description,
        price: p.price,
        price_per_month: p.pricePerMonth,
        term_months: p.termMonths,
        mileage_limit: p.mileageLimit,
        position,
        financed_only: p.financedOnly ? 1 : 0,
      })),
    );
    await put(
      'accessories',
      data.accessories.map((a, position) => ({
        id: a.id,
        dealer_id: a.dealerId,
        category: a.category,
        name: a.name,
        description: a.description,
        price: a.price,
        position,
      })),
    );
    await put(
      'accessory_fitments',
      data.accessories.flatMap((a) => a.fits.map((f) => ({ accessory_id: a.id, make: f.make, model: f.model }))),
    );
    await put(
      'program_offers',
      data.programOffers.map((o, position) => ({
        id: o.id,
        program_id: o.programId,
        type: o.type,
        description: o.description,
        amount: o.amount,
        make: o.make,
        model: o.model,
        min_year: o.minYear,
        max_year: o.maxYear,
        stock_type: o.stockType,
        starts_on: o.startsOn,
        ends_on: o.endsOn,
        position,
      })),
    );
    await put('campaigns', data.campaigns.map(campaignRow));
    await put(
      'upgrade_program_tenants',
      data.upgradeProgramTenants.map((tenantId) => ({ tenant_id: tenantId })),
    );
    await put(
      'campaign_dealers',
      data.campaigns.flatMap((c) =>
        c.dealerIds.map((dealerId, position) => ({ campaign_slug: c.slug, dealer_id: dealerId, position })),
      ),
    );
    await put('vehicles', data.vehicles.map(vehicleRow));
    await put(
      'users',
      users.map((u) => ({
        id: u.id,
        email: normalizeEmail(u.email),
        password_hash: u.passwordHash,
        first_name: u.firstName,
        last_name: u.lastName,
        phone_number: u.phoneNumber,
        zipcode: u.zipcode,
        is_member: u.isMember ? 1 : 0,
        credit_score: u.creditScore,
        created_at: now,
        // The sandbox's own accounts: their addresses are ours, so they count as proved.
        email_verified_at: now,
      })),
    );
    if (users.length > 0) {
      // Seeded before email verification existed: the same rows, marked as proved.
      await tx
        .updateTable('users')
        .set({ email_verified_at: now })
        .where(
          'id',
          'in',
          users.map((u) => u.id),
        )
        .where('email_verified_at', 'is', null)
        .execute();
    }
    await put(
      'trades',
      data.trades.map((t) => ({
        id: t.id,
        user_id: t.userId,
        vehicle_name: t.vehicleName,
        offer: t.offer,
        payoff: t.payoff,
        created_at: now,
        vin: t.answers?.vin ?? null,
        answers: t.answers ? JSON.stringify(t.answers) : null,
        breakdown: t.breakdown ? JSON.stringify(t.breakdown) : null,
        // A seeded offer is as fresh as the database: valid for the usual days from seeding.
        expires_at: t.answers ? new Date(Date.parse(now) + OFFER_VALID_DAYS * 86_400_000).toISOString() : null,
        indicator: t.indicator,
        lender: t.lender,
        updated_at: now,
      })),
    );
    await put('states', data.states);
    await put(
      'dealer_chat_config',
      data.chatConfigs.map((c) => ({ dealer_id: c.dealerId, ...chatConfigColumns(c) })),
    );
    await put(
      'trade_payoff_updates',
      data.payoffUpdates.map((u) => ({
        id: u.id,
        trade_id: u.tradeId,
        vin: u.vin,
        old_offer: u.oldOffer,
        old_payoff: u.oldPayoff,
        updated_at: now,
      })),
    );
    if (options.demoIdentities) {
      await seedIdentity(tx);
      await seedGhosts(tx);
    }
    await seedAddresses(tx);
    await seedTradeIn(tx);
  });
  return data;
}

/** The seed without its users and what hangs off them (trades and their payoff updates). */
function withoutDemoIdentities(data: CheckedSeed): CheckedSeed {
  return { ...data, users: [], trades: [], payoffUpdates: [] };
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

const originsKey = (o: SeedOrigins) => JSON.stringify([o.siteOrigin, o.appHost]);

export type SeedOutcome = 'seeded' | 'refreshed-origins' | 'unchanged';

/** Seeds an empty database; on a seeded one, re-applies origin-dependent campaign fields if the origins moved. */
export async function seedDb(
  db: Db,
  build: SeedBuilder,
  origins: SeedOrigins,
  options: SeedOptions = SANDBOX_SEED,
): Promise<SeedOutcome> {
  const seeded = (await getMeta(db, 'seed_origins')) !== null;
  if (!seeded) {
    await insertSeed(db, build(origins), options);
    await setMeta(db, 'seed_origins', originsKey(origins));
  }
  // The sandbox staff came after many sandboxes were seeded: added to an existing database too.
  if (options.demoIdentities)
    await seedStaff(db, {
      passwordHash: await seedHash(STAFF_PASSWORD, options.passwordCost),
      sealTotp: options.sealStaffTotp,
      now: Date.now(),
    });
  if (!seeded) return 'seeded';
  if ((await getMeta(db, 'seed_origins')) === originsKey(origins)) return 'unchanged';
  const data = checkSeed(build(origins));
  await db.transaction().execute(async (tx) => {
    for (const c of data.campaigns) {
      await tx
        .updateTable('campaigns')
        .set({ allowed_origins: JSON.stringify(c.allowedOrigins), domain: c.domain })
        .where('slug', '=', c.slug)
        .execute();
    }
    await setMeta(tx, 'seed_origins', originsKey(origins));
  });
  return 'refreshed-origins';
}

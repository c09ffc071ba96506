/**
 * The sandbox's seed: campaigns (one per theme and feature flag), dealers, a generated but
 * realistic inventory, demo users and the US states. Pure data, no I/O: the database layer
 * inserts it. Everything is deterministic (a seeded PRNG and a fixed base date) so that tests and
 * screenshots are stable between runs.
 */
import type { Campaign, Dealer, StockType } from '../../../../src/contract/page-context.ts';
import type { BodyStyle, FuelType, Vehicle } from '../../../../src/contract/vehicle.ts';
import type { AppraisalBreakdown, Indicator, TradeAnswers } from '../../../../src/contract/trade.ts';
import { appraiseTrade, vehicleNameOf } from '../../domain/trade/appraisal.ts';
import {
  SERVICE_CONTRACT_PLANS,
  SERVICE_CONTRACT_TERM_MONTHS,
  servicePlanPrice,
} from '../../../../src/contract/protection.ts';
import { makeVin } from '../../domain/vin.ts';
import { DEMO_TRADE_ANSWERS, DEMO_TRADE_VEHICLE } from './seed-trade.ts';
import { buildAccessories, type SeedAccessory } from './seed-accessories.ts';
import { buildProgramOffers, type SeedProgramOffer } from './seed-program-offers.ts';

export type SeedCampaign = Omit<Campaign, 'upgradeProgram'> & {
  dealerIds: string[];
  isDefault: boolean;
  financierName: string | null;
  /** Switched off: its pages show the CampaignDisabled terminal error (seed 000 §8); on when left out. */
  disabled?: boolean;
};

export type Weekday = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';
export type CallCenterHours = { day: Weekday; open: string; close: string };
/** docFee and registrationFee are the dealer's document fee and the state's registration/title fee. */
export type SeedDealer = Dealer & {
  callCenterHours: CallCenterHours[];
  docFee: number;
  registrationFee: number;
  /** Seed 000 §6: the dealer offers protection products. */
  protectionProductsEnabled?: boolean;
  // Visits.
  /** Seed 000 §6: the dealer is in the drive-at-home program. */
  driveAtHomeEnabled?: boolean;
  /** Weekly sales hours in the dealer's zone: when deliveries and test drives are booked. */
  showroomHours?: CallCenterHours[];
  /** The address of a dealer that takes its leads by e-mail; absent, by HTTP to the default CRM. */
  leadEmail?: string;
  /** The dealer takes a refundable deposit that holds a car; absent, it takes none. */
  deposit?: { amountCents: number; refundDays: number; holdHours: number };
};

/** A protection product row: a service contract plan (dealerId null) or a dealer's own product. */
export type SeedProtectionProduct = {
  id: string;
  dealerId: string | null;
  kind: 'SERVICE_CONTRACT' | 'DEALER_PRODUCT';
  name: string;
  description: string;
  price: number;
  pricePerMonth: number | null;
  termMonths: number | null;
  mileageLimit: number | null;
  /** Covers a loan or lease balance (GAP): never on a cash deal. Absent is false. */
  financedOnly?: boolean;
};

export type SeedVehicle = Omit<Vehicle, 'imageUrl' | 'stockImageUrl' | 'images'> & {
  imageCount: number;
};

export type SeedUser = {
  id: string;
  email: string;
  /** Plain text: the server hashes it on insert. */
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  zipcode: string;
  isMember: boolean;
  /** Null when no credit is on file (deals then use the default score of seed 000 §9). */
  creditScore: number | null;
};

/**
 * A trade-in the user already valued; net cash offer = offer − payoff. With `answers` it is a full
 * appraisal (the VIN is the answers'); without, a trade of before (the deal desk's equity only).
 */
export type SeedTrade = {
  id: string;
  userId: string;
  vehicleName: string;
  offer: number;
  payoff: number;
  answers?: TradeAnswers;
  breakdown?: AppraisalBreakdown;
  lender?: string | null;
  indicator?: Indicator;
};

export type SeedState = { abbreviation: string; name: string };

/** Seed 001 §3 "Chat config" of one dealer; `script` is the dealer's own chat script, base64. */
export type SeedChatConfig = {
  dealerId: string;
  chatEnabled: boolean;
  isDealerChat: boolean;
  script: string | null;
  isReputationChat: boolean;
  widgetId: string | null;
  tenantKey: string | null;
};

/** A revaluation of a trade: its offer and payoff before; the trade row holds the new ones. */
export type SeedPayoffUpdate = { id: string; tradeId: string; vin: string; oldOffer: number; oldPayoff: number };

export type Seed = {
  campaigns: SeedCampaign[];
  dealers: SeedDealer[];
  vehicles: SeedVehicle[];
  users: SeedUser[];
  states: SeedState[];
  trades: SeedTrade[];
  chatConfigs: SeedChatConfig[];
  payoffUpdates: SeedPayoffUpdate[];
  protectionProducts: SeedProtectionProduct[];
  accessories: SeedAccessory[];
  /** The automaker programs' offer tables. */
  programOffers: SeedProgramOffer[];
  /** Seed 000 §6: tenant ids marked as the upgrade program. */
  upgradeProgramTenants: string[];
};

export type SeedOptions = { siteOrigin: string; appHost: string };

/** "Today" for the seed: lot dates lie before it, in-transit deliveries shortly after it. */
export const SEED_BASE_DATE = '2026-11-16';

export const DEFAULT_CAMPAIGN_SLUG = 'demo-ecommerce';

export const DEMO_USER = { email: 'demo@upshift.test', password: 'Upshift!23' } as const;
/** Test identities (seed-identity.ts): a member with no trade, and a member whose membership is disabled. */
export const MEMBER_USER = { id: 'u-taylor', email: 'taylor@upshift.test', password: 'Taylor#2026' } as const;
export const DISABLED_MEMBER_USER = { id: 'u-riley', email: 'riley@upshift.test', password: 'Riley#2026' } as const;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** mulberry32: tiny, fast, and good enough to spread a catalogue. */
export function createPrng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

function rng(seed: number): Rng {
  const next = createPrng(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    chance: (p) => next() < p,
  };
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function formatPhone(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

// ---------------------------------------------------------------------------------------------
// Dealers

const WEEKDAYS: readonly Weekday[] = ['MON', 'TUE', 'WED', 'THU', 'FRI'];

function hours(
  weekday: [string, string],
  sat: [string, string] | null,
  sun: [string, string] | null,
): CallCenterHours[] {
  const list: CallCenterHours[] = WEEKDAYS.map((day) => ({ day, open: weekday[0], close: weekday[1] }));
  if (sat) list.push({ day: 'SAT', open: sat[0], close: sat[1] });
  if (sun) list.push({ day: 'SUN', open: sun[0], close: sun[1] });
  return list;
}

/** Dealer ids and the makes each one stocks (the inventory generator reads this). */
const DEALER_MAKES: Readonly<Record<string, readonly string[]>> = {
  d100: ['Ford', 'Honda', 'Hyundai', 'Chevrolet', 'Volvo'],
  d200: ['BMW'],
  d300: ['BMW'],
  d400: ['Toyota'],
  d500: ['Nissan'],
  d600: ['Subaru', 'Kia', 'Ford', 'Toyota', 'Hyundai'],
};

/** How many vehicles each dealer gets. */
const DEALER_STOCK: Readonly<Record<string, number>> = { d100: 16, d200: 12, d300: 14, d400: 14, d500: 12, d600: 14 };

function buildDealers(): SeedDealer[] {
  return [
    {
      id: 'd100',
      protectionProductsEnabled: true,
      docFee: 150,
      registrationFee: 412,
      name: 'Riverside Auto Group',
      phoneNumber: '5035550142',
      address: '8120 SE McLoughlin Blvd',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
      timeZone: 'America/Los_Angeles',
      website: 'https://riverside-auto.upshift.test',
      callCenterHours: hours(['08:00', '20:00'], ['09:00', '18:00'], ['10:00', '16:00']),
      driveAtHomeEnabled: true,
      showroomHours: hours(['09:00', '19:00'], ['09:00', '18:00'], ['11:00', '17:00']),
      deposit: { amountCents: 50_000, refundDays: 7, holdHours: 48 },
    },
    {
      id: 'd200',
      docFee: 150,
      registrationFee: 412,
      name: 'Kuni BMW of Tigard',
      phoneNumber: '5035550188',
      address: '17400 SW 72nd Ave',
      city: 'Tigard',
      stateCode: 'OR',
      zipCode: '97224',
      timeZone: 'America/Los_Angeles',
      website: 'https://kuni-bmw-tigard.upshift.test',
      callCenterHours: hours(['09:00', '19:00'], ['09:00', '17:00'], null),
      showroomHours: hours(['09:00', '19:00'], ['09:00', '18:00'], null),
    },
    {
      id: 'd300',
      docFee: 358.03,
      registrationFee: 316,
      name: 'Lakeshore BMW',
      phoneNumber: '3125550117',
      address: '2150 N Clybourn Ave',
      city: 'Chicago',
      stateCode: 'IL',
      zipCode: '60614',
      timeZone: 'America/Chicago',
      website: 'https://lakeshore-bmw.upshift.test',
      callCenterHours: hours(['08:30', '20:00'], ['09:00', '18:00'], ['11:00', '17:00']),
      showroomHours: hours(['09:00', '20:00'], ['09:00', '18:00'], ['11:00', '17:00']),
      leadEmail: 'leads@d300.example',
    },
    {
      id: 'd400',
      protectionProductsEnabled: true,
      docFee: 150,
      registrationFee: 112.5,
      name: 'Sunbelt Toyota',
      phoneNumber: '5125550163',
      address: '10400 Research Blvd',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78759',
      timeZone: 'America/Chicago',
      website: 'https://sunbelt-toyota.upshift.test',
      callCenterHours: hours(['08:00', '21:00'], ['08:00', '19:00'], ['11:00', '18:00']),
      driveAtHomeEnabled: true,
      showroomHours: hours(['09:00', '20:00'], ['09:00', '19:00'], ['12:00', '18:00']),
      deposit: { amountCents: 100_000, refundDays: 3, holdHours: 72 },
    },
    {
      id: 'd500',
      docFee: 999,
      registrationFee: 400.85,
      name: 'Harbor Nissan',
      phoneNumber: '8135550129',
      address: '3601 W Kennedy Blvd',
      city: 'Tampa',
      stateCode: 'FL',
      zipCode: '33609',
      timeZone: 'America/New_York',
      website: 'https://harbor-nissan.upshift.test',
      callCenterHours: hours(['09:00', '20:00'], ['09:00', '18:00'], null),
      showroomHours: hours(['09:00', '20:00'], ['09:00', '19:00'], null),
    },
    {
      id: 'd600',
      protectionProductsEnabled: true,
      docFee: 699,
      registrationFee: 538.2,
      name: 'Mile High Motors',
      phoneNumber: '3035550176',
      address: '7550 E Arapahoe Rd',
      city: 'Centennial',
      stateCode: 'CO',
      zipCode: '80112',
      timeZone: 'America/Denver',
      website: 'https://mile-high-motors.upshift.test',
      callCenterHours: hours(['08:00', '19:00'], ['09:00', '17:00'], ['10:00', '15:00']),
      driveAtHomeEnabled: true,
      showroomHours: hours(['09:00', '19:00'], ['09:00', '18:00'], ['11:00', '17:00']),
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Campaigns

const CALL_CENTER_DIGITS = '8005550199';

function buildCampaigns(o: SeedOptions): SeedCampaign[] {
  const common = {
    phoneNumber: CALL_CENTER_DIGITS,
    phoneNumberFormatted: formatPhone(CALL_CENTER_DIGITS),
    allowedOrigins: [o.siteOrigin],
    ssos: [] as string[],
    cobrowseLicenseKey: null,
    disabledPages: [] as SeedCampaign['disabledPages'],
    isDefault: false,
  };
  return [
    {
      ...common,
      slug: 'demo-ecommerce',
      name: 'Upshift Demo Store',
      title: 'Shop Online with Upshift',
      productId: 102,
      theme: 'default',
      channel: 'ecommerce',
      domain: o.appHost,
      pinEnabled: false,
      warrantyEnabled: true,
      callCenterEnabled: true,
      tenantId: 'tenant-upshift-demo',
      paymentType: 'FINANCE',
      ssos: ['google'],
      noPaymentDays: null,
      programId: null,
      stockTypeConditions: ['NEW', 'USED'],
      cobrowseLicenseKey: 'CB-DEMO-4F2A9C71',
      featureFlags: [
        'ENABLE_CO_BROWSE',
        'GHOST_ACCOUNT_REGISTER_FEATURE',
        'NO_PROFILE_PAGE_FEATURE',
        'UPDATED_TRADE_MODAL_DISPLAY',
        'GOOGLE_ONE_TAP_FEATURE',
      ],
      isDefault: true,
      dealerIds: ['d100', 'd600', 'd400'],
      financierName: null,
    },
    {
      ...common,
      slug: 'bmw-upgrade',
      name: 'BMW Loyalty Upgrade',
      title: 'BMW Loyalty Upgrade Program',
      productId: 103,
      theme: 'bmw',
      channel: 'upgrade',
      domain: 'bmw.upshift.test',
      pinEnabled: true,
      warrantyEnabled: false,
      callCenterEnabled: true,
      tenantId: 'tenant-bmw-upgrade',
      paymentType: 'LEASE',
      noPaymentDays: 90,
      programId: 'BMW-LOYALTY-2026',
      stockTypeConditions: ['NEW'],
      featureFlags: ['NEW_BMW_PROMOTIONAL_BANNER', 'UPDATED_TRADE_MODAL_DISPLAY', 'NON_PINNED_REDUCED_SIGN_UP_FLOW'],
      dealerIds: ['d300'],
      financierName: 'BMW Financial Services',
    },
    {
      ...common,
      slug: 'bmw-ev',
      name: 'BMW Electric Upgrade',
      title: 'Go Electric with BMW',
      productId: 103,
      theme: 'bmw',
      channel: 'upgrade',
      domain: 'bmw-ev.upshift.test',
      pinEnabled: true,
      warrantyEnabled: false,
      callCenterEnabled: true,
      tenantId: 'tenant-bmw-upgrade',
      paymentType: 'LEASE',
      noPaymentDays: 60,
      programId: 'BMW-EV-2026',
      stockTypeConditions: ['NEW'],
      featureFlags: ['EV_PROMOTIONAL_BANNER', 'NO_PROFILE_PAGE_FEATURE'],
      dealerIds: ['d300'],
      financierName: 'BMW Financial Services',
    },
    {
      ...common,
      slug: 'kuni-bmw',
      name: 'Kuni BMW Loyalty',
      title: 'Kuni BMW Owner Upgrade',
      productId: 103,
      theme: 'bmw',
      channel: 'upgrade',
      domain: 'kuni.upshift.test',
      phoneNumber: '5035550188',
      phoneNumberFormatted: formatPhone('5035550188'),
      pinEnabled: true,
      warrantyEnabled: false,
      callCenterEnabled: true,
      tenantId: 'tenant-kuni-bmw',
      paymentType: 'FINANCE',
      noPaymentDays: 90,
      programId: 'BMW-KUNI-TIGARD',
      stockTypeConditions: ['NEW', 'USED'],
      featureFlags: ['KUNI_NAME_CHANGE_BANNER', 'ENABLE_CO_BROWSE'],
      cobrowseLicenseKey: 'CB-KUNI-77D01B3E',
      dealerIds: ['d200'],
      financierName: 'BMW Financial Services',
    },
    {
      ...common,
      slug: 'toyota-shop',
      name: 'Sunbelt Toyota Online',
      title: 'Shop Toyota Online',
      productId: 102,
      theme: 'toyota',
      channel: 'ecommerce',
      domain: 'toyota.upshift.test',
      pinEnabled: false,
      warrantyEnabled: true,
      callCenterEnabled: true,
      tenantId: 'tenant-toyota-shop',
      paymentType: 'FINANCE',
      noPaymentDays: 45,
      programId: 'TOYOTA-NEW-INVENTORY',
      stockTypeConditions: ['NEW', 'USED'],
      featureFlags: ['TOYOTA_PROMOTIONAL_BANNER', 'GHOST_ACCOUNT_REGISTER_FEATURE', 'HIDE_FLOATING_FOOTERS'],
      dealerIds: ['d400'],
      financierName: 'Toyota Financial Services',
    },
    {
      ...common,
      slug: 'nissan-upgrade',
      name: 'Nissan Upgrade',
      title: 'Nissan Owner Upgrade',
      productId: 103,
      theme: 'nissan',
      channel: 'upgrade',
      domain: 'nissan.upshift.test',
      pinEnabled: true,
      warrantyEnabled: false,
      callCenterEnabled: true,
      tenantId: 'tenant-nissan-upgrade',
      paymentType: 'FINANCE',
      noPaymentDays: 60,
      programId: 'NISSAN-UPGRADE',
      stockTypeConditions: ['NEW'],
      featureFlags: ['NON_PINNED_REDUCED_SIGN_UP_FLOW', 'GOOGLE_ONE_TAP_FEATURE'],
      ssos: ['nissan-cs-idp'],
      disabledPages: ['trade'],
      dealerIds: ['d500'],
      financierName: 'Nissan Motor Acceptance Company',
    },
    {
      ...common,
      slug: 'northstar-lender',
      name: 'Northstar Bank Auto Upgrade',
      title: 'Northstar Bank Auto Loans',
      productId: 103,
      theme: 'lender-northstar',
      channel: 'lender',
      domain: 'northstar.upshift.test',
      phoneNumber: '8665550134',
      phoneNumberFormatted: formatPhone('8665550134'),
      pinEnabled: true,
      warrantyEnabled: true,
      callCenterEnabled: true,
      tenantId: 'tenant-northstar-bank',
      paymentType: 'FINANCE',
      noPaymentDays: 30,
      programId: 'NORTHSTAR-REFI-UPGRADE',
      stockTypeConditions: ['NEW', 'USED'],
      featureFlags: ['UPDATED_TRADE_MODAL_DISPLAY', 'NON_PINNED_REDUCED_SIGN_UP_FLOW'],
      disabledPages: ['garage'],
      dealerIds: ['d100', 'd600'],
      financierName: 'Northstar Bank',
    },
    {
      ...common,
      slug: 'summit-lender',
      name: 'Summit Credit Union Auto',
      title: 'Summit Credit Union Car Buying',
      productId: 103,
      theme: 'lender-summit',
      channel: 'lender',
      domain: 'summit.upshift.test',
      phoneNumber: '8775550152',
      phoneNumberFormatted: formatPhone('8775550152'),
      pinEnabled: false,
      warrantyEnabled: true,
      callCenterEnabled: false,
      tenantId: 'tenant-summit-cu',
      paymentType: 'FINANCE',
      noPaymentDays: null,
      programId: null,
      stockTypeConditions: ['USED'],
      featureFlags: ['HIDE_FLOATING_FOOTERS'],
      // The credit union decides its members' credit itself: no dealer soft pull, no self-select.
      disabledPages: ['trade', 'sign-out', 'credit'],
      dealerIds: ['d600'],
      financierName: 'Summit Credit Union',
    },
    {
      ...common,
      slug: 'plain-ecommerce',
      name: 'Riverside Auto Online',
      title: 'Riverside Auto Online',
      productId: 102,
      theme: 'default',
      channel: 'ecommerce',
      domain: 'plain.upshift.test',
      phoneNumber: null,
      phoneNumberFormatted: null,
      pinEnabled: false,
      warrantyEnabled: false,
      callCenterEnabled: false,
      tenantId: 'tenant-riverside',
      paymentType: 'CASH',
      noPaymentDays: null,
      programId: null,
      stockTypeConditions: ['NEW', 'USED'],
      featureFlags: [],
      dealerIds: ['d100'],
      financierName: null,
    },
    {
      ...common,
      slug: 'no-theme',
      name: 'Unthemed Campaign',
      title: 'Unthemed Campaign',
      productId: 102,
      theme: null,
      channel: 'ecommerce',
      domain: 'no-theme.upshift.test',
      pinEnabled: false,
      warrantyEnabled: false,
      callCenterEnabled: false,
      tenantId: 'tenant-upshift-demo',
      paymentType: 'FINANCE',
      noPaymentDays: null,
      programId: null,
      stockTypeConditions: ['NEW'],
      featureFlags: [],
      disabledPages: ['garage', 'trade', 'listings'],
      dealerIds: ['d100'],
      financierName: null,
    },
    {
      ...common,
      slug: 'ended-promo',
      name: 'Riverside Spring Sales Event',
      title: 'Spring Sales Event',
      productId: 102,
      theme: 'default',
      channel: 'ecommerce',
      domain: 'ended.upshift.test',
      phoneNumber: null,
      phoneNumberFormatted: null,
      pinEnabled: false,
      warrantyEnabled: false,
      callCenterEnabled: false,
      tenantId: 'tenant-riverside',
      paymentType: 'FINANCE',
      noPaymentDays: null,
      programId: null,
      stockTypeConditions: ['NEW', 'USED'],
      featureFlags: [],
      dealerIds: ['d100'],
      financierName: null,
      // The event is over: its links and embed codes land on the CampaignDisabled error page (seed 000 §8).
      disabled: true,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Vehicle catalogue

type Trim = {
  name: string;
  msrp: number;
  engine: string;
  /** [city, highway] for combustion and hybrids; null for EVs */
  mpg: [number, number] | null;
  rangeMiles?: number;
  drivetrain: string;
  extras?: string[];
};

type Model = {
  make: string;
  model: string;
  bodyStyle: BodyStyle;
  fuelType: FuelType;
  modelId: number;
  /** First model year of this generation: older used stock cannot exist. */
  since?: number;
  wmi: string;
  /** VIN positions 4–8 (before the trim digit is mixed in). */
  vds: string;
  plant: string;
  transmission: string;
  trims: Trim[];
  features: string[];
  colours: string[];
  interiors: string[];
};

const BMW_COLOURS = [
  'Alpine White',
  'Black Sapphire Metallic',
  'Portimao Blue Metallic',
  'Brooklyn Grey Metallic',
  'Skyscraper Grey Metallic',
  'Isle of Man Green Metallic',
  'Melbourne Red Metallic',
];
const BMW_INTERIORS = [
  'Black SensaTec',
  'Cognac Vernasca Leather',
  'Mocha Vernasca Leather',
  'Oyster Vernasca Leather',
];
const TOYOTA_COLOURS = [
  'Wind Chill Pearl',
  'Midnight Black Metallic',
  'Celestial Silver Metallic',
  'Supersonic Red',
  'Blueprint',
  'Magnetic Gray Metallic',
  'Lunar Rock',
];
const TOYOTA_INTERIORS = ['Black Fabric', 'Black SofTex', 'Light Gray Fabric', 'Boulder SofTex'];
const NISSAN_COLOURS = [
  'Glacier White',
  'Super Black',
  'Gun Metallic',
  'Scarlet Ember Tintcoat',
  'Deep Ocean Blue Pearl',
  'Boulder Gray Pearl',
];
const NISSAN_INTERIORS = ['Charcoal Cloth', 'Charcoal Leather', 'Gray Cloth', 'Blue Gray Premium Cloth'];
const FORD_COLOURS = [
  'Oxford White',
  'Agate Black Metallic',
  'Carbonized Gray Metallic',
  'Rapid Red Metallic Tinted Clearcoat',
  'Atlas Blue Metallic',
  'Iconic Silver Metallic',
  'Eruption Green Metallic',
];
const FORD_INTERIORS = ['Ebony Cloth', 'Ebony ActiveX', 'Medium Dark Slate Cloth', 'Space Gray Leather'];
const HYUNDAI_COLOURS = [
  'Atlas White',
  'Abyss Black Pearl',
  'Cyber Gray Metallic',
  'Digital Teal',
  'Ultimate Red',
  'Gravity Gold Matte',
];
const HYUNDAI_INTERIORS = ['Black Cloth', 'Gray Cloth', 'Black Leather', 'Dark Teal Leather'];
const HONDA_COLOURS = [
  'Platinum White Pearl',
  'Crystal Black Pearl',
  'Lunar Silver Metallic',
  'Radiant Red Metallic',
  'Still Night Pearl',
  'Meteorite Gray Metallic',
];
const HONDA_INTERIORS = ['Black Cloth', 'Gray Cloth', 'Black Leather'];
const CHEVY_COLOURS = [
  'Summit White',
  'Black',
  'Sterling Gray Metallic',
  'Radiant Red Tintcoat',
  'Glacier Blue Metallic',
  'Silver Ice Metallic',
];
const CHEVY_INTERIORS = ['Jet Black Cloth', 'Jet Black Leather', 'Gideon/Very Dark Atmosphere'];
const SUBARU_COLOURS = [
  'Crystal White Pearl',
  'Crystal Black Silica',
  'Magnetite Gray Metallic',
  'Autumn Green Metallic',
  'Cosmic Blue Pearl',
  'Geyser Blue',
];
const SUBARU_INTERIORS = ['Gray Cloth', 'Black StarTex', 'Java Brown Leather'];
const KIA_COLOURS = [
  'Snow White Pearl',
  'Ebony Black',
  'Gravity Gray',
  'Wolf Gray',
  'Runway Red',
  'Everlasting Silver',
];
const KIA_INTERIORS = ['Black Cloth', 'Black SynTex', 'Terracotta Leather'];
const VOLVO_COLOURS = [
  'Crystal White Metallic',
  'Onyx Black Metallic',
  'Denim Blue Metallic',
  'Thunder Grey Metallic',
  'Silver Dawn Metallic',
];
const VOLVO_INTERIORS = ['Charcoal Leather', 'Blond Leather', 'Charcoal Textile'];

const SAFETY = ['Automatic Emergency Braking', 'Lane Keeping Assist', 'Blind Spot Monitor', 'Rear Cross-Traffic Alert'];
const CONNECT = ['Apple CarPlay', 'Android Auto', 'Bluetooth', 'USB-C Ports'];

const CATALOGUE: readonly Model[] = [
  // BMW
  {
    make: 'BMW',
    model: '330i',
    bodyStyle: 'sedan',
    fuelType: 'Gasoline',
    modelId: 40101,
    wmi: 'WBA',
    vds: '5R1C0',
    plant: 'F',
    transmission: '8-Speed Automatic',
    colours: BMW_COLOURS,
    interiors: BMW_INTERIORS,
    features: ['Live Cockpit Professional', 'Heated Front Seats', 'Active Driving Assistant', ...CONNECT],
    trims: [
      { name: 'Sedan', msrp: 46675, engine: '2.0L TwinPower Turbo I4', mpg: [26, 34], drivetrain: 'RWD' },
      {
        name: 'xDrive Sedan',
        msrp: 48675,
        engine: '2.0L TwinPower Turbo I4',
        mpg: [25, 34],
        drivetrain: 'AWD',
        extras: ['Premium Package'],
      },
    ],
  },
  {
    make: 'BMW',
    model: 'i4',
    bodyStyle: 'sedan',
    fuelType: 'Electric',
    modelId: 40102,
    since: 2022,
    wmi: 'WBY',
    vds: '73AW0',
    plant: 'F',
    transmission: '1-Speed Automatic',
    colours: BMW_COLOURS,
    interiors: BMW_INTERIORS,
    features: ['Curved Display', 'DC Fast Charging', 'Heat Pump', 'Parking Assistant', ...CONNECT],
    trims: [
      {
        name: 'eDrive35 Gran Coupe',
        msrp: 57900,
        engine: 'Electric Motor 281 hp',
        mpg: null,
        rangeMiles: 276,
        drivetrain: 'RWD',
      },
      {
        name: 'eDrive40 Gran Coupe',
        msrp: 62300,
        engine: 'Electric Motor 335 hp',
        mpg: null,
        rangeMiles: 318,
        drivetrain: 'RWD',
      },
      {
        name: 'M50 Gran Coupe',
        msrp: 70700,
        engine: 'Dual Electric Motors 536 hp',
        mpg: null,
        rangeMiles: 269,
        drivetrain: 'AWD',
        extras: ['M Sport Brakes'],
      },
    ],
  },
  {
    make: 'BMW',
    model: 'iX',
    bodyStyle: 'suv',
    fuelType: 'Electric',
    modelId: 40103,
    since: 2022,
    wmi: 'WB5',
    vds: '23CF0',
    plant: 'N',
    transmission: '1-Speed Automatic',
    colours: BMW_COLOURS,
    interiors: BMW_INTERIORS,
    features: [
      'Panoramic Sky Lounge Roof',
      'DC Fast Charging',
      'Harman Kardon Audio',
      'Driving Assistant Professional',
      ...CONNECT,
    ],
    trims: [
      {
        name: 'xDrive50',
        msrp: 87250,
        engine: 'Dual Electric Motors 516 hp',
        mpg: null,
        rangeMiles: 307,
        drivetrain: 'AWD',
      },
      {
        name: 'M60',
        msrp: 111500,
        engine: 'Dual Electric Motors 610 hp',
        mpg: null,
        rangeMiles: 288,
        drivetrain: 'AWD',
        extras: ['Bowers & Wilkins Audio'],
      },
    ],
  },
  {
    make: 'BMW',
    model: 'X5',
    bodyStyle: 'suv',
    fuelType: 'Gasoline',
    modelId: 40104,
    wmi: '5UX',
    vds: 'CR6C0',
    plant: '9',
    transmission: '8-Speed Automatic',
    colours: BMW_COLOURS,
    interiors: BMW_INTERIORS,
    features: ['Panoramic Moonroof', 'Power Tailgate', 'Heated Steering Wheel', ...SAFETY, ...CONNECT],
    trims: [
      { name: 'sDrive40i', msrp: 67600, engine: '3.0L TwinPower Turbo I6', mpg: [23, 27], drivetrain: 'RWD' },
      { name: 'xDrive40i', msrp: 69900, engine: '3.0L TwinPower Turbo I6', mpg: [22, 26], drivetrain: 'AWD' },
      {
        name: 'xDrive50e',
        msrp: 74100,
        engine: '3.0L I6 Plug-In Hybrid',
        mpg: [25, 28],
        drivetrain: 'AWD',
        extras: ['Plug-In Charging'],
      },
    ],
  },
  {
    make: 'BMW',
    model: 'M4',
    bodyStyle: 'coupe',
    fuelType: 'Gasoline',
    modelId: 40105,
    wmi: 'WBS',
    vds: '33AZ0',
    plant: 'C',
    transmission: '8-Speed M Steptronic',
    colours: BMW_COLOURS,
    interiors: BMW_INTERIORS,
    features: ['M Sport Seats', 'Adaptive M Suspension', 'Head-Up Display', ...CONNECT],
    trims: [
      { name: 'Competition Coupe', msrp: 84100, engine: '3.0L M TwinPower Turbo I6', mpg: [16, 23], drivetrain: 'RWD' },
      {
        name: 'Competition xDrive Coupe',
        msrp: 88900,
        engine: '3.0L M TwinPower Turbo I6',
        mpg: [16, 22],
        drivetrain: 'AWD',
        extras: ['Carbon Roof'],
      },
    ],
  },
  {
    make: 'BMW',
    model: 'Z4',
    bodyStyle: 'convertible',
    fuelType: 'Gasoline',
    modelId: 40106,
    wmi: 'WBA',
    vds: 'HF3C0',
    plant: 'W',
    transmission: '8-Speed Automatic',
    colours: BMW_COLOURS,
    interiors: BMW_INTERIORS,
    features: ['Power Soft Top', 'Wind Deflector', 'Heated Seats', ...CONNECT],
    trims: [
      { name: 'sDrive30i Roadster', msrp: 54700, engine: '2.0L TwinPower Turbo I4', mpg: [25, 32], drivetrain: 'RWD' },
      {
        name: 'M40i Roadster',
        msrp: 66300,
        engine: '3.0L TwinPower Turbo I6',
        mpg: [23, 31],
        drivetrain: 'RWD',
        extras: ['Adaptive M Suspension'],
      },
    ],
  },
  // Toyota
  {
    make: 'Toyota',
    model: 'Camry',
    bodyStyle: 'sedan',
    fuelType: 'Hybrid',
    modelId: 50101,
    wmi: '4T1',
    vds: 'DAACK',
    plant: 'U',
    transmission: 'Electronically Controlled CVT',
    colours: TOYOTA_COLOURS,
    interiors: TOYOTA_INTERIORS,
    features: ['Toyota Safety Sense 3.0', 'Wireless Charging', ...CONNECT],
    trims: [
      { name: 'LE', msrp: 28400, engine: '2.5L I4 Hybrid', mpg: [53, 50], drivetrain: 'FWD' },
      { name: 'SE', msrp: 31500, engine: '2.5L I4 Hybrid', mpg: [51, 49], drivetrain: 'FWD' },
      {
        name: 'XSE AWD',
        msrp: 36000,
        engine: '2.5L I4 Hybrid',
        mpg: [44, 43],
        drivetrain: 'AWD',
        extras: ['JBL Audio'],
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    bodyStyle: 'suv',
    fuelType: 'Hybrid',
    modelId: 50102,
    wmi: 'JTM',
    vds: 'RWRFV',
    plant: 'C',
    transmission: 'Electronically Controlled CVT',
    colours: TOYOTA_COLOURS,
    interiors: TOYOTA_INTERIORS,
    features: ['Toyota Safety Sense 2.5', 'Power Liftgate', 'Roof Rails', ...CONNECT],
    trims: [
      { name: 'LE Hybrid', msrp: 32850, engine: '2.5L I4 Hybrid', mpg: [41, 38], drivetrain: 'AWD' },
      {
        name: 'XLE Premium Hybrid',
        msrp: 37285,
        engine: '2.5L I4 Hybrid',
        mpg: [41, 38],
        drivetrain: 'AWD',
        extras: ['Moonroof'],
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'bZ4X',
    bodyStyle: 'suv',
    fuelType: 'Electric',
    modelId: 50103,
    since: 2023,
    wmi: 'JTM',
    vds: 'AABBA',
    plant: 'A',
    transmission: '1-Speed Automatic',
    colours: TOYOTA_COLOURS,
    interiors: TOYOTA_INTERIORS,
    features: ['DC Fast Charging', 'Heated Steering Wheel', 'Digital Key', ...CONNECT],
    trims: [
      { name: 'XLE FWD', msrp: 37070, engine: 'Electric Motor 221 hp', mpg: null, rangeMiles: 252, drivetrain: 'FWD' },
      {
        name: 'Limited AWD',
        msrp: 46290,
        engine: 'Dual Electric Motors 214 hp',
        mpg: null,
        rangeMiles: 222,
        drivetrain: 'AWD',
        extras: ['Panoramic Roof'],
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Tacoma',
    bodyStyle: 'truck',
    fuelType: 'Gasoline',
    modelId: 50104,
    since: 2024,
    wmi: '3TM',
    vds: 'LB5JN',
    plant: 'M',
    transmission: '8-Speed Automatic',
    colours: TOYOTA_COLOURS,
    interiors: TOYOTA_INTERIORS,
    features: ['Bed Utility Package', 'Trailer Hitch', 'Toyota Safety Sense 3.0', ...CONNECT],
    trims: [
      { name: 'SR5 Double Cab', msrp: 37400, engine: '2.4L Turbo I4', mpg: [20, 26], drivetrain: '4WD' },
      {
        name: 'TRD Off-Road Double Cab',
        msrp: 42600,
        engine: '2.4L Turbo I4',
        mpg: [19, 24],
        drivetrain: '4WD',
        extras: ['Crawl Control'],
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Sienna',
    bodyStyle: 'van',
    fuelType: 'Hybrid',
    modelId: 50105,
    wmi: '5TD',
    vds: 'XRBC1',
    plant: 'S',
    transmission: 'Electronically Controlled CVT',
    colours: TOYOTA_COLOURS,
    interiors: TOYOTA_INTERIORS,
    features: ['Power Sliding Doors', 'Tri-Zone Climate', 'Third-Row Seating', ...CONNECT],
    trims: [
      { name: 'LE 8-Passenger', msrp: 39985, engine: '2.5L I4 Hybrid', mpg: [36, 36], drivetrain: 'FWD' },
      {
        name: 'XSE AWD',
        msrp: 47785,
        engine: '2.5L I4 Hybrid',
        mpg: [35, 36],
        drivetrain: 'AWD',
        extras: ['Rear-Seat Entertainment'],
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'GR86',
    bodyStyle: 'coupe',
    fuelType: 'Gasoline',
    modelId: 50106,
    since: 2022,
    wmi: 'JF1',
    vds: 'ZNBB1',
    plant: '9',
    transmission: '6-Speed Manual',
    colours: TOYOTA_COLOURS,
    interiors: TOYOTA_INTERIORS,
    features: ['Limited-Slip Differential', 'Track Mode', ...CONNECT],
    trims: [
      { name: 'Base', msrp: 30600, engine: '2.4L Flat-4', mpg: [20, 27], drivetrain: 'RWD' },
      {
        name: 'Premium',
        msrp: 33400,
        engine: '2.4L Flat-4',
        mpg: [20, 27],
        drivetrain: 'RWD',
        extras: ['Ultrasuede Seats'],
      },
    ],
  },
  {
    make: 'Toyota',
    model: 'Prius',
    bodyStyle: 'hatchback',
    fuelType: 'Hybrid',
    modelId: 50107,
    wmi: 'JTD',
    vds: 'ACAAU',
    plant: '3',
    transmission: 'Electronically Controlled CVT',
    colours: TOYOTA_COLOURS,
    interiors: TOYOTA_INTERIORS,
    features: ['Toyota Safety Sense 3.0', 'Wireless Charging', ...CONNECT],
    trims: [
      { name: 'LE', msrp: 28550, engine: '2.0L I4 Hybrid', mpg: [57, 56], drivetrain: 'FWD' },
      {
        name: 'XLE',
        msrp: 31990,
        engine: '2.0L I4 Hybrid',
        mpg: [52, 52],
        drivetrain: 'FWD',
        extras: ['Heated Seats'],
      },
    ],
  },
  // Nissan
  {
    make: 'Nissan',
    model: 'Altima',
    bodyStyle: 'sedan',
    fuelType: 'Gasoline',
    modelId: 60101,
    wmi: '1N4',
    vds: 'BL4BV',
    plant: 'C',
    transmission: 'Xtronic CVT',
    colours: NISSAN_COLOURS,
    interiors: NISSAN_INTERIORS,
    features: ['Safety Shield 360', 'Remote Engine Start', ...CONNECT],
    trims: [
      { name: '2.5 S', msrp: 27000, engine: '2.5L I4', mpg: [27, 39], drivetrain: 'FWD' },
      { name: '2.5 SV AWD', msrp: 30650, engine: '2.5L I4', mpg: [25, 34], drivetrain: 'AWD' },
    ],
  },
  {
    make: 'Nissan',
    model: 'Ariya',
    bodyStyle: 'suv',
    fuelType: 'Electric',
    modelId: 60102,
    since: 2023,
    wmi: 'JN1',
    vds: 'AF0BA',
    plant: 'M',
    transmission: '1-Speed Automatic',
    colours: NISSAN_COLOURS,
    interiors: NISSAN_INTERIORS,
    features: ['ProPILOT Assist 2.0', 'DC Fast Charging', 'Zero Gravity Seats', ...CONNECT],
    trims: [
      {
        name: 'ENGAGE FWD',
        msrp: 39770,
        engine: 'Electric Motor 214 hp',
        mpg: null,
        rangeMiles: 216,
        drivetrain: 'FWD',
      },
      {
        name: 'EVOLVE+ e-4ORCE',
        msrp: 49870,
        engine: 'Dual Electric Motors 335 hp',
        mpg: null,
        rangeMiles: 272,
        drivetrain: 'AWD',
        extras: ['Bose Audio'],
      },
    ],
  },
  {
    make: 'Nissan',
    model: 'Leaf',
    bodyStyle: 'hatchback',
    fuelType: 'Electric',
    modelId: 60103,
    wmi: '1N4',
    vds: 'CZ1CV',
    plant: 'C',
    transmission: '1-Speed Automatic',
    colours: NISSAN_COLOURS,
    interiors: NISSAN_INTERIORS,
    features: ['e-Pedal', 'Quick Charge Port', ...CONNECT],
    trims: [
      { name: 'S', msrp: 28140, engine: 'Electric Motor 147 hp', mpg: null, rangeMiles: 149, drivetrain: 'FWD' },
      {
        name: 'SV PLUS',
        msrp: 36190,
        engine: 'Electric Motor 214 hp',
        mpg: null,
        rangeMiles: 212,
        drivetrain: 'FWD',
        extras: ['ProPILOT Assist'],
      },
    ],
  },
  {
    make: 'Nissan',
    model: 'Rogue',
    bodyStyle: 'suv',
    fuelType: 'Gasoline',
    modelId: 60104,
    wmi: '5N1',
    vds: 'BT3BB',
    plant: 'C',
    transmission: 'Xtronic CVT',
    colours: NISSAN_COLOURS,
    interiors: NISSAN_INTERIORS,
    features: ['ProPILOT Assist', 'Divide-N-Hide Cargo', ...SAFETY, ...CONNECT],
    trims: [
      { name: 'SV', msrp: 32330, engine: '1.5L VC-Turbo I3', mpg: [30, 37], drivetrain: 'FWD' },
      {
        name: 'Platinum AWD',
        msrp: 42470,
        engine: '1.5L VC-Turbo I3',
        mpg: [28, 34],
        drivetrain: 'AWD',
        extras: ['Quilted Leather'],
      },
    ],
  },
  {
    make: 'Nissan',
    model: 'Frontier',
    bodyStyle: 'truck',
    fuelType: 'Gasoline',
    modelId: 60105,
    wmi: '1N6',
    vds: 'ED1EK',
    plant: 'N',
    transmission: '9-Speed Automatic',
    colours: NISSAN_COLOURS,
    interiors: NISSAN_INTERIORS,
    features: ['Utili-track Channels', 'Tow Hitch Receiver', ...CONNECT],
    trims: [
      { name: 'SV Crew Cab 4x4', msrp: 38650, engine: '3.8L V6', mpg: [17, 22], drivetrain: '4WD' },
      {
        name: 'PRO-4X Crew Cab',
        msrp: 43790,
        engine: '3.8L V6',
        mpg: [17, 22],
        drivetrain: '4WD',
        extras: ['Bilstein Shocks'],
      },
    ],
  },
  {
    make: 'Nissan',
    model: 'Z',
    bodyStyle: 'coupe',
    fuelType: 'Gasoline',
    modelId: 60106,
    since: 2023,
    wmi: 'JN1',
    vds: 'BZ4BH',
    plant: 'T',
    transmission: '6-Speed Manual',
    colours: NISSAN_COLOURS,
    interiors: NISSAN_INTERIORS,
    features: ['Launch Control', 'Bose Audio', ...CONNECT],
    trims: [
      { name: 'Sport', msrp: 42970, engine: '3.0L Twin-Turbo V6', mpg: [18, 24], drivetrain: 'RWD' },
      {
        name: 'Performance',
        msrp: 53070,
        engine: '3.0L Twin-Turbo V6',
        mpg: [18, 24],
        drivetrain: 'RWD',
        extras: ['Limited-Slip Differential'],
      },
    ],
  },
  // Ford
  {
    make: 'Ford',
    model: 'F-150',
    bodyStyle: 'truck',
    fuelType: 'Gasoline',
    modelId: 70101,
    wmi: '1FT',
    vds: 'FW1E5',
    plant: 'K',
    transmission: '10-Speed Automatic',
    colours: FORD_COLOURS,
    interiors: FORD_INTERIORS,
    features: ['Pro Trailer Backup Assist', 'Pro Power Onboard', 'SYNC 4', ...CONNECT],
    trims: [
      { name: 'XLT SuperCrew 4x4', msrp: 55050, engine: '2.7L EcoBoost V6', mpg: [19, 24], drivetrain: '4WD' },
      {
        name: 'Lariat SuperCrew 4x4',
        msrp: 66160,
        engine: '3.5L EcoBoost V6',
        mpg: [18, 23],
        drivetrain: '4WD',
        extras: ['Leather Seats'],
      },
    ],
  },
  {
    make: 'Ford',
    model: 'Mustang Mach-E',
    bodyStyle: 'suv',
    fuelType: 'Electric',
    modelId: 70102,
    since: 2021,
    wmi: '3FM',
    vds: 'TK3SU',
    plant: 'M',
    transmission: '1-Speed Automatic',
    colours: FORD_COLOURS,
    interiors: FORD_INTERIORS,
    features: ['BlueCruise Hands-Free Driving', 'Phone As A Key', 'DC Fast Charging', ...CONNECT],
    trims: [
      {
        name: 'Select RWD',
        msrp: 39995,
        engine: 'Electric Motor 264 hp',
        mpg: null,
        rangeMiles: 260,
        drivetrain: 'RWD',
      },
      {
        name: 'Premium AWD',
        msrp: 48995,
        engine: 'Dual Electric Motors 480 hp',
        mpg: null,
        rangeMiles: 290,
        drivetrain: 'AWD',
        extras: ['Panoramic Fixed-Glass Roof'],
      },
    ],
  },
  {
    make: 'Ford',
    model: 'Mustang',
    bodyStyle: 'convertible',
    fuelType: 'Gasoline',
    modelId: 70103,
    wmi: '1FA',
    vds: '6P8TH',
    plant: '5',
    transmission: '10-Speed Automatic',
    colours: FORD_COLOURS,
    interiors: FORD_INTERIORS,
    features: ['Power Convertible Top', 'Digital Instrument Cluster', ...CONNECT],
    trims: [
      {
        name: 'EcoBoost Premium Convertible',
        msrp: 41505,
        engine: '2.3L EcoBoost I4',
        mpg: [21, 30],
        drivetrain: 'RWD',
      },
      {
        name: 'GT Premium Convertible',
        msrp: 56845,
        engine: '5.0L Coyote V8',
        mpg: [15, 24],
        drivetrain: 'RWD',
        extras: ['Active Valve Exhaust'],
      },
    ],
  },
  {
    make: 'Ford',
    model: 'Bronco Sport',
    bodyStyle: 'suv',
    fuelType: 'Gasoline',
    modelId: 70104,
    since: 2021,
    wmi: '3FM',
    vds: 'CR9B6',
    plant: 'G',
    transmission: '8-Speed Automatic',
    colours: FORD_COLOURS,
    interiors: FORD_INTERIORS,
    features: ['G.O.A.T. Modes', 'Roof Rails', ...SAFETY, ...CONNECT],
    trims: [
      { name: 'Big Bend', msrp: 32990, engine: '1.5L EcoBoost I3', mpg: [25, 28], drivetrain: '4WD' },
      {
        name: 'Badlands',
        msrp: 40450,
        engine: '2.0L EcoBoost I4',
        mpg: [21, 26],
        drivetrain: '4WD',
        extras: ['Trail Control'],
      },
    ],
  },
  // Hyundai
  {
    make: 'Hyundai',
    model: 'Ioniq 5',
    bodyStyle: 'suv',
    fuelType: 'Electric',
    modelId: 80101,
    since: 2022,
    wmi: 'KM8',
    vds: 'KRDDF',
    plant: 'U',
    transmission: '1-Speed Automatic',
    colours: HYUNDAI_COLOURS,
    interiors: HYUNDAI_INTERIORS,
    features: ['800V Ultra-Fast Charging', 'Vehicle-to-Load', 'Highway Driving Assist 2', ...CONNECT],
    trims: [
      { name: 'SE RWD', msrp: 42600, engine: 'Electric Motor 225 hp', mpg: null, rangeMiles: 245, drivetrain: 'RWD' },
      {
        name: 'Limited AWD',
        msrp: 54300,
        engine: 'Dual Electric Motors 320 hp',
        mpg: null,
        rangeMiles: 269,
        drivetrain: 'AWD',
        extras: ['Head-Up Display'],
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'Elantra',
    bodyStyle: 'sedan',
    fuelType: 'Hybrid',
    modelId: 80102,
    since: 2021,
    wmi: 'KMH',
    vds: 'LN4AJ',
    plant: 'U',
    transmission: '6-Speed Dual-Clutch',
    colours: HYUNDAI_COLOURS,
    interiors: HYUNDAI_INTERIORS,
    features: ['Smart Cruise Control', 'Digital Key', ...CONNECT],
    trims: [
      { name: 'Blue Hybrid', msrp: 26250, engine: '1.6L I4 Hybrid', mpg: [51, 58], drivetrain: 'FWD' },
      {
        name: 'Limited Hybrid',
        msrp: 30400,
        engine: '1.6L I4 Hybrid',
        mpg: [49, 52],
        drivetrain: 'FWD',
        extras: ['Bose Audio'],
      },
    ],
  },
  {
    make: 'Hyundai',
    model: 'Tucson',
    bodyStyle: 'suv',
    fuelType: 'Gasoline',
    modelId: 80103,
    wmi: 'KM8',
    vds: 'JBCAE',
    plant: 'U',
    transmission: '8-Speed Automatic',
    colours: HYUNDAI_COLOURS,
    interiors: HYUNDAI_INTERIORS,
    features: ['Remote Smart Parking Assist', ...SAFETY, ...CONNECT],
    trims: [
      { name: 'SEL AWD', msrp: 32600, engine: '2.5L I4', mpg: [24, 29], drivetrain: 'AWD' },
      {
        name: 'Limited AWD',
        msrp: 39900,
        engine: '2.5L I4',
        mpg: [23, 28],
        drivetrain: 'AWD',
        extras: ['Panoramic Sunroof'],
      },
    ],
  },
  // Honda
  {
    make: 'Honda',
    model: 'Civic',
    bodyStyle: 'hatchback',
    fuelType: 'Gasoline',
    modelId: 90101,
    wmi: '1HG',
    vds: 'FE2F5',
    plant: 'A',
    transmission: 'CVT',
    colours: HONDA_COLOURS,
    interiors: HONDA_INTERIORS,
    features: ['Honda Sensing', 'Bose Audio', ...CONNECT],
    trims: [
      { name: 'Sport Hatchback', msrp: 27395, engine: '2.0L I4', mpg: [30, 37], drivetrain: 'FWD' },
      {
        name: 'Sport Touring Hatchback',
        msrp: 32495,
        engine: '1.5L Turbo I4',
        mpg: [29, 36],
        drivetrain: 'FWD',
        extras: ['Leather Seats'],
      },
    ],
  },
  {
    make: 'Honda',
    model: 'Odyssey',
    bodyStyle: 'van',
    fuelType: 'Gasoline',
    modelId: 90102,
    wmi: '5FN',
    vds: 'RL6H8',
    plant: 'B',
    transmission: '10-Speed Automatic',
    colours: HONDA_COLOURS,
    interiors: HONDA_INTERIORS,
    features: ['Magic Slide Seats', 'CabinWatch', 'Power Sliding Doors', ...CONNECT],
    trims: [
      { name: 'EX-L', msrp: 42640, engine: '3.5L V6', mpg: [19, 28], drivetrain: 'FWD' },
      {
        name: 'Elite',
        msrp: 52280,
        engine: '3.5L V6',
        mpg: [19, 28],
        drivetrain: 'FWD',
        extras: ['Rear Entertainment System'],
      },
    ],
  },
  {
    make: 'Honda',
    model: 'Accord',
    bodyStyle: 'sedan',
    fuelType: 'Hybrid',
    modelId: 90103,
    wmi: '1HG',
    vds: 'CY2F7',
    plant: 'A',
    transmission: 'E-CVT',
    colours: HONDA_COLOURS,
    interiors: HONDA_INTERIORS,
    features: ['Google Built-In', 'Honda Sensing', ...CONNECT],
    trims: [
      { name: 'Sport Hybrid', msrp: 33655, engine: '2.0L I4 Hybrid', mpg: [46, 41], drivetrain: 'FWD' },
      {
        name: 'Touring Hybrid',
        msrp: 40395,
        engine: '2.0L I4 Hybrid',
        mpg: [46, 41],
        drivetrain: 'FWD',
        extras: ['Head-Up Display'],
      },
    ],
  },
  // Chevrolet
  {
    make: 'Chevrolet',
    model: 'Silverado 1500',
    bodyStyle: 'truck',
    fuelType: 'Diesel',
    modelId: 91101,
    wmi: '1GC',
    vds: 'UDEED',
    plant: 'Z',
    transmission: '10-Speed Automatic',
    colours: CHEVY_COLOURS,
    interiors: CHEVY_INTERIORS,
    features: ['Multi-Flex Tailgate', 'Trailering Package', ...CONNECT],
    trims: [
      {
        name: 'LT Crew Cab 4WD',
        msrp: 56400,
        engine: '3.0L Duramax Turbo-Diesel I6',
        mpg: [23, 29],
        drivetrain: '4WD',
      },
      {
        name: 'RST Crew Cab 4WD',
        msrp: 60200,
        engine: '3.0L Duramax Turbo-Diesel I6',
        mpg: [23, 29],
        drivetrain: '4WD',
        extras: ['Bose Audio'],
      },
    ],
  },
  {
    make: 'Chevrolet',
    model: 'Equinox EV',
    bodyStyle: 'suv',
    fuelType: 'Electric',
    modelId: 91102,
    since: 2024,
    wmi: '3GN',
    vds: 'AXHE7',
    plant: 'M',
    transmission: '1-Speed Automatic',
    colours: CHEVY_COLOURS,
    interiors: CHEVY_INTERIORS,
    features: ['Super Cruise', 'One-Pedal Driving', 'DC Fast Charging', ...CONNECT],
    trims: [
      { name: '1LT FWD', msrp: 34995, engine: 'Electric Motor 213 hp', mpg: null, rangeMiles: 319, drivetrain: 'FWD' },
      {
        name: '3LT eAWD',
        msrp: 45295,
        engine: 'Dual Electric Motors 288 hp',
        mpg: null,
        rangeMiles: 307,
        drivetrain: 'AWD',
        extras: ['Heated Rear Seats'],
      },
    ],
  },
  // Volvo
  {
    make: 'Volvo',
    model: 'V60 Cross Country',
    bodyStyle: 'wagon',
    fuelType: 'Gasoline',
    modelId: 92101,
    wmi: 'YV4',
    vds: 'L2WL1',
    plant: '1',
    transmission: '8-Speed Automatic',
    colours: VOLVO_COLOURS,
    interiors: VOLVO_INTERIORS,
    features: ['Pilot Assist', 'Harman Kardon Audio', 'Hands-Free Tailgate', ...CONNECT],
    trims: [
      { name: 'Core B5 AWD', msrp: 51000, engine: '2.0L Turbo I4 Mild Hybrid', mpg: [22, 30], drivetrain: 'AWD' },
      {
        name: 'Plus B5 AWD',
        msrp: 55300,
        engine: '2.0L Turbo I4 Mild Hybrid',
        mpg: [22, 30],
        drivetrain: 'AWD',
        extras: ['Panoramic Moonroof'],
      },
    ],
  },
  // Subaru
  {
    make: 'Subaru',
    model: 'Outback',
    bodyStyle: 'wagon',
    fuelType: 'Gasoline',
    modelId: 93101,
    wmi: '4S4',
    vds: 'BTGPD',
    plant: '3',
    transmission: 'Lineartronic CVT',
    colours: SUBARU_COLOURS,
    interiors: SUBARU_INTERIORS,
    features: ['EyeSight Driver Assist', 'Symmetrical AWD', 'Roof Rails', ...CONNECT],
    trims: [
      { name: 'Premium', msrp: 31695, engine: '2.5L Flat-4', mpg: [26, 32], drivetrain: 'AWD' },
      {
        name: 'Wilderness',
        msrp: 41895,
        engine: '2.4L Turbo Flat-4',
        mpg: [22, 26],
        drivetrain: 'AWD',
        extras: ['X-MODE'],
      },
    ],
  },
  {
    make: 'Subaru',
    model: 'Crosstrek',
    bodyStyle: 'hatchback',
    fuelType: 'Gasoline',
    modelId: 93102,
    wmi: 'JF2',
    vds: 'GUADC',
    plant: '8',
    transmission: 'Lineartronic CVT',
    colours: SUBARU_COLOURS,
    interiors: SUBARU_INTERIORS,
    features: ['EyeSight Driver Assist', 'Symmetrical AWD', ...CONNECT],
    trims: [
      { name: 'Premium', msrp: 28590, engine: '2.0L Flat-4', mpg: [27, 34], drivetrain: 'AWD' },
      { name: 'Sport', msrp: 31690, engine: '2.5L Flat-4', mpg: [26, 33], drivetrain: 'AWD', extras: ['Heated Seats'] },
    ],
  },
  // Kia
  {
    make: 'Kia',
    model: 'Telluride',
    bodyStyle: 'suv',
    fuelType: 'Gasoline',
    modelId: 94101,
    wmi: '5XY',
    vds: 'P3DGC',
    plant: 'G',
    transmission: '8-Speed Automatic',
    colours: KIA_COLOURS,
    interiors: KIA_INTERIORS,
    features: ['Third-Row Seating', 'Highway Driving Assist', ...SAFETY, ...CONNECT],
    trims: [
      { name: 'S AWD', msrp: 41590, engine: '3.8L V6', mpg: [18, 23], drivetrain: 'AWD' },
      {
        name: 'SX X-Line AWD',
        msrp: 50990,
        engine: '3.8L V6',
        mpg: [18, 23],
        drivetrain: 'AWD',
        extras: ['Meridian Audio'],
      },
    ],
  },
  {
    make: 'Kia',
    model: 'Carnival',
    bodyStyle: 'van',
    fuelType: 'Hybrid',
    modelId: 94102,
    since: 2025,
    wmi: 'KND',
    vds: 'NE5H3',
    plant: '6',
    transmission: '6-Speed Automatic',
    colours: KIA_COLOURS,
    interiors: KIA_INTERIORS,
    features: ['Power Sliding Doors', 'Dual Sunroof', 'Rear Occupant Alert', ...CONNECT],
    trims: [
      { name: 'LXS Hybrid', msrp: 41200, engine: '1.6L Turbo I4 Hybrid', mpg: [33, 35], drivetrain: 'FWD' },
      {
        name: 'SX Prestige Hybrid',
        msrp: 53200,
        engine: '1.6L Turbo I4 Hybrid',
        mpg: [33, 35],
        drivetrain: 'FWD',
        extras: ['VIP Lounge Seats'],
      },
    ],
  },
  {
    make: 'Kia',
    model: 'EV6',
    bodyStyle: 'hatchback',
    fuelType: 'Electric',
    modelId: 94103,
    since: 2022,
    wmi: 'KNA',
    vds: 'C4DGA',
    plant: '5',
    transmission: '1-Speed Automatic',
    colours: KIA_COLOURS,
    interiors: KIA_INTERIORS,
    features: ['800V Ultra-Fast Charging', 'Vehicle-to-Load', ...CONNECT],
    trims: [
      {
        name: 'Light RWD',
        msrp: 42900,
        engine: 'Electric Motor 167 hp',
        mpg: null,
        rangeMiles: 237,
        drivetrain: 'RWD',
      },
      {
        name: 'GT-Line AWD',
        msrp: 57900,
        engine: 'Dual Electric Motors 320 hp',
        mpg: null,
        rangeMiles: 270,
        drivetrain: 'AWD',
        extras: ['Augmented Reality HUD'],
      },
    ],
  },
];

/** First letter of the stock number per make. */
function stockPrefix(make: string): string {
  return make === 'BMW' ? 'B' : make.slice(0, 1).toUpperCase();
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

const NEW_YEARS = [2026, 2027] as const;
const LAST_USED_YEAR = 2024;
/** Seed "now" is late 2026: the 2027 model year is arriving. */
const CURRENT_YEAR = 2026;

function buildVehicles(): SeedVehicle[] {
  const r = rng(20261116);
  const vehicles: SeedVehicle[] = [];
  let serial = 0;
  for (const [dealerId, makes] of Object.entries(DEALER_MAKES)) {
    const models = CATALOGUE.filter((m) => makes.includes(m.make));
    const count = DEALER_STOCK[dealerId] ?? 0;
    // Single-brand dealers sell mostly new cars; the mixed ones carry more used stock.
    const usedShare = makes.length > 1 ? 0.45 : 0.25;
    for (let i = 0; i < count; i++) {
      // Walk the catalogue in order first so every model of a dealer is stocked at least once.
      const model = i < models.length ? (models[i] as Model) : r.pick(models);
      const trimIndex = r.int(0, model.trims.length - 1);
      const trim = model.trims[trimIndex] as Trim;
      const firstYear = Math.max(2019, model.since ?? 2019);
      const stockType: StockType = firstYear <= LAST_USED_YEAR && r.chance(usedShare) ? 'USED' : 'NEW';
      const year = stockType === 'NEW' ? r.pick(NEW_YEARS) : r.int(firstYear, LAST_USED_YEAR);
      const age = Math.max(0, CURRENT_YEAR - year);
      const mileage = stockType === 'USED' ? roundTo(age * r.int(8500, 13500) + r.int(0, 4000), 1) : null;
      // A used car's MSRP is its sticker when new (a little lower for older model years).
      const msrp = roundTo(trim.msrp * (1 - age * 0.025), 5);
      const salePrice =
        stockType === 'NEW'
          ? roundTo(msrp * (1 - r.int(0, 60) / 1000), 5)
          : roundTo(msrp * Math.pow(0.86, age) - (mileage ?? 0) * 0.04, 100) - 5;
      serial += 1;
      const sequence = 100000 + serial * 7919 + r.int(0, 999);
      const vin = makeVin({
        wmi: model.wmi,
        vds: `${model.vds.slice(0, 4)}${String(trimIndex + 1)}`,
        year,
        plant: model.plant,
        serial: sequence % 1_000_000,
      });
      const id = `v${1000 + vehicles.length + 1}`;
      const features = [...model.features, ...(trim.extras ?? [])];
      if (stockType === 'USED' && r.chance(0.5)) features.push('Certified Pre-Owned');
      vehicles.push({
        id,
        vin,
        stockNumber: `${stockPrefix(model.make)}${String(year).slice(2)}${stockType === 'USED' ? 'U' : ''}-${String(sequence % 10000).padStart(4, '0')}`,
        stockType,
        year,
        make: model.make,
        model: model.model,
        trim: trim.name,
        bodyStyle: model.bodyStyle,
        fuelType: trim.mpg === null ? 'Electric' : trim.engine.includes('Plug-In') ? 'Plug-In Hybrid' : model.fuelType,
        exteriorColor: r.pick(model.colours),
        interiorColor: r.pick(model.interiors),
        engine: trim.engine,
        transmission: model.transmission,
        drivetrain: trim.drivetrain,
        mpgCity: trim.mpg ? trim.mpg[0] : null,
        mpgHighway: trim.mpg ? trim.mpg[1] : null,
        rangeMiles: trim.rangeMiles ?? null,
        mileage,
        msrp,
        salePrice,
        dealerId,
        styleId: model.modelId * 100 + trimIndex + 1,
        modelId: model.modelId,
        options: { leaseEnabled: stockType === 'NEW' ? !r.chance(0.12) : r.chance(0.15) },
        features,
        vinOnDealerLotDate: addDays(SEED_BASE_DATE, -r.int(3, 150)),
        inTransit: false,
        estimatedDeliveryDate: null,
        imageCount: r.int(1, 4),
        has360: r.chance(0.3),
        hasVideo: r.chance(0.2),
      });
    }
  }
  // Six new vehicles are still on the truck, spread over the dealers.
  const fresh = vehicles.filter((v) => v.stockType === 'NEW');
  const step = Math.floor(fresh.length / 6);
  for (let k = 0; k < 6; k++) {
    const v = fresh[k * step + 1] as SeedVehicle;
    v.vinOnDealerLotDate = null;
    v.inTransit = true;
    v.estimatedDeliveryDate = addDays(SEED_BASE_DATE, 6 + k * 5);
  }
  // A few vehicles without photos exercise the stock-image and body-style fallbacks.
  for (const index of [4, 23, 41, 67]) {
    const v = vehicles[index];
    if (v) v.imageCount = 0;
  }
  vehicles.push(...buildOlderUsedVehicles(vehicles.length, r));
  return vehicles;
}

/** Lenders finance nothing older than this many model years, so these cars are cash-only deals. */
export const OLDEST_FINANCED_AGE = 10;

/** [dealer, make, model, year, mileage, sale price] of used cars past every lender's age limit. */
const OLDER_USED: readonly [string, string, string, number, number, number][] = [
  ['d100', 'Honda', 'Accord', 2013, 148_250, 8_995],
  ['d600', 'Toyota', 'Camry', 2014, 131_400, 10_495],
  ['d600', 'Ford', 'F-150', 2012, 176_800, 11_995],
];

function buildOlderUsedVehicles(offset: number, r: Rng): SeedVehicle[] {
  return OLDER_USED.map(([dealerId, make, modelName, year, mileage, salePrice], k) => {
    const model = CATALOGUE.find((m) => m.make === make && m.model === modelName) as Model;
    const trim = model.trims[0] as Trim;
    const sequence = 900000 + k * 7919 + r.int(0, 999);
    return {
      id: `v${1000 + offset + k + 1}`,
      vin: makeVin({ wmi: model.wmi, vds: `${model.vds.slice(0, 4)}1`, year, plant: model.plant, serial: sequence }),
      stockNumber: `${stockPrefix(make)}${String(year).slice(2)}U-${String(sequence % 10000).padStart(4, '0')}`,
      stockType: 'USED',
      year,
      make,
      model: modelName,
      trim: trim.name,
      bodyStyle: model.bodyStyle,
      fuelType: model.fuelType,
      exteriorColor: r.pick(model.colours),
      interiorColor: r.pick(model.interiors),
      engine: trim.engine,
      transmission: model.transmission,
      drivetrain: trim.drivetrain,
      mpgCity: trim.mpg ? trim.mpg[0] : null,
      mpgHighway: trim.mpg ? trim.mpg[1] : null,
      rangeMiles: null,
      mileage,
      // The sticker of the day, well below today's trim price.
      msrp: roundTo(trim.msrp * 0.78, 5),
      salePrice,
      dealerId,
      styleId: model.modelId * 100 + 1,
      modelId: model.modelId,
      options: { leaseEnabled: false },
      features: [...model.features.slice(0, 4)],
      vinOnDealerLotDate: addDays(SEED_BASE_DATE, -r.int(10, 90)),
      inTransit: false,
      estimatedDeliveryDate: null,
      imageCount: r.int(1, 3),
      has360: false,
      hasVideo: false,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Dealer chat (seed 001 §2 "Dealer chat")

/**
 * Riverside's own chat script, as the dealer pasted it (the API hands it out base64). It runs in
 * the dealer chat's sandboxed frame, which is sized to what it draws in the frame's
 * body: a launcher button, and above it a panel it opens and closes (Esc closes it too).
 */
export const RIVERSIDE_CHAT_SCRIPT = `(function () {
  'use strict';
  if (document.getElementById('riverside-chat')) return;
  var es = /^es\\b/.test(document.documentElement.lang);
  var box = document.createElement('div');
  box.id = 'riverside-chat';
  Object.assign(box.style, { maxWidth: '280px', font: '14px/1.4 system-ui, sans-serif' });
  var panel = document.createElement('div');
  panel.id = 'riverside-chat-panel';
  panel.hidden = true;
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', es ? 'Chat de Riverside Auto Group' : 'Riverside Auto Group chat');
  Object.assign(panel.style, { background: '#fff', color: '#1a1a1a', border: '1px solid #8a8a8a',
    borderRadius: '8px', padding: '12px', marginBottom: '8px' });
  var text = document.createElement('p');
  text.style.margin = '0 0 8px';
  text.textContent = es
    ? 'Hola, ¿en qué podemos ayudarle? Nuestro equipo responde en minutos.'
    : 'Hi! How can we help? Our team answers within minutes.';
  var call = document.createElement('a');
  call.href = 'tel:+15035550142';
  call.style.color = '#0a4d8c';
  call.textContent = es ? 'Llámenos: (503) 555-0142' : 'Call us: (503) 555-0142';
  panel.append(text, call);
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = es ? 'Chatee con nosotros' : 'Chat with us';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', panel.id);
  Object.assign(button.style, { background: '#0a4d8c', color: '#fff', border: '0', borderRadius: '20px',
    padding: '10px 16px', font: 'inherit', cursor: 'pointer', whiteSpace: 'nowrap' });
  function setOpen(open) {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  }
  button.addEventListener('click', function () {
    setOpen(panel.hidden);
  });
  box.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  box.append(panel, button);
  document.body.append(box);
})();
`;

/** One dealer brings its own script, one uses the reputation widget, the rest have chat off. */
function buildChatConfigs(): SeedChatConfig[] {
  const off = (dealerId: string): SeedChatConfig => ({
    dealerId,
    chatEnabled: false,
    isDealerChat: false,
    script: null,
    isReputationChat: false,
    widgetId: null,
    tenantKey: null,
  });
  return [
    {
      ...off('d100'),
      chatEnabled: true,
      isDealerChat: true,
      script: Buffer.from(RIVERSIDE_CHAT_SCRIPT, 'utf8').toString('base64'),
    },
    {
      ...off('d400'),
      chatEnabled: true,
      isReputationChat: true,
      widgetId: 'rw-4400',
      tenantKey: 'sunbelt-toyota-7f3a',
    },
    off('d200'),
    off('d300'),
    off('d500'),
    off('d600'),
  ];
}

// ---------------------------------------------------------------------------------------------
// Users and states

function buildUsers(): SeedUser[] {
  return [
    {
      id: 'u1',
      email: DEMO_USER.email,
      password: DEMO_USER.password,
      firstName: 'Alex',
      lastName: 'Morgan',
      phoneNumber: '5035550123',
      zipcode: '97202',
      isMember: true,
      creditScore: 742,
    },
    {
      id: 'u2',
      email: 'jordan@upshift.test',
      password: 'Jordan#2026',
      firstName: 'Jordan',
      lastName: 'Rivera',
      phoneNumber: '3125550187',
      zipcode: '60614',
      isMember: false,
      creditScore: 655,
    },
    {
      ...MEMBER_USER,
      firstName: 'Taylor',
      lastName: 'Brooks',
      phoneNumber: '6175550133',
      zipcode: '02116',
      isMember: true,
      creditScore: null,
    },
    // seedIdentity() switches this membership off (member_disabled = 1).
    {
      ...DISABLED_MEMBER_USER,
      firstName: 'Riley',
      lastName: 'Chen',
      phoneNumber: '2065550164',
      zipcode: '98101',
      isMember: true,
      creditScore: null,
    },
  ];
}

const STATES: readonly SeedState[] = [
  { abbreviation: 'AK', name: 'Alaska' },
  { abbreviation: 'AL', name: 'Alabama' },
  { abbreviation: 'AR', name: 'Arkansas' },
  { abbreviation: 'AZ', name: 'Arizona' },
  { abbreviation: 'CA', name: 'California' },
  { abbreviation: 'CO', name: 'Colorado' },
  { abbreviation: 'CT', name: 'Connecticut' },
  { abbreviation: 'DC', name: 'District of Columbia' },
  { abbreviation: 'DE', name: 'Delaware' },
  { abbreviation: 'FL', name: 'Florida' },
  { abbreviation: 'GA', name: 'Georgia' },
  { abbreviation: 'HI', name: 'Hawaii' },
  { abbreviation: 'IA', name: 'Iowa' },
  { abbreviation: 'ID', name: 'Idaho' },
  { abbreviation: 'IL', name: 'Illinois' },
  { abbreviation: 'IN', name: 'Indiana' },
  { abbreviation: 'KS', name: 'Kansas' },
  { abbreviation: 'KY', name: 'Kentucky' },
  { abbreviation: 'LA', name: 'Louisiana' },
  { abbreviation: 'MA', name: 'Massachusetts' },
  { abbreviation: 'MD', name: 'Maryland' },
  { abbreviation: 'ME', name: 'Maine' },
  { abbreviation: 'MI', name: 'Michigan' },
  { abbreviation: 'MN', name: 'Minnesota' },
  { abbreviation: 'MO', name: 'Missouri' },
  { abbreviation: 'MS', name: 'Mississippi' },
  { abbreviation: 'MT', name: 'Montana' },
  { abbreviation: 'NC', name: 'North Carolina' },
  { abbreviation: 'ND', name: 'North Dakota' },
  { abbreviation: 'NE', name: 'Nebraska' },
  { abbreviation: 'NH', name: 'New Hampshire' },
  { abbreviation: 'NJ', name: 'New Jersey' },
  { abbreviation: 'NM', name: 'New Mexico' },
  { abbreviation: 'NV', name: 'Nevada' },
  { abbreviation: 'NY', name: 'New York' },
  { abbreviation: 'OH', name: 'Ohio' },
  { abbreviation: 'OK', name: 'Oklahoma' },
  { abbreviation: 'OR', name: 'Oregon' },
  { abbreviation: 'PA', name: 'Pennsylvania' },
  { abbreviation: 'RI', name: 'Rhode Island' },
  { abbreviation: 'SC', name: 'South Carolina' },
  { abbreviation: 'SD', name: 'South Dakota' },
  { abbreviation: 'TN', name: 'Tennessee' },
  { abbreviation: 'TX', name: 'Texas' },
  { abbreviation: 'UT', name: 'Utah' },
  { abbreviation: 'VA', name: 'Virginia' },
  { abbreviation: 'VT', name: 'Vermont' },
  { abbreviation: 'WA', name: 'Washington' },
  { abbreviation: 'WI', name: 'Wisconsin' },
  { abbreviation: 'WV', name: 'West Virginia' },
  { abbreviation: 'WY', name: 'Wyoming' },
];

export function buildSeed(o: SeedOptions): Seed {
  return {
    campaigns: buildCampaigns(o),
    dealers: buildDealers(),
    vehicles: buildVehicles(),
    users: buildUsers(),
    states: STATES.map((s) => ({ ...s })),
    // The demo user has valued a trade already, so deals show trade equity out of the box.
    trades: [demoTrade()],
    chatConfigs: buildChatConfigs(),
    protectionProducts: buildProtectionProducts(),
    accessories: buildAccessories(),
    programOffers: buildProgramOffers(),
    // The automakers' upgrade programs; the lenders' campaigns (also product 103) are not one.
    upgradeProgramTenants: ['tenant-bmw-upgrade', 'tenant-kuni-bmw', 'tenant-nissan-upgrade'],
    // The trade was revalued since the demo user last looked: its net offer fell by $450 (seed 001
    // §2 "Updated trade modal" on the campaigns with UPDATED_TRADE_MODAL_DISPLAY).
    payoffUpdates: [
      {
        id: 'p1',
        tradeId: 't1',
        vin: DEMO_TRADE_VEHICLE.vin,
        oldOffer: 15_200,
        oldPayoff: 6_450,
      },
    ],
  };
}

/** Dealers that offer protection products (seed 000 §6); the others answer 404 for their products. */
export const PROTECTION_DEALER_IDS = ['d100', 'd400', 'd600'] as const;

const dealerProduct = (dealerId: string, id: string, name: string, description: string, price: number) => ({
  id: `${dealerId}-${id}`,
  dealerId,
  kind: 'DEALER_PRODUCT' as const,
  name,
  description,
  price,
  pricePerMonth: null,
  termMonths: null,
  mileageLimit: null,
  // GAP pays what a loan or lease still owes after a total loss: a cash deal owes nothing.
  financedOnly: id === 'gap',
});

/**
 * Seed 000 §3 "Vehicle service contract plans" (exactly, priced per SERVICE_CONTRACT_TERM_MONTHS) and
 * the flagged dealers' own products.
 */
export function buildProtectionProducts(): SeedProtectionProduct[] {
  const plans = SERVICE_CONTRACT_PLANS.map((p) => ({
    id: p.id,
    dealerId: null,
    kind: 'SERVICE_CONTRACT' as const,
    name: p.name,
    description:
      p.mileageLimit === null
        ? 'Vehicle service contract with unlimited miles of coverage'
        : `Vehicle service contract covering up to ${p.mileageLimit.toLocaleString('en-US')} miles`,
    price: servicePlanPrice(p.pricePerMonth),
    pricePerMonth: p.pricePerMonth,
    termMonths: SERVICE_CONTRACT_TERM_MONTHS,
    mileageLimit: p.mileageLimit,
    financedOnly: false,
  }));
  return [
    ...plans,
    dealerProduct(
      'd100',
      'gap',
      'GAP Insurance',
      'Covers what you owe beyond the insured value after a total loss',
      795,
    ),
    dealerProduct(
      'd100',
      'tire-wheel',
      'Tire & Wheel Protection',
      'Repairs or replaces tires and wheels damaged by road hazards',
      899,
    ),
    dealerProduct(
      'd100',
      'paint',
      'Paint & Fabric Protection',
      'Sealant for paint and upholstery, with stain repair',
      499,
    ),
    dealerProduct(
      'd400',
      'gap',
      'GAP Insurance',
      'Covers what you owe beyond the insured value after a total loss',
      695,
    ),
    dealerProduct('d400', 'key', 'Key Replacement', 'Replaces lost or stolen keys and remotes', 399),
    dealerProduct(
      'd400',
      'tire-wheel',
      'Tire & Wheel Protection',
      'Repairs or replaces tires and wheels damaged by road hazards',
      749,
    ),
    dealerProduct(
      'd600',
      'gap',
      'GAP Insurance',
      'Covers what you owe beyond the insured value after a total loss',
      850,
    ),
    dealerProduct(
      'd600',
      'windshield',
      'Windshield Protection',
      'Repairs or replaces a chipped or cracked windshield',
      299,
    ),
  ];
}

/** The demo user's trade, appraised on SEED_BASE_DATE by the engine: $14,500, of which $6,200 still owed. */
export function demoTrade(): SeedTrade {
  const appraisal = appraiseTrade(DEMO_TRADE_ANSWERS, new Date(`${SEED_BASE_DATE}T12:00:00Z`));
  if (appraisal.status !== 'OFFER') throw new Error('The demo trade must get an offer');
  return {
    id: 't1',
    userId: 'u1',
    vehicleName: vehicleNameOf(DEMO_TRADE_ANSWERS),
    offer: appraisal.offer,
    payoff: 6_200,
    answers: DEMO_TRADE_ANSWERS,
    breakdown: appraisal.breakdown,
    lender: 'Honda Financial Services',
    indicator: 'TRADE',
  };
}

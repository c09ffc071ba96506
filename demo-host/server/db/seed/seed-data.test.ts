import { THEME_PRESETS } from './theme-presets.ts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CampaignSchema, DealerSchema } from '../../../../src/contract/page-context.ts';
import { BodyStyleSchema, VehicleSchema } from '../../../../src/contract/vehicle.ts';
import {
  DEMO_USER,
  OLDEST_FINANCED_AGE,
  PROTECTION_DEALER_IDS,
  SEED_BASE_DATE,
  buildSeed,
  createPrng,
} from './seed-data.ts';

const options = { siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1' };
const seed = buildSeed(options);

const ALL_FLAGS = [
  'ENABLE_CO_BROWSE',
  'GHOST_ACCOUNT_REGISTER_FEATURE',
  'EV_PROMOTIONAL_BANNER',
  'TOYOTA_PROMOTIONAL_BANNER',
  'KUNI_NAME_CHANGE_BANNER',
  'NEW_BMW_PROMOTIONAL_BANNER',
  'NON_PINNED_REDUCED_SIGN_UP_FLOW',
  'UPDATED_TRADE_MODAL_DISPLAY',
  'NO_PROFILE_PAGE_FEATURE',
  'HIDE_FLOATING_FOOTERS',
  'GOOGLE_ONE_TAP_FEATURE',
];

const THEMES = Object.keys(THEME_PRESETS);

describe('buildSeed', () => {
  it('is deterministic', () => {
    expect(buildSeed(options)).toEqual(seed);
  });

  it('uses its own PRNG, not Math.random', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    const xs = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(xs);
    expect(new Set(xs).size).toBe(5);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('campaigns', () => {
  const bySlug = new Map(seed.campaigns.map((c) => [c.slug, c]));

  it('match the page-context schema and reference existing dealers', () => {
    const dealerIds = new Set(seed.dealers.map((d) => d.id));
    for (const c of seed.campaigns) {
      expect(() => v.parse(v.omit(CampaignSchema, ['upgradeProgram']), c), c.slug).not.toThrow();
      expect(c.allowedOrigins).toEqual([options.siteOrigin]);
      expect(c.dealerIds.length).toBeGreaterThan(0);
      for (const id of c.dealerIds) expect(dealerIds.has(id), `${c.slug} → ${id}`).toBe(true);
    }
  });

  it('has the required slugs, exactly one default, unique domains', () => {
    expect([...bySlug.keys()].sort()).toEqual([
      'bmw-ev',
      'bmw-upgrade',
      'demo-ecommerce',
      'ended-promo',
      'kuni-bmw',
      'nissan-upgrade',
      'no-theme',
      'northstar-lender',
      'plain-ecommerce',
      'summit-lender',
      'toyota-shop',
    ]);
    expect(seed.campaigns.filter((c) => c.isDefault).map((c) => c.slug)).toEqual(['demo-ecommerce']);
    expect(bySlug.get('demo-ecommerce')?.domain).toBe(options.appHost);
    const domains = seed.campaigns.map((c) => c.domain);
    expect(new Set(domains).size).toBe(domains.length);
    for (const d of domains.filter((d) => d !== options.appHost)) expect(d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('covers every feature flag of both specs and uses disabled pages', () => {
    const flags = new Set(seed.campaigns.flatMap((c) => c.featureFlags));
    for (const flag of ALL_FLAGS) expect(flags.has(flag), flag).toBe(true);
    expect(seed.campaigns.some((c) => c.disabledPages.length > 0)).toBe(true);
  });

  it('switches credit off in one campaign only, the credit union that decides credit itself', () => {
    expect(seed.campaigns.filter((c) => c.disabledPages.includes('credit')).map((c) => c.slug)).toEqual([
      'summit-lender',
    ]);
  });

  it('switches one campaign off, the ended sales event, to show the CampaignDisabled page (seed 000 §8)', () => {
    expect(seed.campaigns.filter((c) => c.disabled).map((c) => c.slug)).toEqual(['ended-promo']);
  });

  it('uses only the themes that exist, plus one null', () => {
    for (const c of seed.campaigns) if (c.theme !== null) expect(THEMES).toContain(c.theme);
    expect(bySlug.get('no-theme')?.theme).toBeNull();
    expect(new Set(seed.campaigns.map((c) => c.theme).filter(Boolean))).toEqual(new Set(THEMES));
  });

  it('gives the program campaigns their spec values', () => {
    const bmw = bySlug.get('bmw-upgrade');
    expect(bmw).toMatchObject({ productId: 103, theme: 'bmw', channel: 'upgrade', noPaymentDays: 90 });
    expect(bmw?.programId).toMatch(/^BMW-/);
    expect(bmw?.featureFlags).toContain('NEW_BMW_PROMOTIONAL_BANNER');
    expect(bySlug.get('bmw-ev')?.featureFlags).toContain('EV_PROMOTIONAL_BANNER');
    expect(bySlug.get('nissan-upgrade')).toMatchObject({
      productId: 103,
      theme: 'nissan',
      programId: 'NISSAN-UPGRADE',
    });
    expect(bySlug.get('toyota-shop')).toMatchObject({ productId: 102, theme: 'toyota' });
    expect(bySlug.get('northstar-lender')).toMatchObject({
      theme: 'lender-northstar',
      financierName: 'Northstar Bank',
    });
    expect(bySlug.get('plain-ecommerce')).toMatchObject({ productId: 102, theme: 'default', callCenterEnabled: false });
    expect(bySlug.get('plain-ecommerce')?.disabledPages).not.toContain('listings');
    const kuni = bySlug.get('kuni-bmw');
    expect(kuni?.featureFlags).toContain('KUNI_NAME_CHANGE_BANNER');
    expect(seed.dealers.find((d) => d.id === kuni?.dealerIds[0])?.city).toBe('Tigard');
    for (const c of seed.campaigns)
      if (c.featureFlags.includes('ENABLE_CO_BROWSE')) expect(c.cobrowseLicenseKey).toBeTruthy();
  });

  it('gives every campaign inventory of its make(s)', () => {
    const makesOf = (slug: string) =>
      new Set(seed.vehicles.filter((v) => bySlug.get(slug)?.dealerIds.includes(v.dealerId)).map((v) => v.make));
    for (const c of seed.campaigns) expect(makesOf(c.slug).size, c.slug).toBeGreaterThan(0);
    expect(makesOf('bmw-upgrade')).toEqual(new Set(['BMW']));
    expect(makesOf('kuni-bmw')).toEqual(new Set(['BMW']));
    expect(makesOf('toyota-shop')).toEqual(new Set(['Toyota']));
    expect(makesOf('nissan-upgrade')).toEqual(new Set(['Nissan']));
    expect(makesOf('demo-ecommerce').size).toBeGreaterThan(3);
  });
});

describe('dealers', () => {
  it('are 4–6 valid dealers in several states and time zones', () => {
    expect(seed.dealers.length).toBeGreaterThanOrEqual(4);
    expect(seed.dealers.length).toBeLessThanOrEqual(6);
    expect(new Set(seed.dealers.map((d) => d.stateCode)).size).toBeGreaterThan(2);
    for (const d of seed.dealers) {
      expect(() => v.parse(DealerSchema, d)).not.toThrow();
      expect(d.phoneNumber).toMatch(/^[2-9]\d{9}$/);
      expect(d.zipCode).toMatch(/^\d{5}$/);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: d.timeZone })).not.toThrow();
      expect(d.website).toMatch(/^https:\/\//);
    }
  });

  it('have call-center hours for every weekday, open before close', () => {
    for (const d of seed.dealers) {
      const days = d.callCenterHours.map((h) => h.day);
      for (const day of ['MON', 'TUE', 'WED', 'THU', 'FRI']) expect(days).toContain(day);
      expect(new Set(days).size).toBe(days.length);
      for (const h of d.callCenterHours) {
        expect(h.open).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.close).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(h.open < h.close).toBe(true);
      }
    }
  });
});

describe('vehicles', () => {
  const { vehicles } = seed;

  it('are at least 64, with unique ids like v1001, and fit the vehicle schema', () => {
    expect(vehicles.length).toBeGreaterThanOrEqual(64);
    expect(new Set(vehicles.map((x) => x.id)).size).toBe(vehicles.length);
    expect(vehicles[0]?.id).toBe('v1001');
    for (const x of vehicles) {
      const { imageCount, ...rest } = x;
      expect(imageCount).toBeGreaterThanOrEqual(0);
      expect(imageCount).toBeLessThanOrEqual(4);
      const full = { ...rest, imageUrl: null, stockImageUrl: null, images: [] };
      expect(() => v.parse(VehicleSchema, full), x.id).not.toThrow();
    }
  });

  it('cover the makes, body styles and fuel types', () => {
    const makes = new Set(vehicles.map((x) => x.make));
    for (const make of ['BMW', 'Toyota', 'Nissan']) expect(makes.has(make)).toBe(true);
    expect(makes.size).toBeGreaterThanOrEqual(6);
    expect(new Set(vehicles.map((x) => x.bodyStyle))).toEqual(new Set(BodyStyleSchema.options));
    const fuels = new Set(vehicles.map((x) => x.fuelType));
    for (const fuel of ['Electric', 'Hybrid', 'Gasoline']) expect(fuels.has(fuel as never)).toBe(true);
    const evModels = new Set(vehicles.filter((x) => x.fuelType === 'Electric').map((x) => `${x.make} ${x.model}`));
    for (const m of ['BMW i4', 'BMW iX', 'Nissan Ariya', 'Toyota bZ4X', 'Hyundai Ioniq 5', 'Ford Mustang Mach-E']) {
      expect(evModels.has(m), m).toBe(true);
    }
  });

  it('describe EVs by range and others by MPG', () => {
    for (const x of vehicles) {
      if (x.fuelType === 'Electric') {
        expect(x.rangeMiles).toBeGreaterThan(100);
        expect(x.mpgCity).toBeNull();
      } else {
        expect(x.rangeMiles).toBeNull();
        expect(x.mpgCity).toBeGreaterThan(10);
        expect(x.mpgHighway).toBeGreaterThan(10);
      }
    }
  });

  it('price and age new and used stock plausibly', () => {
    const used = vehicles.filter((x) => x.stockType === 'USED');
    const fresh = vehicles.filter((x) => x.stockType === 'NEW');
    expect(used.length).toBeGreaterThan(8);
    expect(fresh.length).toBeGreaterThan(used.length);
    for (const x of used) {
      expect(x.mileage).toBeGreaterThan(5000);
      expect(x.year).toBeLessThan(2026);
      expect(x.salePrice).toBeLessThan(x.msrp);
    }
    for (const x of fresh) {
      expect(x.mileage).toBeNull();
      expect(x.year).toBeGreaterThanOrEqual(2026);
      expect(x.salePrice).toBeLessThanOrEqual(x.msrp);
      expect(x.salePrice).toBeGreaterThan(x.msrp * 0.9);
    }
    expect(fresh.filter((x) => x.options.leaseEnabled).length / fresh.length).toBeGreaterThan(0.7);
  });

  it('has about six vehicles in transit, due shortly after the base date', () => {
    const transit = vehicles.filter((x) => x.inTransit);
    expect(transit).toHaveLength(6);
    expect(new Set(transit.map((x) => x.dealerId)).size).toBeGreaterThan(2);
    for (const x of transit) {
      expect(x.stockType).toBe('NEW');
      expect(x.vinOnDealerLotDate).toBeNull();
      expect(x.estimatedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const days = (Date.parse(x.estimatedDeliveryDate as string) - Date.parse(SEED_BASE_DATE)) / 86_400_000;
      expect(days).toBeGreaterThan(0);
      expect(days).toBeLessThan(45);
    }
    for (const x of vehicles.filter((y) => !y.inTransit)) {
      expect(x.estimatedDeliveryDate).toBeNull();
      expect(x.vinOnDealerLotDate! < SEED_BASE_DATE).toBe(true);
    }
  });

  it('varies media: some without photos, some with 360 and video', () => {
    expect(vehicles.filter((x) => x.imageCount === 0).length).toBeGreaterThanOrEqual(2);
    expect(vehicles.some((x) => x.has360)).toBe(true);
    expect(vehicles.some((x) => x.hasVideo)).toBe(true);
    expect(new Set(vehicles.map((x) => x.imageCount))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('never has used stock older than the model itself', () => {
    const firstYear: Record<string, number> = {
      'Hyundai Ioniq 5': 2022,
      'Ford Mustang Mach-E': 2021,
      'Nissan Ariya': 2023,
    };
    // The older used cars past every lender's age limit are added on purpose (cash-only deals).
    const generated = vehicles.filter((x) => x.year > 2026 - OLDEST_FINANCED_AGE);
    for (const x of generated) {
      expect(x.year).toBeGreaterThanOrEqual(firstYear[`${x.make} ${x.model}`] ?? 2019);
    }
    const older = vehicles.filter((x) => x.year <= 2026 - OLDEST_FINANCED_AGE);
    expect(older.length).toBeGreaterThanOrEqual(3);
    for (const x of older) expect(x).toMatchObject({ stockType: 'USED', options: { leaseEnabled: false } });
  });

  it('has style and model ids that tie trims to models', () => {
    for (const x of vehicles) expect(Math.floor(x.styleId / 100)).toBe(x.modelId);
    expect(new Set(vehicles.map((x) => x.exteriorColor)).size).toBeGreaterThan(15);
  });
});

describe('users and states', () => {
  it('has the demo user and one more', () => {
    expect(seed.users.length).toBeGreaterThanOrEqual(2);
    const demo = seed.users.find((u) => u.email === DEMO_USER.email);
    expect(demo).toMatchObject({ password: 'Upshift!23', firstName: 'Alex' });
    expect(new Set(seed.users.map((u) => u.email)).size).toBe(seed.users.length);
  });

  it('lists 50 states and DC, sorted by abbreviation', () => {
    expect(seed.states).toHaveLength(51);
    const abbreviations = seed.states.map((s) => s.abbreviation);
    expect(abbreviations).toEqual([...abbreviations].sort());
    expect(abbreviations).toContain('DC');
    expect(new Set(abbreviations).size).toBe(51);
  });
});

describe('protection products', () => {
  it('seeds the three service contract plans for every flagged dealer and each flagged dealer’s own products', () => {
    const plans = seed.protectionProducts.filter((p) => p.kind === 'SERVICE_CONTRACT');
    expect(plans.map((p) => [p.name, p.pricePerMonth, p.mileageLimit, p.price, p.dealerId])).toEqual([
      ['Basic Coverage', 28, 65_000, 1680, null],
      ['Peace of Mind', 32, 150_000, 1920, null],
      ['Lifetime Coverage', 38, null, 2280, null],
    ]);
    const flagged = seed.dealers.filter((d) => d.protectionProductsEnabled).map((d) => d.id);
    expect(flagged).toEqual([...PROTECTION_DEALER_IDS]);
    const owners = new Set(seed.protectionProducts.flatMap((p) => (p.dealerId ? [p.dealerId] : [])));
    expect([...owners].sort()).toEqual([...PROTECTION_DEALER_IDS]);
    const ids = seed.protectionProducts.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/**
 * Test support for the deal-desk routes: the fixture seed of test-support.ts plus pricing inputs
 * (dealer fees, a credit score, a trade), more stock (an old used car nobody finances, an EV with
 * 360 and video, a used truck) and a visitor that keeps its cookie and CSRF token like a browser.
 */
import * as v from 'valibot';
import { LoginResponseSchema, type LoginRequest } from '../../../src/features/auth/api.ts';
import { ShadowBootSchema } from '../../../src/lib/page-context.ts';
import { buildProtectionProducts, buildSeed } from '../db/seed-data.ts';
import { seedDb, type SeedData } from '../db/seed.ts';
import {
  APP_ORIGIN,
  cookieOf,
  fixtureSeed,
  makeApp,
  makeDb,
  makeDist,
  makeEmptyDb,
  SITE_ORIGIN,
  USER,
} from '../test-support.ts';

export const OTHER_USER = { email: 'other@upshift.test', password: 'Other#2026' };

type SeedVehicleInput = SeedData['vehicles'][number];

const PRODUCT = {
  kind: 'DEALER_PRODUCT' as const,
  description: 'A dealer product',
  pricePerMonth: null,
  termMonths: null,
  mileageLimit: null,
};

type SeedAccessoryInput = NonNullable<SeedData['accessories']>[number];

const accessory = (
  id: string,
  category: SeedAccessoryInput['category'],
  name: string,
  price: number,
  fits: SeedAccessoryInput['fits'],
): SeedAccessoryInput => ({ id, dealerId: 'd1', category, name, description: `${name}, installed`, price, fits });

type SeedProgramOfferInput = NonNullable<SeedData['programOffers']>[number];

/** An offer of the main campaign's program, for any vehicle, on any day of this century. */
const programOffer = (
  over: Partial<SeedProgramOfferInput> & Pick<SeedProgramOfferInput, 'id' | 'type' | 'description' | 'amount'>,
): SeedProgramOfferInput => ({
  programId: 'TEST-PROGRAM',
  make: '*',
  model: '*',
  minYear: 1900,
  maxYear: 2100,
  stockType: '*',
  startsOn: '2000-01-01',
  endsOn: '2099-12-31',
  ...over,
});

/**
 * The main campaign's program offers: for v1 (a new 2026 Camry) the loyalty and military cash
 * apply; the RAV4's conquest cash, the used cars' first-responder cash, an expired and a future
 * offer and another program's bonus cash do not.
 */
export const TEST_PROGRAM_OFFERS: SeedProgramOfferInput[] = [
  programOffer({
    id: 't-loyalty',
    type: 'LOYALTY',
    description: 'Toyota owner loyalty cash',
    amount: 1000,
    make: 'Toyota',
    stockType: 'NEW',
    minYear: 2025,
    maxYear: 2027,
  }),
  programOffer({ id: 't-military', type: 'MILITARY', description: 'Military appreciation', amount: 500 }),
  programOffer({
    id: 't-conquest',
    type: 'CONQUEST',
    description: 'RAV4 conquest cash',
    amount: 750,
    make: 'Toyota',
    model: 'RAV4',
  }),
  programOffer({
    id: 't-first-responder',
    type: 'FIRST_RESPONDER',
    description: 'First responder cash',
    amount: 400,
    stockType: 'USED',
  }),
  programOffer({
    id: 't-grad',
    type: 'COLLEGE_GRAD',
    description: 'Class of 2020',
    amount: 500,
    startsOn: '2020-01-01',
    endsOn: '2020-12-31',
  }),
  programOffer({
    id: 't-bonus',
    type: 'BONUS_CASH',
    description: 'Next century',
    amount: 2000,
    startsOn: '2099-01-01',
  }),
  programOffer({ id: 'o-bonus', programId: 'OTHER-PROGRAM', type: 'BONUS_CASH', description: 'Other', amount: 3000 }),
];

export function dealSeed(): SeedData {
  const seed = fixtureSeed();
  const base = seed.vehicles[0] as SeedVehicleInput;
  const vehicle = (over: Partial<SeedVehicleInput> & Pick<SeedVehicleInput, 'id' | 'vin'>): SeedVehicleInput => ({
    ...base,
    stockNumber: `S-${over.id}`,
    ...over,
  });
  return {
    ...seed,
    campaigns: seed.campaigns.map((c) => (c.slug === 'main' ? { ...c, programId: 'TEST-PROGRAM' } : c)),
    programOffers: TEST_PROGRAM_OFFERS,
    // The three service contract plans, two products of d1 (which offers protection; its GAP for
    // financed deals only) and one of d2 (which does not).
    protectionProducts: [
      ...buildProtectionProducts().filter((p) => p.kind === 'SERVICE_CONTRACT'),
      { ...PRODUCT, id: 'd1-tire-wheel', dealerId: 'd1', name: 'Tire & Wheel Protection', price: 899 },
      { ...PRODUCT, id: 'd1-gap', dealerId: 'd1', name: 'GAP Insurance', price: 795, financedOnly: true },
      { ...PRODUCT, id: 'd2-gap', dealerId: 'd2', name: 'GAP Insurance', price: 795 },
    ],
    // d1's accessories (one for any vehicle, two for Camrys or Toyotas, one for the
    // RAV4 it does not stock) and d2's one, for its F-150 (so d2's Camry has none).
    accessories: [
      accessory('d1-mats', 'INTERIOR', 'All-Weather Floor Mats', 200, [{ make: '*', model: '*' }]),
      accessory('d1-spoiler', 'EXTERIOR', 'Rear Lip Spoiler', 500, [{ make: 'Toyota', model: 'Camry' }]),
      accessory('d1-cross-bars', 'CARGO', 'Roof Rack Cross Bars', 449.99, [{ make: 'Toyota', model: 'RAV4' }]),
      accessory('d1-locks', 'WHEELS', 'Wheel Locks', 85.5, [{ make: 'Toyota', model: '*' }]),
      {
        ...accessory('d2-hitch', 'TOWING', 'Tow Hitch Receiver', 650, [{ make: 'Ford', model: 'F-150' }]),
        dealerId: 'd2',
      },
    ],
    dealers: seed.dealers.map((d) =>
      d.id === 'd1' ? { ...d, docFee: 150, registrationFee: 112.5, protectionProductsEnabled: true } : d,
    ),
    users: [
      { ...(seed.users[0] as SeedData['users'][number]), creditScore: 742 },
      {
        id: 'u2',
        email: OTHER_USER.email,
        password: OTHER_USER.password,
        firstName: 'Olive',
        lastName: 'Other',
        phoneNumber: '5125550142',
        zipcode: '78701',
        isMember: false,
      },
    ],
    trades: [{ id: 't1', userId: 'u1', vehicleName: '2018 Honda Civic EX', offer: 10_000, payoff: 4_000 }],
    vehicles: [
      ...seed.vehicles,
      vehicle({
        id: 'v3',
        vin: '1HGCR2F3XDA000003',
        stockType: 'USED',
        year: 2013,
        make: 'Honda',
        model: 'Accord',
        trim: 'LX',
        fuelType: 'Gasoline',
        mileage: 150_000,
        msrp: 22_000,
        salePrice: 8_995,
        options: { leaseEnabled: false },
        styleId: 301,
        modelId: 3,
      }),
      vehicle({
        id: 'v4',
        vin: 'WBA73AW0XRF000004',
        make: 'BMW',
        model: 'i4',
        trim: 'eDrive40',
        fuelType: 'Electric',
        mpgCity: null,
        mpgHighway: null,
        rangeMiles: 301,
        mileage: null,
        msrp: 57_900,
        salePrice: 56_900,
        styleId: 401,
        modelId: 4,
        has360: true,
        hasVideo: true,
        imageCount: 2,
      }),
      vehicle({
        id: 'v5',
        vin: '1FTFW1E50NF000005',
        dealerId: 'd2',
        stockType: 'USED',
        year: 2022,
        make: 'Ford',
        model: 'F-150',
        trim: 'XLT',
        bodyStyle: 'truck',
        fuelType: 'Gasoline',
        mileage: 41_000,
        msrp: 48_000,
        salePrice: 36_995,
        options: { leaseEnabled: false },
        styleId: 501,
        modelId: 5,
      }),
    ],
  };
}

export async function makeDealApp() {
  return makeApp(await makeDb(dealSeed()));
}

/** The sandbox's real seed (what `npm start` serves), priced on a fixed day so every figure is exact. */
export async function makeSeededApp(today: Date) {
  const db = await makeEmptyDb();
  await seedDb(db, buildSeed, { siteOrigin: SITE_ORIGIN, appHost: new URL(APP_ORIGIN).host });
  return makeApp(db, makeDist(), () => new Date(today));
}

type App = Awaited<ReturnType<typeof makeApp>>['app'];

/** A browser session: the cookie and CSRF token from the page context, refreshed at login. */
export class Visitor {
  cookie = '';
  token = '';
  private constructor(readonly app: App) {}

  static async start(app: App, campaign = 'main'): Promise<Visitor> {
    const visitor = new Visitor(app);
    const res = await app.request(`/api/page-context?campaign=${campaign}`);
    visitor.cookie = cookieOf(res);
    visitor.token = v.parse(ShadowBootSchema, await res.json()).csrf.token;
    return visitor;
  }

  get(path: string): Promise<Response> {
    return Promise.resolve(this.app.request(path, { headers: { Cookie: this.cookie } }));
  }

  post(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<Response> {
    return Promise.resolve(
      this.app.request(path, {
        method,
        headers: { Cookie: this.cookie, 'X-CSRF-TOKEN': this.token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  }

  async login(credentials: LoginRequest = USER): Promise<void> {
    const res = await this.post('/api/auth/login', credentials);
    const body = v.parse(LoginResponseSchema, await res.json());
    if (!body.success) throw new Error('login failed');
    this.cookie = cookieOf(res);
    this.token = body.csrfToken;
  }

  /** Starts a deal and returns its id. */
  async startDeal(vehicleId = 'v1'): Promise<string> {
    const res = await this.post('/api/deals', { vehicleId });
    if (res.status !== 201) throw new Error(`POST /api/deals answered ${res.status}`);
    return ((await res.json()) as { dealId: string }).dealId;
  }
}

export async function json<T>(res: Response | Promise<Response>, schema: v.GenericSchema<unknown, T>): Promise<T> {
  return v.parse(schema, await (await res).json());
}

/**
 * Test support for the deal-desk routes: the fixture seed of test-support.ts plus pricing inputs
 * (dealer fees, a credit score, a trade), more stock (an old used car nobody finances, an EV with
 * 360 and video, a used truck), a visitor that keeps its cookie and CSRF token like a browser, and
 * the steps to a saved finance deal and to signing it online.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import { LoginResponseSchema, type LoginRequest } from '../../../../src/contract/auth.ts';
import { ContractingStateSchema, type ContractingState } from '../../../../src/contract/contracting.ts';
import { CURRENT_ESIGN_CONSENT_VERSION } from '../../../../src/contract/esign-consent.ts';
import { DealSchema, FinanceQuotesSchema, type FinanceQuote } from '../../../../src/contract/deal.ts';
import { VerifyResponseSchema } from '../../../../src/contract/profile.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { buildProtectionProducts, buildSeed } from '../../db/seed/seed-data.ts';
import type { Db } from '../../db/schema.ts';
import { seedDb, type SeedData } from '../../db/seed/seed.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
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
} from '../../test-support.ts';

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
  /** Sent with every request from now on, as a browser sends its user agent (and a proxy X-Forwarded-For). */
  headers: Record<string, string> = {};
  private constructor(readonly app: App) {}

  static async start(app: App, campaign = 'main'): Promise<Visitor> {
    const visitor = new Visitor(app);
    const res = await app.request(`/api/page-context?campaign=${campaign}`);
    visitor.cookie = cookieOf(res);
    visitor.token = v.parse(ShadowBootSchema, await res.json()).csrf.token;
    return visitor;
  }

  /** A visitor of the main campaign, signed in. */
  static async signedIn(app: App, credentials: LoginRequest = USER): Promise<Visitor> {
    const visitor = await Visitor.start(app);
    await visitor.login(credentials);
    return visitor;
  }

  get(path: string): Promise<Response> {
    return Promise.resolve(this.app.request(path, { headers: { ...this.headers, Cookie: this.cookie } }));
  }

  post(path: string, body: unknown, method: 'POST' | 'PUT' = 'POST'): Promise<Response> {
    return Promise.resolve(
      this.app.request(path, {
        method,
        headers: {
          ...this.headers,
          Cookie: this.cookie,
          'X-CSRF-TOKEN': this.token,
          'Content-Type': 'application/json',
        },
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

/** The fixture seed's USER's phone (test-support.ts), where a code by text goes. */
const USER_PHONE = '5125550199';

/**
 * Saves the deal with one of its finance quotes at $2,000 down, the 60-month one (else the first)
 * unless `pick` says which: the deal's last quote, as a shopper leaves it before signing. Returns it.
 */
export async function saveFinanceQuote(
  visitor: Visitor,
  dealId: string,
  pick: (quotes: FinanceQuote[]) => FinanceQuote | undefined = (quotes) =>
    quotes.find((q) => q.term === 60) ?? quotes[0],
): Promise<FinanceQuote> {
  const { quotes } = await json(
    visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 2000, protectionProducts: [] }),
    FinanceQuotesSchema,
  );
  const quote = pick(quotes);
  if (!quote) throw new Error('no such finance quote');
  const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
  const saved = await visitor.post(`/api/deals/${dealId}/update`, {
    updateQuote: { dealType: 'FINANCE', quoteId: quote.id },
    dealName: 'Camry',
    dealPreferences: {
      ...deal.preferences,
      dealType: 'FINANCE',
      financePreferences: { ...deal.preferences.financePreferences, downPayment: 2000, term: quote.term },
    },
  });
  expect(saved.status).toBe(200);
  return quote;
}

/** A deal on v1 saved with its 60-month finance quote at $2,000 down (saveFinanceQuote). */
export async function savedFinanceDeal(visitor: Visitor): Promise<{ dealId: string; quote: FinanceQuote }> {
  const dealId = await visitor.startDeal('v1');
  return { dealId, quote: await saveFinanceQuote(visitor, dealId) };
}

export const contractingPath = (dealId: string) => `/api/deals/${dealId}/contracting`;

/** The newest code sent to `recipient`, read from the outbox as a tester would. */
export async function codeSentTo(db: Db, recipient: string): Promise<string> {
  const message = (await listOutbox(db)).find((m) => m.recipient === recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

/** Verifies USER for signing the deal with the code sent to their email (or phone, by SMS). */
export async function verifyToSign(
  db: Db,
  visitor: Visitor,
  dealId: string,
  method: 'SMS' | 'EMAIL' = 'EMAIL',
): Promise<void> {
  expect((await visitor.post(`${contractingPath(dealId)}/code`, { method })).status).toBe(200);
  const code = await codeSentTo(db, method === 'EMAIL' ? USER.email : USER_PHONE);
  const answer = await json(visitor.post(`${contractingPath(dealId)}/verify`, { code }), VerifyResponseSchema);
  expect(answer).toMatchObject({ verified: true, reason: null, signedIn: false });
}

/** Gives the electronic-records consent of the version the app shows. */
export const consentToSign = (visitor: Visitor, dealId: string, locale: 'en' | 'es' = 'en') =>
  visitor.post(`${contractingPath(dealId)}/consent`, {
    version: CURRENT_ESIGN_CONSENT_VERSION,
    locale,
    accepted: true,
  });

/** Verified by an emailed code and consented: the contracting state with the contract to sign. */
export async function readyToSign(db: Db, visitor: Visitor, dealId: string): Promise<ContractingState> {
  await verifyToSign(db, visitor, dealId);
  expect((await consentToSign(visitor, dealId)).status).toBe(200);
  return json(visitor.get(contractingPath(dealId)), ContractingStateSchema);
}

/** Signs the contract shown with `digest`, as USER's name is typed by default. */
export const signContract = (visitor: Visitor, dealId: string, digest: string, signatureName = 'Dana Demo') =>
  visitor.post(`${contractingPath(dealId)}/sign`, { signatureName, agreed: true, digest });

/** Signs the deal online as the shopper does: a code by email, the consent, the signature. */
export async function signDeal(db: Db, visitor: Visitor, dealId: string): Promise<void> {
  const { contract } = await readyToSign(db, visitor, dealId);
  expect((await signContract(visitor, dealId, contract?.digest ?? '')).status).toBe(200);
}

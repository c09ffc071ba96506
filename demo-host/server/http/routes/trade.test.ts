import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CashDealSchema,
  DealSchema,
  FinanceQuotesSchema,
  LeaseQuotesSchema,
  type FinanceQuote,
  type Quote,
} from '../../../../src/contract/deal.ts';
import { PayoffUpdatedResponseSchema } from '../../../../src/contract/shell.ts';
import {
  APPRAISALS_PER_DAY,
  AppraisalSchema,
  NO_TRADE,
  PLATE_NOT_FOUND,
  TRADE_NEEDS_LOGIN,
  TradeSchema,
  VIN_MESSAGES,
  VIN_NOT_DECODED,
  VinDecodeSchema,
  type TradeAnswers,
} from '../../../../src/contract/trade.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { listQuoteSets } from '../../db/deal-quotes-repo.ts';
import { roundCents } from '../../domain/engine/money.ts';
import { DEMO_USER } from '../../db/seed/seed-data.ts';
import { KNOWN_VEHICLES } from '../../db/seed/seed-trade.ts';
import { makeApp, makeDb, makeDist, testApp } from '../../test-support.ts';
import { modelsOf } from '../../domain/trade/catalog.ts';
import { makeVin } from '../../domain/vin.ts';
import { dealSeed, json, makeSeededApp, OTHER_USER, Visitor } from './deal-fixtures.ts';
import {
  CHOOSE_A_STATE,
  NO_OFFER_TO_SAVE,
  NOT_YOUR_PROSPECT,
  OFFER_EXPIRED,
  TOO_MANY_APPRAISALS,
  YEAR_NOT_VIN,
} from './trade.ts';
import { validateAdf } from '../../domain/leads/adf-structure.ts';
import { leadsOf, oneValidLead, vehicleComments } from './lead-test-support.ts';
import { usd } from '../../services/leads/outbox.ts';

const TODAY = '2026-11-16T12:00:00Z';

async function makeTradeApp(start = TODAY) {
  const clock = { now: new Date(start) };
  const sandbox = await makeApp(await makeDb(dealSeed()), makeDist(), () => clock.now);
  return { ...sandbox, clock };
}

const errorOf = (res: Response | Promise<Response>) => json(res, ErrorBodySchema);
const fieldsOf = async (res: Response) => (await errorOf(res)).fieldErrors;
const known = (model: string) => {
  const k = KNOWN_VEHICLES.find((x) => x.model === model);
  if (!k) throw new Error(model);
  return k;
};

/** Worked example 2 of the engine README: $12,554 on TODAY. */
const RAV4: TradeAnswers = {
  vin: known('RAV4').vin,
  year: 2020,
  make: 'Toyota',
  model: 'RAV4',
  trim: 'XLE',
  mileage: 88_000,
  zipCode: '78701',
  features: ['ALL_WHEEL_DRIVE', 'NAVIGATION'],
  owners: 2,
  accidents: 'ONE',
  condition: 'GOOD',
  titleStatus: 'CLEAN',
  owesMoney: false,
};

/** An average 2016 Kia Rio: exactly its base value, 22,000 × 36 % = $7,920, small enough to lease against. */
const RIO: TradeAnswers = {
  ...RAV4,
  vin: makeVin({ wmi: 'KNA', vds: 'DN5A3', year: 2016, plant: '6', serial: 123_456 }),
  year: 2016,
  make: 'Kia',
  model: 'Rio',
  trim: 'LX',
  mileage: 120_000,
  features: [],
  owners: 1,
  accidents: 'NONE',
};

async function appraise(visitor: Visitor, answers: TradeAnswers) {
  return json(visitor.post('/api/trade/appraisals', answers), AppraisalSchema);
}

async function saveOffer(visitor: Visitor, answers: TradeAnswers, indicator = 'TRADE') {
  const appraisal = await appraise(visitor, answers);
  return json(
    visitor.post(`/api/trade/no-profile/user/account?indicator=${indicator}`, { appraisalId: appraisal.appraisalId }),
    TradeSchema,
  );
}

describe('GET /api/trade/vin/:vin', () => {
  it('decodes a known VIN for anyone, without a session', async () => {
    const { app } = await makeTradeApp();
    const outback = known('Outback');
    const res = await app.request(`/api/trade/vin/${outback.vin}`);
    expect(res.status).toBe(200);
    expect(v.parse(VinDecodeSchema, await res.json())).toEqual({
      vin: outback.vin,
      year: 2016,
      make: 'Subaru',
      model: 'Outback',
      models: modelsOf('Subaru'),
      trims: ['2.5i Premium'],
    });
  });

  it('takes a VIN as typed (case, spaces, dashes)', async () => {
    const { app } = await makeTradeApp();
    const typed = encodeURIComponent('1fte-w1eg2hf 088412');
    expect((await json(app.request(`/api/trade/vin/${typed}`), VinDecodeSchema)).model).toBe('F-150');
  });

  it('decodes the dealers’ stock, and a VIN of the same model and trim (the sandbox seed)', async () => {
    const { app, db } = await makeSeededApp(new Date(TODAY));
    const stock = await db
      .selectFrom('vehicles')
      .select(['vin', 'year', 'make', 'model', 'trim'])
      .where('make', '=', 'Hyundai')
      .orderBy('vin')
      .executeTakeFirstOrThrow();
    expect(await json(app.request(`/api/trade/vin/${stock.vin}`), VinDecodeSchema)).toMatchObject({
      year: stock.year,
      make: 'Hyundai',
      model: stock.model,
      trims: [stock.trim],
    });
    const sibling = makeVin({
      wmi: stock.vin.slice(0, 3),
      vds: stock.vin.slice(3, 8),
      year: 2021,
      plant: 'Z',
      serial: 999,
    });
    expect(await json(app.request(`/api/trade/vin/${sibling}`), VinDecodeSchema)).toMatchObject({
      year: 2021,
      model: stock.model,
      trims: [stock.trim],
    });
  });

  it('answers the make and its models when the model is unknown', async () => {
    const { app } = await makeTradeApp();
    const corolla = makeVin({ wmi: '5YF', vds: 'BURHE', year: 2019, plant: 'P', serial: 4321 });
    expect(await json(app.request(`/api/trade/vin/${corolla}`), VinDecodeSchema)).toEqual({
      vin: corolla,
      year: 2019,
      make: 'Toyota',
      model: null,
      models: modelsOf('Toyota'),
      trims: [],
    });
  });

  it.each([
    ['2HGFC2F70JH51287', VIN_MESSAGES.length],
    ['2HGFC2F70JH51287O', VIN_MESSAGES.letters],
    ['2HGFC2F70JH51287%23', VIN_MESSAGES.characters],
    ['2HGFC2F71JH512874', VIN_MESSAGES.checkDigit],
  ])('refuses %s with a field error on vin', async (vin, message) => {
    const { app } = await makeTradeApp();
    const res = await app.request(`/api/trade/vin/${vin}`);
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual([{ field: 'vin', message }]);
  });

  it('is a 404 with a clear message when not even the maker is known', async () => {
    const { app } = await makeTradeApp();
    const res = await app.request(
      `/api/trade/vin/${makeVin({ wmi: '9ZZ', vds: 'ABCDE', year: 2019, plant: 'A', serial: 1 })}`,
    );
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(VIN_NOT_DECODED);
  });
});

describe('GET /api/trade/plate', () => {
  it('decodes the VIN a plate names, as typed', async () => {
    const { app } = await makeTradeApp();
    const decoded = await json(app.request('/api/trade/plate?plate=lkt-4821&state=TX'), VinDecodeSchema);
    expect(decoded).toMatchObject({ vin: known('F-150').vin, year: 2017, make: 'Ford', model: 'F-150' });
  });

  it('tells a plate of one state from the same plate of another (the sandbox seed)', async () => {
    const { app } = await makeSeededApp(new Date(TODAY));
    const or = await json(app.request('/api/trade/plate?plate=UPSHFT&state=OR'), VinDecodeSchema);
    expect(or).toMatchObject({ year: 2020, make: 'Toyota', model: 'RAV4', trims: ['XLE'] });
    const ca = await json(app.request('/api/trade/plate?plate=UPSHFT&state=CA'), VinDecodeSchema);
    expect(ca).toMatchObject({ year: 2016, make: 'Subaru', model: 'Outback' });
  });

  it('is a 404 PLATE_NOT_FOUND for a plate the registry lacks', async () => {
    const { app } = await makeTradeApp();
    const res = await app.request('/api/trade/plate?plate=UPSHFT&state=TX');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(PLATE_NOT_FOUND);
  });

  it('refuses a malformed plate or state with field errors', async () => {
    const { app } = await makeTradeApp();
    const short = await app.request('/api/trade/plate?plate=A&state=TX');
    expect(short.status).toBe(400);
    expect((await fieldsOf(short)).map((e) => e.field)).toEqual(['plate']);
    const unknownState = await app.request('/api/trade/plate?plate=LKT4821&state=ZZ');
    expect(await fieldsOf(unknownState)).toEqual([{ field: 'state', message: CHOOSE_A_STATE }]);
    const missing = await app.request('/api/trade/plate');
    expect(missing.status).toBe(400);
    expect((await fieldsOf(missing)).map((e) => e.field).sort()).toEqual(['plate', 'state']);
  });
});

describe('POST /api/trade/appraisals', () => {
  it('needs a signed-in shopper', async () => {
    const { app } = await makeTradeApp();
    const visitor = await Visitor.start(app);
    const res = await visitor.post('/api/trade/appraisals', RAV4);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe(TRADE_NEEDS_LOGIN);
  });

  it('values the answers as the engine does (worked example 2)', async () => {
    const { app, db } = await makeTradeApp();
    const visitor = await Visitor.start(app);
    await visitor.login(OTHER_USER);
    const appraisal = await appraise(visitor, RAV4);
    expect(appraisal).toEqual({
      status: 'OFFER',
      appraisalId: expect.any(String),
      vehicleName: '2020 Toyota RAV4 XLE',
      offer: 12_554,
      breakdown: {
        baseValue: 15_980,
        mileageAdjustment: -2_557,
        conditionAdjustment: 0,
        historyAdjustment: -1_758,
        featuresAdjustment: 889,
      },
      expiresAt: '2026-11-23T12:00:00.000Z',
    });
    // The dealer's CRM gets the trade-in with its offer.
    const lead = await oneValidLead(db, 'trade-appraisal');
    expect(lead.document).toContain('<vehicle interest="trade-in" status="used">');
    expect(lead.document).toContain('<price type="appraisal" currency="USD">12554.00</price>');
    expect(lead.document).toContain('2020 Toyota RAV4 XLE: offer $12,554.00, good until 2026-11-23T12:00:00.000Z');
  });

  it("writes the lead's cash price with the appraised trade taken off, as the deal prices it once traded in", async () => {
    const { app, db } = await makeTradeApp();
    const visitor = await Visitor.start(app);
    await visitor.login(OTHER_USER);
    const dealId = await visitor.startDeal('v1');
    const before = await json(visitor.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    expect(before.breakdown.tradeEquity).toBe(0);
    await appraise(visitor, RIO);
    const lead = await oneValidLead(db, 'trade-appraisal');
    // The deal itself carries the trade once it is saved as a trade-in: the lead's figures are those.
    const appraisal = await saveOffer(visitor, RIO);
    expect(appraisal.offer).toBe(7_920);
    const traded = await json(visitor.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    expect(traded.cashPrice).toBeCloseTo(traded.outTheDoor - 7_920, 2);
    expect(lead.document).toContain(
      `Cash: ${usd(traded.outTheDoor)} out the door, ${usd(traded.cashPrice)} after the ${usd(7_920)} trade-in.`,
    );
    expect(lead.document).not.toContain(`${usd(before.outTheDoor)} after the`);
  });

  it('answers NO_OFFER with each reason', async () => {
    const { app, db } = await makeTradeApp();
    const visitor = await Visitor.start(app);
    await visitor.login(OTHER_USER);
    const saab = known('9-3');
    const camry = known('Camry');
    const cases: [TradeAnswers, string][] = [
      [{ ...RAV4, vin: saab.vin, year: 2011, make: 'Saab', model: '9-3', trim: '2.0T' }, 'MAKE_NOT_BOUGHT'],
      [{ ...RAV4, vin: camry.vin, year: 2003, make: 'Toyota', model: 'Camry', trim: 'LE' }, 'TOO_OLD'],
      [{ ...RAV4, mileage: 200_001 }, 'TOO_MANY_MILES'],
      [{ ...RAV4, titleStatus: 'SALVAGE' }, 'SALVAGE_TITLE'],
    ];
    for (const [answers, reason] of cases) {
      expect(await appraise(visitor, answers)).toMatchObject({ status: 'NO_OFFER', reason });
    }
    // No offer, nothing for the dealer to act on: no lead (the app fires no event either).
    expect(await leadsOf(db)).toEqual([]);
  });

  it('refuses bad answers with field errors, never a 500', async () => {
    const { app } = await makeTradeApp();
    const visitor = await Visitor.start(app);
    await visitor.login(OTHER_USER);
    const bad = await visitor.post('/api/trade/appraisals', {
      ...RAV4,
      mileage: -1,
      condition: 'MINT',
      features: ['X'],
    });
    expect(bad.status).toBe(400);
    expect((await fieldsOf(bad)).map((e) => e.field).sort()).toEqual(['condition', 'features.0', 'mileage']);
    const checkDigit = await visitor.post('/api/trade/appraisals', { ...RAV4, vin: '2T3W1RFV2LC214530' });
    expect(await fieldsOf(checkDigit)).toEqual([{ field: 'vin', message: VIN_MESSAGES.checkDigit }]);
    const year = await visitor.post('/api/trade/appraisals', { ...RAV4, year: 2021 });
    expect(await fieldsOf(year)).toEqual([{ field: 'year', message: YEAR_NOT_VIN }]);
    expect((await visitor.post('/api/trade/appraisals', 'not json')).status).toBe(400);
    expect((await visitor.post('/api/trade/appraisals', null)).status).toBe(400);
  });

  it(`allows ${APPRAISALS_PER_DAY} a UTC day per shopper, then 429 until midnight`, async () => {
    const { app, clock } = await makeTradeApp();
    const shopper = await Visitor.start(app);
    await shopper.login(OTHER_USER);
    for (let i = 0; i < APPRAISALS_PER_DAY; i++)
      expect((await shopper.post('/api/trade/appraisals', RAV4)).status).toBe(200);
    const refused = await shopper.post('/api/trade/appraisals', RAV4);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('43200');
    expect(await refused.json()).toMatchObject({ message: TOO_MANY_APPRAISALS, retryAfterSeconds: 43_200 });
    expect((await shopper.post('/api/trade/reappraise', {})).status).toBe(404); // no trade yet: nothing to count
    // Someone else is not held back, and the next UTC day starts afresh.
    const other = await Visitor.start(app);
    await other.login();
    expect((await other.post('/api/trade/appraisals', RAV4)).status).toBe(200);
    clock.now = new Date('2026-11-17T00:00:00Z');
    expect((await shopper.post('/api/trade/appraisals', RAV4)).status).toBe(200);
  });
});

describe('saving a trade', () => {
  it('answers 400 for a NUL character in a text field or query (PostgreSQL answered 500: invalid byte sequence)', async () => {
    const { app } = await makeTradeApp();
    const shopper = await Visitor.start(app);
    await shopper.login(OTHER_USER);
    const payoff = await shopper.post('/api/trade/payoff', { lender: 'Bank\u0000', payoff: 100 }, 'PUT');
    expect(payoff.status).toBe(400);
    expect(await fieldsOf(payoff)).toEqual([{ field: 'lender', message: 'Text must not contain a NUL character' }]);
    const save = await shopper.post('/api/trade/no-profile/user/account?indicator=TRADE', { appraisalId: 'a\u0000' });
    expect(save.status).toBe(400);
    expect((await fieldsOf(save))[0]?.field).toBe('appraisalId');
    const read = await shopper.get('/api/trade?prospectId=pr%00');
    expect(read.status).toBe(400);
    expect((await fieldsOf(read))[0]?.field).toBe('prospectId');
  });

  it('keeps an offer as the current trade, read back by GET /api/trade', async () => {
    const { app } = await makeTradeApp();
    const shopper = await Visitor.start(app);
    await shopper.login(OTHER_USER);
    expect((await shopper.get('/api/trade')).status).toBe(204);
    const trade = await saveOffer(shopper, RAV4);
    expect(trade).toEqual({
      tradeId: expect.any(String),
      vin: RAV4.vin,
      vehicleName: '2020 Toyota RAV4 XLE',
      answers: RAV4,
      offer: 12_554,
      breakdown: expect.objectContaining({ baseValue: 15_980 }),
      expiresAt: '2026-11-23T12:00:00.000Z',
      expired: false,
      indicator: 'TRADE',
      lender: null,
      payoff: 0,
      netCashOffer: 12_554,
      photosProvided: 0,
      review: { state: 'none' },
    });
    expect(await json(shopper.get('/api/trade'), TradeSchema)).toEqual(trade);
  });

  it('needs a signed-in shopper for every call but the look-ups', async () => {
    const { app } = await makeTradeApp();
    const visitor = await Visitor.start(app);
    for (const res of [
      await visitor.get('/api/trade'),
      await visitor.post('/api/trade/no-profile/user/account?indicator=TRADE', { appraisalId: 'x' }),
      await visitor.post('/api/trade/no-profile/sell-indicator?indicator=SELL', {}),
      await visitor.post('/api/trade/payoff', { lender: 'Bank', payoff: 100 }, 'PUT'),
      await visitor.post('/api/trade/reappraise', {}),
    ]) {
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe(TRADE_NEEDS_LOGIN);
    }
  });

  it('saves only an unexpired offer of this shopper', async () => {
    const { app, clock } = await makeTradeApp();
    const shopper = await Visitor.start(app);
    await shopper.login(OTHER_USER);
    const save = (appraisalId: string, indicator = 'TRADE') =>
      shopper.post(`/api/trade/no-profile/user/account?indicator=${indicator}`, { appraisalId });
    const none = await appraise(shopper, { ...RAV4, titleStatus: 'SALVAGE' });
    expect(await fieldsOf(await save(none.appraisalId))).toEqual([{ field: 'appraisalId', message: NO_OFFER_TO_SAVE }]);
    expect((await save('no-such-appraisal')).status).toBe(404);
    const offer = await appraise(shopper, RAV4);
    expect((await fieldsOf(await save(offer.appraisalId, 'KEEP'))).map((e) => e.field)).toEqual(['indicator']);
    expect((await shopper.post('/api/trade/no-profile/user/account?indicator=TRADE', {})).status).toBe(400);
    // Another shopper's appraisal reads as unknown.
    const other = await Visitor.start(app);
    await other.login();
    expect(
      (await other.post('/api/trade/no-profile/user/account?indicator=TRADE', { appraisalId: offer.appraisalId }))
        .status,
    ).toBe(404);
    clock.now = new Date('2026-11-23T12:00:00Z');
    expect(await fieldsOf(await save(offer.appraisalId))).toEqual([{ field: 'appraisalId', message: OFFER_EXPIRED }]);
    expect((await shopper.get('/api/trade')).status).toBe(204);
  });

  it('reads a prospect id only when it is the session’s own', async () => {
    const { app } = await makeSeededApp(new Date(TODAY));
    const jordan = await Visitor.start(app, 'demo-ecommerce');
    await jordan.login({ email: 'jordan@upshift.test', password: 'Jordan#2026' });
    expect((await jordan.get('/api/trade?prospectId=pr-jordan-rivera')).status).toBe(204);
    const res = await jordan.get('/api/trade?prospectId=pr-pat-quinn');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(NOT_YOUR_PROSPECT);
  });

  it('shows the demo user’s seeded trade: $14,500 offered, $6,200 owed', async () => {
    const { app } = await makeSeededApp(new Date(TODAY));
    const demo = await Visitor.start(app, 'demo-ecommerce');
    await demo.login(DEMO_USER);
    expect(await json(demo.get('/api/trade'), TradeSchema)).toMatchObject({
      tradeId: 't1',
      vin: '2HGFC2F70JH512874',
      vehicleName: '2018 Honda Civic EX',
      offer: 14_500,
      payoff: 6_200,
      lender: 'Honda Financial Services',
      netCashOffer: 8_300,
      indicator: 'TRADE',
      expired: false,
    });
  });
});

describe('the deals follow the trade', () => {
  /** A shopper without a trade, a deal on the fixture Camry in Texas, and quotes of each kind stored. */
  async function dealWithQuotes() {
    const sandbox = await makeTradeApp();
    const shopper = await Visitor.start(sandbox.app);
    await shopper.login(OTHER_USER);
    const dealId = await shopper.startDeal('v1');
    const finance = await json(
      shopper.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 0, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const lease = await json(
      shopper.post(`/api/deals/${dealId}/lease/quotes`, { downPayment: 0, mileage: 12_000, protectionProducts: [] }),
      LeaseQuotesSchema,
    );
    const cash = await json(shopper.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    /** The quotes stored for the deal now (what a reload shows), without asking for new ones. */
    const stored = async () => {
      const sets = await listQuoteSets(sandbox.db, dealId);
      const quotesOf = (kind: string) => sets.find((s) => s.kind === kind)?.quotes ?? [];
      return { finance: quotesOf('FINANCE'), lease: quotesOf('LEASE') };
    };
    return { ...sandbox, shopper, dealId, finance: finance.quotes, lease: lease.quotes, cash, stored };
  }

  type DealWithQuotes = Awaited<ReturnType<typeof dealWithQuotes>>;

  /** Saves the deal with `quote` selected (a first save with `sendLead` writes the deal-saved lead). */
  async function selectQuote(d: DealWithQuotes, quote: Quote, sendLead = false) {
    const dealType = quote.lease ? 'LEASE' : 'FINANCE';
    const { preferences } = await json(d.shopper.get(`/api/deals/${d.dealId}`), DealSchema);
    const res = await d.shopper.post(`/api/deals/${d.dealId}/update`, {
      updateQuote: { dealType, quoteId: quote.id },
      dealName: 'Traded',
      dealPreferences: { ...preferences, dealType },
      sendLead,
    });
    expect(res.status).toBe(200);
  }

  /** The one lead of `kind` that `act` writes, a valid ADF document (leads of one instant have no order). */
  async function leadOf(d: DealWithQuotes, kind: string, act: () => Promise<unknown>) {
    const before = new Set((await leadsOf(d.db, kind)).map((l) => l.id));
    await act();
    const [lead, ...more] = (await leadsOf(d.db, kind)).filter((l) => !before.has(l.id));
    if (!lead || more.length) throw new Error(`expected one new ${kind} lead`);
    expect(validateAdf(lead.document).ok).toBe(true);
    return lead;
  }

  const financeLine = (q: FinanceQuote) =>
    `Finance: ${usd(q.monthlyPayment)}/mo for ${String(q.term)} months at ${q.apr.toFixed(2)}% APR, ${usd(q.downPayment)} down`;

  it('re-prices finance, lease and cash with the saved trade’s net cash offer, as the engine says', async () => {
    const d = await dealWithQuotes();
    const trade = await saveOffer(d.shopper, RIO);
    expect(trade.offer).toBe(7_920);
    const stored = await d.stored();

    // Finance: the trade comes off the amount financed, and Texas credits it against the sales tax.
    const [before, after] = [d.finance[0], stored.finance.find((q) => q.id === d.finance[0]?.id)];
    if (!before || !after || after.lease) throw new Error('no finance quote');
    expect(after.breakdown.tradeEquity).toBe(7_920);
    const taxable = before.breakdown.price + before.breakdown.docFee - 7_920;
    expect(after.breakdown.salesTax).toBe(roundCents((taxable * before.breakdown.taxRatePercent) / 100));
    expect(after.amountFinanced).toBeCloseTo(
      before.amountFinanced - 7_920 - (before.breakdown.salesTax - after.breakdown.salesTax),
      2,
    );
    expect(after.monthlyPayment).toBeLessThan(before.monthlyPayment);

    // Lease: the trade is a capitalised-cost reduction.
    const leaseBefore = d.lease.find((q) => stored.lease.some((s) => s.id === q.id));
    const leaseAfter = stored.lease.find((q) => q.id === leaseBefore?.id);
    if (!leaseBefore || !leaseAfter || !leaseAfter.lease) throw new Error('no lease quote');
    expect(leaseAfter.capitalizedCostReduction - leaseBefore.capitalizedCostReduction).toBeCloseTo(7_920, 2);
    expect(leaseBefore.adjustedCapitalizedCost - leaseAfter.adjustedCapitalizedCost).toBeCloseTo(7_920, 2);

    // Cash: the out-the-door price minus the net cash offer (seed 000 §4).
    const cash = await json(d.shopper.get(`/api/deals/${d.dealId}/cash`), CashDealSchema);
    expect(cash.breakdown.tradeEquity).toBe(7_920);
    expect(cash.cashPrice).toBeCloseTo(cash.outTheDoor - 7_920, 2);
    expect(cash.outTheDoor).toBeLessThan(d.cash.outTheDoor); // the tax credit

    // The stored quotes are exactly what the engine prices now.
    const fresh = await json(
      d.shopper.post(`/api/deals/${d.dealId}/finance/quotes`, { downPayment: 0, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    expect(stored.finance).toEqual(fresh.quotes);
    const deal = await json(d.shopper.get(`/api/deals/${d.dealId}`), DealSchema);
    expect(deal.trade).toEqual({ netCashOffer: 7_920, vehicleName: '2016 Kia Rio LX' });
  });

  it('takes the trade off the deals when it is sold outright, and back on when traded in', async () => {
    const d = await dealWithQuotes();
    await saveOffer(d.shopper, RIO, 'SELL');
    expect((await d.stored()).finance[0]?.breakdown.tradeEquity).toBe(0);
    expect((await json(d.shopper.get(`/api/deals/${d.dealId}`), DealSchema)).trade).toBeNull();
    const traded = await json(d.shopper.post('/api/trade/no-profile/sell-indicator?indicator=TRADE', {}), TradeSchema);
    expect(traded.indicator).toBe('TRADE');
    expect((await d.stored()).finance[0]?.breakdown.tradeEquity).toBe(7_920);
    // A deal started now carries it too.
    const next = await d.shopper.startDeal('v3');
    expect((await json(d.shopper.get(`/api/deals/${next}`), DealSchema)).trade?.netCashOffer).toBe(7_920);
  });

  it('records a changed payoff for the updated-trade modal (not the first one entered) and re-prices', async () => {
    const d = await dealWithQuotes();
    await saveOffer(d.shopper, { ...RIO, owesMoney: true });
    const modal = async () =>
      (await json(d.shopper.get('/api/trade/payoff-updated'), PayoffUpdatedResponseSchema)).info;
    const first = await json(
      d.shopper.post('/api/trade/payoff', { lender: 'Summit Credit Union', payoff: 3_000 }, 'PUT'),
      TradeSchema,
    );
    expect(first).toMatchObject({ lender: 'Summit Credit Union', payoff: 3_000, netCashOffer: 4_920 });
    expect(await modal()).toBeNull();
    expect((await d.stored()).finance[0]?.breakdown.tradeEquity).toBe(4_920);

    await d.shopper.post('/api/trade/payoff', { lender: 'Summit Credit Union', payoff: 3_500 }, 'PUT');
    expect(await modal()).toEqual({
      vehicleName: '2016 Kia Rio LX',
      vin: RIO.vin,
      oldTradeOffer: 7_920,
      oldPayoff: 3_000,
      oldNetOffer: 4_920,
      newTradeOffer: 7_920,
      newPayoff: 3_500,
      newNetOffer: 4_420,
      difference: -500,
    });
    expect((await d.stored()).finance[0]?.breakdown.tradeEquity).toBe(4_420);
    const bad = await d.shopper.post('/api/trade/payoff', { lender: '', payoff: 0 }, 'PUT');
    expect((await fieldsOf(bad)).map((e) => e.field).sort()).toEqual(['lender', 'payoff']);
  });

  it('expires, is valued again from the same answers, and a new offer saved on it is recorded', async () => {
    const d = await dealWithQuotes();
    const saved = await saveOffer(d.shopper, RIO);
    d.clock.now = new Date('2026-11-23T12:00:00Z');
    expect((await json(d.shopper.get('/api/trade'), TradeSchema)).expired).toBe(true);
    // New year, one more model year of age: the same answers are worth less.
    d.clock.now = new Date('2027-01-04T09:00:00Z');
    const again = await json(d.shopper.post('/api/trade/reappraise', {}), AppraisalSchema);
    if (again.status !== 'OFFER') throw new Error('expected an offer');
    // 22,000 × 33 % = 7,260, and 12,000 miles under the 132,000 now expected: +9 % (653).
    expect(again.offer).toBe(7_913);
    expect((await json(d.shopper.get('/api/trade'), TradeSchema)).offer).toBe(7_920); // nothing saved yet
    const revalued = await json(
      d.shopper.post('/api/trade/no-profile/user/account?indicator=TRADE', { appraisalId: again.appraisalId }),
      TradeSchema,
    );
    expect(revalued).toMatchObject({ tradeId: saved.tradeId, offer: 7_913, expired: false, netCashOffer: 7_913 });
    const info = (await json(d.shopper.get('/api/trade/payoff-updated'), PayoffUpdatedResponseSchema)).info;
    expect(info).toMatchObject({ oldTradeOffer: 7_920, newTradeOffer: 7_913, difference: -7 });
    expect((await d.stored()).finance[0]?.breakdown.tradeEquity).toBe(7_913);
  });

  it('makes another vehicle the current trade without touching the last one', async () => {
    const d = await dealWithQuotes();
    const rio = await saveOffer(d.shopper, RIO);
    const rav4 = await saveOffer(d.shopper, RAV4);
    expect(rav4.tradeId).not.toBe(rio.tradeId);
    expect((await json(d.shopper.get('/api/trade'), TradeSchema)).tradeId).toBe(rav4.tradeId);
    expect((await json(d.shopper.get(`/api/deals/${d.dealId}`), DealSchema)).trade?.netCashOffer).toBe(12_554);
    expect((await json(d.shopper.get('/api/trade/payoff-updated'), PayoffUpdatedResponseSchema)).info).toBeNull();
  });

  it('writes a finance lead with the appraised trade-in its payment does not hold yet, the ADF finance the quote’s', async () => {
    const d = await dealWithQuotes();
    const quote = d.finance[0];
    if (!quote || quote.lease) throw new Error('no finance quote');
    expect(quote.breakdown.tradeEquity).toBe(0);
    await selectQuote(d, quote);
    await appraise(d.shopper, RIO);
    const lead = await oneValidLead(d.db, 'trade-appraisal');
    expect(vehicleComments(lead.document)[0]).toBe(
      `${financeLine(quote)} (${quote.financier.name}). Trade-in offer: ${usd(7_920)}, not yet in this payment.`,
    );
    // ADF 1.0 has no trade amount in <finance>: it stays the quote's, the trade its own trade-in vehicle.
    expect(lead.document).toContain(
      `<amount type="downpayment" limit="exact" currency="USD">${quote.downPayment.toFixed(2)}</amount>`,
    );
    expect(lead.document).toContain(
      `<balance type="finance" currency="USD">${quote.amountFinanced.toFixed(2)}</balance>`,
    );
    expect(lead.document).toContain('<price type="appraisal" currency="USD">7920.00</price>');
  });

  it('writes a finance lead with the saved trade-in its payment holds, and a new appraisal of the same offer as held', async () => {
    const d = await dealWithQuotes();
    await saveOffer(d.shopper, RIO);
    const quote = (await d.stored()).finance.find((q) => q.id === d.finance[0]?.id);
    if (!quote || quote.lease) throw new Error('no finance quote');
    expect(quote.breakdown.tradeEquity).toBe(7_920);
    await selectQuote(d, quote, true);
    const held = `${financeLine(quote)} and the ${usd(7_920)} trade-in (${quote.financier.name}).`;
    const saved = await oneValidLead(d.db, 'deal-saved');
    expect(vehicleComments(saved.document)[0]).toBe(`${held} Trade-in net offer: ${usd(7_920)}.`);
    expect(saved.document).toContain(
      `<balance type="finance" currency="USD">${quote.amountFinanced.toFixed(2)}</balance>`,
    );

    const again = await leadOf(d, 'trade-appraisal', () => appraise(d.shopper, RIO));
    expect(vehicleComments(again.document)[0]).toBe(held);
  });

  it('writes a lease lead with the negative equity its payment holds and a new appraisal it does not', async () => {
    const d = await dealWithQuotes();
    await saveOffer(d.shopper, { ...RIO, owesMoney: true });
    await d.shopper.post('/api/trade/payoff', { lender: 'Summit Credit Union', payoff: 10_000 }, 'PUT');
    const quote = (await d.stored()).lease[0];
    if (!quote || !quote.lease) throw new Error('no lease quote');
    expect(quote.breakdown.tradeEquity).toBe(-2_080);
    await selectQuote(d, quote);
    const lead = await leadOf(d, 'trade-appraisal', () => appraise(d.shopper, RAV4));
    expect(vehicleComments(lead.document)[0]).toBe(
      `Lease: ${usd(quote.monthlyPayment)}/mo for ${String(quote.term)} months, ${quote.mileageAllowed.toLocaleString('en-US')} miles a year, ` +
        `${usd(quote.downPayment)} down, with the trade-in's ${usd(2_080)} negative equity (${quote.financier.name}). ` +
        `Trade-in offer: ${usd(12_554)}, not yet in this payment.`,
    );
    expect(lead.document).toContain(
      `<balance type="residual" currency="USD">${quote.residualValue.toFixed(2)}</balance>`,
    );
  });

  it('answers 404 NO_TRADE on the current trade’s calls when there is none (a trade of before counts as none)', async () => {
    const { app } = await makeTradeApp();
    const demo = await Visitor.start(app);
    await demo.login(); // dealSeed's t1 has no appraisal
    expect((await demo.get('/api/trade')).status).toBe(204);
    for (const res of [
      await demo.post('/api/trade/no-profile/sell-indicator?indicator=SELL', {}),
      await demo.post('/api/trade/payoff', { lender: 'Bank', payoff: 100 }, 'PUT'),
      await demo.post('/api/trade/reappraise', {}),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe(NO_TRADE);
    }
  });
});

describe('GET /api/dev/trade/expire (sandbox only)', () => {
  it("ages the shopper's offer past its validity, so the trade reads expired and reappraisal is the way on", async () => {
    const { app } = await makeTradeApp();
    const shopper = await Visitor.start(app);
    await shopper.login(OTHER_USER);
    expect((await shopper.get('/api/dev/trade/expire')).status).toBe(404);
    await saveOffer(shopper, RAV4);
    const aged = await json(shopper.get('/api/dev/trade/expire'), TradeSchema);
    expect(aged.expired).toBe(true);
    expect((await json(shopper.get('/api/trade'), TradeSchema)).expired).toBe(true);
    expect((await shopper.post('/api/trade/reappraise', {})).status).toBe(200);
  });

  it('needs a signed-in shopper, and does not exist in production', async () => {
    const { app } = await makeTradeApp();
    expect((await (await Visitor.start(app)).get('/api/dev/trade/expire')).status).toBe(401);
    const prod = testApp(await makeDb(dealSeed()), {
      environment: 'prod',
    });
    expect((await (await Visitor.start(prod)).get('/api/dev/trade/expire')).status).toBe(404);
  });
});

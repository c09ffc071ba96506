/**
 * A trade-in is valued as the vehicle its VIN decodes to: the shopper picks only among the decoded
 * models and trims, answers that contradict the decode are refused on their field, and however much
 * a trade is worth, no deal's cash price, amount financed or capitalised cost goes below zero.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CashDealSchema, FinanceQuotesSchema, LeaseQuotesSchema } from '../../../../src/contract/deal.ts';
import { AppraisalSchema, TradeSchema, VinDecodeSchema, type TradeAnswers } from '../../../../src/contract/trade.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { DEMO_TRADE_ANSWERS } from '../../db/seed/seed-trade.ts';
import { cashDeal } from '../../domain/engine/pricing.ts';
import { financeQuotes } from '../../domain/engine/finance.ts';
import { leaseQuotes } from '../../domain/engine/lease.ts';
import { quoteInput } from '../../domain/engine/test-fixtures.ts';
import { dealSeed, json, OTHER_USER, Visitor } from '../routes/deal-fixtures.ts';
import { makeApp, makeDb, makeDist } from '../../test-support.ts';
import { makeVin } from '../../domain/vin.ts';

const TODAY = '2026-11-16T12:00:00Z';

/** The seed's 2018 Honda Civic EX: $14,500 on TODAY (engine README worked example). */
const CIVIC: TradeAnswers = { ...DEMO_TRADE_ANSWERS, owesMoney: false };
const CIVIC_OFFER = 14_500;

async function shopper() {
  const sandbox = await makeApp(await makeDb(dealSeed()), makeDist(), () => new Date(TODAY));
  const visitor = await Visitor.start(sandbox.app);
  await visitor.login(OTHER_USER);
  return { ...sandbox, visitor };
}

async function fieldErrorsOf(res: Response): Promise<Record<string, string>> {
  expect(res.status).toBe(400);
  const body = v.parse(ErrorBodySchema, await res.json());
  return Object.fromEntries((body.fieldErrors ?? []).map((e) => [e.field, e.message]));
}

async function saveTrade(visitor: Visitor, answers: TradeAnswers) {
  const appraisal = await json(visitor.post('/api/trade/appraisals', answers), AppraisalSchema);
  return json(
    visitor.post('/api/trade/no-profile/user/account?indicator=TRADE', { appraisalId: appraisal.appraisalId }),
    TradeSchema,
  );
}

describe('a trade-in is valued as its VIN decodes', () => {
  it('refuses a Civic VIN answered as a BMW iX on make and model, and prices the Civic', async () => {
    const { visitor } = await shopper();
    const forged = await visitor.post('/api/trade/appraisals', { ...CIVIC, make: 'BMW', model: 'iX' });
    const errors = await fieldErrorsOf(forged);
    expect(Object.keys(errors).sort()).toEqual(['make', 'model']);

    const honest = await json(visitor.post('/api/trade/appraisals', CIVIC), AppraisalSchema);
    expect(honest).toMatchObject({ status: 'OFFER', offer: CIVIC_OFFER, vehicleName: '2018 Honda Civic EX' });
  });

  it('refuses another model of the right make, a year or trim the VIN does not say', async () => {
    const { visitor } = await shopper();
    expect(
      Object.keys(await fieldErrorsOf(await visitor.post('/api/trade/appraisals', { ...CIVIC, model: 'Pilot' }))),
    ).toEqual(['model']);
    // 1988 shares the Civic's year code, but the VIN's position 7 says 2018.
    expect(
      Object.keys(await fieldErrorsOf(await visitor.post('/api/trade/appraisals', { ...CIVIC, year: 1988 }))),
    ).toEqual(['year']);
    expect(
      Object.keys(await fieldErrorsOf(await visitor.post('/api/trade/appraisals', { ...CIVIC, trim: 'Type R' }))),
    ).toEqual(['trim']);
  });

  it('takes the decode’s spelling, whatever case the shopper typed', async () => {
    const { visitor } = await shopper();
    const appraisal = await json(
      visitor.post('/api/trade/appraisals', { ...CIVIC, make: 'HONDA', model: 'civic', trim: 'ex' }),
      AppraisalSchema,
    );
    expect(appraisal).toMatchObject({ offer: CIVIC_OFFER, vehicleName: '2018 Honda Civic EX' });
  });

  it('lets the shopper choose only among the decoded models when the VIN names just its make', async () => {
    const { visitor } = await shopper();
    const vin = makeVin({ wmi: 'KNA', vds: 'DN5A3', year: 2016, plant: '6', serial: 123_456 });
    const decode = await json(visitor.get(`/api/trade/vin/${vin}`), VinDecodeSchema);
    expect(decode).toMatchObject({ make: 'Kia', model: null, trims: [] });
    const rio = { ...CIVIC, vin, year: 2016, make: 'Kia', model: 'Rio', trim: 'LX' };
    expect((await json(visitor.post('/api/trade/appraisals', rio), AppraisalSchema)).vehicleName).toBe(
      '2016 Kia Rio LX',
    );
    expect(
      Object.keys(await fieldErrorsOf(await visitor.post('/api/trade/appraisals', { ...rio, model: 'iX' }))),
    ).toEqual(['model']);
    expect(
      Object.keys(
        await fieldErrorsOf(await visitor.post('/api/trade/appraisals', { ...rio, make: 'BMW', model: 'iX' })),
      ).sort(),
    ).toEqual(['make', 'model']);
  });

  it('holds a plate to the VIN it resolves to on the server', async () => {
    const { visitor } = await shopper();
    const decode = await json(visitor.get('/api/trade/plate?plate=LKT4821&state=TX'), VinDecodeSchema);
    expect(decode).toMatchObject({ year: 2017, make: 'Ford', model: 'F-150' });
    const truck = {
      ...CIVIC,
      vin: decode.vin,
      year: decode.year,
      make: 'Ford',
      model: 'F-150',
      trim: decode.trims[0] ?? '',
    };
    expect((await json(visitor.post('/api/trade/appraisals', truck), AppraisalSchema)).status).toBe('OFFER');
    const res = await visitor.post('/api/trade/appraisals', { ...truck, make: 'BMW', model: 'iX' });
    expect(Object.keys(await fieldErrorsOf(res)).sort()).toEqual(['make', 'model']);
  });

  it('does not revalue a trade saved with answers the VIN contradicts', async () => {
    const { visitor, db } = await shopper();
    const trade = await saveTrade(visitor, CIVIC);
    // A trade kept from before the VIN was checked: its stored answers say BMW iX.
    const forged = JSON.stringify({ ...CIVIC, make: 'BMW', model: 'iX' });
    await db.updateTable('trades').set({ answers: forged }).where('id', '=', trade.tradeId).execute();
    const res = await visitor.post('/api/trade/reappraise', {});
    expect(Object.keys(await fieldErrorsOf(res)).sort()).toEqual(['make', 'model']);
  });
});

describe('a trade never turns a price negative', () => {
  /** The shopper's Civic ($14,500) traded in on the fixture's $8,995 used car. */
  async function tradeWorthMoreThanTheCar(payoff = 0) {
    const s = await shopper();
    await saveTrade(s.visitor, CIVIC);
    if (payoff > 0) {
      await json(s.visitor.post('/api/trade/payoff', { lender: 'Bank', payoff }, 'PUT'), TradeSchema);
    }
    const dealId = await s.visitor.startDeal('v3');
    return { ...s, dealId };
  }

  it('credits a trade worth more than the car up to the out-the-door price: the cash price is $0', async () => {
    const { visitor, dealId } = await tradeWorthMoreThanTheCar();
    const cash = await json(visitor.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    expect(cash.outTheDoor).toBeGreaterThan(0);
    expect(cash.outTheDoor).toBeLessThan(CIVIC_OFFER);
    expect(cash.cashPrice).toBe(0);
    expect(cash.breakdown.tradeEquity).toBe(cash.outTheDoor);
  });

  it('prices no finance or lease quote below zero', async () => {
    const { visitor, dealId } = await tradeWorthMoreThanTheCar();
    const finance = await json(
      visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 0, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    for (const q of finance.quotes) expect(q.amountFinanced).toBeGreaterThanOrEqual(0);
    const lease = await json(
      visitor.post(`/api/deals/${dealId}/lease/quotes`, { downPayment: 0, mileage: 12_000, protectionProducts: [] }),
      LeaseQuotesSchema,
    );
    for (const q of lease.quotes) {
      expect(q.grossCapitalizedCost).toBeGreaterThanOrEqual(0);
      expect(q.adjustedCapitalizedCost).toBeGreaterThanOrEqual(0);
    }
  });

  it('adds negative equity (payoff above the offer) to the cash price', async () => {
    const { visitor, dealId } = await tradeWorthMoreThanTheCar(CIVIC_OFFER + 2_000);
    const cash = await json(visitor.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    expect(cash.breakdown.tradeEquity).toBe(-2_000);
    expect(cash.cashPrice).toBeCloseTo(cash.outTheDoor + 2_000, 2);
  });

  it('keeps the engine’s cash price, amount financed and capitalised costs at zero or above', () => {
    const huge = quoteInput({ tradeEquity: 1_000_000 });
    const cash = cashDeal(huge);
    expect(cash.cashPrice).toBe(0);
    expect(cash.breakdown.tradeEquity).toBe(cash.outTheDoor);
    for (const q of financeQuotes(huge)) expect(q.amountFinanced).toBeGreaterThanOrEqual(0);
    for (const q of leaseQuotes({ ...huge, mileage: 12_000 })) {
      expect(q.adjustedCapitalizedCost).toBeGreaterThanOrEqual(0);
    }
    const upsideDown = cashDeal(quoteInput({ tradeEquity: -3_000 }));
    expect(upsideDown.cashPrice).toBeCloseTo(upsideDown.outTheDoor + 3_000, 2);
  });
});

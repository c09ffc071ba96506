import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_MAKES,
  SearchResultSchema,
  type Listing,
  type SearchResult,
} from '../../../../src/contract/listings.ts';
import { FinanceQuotesSchema } from '../../../../src/contract/deal.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { APP_ORIGIN } from '../../test-support.ts';
import { json, makeDealApp, Visitor } from './deal-fixtures.ts';

const { app } = await makeDealApp();
const search = async (query: string, visitor?: Visitor) => {
  const res = await (visitor
    ? visitor.get(`/api/vehicles/search?${query}`)
    : app.request(`/api/vehicles/search?${query}`));
  expect(res.status, query).toBe(200);
  return v.parse(SearchResultSchema, await res.json());
};
const ids = (result: SearchResult) => result.items.map((x) => x.id);
const fieldErrorsOf = async (query: string) => {
  const res = await app.request(`/api/vehicles/search?${query}`);
  expect(res.status, query).toBe(400);
  return v.parse(ErrorBodySchema, await res.json()).fieldErrors;
};

describe('GET /api/vehicles/search', () => {
  it('lists all stock by priceWithRebates ascending with absolute image URLs (not taken for a vehicle id)', async () => {
    const result = await search('');
    expect(result).toMatchObject({ page: 1, pageSize: 12, total: 5, totalPages: 1 });
    const prices = result.items.map((x) => x.priceWithRebates);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const v1 = result.items.find((x) => x.id === 'v1');
    expect(v1?.imageUrl).toBe(`${APP_ORIGIN}/images/vehicles/v1/0.svg`);
    expect(v1?.stockImageUrl).toBe(`${APP_ORIGIN}/images/stock/sedan.svg`);
  });

  it('stores the manufacturer rebate: a new EV lists below its sale price', async () => {
    const ev = (await search('fuelTypes=Electric')).items;
    expect(ev.map((x) => x.id)).toEqual(['v4']);
    expect(ev[0]?.priceWithRebates).toBeLessThan(ev[0]?.salePrice ?? 0);
  });

  it('sorts by every sort value', async () => {
    const desc = (await search('sort=-priceWithRebates')).items.map((x) => x.priceWithRebates);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const years = (await search('sort=-year')).items.map((x) => x.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const miles = (await search('sort=mileage')).items.map((x) => x.mileage ?? 0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
  });

  it('pages', async () => {
    const all = (await search('pageSize=48')).items.map((x) => x.id);
    const one = await search('pageSize=2&page=1');
    const two = await search('pageSize=2&page=2');
    const three = await search('pageSize=2&page=3');
    expect(one.totalPages).toBe(3);
    expect([...one.items, ...two.items, ...three.items].map((x) => x.id)).toEqual(all);
    expect((await search('pageSize=2&page=9')).items).toEqual([]);
  });

  it('reads the ecommerce dialect (distance, stockTypes) and the other one (stockTypeConditions, sort, page)', async () => {
    const ecommerce = await search('distance=-1&stockTypes=USED');
    expect(ecommerce.items.map((x) => x.stockType)).toEqual(['USED', 'USED']);
    const other = await search('stockTypeConditions=NEW&sort=priceWithRebates&page=1');
    expect(other.total).toBe(3);
    expect(other.items.every((x) => x.stockType === 'NEW')).toBe(true);
    const both = await search('stockTypes=NEW&stockTypes=USED');
    expect(both.total).toBe(5);
  });

  it('filters makes (repeated or bracketed) and scopes to a dealer', async () => {
    expect((await search('makes=Toyota')).items.map((x) => x.make)).toEqual(['Toyota', 'Toyota']);
    expect((await search('makes=Toyota&makes=BMW')).total).toBe(3);
    expect((await search('makes[]=Ford')).items.map((x) => x.id)).toEqual(['v5']);
    const d2 = await search('dealerId=d2');
    expect(d2.items.map((x) => x.id).sort()).toEqual(['v2', 'v5']);
    expect((await search('dealerId=nobody')).total).toBe(0);
  });

  it('counts each facet over the other filters only', async () => {
    const result = await search('makes=Toyota&fuelTypes=Hybrid');
    expect(result.total).toBe(2);
    // The make facet ignores the make filter but keeps the fuel filter.
    expect(result.facets.makes).toEqual([{ value: 'Toyota', count: 2 }]);
    // The fuel facet ignores the fuel filter but keeps the make filter.
    expect(result.facets.fuelTypes).toEqual([{ value: 'Hybrid', count: 2 }]);
    const all = await search('');
    expect(all.facets.makes).toEqual([
      { value: 'BMW', count: 1 },
      { value: 'Ford', count: 1 },
      { value: 'Honda', count: 1 },
      { value: 'Toyota', count: 2 },
    ]);
  });

  it('answers an empty result set without error', async () => {
    const empty = await search('makes=Toyota&fuelTypes=Electric');
    expect(empty).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it('answers 400 with field errors for a bad sort, page, size, distance or fuel type', async () => {
    for (const [query, field] of [
      ['sort=price', 'sort'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=49', 'pageSize'],
      ['distance=-2', 'distance'],
      ['fuelTypes=Steam', 'fuelTypes'],
      ['page=1&page=2', 'page'],
      ['bodyStyles=spaceship', 'bodyStyles'],
      ['q=a&q=b', 'q'],
      ['minYear=20x6', 'minYear'],
      ['maxYear=1899', 'maxYear'],
      ['maxMileage=-1', 'maxMileage'],
      ['minPrice=1.5', 'minPrice'],
      ['maxPrice=10000001', 'maxPrice'],
      ['maxMonthly=0', 'maxMonthly'],
      ['maxMonthly=1e3', 'maxMonthly'],
      ['maxMonthly=9999999999999', 'maxMonthly'],
    ] as const) {
      const res = await app.request(`/api/vehicles/search?${query}`);
      expect(res.status, query).toBe(400);
      const body = v.parse(ErrorBodySchema, await res.json());
      expect(body.fieldErrors[0]?.field.startsWith(field), query).toBe(true);
    }
  });
});

// A search's lists are bounded at the schema (a 400 that says so), never a 500.
describe('GET /api/vehicles/search list bounds', () => {
  const makes = (n: number) => Array.from({ length: n }, (_, i) => `makes=M${String(i)}`).join('&');

  it(`takes up to ${String(MAX_SEARCH_MAKES)} makes and answers 400 for more`, async () => {
    expect((await search(makes(MAX_SEARCH_MAKES))).total).toBe(0);
    for (const n of [MAX_SEARCH_MAKES + 1, 40_000]) {
      const res = await app.request(`/api/vehicles/search?${makes(n)}`);
      expect(res.status, String(n)).toBe(400);
      expect(v.parse(ErrorBodySchema, await res.json()).fieldErrors).toEqual([
        { field: 'makes', message: `Choose at most ${String(MAX_SEARCH_MAKES)} makes` },
      ]);
    }
  });

  it('counts a value repeated in a list once', async () => {
    const toyota = Array.from({ length: 500 }, () => 'makes=Toyota').join('&');
    const again = Array.from({ length: 500 }, () => 'stockTypes=NEW&fuelTypes=Hybrid').join('&');
    expect((await search(`${toyota}&${again}`)).items.every((x) => x.make === 'Toyota')).toBe(true);
  });
});

describe('GET /api/vehicles/search: the search box and the filters beside the spec’s', () => {
  it('answers 400 with the spec’s messages for text too long and a range upside down (seed 000 §5)', async () => {
    expect(await fieldErrorsOf(`q=${'a'.repeat(61)}`)).toEqual([
      { field: 'q', message: 'must be less than or equal to 60 characters.' },
    ]);
    expect(await fieldErrorsOf('maxMonthly=100001')).toEqual([
      { field: 'maxMonthly', message: 'Monthly payment must be less than or equal to 100,000' },
    ]);
    expect(await fieldErrorsOf('minYear=2026&maxYear=2020')).toEqual([
      { field: 'maxYear', message: 'Year must be greater than or equal to 2,026' },
    ]);
    expect(await fieldErrorsOf('minPrice=30000&maxPrice=20000')).toEqual([
      { field: 'maxPrice', message: 'Price must be greater than or equal to 30,000' },
    ]);
    // Sixty characters, spaces around them trimmed, is a search.
    expect((await search(`q=${encodeURIComponent(` ${'a'.repeat(60)} `)}`)).total).toBe(0);
  });

  it('finds every word, in any case, in the make, model, trim, year, body style, fuel type, colour or drivetrain', async () => {
    expect(ids(await search('q=camry'))).toEqual(['v1', 'v2']);
    expect(ids(await search('q=TOYOTA%20Camry%20xle'))).toEqual(['v1', 'v2']);
    expect(ids(await search('q=f-150'))).toEqual(['v5']);
    expect(ids(await search('q=2013'))).toEqual(['v3']);
    expect(ids(await search('q=truck'))).toEqual(['v5']);
    expect(ids(await search('q=electric%20bmw'))).toEqual(['v4']);
    expect(ids(await search('q=midnight'))).toHaveLength(5);
    // Every word must match: a Camry is no BMW.
    expect((await search('q=camry%20bmw')).total).toBe(0);
    expect((await search('q=zeppelin')).total).toBe(0);
  });

  it('treats LIKE wildcards as spaces, never as a pattern (listings rules searchWords)', async () => {
    expect((await search('q=%25')).total).toBe(5);
    expect((await search('q=_')).total).toBe(5);
    expect((await search(`q=${encodeURIComponent('\\%_')}`)).total).toBe(5);
    expect(ids(await search(`q=${encodeURIComponent('%camry%')}`))).toEqual(['v1', 'v2']);
  });

  it('filters body styles, years, mileage (a new car counts as 0 miles) and price with rebates', async () => {
    const trucks = await search('bodyStyles=truck');
    expect(ids(trucks)).toEqual(['v5']);
    // The body style facet counts over every other filter, not its own.
    expect(trucks.facets.bodyStyles).toEqual([
      { value: 'sedan', count: 4 },
      { value: 'truck', count: 1 },
    ]);
    expect(ids(await search('bodyStyles=truck&bodyStyles=sedan'))).toHaveLength(5);
    expect(ids(await search('minYear=2020&maxYear=2022'))).toEqual(['v5']);
    expect(ids(await search('maxYear=2013'))).toEqual(['v3']);
    const lowMiles = await search('maxMileage=50000&stockTypes=USED');
    expect(ids(lowMiles)).toEqual(['v5']);
    expect((await search('maxMileage=0')).items.every((x) => x.stockType === 'NEW')).toBe(true);
    const all = await search('pageSize=48');
    const price = (id: string) => all.items.find((x) => x.id === id)?.priceWithRebates ?? 0;
    const band = await search(`minPrice=${String(price('v5'))}&maxPrice=${String(price('v5'))}`);
    expect(ids(band)).toEqual(['v5']);
    expect(band.items.every((x) => x.priceWithRebates === price('v5'))).toBe(true);
  });
});

describe('GET /api/vehicles/search: estimated payments', () => {
  /** The first finance quote of a deal the visitor starts now, as the deal page asks for it (no down payment). */
  async function firstQuoteOf(visitor: Visitor, vehicleId: string) {
    const dealId = await visitor.startDeal(vehicleId);
    const { quotes } = await json(
      visitor.get(`/api/deals/${dealId}/finance/quotes?downPayment=0`),
      FinanceQuotesSchema,
    );
    return quotes[0] ?? null;
  }

  async function expectDealPagePayments(visitor: Visitor, result: SearchResult) {
    for (const item of result.items) {
      const quote = await firstQuoteOf(visitor, item.id);
      expect(item.payment, item.id).toEqual(
        quote && {
          monthlyPayment: quote.monthlyPayment,
          term: quote.term,
          apr: quote.apr,
          downPayment: quote.downPayment,
        },
      );
      if (quote) expect(quote.creditTier).toBe(result.creditTier);
    }
  }

  it('prices each car as a new deal of the visitor’s would first show it: the default range for a new visitor', async () => {
    const visitor = await Visitor.start(app);
    const result = await search('pageSize=48', visitor);
    expect(result.creditTier).toBe('worst');
    // The 2013 Accord is too old for any lender: no payment, never an invented one.
    expect(result.items.find((x) => x.id === 'v3')?.payment).toBeNull();
    expect(result.items.filter((x) => x.payment !== null)).toHaveLength(4);
    await expectDealPagePayments(visitor, result);
    // Without a session at all, the same default.
    expect((await search('pageSize=48')).items).toEqual(result.items);
  });

  it('prices at the range the shopper picked', async () => {
    const visitor = await Visitor.start(app);
    const first = await visitor.startDeal('v1');
    expect((await visitor.post(`/api/deals/${first}/credit-tier`, { tier: 'good' }, 'PUT')).status).toBe(200);
    const result = await search('pageSize=48', visitor);
    expect(result.creditTier).toBe('good');
    await expectDealPagePayments(visitor, result);
  });

  it("prices a signed-in shopper's deal: their account's range, trade and ZIP", async () => {
    const visitor = await Visitor.signedIn(app);
    const result = await search('pageSize=48', visitor);
    expect(result.creditTier).toBe('excellent');
    await expectDealPagePayments(visitor, result);
    const anonymous = await search('pageSize=48');
    expect(result.items.find((x) => x.id === 'v1')?.payment?.monthlyPayment).toBeLessThan(
      anonymous.items.find((x) => x.id === 'v1')?.payment?.monthlyPayment ?? 0,
    );
  });
});

describe('GET /api/vehicles/search: most per month', () => {
  const monthly = (x: Listing) => x.payment?.monthlyPayment ?? Infinity;

  it('keeps the cars whose payment, in the whole dollars a card shows, is at most the amount, in the sort order, and pages them', async () => {
    const all = await search('pageSize=48');
    const payments = all.items.filter((x) => x.payment).map(monthly);
    const most = Math.ceil([...payments].sort((a, b) => a - b)[1] ?? 0);
    const expected = all.items.filter((x) => Math.round(monthly(x)) <= most).map((x) => x.id);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.length).toBeLessThan(payments.length);
    const result = await search(`maxMonthly=${String(most)}&pageSize=48`);
    expect(ids(result)).toEqual(expected);
    expect(result.total).toBe(expected.length);
    const second = await search(`maxMonthly=${String(most)}&pageSize=1&page=2`);
    expect([second.total, second.totalPages, ids(second)]).toEqual([expected.length, expected.length, [expected[1]]]);
  });

  it('answers as the search without it when the amount keeps every car with a payment: lists, facets and order', async () => {
    for (const query of ['', 'makes=Toyota', 'fuelTypes=Hybrid&sort=-priceWithRebates', 'bodyStyles=sedan&q=toyota']) {
      const plain = await search(`${query}&pageSize=48`);
      const priced = await search(`${query}&pageSize=48&maxMonthly=100000`);
      expect(priced.items, query).toEqual(plain.items.filter((x) => x.payment !== null));
      expect(priced.total, query).toBe(plain.items.filter((x) => x.payment !== null).length);
      // v3 (no payment) is gone from every facet; the other counts are the SQL's.
      const withoutV3 = await search(`${query}&pageSize=48&minYear=2014`);
      expect(priced.facets, query).toEqual(withoutV3.facets);
    }
  });

  it('finds nothing under the cheapest payment, and says so without error', async () => {
    const result = await search('maxMonthly=1');
    expect(result).toMatchObject({ items: [], total: 0, totalPages: 0 });
    expect(result.facets).toEqual({ makes: [], fuelTypes: [], bodyStyles: [] });
  });
});

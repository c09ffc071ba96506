import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_MAKES, SearchResultSchema } from '../../../src/features/listings/api.ts';
import { ErrorBodySchema } from '../../../src/lib/http.ts';
import { APP_ORIGIN } from '../test-support.ts';
import { makeDealApp } from './deal-fixtures.ts';

const { app } = await makeDealApp();
const search = async (query: string) => {
  const res = await app.request(`/api/vehicles/search?${query}`);
  expect(res.status, query).toBe(200);
  return v.parse(SearchResultSchema, await res.json());
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

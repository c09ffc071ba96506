import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeSession } from '../../lib/storage.ts';
import type { SearchParams, SearchResult } from '../../contract/listings.ts';
import { createListingsModel } from './model.ts';

const result = (over: Partial<SearchResult> = {}): SearchResult => ({
  items: [],
  page: 1,
  pageSize: 12,
  total: 0,
  totalPages: 0,
  creditTier: 'worst',
  facets: { makes: [{ value: 'BMW', count: 2 }], fuelTypes: [], bodyStyles: [] },
  ...over,
});

function setup(productId = 103, answer: (p: SearchParams) => SearchResult = () => result()) {
  const routes: string[] = [];
  const calls: SearchParams[] = [];
  const model = createListingsModel({
    productId,
    stockTypeConditions: ['NEW', 'USED'],
    dealerId: 'd1',
    storage: safeSession,
    replaceRoute: (to) => routes.push(to),
    search: vi.fn(async (params: SearchParams) => {
      calls.push(params);
      return answer(params);
    }),
  });
  return { model, routes, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => sessionStorage.clear());

describe('listings model', () => {
  it('opens with the defaults, writes the URL and searches with the dealer', async () => {
    const { model, routes, calls } = setup();
    model.open('');
    await flush();
    expect(routes).toEqual(['/listings?stockTypeConditions=NEW&sort=priceWithRebates&page=1']);
    expect(calls).toEqual([{ stockTypeConditions: ['NEW'], sort: 'priceWithRebates', page: 1, dealerId: 'd1' }]);
    expect(model.results.state.value.status).toBe('complete');
  });

  it('keeps the filters in SRP_FILTERS and the fuel type in FuelType', async () => {
    const { model } = setup();
    model.open('');
    model.toggleMake('BMW');
    model.setElectricOnly(true);
    expect(JSON.parse(sessionStorage.getItem('SRP_FILTERS') ?? 'null')).toMatchObject({
      makes: ['BMW'],
      fuelTypes: ['Electric'],
    });
    expect(sessionStorage.getItem('FuelType')).toBe('Electric');
    model.setElectricOnly(false);
    expect(sessionStorage.getItem('FuelType')).toBeNull();
    await flush();
  });

  it('restores SRP_FILTERS on return when the URL has no filters', async () => {
    sessionStorage.setItem('SRP_FILTERS', JSON.stringify({ stockType: 'USED', makes: ['Toyota'] }));
    const { model, routes } = setup(102);
    model.open('');
    expect(model.filters.value).toMatchObject({ stockType: 'USED', makes: ['Toyota'] });
    expect(routes[0]).toBe('/listings?distance=-1&stockTypes=USED&makes=Toyota');
    await flush();
  });

  it('does not re-read its own URL, but follows a URL changed from outside', async () => {
    const { model, calls, routes } = setup(102);
    model.open('');
    const own = (routes[0] ?? '').split('?')[1] ?? '';
    model.open(own);
    expect(calls).toHaveLength(1);
    model.open('stockTypes=USED');
    expect(model.filters.value?.stockType).toBe('USED');
    expect(calls).toHaveLength(2);
    await flush();
  });

  it('a filter change goes back to page 1; paging keeps the filters', async () => {
    const { model } = setup();
    model.open('stockTypeConditions=NEW&page=3&makes=BMW');
    model.goToPage(2);
    expect(model.filters.value).toMatchObject({ page: 2, makes: ['BMW'] });
    model.setSort('-year');
    expect(model.filters.value).toMatchObject({ page: 1, sort: '-year' });
    model.clearFilters();
    expect(model.filters.value).toMatchObject({ makes: [], sort: '-year' });
    await flush();
  });

  it('moves a page past the end to the last page', async () => {
    const { model, calls } = setup(103, (p) => result({ page: Number(p['page']), total: 20, totalPages: 2 }));
    model.open('stockTypeConditions=NEW&page=9');
    await flush();
    await flush();
    expect(model.filters.value?.page).toBe(2);
    expect(calls.map((c) => c['page'])).toEqual([9, 2]);
  });

  it('shows the error state when the search fails, and retries', async () => {
    let fail = true;
    const { model } = setup(103, () => {
      if (fail) throw new Error('boom');
      return result();
    });
    model.open('');
    await flush();
    expect(model.results.state.value.status).toBe('error');
    fail = false;
    model.retry();
    await flush();
    expect(model.results.state.value.status).toBe('complete');
  });
});

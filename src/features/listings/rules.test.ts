import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  bodyStyleOptions,
  buildListingsQuery,
  clearListingsFilters,
  defaultListingsFilters,
  filterPanelCount,
  fuelTypeToStore,
  hasActiveFilters,
  hasListingsQuery,
  makeOptions,
  pageCorrection,
  parseListingsFilters,
  readDollars,
  restoreListingsFilters,
  resultRange,
  serializeListingsFilters,
  stepsWith,
  stockTypeOptions,
  toggleMake,
  withFilter,
  yearOptions,
  type ListingsFilters,
  StoredListingsFiltersSchema,
} from './rules.ts';

const BOTH = ['NEW', 'USED'] as const;
const base: ListingsFilters = defaultListingsFilters([...BOTH]);

describe('buildListingsQuery', () => {
  it('ecommerce (102) sends distance -1 (any) and stockTypes', () => {
    expect(buildListingsQuery(102, base)).toEqual({ distance: -1, stockTypes: ['NEW'] });
  });

  it('ecommerce sends makes, fuelTypes and a sort or page only when moved off the defaults', () => {
    const f = {
      ...base,
      stockType: 'USED' as const,
      makes: ['BMW'],
      fuelTypes: ['Electric' as const],
      sort: '-year' as const,
      page: 3,
    };
    expect(buildListingsQuery(102, f)).toEqual({
      distance: -1,
      stockTypes: ['USED'],
      makes: ['BMW'],
      fuelTypes: ['Electric'],
      sort: '-year',
      page: 3,
    });
  });

  it('other products send stockTypeConditions, sort=priceWithRebates and page=1', () => {
    expect(buildListingsQuery(103, base)).toEqual({ stockTypeConditions: ['NEW'], sort: 'priceWithRebates', page: 1 });
  });

  it('other products never send distance or stockTypes, and add makes and fuelTypes', () => {
    const q = buildListingsQuery(103, { ...base, makes: ['Toyota'], fuelTypes: ['Electric'] });
    expect(q).toEqual({
      stockTypeConditions: ['NEW'],
      sort: 'priceWithRebates',
      page: 1,
      makes: ['Toyota'],
      fuelTypes: ['Electric'],
    });
    expect(q).not.toHaveProperty('distance');
    expect(q).not.toHaveProperty('stockTypes');
  });
});

describe('stockTypeOptions', () => {
  it('offers only the campaign stockTypeConditions, in NEW, USED order', () => {
    expect(stockTypeOptions(['USED'])).toEqual(['USED']);
    expect(stockTypeOptions(['USED', 'NEW'])).toEqual(['NEW', 'USED']);
  });
  it('offers both when the campaign names none', () => {
    expect(stockTypeOptions([])).toEqual(['NEW', 'USED']);
  });
});

describe('serializeListingsFilters / parseListingsFilters', () => {
  const filtered: ListingsFilters = {
    ...base,
    stockType: 'USED',
    makes: ['Toyota', 'Land Rover'],
    fuelTypes: ['Electric'],
    sort: '-priceWithRebates',
    page: 2,
    distance: -1,
  };

  it('writes the search call parameters of the product kind', () => {
    expect(serializeListingsFilters(103, filtered)).toBe(
      'stockTypeConditions=USED&sort=-priceWithRebates&page=2&makes=Toyota&makes=Land+Rover&fuelTypes=Electric',
    );
    expect(serializeListingsFilters(102, base)).toBe('distance=-1&stockTypes=NEW');
  });

  it('round-trips for both product kinds', () => {
    for (const product of [102, 103]) {
      expect(parseListingsFilters(serializeListingsFilters(product, filtered), BOTH)).toEqual(filtered);
    }
  });

  it('reads either dialect (a Toyota promotion link uses stockTypeConditions)', () => {
    expect(parseListingsFilters('?stockTypeConditions=USED&makes=Toyota', BOTH)).toMatchObject({
      stockType: 'USED',
      makes: ['Toyota'],
    });
    expect(parseListingsFilters('stockTypes=USED', BOTH).stockType).toBe('USED');
  });

  it('falls back to defaults for values that are not valid', () => {
    expect(
      parseListingsFilters('stockTypes=BROKEN&fuelTypes=Steam&sort=cheapest&page=0&distance=9000&makes=%20', BOTH),
    ).toEqual(base);
    expect(parseListingsFilters('page=abc&distance=1.5', BOTH)).toEqual(base);
  });

  it('keeps the stock type within the campaign options', () => {
    expect(parseListingsFilters('stockTypes=NEW', ['USED']).stockType).toBe('USED');
  });

  it('drops duplicate makes', () => {
    expect(parseListingsFilters('makes=BMW&makes=BMW&makes=Audi', BOTH).makes).toEqual(['BMW', 'Audi']);
  });
});

describe('hasListingsQuery', () => {
  it('is true only when the query names a listings filter', () => {
    expect(hasListingsQuery('')).toBe(false);
    expect(hasListingsQuery('utm_source=x')).toBe(false);
    expect(hasListingsQuery('makes=BMW')).toBe(true);
    expect(hasListingsQuery('?page=2')).toBe(true);
  });
});

describe('restoreListingsFilters (SRP_FILTERS and FuelType)', () => {
  it('lets the URL win over the stored filters', () => {
    const f = restoreListingsFilters({
      search: 'stockTypes=USED',
      stored: { stockType: 'NEW', makes: ['BMW'] },
      storedFuelType: 'Electric',
      options: BOTH,
    });
    expect(f).toEqual({ ...base, stockType: 'USED' });
  });

  it('restores SRP_FILTERS when the URL has no filters', () => {
    const f = restoreListingsFilters({
      search: '',
      stored: { stockType: 'USED', makes: ['BMW'], sort: 'mileage', page: 2 },
      storedFuelType: null,
      options: BOTH,
    });
    expect(f).toEqual({ ...base, stockType: 'USED', makes: ['BMW'], sort: 'mileage', page: 2 });
  });

  it('fills the fuel filter from FuelType when nothing else names one', () => {
    expect(restoreListingsFilters({ search: '', stored: null, storedFuelType: 'Electric', options: BOTH })).toEqual({
      ...base,
      fuelTypes: ['Electric'],
    });
    expect(
      restoreListingsFilters({ search: '', stored: null, storedFuelType: 'Plutonium', options: BOTH }).fuelTypes,
    ).toEqual([]);
  });

  it('keeps the stock type the promotions hand over by its query name (stockTypeConditions, stockTypes)', () => {
    for (const key of ['stockTypeConditions', 'stockTypes'] as const) {
      const stored = v.parse(StoredListingsFiltersSchema, { [key]: ['USED'], makes: ['Toyota'] });
      expect(restoreListingsFilters({ search: '', stored, storedFuelType: null, options: BOTH })).toEqual({
        ...base,
        stockType: 'USED',
        makes: ['Toyota'],
      });
    }
    // What 'Shop New Toyotas' stores for after sign-in (promotions TOYOTA_FILTERS) comes back whole.
    const toyota = v.parse(StoredListingsFiltersSchema, { stockTypeConditions: ['NEW'], makes: ['Toyota'] });
    const restored = restoreListingsFilters({
      search: '',
      stored: toyota,
      storedFuelType: null,
      options: ['USED', 'NEW'],
    });
    expect(restored).toMatchObject({ stockType: 'NEW', makes: ['Toyota'] });
  });

  it('ignores a stored stock type the campaign does not offer', () => {
    expect(
      restoreListingsFilters({ search: '', stored: { stockType: 'NEW' }, storedFuelType: null, options: ['USED'] })
        .stockType,
    ).toBe('USED');
  });
});

describe('fuelTypeToStore', () => {
  it('is the single fuel type filtered on, else none', () => {
    expect(fuelTypeToStore({ ...base, fuelTypes: ['Electric'] })).toBe('Electric');
    expect(fuelTypeToStore(base)).toBeNull();
  });
});

describe('filter changes', () => {
  it('withFilter returns to page 1', () => {
    expect(withFilter({ ...base, page: 4 }, { sort: '-year' })).toEqual({ ...base, sort: '-year', page: 1 });
  });
  it('toggleMake adds and removes', () => {
    expect(toggleMake(['BMW'], 'Audi')).toEqual(['BMW', 'Audi']);
    expect(toggleMake(['BMW', 'Audi'], 'BMW')).toEqual(['Audi']);
  });
  it('clearListingsFilters drops the search and every filter but keeps stock type and sort', () => {
    const f: ListingsFilters = {
      ...base,
      stockType: 'USED',
      sort: 'mileage',
      makes: ['BMW'],
      fuelTypes: ['Electric'],
      page: 3,
      q: 'x5',
      bodyStyles: ['suv'],
      minYear: 2020,
      maxMileage: 50_000,
      maxPrice: 40_000,
      maxMonthly: 600,
    };
    expect(clearListingsFilters(f)).toEqual({ ...base, stockType: 'USED', sort: 'mileage' });
    expect(hasActiveFilters(clearListingsFilters(f))).toBe(false);
  });
});

describe('paging', () => {
  it('resultRange gives the first and last result on a page', () => {
    expect(resultRange(1, 12, 30)).toEqual({ from: 1, to: 12 });
    expect(resultRange(3, 12, 30)).toEqual({ from: 25, to: 30 });
    expect(resultRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
  it('pageCorrection moves a page past the end to the last page', () => {
    expect(pageCorrection(5, 3)).toBe(3);
    expect(pageCorrection(3, 3)).toBeNull();
    expect(pageCorrection(2, 0)).toBeNull();
  });
});

describe('makeOptions', () => {
  it('lists facets by name and keeps checked makes that have no results any more', () => {
    expect(
      makeOptions(
        [
          { value: 'Toyota', count: 3 },
          { value: 'BMW', count: 2 },
        ],
        ['Audi'],
      ),
    ).toEqual([
      { value: 'Audi', count: 0 },
      { value: 'BMW', count: 2 },
      { value: 'Toyota', count: 3 },
    ]);
  });
});

const narrowed: ListingsFilters = {
  ...base,
  q: 'Equinox EV',
  bodyStyles: ['suv', 'truck'],
  minYear: 2024,
  maxMileage: 25_000,
  maxPrice: 45_000,
  maxMonthly: 650,
};

describe('the search and the filters beside the spec’s', () => {
  it('are sent only when set, in both dialects', () => {
    expect(buildListingsQuery(102, base)).toEqual({ distance: -1, stockTypes: ['NEW'] });
    const filtered = {
      q: 'Equinox EV',
      bodyStyles: ['suv', 'truck'],
      minYear: 2024,
      maxMileage: 25_000,
      maxPrice: 45_000,
      maxMonthly: 650,
    };
    expect(buildListingsQuery(102, narrowed)).toEqual({ distance: -1, stockTypes: ['NEW'], ...filtered });
    expect(buildListingsQuery(103, narrowed)).toEqual({
      stockTypeConditions: ['NEW'],
      sort: 'priceWithRebates',
      page: 1,
      ...filtered,
    });
  });

  it('round-trip through the URL', () => {
    const query = serializeListingsFilters(102, narrowed);
    expect(query).toContain('q=Equinox+EV');
    expect(query).toContain('maxMonthly=650');
    expect(hasListingsQuery(`?${query}`)).toBe(true);
    expect(hasListingsQuery('?maxMonthly=650')).toBe(true);
    expect(parseListingsFilters(query, BOTH)).toEqual(narrowed);
  });

  it('a URL value out of bounds or of another kind falls back to none', () => {
    expect(
      parseListingsFilters(
        'maxMonthly=0&maxPrice=-5&minYear=20x4&maxMileage=9999999&bodyStyles=spaceship&q=%20%20',
        BOTH,
      ),
    ).toEqual(base);
    expect(parseListingsFilters(`q=${'a'.repeat(80)}`, BOTH).q).toHaveLength(60);
  });

  it('SRP_FILTERS brings them back (seed 001 §3), and a stored value out of bounds is no stored filters', () => {
    const stored = v.parse(StoredListingsFiltersSchema, { ...narrowed });
    expect(restoreListingsFilters({ search: '', stored, storedFuelType: null, options: BOTH })).toEqual(narrowed);
    expect(v.safeParse(StoredListingsFiltersSchema, { maxMonthly: 0 }).success).toBe(false);
    expect(v.safeParse(StoredListingsFiltersSchema, { q: 'x'.repeat(61) }).success).toBe(false);
  });
});

describe('filterPanelCount and hasActiveFilters', () => {
  it('count the panel’s groups that narrow the stock; the search box counts as active but is not in the panel', () => {
    expect(filterPanelCount(base)).toBe(0);
    expect(filterPanelCount({ ...base, q: 'camry' })).toBe(0);
    expect(hasActiveFilters({ ...base, q: 'camry' })).toBe(true);
    expect(filterPanelCount({ ...base, maxMonthly: 500 })).toBe(1);
    expect(filterPanelCount({ ...base, makes: ['BMW', 'Audi'], bodyStyles: ['suv'] })).toBe(2);
    expect(filterPanelCount(narrowed)).toBe(5);
  });
});

describe('readDollars', () => {
  const bounds = { min: 1, max: 100_000 };
  it('reads whole dollars, with or without a dollar sign and commas; empty is none', () => {
    expect(readDollars('650', bounds)).toEqual({ value: 650 });
    expect(readDollars(' $1,500 ', bounds)).toEqual({ value: 1500 });
    expect(readDollars('', bounds)).toEqual({ value: null });
  });
  it('refuses what is no whole-dollar amount within bounds (seed 000 §5 numeric, min_value, max_value)', () => {
    expect(readDollars('12.50', bounds)).toEqual({ error: 'numeric' });
    expect(readDollars('abc', bounds)).toEqual({ error: 'numeric' });
    expect(readDollars('-5', bounds)).toEqual({ error: 'numeric' });
    expect(readDollars('0', bounds)).toEqual({ error: 'min' });
    expect(readDollars('100001', bounds)).toEqual({ error: 'max' });
  });
});

describe('yearOptions', () => {
  it('runs from next model year back twelve years, newest first', () => {
    const years = yearOptions(new Date('2026-11-29T12:00:00Z'));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2015);
    expect(years).toHaveLength(13);
  });
});

describe('stepsWith', () => {
  it('adds an applied value that is off the steps, in their order, so the select shows it', () => {
    expect(stepsWith([2027, 2026, 2025], 2019)).toEqual([2027, 2026, 2025, 2019]);
    expect(stepsWith([2027, 2026, 2025], 2030)).toEqual([2030, 2027, 2026, 2025]);
    expect(stepsWith([10_000, 50_000], 30_000)).toEqual([10_000, 30_000, 50_000]);
    expect(stepsWith([10_000, 50_000], 50_000)).toEqual([10_000, 50_000]);
    expect(stepsWith([10_000, 50_000], null)).toEqual([10_000, 50_000]);
  });
});

describe('bodyStyleOptions', () => {
  it('lists the styles the results have in catalogue order, plus ticked ones they no longer have', () => {
    expect(
      bodyStyleOptions(
        [
          { value: 'truck', count: 2 },
          { value: 'sedan', count: 3 },
        ],
        ['van'],
      ),
    ).toEqual([
      { value: 'sedan', count: 3 },
      { value: 'truck', count: 2 },
      { value: 'van', count: 0 },
    ]);
  });
});

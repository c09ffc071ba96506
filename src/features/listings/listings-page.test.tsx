import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../contract/listings.ts';
import { renderInApp } from '../../testing/render.tsx';

import { networkError, useFakeApi } from '../../testing/fake-api.ts';
import ListingsPage from './listings-page.tsx';

const api = useFakeApi();
/** The query of the last search the page sent, as it went on the wire. */
const lastSearch = () => api.sent('GET', '/vehicles/search').at(-1)?.query;

const car = (id: string, over: Partial<SearchResult['items'][number]> = {}): SearchResult['items'][number] => ({
  id,
  year: 2025,
  make: 'Toyota',
  model: 'bZ4X',
  trim: 'XLE',
  stockType: 'NEW',
  bodyStyle: 'suv',
  fuelType: 'Electric',
  exteriorColor: 'White',
  mileage: null,
  msrp: 45000,
  salePrice: 43000,
  priceWithRebates: 41999.6,
  imageUrl: null,
  stockImageUrl: null,
  inTransit: false,
  estimatedDeliveryDate: null,
  payment: { monthlyPayment: 1034.56, term: 36, apr: 4.49, downPayment: 0 },
  reserved: false,
  ...over,
});

const page = (items: SearchResult['items'], over: Partial<SearchResult> = {}): SearchResult => ({
  items,
  page: 1,
  pageSize: 12,
  total: items.length,
  totalPages: items.length ? 1 : 0,
  creditTier: 'good',
  facets: {
    makes: [{ value: 'Toyota', count: items.length }],
    fuelTypes: [{ value: 'Electric', count: 1 }],
    bodyStyles: [{ value: 'suv', count: items.length }],
  },
  ...over,
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('ListingsPage', () => {
  it('shows the cards with price with rebates in whole dollars and the in-transit badge', async () => {
    api.on(
      'GET',
      '/vehicles/search',
      page([car('v1'), car('v2', { inTransit: true, estimatedDeliveryDate: '2026-12-03', model: 'Camry' })]),
    );
    const { navigate } = renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    expect(await screen.findByText('Showing 1–2 of 2 vehicles')).toBeTruthy();
    expect(screen.getAllByText('$42,000')).toHaveLength(2);
    expect(screen.getByText('In transit · arrives 12/03/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /2025 Toyota bZ4X/ }).getAttribute('href')).toBe('/vehicles/v1');
    expect(navigate).toHaveBeenCalledWith('/listings?distance=-1&stockTypes=NEW', { replace: true });
  });

  it('names a car’s colour after its condition, and leaves no stray dot when a feed gave none', async () => {
    api.on('GET', '/vehicles/search', page([car('v1'), car('v2', { exteriorColor: '', model: 'Camry' })]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    expect(await screen.findByText('Showing 1–2 of 2 vehicles')).toBeTruthy();
    const metas = [...document.querySelectorAll('.listing-card__meta')].map((p) => p.textContent);
    expect(metas).toEqual(['New · White', 'New']);
  });

  it('filters by make and Electric, updating the URL and session storage', async () => {
    api.on('GET', '/vehicles/search', page([car('v1')]));
    const { navigate } = renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Toyota (1)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Electric only/ }));
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        '/listings?distance=-1&stockTypes=NEW&makes=Toyota&fuelTypes=Electric',
        { replace: true },
      ),
    );
    expect(lastSearch()).toEqual({
      distance: '-1',
      stockTypes: 'NEW',
      makes: 'Toyota',
      fuelTypes: 'Electric',
    });
    expect(sessionStorage.getItem('FuelType')).toBe('Electric');
  });

  it('offers only the campaign stock types', async () => {
    api.on('GET', '/vehicles/search', page([car('v1')]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings', campaign: { stockTypeConditions: ['USED'] } });
    await screen.findByText('Showing 1 vehicle');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(lastSearch()).toEqual({ distance: '-1', stockTypes: 'USED' });
  });

  it('shows the empty state with Clear filters', async () => {
    api.on('GET', '/vehicles/search', page([]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings?stockTypes=NEW&makes=Audi' });
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear);
    await waitFor(() => expect(lastSearch()).toEqual({ distance: '-1', stockTypes: 'NEW' }));
  });

  it('pages with Previous and Next', async () => {
    api.on('GET', '/vehicles/search', ({ query }) =>
      page([car(`v${String(query['page'] ?? 1)}`)], { page: Number(query['page'] ?? 1), total: 30, totalPages: 3 }),
    );
    renderInApp(<ListingsPage params={{}} />, { path: '/listings', campaign: { productId: 103 } });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(lastSearch()).toEqual({ stockTypeConditions: 'NEW', sort: 'priceWithRebates', page: '2' });
  });

  it('shows an error with Try again', async () => {
    api.on('GET', '/vehicles/search', page([car('v1')]));
    api.once('GET', '/vehicles/search', networkError);
    renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 vehicle')).toBeTruthy();
  });

  it('shows each car’s estimated payment with its terms and the credit range it assumes', async () => {
    api.on('GET', '/vehicles/search', page([car('v1'), car('v2', { payment: null })]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    expect(await screen.findByText('Est. $1,035/mo')).toBeTruthy();
    expect(screen.getByText('36 months at 4.49% APR, $0 down')).toBeTruthy();
    expect(screen.getAllByText('Priced for Good credit (660–699).')).toHaveLength(1);
    expect(screen.getByText('No finance estimate for this vehicle.')).toBeTruthy();
  });

  it('searches the text and the most per month, and refuses an amount that is no whole dollars', async () => {
    api.on('GET', '/vehicles/search', page([car('v1')]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    const box = await screen.findByRole('searchbox', { name: 'Search make, model or keyword' });
    fireEvent.input(box, { target: { value: '  bZ4X  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastSearch()).toEqual({ distance: '-1', stockTypes: 'NEW', q: 'bZ4X' }));
    const most = screen.getByLabelText('Most per month');
    const sent = api.requests.length;
    fireEvent.input(most, { target: { value: '12.50' } });
    fireEvent.keyDown(most, { key: 'Enter' });
    expect(await screen.findByText('Most per month may only contain numeric characters')).toBeTruthy();
    expect(most.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.length).toBe(sent);
    fireEvent.input(most, { target: { value: '$1,500' } });
    fireEvent.keyDown(most, { key: 'Enter' });
    await waitFor(() =>
      expect(lastSearch()).toEqual({ distance: '-1', stockTypes: 'NEW', q: 'bZ4X', maxMonthly: '1500' }),
    );
    expect(screen.queryByText('Most per month may only contain numeric characters')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(lastSearch()).toEqual({ distance: '-1', stockTypes: 'NEW' }));
    expect((box as HTMLInputElement).value).toBe('');
    expect((most as HTMLInputElement).value).toBe('');
    // The button went away with the filters: focus goes on to the search box.
    expect(document.activeElement).toBe(box);
  });

  it('shows a year or mileage a link named off the lists as the filter that is on', async () => {
    api.on('GET', '/vehicles/search', page([car('v1')]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings?stockTypes=NEW&minYear=2001&maxMileage=30000' });
    await screen.findByText('Showing 1 vehicle');
    expect((screen.getByLabelText('Model year') as HTMLSelectElement).value).toBe('2001');
    expect((screen.getByLabelText('Mileage') as HTMLSelectElement).value).toBe('30000');
    expect(lastSearch()).toEqual({ distance: '-1', stockTypes: 'NEW', minYear: '2001', maxMileage: '30000' });
  });

  it('on a phone, opens the filters in a dialog from a button that says how many are on', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query === '(max-width: 767px)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    try {
      api.on('GET', '/vehicles/search', page([car('v1'), car('v2')]));
      renderInApp(<ListingsPage params={{}} />, { path: '/listings?stockTypes=NEW&bodyStyles=suv' });
      await screen.findByText('Showing 1–2 of 2 vehicles');
      expect(screen.queryByRole('form', { name: 'Filters' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
      const dialog = await screen.findByRole('dialog', { name: 'Filters' });
      expect(within(dialog).getByRole('checkbox', { name: 'SUV (2)' })).toHaveProperty('checked', true);
      // The page's count is inert behind the modal; the dialog says what the filters found.
      expect(within(dialog).getByRole('status').textContent).toBe('2 vehicles match');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Show 2 vehicles' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

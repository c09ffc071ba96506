import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchParams, SearchResult } from './api.ts';
import { renderInApp } from './test-support.tsx';

const search = vi.fn<(params: SearchParams) => Promise<SearchResult>>();
vi.mock('./api.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  searchVehicles: (params: SearchParams) => search(params),
}));
const { default: ListingsPage } = await import('./listings-page.tsx');

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

beforeEach(() => search.mockReset());
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('ListingsPage', () => {
  it('shows the cards with price with rebates in whole dollars and the in-transit badge', async () => {
    search.mockResolvedValue(
      page([car('v1'), car('v2', { inTransit: true, estimatedDeliveryDate: '2026-12-03', model: 'Camry' })]),
    );
    const { navigate } = renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    expect(await screen.findByText('Showing 1–2 of 2 vehicles')).toBeTruthy();
    expect(screen.getAllByText('$42,000')).toHaveLength(2);
    expect(screen.getByText('In transit · arrives 12/03/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: /2025 Toyota bZ4X/ }).getAttribute('href')).toBe('/vehicles/v1');
    expect(navigate).toHaveBeenCalledWith('/listings?distance=-1&stockTypes=NEW', { replace: true });
  });

  it('filters by make and Electric, updating the URL and session storage', async () => {
    search.mockResolvedValue(page([car('v1')]));
    const { navigate } = renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Toyota (1)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Electric only/ }));
    await waitFor(() =>
      expect(navigate).toHaveBeenLastCalledWith(
        '/listings?distance=-1&stockTypes=NEW&makes=Toyota&fuelTypes=Electric',
        { replace: true },
      ),
    );
    expect(search).toHaveBeenLastCalledWith({
      distance: -1,
      stockTypes: ['NEW'],
      makes: ['Toyota'],
      fuelTypes: ['Electric'],
    });
    expect(sessionStorage.getItem('FuelType')).toBe('Electric');
  });

  it('offers only the campaign stock types', async () => {
    search.mockResolvedValue(page([car('v1')]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings', campaign: { stockTypeConditions: ['USED'] } });
    await screen.findByText('Showing 1–1 of 1 vehicles');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(search).toHaveBeenCalledWith({ distance: -1, stockTypes: ['USED'] });
  });

  it('shows the empty state with Clear filters', async () => {
    search.mockResolvedValue(page([]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings?stockTypes=NEW&makes=Audi' });
    const clear = await screen.findByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear);
    await waitFor(() => expect(search).toHaveBeenLastCalledWith({ distance: -1, stockTypes: ['NEW'] }));
  });

  it('pages with Previous and Next', async () => {
    search.mockImplementation(async (p) =>
      page([car(`v${String(p?.['page'] ?? 1)}`)], { page: Number(p?.['page'] ?? 1), total: 30, totalPages: 3 }),
    );
    renderInApp(<ListingsPage params={{}} />, { path: '/listings', campaign: { productId: 103 } });
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(search).toHaveBeenLastCalledWith({ stockTypeConditions: ['NEW'], sort: 'priceWithRebates', page: 2 });
  });

  it('shows an error with Try again', async () => {
    search.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([car('v1')]));
    renderInApp(<ListingsPage params={{}} />, { path: '/listings' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–1 of 1 vehicles')).toBeTruthy();
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { configureTracking, resetTracking } from '../../lib/tracking.ts';
import { statusFixture } from '../deal/test-fixtures.ts';
import { savedTrade } from '../trade/test-fixtures.ts';
import type { SavedDeal } from '../../contract/garage.ts';
import { createGarageCountModel } from './model.ts';

const api = vi.hoisted(() => ({ getSavedDeals: vi.fn(), getRecentlyViewed: vi.fn(), getSavedDealCount: vi.fn() }));
vi.mock('./api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const trades = vi.hoisted(() => ({ getTrade: vi.fn() }));
vi.mock('../trade/api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...trades }));
const { default: GaragePage } = await import('./garage-page.tsx');
const { GarageLink } = await import('./garage-link.tsx');

const summary: SavedDeal['vehicle'] = {
  id: 'v1',
  year: 2025,
  make: 'Toyota',
  model: 'Camry',
  trim: 'XSE',
  stockType: 'NEW',
  bodyStyle: 'sedan',
  fuelType: 'Hybrid',
  exteriorColor: 'Red',
  mileage: null,
  msrp: 33000,
  salePrice: 32000,
  priceWithRebates: 30500,
  imageUrl: null,
  stockImageUrl: null,
  inTransit: false,
  estimatedDeliveryDate: null,
};

beforeEach(() => trades.getTrade.mockResolvedValue(null));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('GaragePage', () => {
  it('shows the trade-in its deals count, or the way to value one', async () => {
    api.getSavedDeals.mockResolvedValue({ deals: [] });
    api.getRecentlyViewed.mockResolvedValue({ vehicles: [] });
    trades.getTrade.mockResolvedValue(savedTrade({ netCashOffer: 8_300 }));
    renderInApp(<GaragePage params={{}} />, { path: '/garage', loggedIn: true });
    const region = await screen.findByRole('region', { name: 'Your trade-in' });
    expect(await within(region).findByText('2003 Honda Accord EX')).toBeTruthy();
    expect(within(region).getByText('Net cash offer of $8,300, counted in every deal here.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Update your trade-in' }).getAttribute('href')).toBe('/trade');
    cleanup();
    trades.getTrade.mockResolvedValue(null);
    renderInApp(<GaragePage params={{}} />, { path: '/garage', loggedIn: true });
    const none = await screen.findByRole('region', { name: 'Your trade-in' });
    expect(await within(none).findByRole('link', { name: 'Value your trade' })).toBeTruthy();
  });

  it('asks a logged-out visitor to sign in and come back to the garage, without calling the API', () => {
    renderInApp(<GaragePage params={{}} />, { path: '/garage' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?redirectPath=%2Fgarage',
    );
    expect(api.getSavedDeals).not.toHaveBeenCalled();
  });

  it('lists saved deals and recently viewed vehicles', async () => {
    api.getSavedDeals.mockResolvedValue({
      deals: [
        {
          dealId: 'd1',
          dealName: 'Weekend car',
          dealType: 'FINANCE',
          monthlyPayment: 353.22,
          term: 48,
          creditTier: 'good',
          cashPrice: 30500,
          updatedAt: '2026-03-04',
          status: statusFixture('SIGNED', '2026-03-05T12:00:00.000Z'),
          vehicle: summary,
        },
        {
          dealId: 'd2',
          dealName: 'Paid outright',
          dealType: 'CASH',
          monthlyPayment: null,
          term: null,
          creditTier: null,
          cashPrice: 30500,
          updatedAt: '2026-03-02',
          status: statusFixture('SAVED', '2026-03-05T12:00:00.000Z'),
          vehicle: summary,
        },
      ],
    });
    api.getRecentlyViewed.mockResolvedValue({ vehicles: [] });
    renderInApp(<GaragePage params={{}} />, { path: '/garage', loggedIn: true });
    expect((await screen.findByRole('link', { name: 'Weekend car' })).getAttribute('href')).toBe('/deals/d1');
    // In whole dollars, as the deal page shows it (seed 001 §9).
    expect(screen.getByText('$353/mo')).toBeTruthy();
    // Beside the payment, the credit range it assumes; a cash deal has neither.
    expect(screen.getAllByText('Priced for Good credit (660–699).')).toHaveLength(1);
    expect(screen.getByText('$30,500 cash')).toBeTruthy();
    expect(screen.getByText('Updated 03/04/2026')).toBeTruthy();
    expect(screen.getByText('Finance')).toBeTruthy();
    expect(screen.getByText('Status: Contract signed')).toBeTruthy();
    expect(await screen.findByText('You haven’t viewed any vehicles yet.')).toBeTruthy();
  });
});

describe('GaragePage recently viewed page type', () => {
  let seen: ((entries: Partial<IntersectionObserverEntry>[]) => void)[] = [];
  const send = vi.fn();
  beforeEach(() => {
    seen = [];
    // The garage renders above queued page views while tracking is unconfigured: start from none.
    resetTracking();
    configureTracking({ mode: 'iframe', send });
    api.getSavedDeals.mockResolvedValue({ deals: [] });
    api.getRecentlyViewed.mockResolvedValue({ vehicles: [summary] });
  });
  afterEach(() => {
    resetTracking();
    vi.unstubAllGlobals();
  });
  const recentViews = () => send.mock.calls.filter(([, data]) => data.pageType === 'recently-viewed');

  it("tracks 'recently-viewed' once its list comes into view, not before", async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          seen.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    renderInApp(<GaragePage params={{}} />, { path: '/garage', loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Recently viewed' })).toBeTruthy();
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    act(() => seen.at(-1)?.([{ isIntersecting: false }]));
    expect(recentViews()).toEqual([]);
    act(() => seen.at(-1)?.([{ isIntersecting: true }]));
    expect(recentViews()).toEqual([['track', { pageType: 'recently-viewed', route: '/garage' }]]);
  });

  it('counts as shown when rendered where IntersectionObserver is missing; never when logged out', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderInApp(<GaragePage params={{}} />, { path: '/garage', loggedIn: true });
    await screen.findByRole('heading', { name: 'Recently viewed' });
    expect(recentViews()).toEqual([['track', { pageType: 'recently-viewed', route: '/garage' }]]);
    cleanup();
    send.mockClear();
    renderInApp(<GaragePage params={{}} />, { path: '/garage' });
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(recentViews()).toEqual([]);
  });
});

describe('GarageLink', () => {
  it('is hidden and fetches nothing when logged out', () => {
    const fetchCount = vi.fn(async () => ({ count: 2 }));
    renderInApp(<GarageLink model={createGarageCountModel(fetchCount)} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(fetchCount).not.toHaveBeenCalled();
  });

  it('shows the saved-deal count in its name and badge when logged in', async () => {
    const model = createGarageCountModel(async () => ({ count: 2 }));
    renderInApp(<GarageLink model={model} />, { loggedIn: true });
    const link = await screen.findByRole('link', { name: 'My Garage, 2 saved deals' });
    expect(link.getAttribute('href')).toBe('/garage');
    expect(link.querySelector('.garage-link__badge')?.textContent).toBe('2');
  });

  it('hides the badge at 0 and fetches when the visitor logs in', async () => {
    const fetchCount = vi.fn(async () => ({ count: 0 }));
    const { session } = renderInApp(<GarageLink model={createGarageCountModel(fetchCount)} />);
    session.visitor.value = { ...session.visitor.value, isLoggedIn: true };
    const link = await screen.findByRole('link', { name: 'My Garage' });
    await waitFor(() => expect(fetchCount).toHaveBeenCalledTimes(1));
    expect(link.querySelector('.garage-link__badge')).toBeNull();
  });
});

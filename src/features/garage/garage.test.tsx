import { act, cleanup, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { useTracked } from '../../testing/tracking.ts';
import { statusFixture } from '../deal/test-fixtures.ts';
import { savedTrade } from '../trade/test-fixtures.ts';
import type { SavedDeal } from '../../contract/garage.ts';
import { GarageLink } from './garage-link.tsx';
import GaragePage from './garage-page.tsx';
import { createGarageCountModel } from './model.ts';

const api = useFakeApi();
const counts = () => api.sent('GET', '/garage/deals/count');

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

// The shopper's trade-in (features/trade): none unless a test says so.
beforeEach(() => api.on('GET', '/trade', null));
afterEach(cleanup);

describe('GaragePage', () => {
  it('shows the trade-in its deals count, or the way to value one', async () => {
    api.on('GET', '/garage/deals', { deals: [] });
    api.on('GET', '/garage/recently-viewed', { vehicles: [] });
    api.on('GET', '/trade', savedTrade({ netCashOffer: 8_300 }));
    renderInApp(<GaragePage params={{}} />, { path: '/garage', loggedIn: true });
    const region = await screen.findByRole('region', { name: 'Your trade-in' });
    expect(await within(region).findByText('2003 Honda Accord EX')).toBeTruthy();
    expect(within(region).getByText('Net cash offer of $8,300, counted in every deal here.')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Update your trade-in' }).getAttribute('href')).toBe('/trade');
    cleanup();
    api.on('GET', '/trade', null);
    renderInApp(<GaragePage params={{}} />, { path: '/garage', loggedIn: true });
    const none = await screen.findByRole('region', { name: 'Your trade-in' });
    expect(await within(none).findByRole('link', { name: 'Value your trade' })).toBeTruthy();
  });

  it('asks a logged-out visitor to sign in and come back to the garage, without calling the API', () => {
    renderInApp(<GaragePage params={{}} />, { path: '/garage' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?redirectPath=%2Fgarage',
    );
    expect(api.requests).toEqual([]);
  });

  it('lists saved deals and recently viewed vehicles', async () => {
    api.on('GET', '/garage/deals', {
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
    api.on('GET', '/garage/recently-viewed', { vehicles: [] });
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
  const tracked = useTracked();
  /** Events before this index are an earlier render's. */
  let from = 0;
  beforeEach(() => {
    seen = [];
    from = 0;
    api.on('GET', '/garage/deals', { deals: [] });
    api.on('GET', '/garage/recently-viewed', { vehicles: [summary] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const recentViews = () =>
    tracked.events
      .slice(from)
      .filter((e) => e.data['pageType'] === 'recently-viewed')
      .map((e) => [e.name, e.data]);

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
    from = tracked.events.length;
    renderInApp(<GaragePage params={{}} />, { path: '/garage' });
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).toBeNull();
    expect(recentViews()).toEqual([]);
  });
});

describe('GarageLink', () => {
  it('is hidden and fetches nothing when logged out', () => {
    renderInApp(<GarageLink model={createGarageCountModel()} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('shows the saved-deal count in its name and badge when logged in', async () => {
    api.on('GET', '/garage/deals/count', { count: 2 });
    renderInApp(<GarageLink model={createGarageCountModel()} />, { loggedIn: true });
    const link = await screen.findByRole('link', { name: 'My Garage, 2 saved deals' });
    expect(link.getAttribute('href')).toBe('/garage');
    expect(link.querySelector('.garage-link__badge')?.textContent).toBe('2');
  });

  it('hides the badge at 0 and fetches when the visitor logs in', async () => {
    api.on('GET', '/garage/deals/count', { count: 0 });
    const { session } = renderInApp(<GarageLink model={createGarageCountModel()} />);
    expect(counts()).toEqual([]);
    session.visitor.value = { ...session.visitor.value, isLoggedIn: true };
    const link = await screen.findByRole('link', { name: 'My Garage' });
    await waitFor(() => expect(counts()).toHaveLength(1));
    expect(link.querySelector('.garage-link__badge')).toBeNull();
  });
});

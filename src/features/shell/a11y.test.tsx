// On happy-dom axe runs every rule, "region" included: the banners above the navigation are landmarks of their own.
// The floating contact button's and the banners' copy ship with their chunks.
import '../../lib/i18n/parts/top-banners.ts';
import '../../lib/i18n/parts/after-main.ts';
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromotionsBanner } from '../promotions/index.ts';
import { createTourModel } from '../tour/index.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import * as shell from './index.ts';
import { UpdatedTradeModal } from './updated-trade-modal.tsx';

const api = useFakeApi();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

async function violations(): Promise<string[]> {
  // jsdom has no layout: contrast is checked by the end-to-end axe runs in a real browser.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

describe('shell banners and modals', () => {
  it('have no axe violations with everything shown and open', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    api.on('GET', '/vehicles/v1/banner', {
      imageUrl: null,
      stockImageUrl: null,
      bodyStyle: 'suv',
      year: 2025,
      make: 'BMW',
      model: 'iX',
      trim: 'xDrive50',
      exteriorColor: 'Blue',
      interiorColor: 'Black',
    });
    const tour = createTourModel({ delayMs: 0 });
    renderInApp(
      <>
        <shell.LinkBackBanner />
        <PromotionsBanner />
        <main>
          <shell.VehicleBanner />
        </main>
        <shell.FloatingContact />
        <shell.BackgroundOverlay />
        <UpdatedTradeModal
          load={async () => ({
            info: {
              vehicleName: '2019 BMW X3',
              vin: '5UXTR7C56KLF12345',
              oldTradeOffer: 24000,
              oldPayoff: 15000,
              oldNetOffer: 9000,
              newTradeOffer: 23500,
              newPayoff: 14800,
              newNetOffer: 8700,
              difference: -300,
            },
          })}
        />
      </>,
      {
        embedded: true,
        loggedIn: true,
        tour,
        vehicleOfInterestId: 'v1',
        context: { refererUrl: 'https://dealer.test/' },
        campaign: {
          productId: 103,
          noPaymentDays: 90,
          programId: 'BMW-LOYALTY-2026',
          callCenterEnabled: true,
          phoneNumber: '5035550188',
          featureFlags: ['NO_PROFILE_PAGE_FEATURE', 'UPDATED_TRADE_MODAL_DISPLAY', 'NEW_BMW_PROMOTIONAL_BANNER'],
        },
      },
    );
    await screen.findByText(/2025 BMW iX/);
    await screen.findByRole('dialog', { name: 'Your Trade Value has been Updated' });
    act(() => {
      tour.add('_sessionContactHint');
      tour.start();
    });
    await screen.findByText('Questions? Our personal shoppers are here to help.');
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    await screen.findByRole('dialog', { name: 'New BMW Loyalty Offers' });
    expect(await violations()).toEqual([]);
  });
});

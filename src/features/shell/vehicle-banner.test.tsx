import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { VehicleBanner as VehicleBannerData } from '../../contract/vehicle.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp, type AppRenderOptions } from '../../testing/render.tsx';
import { VehicleBanner } from './vehicle-banner.tsx';

const api = useFakeApi();

const BANNER: VehicleBannerData = {
  imageUrl: 'https://app.test/images/vehicles/v1001/0.svg',
  stockImageUrl: 'https://app.test/images/stock/suv.svg',
  bodyStyle: 'suv',
  year: 2025,
  make: 'BMW',
  model: 'iX',
  trim: 'xDrive50',
  exteriorColor: 'Phytonic Blue',
  interiorColor: 'Black',
};

const FLAG = { featureFlags: ['NO_PROFILE_PAGE_FEATURE'] };

function renderBanner(options: AppRenderOptions = {}) {
  return renderInApp(<VehicleBanner />, { embedded: true, campaign: FLAG, vehicleOfInterestId: 'v1001', ...options });
}

afterEach(cleanup);

describe('VehicleBanner', () => {
  it('shows the vehicle of interest on home with both buttons', async () => {
    api.on('GET', '/vehicles/:id/banner', BANNER);
    renderBanner();
    expect(await screen.findByText(/2025 BMW iX/)).toBeTruthy();
    expect(api.sent('GET', '/vehicles/v1001/banner')).toHaveLength(1);
    expect(screen.getByText('xDrive50')).toBeTruthy();
    expect(screen.getByText('Exterior: Phytonic Blue')).toBeTruthy();
    expect(screen.getByText('Interior: Black')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Estimate payments' }).getAttribute('href')).toBe(
      '/no-profile/vehicles/v1001',
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/account/register/ghost');
  });

  it("offers a signed-in shopper no 'Create account'", async () => {
    api.on('GET', '/vehicles/:id/banner', BANNER);
    renderBanner({ loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Estimate payments' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('needs home (or the plugin landing page), a vehicle of interest and NO_PROFILE_PAGE_FEATURE', () => {
    renderBanner({ path: '/listings' });
    renderBanner({ vehicleOfInterestId: null });
    renderBanner({ campaign: { featureFlags: [] } });
    expect(document.querySelector('.vehicle-banner')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('follows the vehicle of interest when the host changes it', async () => {
    api.on('GET', '/vehicles/:id/banner', ({ params }) => ({ ...BANNER, model: params['id'] === 'v2' ? 'X5' : 'iX' }));
    const { vehicleOfInterestId } = renderBanner();
    expect(await screen.findByText(/2025 BMW iX/)).toBeTruthy();
    vehicleOfInterestId.value = 'v2';
    expect(await screen.findByText(/2025 BMW X5/)).toBeTruthy();
  });

  it('inventory image, then stock image, then the body-style icon on load errors', async () => {
    api.on('GET', '/vehicles/:id/banner', BANNER);
    renderBanner();
    const alt = '2025 BMW iX xDrive50';
    const first = await screen.findByRole('img', { name: alt });
    expect(first.getAttribute('src')).toBe(BANNER.imageUrl);
    fireEvent.error(first);
    const second = screen.getByRole('img', { name: alt });
    expect(second.getAttribute('src')).toBe(BANNER.stockImageUrl);
    fireEvent.error(second);
    const icon = screen.getByRole('img', { name: alt });
    // Drawn in the page, so it cannot fail to load.
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon.querySelector('path')).not.toBeNull();
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    api.on('GET', '/vehicles/:id/banner', BANNER);
    api.once('GET', '/vehicles/:id/banner', reply(500, { message: 'Internal error' }));
    renderBanner();
    expect(screen.getByRole('status').textContent).toContain('Loading your vehicle…');
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, there was an unexpected error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/2025 BMW iX/)).toBeTruthy();
  });
});

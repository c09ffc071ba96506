import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VehicleBanner as VehicleBannerData } from '../../contract/vehicle.ts';
import { renderInApp, type AppRenderOptions } from '../../testing/render.tsx';

const api = vi.hoisted(() => ({ getVehicleBanner: vi.fn() }));
vi.mock('../vehicle/api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const { VehicleBanner } = await import('./vehicle-banner.tsx');

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

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('VehicleBanner', () => {
  it('shows the vehicle of interest on home with both buttons', async () => {
    api.getVehicleBanner.mockResolvedValue(BANNER);
    renderBanner();
    expect(await screen.findByText(/2025 BMW iX/)).toBeTruthy();
    expect(api.getVehicleBanner).toHaveBeenCalledWith('v1001', expect.any(AbortSignal));
    expect(screen.getByText('xDrive50')).toBeTruthy();
    expect(screen.getByText('Exterior: Phytonic Blue')).toBeTruthy();
    expect(screen.getByText('Interior: Black')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Estimate payments' }).getAttribute('href')).toBe(
      '/no-profile/vehicles/v1001',
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/account/register/ghost');
  });

  it("offers a signed-in shopper no 'Create account'", async () => {
    api.getVehicleBanner.mockResolvedValue(BANNER);
    renderBanner({ loggedIn: true });
    expect(await screen.findByRole('link', { name: 'Estimate payments' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create account' })).toBeNull();
  });

  it('needs home (or the plugin landing page), a vehicle of interest and NO_PROFILE_PAGE_FEATURE', () => {
    renderBanner({ path: '/listings' });
    renderBanner({ vehicleOfInterestId: null });
    renderBanner({ campaign: { featureFlags: [] } });
    expect(document.querySelector('.vehicle-banner')).toBeNull();
    expect(api.getVehicleBanner).not.toHaveBeenCalled();
  });

  it('follows the vehicle of interest when the host changes it', async () => {
    api.getVehicleBanner.mockImplementation(async (id: string) => ({ ...BANNER, model: id === 'v2' ? 'X5' : 'iX' }));
    const { vehicleOfInterestId } = renderBanner();
    expect(await screen.findByText(/2025 BMW iX/)).toBeTruthy();
    vehicleOfInterestId.value = 'v2';
    expect(await screen.findByText(/2025 BMW X5/)).toBeTruthy();
  });

  it('inventory image, then stock image, then the body-style icon on load errors', async () => {
    api.getVehicleBanner.mockResolvedValue(BANNER);
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
    api.getVehicleBanner.mockRejectedValueOnce(new Error('Service unavailable'));
    api.getVehicleBanner.mockResolvedValueOnce(BANNER);
    renderBanner();
    expect(screen.getByRole('status').textContent).toContain('Loading your vehicle…');
    expect((await screen.findByRole('alert')).textContent).toContain('Sorry, there was an unexpected error');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/2025 BMW iX/)).toBeTruthy();
  });
});

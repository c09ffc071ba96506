import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { networkError, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { testVehicle } from '../../testing/fixtures.ts';
import { loadLocale, locale } from '../../lib/i18n/index.ts';
import type { VehicleWithOffer } from '../../contract/deposit-offer.ts';
import VehiclePage from './vehicle-page.tsx';

const api = useFakeApi();

/** Photos, a 360, a video, a feature and in transit: the page shows each part. */
const vehicle = testVehicle({
  features: ['Sunroof'],
  inTransit: true,
  estimatedDeliveryDate: '2026-12-03',
  images: ['a.svg', 'b.svg', 'c.svg'],
  has360: true,
  hasVideo: true,
});

/** Answers what the page asks for v1 (a test overrides an answer by declaring it again); renders it. */
function setup(over: Partial<VehicleWithOffer> = {}, loggedIn = false) {
  api.on('GET', '/vehicles/v1', { ...vehicle, reserved: false, yourReservation: null, depositOffer: null, ...over });
  api.on('POST', '/vehicles/v1/view', null);
  api.on('GET', '/vehicles/v1/saleprice', { msrp: 33000, salePrice: 32000, rebates: 1500, priceWithRebates: 30500 });
  api.on('GET', '/vehicles/evox-images/77', { images: [] });
  api.on('GET', '/vehicles/three-sixty-images/77', { frames: ['f0.svg', 'f1.svg', 'f2.svg', 'f3.svg'] });
  api.on('GET', '/vehicles/evox-video/77', {
    video: { url: 'walk.svg', posterUrl: 'poster.svg', title: 'Walk-around' },
  });
  return renderInApp(<VehiclePage params={{ vehicleId: 'v1' }} />, { path: '/vehicles/v1', loggedIn });
}

afterEach(cleanup);

describe('VehiclePage', () => {
  it('records the view with its own POST once the vehicle shows, failures ignored', async () => {
    api.once('POST', '/vehicles/v1/view', networkError);
    setup();
    expect(await screen.findByText('$30,500')).toBeTruthy();
    await waitFor(() => expect(api.sent('POST', '/vehicles/:id/view')).toHaveLength(1));
    expect(api.sent('POST', '/vehicles/:id/view')[0]?.path).toBe('/vehicles/v1/view');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the sale price, rebates, price with rebates, disclaimer and in-transit date', async () => {
    setup();
    expect(await screen.findByText('$30,500')).toBeTruthy();
    expect(screen.getByText('-$1,500')).toBeTruthy();
    expect(screen.getByText(/excludes taxes, registration and dealer fees/)).toBeTruthy();
    expect(screen.getByText('This vehicle is in transit. Estimated delivery: 12/03/2026')).toBeTruthy();
    expect(screen.getByText('Lease available')).toBeTruthy();
    expect(api.sent('GET', '/vehicles/three-sixty-images/:styleId').map((r) => [r.path, r.query])).toEqual([
      ['/vehicles/three-sixty-images/77', { modelId: '5' }],
    ]);
  });

  it('leaves out the specifications a feed left empty, rather than showing blank values', async () => {
    setup({ exteriorColor: '', interiorColor: '', engine: '', transmission: '', drivetrain: '' });
    expect(await screen.findByText('$30,500')).toBeTruthy();
    for (const term of ['Exterior color', 'Interior color', 'Engine', 'Transmission', 'Drivetrain'])
      expect(screen.queryByText(term)).toBeNull();
    expect(screen.getByText('Fuel type')).toBeTruthy();
  });

  it('names the fuel in the shopper’s language', async () => {
    setup({ fuelType: 'Plug-In Hybrid' });
    expect(await screen.findByText('Plug-in hybrid')).toBeTruthy();
    await loadLocale('es');
    locale.value = 'es';
    expect(await screen.findByText('Híbrido enchufable')).toBeTruthy();
    locale.value = 'en';
  });

  it('says the sale price is before the manufacturer rebates the rebate line takes off, in English and Spanish', async () => {
    setup();
    expect(await screen.findByText('-$1,500')).toBeTruthy();
    const disclaimer = screen.getByText(/^New vehicle sale price/);
    // The rebate line subtracts the rebates: the sale price above it cannot already include them.
    expect(disclaimer.textContent).not.toMatch(/includes all manufacturer rebates/);
    expect(disclaimer.textContent).toBe(
      'New vehicle sale price includes dealer discounts and is before manufacturer rebates, which are listed below it and taken off. Sale price excludes taxes, registration and dealer fees.',
    );
    await loadLocale('es');
    locale.value = 'es';
    expect(
      await screen.findByText(
        'El precio de venta de vehículos nuevos incluye los descuentos del concesionario y es anterior a los reembolsos del fabricante, que se indican debajo y se descuentan. El precio de venta no incluye impuestos, registro ni cargos del concesionario.',
      ),
    ).toBeTruthy();
    locale.value = 'en';
  });

  it('steps through photos with buttons, thumbnails and arrow keys', async () => {
    setup({ has360: false, hasVideo: false });
    const photo = await screen.findByAltText('2025 Toyota Camry XSE, photo 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByAltText('2025 Toyota Camry XSE, photo 2 of 3')).toBeTruthy();
    fireEvent.keyDown(photo, { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next photo' }), { key: 'ArrowLeft' });
    expect(screen.getByAltText('2025 Toyota Camry XSE, photo 3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 1' }));
    expect(screen.getByAltText('2025 Toyota Camry XSE, photo 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers 360 and video tabs when their calls return something', async () => {
    setup();
    const spinTab = await screen.findByRole('tab', { name: '360° view' });
    fireEvent.click(spinTab);
    const slider = screen.getByRole('slider', { name: 'Turn the vehicle' });
    fireEvent.input(slider, { target: { value: '2' } });
    expect(screen.getByAltText('2025 Toyota Camry XSE, seen from 180°')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn right' }));
    expect(screen.getByAltText('2025 Toyota Camry XSE, seen from 270°')).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: '360° view' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Video' }).getAttribute('aria-selected')).toBe('true');
    const clip = screen.getByAltText('Walk-around');
    expect(clip.getAttribute('src')).toBe('walk.svg');
    fireEvent.click(screen.getByRole('button', { name: /Pause video/ }));
    expect(clip.getAttribute('src')).toBe('poster.svg');
  });

  it('hides the 360 tab when the call returns no frames', async () => {
    setup({ hasVideo: false });
    api.on('GET', '/vehicles/three-sixty-images/77', { frames: [] });
    await screen.findByText('$30,500');
    await waitFor(() => expect(api.sent('GET', '/vehicles/three-sixty-images/77')).toHaveLength(1));
    expect(screen.queryByRole('tab', { name: '360° view' })).toBeNull();
  });

  it('Estimate payments starts a deal and opens the no-profile deal when logged out', async () => {
    const { navigate } = setup();
    api.on('POST', '/deals', { dealId: 'deal-9' });
    fireEvent.click(await screen.findByRole('button', { name: 'Estimate payments' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/no-profile/deals/deal-9'));
    expect(api.sent('POST', '/deals').map((r) => r.body)).toEqual([{ vehicleId: 'v1' }]);
    expect(screen.queryByRole('link', { name: 'View price certificates' })).toBeNull();
  });

  it('opens the deal route and links certificates when logged in; shows a failure', async () => {
    const { navigate } = setup({}, true);
    api.on('POST', '/deals', { dealId: 'deal-9' });
    api.once('POST', '/deals', networkError);
    expect((await screen.findByRole('link', { name: 'View price certificates' })).getAttribute('href')).toBe(
      '/vehicles/v1/certificates',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Estimate payments' }));
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t start your deal.');
    fireEvent.click(screen.getByRole('button', { name: 'Estimate payments' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/deal-9'));
  });
  it('offers Reserve this vehicle with the dealer’s deposit, through a deal and sign-in, in English and Spanish', async () => {
    const { navigate } = setup({ depositOffer: { amountCents: 50_000, refundDays: 7, holdHours: 48 } });
    api.on('POST', '/deals', { dealId: 'deal-9' });
    expect(await screen.findByText('Reserve it for $500 — refundable for 7 days')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve this vehicle' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/account/login?redirectPath=%2Fdeals%2Fdeal-9%2Freserve'),
    );
    expect(api.sent('POST', '/deals').map((r) => r.body)).toEqual([{ vehicleId: 'v1' }]);
    await loadLocale('es');
    locale.value = 'es';
    expect(await screen.findByRole('button', { name: 'Reservar este vehículo' })).toBeTruthy();
    expect(screen.getByText('Resérvelo por $500, reembolsable durante 7 días')).toBeTruthy();
    locale.value = 'en';
  });

  it('says Reserved, with no way to reserve, while another shopper’s deposit holds the car', async () => {
    setup({ reserved: true, depositOffer: { amountCents: 50_000, refundDays: 7, holdHours: 48 } });
    expect(await screen.findByText('This vehicle is reserved by another shopper.')).toBeTruthy();
    expect(screen.getByText('Reserved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserve this vehicle' })).toBeNull();
  });

  it('tells the shopper whose deposit holds the car that it is theirs, with the way to their reservation', async () => {
    setup({
      yourReservation: { dealId: 'deal-9' },
      depositOffer: { amountCents: 50_000, refundDays: 7, holdHours: 48 },
    });
    expect(await screen.findByText('You reserved this vehicle.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your reservation' }).getAttribute('href')).toContain(
      '/deals/deal-9/reservation',
    );
    expect(screen.queryByText('This vehicle is reserved by another shopper.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reserve this vehicle' })).toBeNull();
  });

  it('offers no reservation for a dealer that takes no deposits', async () => {
    setup({ depositOffer: null });
    expect(await screen.findByRole('button', { name: 'Estimate payments' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reserve this vehicle' })).toBeNull();
    expect(screen.queryByText(/^Reserve it for/)).toBeNull();
  });
});

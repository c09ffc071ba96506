import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { testVehicle } from '../../testing/fixtures.ts';
import { statusFixture } from '../deal/test-fixtures.ts';
import type { Certificate } from '../../contract/certificates.ts';
import CertificatePage from './certificate-page.tsx';

const api = useFakeApi();
const CERTIFICATE = '/vehicles/v1/certificates/c1';
/** The payment type of each certificate request, in order. */
const asked = () => api.sent('GET', CERTIFICATE).map((r) => r.query['paymentType'] ?? '');
const MISSING = 'Error: Unable to find a certificateId';

const certificate: Certificate = {
  certificateId: 'c1',
  dealId: 'd1',
  saved: true,
  dealName: 'Weekend car',
  dealPreferences: {
    dealType: 'FINANCE',
    financePreferences: {
      financierType: 'ALL',
      captiveFinancier: null,
      downPayment: 2000,
      term: 48,
      externalOffers: [],
    },
    leasePreferences: { downPayment: null, term: null, mileage: null, externalOffers: [] },
    appliedPreApproval: null,
    chosenOffer: null,
  },
  issuedAt: '2026-03-04',
  vehicleId: 'v1',
  paymentType: 'FINANCE',
  expiresAt: '2026-04-03',
  status: statusFixture('SIGNED', '2026-03-05T12:00:00.000Z'),
  terms: {
    monthlyPayment: 353.22,
    term: 48,
    apr: 3.5,
    downPayment: 2000,
    mileageAllowed: null,
    lenderName: 'Northstar Bank',
    creditTier: 'good',
    outTheDoor: 17800,
    cashPrice: 17800,
  },
  reservation: null,
};

afterEach(cleanup);

describe('CertificatePage', () => {
  it('shows the certificate for the payment type in the query string', async () => {
    api.on('GET', CERTIFICATE, ({ query }) => ({ ...certificate, paymentType: query['paymentType'] }));
    api.on('GET', '/vehicles/v1', testVehicle());
    const { navigate } = renderInApp(<CertificatePage params={{ vehicleId: 'v1', certificateId: 'c1' }} />, {
      path: '/vehicles/v1/certificates/c1?paymentType=FINANCE',
      loggedIn: true,
    });
    expect(await screen.findByRole('heading', { name: 'Weekend car' })).toBeTruthy();
    expect(asked()).toEqual(['FINANCE']);
    expect(screen.getByText('$353')).toBeTruthy();
    expect(screen.getByText('3.50%')).toBeTruthy();
    expect(screen.getByText('48 months')).toBeTruthy();
    expect(screen.getByText('Credit range').nextElementSibling?.textContent).toBe('Good (660–699)');
    expect(screen.getByText('Contract signed')).toBeTruthy();
    expect(screen.getByText('04/03/2026')).toBeTruthy();
    expect(await screen.findByText('2025 Toyota Camry XSE')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lease' }));
    expect(navigate).toHaveBeenCalledWith('/vehicles/v1/certificates/c1?paymentType=LEASE', { replace: true });
    await waitFor(() => expect(asked()).toEqual(['FINANCE', 'LEASE']));
  });

  it('asks a visitor to sign in and come back to this certificate, as it was asked for', () => {
    renderInApp(<CertificatePage params={{ vehicleId: 'v1', certificateId: 'c1' }} />, {
      path: '/vehicles/v1/certificates/c1?paymentType=LEASE',
    });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/account/login?redirectPath=${encodeURIComponent('/vehicles/v1/certificates/c1?paymentType=LEASE')}`,
    );
    expect(api.requests).toEqual([]);
  });

  it('names no credit range for cash, which has no payment to price', async () => {
    api.on('GET', CERTIFICATE, {
      ...certificate,
      paymentType: 'CASH',
      terms: { ...certificate.terms, monthlyPayment: null, term: null, apr: null, lenderName: null, creditTier: null },
    });
    api.on('GET', '/vehicles/v1', testVehicle());
    renderInApp(<CertificatePage params={{ vehicleId: 'v1', certificateId: 'c1' }} />, {
      path: '/vehicles/v1/certificates/c1?paymentType=CASH',
      loggedIn: true,
    });
    await screen.findByRole('heading', { name: 'Weekend car' });
    expect(screen.getByText('Cash price')).toBeTruthy();
    expect(screen.queryByText('Credit range')).toBeNull();
  });

  it('asks for the certificate’s own payment type when the query has none', async () => {
    api.on('GET', CERTIFICATE, certificate);
    api.on('GET', '/vehicles/v1', testVehicle());
    renderInApp(<CertificatePage params={{ vehicleId: 'v1', certificateId: 'c1' }} />, { loggedIn: true });
    await screen.findByRole('heading', { name: 'Weekend car' });
    // No payment type in the query: the server answers the certificate's own.
    expect(api.sent('GET', CERTIFICATE).map((r) => r.query)).toEqual([{}]);
  });

  it('logs "Unable to find a certificateId" when the response has no deal id', async () => {
    api.on('GET', CERTIFICATE, { ...certificate, dealId: '' });
    renderInApp(<CertificatePage params={{ vehicleId: 'v1', certificateId: 'c1' }} />, { loggedIn: true });
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t find this certificate.');
    await waitFor(() => expect(api.reports.map((r) => r.message)).toEqual([MISSING]));
  });

  it('logs it when the route has no certificate id', async () => {
    renderInApp(<CertificatePage params={{ vehicleId: 'v1' }} />, { loggedIn: true });
    expect(screen.getByRole('alert')).toBeTruthy();
    await waitFor(() => expect(api.reports.map((r) => r.message)).toEqual([MISSING]));
    expect(api.requests).toEqual([]);
  });
});

/** The deal page of a signed deal: the tracker, the contract's date and figures, nothing that changes them. */
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNullBridge } from '../../lib/bridge.ts';
import { EnvContext, type AppEnv } from '../../lib/env.tsx';
import { formatDate } from '../../contract/format.ts';
import { ApiError } from '../../lib/http.ts';
import { testContext } from '../../testing/context.ts';
import { createSessionModel, SessionContext } from '../auth/index.ts';
import type * as protectionApi from '../protection/api.ts';
import type * as visitsApi from '../visits/api.ts';
import type * as api from './api.ts';
import { dealFixture, dealVehicleFixture, statusFixture } from './test-fixtures.ts';

const fakes = vi.hoisted(() => ({
  getDeal: vi.fn(),
  getDealVehicle: vi.fn(),
  requestFinanceQuotes: vi.fn(),
  requestLeaseQuotes: vi.fn(),
  getCashDeal: vi.fn(),
  startDealFrom: vi.fn(),
}));
vi.mock('./api.ts', async (importOriginal) => ({ ...(await importOriginal<typeof api>()), ...fakes }));
const protection = vi.hoisted(() => ({ getDealerProtectionProducts: vi.fn(), getDealJacket: vi.fn() }));
vi.mock('../protection/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof protectionApi>()),
  ...protection,
}));
const visits = vi.hoisted(() => ({ getDriveAtHomeProgram: vi.fn() }));
vi.mock('../visits/api.ts', async (importOriginal) => ({ ...(await importOriginal<typeof visitsApi>()), ...visits }));
vi.mock('../../lib/tracking.ts', () => ({ trackEvent: vi.fn(), trackLead: vi.fn() }));
const { default: DealPage } = await import('./deal-page.tsx');

const SIGNED_AT = '2026-11-05T18:30:00.000Z';
const quote = {
  quoteId: 'f-cap-60',
  term: 60,
  lenderNumber: 'L-CAP',
  downPayment: 2000,
  lease: false,
  mileageAllowed: null,
  monthlyPayment: 509.37,
  financier: { lenderNumber: 'L-CAP', name: 'Toyota Financial Services', captiveLender: true },
};
const signedDeal = dealFixture({ saved: true, quote, status: statusFixture('SIGNED', SIGNED_AT) });

function renderDeal() {
  const context = testContext({ visitor: { isLoggedIn: true, userId: 'u1' } });
  const navigate = vi.fn();
  const env: AppEnv = {
    context,
    navigate,
    reload: vi.fn(),
    host: createNullBridge(),
    vehicleOfInterestId: signal(null),
  };
  render(
    <EnvContext.Provider value={env}>
      <SessionContext.Provider value={createSessionModel(context.visitor)}>
        <DealPage params={{ dealId: 'd-1' }} route="deal" />
      </SessionContext.Provider>
    </EnvContext.Provider>,
  );
  return { navigate };
}

beforeEach(() => {
  fakes.getDeal.mockResolvedValue(signedDeal);
  fakes.getDealVehicle.mockResolvedValue(dealVehicleFixture());
  protection.getDealerProtectionProducts.mockRejectedValue(new ApiError('No products', 'http', 404));
  protection.getDealJacket.mockResolvedValue({ dealId: 'd-1', insuranceWarranties: [] });
  visits.getDriveAtHomeProgram.mockResolvedValue({ inProgram: true, deliveryRadiusMiles: 50 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('DealPage of a signed deal', () => {
  it('says when the contract was signed and shows its figures, with nothing that changes them', async () => {
    renderDeal();
    await screen.findByRole('heading', { name: `Contract signed on ${formatDate(SIGNED_AT)}` });
    expect(formatDate(SIGNED_AT)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(screen.getByText('$509')).toBeTruthy();
    expect(screen.getByText('Toyota Financial Services')).toBeTruthy();
    expect(screen.getByText('60 months')).toBeTruthy();
    // The finish steps load: what is left of them is there, what was done is not.
    await screen.findByRole('link', { name: 'Drive at home' });
    expect(screen.getByRole('link', { name: 'Contact the dealer' })).toBeTruthy();
    expect(screen.queryByText('Adjust your payment')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign online' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Apply for financing' })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    // Nothing is quoted again: the server would refuse it.
    expect(fakes.requestFinanceQuotes).not.toHaveBeenCalled();
    expect(fakes.requestLeaseQuotes).not.toHaveBeenCalled();
  });

  it('marks the current step of the tracker in words and with aria-current', async () => {
    renderDeal();
    const heading = await screen.findByRole('heading', { name: 'Your progress' });
    const section = heading.closest('section') as HTMLElement;
    const steps = within(section).getAllByRole('listitem');
    expect(steps).toHaveLength(8);
    const current = steps.filter((s) => s.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('Contract signed');
    expect(current[0]?.textContent).toContain('You are here');
    expect(steps[0]?.textContent).toContain('Done on');
    expect(steps[7]?.textContent).toContain('To do');
  });

  it('starts a new deal from this one and opens it', async () => {
    fakes.startDealFrom.mockResolvedValue(dealFixture({ dealId: 'd-2' }));
    const { navigate } = renderDeal();
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new deal from this one' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-2'));
    expect(fakes.startDealFrom).toHaveBeenCalledWith('d-1');
  });

  it('offers no test drive or delivery once the delivery is booked', async () => {
    fakes.getDeal.mockResolvedValue({ ...signedDeal, status: statusFixture('DELIVERY_BOOKED', SIGNED_AT) });
    renderDeal();
    await screen.findByRole('link', { name: 'Contact the dealer' });
    expect(screen.queryByRole('link', { name: /test drive/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Drive at home' })).toBeNull();
  });
});

/** The deal page of a signed deal: the tracker, the contract's date and figures, nothing that changes them. */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../contract/format.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import DealPage from './deal-page.tsx';
import { dealFixture, dealVehicleFixture, statusFixture } from './test-fixtures.ts';

const api = useFakeApi();

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
  return renderInApp(<DealPage params={{ dealId: 'd-1' }} route="deal" />, { path: '/deals/d-1', loggedIn: true });
}

beforeEach(() => {
  api.on('GET', '/deals/:id', signedDeal);
  api.on('GET', '/deals/:id/vehicle', dealVehicleFixture());
  // Reserve it: this dealer takes no deposits (the reserve feature's tests cover one that does).
  api.on('GET', '/deals/:id/reservation', { offer: null, reservedByOther: false, reservation: null, payment: null });
  api.on('GET', '/drive-at-home/dealer-in-program/:dealerId', {
    dealerId: 'dealer-1',
    inProgram: true,
    deliveryRadiusMiles: 50,
  });
});
afterEach(cleanup);

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
    expect(api.sent('POST', '/deals/:id/finance/quotes')).toEqual([]);
    expect(api.sent('POST', '/deals/:id/lease/quotes')).toEqual([]);
    expect(api.sent('POST', '/deals/:id/cash')).toEqual([]);
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
    api.on('POST', '/deals/:id/start-new', dealFixture({ dealId: 'd-2' }));
    const { navigate } = renderDeal();
    fireEvent.click(await screen.findByRole('button', { name: 'Start a new deal from this one' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-2'));
    expect(api.sent('POST', '/deals/:id/start-new').map((r) => r.path)).toEqual(['/deals/d-1/start-new']);
  });

  it('offers no test drive or delivery once the delivery is booked', async () => {
    api.on('GET', '/deals/:id', { ...signedDeal, status: statusFixture('DELIVERY_BOOKED', SIGNED_AT) });
    renderDeal();
    await screen.findByRole('link', { name: 'Contact the dealer' });
    expect(screen.queryByRole('link', { name: /test drive/i })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Drive at home' })).toBeNull();
  });
});

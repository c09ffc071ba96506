import { cleanup, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { ReserveEntryPart } from './reserve-entry.tsx';
import { answer, HELD } from './test-fixtures.ts';

const api = useFakeApi();
const BASE = '/deals/d-1/reservation';
afterEach(cleanup);

describe('the deal page’s reserve entry', () => {
  it('offers to reserve with the amount and refund rule, through sign-in for a visitor, back to the reserve page', async () => {
    api.on('GET', BASE, answer());
    renderInApp(<ReserveEntryPart dealId="d-1" />, { loggedIn: false, path: '/no-profile/deals/d-1' });
    expect(await screen.findByText('Reserve it for $500 — refundable for 7 days')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Reserve this vehicle' });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('/deals/d-1/reserve'));
  });

  it('says Reserved instead while another shopper holds the car', async () => {
    api.on('GET', BASE, answer({ reservedByOther: true }));
    renderInApp(<ReserveEntryPart dealId="d-1" />, { loggedIn: true });
    expect(await screen.findByText('This vehicle is reserved by another shopper.')).toBeTruthy();
    expect(screen.getByText('Reserved')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reserve this vehicle' })).toBeNull();
  });

  it('shows the shopper’s own reservation: amount, receipt, hold end and refund deadline', async () => {
    api.on('GET', BASE, answer({ reservation: HELD }));
    renderInApp(<ReserveEntryPart dealId="d-1" />, { loggedIn: true });
    expect(await screen.findByText('UP-1234-5678')).toBeTruthy();
    expect(screen.getByText('$500.00')).toBeTruthy();
    expect(screen.getByText('Held until')).toBeTruthy();
    expect(screen.getByText('Refundable until')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your reservation' }).getAttribute('href')).toBe(
      '/deals/d-1/reservation',
    );
  });

  it('shows nothing when the dealer takes no deposits', async () => {
    api.on('GET', BASE, answer({ offer: null }));
    const { container } = renderInApp(<ReserveEntryPart dealId="d-1" />, { loggedIn: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.sent('GET', BASE)).toHaveLength(1);
    expect(container.textContent).toBe('');
  });
});

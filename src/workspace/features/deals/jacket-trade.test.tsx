import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COUNTER_TOO_HIGH, type JacketTradeIn } from '../../../contract/trade-review.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { setLocale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { AGENT, dealJacket as jacket } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  setLocale('en', false);
});
// The jacket's documents section reads its own list: none here.
beforeEach(() => api.on('GET', '/dealer/api/deals/D1/documents', { dealId: 'D1', documents: [] }));

const photo = (slot: JacketTradeIn['photos'][number]['slot']) => ({
  slot,
  width: 800,
  height: 600,
  imageUrl: `/api/uploads/object?key=trade%2Ft1%2F${slot}.jpg&expires=9&signature=s`,
  thumbnailUrl: `/api/uploads/object?key=trade%2Ft1%2F${slot}-thumb.jpg&expires=9&signature=s`,
});
const tradeIn = (over: Partial<JacketTradeIn> = {}): JacketTradeIn => ({
  vehicle: '2018 Honda Civic EX',
  offer: 10000,
  payoff: 4000,
  photos: [photo('front'), photo('rear'), photo('driverSide'), photo('passengerSide'), photo('odometer')],
  review: { state: 'none' },
  ...over,
});
const CONFIRM = '/dealer/api/deals/D1/trade/confirm';
const COUNTER = '/dealer/api/deals/D1/trade/counter';

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Trade-in' });
  return heading.closest('section')!;
}

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the trade-in in the deal jacket', () => {
  it('shows the trade, how many photos were given, each thumbnail a link to the full image, and no review yet', async () => {
    api.on('GET', '/dealer/api/deals/D1', jacket({ tradeIn: tradeIn() }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const trade = await section();
    expect(trade.textContent).toContain('2018 Honda Civic EX');
    expect(trade.textContent).toContain('$10,000');
    expect(trade.textContent).toContain('$4,000');
    expect(within(trade).getByText('Photos provided: 5 of 7')).toBeTruthy();
    const front = within(trade).getByRole('img', { name: 'Front' });
    expect(front.getAttribute('src')).toBe(photo('front').thumbnailUrl);
    const link = within(trade).getByRole('link', { name: 'Front (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(photo('front').imageUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(trade).getByRole('img', { name: 'Driver’s side' })).toBeTruthy();
    expect(within(trade).getByText('Not reviewed yet.')).toBeTruthy();
    expect(within(trade).getByRole('button', { name: 'Confirm offer' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says when no photos were given, and when the shopper has no trade', async () => {
    api.on('GET', '/dealer/api/deals/D1', jacket({ tradeIn: tradeIn({ photos: [] }) }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const trade = await section();
    expect(within(trade).getByText('No photos')).toBeTruthy();
    expect(within(trade).queryByRole('img')).toBeNull();
    cleanup();
    api.on('GET', '/dealer/api/deals/D1', jacket());
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    expect(within(await section()).getByText('The shopper has no trade.')).toBeTruthy();
  });

  it('confirms the offer with the CSRF token, then says who confirmed it', async () => {
    api.on('GET', '/dealer/api/deals/D1', jacket({ tradeIn: tradeIn() }));
    api.once('POST', CONFIRM, () =>
      jacket({ tradeIn: tradeIn({ review: { state: 'confirmed', by: 'Sam Desk', at: '2026-12-02T14:00:00.000Z' } }) }),
    );
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    fireEvent.click(within(await section()).getByRole('button', { name: 'Confirm offer' }));
    const trade = await section();
    await waitFor(() => expect(within(trade).getByText(/^Offer confirmed by Sam Desk on /)).toBeTruthy());
    expect(within(trade).queryByRole('button', { name: 'Confirm offer' })).toBeNull();
    const sent = api.sent('POST', CONFIRM);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-CSRF-TOKEN')).toBe(AGENT.csrfToken);
  });

  it('counters: a bad amount is said beside the field and kept; the server’s bound too; then the new offer and note', async () => {
    api.on('GET', '/dealer/api/deals/D1', jacket({ tradeIn: tradeIn() }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const trade = await section();
    const amount = within(trade).getByLabelText('New offer amount');
    const note = within(trade).getByLabelText('Note (optional)');

    fireEvent.input(amount, { target: { value: '9000.50' } });
    fireEvent.click(within(trade).getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(descriptionOf(amount)).toContain('Enter the new offer in whole dollars, from $1.'));
    expect(valueOf(amount)).toBe('9000.50');
    expect(api.sent('POST', COUNTER)).toHaveLength(0);

    api.once(
      'POST',
      COUNTER,
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'offer', message: COUNTER_TOO_HIGH }] }),
    );
    fireEvent.input(amount, { target: { value: '25,000' } });
    fireEvent.click(within(trade).getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(descriptionOf(amount)).toContain(COUNTER_TOO_HIGH));
    expect(api.sent('POST', COUNTER)[0]!.body).toEqual({ offer: 25000, note: '' });

    api.once('POST', COUNTER, () =>
      jacket({
        tradeIn: tradeIn({
          offer: 9000,
          review: {
            state: 'countered',
            by: 'Sam Desk',
            at: '2026-12-02T14:00:00.000Z',
            oldOffer: 10000,
            newOffer: 9000,
            note: 'Rear bumper scratched',
          },
        }),
      }),
    );
    fireEvent.input(amount, { target: { value: '$9,000' } });
    fireEvent.input(note, { target: { value: 'Rear bumper scratched' } });
    fireEvent.click(within(trade).getByRole('button', { name: 'Send counter' }));
    await waitFor(() => expect(within(trade).getByText(/^Countered \$10,000 → \$9,000 by Sam Desk on /)).toBeTruthy());
    expect(within(trade).getByText('Note to the shopper: Rear bumper scratched')).toBeTruthy();
    expect(api.sent('POST', COUNTER)[1]!.body).toEqual({ offer: 9000, note: 'Rear bumper scratched' });
    // The form is empty again for another counter.
    expect(valueOf(within(trade).getByLabelText('New offer amount'))).toBe('');
    expect(within(trade).getByText('Counter sent: the shopper sees the new offer on their next visit.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('speaks Spanish', async () => {
    setLocale('es', false);
    api.on('GET', '/dealer/api/deals/D1', jacket({ tradeIn: tradeIn() }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const heading = await screen.findByRole('heading', { name: 'Vehículo de intercambio' });
    const trade = heading.closest('section')!;
    expect(within(trade).getByText('Fotos entregadas: 5 de 7')).toBeTruthy();
    expect(within(trade).getByRole('img', { name: 'Frente' })).toBeTruthy();
    expect(within(trade).getByRole('button', { name: 'Confirmar oferta' })).toBeTruthy();
    expect(within(trade).getByRole('button', { name: 'Enviar contraoferta' })).toBeTruthy();
  });
});

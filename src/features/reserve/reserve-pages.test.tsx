// @vitest-environment jsdom
// happy-dom gives an iframe no contentWindow (it loads no frame pages): the card field's messages are believed
// only from that window, so the tests need one.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n/index.ts';
import { configureTracking, resetTracking } from '../../lib/tracking.ts';
import { renderInApp } from '../../testing/render.tsx';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { dealVehicleFixture } from '../deal/test-fixtures.ts';
import ReservePages from './reserve-pages.tsx';
import { answer, HELD, PAY_ORIGIN, PENDING_ANSWER, reservation } from './test-fixtures.ts';

const api = useFakeApi();
const BASE = '/deals/d-1/reservation';

beforeEach(async () => {
  await setLocale('en');
  api.on('GET', '/deals/:id/vehicle', dealVehicleFixture());
});
afterEach(() => {
  cleanup();
  resetTracking();
});

function renderReserve(options: { loggedIn?: boolean } = {}) {
  return renderInApp(
    <main>
      <ReservePages params={{ dealId: 'd-1' }} route="reserve" />
    </main>,
    { path: '/deals/d-1/reserve', loggedIn: options.loggedIn ?? true },
  );
}

function renderReserved() {
  return renderInApp(
    <main>
      <ReservePages params={{ dealId: 'd-1' }} route="reservation" />
    </main>,
    { path: '/deals/d-1/reservation', loggedIn: true },
  );
}

async function expectNoAxeViolations() {
  // The card field is the provider's page: axe checks it in the end-to-end tests, not here.
  const result = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cardFrame = async (title = 'Card details') => (await screen.findByTitle(title)) as HTMLIFrameElement;
/** A message as the card field posts it, from its window and the provider's origin unless told otherwise. */
function fromField(
  frame: HTMLIFrameElement,
  data: unknown,
  origin = PAY_ORIGIN,
  source: unknown = frame.contentWindow,
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}
const result = (status: string, error: string | null = null) => ({
  upshiftPay: 1,
  type: 'result',
  paymentId: 'pi_1',
  status,
  error,
});

describe('the reserve page', () => {
  it('states the deposit, the hold and the refund rule, starts a reservation with a request key and shows the card field', async () => {
    api.on('GET', BASE, answer());
    api.on('POST', BASE, PENDING_ANSWER);
    renderReserve();
    const frame = await cardFrame();
    expect(api.sent('POST', BASE)).toHaveLength(1);
    const { idempotencyKey } = api.lastBody('POST', BASE) as { idempotencyKey: string };
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_]{16,64}$/);
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe(`${PAY_ORIGIN}/card`);
    expect(src.searchParams.get('client_secret')).toBe('pi_1_secret_abc');
    expect(src.searchParams.get('parent')).toBe(window.location.origin);
    expect(src.searchParams.get('locale')).toBe('en');
    expect(screen.getByText('$500.00')).toBeTruthy();
    expect(screen.getByText('The dealer holds the vehicle for 48 hours after you pay.')).toBeTruthy();
    expect(screen.getByText('Cancel within 7 days of paying and you get all of it back.')).toBeTruthy();
    const { vehicle } = dealVehicleFixture();
    await waitFor(() => expect(document.querySelector('.reserve__vehicle')?.textContent).toContain(vehicle.model));
    await expectNoAxeViolations();
  });

  it('retries a failed start with the same key', async () => {
    api.on('GET', BASE, answer());
    api.on('POST', BASE, PENDING_ANSWER);
    api.once('POST', BASE, () => reply(503, { message: 'Unavailable' }));
    renderReserve();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await cardFrame();
    const [first, second] = api.sent('POST', BASE).map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(second).toBe(first);
  });

  it('asks the field to confirm once however often Pay is pressed, confirms after its result from the right window and origin, and opens the reserved page', async () => {
    api.on('GET', BASE, PENDING_ANSWER);
    api.on('POST', `${BASE}/confirm`, answer({ reservation: HELD }));
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    const { navigate } = renderReserve();
    const frame = await cardFrame();
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    const pay = screen.getByRole('button', { name: 'Pay $500.00 deposit' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith({ upshiftPay: 1, type: 'confirm' }, PAY_ORIGIN);
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Processing your payment…')).toBeTruthy();
    // Another page's message, or one from another window, is not the field's.
    fromField(frame, result('succeeded'), 'https://evil.test');
    fromField(frame, result('succeeded'), PAY_ORIGIN, window);
    expect(api.sent('POST', `${BASE}/confirm`)).toHaveLength(0);
    fromField(frame, result('succeeded'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-1/reservation', { replace: true }));
    expect(api.sent('POST', `${BASE}/confirm`)).toHaveLength(1);
    expect((api.lastBody('POST', `${BASE}/confirm`) as { reservationId: string }).reservationId).toBe('r-1');
    expect(send.mock.calls.filter(([name]) => name === 'lead')).toEqual([['lead', { kind: 'deposit' }]]);
  });

  it('tells the ready field a new language without reloading it, so what the shopper typed stays', async () => {
    api.on('GET', BASE, PENDING_ANSWER);
    renderReserve();
    const frame = await cardFrame();
    const src = frame.src;
    const post = vi.spyOn(frame.contentWindow!, 'postMessage');
    fromField(frame, { upshiftPay: 1, type: 'ready' });
    await act(() => setLocale('es'));
    await waitFor(() => expect(post).toHaveBeenCalledWith({ upshiftPay: 1, type: 'locale', locale: 'es' }, PAY_ORIGIN));
    expect(await cardFrame('Datos de la tarjeta')).toBe(frame);
    expect(frame.src).toBe(src);
  });

  it("sizes the field by its resize messages and ignores another origin's", async () => {
    api.on('GET', BASE, PENDING_ANSWER);
    renderReserve();
    const frame = await cardFrame();
    fromField(frame, { upshiftPay: 1, type: 'resize', height: 321 });
    expect(frame.style.height).toBe('321px');
    fromField(frame, { upshiftPay: 1, type: 'resize', height: 999 }, 'https://evil.test');
    expect(frame.style.height).toBe('321px');
  });

  it("shows the bank's challenge, then confirms once the field answers again", async () => {
    api.on('GET', BASE, PENDING_ANSWER);
    api.once('POST', `${BASE}/confirm`, { ...PENDING_ANSWER, reservation: reservation({ status: 'CHALLENGE' }) });
    api.once('POST', `${BASE}/confirm`, answer({ reservation: HELD }));
    const { navigate } = renderReserve();
    const frame = await cardFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $500.00 deposit' }));
    fromField(frame, result('requires_action'));
    expect(await screen.findByText(/Your bank is asking you to confirm/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay $500.00 deposit' }) as HTMLButtonElement).disabled).toBe(true);
    fromField(frame, result('succeeded'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-1/reservation', { replace: true }));
  });

  it('words a decline in Spanish for a Spanish shopper and keeps the card field to pay again', async () => {
    await setLocale('es');
    const declined = reservation({
      status: 'DECLINED',
      declineCode: 'insufficient_funds',
      declineReason: 'Your card has insufficient funds.',
    });
    api.on('GET', BASE, PENDING_ANSWER);
    api.on('POST', `${BASE}/confirm`, { ...PENDING_ANSWER, reservation: declined });
    renderReserve();
    const frame = await cardFrame('Datos de la tarjeta');
    expect(new URL(frame.src).searchParams.get('locale')).toBe('es');
    fireEvent.click(screen.getByRole('button', { name: /^Pagar depósito de/ }));
    fromField(frame, result('requires_payment_method', 'Your card has insufficient funds.'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Su pago fue rechazado: la tarjeta no tiene fondos suficientes.');
    expect(alert.textContent).not.toContain('insufficient');
    // The same field, with what the shopper typed, and Pay again.
    expect(await cardFrame('Datos de la tarjeta')).toBe(frame);
    expect((screen.getByRole('button', { name: /Pagar depósito/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says another shopper reserved the vehicle when the start answers 409', async () => {
    api.on('GET', BASE, answer());
    api.on('POST', BASE, () => reply(409, { message: 'This vehicle is reserved by another shopper.' }));
    renderReserve();
    expect(await screen.findByRole('heading', { name: 'Reserved' })).toBeTruthy();
    expect(screen.getByText('This vehicle is reserved by another shopper.')).toBeTruthy();
    expect(screen.queryByTitle('Card details')).toBeNull();
  });

  it('says the dealer stopped taking deposits when the start answers that 409, in Spanish, without calling the car reserved', async () => {
    await setLocale('es');
    api.on('GET', BASE, answer());
    api.on('POST', BASE, () => reply(409, { message: 'This dealer does not take deposits.' }));
    renderReserve();
    expect((await screen.findByRole('alert')).textContent).toContain('Este concesionario no acepta depósitos.');
    expect(screen.queryByRole('heading', { name: 'Reservado' })).toBeNull();
  });

  it('shows bad server data as an error, not a page', async () => {
    api.on('GET', BASE, { offer: { amountCents: -5 }, reservedByOther: 'no' });
    renderReserve();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByTitle('Card details')).toBeNull();
    expect(api.sent('POST', BASE)).toHaveLength(0);
  });

  it('asks a visitor to sign in and come back here', async () => {
    renderReserve({ loggedIn: false });
    const link = screen.getByRole('link', { name: 'Sign in to reserve this vehicle' });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('/deals/d-1/reserve'));
    expect(api.requests.filter((r) => r.path.startsWith(BASE))).toHaveLength(0);
  });
});

describe('the reserved page', () => {
  it('shows the amount, receipt, hold end and refund deadline, and cancels with a refund after confirming in a dialog', async () => {
    api.on('GET', BASE, answer({ reservation: HELD }));
    api.on(
      'POST',
      `${BASE}/cancel`,
      answer({ reservation: { ...HELD, status: 'REFUNDED', refundedCents: 50_000, cancellable: false } }),
    );
    renderReserved();
    expect(await screen.findByText('UP-1234-5678')).toBeTruthy();
    expect(screen.getByText('$500.00')).toBeTruthy();
    expect(screen.getByText(/^Held until Dec/)).toBeTruthy();
    expect(screen.getByText(/^Refundable until Dec 8, 2026/)).toBeTruthy();
    await expectNoAxeViolations();
    const cancel = screen.getByRole('button', { name: 'Cancel and refund' });
    cancel.focus();
    fireEvent.click(cancel);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your reservation?' });
    expect(dialog.textContent).toContain('We refund $500.00 to your card');
    // Keeping it closes the dialog and gives focus back.
    fireEvent.click(screen.getByRole('button', { name: 'Keep my reservation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel and refund' }));
    expect((await screen.findAllByText('Your deposit of $500.00 was refunded.')).length).toBeGreaterThan(0);
    const body = api.lastBody('POST', `${BASE}/cancel`) as { reservationId: string; idempotencyKey: string };
    expect(body.reservationId).toBe('r-1');
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_]{16,64}$/);
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
  });

  it('after the dealer refunded part, says how much and offers the rest back', async () => {
    api.on('GET', BASE, answer({ reservation: { ...HELD, refundedCents: 20_000 } }));
    renderReserved();
    expect(await screen.findByText('The dealer has refunded $200.00 of it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(/We refund \$300\.00 to your card/)).toBeTruthy();
  });

  it("words the server's refusal of a cancel in Spanish and keeps the dialog to try again", async () => {
    await setLocale('es');
    api.on('GET', BASE, answer({ reservation: HELD }));
    api.on('POST', `${BASE}/cancel`, () =>
      reply(400, { message: 'The refundable window for this deposit has ended.' }),
    );
    renderReserved();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar y reembolsar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar y reembolsar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'El plazo para el reembolso de este depósito ya terminó.',
    );
    expect(screen.queryByText(/refundable window/)).toBeNull();
  });

  it('says why a deposit past its window cannot be cancelled', async () => {
    api.on('GET', BASE, answer({ reservation: { ...HELD, cancellable: false } }));
    renderReserved();
    expect(await screen.findByText(/The refundable window ended on Dec 8, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).toBeNull();
  });
});

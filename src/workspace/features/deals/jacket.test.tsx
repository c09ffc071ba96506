import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_YOUR_DEALER } from '../../../contract/workspace.ts';
import { REFUND_REFUSED_MESSAGE } from '../../../contract/reservation.ts';
import {
  REFUND_AMOUNT_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
  type DealJacket,
  type RevealedPersonal,
} from '../../../contract/workspace-deals.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { setLocale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { AGENT, MANAGER, dealJacket as jacket } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
// The documents section (its own tests: jacket-documents.test.tsx).
beforeEach(() => api.on('GET', '/dealer/api/deals/:id/documents', { dealId: 'D1', documents: [] }));
afterEach(() => {
  cleanup();
  setLocale('en', false);
});

describe('the deal jacket', () => {
  it('shows the payment and every line of the price to the cent, and the credit tier, never a score', async () => {
    api.on('GET', '/dealer/api/deals/D1', jacket());
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    await screen.findByRole('heading', { name: 'Deal: 2026 Honda Accord Sport' });
    expect(screen.getByText('$550.00/mo for 60 months at 3.90% APR with Honda Financial')).toBeTruthy();
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) }).textContent;
    expect(row('Selling price')).toContain('$30,000.00');
    expect(row('Sales tax \\(6%\\)')).toContain('$1,800.00');
    expect(row('Amount financed')).toContain('$30,000.00');
    expect(screen.getByText('Good, from the shopper’s own pick')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(555) 010-2030' }).getAttribute('href')).toBe('tel:5550102030');
    expect(screen.getByRole('button', { name: 'Print deal sheet' })).toBeTruthy();
    // An agent reads the lock but cannot set one.
    expect(screen.getByText('The price is not locked.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lock this price' })).toBeNull();
  });

  it('a manager locks the price for the days typed; a bad number is said beside the field and kept', async () => {
    api.on('GET', '/dealer/api/deals/D1', jacket());
    api.once('PUT', '/dealer/api/deals/D1/price-lock', () =>
      jacket({ priceLock: { until: '2026-12-02', salePrice: 30000, by: 'Morgan Reyes' } }),
    );
    renderWorkspace('/dealer/deals/D1', { me: MANAGER });
    const days = await screen.findByLabelText('Days to hold it (1 to 30)');
    fireEvent.input(days, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lock this price' }));
    await waitFor(() => expect(descriptionOf(days)).toContain('Lock it for 1 to 30 days.'));
    expect(valueOf(days)).toBe('45');
    expect(api.sent('PUT', '/dealer/api/deals/D1/price-lock')).toHaveLength(0);
    fireEvent.input(days, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lock this price' }));
    await screen.findByText('$30,000.00 locked until 12/02/2026 by Morgan Reyes.');
    expect(api.sent('PUT', '/dealer/api/deals/D1/price-lock')[0]!.body).toEqual({ days: 3 });
  });

  it('another dealer’s deal says so without a retry; an unknown one is not found', async () => {
    api.on('GET', '/dealer/api/deals/D2', reply(403, { message: NOT_YOUR_DEALER }));
    renderWorkspace('/dealer/deals/D2', { me: AGENT });
    await screen.findByText(NOT_YOUR_DEALER);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    api.on('GET', '/dealer/api/deals/D3', reply(404, { message: 'Deal not found' }));
    renderWorkspace('/dealer/deals/D3', { me: AGENT });
    await screen.findByRole('heading', { name: 'Deal not found' });
  });
});

describe('the finance application’s birth dates and incomes', () => {
  const REVEAL = '/dealer/api/deals/D1/finance-application/reveal';
  const applied = (coApplicant: boolean) =>
    jacket({
      financeApplication: {
        status: 'SUBMITTED',
        personalOnFile: { applicant: true, coApplicant },
        decisions: [],
      },
    });
  const revealed: RevealedPersonal = {
    applicant: { dateOfBirth: '1979-03-14', grossAnnualIncome: 85000, otherAnnualIncome: 0 },
    coApplicant: { dateOfBirth: '1981-07-04', grossAnnualIncome: 52000, otherAnnualIncome: null },
  };
  const valueOfTerm = (scope: HTMLElement, term: string) =>
    within(scope).getByText(term).nextElementSibling!.textContent;

  async function expectNoAxeViolations() {
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  it('are masked until shown; showing asks the server (with the CSRF token), moves focus to them, and Hide masks them again', async () => {
    api.on('GET', '/dealer/api/deals/D1', applied(true));
    api.once('POST', REVEAL, revealed);
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const values = await screen.findByRole('group', { name: 'Birth date and income' });
    const applicant = within(values).getByRole('heading', { name: 'Applicant' }).parentElement!;
    const co = within(values).getByRole('heading', { name: 'Co-applicant' }).parentElement!;
    expect(valueOfTerm(applicant, 'Birth date')).toBe('••/••/••••Hidden');
    expect(valueOfTerm(applicant, 'Gross yearly income')).toBe('$•••••Hidden');
    expect(values.textContent).not.toMatch(/\d/);
    expect(screen.getByText('Showing them is recorded in the audit log.')).toBeTruthy();
    expect(api.sent('POST', REVEAL)).toHaveLength(0);
    await expectNoAxeViolations();

    fireEvent.click(screen.getByRole('button', { name: 'Show birth date and income' }));
    await waitFor(() => expect(valueOfTerm(applicant, 'Birth date')).toBe('03/14/1979'));
    expect(valueOfTerm(applicant, 'Gross yearly income')).toBe('$85,000');
    expect(valueOfTerm(applicant, 'Other yearly income')).toBe('$0');
    expect(valueOfTerm(co, 'Birth date')).toBe('07/04/1981');
    expect(valueOfTerm(co, 'Other yearly income')).toBe('Not given');
    expect(document.body.textContent).not.toMatch(/SSN|Social Security/i);
    await waitFor(() => expect(document.activeElement).toBe(values));
    const sent = api.sent('POST', REVEAL);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get('X-CSRF-TOKEN')).toBe(AGENT.csrfToken);
    await expectNoAxeViolations();

    const hide = screen.getByRole('button', { name: 'Hide birth date and income' });
    hide.focus();
    fireEvent.click(hide);
    expect(valueOfTerm(applicant, 'Birth date')).toBe('••/••/••••Hidden');
    expect(values.textContent).not.toMatch(/\d/);
    // The same button, now Show again: focus stays on it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show birth date and income' }));
  });

  it('a refused reveal says why and shows nothing; nothing to mask, no button', async () => {
    api.on('GET', '/dealer/api/deals/D1', applied(false));
    api.once('POST', REVEAL, reply(403, { message: NOT_YOUR_DEALER }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    fireEvent.click(await screen.findByRole('button', { name: 'Show birth date and income' }));
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_YOUR_DEALER);
    expect(screen.queryByRole('heading', { name: 'Co-applicant' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Birth date and income' }).textContent).not.toMatch(/\d/);
    cleanup();
    api.on('GET', '/dealer/api/deals/D2', {
      ...applied(false),
      id: 'D2',
      financeApplication: { status: 'DRAFT', personalOnFile: { applicant: false, coApplicant: false }, decisions: [] },
    });
    renderWorkspace('/dealer/deals/D2', { me: AGENT });
    await screen.findByText('Started, not sent.');
    expect(screen.queryByRole('button', { name: 'Show birth date and income' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    setLocale('es', false);
    api.on('GET', '/dealer/api/deals/D1', applied(false));
    api.once('POST', REVEAL, { ...revealed, coApplicant: null });
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const values = await screen.findByRole('group', { name: 'Fecha de nacimiento e ingresos' });
    expect(within(values).getAllByText('Oculto')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar fecha de nacimiento e ingresos' }));
    await screen.findByRole('button', { name: 'Ocultar fecha de nacimiento e ingresos' });
    expect(valueOfTerm(values, 'Ingreso anual bruto')).toBe('$85,000');
  });
});

describe('the reservation', () => {
  const RESERVATION = '/dealer/api/deals/D1/reservation';
  const held = (over: Partial<NonNullable<DealJacket['reservation']>> = {}) =>
    jacket({
      reservation: {
        id: 'r-1',
        dealId: 'D1',
        vehicleId: 'v1',
        status: 'HELD',
        amountCents: 50_000,
        refundedCents: 0,
        receiptNumber: 'R-7KQ4-MX9T',
        declineReason: null,
        declineCode: null,
        createdAt: '2026-11-30T15:00:00.000Z',
        paidAt: '2026-11-30T15:01:00.000Z',
        holdUntil: '2026-12-02T15:01:00.000Z',
        refundableUntil: '2026-12-07T15:01:00.000Z',
        cancellable: true,
        ...over,
      },
    });
  const panel = () => screen.getByRole('region', { name: 'Reservation' });

  async function expectNoAxeViolations() {
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }

  it('says when there is none, and offers nothing to do', async () => {
    api.on('GET', '/dealer/api/deals/D1', jacket());
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    await screen.findByText('The shopper has not reserved this vehicle.');
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('shows the deposit, receipt and hold; refunds part after a yes, once, with a key, and offers what is left', async () => {
    api.on('GET', '/dealer/api/deals/D1', held());
    api.once('POST', `${RESERVATION}/refund`, () => held({ refundedCents: 20_000 }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const amount = await screen.findByRole('textbox', { name: 'Refund amount ($), up to $500.00' });
    expect(valueOf(amount)).toBe('500');
    expect(panel().textContent).toContain('R-7KQ4-MX9T');
    expect(panel().textContent).toMatch(/Paid: the vehicle is held for the shopper until/);
    await expectNoAxeViolations();

    // More than is left, or not money: said beside the field, kept, nothing sent.
    fireEvent.input(amount, { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    await waitFor(() => expect(descriptionOf(amount)).toContain(REFUND_AMOUNT_MESSAGE));
    expect(valueOf(amount)).toBe('600');
    fireEvent.input(amount, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const yes = await screen.findByRole('button', { name: 'Yes, refund $200.00' });
    expect(screen.getByText('Refund $200.00 to the shopper’s card? This cannot be undone.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(yes));
    expect(api.sent('POST', `${RESERVATION}/refund`)).toHaveLength(0);
    await expectNoAxeViolations();
    fireEvent.click(yes);
    fireEvent.click(yes);
    await screen.findByText('Refunded $200.00 to the shopper’s card.');
    const sent = api.sent('POST', `${RESERVATION}/refund`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ amountCents: 20_000, idempotencyKey: expect.stringMatching(/^[\w-]{16,64}$/) });
    expect(sent[0]!.headers.get('X-CSRF-TOKEN')).toBe(AGENT.csrfToken);
    expect(valueOf(screen.getByRole('textbox', { name: 'Refund amount ($), up to $300.00' }))).toBe('300');
    expect(within(panel()).getByText('Refunded').nextElementSibling!.textContent).toBe('$200.00');
  });

  it('a refund the provider refuses says so, keeps the amount, and a retry sends the same key', async () => {
    api.on('GET', '/dealer/api/deals/D1', held());
    api.once('POST', `${RESERVATION}/refund`, reply(409, { message: REFUND_REFUSED_MESSAGE }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const amount = await screen.findByRole('textbox', { name: /Refund amount/ });
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, refund $500.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUND_REFUSED_MESSAGE);
    expect(valueOf(amount)).toBe('500');
    api.once('POST', `${RESERVATION}/refund`, () =>
      held({ status: 'REFUNDED', refundedCents: 50_000, cancellable: false }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, refund $500.00' }));
    await screen.findByText('Refunded in full. Nothing is held.');
    const [first, second] = api.sent('POST', `${RESERVATION}/refund`);
    expect((second!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first!.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(screen.queryByRole('textbox', { name: /Refund amount/ })).toBeNull();
  });

  it('extends the hold by the hours typed and releases it after a yes; No puts focus back', async () => {
    api.on('GET', '/dealer/api/deals/D1', held());
    api.once('POST', `${RESERVATION}/extend`, () => held({ holdUntil: '2026-12-03T15:01:00.000Z' }));
    api.once('POST', `${RESERVATION}/release`, () =>
      held({ status: 'RELEASED', holdUntil: '2026-12-01T12:00:00.000Z' }),
    );
    renderWorkspace('/dealer/deals/D1', { me: MANAGER });
    const hours = await screen.findByRole('textbox', { name: 'Hours to add (1 to 168)' });
    fireEvent.input(hours, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Extend the hold' }));
    await waitFor(() => expect(descriptionOf(hours)).toContain('Extend it by 1 to 168 hours.'));
    fireEvent.input(hours, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Extend the hold' }));
    await screen.findByText(/^The hold now ends /);
    expect(api.sent('POST', `${RESERVATION}/extend`)[0]!.body).toEqual({ hours: 24 });

    const release = screen.getByRole('button', { name: 'Release the vehicle' });
    fireEvent.click(release);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep the hold' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Release the vehicle' })),
    );
    expect(api.sent('POST', `${RESERVATION}/release`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Release the vehicle' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, release it' }));
    await screen.findByText('Released: the vehicle is open to other shoppers.');
    expect(screen.queryByRole('button', { name: 'Extend the hold' })).toBeNull();
    // Released, the deposit is still paid: it can still be refunded.
    expect(screen.getByRole('textbox', { name: 'Refund amount ($), up to $500.00' })).toBeTruthy();
  });

  it('speaks Spanish, the server’s refusals too', async () => {
    setLocale('es', false);
    api.on('GET', '/dealer/api/deals/D1', held({ refundedCents: 45_000 }));
    api.once('POST', `${RESERVATION}/refund`, reply(400, { message: REFUND_TOO_LARGE_MESSAGE }));
    renderWorkspace('/dealer/deals/D1', { me: AGENT });
    const amount = await screen.findByRole('textbox', { name: 'Importe a reembolsar ($), hasta $50.00' });
    expect(valueOf(amount)).toBe('50');
    fireEvent.click(screen.getByRole('button', { name: 'Reembolsar…' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, reembolsar $50.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un reembolso no puede superar lo que queda del depósito.',
    );
    expect(screen.getByRole('button', { name: 'Liberar el vehículo' })).toBeTruthy();
  });
});

describe('the deal search', () => {
  it('searches what the URL says and links each deal; too short a search says so and sends nothing', async () => {
    api.on('GET', '/dealer/api/deals', {
      deals: [
        {
          id: 'D1',
          shopper: 'Ana García',
          vehicle: '2026 Honda Accord',
          dealer: 'Riverside Auto Group',
          updatedAt: '2026-11-30T16:00:00.000Z',
          saved: true,
        },
      ],
    });
    const { currentPath } = renderWorkspace('/dealer/deals?q=ana', { me: AGENT });
    const link = await screen.findByRole('link', { name: 'Ana García' });
    expect(link.getAttribute('href')).toBe('/dealer/deals/D1');
    expect(api.sent('GET', '/dealer/api/deals')[0]!.query).toEqual({ q: 'ana' });
    const box = screen.getByRole('searchbox', { name: 'Find a deal' });
    fireEvent.input(box, { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(descriptionOf(box)).toContain('Type at least 2 characters.'));
    expect(currentPath()).toBe('/dealer/deals?q=ana');
    fireEvent.input(box, { target: { value: 'garcia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(currentPath()).toBe('/dealer/deals?q=garcia'));
  });
});

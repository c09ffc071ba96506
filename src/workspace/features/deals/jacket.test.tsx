import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_YOUR_DEALER } from '../../../contract/workspace.ts';
import type { DealJacket, RevealedPersonal } from '../../../contract/workspace-deals.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { setLocale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  setLocale('en', false);
});

const breakdown = {
  price: 30000,
  rebates: 0,
  docFee: 500,
  registrationFee: 300,
  protectionProducts: 0,
  accessories: 0,
  salesTax: 1800,
  taxRatePercent: 6,
  tradeEquity: 0,
};
// Every line adds up to the cent, as the shared schemas demand of a quote.
const jacket = (over: Partial<DealJacket> = {}): DealJacket => ({
  id: 'D1',
  dealName: null,
  saved: true,
  status: { stage: 'SAVED', steps: [] },
  dealType: 'FINANCE',
  createdAt: '2026-11-30T15:00:00.000Z',
  updatedAt: '2026-11-30T16:00:00.000Z',
  dealer: { id: 'd100', name: 'Riverside Auto Group' },
  campaign: 'demo-ecommerce',
  shopper: { name: 'Ana García', email: 'ana@example.test', phone: '5550102030' },
  vehicle: {
    id: 'v1',
    label: '2026 Honda Accord Sport',
    vin: '1HGCY1F30RA000001',
    stockNumber: 'S-1',
    stockType: 'NEW',
    msrp: 31000,
    salePrice: 30000,
  },
  quote: {
    id: 'q1',
    lease: false,
    financier: { lenderNumber: 'L1', name: 'Honda Financial', captiveLender: true },
    term: 60,
    apr: 3.9,
    downPayment: 2600,
    minimumDownPayment: 0,
    maximumDownPayment: 31000,
    monthlyPayment: 550,
    finalPayment: 550,
    amountFinanced: 30000,
    financeCharge: 3000,
    totalOfPayments: 33000,
    creditTier: 'good',
    breakdown,
  },
  cash: { outTheDoor: 32600, cashPrice: 32600, breakdown },
  externalOffers: [],
  trade: null,
  credit: { tier: 'good', source: 'SELF_SELECTED' },
  protection: [],
  accessories: [],
  financeApplication: null,
  contract: null,
  bookings: [],
  consents: [],
  priceLock: null,
  ...over,
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

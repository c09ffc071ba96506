import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import axe from 'axe-core';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { financeQuotes, stateJurisdiction, taxJurisdiction } from '#engine';
import { quoteInput } from '#engine/test-fixtures';
import { FinanceQuoteSchema, type TaxLocation } from '../../contract/deal.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { DealModel } from './model.ts';
import { PaymentBreakdown } from './payment-breakdown.tsx';
import { TaxLocationSection } from './tax-location.tsx';
import { cashDealFixture, dealFixture, dealVehicleFixture, financeQuote, leaseQuote } from './test-fixtures.ts';

const api = useFakeApi();
const TAX = '/deals/d-1/tax-location';
/** The quote requests the deal's finance tab sent (each load and re-pricing sends one). */
const financeAsks = () => api.sent('POST', '/deals/d-1/finance/quotes').length;

const AT_DEALER: TaxLocation = {
  basis: 'DEALER',
  zip: '78759',
  stateCode: 'TX',
  statePercent: 6.25,
  localPercent: 0,
  localName: null,
};
const TYPED_SF: TaxLocation = {
  basis: 'DEAL_PAGE',
  zip: '94110',
  stateCode: 'CA',
  statePercent: 7.25,
  localPercent: 1.375,
  localName: 'San Francisco, CA',
};

function renderSection(tax: TaxLocation = AT_DEALER) {
  api.on('GET', '/deals/:id', dealFixture({ tax }));
  const model = new DealModel('d-1');
  function Harness() {
    const deal = model.deal.data.value;
    return deal ? <TaxLocationSection model={model} deal={deal} /> : null;
  }
  render(<Harness />);
  void model.load();
  return model;
}

const zipField = () => screen.findByLabelText('Your ZIP code');
const updateButton = () => screen.getByRole('button', { name: 'Update taxes' });

async function violations(): Promise<string[]> {
  // jsdom has no layout: contrast is checked by the end-to-end axe runs in a real browser.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.html).join(' | ')}`);
}

beforeEach(() => {
  api.on('GET', '/deals/:id/vehicle', dealVehicleFixture());
  api.on('POST', '/deals/:id/finance/quotes', { quotes: [financeQuote()] });
  api.on('POST', '/deals/:id/lease/quotes', { quotes: [leaseQuote()] });
  api.on('GET', '/deals/:id/cash', cashDealFixture());
});
afterEach(cleanup);

describe('TaxLocationSection', () => {
  it("says the rate and that it is the dealer's while the shopper's ZIP is unknown; the field starts empty", async () => {
    renderSection();
    expect(await zipField()).toHaveProperty('value', '');
    expect(screen.getByText("Tax rate 6.25%, Texas at the dealer's location (ZIP 78759).")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop using this ZIP' })).toBeNull();
    expect(await violations()).toEqual([]);
  });

  it("keeps a malformed ZIP as typed and shows the spec's message on blur, sending nothing", async () => {
    renderSection();
    const field = await zipField();
    fireEvent.input(field, { target: { value: '7870' } });
    field.focus();
    field.blur();
    expect(await screen.findByText('Zip Code must be 5 digits')).toBeTruthy();
    expect(field).toHaveProperty('value', '7870');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(updateButton());
    expect(api.sent('PUT', TAX)).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  it('re-prices the deal at the typed ZIP through the model and says why this rate', async () => {
    const model = renderSection();
    api.on('PUT', '/deals/:id/tax-location', dealFixture({ tax: TYPED_SF }));
    const field = await zipField();
    await waitFor(() => expect(financeAsks()).toBe(1));
    fireEvent.input(field, { target: { value: ' 94110' } });
    fireEvent.click(updateButton());
    expect(
      await screen.findByText(
        'Tax rate 8.625%: California 7.25% + San Francisco, CA 1.375% for ZIP 94110, the ZIP you entered.',
      ),
    ).toBeTruthy();
    expect(api.sent('PUT', TAX).map((r) => r.body)).toEqual([{ zip: '94110' }]);
    expect(model.deal.data.value?.tax).toEqual(TYPED_SF);
    // The quotes are fetched again at the new rate.
    await waitFor(() => expect(financeAsks()).toBe(2));
    expect(field).toHaveProperty('value', '94110');
  });

  it("shows the server's verdict on the field and keeps what was typed", async () => {
    renderSection();
    api.on('PUT', '/deals/:id/tax-location', () =>
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'zip', message: 'We could not find this Zip Code' }],
      }),
    );
    const field = await zipField();
    fireEvent.input(field, { target: { value: '00000' } });
    fireEvent.click(updateButton());
    expect(await screen.findByText('We could not find this Zip Code')).toBeTruthy();
    expect(api.lastBody('PUT', TAX)).toEqual({ zip: '00000' });
    expect(field).toHaveProperty('value', '00000');
    expect(await violations()).toEqual([]);
  });

  it('starts with the typed ZIP and offers to stop using it, which goes back to the next known ZIP', async () => {
    renderSection(TYPED_SF);
    api.on('PUT', '/deals/:id/tax-location', dealFixture({ tax: AT_DEALER }));
    expect(await zipField()).toHaveProperty('value', '94110');
    fireEvent.click(screen.getByRole('button', { name: 'Stop using this ZIP' }));
    expect(await screen.findByText("Tax rate 6.25%, Texas at the dealer's location (ZIP 78759).")).toBeTruthy();
    expect(api.sent('PUT', TAX).map((r) => r.body)).toEqual([{ zip: null }]);
    expect(await zipField()).toHaveProperty('value', '');
  });
});

describe('PaymentBreakdown tax line', () => {
  const labels = (quote: v.InferOutput<typeof FinanceQuoteSchema>, tax?: TaxLocation) => {
    render(<PaymentBreakdown quote={quote} tax={tax} />);
    return screen.getAllByRole('term').map((el) => el.textContent ?? '');
  };
  const place = {
    zipCode: '94110',
    stateCode: 'CA',
    city: 'San Francisco',
    county: 'City and County of San Francisco',
  };

  it('says the combined rate, its parts and why: the shopper’s ZIP', () => {
    const engine = financeQuotes(quoteInput({ tax: taxJurisdiction(place) }))[0];
    const quote = v.parse(FinanceQuoteSchema, engine);
    expect(labels(quote, { ...TYPED_SF, basis: 'PROFILE' })).toContain(
      'Sales tax (8.625%: California 7.25% + San Francisco, CA 1.375%) for ZIP 94110, where you live',
    );
  });

  it("says the state's rate at the dealer's location", () => {
    const quote = v.parse(FinanceQuoteSchema, financeQuotes(quoteInput({ tax: stateJurisdiction('TX') }))[0]);
    expect(labels(quote, AT_DEALER)).toContain("Sales tax (6.25%, Texas) at the dealer's location (ZIP 78759)");
  });

  it('shows the bare rate for a quote priced elsewhere (no wrong reason)', () => {
    const quote = v.parse(FinanceQuoteSchema, financeQuotes(quoteInput({ tax: stateJurisdiction('TX') }))[0]);
    expect(labels(quote, TYPED_SF)).toContain('Sales tax (6.25%)');
  });
});

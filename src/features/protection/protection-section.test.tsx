import { signal, type Signal } from '@preact/signals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealType, FinanceQuote } from '../../contract/deal.ts';
import { cashDealFixture, financeQuote } from '../deal/test-fixtures.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { NO_PROTECTION_PRODUCTS } from '../../contract/protection.ts';
import { createProtectionModel } from './model.ts';
import { ProtectionSection } from './protection-section.tsx';
import {
  answerProtection,
  BASIC,
  DEALER_PRODUCTS,
  GAP,
  jacketOf,
  PEACE,
  repricedFixture,
  sentJackets,
} from './test-fixtures.ts';

const api = useFakeApi();
const PRODUCTS = '/protection-products/dealer/:dealerId';

beforeEach(() => answerProtection(api));
afterEach(cleanup);

// The server's figures: what each product adds to this 36-month quote's payment, and to the cash price.
const QUOTE = financeQuote({
  term: 36,
  apr: 6,
  protectionEffects: [
    { productId: 'vsc-basic', change: 58.64 },
    { productId: 'vsc-peace-of-mind', change: 67.01 },
    { productId: 'vsc-lifetime', change: 79.57 },
    { productId: 'd100-gap', change: 27.73 },
    { productId: 'd100-tire-wheel', change: 31.37 },
  ],
});
const CASH = cashDealFixture({
  protectionEffects: [
    { productId: 'vsc-basic', change: 1680 },
    { productId: 'vsc-peace-of-mind', change: 1920 },
    { productId: 'vsc-lifetime', change: 2280 },
    { productId: 'd100-tire-wheel', change: 899 },
  ],
});

/** `tab`: the deal page's tab, changed by the test (on Cash no quote shows). */
function renderSection(o: { warrantyEnabled?: boolean; tab?: Signal<DealType>; quote?: FinanceQuote } = {}) {
  const onJacket = vi.fn();
  const onRepriced = vi.fn();
  const log = vi.fn();
  const model = createProtectionModel({ dealId: 'd-1', log, onJacket, onRepriced });
  const tab = o.tab ?? signal<DealType>('FINANCE');
  function Host() {
    return (
      <ProtectionSection
        dealId="d-1"
        dealerId="d100"
        tab={tab.value}
        quote={tab.value === 'CASH' ? null : (o.quote ?? QUOTE)}
        cash={CASH}
        onJacket={onJacket}
        onRepriced={onRepriced}
        model={model}
      />
    );
  }
  const view = renderInApp(<Host />, { path: '/deals/d-1', campaign: { warrantyEnabled: o.warrantyEnabled ?? true } });
  return { ...view, model, onJacket, onRepriced, log };
}

const section = () => screen.getByRole('region', { name: 'Protection products' });
const item = (name: string) => {
  const button = within(section()).getByRole('button', { name: new RegExp(`^(Add|Remove) ${name}$`) });
  const li = button.closest('li');
  if (!li) throw new Error(`no item for ${name}`);
  return li;
};

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('ProtectionSection', () => {
  it('lists the three service contract plans exactly (seed 000 §3), then the dealer’s products, each optional', async () => {
    renderSection();
    await screen.findByRole('region', { name: 'Protection products' });
    const plans = within(section()).getByRole('region', { name: 'Vehicle service contract plans' });
    const rows = within(plans)
      .getAllByRole('listitem')
      .map((li) => [
        li.querySelector('strong')?.textContent,
        ...[...li.querySelectorAll('dd')].map((dd) => dd.textContent),
        within(li).getByText('Optional').textContent,
      ]);
    expect(rows).toEqual([
      ['Basic Coverage', '$1,680', '65,000 miles', 'Optional'],
      ['Peace of Mind', '$1,920', '150,000 miles', 'Optional'],
      ['Lifetime Coverage', '$2,280', 'Unlimited miles', 'Optional'],
    ]);
    const dealer = within(section()).getByRole('region', { name: 'More protection from your dealer' });
    expect(within(dealer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(item('GAP Insurance')).getByText('Optional')).toBeTruthy();
    expect(within(section()).getByText('None yet.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows a plan’s contract price and what the server says it adds to this payment, never its price per month as the price', async () => {
    renderSection();
    await screen.findByRole('region', { name: 'Protection products' });
    const basic = within(item('Basic Coverage'));
    expect(basic.getByText('Contract price').nextElementSibling?.textContent).toBe('$1,680');
    expect(basic.getByText('Adds $59/mo to this payment')).toBeTruthy();
    expect(basic.getByText('The contract price is $28 a month × 60 months.')).toBeTruthy();
    expect(basic.queryByText('$28 per month')).toBeNull();
    expect(basic.queryByText('Price')).toBeNull();
    // A quote the server priced before effects existed shows the contract price as what it adds.
    cleanup();
    renderSection({ quote: financeQuote({ term: 36 }) });
    await screen.findByRole('region', { name: 'Protection products' });
    expect(within(item('Basic Coverage')).getByText('Adds $1,680 to your deal')).toBeTruthy();
  });

  it('shows each product’s effect on the cash price on the cash tab, where GAP is not offered', async () => {
    api.on('GET', PRODUCTS, ({ params, query }) => ({
      dealerId: params['dealerId'],
      products: DEALER_PRODUCTS.products.filter((p) => query['dealType'] !== 'CASH' || p.id !== GAP.id),
    }));
    const tab = signal<DealType>('FINANCE');
    renderSection({ tab });
    await screen.findByRole('region', { name: 'Protection products' });
    expect(within(item('GAP Insurance')).getByText('Adds $28/mo to this payment')).toBeTruthy();
    tab.value = 'CASH';
    await within(item('Peace of Mind')).findByText('Adds $1,920 to your cash price');
    await waitFor(() => expect(within(section()).queryByRole('button', { name: 'Add GAP Insurance' })).toBeNull());
    expect(
      api
        .sent('GET', PRODUCTS)
        .map((r) => [r.path, r.query])
        .at(-1),
    ).toEqual(['/protection-products/dealer/d100', { dealType: 'CASH' }]);
  });

  it('adds a plan, then says what is on the deal; another plan replaces it', async () => {
    const { onRepriced, onJacket } = renderSection();
    await screen.findByRole('region', { name: 'Protection products' });
    fireEvent.click(within(item('Basic Coverage')).getByRole('button', { name: 'Add Basic Coverage' }));
    await within(item('Basic Coverage')).findByRole('button', { name: 'Remove Basic Coverage' });
    expect(api.sent('PUT', '/protection-products/update').map((r) => r.body)).toEqual([
      { dealId: 'd-1', insuranceWarranties: [{ id: 'vsc-basic' }] },
    ]);
    expect(onRepriced).toHaveBeenCalledWith(repricedFixture([BASIC]));
    expect(onJacket).toHaveBeenLastCalledWith([{ id: 'vsc-basic', name: 'Basic Coverage', financedOnly: false }]);
    expect(within(item('Basic Coverage')).getByText('On your deal')).toBeTruthy();
    expect(within(item('Basic Coverage')).getByText('In this payment: $59/mo')).toBeTruthy();
    const jacket = within(section()).getByRole('region', { name: 'Insurance and warranties on your deal' });
    expect(within(jacket).getByText('Basic Coverage')).toBeTruthy();
    expect(within(jacket).getAllByText('$1,680')).toHaveLength(2);
    // Peace of Mind would replace it: its effect is the difference, and it says so.
    expect(within(item('Peace of Mind')).getByText(/Replaces Basic Coverage\./)).toBeTruthy();
    fireEvent.click(within(item('Peace of Mind')).getByRole('button', { name: 'Add Peace of Mind' }));
    await within(item('Peace of Mind')).findByRole('button', { name: 'Remove Peace of Mind' });
    expect(sentJackets(api).at(-1)).toEqual(['vsc-peace-of-mind']);
    expect(within(item('Basic Coverage')).getByRole('button', { name: 'Add Basic Coverage' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('a failed update shows a clear message and keeps the previous jacket', async () => {
    api.on('GET', '/protection-products/deals/:dealId', jacketOf([PEACE]));
    const { onRepriced } = renderSection();
    await screen.findByRole('region', { name: 'Protection products' });
    api.once('PUT', '/protection-products/update', reply(503, { message: 'unavailable' }));
    fireEvent.click(within(item('GAP Insurance')).getByRole('button', { name: 'Add GAP Insurance' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'We could not change your protection products, so your deal is as it was. Please try again.',
    );
    expect(within(item('GAP Insurance')).getByRole('button', { name: 'Add GAP Insurance' })).toBeTruthy();
    expect(within(item('Peace of Mind')).getByRole('button', { name: 'Remove Peace of Mind' })).toBeTruthy();
    expect(onRepriced).not.toHaveBeenCalled();
  });

  it('a failed load clears the list and offers to try again', async () => {
    api.once('GET', PRODUCTS, reply(500, { message: 'down' }));
    renderSection();
    expect(await screen.findByText('We could not load the protection products.')).toBeTruthy();
    expect(within(section()).queryAllByRole('listitem')).toHaveLength(0);
    fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Add Basic Coverage' });
  });

  it('shows no section for a dealer without products (404), only the lifetime warranty where the campaign has it', async () => {
    api.on('GET', PRODUCTS, reply(404, { message: NO_PROTECTION_PRODUCTS }));
    renderSection();
    await screen.findByRole('region', { name: 'Lifetime powertrain warranty' });
    expect(screen.queryByRole('region', { name: 'Protection products' })).toBeNull();
    cleanup();
    renderSection({ warrantyEnabled: false });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(document.body.textContent).toBe('');
  });

  it('opens the lifetime warranty modal, which links to the warranty page and gives focus back', async () => {
    renderSection();
    await screen.findByRole('region', { name: 'Protection products' });
    expect(within(section()).getByText('Your deal includes a lifetime powertrain warranty at no cost.')).toBeTruthy();
    const open = within(section()).getByRole('button', { name: 'About the lifetime warranty' });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Lifetime Warranty' });
    expect(
      within(dialog).getByRole('link', { name: 'Read about the warranty and the plans' }).getAttribute('href'),
    ).toBe('/warranty');
    await expectNoAxeViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);
  });

  it('shows nothing of the warranty where the campaign does not have it', async () => {
    renderSection({ warrantyEnabled: false });
    await screen.findByRole('region', { name: 'Protection products' });
    expect(screen.queryByRole('button', { name: 'About the lifetime warranty' })).toBeNull();
  });
});

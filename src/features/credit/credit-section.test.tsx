import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealFixture } from '../deal/test-fixtures.ts';
import { renderInApp } from '../../testing/render.tsx';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import type { PreApproval } from '../../contract/credit.ts';
import { CreditSection } from './credit-section.tsx';
import { createCreditModel } from './model.ts';

const api = useFakeApi();
const EVALUATOR = '/soft-pull/user/credit-profile/evaluator';
const CREDIT_SCORE = '/soft-pull/credit-score';
const PRE_APPROVALS = '/pre-approvals';
const CREDIT_TIER = '/deals/d-1/credit-tier';
const APPLIED = '/deal/d-1/applied-pre-approval';
const notFound = () => reply(404, { message: 'Not found' });
const preApproval = (id: string, lenderName: string): PreApproval => ({
  preApprovalId: id,
  lenderNumber: `L-${id}`,
  lenderName,
  apr: 6.49,
  maxAmount: 45000,
  maxTerm: 72,
  tier: 'great',
  expiresAt: '2026-12-07T17:00:00.000Z',
});

beforeEach(() => {
  api.on('GET', EVALUATOR, { evaluator: 'CUSTOMER', selfSelectedTier: null });
  api.on('GET', CREDIT_SCORE, notFound());
  api.on('GET', PRE_APPROVALS, notFound());
});
afterEach(cleanup);

function renderSection(deal = dealFixture()) {
  const onRepriced = vi.fn();
  const model = createCreditModel({ log: vi.fn() });
  const view = renderInApp(<CreditSection deal={deal} onRepriced={onRepriced} model={model} />, {
    path: '/deals/d-1',
  });
  return { ...view, onRepriced, model };
}

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('CreditSection: self-select (evaluator CUSTOMER, seed 000 §6)', () => {
  it('offers the six tiers by name and range, best first, and the way to get pre-qualified', async () => {
    renderSection();
    const group = await screen.findByRole('group', { name: 'Pick your credit range' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Excellent 740–850',
      'Great 700–739',
      'Good 660–699',
      'Fair 620–659',
      'Limited 600–619',
      'Rebuilding 0–599',
    ]);
    expect(screen.getByRole('link', { name: 'Get pre-qualified' }).getAttribute('href')).toBe(
      '/soft-pull?redirectPath=%2Fdeals%2Fd-1',
    );
    await expectNoAxeViolations();
  });

  it('re-prices the deal with the chosen tier and hands the re-priced deal to the deal page', async () => {
    const repriced = dealFixture({
      offerDetails: { ...dealFixture().offerDetails, creditTier: 'excellent', creditSource: 'SELF_SELECTED' },
    });
    api.on('PUT', CREDIT_TIER, repriced);
    const { onRepriced } = renderSection();
    fireEvent.click(await screen.findByRole('radio', { name: 'Excellent 740–850' }));
    await waitFor(() => expect(onRepriced).toHaveBeenCalledWith(repriced));
    expect(api.sent('PUT', CREDIT_TIER).map((r) => r.body)).toEqual([{ tier: 'excellent' }]);
    expect((screen.getByRole('radio', { name: 'Excellent 740–850' }) as HTMLInputElement).checked).toBe(true);
  });

  it('checks the deal’s self-selected tier', async () => {
    renderSection(
      dealFixture({
        offerDetails: { ...dealFixture().offerDetails, creditTier: 'fair', creditSource: 'SELF_SELECTED' },
      }),
    );
    expect(((await screen.findByRole('radio', { name: 'Fair 620–659' })) as HTMLInputElement).checked).toBe(true);
  });

  it('says a failure and keeps the choices', async () => {
    api.on('PUT', CREDIT_TIER, reply(429, { message: 'Too many', retryAfterSeconds: 30 }));
    const { onRepriced } = renderSection();
    fireEvent.click(await screen.findByRole('radio', { name: 'Good 660–699' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Please try again in 30 seconds.');
    expect(onRepriced).not.toHaveBeenCalled();
  });
});

describe('CreditSection: pre-qualified (evaluator BUREAU)', () => {
  beforeEach(() => {
    api.on('GET', EVALUATOR, { evaluator: 'BUREAU', tier: 'great', agency: 'TRANSUNION' });
    api.on('GET', CREDIT_SCORE, {
      creditScore: 722,
      tier: 'great',
      agency: 'TRANSUNION',
      pulledAt: '2026-11-23T12:00:00.000Z',
      expiresAt: '2026-12-07T12:00:00.000Z',
    });
    api.on('GET', PRE_APPROVALS, {
      preApprovals: [preApproval('pa1', 'Summit Bank'), preApproval('pa2', 'Cascade CU')],
    });
  });

  it('says the tier, its range, the bureau and until when it is valid', async () => {
    renderSection();
    expect(
      await screen.findByText('Pre-qualified: Great credit (700–739) from TransUnion, valid until 12/07/2026'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('lists the pre-approvals with lender, APR, amount, term and date; Apply re-prices; the applied one is marked', async () => {
    const applied = dealFixture({ preferences: { ...dealFixture().preferences, appliedPreApproval: 'pa2' } });
    api.on('PUT', APPLIED, applied);
    const { onRepriced } = renderSection();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Summit Bank');
    expect(items[0]!.textContent).toContain('6.49%');
    expect(items[0]!.textContent).toContain('$45,000');
    expect(items[0]!.textContent).toContain('up to 72 months');
    expect(items[0]!.textContent).toContain('12/07/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Cascade CU to this deal' }));
    await waitFor(() => expect(onRepriced).toHaveBeenCalledWith(applied));
    expect(api.sent('PUT', APPLIED).map((r) => r.body)).toEqual([{ preApprovalId: 'pa2' }]);
    await expectNoAxeViolations();
  });

  it('marks the applied pre-approval and removes it', async () => {
    api.on('PUT', APPLIED, dealFixture());
    renderSection(dealFixture({ preferences: { ...dealFixture().preferences, appliedPreApproval: 'pa1' } }));
    const remove = await screen.findByRole('button', { name: 'Remove Summit Bank from this deal' });
    expect(remove.closest('li')?.textContent).toContain('Applied to this deal');
    fireEvent.click(remove);
    await waitFor(() => expect(api.sent('PUT', APPLIED).map((r) => r.body)).toEqual([{ preApprovalId: null }]));
  });

  it('says when no lender pre-approved the shopper', async () => {
    api.on('GET', PRE_APPROVALS, { preApprovals: [] });
    renderSection();
    expect(await screen.findByText('No lender has pre-approved you yet.')).toBeTruthy();
  });
});

describe('CreditSection: loading, errors and no credit features', () => {
  it('is hidden entirely when the evaluator call answers 404', async () => {
    api.on('GET', EVALUATOR, notFound());
    const { container } = renderSection();
    await waitFor(() => expect(api.sent('GET', EVALUATOR)).toHaveLength(1));
    await waitFor(() => expect(container.textContent).toBe(''));
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    api.once('GET', EVALUATOR, reply(500, { message: 'GET: 500' }));
    renderSection();
    expect(screen.getByText('Loading your credit…')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Pick your credit range' })).toBeTruthy();
    expect(api.sent('GET', EVALUATOR)).toHaveLength(2);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditInfo, PreApproval } from '../../contract/credit.ts';
import { networkError, reply, useFakeApi } from '../../testing/fake-api.ts';
import { dealFixture } from '../deal/test-fixtures.ts';
import { createCreditModel } from './model.ts';

const api = useFakeApi();
const EVALUATOR = '/soft-pull/user/credit-profile/evaluator';
const CREDIT_SCORE = '/soft-pull/credit-score';
const PRE_APPROVALS = '/pre-approvals';
const CREDIT_TIER = '/deals/d1/credit-tier';
const APPLIED = '/deal/d1/applied-pre-approval';
const log = vi.fn<(error: Error) => void>();

const notFound = (message: string) => reply(404, { message });
const serverError = () => reply(500, { message: 'GET: 500' });
const info: CreditInfo = {
  creditScore: 722,
  tier: 'great',
  agency: 'TRANSUNION',
  pulledAt: '2026-11-23T17:00:00.000Z',
  expiresAt: '2026-12-07T17:00:00.000Z',
};
const preApproval: PreApproval = {
  preApprovalId: 'pa1',
  lenderNumber: 'L1',
  lenderName: 'Summit Bank',
  apr: 6.49,
  maxAmount: 45000,
  maxTerm: 72,
  tier: 'great',
  expiresAt: '2026-12-07T17:00:00.000Z',
};
const deal = dealFixture({ dealId: 'd1' });

function model() {
  return createCreditModel({ log });
}

beforeEach(() => {
  log.mockReset();
  api.on('GET', EVALUATOR, { evaluator: 'BUREAU', tier: 'great', agency: 'TRANSUNION' });
  api.on('GET', CREDIT_SCORE, info);
  api.on('GET', PRE_APPROVALS, { preApprovals: [preApproval] });
});

/** A model that loaded once with everything, then loads again with `change` applied. */
async function reloaded(change: () => void) {
  const m = model();
  await m.load();
  change();
  await m.load();
  return m;
}

describe('createCreditModel: loading (seed 000 §3)', () => {
  it('loads the evaluator, the credit info and the pre-approvals', async () => {
    const m = model();
    await m.load();
    expect(m.evaluator.value).toEqual({ evaluator: 'BUREAU', tier: 'great', agency: 'TRANSUNION' });
    expect(m.creditInfo.value).toEqual(info);
    expect(m.preApprovals.value).toEqual([preApproval]);
    expect(m.available.value).toBe(true);
    expect(m.selfSelectOn.value).toBe(false);
  });
  it('the self-selected credit profile is on when the evaluator is CUSTOMER', async () => {
    api.on('GET', EVALUATOR, { evaluator: 'CUSTOMER', selfSelectedTier: 'fair' });
    const m = model();
    await m.load();
    expect(m.selfSelectOn.value).toBe(true);
    expect(m.selfSelectedTier.value).toBe('fair');
  });
});

describe('createCreditModel: seed 000 §8 404 rules', () => {
  it('a 404 on the credit profile evaluator clears the evaluator and self-select', async () => {
    api.once('GET', EVALUATOR, { evaluator: 'CUSTOMER', selfSelectedTier: 'good' });
    const m = await reloaded(() => api.on('GET', EVALUATOR, notFound('Not offered')));
    expect(m.evaluator.value).toBeNull();
    expect(m.selfSelectedTier.value).toBeNull();
    expect(m.selfSelectOn.value).toBe(false);
    expect(m.evaluatorStatus.value).toBe('off');
    expect(m.available.value).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
  it('a 404 on pre-approvals clears pre-approvals', async () => {
    const m = await reloaded(() => api.on('GET', PRE_APPROVALS, notFound('No pre-approvals on file')));
    expect(m.preApprovals.value).toEqual([]);
    expect(m.preApprovalsStatus.value).toBe('off');
    // The other calls are not touched by it.
    expect(m.creditInfo.value).toEqual(info);
    expect(m.evaluator.value).not.toBeNull();
  });
  it('a 404 on credit info clears it', async () => {
    const m = await reloaded(() => api.on('GET', CREDIT_SCORE, notFound('No credit information on file')));
    expect(m.creditInfo.value).toBeNull();
    expect(m.creditInfoStatus.value).toBe('off');
    expect(m.preApprovals.value).toEqual([preApproval]);
  });
  it('other statuses are only logged: nothing the shopper had is cleared', async () => {
    const m = await reloaded(() => {
      api.on('GET', EVALUATOR, serverError());
      api.on('GET', CREDIT_SCORE, serverError());
      api.on('GET', PRE_APPROVALS, networkError);
    });
    expect(m.evaluator.value).not.toBeNull();
    expect(m.creditInfo.value).toEqual(info);
    expect(m.preApprovals.value).toEqual([preApproval]);
    expect([m.evaluatorStatus.value, m.creditInfoStatus.value, m.preApprovalsStatus.value]).toEqual([
      'error',
      'error',
      'error',
    ]);
    expect(m.available.value).toBe(true);
    // The HTTP client reports its own failures; the model does not report them again.
    expect(log).not.toHaveBeenCalled();
  });
});

describe('createCreditModel: re-pricing', () => {
  it('self-selects a tier and answers the re-priced deal', async () => {
    api.on('GET', EVALUATOR, { evaluator: 'CUSTOMER', selfSelectedTier: null });
    api.on('PUT', CREDIT_TIER, deal);
    const m = model();
    await m.load();
    expect(await m.selfSelect('d1', 'excellent')).toEqual(deal);
    expect(api.sent('PUT', CREDIT_TIER).map((r) => r.body)).toEqual([{ tier: 'excellent' }]);
    expect(m.selfSelectedTier.value).toBe('excellent');
    expect(m.pending.value).toBeNull();
  });
  it('a 409 (pre-qualified meanwhile) says so and loads the bureau’s evaluator', async () => {
    api.once('GET', EVALUATOR, { evaluator: 'CUSTOMER', selfSelectedTier: null });
    api.on('PUT', CREDIT_TIER, reply(409, { message: 'Your credit was checked' }));
    const m = model();
    await m.load();
    expect(await m.selfSelect('d1', 'good')).toBeNull();
    expect(m.actionError.value).toBe('Your credit was checked');
    await vi.waitFor(() => expect(m.evaluator.value?.evaluator).toBe('BUREAU'));
  });
  it('a 429 says the wait in words', async () => {
    api.on('PUT', APPLIED, reply(429, { message: 'Too many', retryAfterSeconds: 120 }));
    const m = model();
    expect(await m.apply('d1', 'pa1')).toBeNull();
    expect(m.actionError.value).toBe('Too many tries. Please try again in 2 minutes.');
  });
  it('any other failure says so and is not reported again (the HTTP client did)', async () => {
    api.on('PUT', APPLIED, reply(500, { message: 'boom' }));
    const m = model();
    expect(await m.apply('d1', 'pa1')).toBeNull();
    expect(m.actionError.value).toBe('Sorry, there was an unexpected error, please try again shortly.');
    expect(m.pending.value).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
  it('applies and removes a pre-approval', async () => {
    api.on('PUT', APPLIED, deal);
    const m = model();
    expect(await m.apply('d1', 'pa1')).toEqual(deal);
    expect(await m.apply('d1', null)).toEqual(deal);
    expect(api.sent('PUT', APPLIED).map((r) => r.body)).toEqual([{ preApprovalId: 'pa1' }, { preApprovalId: null }]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import type { Deal } from '../../contract/deal.ts';
import type { CreditInfo, PreApproval } from '../../contract/credit.ts';
import { createCreditModel, type CreditApi } from './model.ts';

const api = {
  getCreditEvaluator: vi.fn<CreditApi['getCreditEvaluator']>(),
  getCreditScore: vi.fn<CreditApi['getCreditScore']>(),
  getPreApprovals: vi.fn<CreditApi['getPreApprovals']>(),
  selfSelectTier: vi.fn<CreditApi['selfSelectTier']>(),
  applyPreApproval: vi.fn<CreditApi['applyPreApproval']>(),
};
const log = vi.fn<(error: Error) => void>();

const notFound = (message: string) => new ApiError(message, 'http', 404);
const serverError = () => new ApiError('GET: 500', 'http', 500);
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
const deal = { dealId: 'd1' } as Deal;

function model() {
  return createCreditModel({ api, log });
}

beforeEach(() => {
  for (const fn of [...Object.values(api), log]) fn.mockReset();
  api.getCreditEvaluator.mockResolvedValue({ evaluator: 'BUREAU', tier: 'great', agency: 'TRANSUNION' });
  api.getCreditScore.mockResolvedValue(info);
  api.getPreApprovals.mockResolvedValue([preApproval]);
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
    api.getCreditEvaluator.mockResolvedValue({ evaluator: 'CUSTOMER', selfSelectedTier: 'fair' });
    const m = model();
    await m.load();
    expect(m.selfSelectOn.value).toBe(true);
    expect(m.selfSelectedTier.value).toBe('fair');
  });
});

describe('createCreditModel: seed 000 §8 404 rules', () => {
  it('a 404 on the credit profile evaluator clears the evaluator and self-select', async () => {
    api.getCreditEvaluator.mockResolvedValueOnce({ evaluator: 'CUSTOMER', selfSelectedTier: 'good' });
    const m = await reloaded(() => api.getCreditEvaluator.mockRejectedValue(notFound('Not offered')));
    expect(m.evaluator.value).toBeNull();
    expect(m.selfSelectedTier.value).toBeNull();
    expect(m.selfSelectOn.value).toBe(false);
    expect(m.evaluatorStatus.value).toBe('off');
    expect(m.available.value).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
  it('a 404 on pre-approvals clears pre-approvals', async () => {
    const m = await reloaded(() => api.getPreApprovals.mockRejectedValue(notFound('No pre-approvals on file')));
    expect(m.preApprovals.value).toEqual([]);
    expect(m.preApprovalsStatus.value).toBe('off');
    // The other calls are not touched by it.
    expect(m.creditInfo.value).toEqual(info);
    expect(m.evaluator.value).not.toBeNull();
  });
  it('a 404 on credit info clears it', async () => {
    const m = await reloaded(() => api.getCreditScore.mockRejectedValue(notFound('No credit information on file')));
    expect(m.creditInfo.value).toBeNull();
    expect(m.creditInfoStatus.value).toBe('off');
    expect(m.preApprovals.value).toEqual([preApproval]);
  });
  it('other statuses are only logged: nothing the shopper had is cleared', async () => {
    const m = await reloaded(() => {
      api.getCreditEvaluator.mockRejectedValue(serverError());
      api.getCreditScore.mockRejectedValue(serverError());
      api.getPreApprovals.mockRejectedValue(new TypeError('boom'));
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
    // The HTTP client reports its own failures; the model reports only what did not come from it.
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBeInstanceOf(TypeError);
  });
});

describe('createCreditModel: re-pricing', () => {
  it('self-selects a tier and answers the re-priced deal', async () => {
    api.getCreditEvaluator.mockResolvedValue({ evaluator: 'CUSTOMER', selfSelectedTier: null });
    api.selfSelectTier.mockResolvedValue(deal);
    const m = model();
    await m.load();
    expect(await m.selfSelect('d1', 'excellent')).toBe(deal);
    expect(api.selfSelectTier).toHaveBeenCalledWith('d1', 'excellent');
    expect(m.selfSelectedTier.value).toBe('excellent');
    expect(m.pending.value).toBeNull();
  });
  it('a 409 (pre-qualified meanwhile) says so and loads the bureau’s evaluator', async () => {
    api.getCreditEvaluator.mockResolvedValueOnce({ evaluator: 'CUSTOMER', selfSelectedTier: null });
    api.selfSelectTier.mockRejectedValue(new ApiError('Your credit was checked', 'http', 409));
    const m = model();
    await m.load();
    expect(await m.selfSelect('d1', 'good')).toBeNull();
    expect(m.actionError.value).toBe('Your credit was checked');
    await vi.waitFor(() => expect(m.evaluator.value?.evaluator).toBe('BUREAU'));
  });
  it('a 429 says the wait in words', async () => {
    api.applyPreApproval.mockRejectedValue(new ApiError('Too many', 'http', 429, [], 120));
    const m = model();
    expect(await m.apply('d1', 'pa1')).toBeNull();
    expect(m.actionError.value).toBe('Too many tries. Please try again in 2 minutes.');
  });
  it('applies and removes a pre-approval', async () => {
    api.applyPreApproval.mockResolvedValue(deal);
    const m = model();
    expect(await m.apply('d1', 'pa1')).toBe(deal);
    expect(await m.apply('d1', null)).toBe(deal);
    expect(api.applyPreApproval.mock.calls).toEqual([
      ['d1', 'pa1'],
      ['d1', null],
    ]);
  });
});

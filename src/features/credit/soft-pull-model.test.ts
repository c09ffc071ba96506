import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { testContext } from '../../testing/context.ts';
import type { GeocodeMatch } from '../address/index.ts';
import { createKnownDetails } from '../known-details/model.ts';
import type { SoftPullRequest, SoftPullResult } from '../../contract/credit.ts';
import { createSoftPullModel } from './soft-pull-model.ts';

vi.mock('../../lib/tracking.ts', () => ({ trackLead: vi.fn() }));
const { trackLead } = await import('../../lib/tracking.ts');

const home: GeocodeMatch = {
  address: {
    street1: '4017 SE Rural St',
    street2: '',
    city: 'Portland',
    state: 'OR',
    zipCode: '97202',
    county: 'Multnomah',
    fullAddress: '4017 SE Rural St, Portland, OR 97202',
  },
  businessAddress: false,
  lat: 45.4731,
  lng: -122.6196,
};
const hit: SoftPullResult = {
  outcome: 'HIT',
  agency: 'TRANSUNION',
  creditScore: 722,
  tier: 'great',
  pulledAt: '2026-11-23T12:00:00.000Z',
  expiresAt: '2026-12-07T12:00:00.000Z',
};

const softPull = vi.fn<(body: SoftPullRequest) => Promise<SoftPullResult>>();

beforeEach(() => {
  vi.mocked(trackLead).mockClear();
  softPull.mockReset();
});

/** The form filled, its address verified and the authorisation given: ready to pull. */
async function reviewed() {
  const geocode = vi.fn((_body: unknown, _signal: AbortSignal) => Promise.resolve([home]));
  const model = createSoftPullModel({ softPull, geocode, now: () => new Date(2026, 10, 23) });
  model.details.setValues({ firstName: 'Ana', lastName: 'Great', dateOfBirth: '04/12/1990', annualIncome: '$85,000' });
  model.address.setValues({ address: '4017 se rural street', city: 'portland', stateCode: 'OR', zipCode: '97202' });
  expect(await model.continueFromForm()).toBe('success');
  model.agree('en');
  return model;
}

describe("the soft pull's 'pre-qualified' lead", () => {
  it('fires once when the pull answers a score', async () => {
    softPull.mockResolvedValue(hit);
    const model = await reviewed();
    expect(await model.runPull()).toBe('HIT');
    expect(vi.mocked(trackLead).mock.calls).toEqual([['pre-qualified']]);
  });

  it.each([
    ['no file (no-hit)', { outcome: 'NO_HIT', agency: 'TRANSUNION' } as const, 'NO_HIT'],
    ['a frozen file', { outcome: 'FROZEN', agency: 'TRANSUNION' } as const, 'FROZEN'],
  ])('fires nothing for %s', async (_, answer, outcome) => {
    softPull.mockResolvedValue(answer);
    const model = await reviewed();
    expect(await model.runPull()).toBe(outcome);
    expect(trackLead).not.toHaveBeenCalled();
  });

  it('fires nothing when the pull fails (a 400, a 429, a server error)', async () => {
    const model = await reviewed();
    softPull.mockRejectedValueOnce(
      new ApiError('Invalid request', 'http', 400, [{ field: 'consent', message: 'Consent version is unknown' }]),
    );
    expect(await model.runPull()).toBe('stay');
    softPull.mockRejectedValueOnce(new ApiError('Too many', 'http', 429, [], 60));
    expect(await model.runPull()).toBe('stay');
    softPull.mockRejectedValueOnce(new ApiError('boom', 'http', 502));
    expect(await model.runPull()).toBe('stay');
    expect(softPull).toHaveBeenCalledTimes(3);
    expect(trackLead).not.toHaveBeenCalled();
  });
});

describe('known details', () => {
  const account = {
    firstName: 'Rosa',
    lastName: 'Reyes',
    email: 'rosa@example.test',
    phoneNumber: '5125550123',
    zipCode: '97202',
    address: { street1: '4017 SE Rural St', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' },
  };

  it('fills the name and the address the account holds, never the birth date or the income', async () => {
    const visitor = signal(testContext({ visitor: { isLoggedIn: true, userId: 'u1', firstName: 'Rosa' } }).visitor);
    const known = createKnownDetails({ visitor, get: () => Promise.resolve(account) });
    const model = createSoftPullModel({ softPull, known });
    await model.prefill();
    expect(model.details.values.value).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      dateOfBirth: '',
      annualIncome: '',
      agency: 'TRANSUNION',
    });
    expect(model.address.values.value).toMatchObject({
      address: '4017 SE Rural St',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
    });
  });

  it('remembers the name and the verified address for the next form, and nothing else', async () => {
    const known = createKnownDetails({ visitor: signal(testContext().visitor) });
    const geocode = vi.fn((_body: unknown, _signal: AbortSignal) => Promise.resolve([home]));
    const model = createSoftPullModel({ softPull, geocode, known, now: () => new Date(2026, 10, 23) });
    model.details.setValues({ firstName: 'Ana', lastName: 'Great', dateOfBirth: '04/12/1990', annualIncome: '85000' });
    model.address.setValues({ address: '4017 se rural street', city: 'portland', stateCode: 'OR', zipCode: '97202' });
    expect(await model.continueFromForm()).toBe('success');
    expect(known.details.value).toEqual({
      firstName: 'Ana',
      lastName: 'Great',
      email: '',
      phoneNumber: '',
      zipCode: '97202',
      address: { address: '4017 SE Rural St', address2: '', city: 'Portland', stateCode: 'OR', zipCode: '97202' },
    });
  });
});

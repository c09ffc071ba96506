import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it } from 'vitest';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { testContext } from '../../testing/context.ts';
import { geocodeMatch, TEST_ACCOUNT } from '../../testing/fixtures.ts';
import { useTracked } from '../../testing/tracking.ts';
import { createKnownDetails } from '../known-details/model.ts';
import { createSoftPullModel } from './soft-pull-model.ts';
import { HIT } from './test-fixtures.ts';

const api = useFakeApi();
const tracked = useTracked();
const pulls = () => api.sent('POST', '/soft-pull');

beforeEach(() => {
  api.on('POST', '/profile/geocode', [geocodeMatch()]);
});

/** The form filled, its address verified and the authorisation given: ready to pull. */
async function reviewed() {
  const model = createSoftPullModel({ now: () => new Date(2026, 10, 23) });
  model.details.setValues({ firstName: 'Ana', lastName: 'Great', dateOfBirth: '04/12/1990', annualIncome: '$85,000' });
  model.address.setValues({ address: '4017 se rural street', city: 'portland', stateCode: 'OR', zipCode: '97202' });
  expect(await model.continueFromForm()).toBe('success');
  model.agree('en');
  return model;
}

describe("the soft pull's 'pre-qualified' lead", () => {
  it('fires once when the pull answers a score', async () => {
    api.on('POST', '/soft-pull', HIT);
    const model = await reviewed();
    expect(await model.runPull()).toBe('HIT');
    expect(pulls()).toHaveLength(1);
    expect(tracked.leads()).toEqual(['pre-qualified']);
  });

  it.each([
    ['no file (no-hit)', { outcome: 'NO_HIT', agency: 'TRANSUNION' } as const, 'NO_HIT'],
    ['a frozen file', { outcome: 'FROZEN', agency: 'TRANSUNION' } as const, 'FROZEN'],
  ])('fires nothing for %s', async (_, answer, outcome) => {
    api.on('POST', '/soft-pull', answer);
    const model = await reviewed();
    expect(await model.runPull()).toBe(outcome);
    expect(pulls()).toHaveLength(1);
    expect(tracked.leads()).toEqual([]);
  });

  it('fires nothing when the pull fails (a 400, a 429, a server error)', async () => {
    const model = await reviewed();
    api.once(
      'POST',
      '/soft-pull',
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'consent', message: 'Consent version is unknown' }],
      }),
    );
    expect(await model.runPull()).toBe('stay');
    expect(model.pullError.value).toEqual(['Consent version is unknown']);
    api.once('POST', '/soft-pull', reply(429, { message: 'Too many', retryAfterSeconds: 60 }));
    expect(await model.runPull()).toBe('stay');
    api.once('POST', '/soft-pull', reply(502, { message: 'boom' }));
    expect(await model.runPull()).toBe('stay');
    expect(pulls()).toHaveLength(3);
    expect(tracked.leads()).toEqual([]);
  });
});

describe('known details', () => {
  it('fills the name and the address the account holds, never the birth date or the income', async () => {
    const visitor = signal(testContext({ visitor: { isLoggedIn: true, userId: 'u1', firstName: 'Rosa' } }).visitor);
    api.on('GET', '/profile/details', TEST_ACCOUNT);
    const known = createKnownDetails({ visitor });
    const model = createSoftPullModel({ known });
    await model.prefill();
    expect(api.sent('GET', '/profile/details')).toHaveLength(1);
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
    const model = createSoftPullModel({ known, now: () => new Date(2026, 10, 23) });
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

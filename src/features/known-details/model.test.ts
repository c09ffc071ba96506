import { signal } from '@preact/signals';
import { beforeEach, describe, expect, it } from 'vitest';
import { createForm, required } from '../../lib/forms/index.ts';
import type { Visitor } from '../../contract/page-context.ts';
import { testContext } from '../../testing/context.ts';
import { networkError, useFakeApi } from '../../testing/fake-api.ts';
import { TEST_ACCOUNT } from '../../testing/fixtures.ts';
import { createKnownDetails } from './model.ts';

const api = useFakeApi();
const DETAILS = '/profile/details';
const reads = () => api.sent('GET', DETAILS);

beforeEach(() => api.on('GET', DETAILS, TEST_ACCOUNT));

const visitorOf = (userId: string | null): Visitor =>
  testContext({ visitor: userId ? { isLoggedIn: true, userId, firstName: 'Rosa' } : {} }).visitor;

function setup(userId: string | null = 'u1') {
  const visitor = signal(visitorOf(userId));
  const known = createKnownDetails({ visitor });
  return { visitor, known };
}

const contactForm = () =>
  createForm({
    firstName: { label: 'forms.label.firstName', initial: '', rules: [required] },
    phoneNumber: { label: 'forms.label.phoneNumber', initial: '', rules: [required] },
    address: { label: 'forms.label.address', initial: '', rules: [] },
    address2: { label: 'forms.label.address2', initial: '', rules: [] },
    city: { label: 'forms.label.city', initial: '', rules: [] },
    stateCode: { label: 'forms.label.state', initial: '', rules: [] },
    zipCode: { label: 'forms.label.zipCode', initial: '', rules: [] },
  });

describe('known details', () => {
  it('reads the signed-in shopper’s account once, however many forms ask', async () => {
    const { known } = setup();
    await Promise.all([known.load(), known.load()]);
    await known.load();
    expect(reads()).toHaveLength(1);
    expect(known.details.value.phoneNumber).toBe('5125550123');
  });

  it('reads nothing for a visitor: only what they typed is known', async () => {
    const { known } = setup(null);
    known.remember({ firstName: 'Vera', phoneNumber: '5035550100' });
    expect(await known.load()).toMatchObject({ firstName: 'Vera', phoneNumber: '5035550100', address: null });
    expect(reads()).toEqual([]);
  });

  it('fills the phone from the page context’s user context without reading the account (seed 000 §3)', async () => {
    const visitor = signal({ ...visitorOf('u1'), phoneNumber: '5415550142', zipcode: '97205' });
    const known = createKnownDetails({ visitor });
    const form = contactForm();
    await known.prefill(form, ['firstName', 'phoneNumber']);
    expect(form.values.value).toMatchObject({ firstName: 'Rosa', phoneNumber: '(541) 555-0142' });
    expect(reads()).toEqual([]);
    // The address is the account's alone: asked for, it is read.
    await known.prefill(form, ['zipCode'], true);
    expect(reads()).toHaveLength(1);
  });

  it('fills a form’s blank fields and its address, leaving what the shopper typed', async () => {
    const { known } = setup();
    const form = contactForm();
    form.setValue('firstName', 'Rosalind');
    await known.prefill(form, ['firstName', 'phoneNumber'], true);
    expect(form.values.value).toEqual({
      firstName: 'Rosalind',
      phoneNumber: '(512) 555-0123',
      address: '4017 SE Rural St',
      address2: '',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
    });
  });

  it('keeps a visitor’s typing when they sign in, forgets everything when they sign out', async () => {
    const { visitor, known } = setup(null);
    known.remember({ zipCode: '94110' });
    visitor.value = visitorOf('u1');
    expect((await known.load()).zipCode).toBe('94110');
    expect(reads()).toHaveLength(1);
    visitor.value = visitorOf(null);
    expect(await known.load()).toMatchObject({ zipCode: '', phoneNumber: '', address: null });
  });

  it('reads the next shopper’s account afresh, and a failed read only means typing', async () => {
    const { visitor, known } = setup('u1');
    await known.load();
    api.once('GET', DETAILS, networkError);
    visitor.value = visitorOf('u2');
    expect((await known.load()).phoneNumber).toBe('');
    expect(reads()).toHaveLength(2);
  });
});

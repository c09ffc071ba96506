import { describe, expect, it, vi } from 'vitest';
import type { GeocodeMatch } from '../../contract/address.ts';
import { geocodeMatch } from '../../testing/fixtures.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { useTracked } from '../../testing/tracking.ts';
import { createRegisterModel } from './model.ts';

const api = useFakeApi();
const tracked = useTracked();
const registrations = () => api.sent('POST', '/profile/register');

function setUp(answer: GeocodeMatch[] = [geocodeMatch()]) {
  api.on('POST', '/profile/geocode', answer);
  api.on('POST', '/profile/validate-step-one', { valid: true });
  const model = createRegisterModel();
  model.stepOne.setValues({
    firstName: 'Rosa',
    lastName: 'Reyes',
    email: 'rosa@example.test',
    phoneNumber: '(512) 555-0123',
    zipCode: '97202',
  });
  return { model };
}

describe('createRegisterModel: three steps', () => {
  it('step one → two fills the address zip code from step one only while it is empty', async () => {
    const { model } = setUp();
    expect(await model.continueToStepTwo()).toBe(true);
    expect(model.step.value).toBe('two');
    expect(model.address.values.value.zipCode).toBe('97202');
    model.address.setValue('zipCode', '97214');
    model.back();
    expect(model.step.value).toBe('one');
    await model.continueToStepTwo();
    expect(model.address.values.value.zipCode).toBe('97214');
  });

  it("step two → three only on the verification's 'success'; 'failure' shows the Required Fields toast", async () => {
    const { model } = setUp();
    await model.continueToStepTwo();
    expect(await model.continueToStepThree()).toBe('failure');
    expect(model.step.value).toBe('two');
    expect(model.toast.current.value).toMatchObject({
      title: 'Required Fields',
      message: 'Please fill all the required fields properly.',
      variant: 'danger',
    });
    expect(api.sent('POST', '/profile/geocode')).toEqual([]);
    model.address.setValues({ address: '4017 se rural street', city: 'portland', stateCode: 'OR' });
    expect(await model.continueToStepThree()).toBe('success');
    expect(model.step.value).toBe('three');
    // Continuing clears the toast of the earlier attempt.
    expect(model.toast.current.value).toBeNull();
    model.back();
    expect(model.step.value).toBe('two');
  });

  it("'cancel' (the modal's Edit Address) stays on step two, and nothing is busy after it", async () => {
    const { model } = setUp([]);
    await model.continueToStepTwo();
    model.address.setValues({ address: '1 Elm St', city: 'Nowhere', stateCode: 'OR', zipCode: '00000' });
    const outcome = model.continueToStepThree();
    await vi.waitFor(() => expect(model.verification.selection.value).not.toBeNull());
    expect(model.busy.value).toBe(true);
    expect(await model.continueToStepThree()).toBe('busy');
    model.verification.cancel();
    expect(await outcome).toBe('cancel');
    expect(model.step.value).toBe('two');
    expect(model.busy.value).toBe(false);
  });

  it('Create account sends step one, the verified address (its zip code) and step three', async () => {
    const { model } = setUp();
    model.stepOne.setValue('zipCode', '78701');
    await model.continueToStepTwo();
    model.address.setValues({ address: '4017 se rural street', city: 'portland', stateCode: 'OR', zipCode: '97202' });
    await model.continueToStepThree();
    model.stepThree.setValues({ password: 'Drive#2026', confirmPassword: 'Drive#2026', terms: true });
    api.on('POST', '/profile/register', { success: true, user: { id: 'u9', firstName: 'Rosa' }, csrfToken: 'next' });
    expect(await model.createAccount()).toMatchObject({ user: { id: 'u9' } });
    expect(tracked.leads()).toEqual(['registration']);
    expect(api.lastBody('POST', '/profile/register')).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      address: '4017 SE Rural St',
      address2: '',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      lat: 45.4731,
      lng: -122.6196,
      password: 'Drive#2026',
      confirmPassword: 'Drive#2026',
      terms: true,
    });
  });

  it('fires no registration lead when the server refuses the account (a 400 or a 429)', async () => {
    const { model } = setUp();
    await model.continueToStepTwo();
    model.address.setValues({ address: '4017 se rural street', city: 'portland', stateCode: 'OR', zipCode: '97202' });
    await model.continueToStepThree();
    model.stepThree.setValues({ password: 'Drive#2026', confirmPassword: 'Drive#2026', terms: true });
    const duplicate = [{ field: 'email', message: 'Duplicate email' }];
    api.once('POST', '/profile/register', reply(400, { message: 'Duplicate email', fieldErrors: duplicate }));
    expect(await model.createAccount()).toBeNull();
    model.step.value = 'three';
    api.once('POST', '/profile/register', reply(429, { message: 'Too many', retryAfterSeconds: 60 }));
    expect(await model.createAccount()).toBeNull();
    expect(model.lockedFor.value).toBe(60);
    expect(registrations()).toHaveLength(2);
    expect(tracked.leads()).toEqual([]);
  });

  it('Create account with an address that is not valid goes back to step two and sends nothing', async () => {
    const { model } = setUp();
    await model.continueToStepTwo();
    model.address.setValues({ address: '4017 se rural street', city: 'portland', stateCode: 'OR' });
    await model.continueToStepThree();
    expect(model.step.value).toBe('three');
    model.address.setValue('city', '');
    model.stepThree.setValues({ password: 'Drive#2026', confirmPassword: 'Drive#2026', terms: true });
    expect(await model.createAccount()).toBeNull();
    expect(model.step.value).toBe('two');
    expect(registrations()).toEqual([]);
  });
});

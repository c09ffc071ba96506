import { describe, expect, it, vi } from 'vitest';
import { createForm, email, required } from '../../lib/forms/index.ts';
import { reply, useFakeApi, type Reply } from '../../testing/fake-api.ts';
import type { GeocodeMatch } from '../../contract/address.ts';
import { geocodeMatch } from '../../testing/fixtures.ts';
import { createAddressVerification } from './model.ts';
import { ADDRESS_FORM_RULES } from './rules.ts';

const api = useFakeApi();
const GEOCODE = '/profile/geocode';
const geocodes = () => api.sent('POST', GEOCODE);

const typed = { address: '4017 se rural street', city: 'portland', stateCode: 'OR', zipCode: '97202' };

function setUp(answer: GeocodeMatch[] | Reply = [geocodeMatch()]) {
  // The registration form: the address fields plus its own.
  const form = createForm({
    ...ADDRESS_FORM_RULES,
    email: { label: 'forms.label.email', initial: '', rules: [required, email] },
  });
  api.on('POST', GEOCODE, answer);
  const onInvalid = vi.fn();
  const verification = createAddressVerification({ form, onInvalid });
  return { form, onInvalid, verification };
}

describe('createAddressVerification (seed 001 §4 "Address verification")', () => {
  it('step 1: an invalid form signals failure, calls onInvalid (the toast) and does not geocode', async () => {
    const { form, onInvalid, verification } = setUp();
    form.setValues({ ...typed, zipCode: '972' });
    expect(await verification.verify()).toBe('failure');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(geocodes()).toEqual([]);
    expect(form.fieldError('zipCode')).toBe('Zip Code must be 5 digits');
    // Only the address fields count: the registration form's own fields are its business.
    expect(form.fieldError('email')).toBeNull();
  });

  it('step 2: one matching residential result is adopted (street, city, state, zip, county, lat, lng) and succeeds', async () => {
    const { form, verification } = setUp();
    form.setValues({ ...typed, address2: 'Rear house' });
    expect(await verification.verify()).toBe('success');
    expect(geocodes().map((r) => r.body)).toEqual([
      { address: '4017 se rural street', address2: 'Rear house', city: 'portland', stateCode: 'OR', zipCode: '97202' },
    ]);
    expect(form.values.value).toMatchObject({
      address: '4017 SE Rural St',
      address2: 'Rear house',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      lat: '45.4731',
      lng: '-122.6196',
    });
    expect(verification.selection.value).toBeNull();
  });

  it.each([
    ['zero results', [] as GeocodeMatch[]],
    ['several results', [geocodeMatch({ street2: 'Apt 101' }), geocodeMatch({ street2: 'Apt 204' })]],
    ['a business address', [geocodeMatch({}, true)]],
    ['a city mismatch', [geocodeMatch({ city: 'Milwaukie' })]],
  ])('step 3: %s opens the selection modal with what was entered', async (_, results) => {
    const { form, verification } = setUp(results);
    form.setValues(typed);
    const outcome = verification.verify();
    await vi.waitFor(() => expect(verification.selection.value).not.toBeNull());
    expect(verification.selection.value?.suggestions).toEqual(results);
    expect(verification.selection.value?.entered).toMatchObject(typed);
    // Nothing was overwritten while the shopper decides.
    expect(form.values.value.address).toBe(typed.address);
    verification.cancel();
    expect(await outcome).toBe('cancel');
  });

  it('step 3: a geocode error is treated as no match and opens the modal', async () => {
    const { form, verification } = setUp(reply(500, { message: 'boom' }));
    form.setValues(typed);
    const outcome = verification.verify();
    await vi.waitFor(() => expect(verification.selection.value?.suggestions).toEqual([]));
    verification.useAsEntered();
    expect(await outcome).toBe('success');
  });

  it('step 4: choosing a suggestion fills the form and re-verifies without geocoding', async () => {
    const units = [geocodeMatch({ street2: 'Apt 101' }), geocodeMatch({ street2: 'Apt 204' })];
    const { form, verification } = setUp(units);
    form.setValues(typed);
    const outcome = verification.verify();
    await vi.waitFor(() => expect(verification.selection.value).not.toBeNull());
    verification.choose(units[1]!);
    expect(await outcome).toBe('success');
    expect(geocodes()).toHaveLength(1);
    expect(verification.selection.value).toBeNull();
    expect(form.values.value).toMatchObject({ address: '4017 SE Rural St', address2: 'Apt 204', county: 'Multnomah' });
  });

  it('step 4: a chosen suggestion that leaves the form invalid fails the re-verification', async () => {
    const zipOnly = geocodeMatch({ street1: '', fullAddress: 'Portland, OR 97202' });
    const { form, onInvalid, verification } = setUp([zipOnly, geocodeMatch()]);
    form.setValues(typed);
    const outcome = verification.verify();
    await vi.waitFor(() => expect(verification.selection.value).not.toBeNull());
    verification.choose(zipOnly);
    expect(await outcome).toBe('failure');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(form.fieldError('address')).toBe('Address Line 1 is required');
  });

  it("step 4: 'Use the address as entered' succeeds without geocoding and keeps the form as typed", async () => {
    const { form, verification } = setUp([geocodeMatch({}, true)]);
    form.setValues(typed);
    const outcome = verification.verify();
    await vi.waitFor(() => expect(verification.selection.value).not.toBeNull());
    verification.useAsEntered();
    expect(await outcome).toBe('success');
    expect(geocodes()).toHaveLength(1);
    expect(form.values.value).toMatchObject(typed);
  });

  it('a second verify while one runs joins it instead of geocoding twice', async () => {
    const { form, verification } = setUp();
    form.setValues(typed);
    const [a, b] = [verification.verify(), verification.verify()];
    expect(await a).toBe('success');
    expect(await b).toBe('success');
    expect(geocodes()).toHaveLength(1);
  });

  it('dispose aborts the geocode and ends the verification as cancelled', async () => {
    const { form } = setUp();
    // A geocoder that never answers: only the abort ends the request, as with a real fetch.
    api.on('POST', GEOCODE, () => new Promise<never>(() => {}));
    const slow = createAddressVerification({ form });
    form.setValues(typed);
    const outcome = slow.verify();
    expect(slow.geocoding.value).toBe(true);
    slow.dispose();
    expect(await outcome).toBe('cancel');
    expect(geocodes()[0]?.signal?.aborted).toBe(true);
    expect(slow.geocoding.value).toBe(false);
  });

  it('step 5: an autocomplete selection fills the form, keeping what the selection leaves empty', () => {
    const { form, verification } = setUp();
    form.setValues({ ...typed, county: 'Old', lat: '1', lng: '2' });
    verification.applyAutocomplete({
      streetAddress: '8120 SE McLoughlin Blvd',
      city: 'Portland',
      state: 'Oregon',
      stateAbbreviation: 'OR',
      zipCode: '',
      county: '',
      latitude: 45.4714,
      longitude: null,
    });
    expect(form.values.value).toMatchObject({
      address: '8120 SE McLoughlin Blvd',
      city: 'Portland',
      zipCode: '97202',
      county: 'Old',
      lat: '45.4714',
      lng: '2',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createForm } from '../../lib/forms/index.ts';
import type { PlaceResult } from '../../contract/address.ts';
import { geocodeMatch, HOME_PLACE } from '../../testing/fixtures.ts';
import {
  ADDRESS_FORM_RULES,
  adoptedAddress,
  autoAdoptedMatch,
  chosenAddress,
  mergeAutocompleteSelection,
  selectionModalSubtitle,
  selectionModalTitle,
} from './rules.ts';

const entered = { city: 'Portland', stateCode: 'OR', zipCode: '97202' };

describe('ADDRESS_FORM_RULES (seed 001 §5 "Address form")', () => {
  const errorsOf = (values: Record<string, string>) => {
    const form = createForm(ADDRESS_FORM_RULES);
    form.setValues(values);
    return form.errors.value;
  };
  const valid = { address: '4017 SE Rural St', city: 'Portland', stateCode: 'OR', zipCode: '97202' };

  it('Address Line 1 is required and non-empty', () => {
    expect(errorsOf({ ...valid, address: '' }).address).toBe('Address Line 1 is required');
    expect(errorsOf({ ...valid, address: '   ' }).address).toBe('Address Line 1 is required');
  });

  it('City and State are required', () => {
    expect(errorsOf({ ...valid, city: '' }).city).toBe('City is required');
    expect(errorsOf({ ...valid, stateCode: '' }).stateCode).toBe('State is required');
  });

  it('Zip Code is required and exactly 5 digits', () => {
    expect(errorsOf({ ...valid, zipCode: '' }).zipCode).toBe('Zip Code is required');
    expect(errorsOf({ ...valid, zipCode: '9720' }).zipCode).toBe('Zip Code must be 5 digits');
    expect(errorsOf({ ...valid, zipCode: '972021' }).zipCode).toBe('Zip Code must be 5 digits');
    expect(errorsOf({ ...valid, zipCode: '9720a' }).zipCode).toBe('Zip Code must be 5 digits');
  });

  it('Address Line 2 is optional; a valid address has no errors', () => {
    expect(Object.values(errorsOf(valid)).every((e) => e === null)).toBe(true);
  });

  it("keeps to the server's limits, so a valid form is never refused", () => {
    expect(errorsOf({ ...valid, address: 'x'.repeat(101) }).address).toBe(
      'must be less than or equal to 100 characters.',
    );
    expect(errorsOf({ ...valid, address2: 'x'.repeat(101) }).address2).toBe(
      'must be less than or equal to 100 characters.',
    );
    expect(errorsOf({ ...valid, city: 'x'.repeat(61) }).city).toBe('must be less than or equal to 60 characters.');
  });
});

describe('autoAdoptedMatch (seed 001 §4 step 2)', () => {
  it('adopts exactly one result whose city, state and zip equal the entered ones, case-insensitively', () => {
    const only = geocodeMatch();
    expect(autoAdoptedMatch(entered, [only])).toBe(only);
    expect(autoAdoptedMatch({ city: ' portland ', stateCode: 'or', zipCode: '97202' }, [only])).toBe(only);
  });

  it('adopts nothing for zero results, several, a business address or a mismatch', () => {
    expect(autoAdoptedMatch(entered, [])).toBeNull();
    expect(autoAdoptedMatch(entered, [geocodeMatch(), geocodeMatch({ street2: 'Apt 2' })])).toBeNull();
    expect(autoAdoptedMatch(entered, [geocodeMatch({}, true)])).toBeNull();
    expect(autoAdoptedMatch({ ...entered, city: 'Tigard' }, [geocodeMatch()])).toBeNull();
    expect(autoAdoptedMatch({ ...entered, stateCode: 'WA' }, [geocodeMatch()])).toBeNull();
    expect(autoAdoptedMatch({ ...entered, zipCode: '97224' }, [geocodeMatch()])).toBeNull();
  });
});

describe('adoptedAddress and chosenAddress (steps 2 and 4)', () => {
  it('step 2 overwrites street, city, state, zip, county, lat and lng, and leaves Address Line 2', () => {
    expect(adoptedAddress(geocodeMatch())).toEqual({
      address: '4017 SE Rural St',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      lat: '45.4731',
      lng: '-122.6196',
    });
  });

  it('step 4 fills the whole form with the chosen suggestion, its unit included', () => {
    expect(chosenAddress(geocodeMatch({ street2: 'Apt 204' }))).toMatchObject({
      address: '4017 SE Rural St',
      address2: 'Apt 204',
    });
  });
});

describe('selectionModalTitle (seed 001 §2)', () => {
  it("is 'Confirm Address' when any suggestion is a business address", () => {
    expect(selectionModalTitle([geocodeMatch(), geocodeMatch({ street2: 'Ste 1' }, true)])).toBe(
      'address.modal.confirmTitle',
    );
  });

  it("is 'We couldn't find the address you entered' otherwise", () => {
    expect(selectionModalTitle([])).toBe('address.modal.notFoundTitle');
    expect(selectionModalTitle([geocodeMatch(), geocodeMatch({ street2: 'Apt 2' })])).toBe(
      'address.modal.notFoundTitle',
    );
  });
});

describe('selectionModalSubtitle (seed 001 §2)', () => {
  it('says the address is commercial when a suggestion is a business address', () => {
    expect(selectionModalSubtitle([geocodeMatch({}, true)])).toBe('address.modal.commercial');
  });

  it("asks 'Did you mean?' when there are suggestions", () => {
    expect(selectionModalSubtitle([geocodeMatch({ city: 'Portland' })])).toBe('address.modal.didYouMean');
  });

  it('asks to edit or continue when there is nothing to suggest', () => {
    expect(selectionModalSubtitle([])).toBe('address.modal.editOrContinue');
  });
});

describe('mergeAutocompleteSelection (seed 001 §4 step 5)', () => {
  const current = {
    address: '40',
    city: 'Old City',
    stateCode: 'WA',
    zipCode: '98101',
    county: 'King',
    lat: '47.6',
    lng: '-122.3',
  };

  it('fills street, city, state, zip, county and lat/lng from the selection', () => {
    expect(mergeAutocompleteSelection(current, HOME_PLACE)).toEqual({
      address: '4017 SE Rural St',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      lat: '45.4731',
      lng: '-122.6196',
    });
  });

  it('keeps the existing value wherever the returned one is empty', () => {
    const empty: PlaceResult = {
      streetAddress: ' ',
      city: '',
      state: '',
      stateAbbreviation: '',
      zipCode: '',
      county: '',
      latitude: null,
      longitude: null,
    };
    expect(mergeAutocompleteSelection(current, empty)).toEqual(current);
    expect(mergeAutocompleteSelection(current, { ...empty, zipCode: '97202' })).toEqual({
      ...current,
      zipCode: '97202',
    });
  });
});

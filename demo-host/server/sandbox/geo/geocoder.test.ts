import { describe, expect, it } from 'vitest';
import { KNOWN_ADDRESSES } from '../../db/seed/seed-addresses.ts';
import { formatFullAddress } from '../../../../src/contract/address.ts';
import {
  geocodeAddress,
  matchKnownAddresses,
  parsePlacesQuery,
  placesFor,
  placesSearchKeys,
  splitInlineUnit,
  streetKey,
  unitKey,
  type KnownAddress,
} from './geocoder.ts';
import { geocodeMatch, HOME_TYPED_STREET } from '../../../../src/testing/fixtures.ts';
import { fixedZipDirectory, packageZipDirectory } from '../../services/geo/zip-directory.ts';
import { type ZipPlace } from '../../domain/geo/zip-place.ts';

const PORTLAND_97202: ZipPlace = {
  zipCode: '97202',
  city: 'Portland',
  stateCode: 'OR',
  stateName: 'Oregon',
  county: 'Multnomah',
  lat: 45.484,
  lng: -122.6365,
};
const PORTLAND_97224: ZipPlace = { ...PORTLAND_97202, zipCode: '97224', county: 'Washington', lat: 45.41, lng: -122.8 };
const zips = fixedZipDirectory([PORTLAND_97202, PORTLAND_97224]);

const area = { city: 'Portland', stateCode: 'OR', zipCode: '97202', county: 'Multnomah' };
const known: KnownAddress[] = [
  { ...area, street1: '4017 SE Rural St', street2: '', lat: 45.4731, lng: -122.6196, business: false },
  { ...area, street1: '8120 SE McLoughlin Blvd', street2: '', lat: 45.4714, lng: -122.6437, business: true },
  { ...area, street1: '2730 SE Clinton St', street2: 'Apt 204', lat: 45.5033, lng: -122.6375, business: false },
  { ...area, street1: '2730 SE Clinton St', street2: 'Apt 101', lat: 45.5033, lng: -122.6375, business: false },
  {
    ...area,
    city: 'Tigard',
    zipCode: '97224',
    county: 'Washington',
    street1: '15640 SW Bull Mountain Rd',
    street2: '',
    lat: 45.4118,
    lng: -122.812,
    business: false,
  },
];

const query = (over: Partial<Parameters<typeof geocodeAddress>[0]> = {}) => ({
  address: '',
  address2: '',
  city: 'Portland',
  stateCode: 'OR',
  zipCode: '97202',
  ...over,
});

describe('streetKey', () => {
  it('ignores case, punctuation, and spelled-out suffixes and directions', () => {
    expect(streetKey('4017 S.E. Rural Street')).toBe('4017 se rural st');
    expect(streetKey('4017 southeast rural st.')).toBe('4017 se rural st');
    expect(streetKey('  8120  SE McLoughlin Boulevard ')).toBe('8120 se mcloughlin blvd');
    expect(streetKey('2445 N. Geneva Terrace')).toBe(streetKey('2445 North Geneva Ter'));
  });

  it('folds accents and drops everything but letters and digits', () => {
    expect(streetKey('12 Café Ave; --')).toBe('12 cafe ave');
    expect(streetKey('%_')).toBe('');
  });
});

describe('unitKey', () => {
  it('treats Apt, Unit, Suite and # as the same unit', () => {
    expect(unitKey('Apt 101')).toBe('101');
    expect(unitKey('#101')).toBe('101');
    expect(unitKey('Unit 101')).toBe('101');
    expect(unitKey('Suite 2B')).toBe('2b');
    expect(unitKey('')).toBe('');
  });
});

describe('splitInlineUnit', () => {
  it('splits a unit written into the first line', () => {
    expect(splitInlineUnit('2730 SE Clinton St Apt 101')).toEqual({ street: '2730 SE Clinton St', unit: '101' });
    expect(splitInlineUnit('2730 SE Clinton St, #204')).toEqual({ street: '2730 SE Clinton St', unit: '204' });
    expect(splitInlineUnit('4017 SE Rural St')).toEqual({ street: '4017 SE Rural St', unit: '' });
  });
});

describe('formatFullAddress', () => {
  it('joins street, unit, city, state and ZIP code', () => {
    expect(
      formatFullAddress({
        street1: '2730 SE Clinton St',
        street2: 'Apt 101',
        city: 'Portland',
        state: 'OR',
        zipCode: '97202',
      }),
    ).toBe('2730 SE Clinton St Apt 101, Portland, OR 97202');
  });

  it("leaves out the ghost form's placeholder street and empty parts", () => {
    expect(
      formatFullAddress({ street1: 'Unknown', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' }),
    ).toBe('Portland, OR 97202');
    expect(formatFullAddress({ street1: '', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' })).toBe(
      'Portland, OR 97202',
    );
  });
});

describe('geocodeAddress', () => {
  it('one residential match: the known address with its county and coordinates', () => {
    const matches = geocodeAddress(query({ address: HOME_TYPED_STREET }), known, zips);
    expect(matches).toEqual([geocodeMatch()]);
  });

  it('a commercial address is flagged businessAddress', () => {
    const [match, ...rest] = geocodeAddress(query({ address: '8120 se mcloughlin blvd' }), known, zips);
    expect(rest).toEqual([]);
    expect(match?.businessAddress).toBe(true);
    expect(match?.address.fullAddress).toBe('8120 SE McLoughlin Blvd, Portland, OR 97202');
  });

  it('a street with several units: every unit, sorted by fullAddress', () => {
    const matches = geocodeAddress(query({ address: '2730 SE Clinton Street' }), known, zips);
    expect(matches.map((m) => m.address.fullAddress)).toEqual([
      '2730 SE Clinton St Apt 101, Portland, OR 97202',
      '2730 SE Clinton St Apt 204, Portland, OR 97202',
    ]);
  });

  it('a unit the sandbox knows narrows to it, from line 2 or written into line 1', () => {
    const fromLine2 = geocodeAddress(query({ address: '2730 SE Clinton St', address2: '#204' }), known, zips);
    expect(fromLine2.map((m) => m.address.street2)).toEqual(['Apt 204']);
    const inline = geocodeAddress(query({ address: '2730 SE Clinton St Apt 101' }), known, zips);
    expect(inline.map((m) => m.address.street2)).toEqual(['Apt 101']);
  });

  it('a unit the sandbox does not know offers every unit at the street address', () => {
    const matches = geocodeAddress(query({ address: '2730 SE Clinton St', address2: 'Apt 999' }), known, zips);
    expect(matches).toHaveLength(2);
  });

  it('an unknown street: the ZIP code place, with the street as entered', () => {
    const matches = geocodeAddress(query({ address: ' 55 Nowhere Rd ', address2: 'Apt 3' }), known, zips);
    expect(matches).toEqual([
      {
        address: {
          street1: '55 Nowhere Rd',
          street2: 'Apt 3',
          city: 'Portland',
          state: 'OR',
          zipCode: '97202',
          county: 'Multnomah',
          fullAddress: '55 Nowhere Rd Apt 3, Portland, OR 97202',
        },
        businessAddress: false,
        lat: 45.484,
        lng: -122.6365,
      },
    ]);
  });

  it('a known street in another ZIP code does not match', () => {
    const matches = geocodeAddress(query({ address: '4017 SE Rural St', zipCode: '97224' }), known, zips);
    expect(matches.map((m) => m.address.fullAddress)).toEqual(['4017 SE Rural St, Portland, OR 97224']);
  });

  it("the ghost form's ZIP code alone (address 'Unknown'): the ZIP code place", () => {
    const matches = geocodeAddress(query({ address: 'Unknown', city: '', stateCode: '' }), known, zips);
    expect(matches).toHaveLength(1);
    expect(matches[0]?.address).toMatchObject({ street1: 'Unknown', city: 'Portland', county: 'Multnomah' });
    expect(matches[0]?.address.fullAddress).toBe('Portland, OR 97202');
  });

  it('the city the ZIP data gives, whatever city was entered (the app then sees the mismatch)', () => {
    const [match] = geocodeAddress(query({ address: '1 Elm St', city: 'Tigard', zipCode: '97224' }), known, zips);
    expect(match?.address.city).toBe('Portland');
    const [knownTigard] = geocodeAddress(
      query({ address: '15640 SW Bull Mountain Road', city: 'Tigard', zipCode: '97224' }),
      known,
      zips,
    );
    expect(knownTigard?.address.city).toBe('Tigard');
  });

  it('an unknown ZIP code: no match', () => {
    expect(geocodeAddress(query({ address: '4017 SE Rural St', zipCode: '00000' }), known, zips)).toEqual([]);
  });
});

describe('matchKnownAddresses', () => {
  it('never matches the placeholder or an empty street', () => {
    expect(matchKnownAddresses(query({ address: 'unknown' }), known)).toEqual([]);
    expect(matchKnownAddresses(query({ address: '' }), known)).toEqual([]);
  });
});

describe('parsePlacesQuery and placesSearchKeys', () => {
  it('splits off a trailing ZIP code', () => {
    expect(parsePlacesQuery('2730 SE Clinton, 97202')).toEqual({ street: '2730 SE Clinton', zipCode: '97202' });
    expect(parsePlacesQuery('97202')).toEqual({ street: '', zipCode: '97202' });
    expect(parsePlacesQuery('8120 SE McLoughlin')).toEqual({ street: '8120 SE McLoughlin', zipCode: null });
    expect(placesSearchKeys('2730 SE Clinton, 97202')).toEqual(['2730 se clinton 97202', '2730 se clinton']);
    expect(placesSearchKeys('97202')).toEqual(['97202']);
  });
});

describe('placesFor', () => {
  it('known addresses as places-lookup results, with the state name and abbreviation', () => {
    const results = placesFor('8120 SE Mc', known.slice(1, 2), zips);
    expect(results).toEqual([
      {
        streetAddress: '8120 SE McLoughlin Blvd',
        city: 'Portland',
        state: 'Oregon',
        stateAbbreviation: 'OR',
        zipCode: '97202',
        county: 'Multnomah',
        latitude: 45.4714,
        longitude: -122.6437,
      },
    ]);
  });

  it('a trailing ZIP code adds its place, with the text before it as the street, and filters known ones', () => {
    const results = placesFor('55 Nowhere Rd, 97202', known, zips);
    expect(results.at(-1)).toEqual({
      streetAddress: '55 Nowhere Rd',
      city: 'Portland',
      state: 'Oregon',
      stateAbbreviation: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      latitude: 45.484,
      longitude: -122.6365,
    });
    expect(results.some((r) => r.zipCode === '97224')).toBe(false);
  });

  it('units are part of the street address; at most five known addresses', () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ ...known[2]!, street2: `Apt ${String(i + 1)}` }));
    const results = placesFor('2730 SE Clinton', many, zips);
    expect(results.map((r) => r.streetAddress)).toEqual([
      '2730 SE Clinton St Apt 1',
      '2730 SE Clinton St Apt 2',
      '2730 SE Clinton St Apt 3',
      '2730 SE Clinton St Apt 4',
      '2730 SE Clinton St Apt 5',
    ]);
  });

  it('an unknown trailing ZIP code adds nothing', () => {
    expect(placesFor('1 Elm St 00000', [], zips)).toEqual([]);
  });
});

describe('the seeded known addresses', () => {
  it('lie in real ZIP codes, named by the county of the ZIP data, near its centre', async () => {
    const data = await packageZipDirectory();
    for (const a of KNOWN_ADDRESSES) {
      const place = data.lookup(a.zipCode);
      expect(place, a.zipCode).not.toBeNull();
      expect(a.county, `${a.street1} ${a.zipCode}`).toBe(place?.county);
      expect(a.stateCode).toBe(place?.stateCode);
      // A ZIP code is a few miles across: 0.1° is about 7 miles.
      expect(Math.abs(a.lat - (place?.lat ?? 0))).toBeLessThan(0.1);
      expect(Math.abs(a.lng - (place?.lng ?? 0))).toBeLessThan(0.1);
    }
  });

  it('reach every branch of the verification: units, commercial, residential, a city the ZIP data names otherwise', async () => {
    const data = await packageZipDirectory();
    const keys = KNOWN_ADDRESSES.map((a) => `${a.zipCode} ${streetKey(a.street1)}`);
    expect(keys.some((k, i) => keys.indexOf(k) !== i)).toBe(true);
    expect(KNOWN_ADDRESSES.filter((a) => a.business).length).toBeGreaterThanOrEqual(6);
    expect(KNOWN_ADDRESSES.filter((a) => !a.business && a.street2 === '').length).toBeGreaterThanOrEqual(6);
    expect(KNOWN_ADDRESSES.some((a) => data.lookup(a.zipCode)?.city !== a.city)).toBe(true);
  });
});

describe('packageZipDirectory', () => {
  it('reads city, state, county and coordinates from the package, and nothing for an unknown ZIP code', async () => {
    const data = await packageZipDirectory();
    expect(data.lookup('60614')).toEqual({
      zipCode: '60614',
      city: 'Chicago',
      stateCode: 'IL',
      stateName: 'Illinois',
      county: 'Cook',
      lat: expect.closeTo(41.92, 1) as number,
      lng: expect.closeTo(-87.65, 1) as number,
    });
    expect(data.lookup('00000')).toBeNull();
    expect(data.lookup('abcde')).toBeNull();
  });
});

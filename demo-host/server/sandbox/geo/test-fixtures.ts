/** The sandbox's residential test address (seed-addresses.ts) as its geocoder answers it. Test code only. */
import type { GeocodeMatch } from '../../../../src/contract/address.ts';

/** The street as a shopper may type it: the geocoder matches it to the known address's own spelling. */
export const HOME_TYPED_STREET = '4017 Southeast Rural Street';

/** Seed 001 §4 step 2: one residential match, adopted at once, with its county and coordinates. */
export const HOME_MATCH: GeocodeMatch = {
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

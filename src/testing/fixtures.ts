/** The test fixtures many features share: the test home address, the account that holds it, one vehicle. Test code only. */
import type { GeocodeMatch, PlaceResult } from '../contract/address.ts';
import type { ProfileAddress, ProfileDetails } from '../contract/known-details.ts';
import type { Vehicle } from '../contract/vehicle.ts';

type MatchAddress = GeocodeMatch['address'];

/** The sandbox's residential address: the geocoder answers it as one match, adopted without a modal (seed 001 §4 step 2). */
export const HOME_ADDRESS: MatchAddress = {
  street1: '4017 SE Rural St',
  street2: '',
  city: 'Portland',
  state: 'OR',
  zipCode: '97202',
  county: 'Multnomah',
  fullAddress: '4017 SE Rural St, Portland, OR 97202',
};

/** The home's street as a shopper may type it: the sandbox geocoder matches it to HOME_ADDRESS's spelling. */
export const HOME_TYPED_STREET = '4017 Southeast Rural Street';

/** The home address as an account, an application or a booking holds it: no county, no full address. */
export const HOME_PROFILE_ADDRESS: ProfileAddress = {
  street1: HOME_ADDRESS.street1,
  street2: HOME_ADDRESS.street2,
  city: HOME_ADDRESS.city,
  state: HOME_ADDRESS.state,
  zipCode: HOME_ADDRESS.zipCode,
};

/** The home address as the sandbox's places lookup (the address autocomplete) answers it. */
export const HOME_PLACE: PlaceResult = {
  streetAddress: HOME_ADDRESS.street1,
  city: HOME_ADDRESS.city,
  state: 'Oregon',
  stateAbbreviation: HOME_ADDRESS.state,
  zipCode: HOME_ADDRESS.zipCode,
  county: HOME_ADDRESS.county,
  latitude: 45.4731,
  longitude: -122.6196,
};

/**
 * A geocode match: the home address, or a variant of it (another street, a unit, another city), a
 * business address when `businessAddress`. Coordinates are the home's.
 */
export function geocodeMatch(over: Partial<MatchAddress> = {}, businessAddress = false): GeocodeMatch {
  const address = { ...HOME_ADDRESS, ...over };
  // A variant's full address follows its parts, as the server's does; a ZIP-only place has no street.
  const street = [address.street1, address.street2].filter(Boolean).join(' ');
  const fullAddress =
    over.fullAddress ?? [street, address.city, `${address.state} ${address.zipCode}`].filter(Boolean).join(', ');
  return { address: { ...address, fullAddress }, businessAddress, lat: 45.4731, lng: -122.6196 };
}

/** What GET /profile/details answers for the signed-in shopper: a name, a phone and the home address. */
export const TEST_ACCOUNT: ProfileDetails = {
  firstName: 'Rosa',
  lastName: 'Reyes',
  email: 'rosa@example.test',
  phoneNumber: '5125550123',
  zipCode: '97202',
  address: HOME_PROFILE_ADDRESS,
};

/** A new 2025 Toyota Camry XSE on the lot (id v1, style 77): no photos, no 360, no video, not in transit. */
export const testVehicle = (over: Partial<Vehicle> = {}): Vehicle => ({
  id: 'v1',
  vin: '1HGCM82633A004352',
  stockNumber: 'S1',
  stockType: 'NEW',
  year: 2025,
  make: 'Toyota',
  model: 'Camry',
  trim: 'XSE',
  bodyStyle: 'sedan',
  fuelType: 'Hybrid',
  exteriorColor: 'Red',
  interiorColor: 'Black',
  engine: '2.5L',
  transmission: 'CVT',
  drivetrain: 'FWD',
  mpgCity: 51,
  mpgHighway: 53,
  rangeMiles: null,
  mileage: null,
  msrp: 33000,
  salePrice: 32000,
  dealerId: 'd1',
  styleId: 77,
  modelId: 5,
  options: { leaseEnabled: true },
  features: [],
  vinOnDealerLotDate: null,
  inTransit: false,
  estimatedDeliveryDate: null,
  imageUrl: null,
  stockImageUrl: null,
  images: [],
  has360: false,
  hasVideo: false,
  ...over,
});

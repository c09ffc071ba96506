/** A ZIP code's place, and what the geocoder needs from a ZIP data source (the package's data, or a test's few). */

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

/**
 * How a street address is keyed: a street line and a unit compared the way a mail carrier reads
 * them (seed 001 §3 "Geocode match"). The sandbox geocoder matches by these keys and the address
 * repository stores them.
 */

/** A street address the sandbox knows (the `known_addresses` table). */
export type KnownAddress = {
  street1: string;
  /** '' when the address has no unit. */
  street2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  county: string;
  lat: number;
  lng: number;
  business: boolean;
};

const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/** USPS street suffix abbreviations (Publication 28, the common ones). */
const SUFFIXES: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  parkway: 'pkwy',
  highway: 'hwy',
  terrace: 'ter',
  circle: 'cir',
  square: 'sq',
  trail: 'trl',
  expressway: 'expy',
  freeway: 'fwy',
  plaza: 'plz',
  crossing: 'xing',
};

/** Words that only say "this is a unit": 'Apt 2', 'Unit 2', 'Suite 2' and '#2' are one unit. */
const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'suite', 'ste', 'no', 'number', 'rm', 'room']);

function words(value: string): string[] {
  return (
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // 'S.E.' is 'SE' and "O'Neil" is 'ONeil', as a carrier reads them.
      .replace(/[.']/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter(Boolean)
  );
}

/** A street line compared the way a mail carrier reads it: case, punctuation and abbreviations aside. */
export function streetKey(street: string): string {
  return words(street)
    .map((w) => DIRECTIONS[w] ?? SUFFIXES[w] ?? w)
    .join(' ');
}

/** A unit ('Apt 101', '#101', 'Unit 101' → '101'). */
export function unitKey(unit: string): string {
  return words(unit)
    .filter((w) => !UNIT_WORDS.has(w))
    .join(' ');
}

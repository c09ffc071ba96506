/**
 * Vehicle identification numbers (ISO 3779, with the North American check digit of 49 CFR 565):
 * WMI (1–3) · VDS (4–8) · check digit (9) · model year (10) · plant (11) · serial (12–17).
 * The seed builds its VINs with `makeVin`, and the API validates VINs typed by shoppers with `isValidVin`.
 */

import { vinCheckDigit as checkDigitOf } from '../../../src/contract/trade.ts';

/** Letters I, O and Q are never used: they read like 1 and 0. */
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Model-year codes repeat every 30 years from 1980 (A) and never use I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Realistic world manufacturer identifiers, first one is the default for the make. Beyond the
 * seed's ten makes, the common makes of US roads (and a few a trade-in program does not buy), so
 * a shopper's own VIN decodes to its make offline (trade/vin-decode.ts).
 */
export const WMI_BY_MAKE: Readonly<Record<string, readonly string[]>> = {
  BMW: ['WBA', 'WBY', 'WB5', '5UX', 'WBS', 'WBX', '5YM', '4US'],
  // The GR86 is built by Subaru and carries a Subaru WMI.
  Toyota: ['JTD', '4T1', 'JTM', '5TF', '5TD', '3TM', 'JF1', '2T1', '2T3', '4T3', '4T4', '5YF', 'JTN', 'JTE', '5TB'],
  Nissan: ['1N4', 'JN1', '5N1', '1N6', 'JN8', '3N1'],
  Ford: ['1FA', '1FT', '1FM', '3FM', '2FM', '3FA', '1FD', '1ZV', '2FA', 'NM0'],
  Hyundai: ['KM8', '5NP', 'KMH', '5NM'],
  Honda: ['1HG', '2HG', '5FN', '2HK', '7FA', '19X', 'JHM', 'SHH', '5J6', '3CZ', '5FP'],
  Chevrolet: ['1G1', '1GC', '3GN', '1GN', '2G1', '3G1', '3GC', '2GN', 'KL7', 'KL8', '1GB'],
  Subaru: ['JF1', 'JF2', '4S4', '4S3'],
  Kia: ['KNA', '5XY', 'KND', '5XX', '3KP'],
  Volvo: ['YV1', 'YV4', '7JR', 'LYV'],
  Acura: ['19U', 'JH4', '5J8', '19V'],
  Audi: ['WAU', 'WA1', 'WUA'],
  Buick: ['1G4', '2G4', 'KL4', '5GA'],
  Cadillac: ['1G6', '1GY'],
  Chrysler: ['2C4', '1C3', '2A4', '2A8'],
  Dodge: ['2C3', '1B3', '2B3', '2D3'],
  GMC: ['1GT', '2GT', '3GT', '1GK', '2GK', '3GK'],
  Genesis: ['KMT'],
  Infiniti: ['JNK', '5N3'],
  Jaguar: ['SAJ', 'SAD'],
  Jeep: ['1C4', '1J4', '1J8', 'ZAC'],
  'Land Rover': ['SAL'],
  Lexus: ['JTH', 'JTJ', '2T2', '58A'],
  Lincoln: ['5LM', '1LN', '2LM', '3LN'],
  Mazda: ['JM1', 'JM3', '3MZ', '3MV'],
  'Mercedes-Benz': ['WDD', 'WDB', 'WDC', '4JG', 'W1K', 'W1N', '55S'],
  Mini: ['WMW', 'WMZ'],
  Mitsubishi: ['JA4', 'JA3', 'ML3', '4A3', '4A4'],
  Porsche: ['WP0', 'WP1'],
  Ram: ['1C6', '3C6', '3C7'],
  Tesla: ['5YJ', '7SA', 'LRW', 'XP7'],
  Volkswagen: ['WVW', '3VW', '1VW', 'WVG', '1V2', '3VV'],
  // Makes of the past and exotics: their VINs decode, the appraisal answers MAKE_NOT_BOUGHT.
  'Alfa Romeo': ['ZAR', 'ZAS'],
  'Aston Martin': ['SCF'],
  Bentley: ['SCB'],
  Ferrari: ['ZFF'],
  Fiat: ['ZFA', '3C3'],
  Hummer: ['5GR'],
  Lamborghini: ['ZHW'],
  Lotus: ['SCC'],
  Maserati: ['ZAM'],
  Mercury: ['2ME', '4M2', '1ME'],
  Polestar: ['LPS'],
  Pontiac: ['1G2', '2G2', '5Y2'],
  'Rolls-Royce': ['SCA'],
  Saab: ['YS3', 'YS4'],
  Saturn: ['1G8', '5GZ'],
  smart: ['WME'],
  Suzuki: ['JS2', 'JS3', '2S3'],
};

/**
 * The make a WMI belongs to, or null. A WMI listed under several makes (Subaru builds the Toyota
 * GR86) is the make's that lists it first: that is the manufacturer's own code.
 */
export function makeOfWmi(wmi: string): string | null {
  let best: { make: string; rank: number } | null = null;
  for (const [make, wmis] of Object.entries(WMI_BY_MAKE)) {
    const rank = wmis.indexOf(wmi.toUpperCase());
    if (rank >= 0 && (best === null || rank < best.rank)) best = { make, rank };
  }
  return best?.make ?? null;
}

/** The check digit ('0'–'9' or 'X') for a 17-character VIN; position 9 of the input is ignored. */
export function vinCheckDigit(vin17: string): string {
  // One rule for app and server: the app's (src/features/trade/rules.ts) answers null where we throw.
  const digit = checkDigitOf(vin17);
  if (digit === null) throw new RangeError(`"${vin17}" is not 17 VIN characters`);
  return digit;
}

export function isValidVin(vin: unknown): vin is string {
  if (typeof vin !== 'string') return false;
  const upper = vin.toUpperCase();
  if (!VIN_CHARS.test(upper)) return false;
  if (!YEAR_CODES.includes(upper[9] as string)) return false;
  return vinCheckDigit(upper) === upper[8];
}

/** The model-year character (position 10); years 1980–2039 (codes repeat every 30 years). */
export function modelYearCode(year: number): string {
  if (!Number.isInteger(year) || year < 1980 || year > 2039) throw new RangeError(`Unsupported model year ${year}`);
  return YEAR_CODES[(year - 1980) % 30] as string;
}

/** Candidate model years for a VIN's year code (it is ambiguous across 30-year cycles). */
export function modelYearsFor(vin: string): number[] {
  const index = YEAR_CODES.indexOf(vin.toUpperCase()[9] ?? '');
  if (index < 0) return [];
  return [1980 + index, 2010 + index];
}

/**
 * The model year a VIN most likely means, of its two candidates: 49 CFR 565.15 puts a letter in
 * position 7 from 2010 on (a digit there means 1980–2009), and a year after `latestYear` cannot be.
 */
export function modelYearOf(vin: string, latestYear: number): number | null {
  const [older, newer] = modelYearsFor(vin);
  if (older === undefined || newer === undefined) return null;
  const newCycle = /[A-Z]/.test(vin.toUpperCase()[6] ?? '');
  return newCycle && newer <= latestYear ? newer : older;
}

export type VinParts = {
  /** World manufacturer identifier, 3 characters. */
  wmi: string;
  /** Vehicle descriptor section (positions 4–8), 5 characters. */
  vds: string;
  year: number;
  /** Plant code (position 11). */
  plant: string;
  /** Production sequence: a number below 1,000,000 or 6 VIN characters. */
  serial: number | string;
};

/** Assembles a VIN and computes its check digit; throws on parts that cannot form a valid VIN. */
export function makeVin(parts: VinParts): string {
  const wmi = parts.wmi.toUpperCase();
  const vds = parts.vds.toUpperCase();
  const plant = parts.plant.toUpperCase();
  if (wmi.length !== 3) throw new RangeError('WMI must have 3 characters');
  if (vds.length !== 5) throw new RangeError('VDS must have 5 characters');
  if (plant.length !== 1) throw new RangeError('Plant code must have 1 character');
  let serial: string;
  if (typeof parts.serial === 'number') {
    if (!Number.isInteger(parts.serial) || parts.serial < 0 || parts.serial > 999_999) {
      throw new RangeError('Serial must be an integer from 0 to 999999');
    }
    serial = String(parts.serial).padStart(6, '0');
  } else {
    serial = parts.serial.toUpperCase();
    if (serial.length !== 6) throw new RangeError('Serial must have 6 characters');
  }
  const draft = `${wmi}${vds}0${modelYearCode(parts.year)}${plant}${serial}`;
  if (!VIN_CHARS.test(draft)) throw new RangeError(`"${draft}" contains characters a VIN cannot use`);
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

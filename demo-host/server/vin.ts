/**
 * Vehicle identification numbers (ISO 3779, with the North American check digit of 49 CFR 565):
 * WMI (1–3) · VDS (4–8) · check digit (9) · model year (10) · plant (11) · serial (12–17).
 * The seed builds its VINs with `makeVin`, and the API validates VINs typed by shoppers with `isValidVin`.
 */

/** Letters I, O and Q are never used: they read like 1 and 0. */
const VIN_CHARS = /^[A-HJ-NPR-Z0-9]{17}$/;

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Model-year codes repeat every 30 years from 1980 (A) and never use I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** Realistic world manufacturer identifiers, first one is the default for the make. */
export const WMI_BY_MAKE: Readonly<Record<string, readonly string[]>> = {
  BMW: ['WBA', 'WBY', 'WB5', '5UX', 'WBS'],
  // The GR86 is built by Subaru and carries a Subaru WMI.
  Toyota: ['JTD', '4T1', 'JTM', '5TF', '5TD', '3TM', 'JF1'],
  Nissan: ['1N4', 'JN1', '5N1', '1N6', 'JN8'],
  Ford: ['1FA', '1FT', '1FM', '3FM'],
  Hyundai: ['KM8', '5NP', 'KMH'],
  Honda: ['1HG', '2HG', '5FN', '2HK', '7FA'],
  Chevrolet: ['1G1', '1GC', '3GN', '1GN'],
  Subaru: ['JF1', 'JF2', '4S4'],
  Kia: ['KNA', '5XY', 'KND'],
  Volvo: ['YV1', 'YV4', '7JR'],
};

function charValue(c: string): number {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  const value = TRANSLITERATION[c];
  if (value === undefined) throw new RangeError(`"${c}" cannot appear in a VIN`);
  return value;
}

/** The check digit ('0'–'9' or 'X') for a 17-character VIN; position 9 of the input is ignored. */
export function vinCheckDigit(vin17: string): string {
  const vin = vin17.toUpperCase();
  if (vin.length !== 17) throw new RangeError('A VIN has 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin[i] as string) * (WEIGHTS[i] as number);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
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

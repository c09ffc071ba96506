/**
 * A dealer's inventory feed, pure: the CSV's header names mapped to our fields (case-insensitive, with
 * the synonyms website providers and inventory tools use), and each row checked into a vehicle or a
 * line-numbered reason. Parsing the CSV (quotes, BOM, CRLF) is csv-parse's, in the import service.
 */
import type { BodyStyle, FuelType } from '../../../../src/contract/vehicle.ts';
import type { StockType } from '../../../../src/contract/page-context.ts';
import { isValidVin, modelYearOf } from '../vin.ts';
import { rejectReason, type RejectCode, type RejectParams } from '../../../../src/contract/workspace-inventory.ts';

export const FEED_FIELDS = [
  'vin',
  'stock',
  'type',
  'year',
  'make',
  'model',
  'trim',
  'body',
  'extColor',
  'intColor',
  'miles',
  'price',
  'msrp',
  'photos',
  'description',
  'engine',
  'transmission',
  'drivetrain',
  'fuel',
  'inTransit',
  'eta',
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** Header names as feeds spell them, compared lower-case with spaces, dashes, dots and underscores removed. */
const SYNONYMS: Readonly<Record<FeedField, readonly string[]>> = {
  vin: ['vin', 'vinnumber', 'vehicleidentificationnumber'],
  stock: ['stock', 'stocknumber', 'stockno', 'stocknum', 'stock#'],
  type: ['type', 'newused', 'condition', 'stocktype', 'inventorytype'],
  year: ['year', 'modelyear'],
  make: ['make', 'manufacturer'],
  model: ['model'],
  trim: ['trim', 'series', 'trimlevel'],
  body: ['body', 'bodystyle', 'bodytype'],
  extColor: ['extcolor', 'exteriorcolor', 'color', 'exterior', 'extcolour'],
  intColor: ['intcolor', 'interiorcolor', 'interior', 'intcolour'],
  miles: ['miles', 'mileage', 'odometer'],
  price: ['price', 'sellingprice', 'saleprice', 'internetprice', 'ourprice'],
  msrp: ['msrp', 'listprice', 'retailprice'],
  photos: ['photos', 'photourls', 'images', 'imageurls', 'imagelist', 'photo'],
  description: ['description', 'comments', 'dealercomments', 'notes'],
  engine: ['engine', 'enginedescription'],
  transmission: ['transmission', 'trans'],
  drivetrain: ['drivetrain', 'drive', 'drivetype'],
  fuel: ['fuel', 'fueltype'],
  inTransit: ['intransit', 'transit'],
  eta: ['eta', 'arrivaldate', 'estimateddelivery', 'estimateddeliverydate'],
};

const normal = (header: string) => header.toLowerCase().replace(/[\s_.-]+/g, '');

export type HeaderMap = { columns: Partial<Record<FeedField, number>>; missing: FeedField[] };

/** Fields a feed cannot go without: the rest have a default or come from the VIN. */
const REQUIRED: readonly FeedField[] = ['vin', 'price'];

/** Which column holds each field (the first one that names it); `missing` lists the required fields no column names. */
export function mapHeaders(headers: readonly string[]): HeaderMap {
  const columns: Partial<Record<FeedField, number>> = {};
  headers.forEach((header, index) => {
    const name = normal(header.replace(/^\uFEFF/, ''));
    const field = FEED_FIELDS.find((f) => SYNONYMS[f].includes(name));
    if (field !== undefined && columns[field] === undefined) columns[field] = index;
  });
  return { columns, missing: REQUIRED.filter((f) => columns[f] === undefined) };
}

export type FeedVehicle = {
  vin: string;
  stockNumber: string;
  stockType: StockType;
  year: number;
  make: string;
  model: string;
  trim: string;
  bodyStyle: BodyStyle;
  exteriorColor: string;
  interiorColor: string;
  mileage: number | null;
  salePrice: number;
  msrp: number;
  photoUrls: string[];
  description: string;
  engine: string;
  transmission: string;
  drivetrain: string;
  fuelType: FuelType;
  inTransit: boolean;
  estimatedDeliveryDate: string | null;
};

/** What the VIN decodes to where the feed leaves year, make or model out; null fields are unknown. */
export type VinFacts = { year: number | null; make: string | null; model: string | null };

export const MAX_PRICE = 2_000_000;
export const MAX_MILES = 1_000_000;
export const MIN_YEAR = 1981;
export const MAX_PHOTOS = 50;

export type Rejection = { reason: string; code: RejectCode; params: RejectParams };
export type RowCheck = { ok: true; vehicle: FeedVehicle } | ({ ok: false } & Rejection);

/** A rejection with its code, its values and their English. */
export const rejection = (code: RejectCode, params: RejectParams = {}): Rejection => ({
  reason: rejectReason(code, params),
  code,
  params,
});

const BODY: Readonly<Record<string, BodyStyle>> = {
  sedan: 'sedan',
  suv: 'suv',
  sportutility: 'suv',
  crossover: 'suv',
  truck: 'truck',
  pickup: 'truck',
  crewcab: 'truck',
  coupe: 'coupe',
  hatchback: 'hatchback',
  convertible: 'convertible',
  wagon: 'wagon',
  van: 'van',
  minivan: 'van',
};
const FUEL: Readonly<Record<string, FuelType>> = {
  gas: 'Gasoline',
  gasoline: 'Gasoline',
  petrol: 'Gasoline',
  flexfuel: 'Gasoline',
  hybrid: 'Hybrid',
  pluginhybrid: 'Plug-In Hybrid',
  phev: 'Plug-In Hybrid',
  electric: 'Electric',
  ev: 'Electric',
  bev: 'Electric',
  diesel: 'Diesel',
};

/** A money or mileage figure as feeds write it: "$31,995", "31995.00". */
function amount(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned));
}

function stockTypeOf(text: string): StockType | null {
  const t = normal(text);
  if (t === 'new' || t === 'n') return 'NEW';
  if (t === 'used' || t === 'u' || t === 'preowned' || t === 'cpo' || t === 'certified') return 'USED';
  return null;
}

function photosOf(text: string): string[] {
  return text
    .split(/[|,]/)
    .map((s) => s.trim())
    .filter((s) => /^https?:\/\/\S+$/i.test(s))
    .slice(0, MAX_PHOTOS);
}

const yes = (text: string) => ['yes', 'y', 'true', '1', 'intransit'].includes(normal(text));

/**
 * One data row checked. `latestYear` is the newest model year that can exist (next year); `decode`
 * answers what a valid VIN says when the row leaves year, make or model out.
 */
export function checkRow(
  cells: readonly string[],
  map: HeaderMap,
  latestYear: number,
  decode: (vin: string) => VinFacts,
): RowCheck {
  const cell = (f: FeedField) => {
    const i = map.columns[f];
    return i === undefined ? '' : (cells[i] ?? '').trim();
  };
  const fail = (code: RejectCode, params: RejectParams = {}): RowCheck => ({ ok: false, ...rejection(code, params) });

  const vin = cell('vin').toUpperCase();
  if (vin === '') return fail('vinMissing');
  if (vin.length !== 17) return fail('vinLength', { length: vin.length });
  if (!isValidVin(vin)) return fail('vinCheck');

  const typeText = cell('type');
  const stockType = typeText === '' ? 'USED' : stockTypeOf(typeText);
  if (stockType === null) return fail('type', { value: typeText });

  const needsDecode = cell('year') === '' || cell('make') === '' || cell('model') === '';
  const decoded: VinFacts = needsDecode ? decode(vin) : { year: null, make: null, model: null };
  let year: number | null;
  if (cell('year') === '') year = decoded.year ?? modelYearOf(vin, latestYear);
  else year = /^\d{4}$/.test(cell('year')) ? Number(cell('year')) : null;
  if (year === null || year < MIN_YEAR || year > latestYear)
    return fail('year', { min: MIN_YEAR, max: latestYear, value: cell('year') });
  const make = cell('make') || decoded.make;
  if (!make) return fail('make');
  const model = cell('model') || decoded.model;
  if (!model) return fail('model');

  const salePrice = amount(cell('price'));
  if (salePrice === null || salePrice <= 0 || salePrice > MAX_PRICE)
    return fail('price', { max: MAX_PRICE, value: cell('price') });
  const msrpText = cell('msrp');
  const msrp = msrpText === '' ? salePrice : amount(msrpText);
  if (msrp === null || msrp <= 0 || msrp > MAX_PRICE) return fail('msrp', { max: MAX_PRICE, value: msrpText });

  const milesText = cell('miles');
  const miles = milesText === '' ? null : amount(milesText);
  if (milesText !== '' && (miles === null || miles > MAX_MILES))
    return fail('miles', { max: MAX_MILES, value: milesText });

  const eta = cell('eta');
  if (eta !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(eta)) return fail('eta', { value: eta });

  return {
    ok: true,
    vehicle: {
      vin,
      stockNumber: cell('stock') || vin.slice(-8),
      stockType,
      year,
      make,
      model,
      trim: cell('trim'),
      bodyStyle: BODY[normal(cell('body'))] ?? 'sedan',
      exteriorColor: cell('extColor'),
      interiorColor: cell('intColor'),
      mileage: miles,
      salePrice,
      msrp,
      photoUrls: photosOf(cell('photos')),
      description: cell('description'),
      engine: cell('engine'),
      transmission: cell('transmission'),
      drivetrain: cell('drivetrain'),
      fuelType: FUEL[normal(cell('fuel'))] ?? 'Gasoline',
      inTransit: yes(cell('inTransit')),
      estimatedDeliveryDate: eta === '' ? null : eta,
    },
  };
}

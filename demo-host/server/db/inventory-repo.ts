/**
 * The indexed inventory search behind `/listings`: the filters of GET /api/vehicles/search as one
 * SQL condition (the same statement on SQLite and PostgreSQL), the sort orders, a page with its
 * total, and the facet counts. Rows come back whole; the listings service summarises and prices them.
 */
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Sort } from '../../../src/contract/listings.ts';
import type { StockType } from '../../../src/contract/page-context.ts';
import type { Database, Db, Row } from './schema.ts';
import type {
  BodyStyle,
  FuelType,
  SalePrice,
  Vehicle,
  VehicleBanner,
  VehicleSummary,
} from '../../../src/contract/vehicle.ts';
import { json, bool } from './repo.ts';
import { storedPhotoUrls } from '../domain/inventory/image-type.ts';

/** The lists a shopper ticks; each has a facet that counts over every filter but its own. */
export type FacetLists = { makes: readonly string[]; fuelTypes: readonly FuelType[]; bodyStyles: readonly BodyStyle[] };
export type FacetName = keyof FacetLists;
export type Facet = { value: string; count: number }[];
export type Facets = Record<FacetName, Facet>;

export type SearchFilter = FacetLists & {
  dealerId?: string | undefined;
  stockTypes: readonly StockType[];
  /** Lower-case words (listings rules `searchWords`: no LIKE wildcard in them); each must appear in some column. */
  words: readonly string[];
  minYear?: number | undefined;
  maxYear?: number | undefined;
  maxMileage?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
};

/** The columns a search word may appear in: what a shopper calls a car by. */
const TEXT_COLUMNS = ['make', 'model', 'trim', 'body_style', 'fuel_type', 'exterior_color', 'drivetrain'] as const;

const FACET_COLUMNS = { makes: 'make', fuelTypes: 'fuel_type', bodyStyles: 'body_style' } as const;

type Where = ExpressionBuilder<Database, 'vehicles'>;

function wordCondition(eb: Where, word: string): Expression<SqlBool> {
  const pattern = `%${word}%`;
  // lower() on both databases: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
  const columns = TEXT_COLUMNS.map((column) => eb(eb.fn<string>('lower', [eb.ref(column)]), 'like', pattern));
  return eb.or([...columns, eb(eb.cast<string>('year', 'text'), 'like', pattern)]);
}

/** The filter as one condition; `without` leaves out one list (a facet does not filter on itself). */
const whereOf =
  (filter: SearchFilter, without?: FacetName) =>
  (eb: Where): Expression<SqlBool> => {
    // A vehicle a full feed left out is sold: it stays for its deals but is no longer listed.
    const conditions: Expression<SqlBool>[] = [eb('sold_at', 'is', null)];
    if (filter.dealerId !== undefined) conditions.push(eb('dealer_id', '=', filter.dealerId));
    if (filter.stockTypes.length > 0) conditions.push(eb('stock_type', 'in', [...new Set(filter.stockTypes)]));
    for (const name of ['makes', 'fuelTypes', 'bodyStyles'] as const) {
      const values: readonly string[] = filter[name];
      if (values.length > 0 && without !== name) conditions.push(eb(FACET_COLUMNS[name], 'in', [...new Set(values)]));
    }
    for (const word of filter.words) conditions.push(wordCondition(eb, word));
    if (filter.minYear !== undefined) conditions.push(eb('year', '>=', filter.minYear));
    if (filter.maxYear !== undefined) conditions.push(eb('year', '<=', filter.maxYear));
    // A new car has no odometer reading worth listing: it counts as zero miles, as in the mileage sort.
    if (filter.maxMileage !== undefined)
      conditions.push(eb(eb.fn.coalesce('mileage', eb.lit(0)), '<=', filter.maxMileage));
    if (filter.minPrice !== undefined) conditions.push(eb('price_with_rebates', '>=', filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(eb('price_with_rebates', '<=', filter.maxPrice));
    return eb.and(conditions);
  };

type Ordered = <O>(query: SelectQueryBuilder<Database, 'vehicles', O>) => SelectQueryBuilder<Database, 'vehicles', O>;

const ORDER: Record<Sort, Ordered> = {
  priceWithRebates: (q) => q.orderBy('price_with_rebates', 'asc').orderBy('id', 'asc'),
  '-priceWithRebates': (q) => q.orderBy('price_with_rebates', 'desc').orderBy('id', 'asc'),
  '-year': (q) => q.orderBy('year', 'desc').orderBy('price_with_rebates', 'asc').orderBy('id', 'asc'),
  // New cars have no odometer reading worth listing: they count as zero miles.
  mileage: (q) =>
    q
      .orderBy((eb) => eb.fn.coalesce('mileage', eb.lit(0)), 'asc')
      .orderBy('price_with_rebates', 'asc')
      .orderBy('id', 'asc'),
};

export type InventoryPage = { rows: VehicleRow[]; total: number; facets: Facets };

/** One page of the filtered stock in `sort` order, its total, and each facet over every filter but its own. */
export async function searchInventory(
  db: Db,
  filter: SearchFilter,
  sort: Sort,
  page: number,
  pageSize: number,
): Promise<InventoryPage> {
  const { total } = await db
    .selectFrom('vehicles')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(whereOf(filter))
    .executeTakeFirstOrThrow();
  const rows = await ORDER[sort](db.selectFrom('vehicles').selectAll().where(whereOf(filter)))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  // Each facet counts over every filter except its own, so a shopper sees what picking another value gives.
  const facet = async (name: FacetName): Promise<Facet> => {
    const column = FACET_COLUMNS[name];
    const counts = await db
      .selectFrom('vehicles')
      .select((eb) => [eb.ref(column).as('value'), eb.fn.countAll<number>().as('count')])
      .where(whereOf(filter, name))
      .groupBy(column)
      .orderBy(column)
      .execute();
    return counts.map((r) => ({ value: r.value, count: Number(r.count) }));
  };
  return {
    rows,
    total: Number(total),
    facets: { makes: await facet('makes'), fuelTypes: await facet('fuelTypes'), bodyStyles: await facet('bodyStyles') },
  };
}

/**
 * Every vehicle the filter's conditions other than its facet lists keep, in `sort` order: what a
 * search priced car by car (a most-per-month filter) starts from, the lists applied after pricing.
 */
export async function listInventory(db: Db, filter: SearchFilter, sort: Sort): Promise<VehicleRow[]> {
  const open: SearchFilter = { ...filter, makes: [], fuelTypes: [], bodyStyles: [] };
  return ORDER[sort](db.selectFrom('vehicles').selectAll().where(whereOf(open))).execute();
}

export type VehiclePricing = { rebate: number; priceWithRebates: number };

export async function getVehiclePricing(db: Db, vehicleId: string): Promise<VehiclePricing | null> {
  const row = await db
    .selectFrom('vehicles')
    .select(['sale_price', 'manufacturer_rebate', 'price_with_rebates'])
    .where('id', '=', vehicleId)
    .executeTakeFirst();
  if (!row) return null;
  const rebate = row.manufacturer_rebate ?? 0;
  return { rebate, priceWithRebates: row.price_with_rebates ?? row.sale_price - rebate };
}

/**
 * GET /vehicles/{id}/saleprice's figures for each vehicle: the one place a vehicle's advertised
 * price is read, so the widget and the demo dealer site show the same price for the same car.
 */
export async function getSalePrices(db: Db, vehicles: readonly Vehicle[]): Promise<Map<string, SalePrice>> {
  if (vehicles.length === 0) return new Map();
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'sale_price', 'manufacturer_rebate', 'price_with_rebates'])
    .where(
      'id',
      'in',
      vehicles.map((v) => v.id),
    )
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    vehicles.flatMap((vehicle) => {
      const row = byId.get(vehicle.id);
      if (!row) return [];
      const rebates = row.manufacturer_rebate ?? 0;
      return [
        [
          vehicle.id,
          {
            msrp: vehicle.msrp,
            salePrice: vehicle.salePrice,
            rebates,
            priceWithRebates: row.price_with_rebates ?? row.sale_price - rebates,
          },
        ] as const,
      ];
    }),
  );
}

export function toVehicleSummary(vehicle: Vehicle, priceWithRebates: number): VehicleSummary {
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    stockType: vehicle.stockType,
    bodyStyle: vehicle.bodyStyle,
    fuelType: vehicle.fuelType,
    exteriorColor: vehicle.exteriorColor,
    mileage: vehicle.mileage,
    msrp: vehicle.msrp,
    salePrice: vehicle.salePrice,
    priceWithRebates,
    imageUrl: vehicle.imageUrl,
    stockImageUrl: vehicle.stockImageUrl,
    inTransit: vehicle.inTransit,
    estimatedDeliveryDate: vehicle.estimatedDeliveryDate,
  };
}

/** A vehicle row as listed: its price with rebates as stored, else worked out. */
export const summaryOf = (row: VehicleRow, appOrigin: string): VehicleSummary =>
  toVehicleSummary(
    toVehicle(row, appOrigin),
    row.price_with_rebates ?? row.sale_price - (row.manufacturer_rebate ?? 0),
  );

export async function getVehicleSummary(db: Db, id: string, appOrigin: string): Promise<VehicleSummary | null> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? summaryOf(row, appOrigin) : null;
}

// ─── styles (stock media) ───────────────────────────────────────────────────────────────────

export type StyleMedia = { vehicle: Vehicle; spinVehicle: Vehicle | null; videoVehicle: Vehicle | null };

/** A style's representative vehicle, and the first of its vehicles flagged with a 360 spin or a video. */
export async function getStyleMedia(db: Db, styleId: number, appOrigin = ''): Promise<StyleMedia | null> {
  const rows = await db.selectFrom('vehicles').selectAll().where('style_id', '=', styleId).orderBy('id').execute();
  const vehicles = rows.map((row) => toVehicle(row, appOrigin));
  const first = vehicles[0];
  if (!first) return null;
  return {
    vehicle: first,
    spinVehicle: vehicles.find((x) => x.has360) ?? null,
    videoVehicle: vehicles.find((x) => x.hasVideo) ?? null,
  };
}

// ─── vehicles ───────────────────────────────────────────────────────────────────────────────

export type VehicleRow = Row<'vehicles'>;

/** Where a vehicle's pictures live; absolute because the shadow mount shows them on the dealer's page. */
export function vehicleImageUrl(appOrigin: string, vehicleId: string, index: number): string {
  return `${appOrigin}/images/vehicles/${encodeURIComponent(vehicleId)}/${index}.svg`;
}

/** A feed photo, shown through the app's image route (services/listings/vehicle-photos.ts says why). */
export function vehiclePhotoUrl(appOrigin: string, vehicleId: string, index: number): string {
  return `${appOrigin}/images/vehicles/${encodeURIComponent(vehicleId)}/photos/${index}`;
}

/** The photo URLs a feed stored for the vehicle; [] when none (or no such vehicle). */
export async function getVehiclePhotoUrls(db: Db, id: string): Promise<string[]> {
  const row = await db.selectFrom('vehicles').select('photo_urls').where('id', '=', id).executeTakeFirst();
  return storedPhotoUrls(row?.photo_urls ?? null);
}

export function stockImageUrl(appOrigin: string, bodyStyle: BodyStyle): string {
  return `${appOrigin}/images/stock/${bodyStyle}.svg`;
}

export function toVehicle(row: VehicleRow, appOrigin: string): Vehicle {
  const bodyStyle = row.body_style as BodyStyle;
  // A feed's photos when it gave some; else the generated pictures (none for a feed vehicle: the stock drawing shows).
  const photos = storedPhotoUrls(row.photo_urls);
  const images =
    photos.length > 0
      ? photos.map((_, i) => vehiclePhotoUrl(appOrigin, row.id, i))
      : Array.from({ length: row.image_count }, (_, i) => vehicleImageUrl(appOrigin, row.id, i));
  return {
    id: row.id,
    vin: row.vin,
    stockNumber: row.stock_number,
    stockType: row.stock_type as StockType,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    bodyStyle,
    fuelType: row.fuel_type as FuelType,
    exteriorColor: row.exterior_color,
    interiorColor: row.interior_color,
    engine: row.engine,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    mpgCity: row.mpg_city,
    mpgHighway: row.mpg_highway,
    rangeMiles: row.range_miles,
    mileage: row.mileage,
    msrp: row.msrp,
    salePrice: row.sale_price,
    dealerId: row.dealer_id,
    styleId: row.style_id,
    modelId: row.model_id,
    options: json<Vehicle['options']>(row.options),
    features: json<string[]>(row.features),
    vinOnDealerLotDate: row.vin_on_dealer_lot_date,
    inTransit: bool(row.in_transit),
    estimatedDeliveryDate: row.estimated_delivery_date,
    imageUrl: images[0] ?? null,
    stockImageUrl: stockImageUrl(appOrigin, bodyStyle),
    images,
    has360: bool(row.has_360),
    hasVideo: bool(row.has_video),
  };
}

export type VehicleFilter = {
  stockType?: StockType;
  dealerId?: string;
  make?: string;
  fuelType?: FuelType;
  minPrice?: number;
  maxPrice?: number;
};

/**
 * Vehicles matching every given filter, cheapest first within make and model. `appOrigin`
 * makes the image URLs absolute (pass it from any page not served by the app origin).
 */
export async function listVehicles(db: Db, filter: VehicleFilter = {}, appOrigin = ''): Promise<Vehicle[]> {
  let query = db.selectFrom('vehicles').selectAll().where('sold_at', 'is', null);
  if (filter.dealerId !== undefined) query = query.where('dealer_id', '=', filter.dealerId);
  if (filter.stockType !== undefined) query = query.where('stock_type', '=', filter.stockType);
  if (filter.make !== undefined) query = query.where('make', '=', filter.make);
  if (filter.fuelType !== undefined) query = query.where('fuel_type', '=', filter.fuelType);
  if (filter.minPrice !== undefined) query = query.where('sale_price', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('sale_price', '<=', filter.maxPrice);
  const rows = await query.orderBy('make').orderBy('model').orderBy('sale_price').orderBy('id').execute();
  return rows.map((row) => toVehicle(row, appOrigin));
}

export async function getVehicle(db: Db, id: string, appOrigin = ''): Promise<Vehicle | null> {
  const row = await db.selectFrom('vehicles').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toVehicle(row, appOrigin) : null;
}

/** Seed 001 §3 "Vehicle banner": the picture and the naming fields of a vehicle. */
export function toVehicleBanner(vehicle: Vehicle): VehicleBanner {
  return {
    imageUrl: vehicle.imageUrl,
    stockImageUrl: vehicle.stockImageUrl,
    bodyStyle: vehicle.bodyStyle,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    exteriorColor: vehicle.exteriorColor,
    interiorColor: vehicle.interiorColor,
  };
}

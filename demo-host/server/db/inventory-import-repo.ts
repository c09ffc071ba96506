/**
 * Inventory feed imports: a batch of checked feed vehicles upserted by VIN (only rows that differ are
 * written), the dealer's vehicles a full feed left out marked sold, and the import history.
 */
import type { RejectedRow } from '../../../src/contract/workspace-inventory.ts';
import type { FeedField, FeedVehicle } from '../domain/inventory/feed.ts';
import type { Database, Db, NewRow, Row } from './schema.ts';
import type { Transaction } from 'kysely';

type Tx = Db | Transaction<Database>;

/** The columns a feed sets, as stored; everything else of a vehicle is left as it was. */
export type FeedColumns = Pick<
  NewRow<'vehicles'>,
  | 'stock_number'
  | 'stock_type'
  | 'year'
  | 'make'
  | 'model'
  | 'trim'
  | 'body_style'
  | 'fuel_type'
  | 'exterior_color'
  | 'interior_color'
  | 'engine'
  | 'transmission'
  | 'drivetrain'
  | 'mileage'
  | 'msrp'
  | 'sale_price'
  | 'in_transit'
  | 'estimated_delivery_date'
  | 'photo_urls'
  | 'description'
>;

/** The stored column each optional feed field sets; year, make, model and price are always set. */
export const COLUMN_OF_FIELD: Readonly<Partial<Record<FeedField, keyof FeedColumns>>> = {
  stock: 'stock_number',
  type: 'stock_type',
  trim: 'trim',
  body: 'body_style',
  extColor: 'exterior_color',
  intColor: 'interior_color',
  miles: 'mileage',
  msrp: 'msrp',
  photos: 'photo_urls',
  description: 'description',
  engine: 'engine',
  transmission: 'transmission',
  drivetrain: 'drivetrain',
  fuel: 'fuel_type',
  inTransit: 'in_transit',
  eta: 'estimated_delivery_date',
};

/** The columns an update may write: a column the feed does not have keeps what is stored (a feed without Engine blanks no engine). */
export function writableColumns(fields: readonly FeedField[]): (keyof FeedColumns)[] {
  const always: (keyof FeedColumns)[] = ['year', 'make', 'model', 'sale_price'];
  return [...always, ...fields.flatMap((f) => COLUMN_OF_FIELD[f] ?? [])];
}

export const pick = (columns: FeedColumns, keys: readonly (keyof FeedColumns)[]): FeedColumns =>
  Object.fromEntries(keys.map((k) => [k, columns[k]])) as FeedColumns;

export function feedColumns(v: FeedVehicle): FeedColumns {
  return {
    stock_number: v.stockNumber,
    stock_type: v.stockType,
    year: v.year,
    make: v.make,
    model: v.model,
    trim: v.trim,
    body_style: v.bodyStyle,
    fuel_type: v.fuelType,
    exterior_color: v.exteriorColor,
    interior_color: v.interiorColor,
    engine: v.engine,
    transmission: v.transmission,
    drivetrain: v.drivetrain,
    mileage: v.mileage,
    msrp: v.msrp,
    sale_price: v.salePrice,
    in_transit: v.inTransit ? 1 : 0,
    estimated_delivery_date: v.estimatedDeliveryDate,
    photo_urls: v.photoUrls.length > 0 ? JSON.stringify(v.photoUrls) : null,
    description: v.description === '' ? null : v.description,
  };
}

export type StockedVehicle = Pick<Row<'vehicles'>, 'id' | 'dealer_id' | 'sold_at' | 'manufacturer_rebate'> &
  FeedColumns;

const STOCKED = [
  'id',
  'vin',
  'dealer_id',
  'sold_at',
  'manufacturer_rebate',
  'stock_number',
  'stock_type',
  'year',
  'make',
  'model',
  'trim',
  'body_style',
  'fuel_type',
  'exterior_color',
  'interior_color',
  'engine',
  'transmission',
  'drivetrain',
  'mileage',
  'msrp',
  'sale_price',
  'in_transit',
  'estimated_delivery_date',
  'photo_urls',
  'description',
] as const;

/** Placeholders per statement stay well under SQLite's and PostgreSQL's limits. */
const CHUNK = 500;
const chunks = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The vehicles (of any dealer: a VIN is unique) with these VINs. */
export async function findByVins(db: Tx, vins: readonly string[]): Promise<Map<string, StockedVehicle>> {
  const found = new Map<string, StockedVehicle>();
  for (const part of chunks(vins)) {
    const rows = await db.selectFrom('vehicles').select(STOCKED).where('vin', 'in', part).execute();
    for (const { vin, ...row } of rows)
      found.set(vin, { ...row, mileage: row.mileage === null ? null : Number(row.mileage) });
  }
  return found;
}

/** Whether the stored vehicle already says what the feed says (numbers compared as numbers: PostgreSQL's bigint reads back as text). */
export function sameAsStored(stored: StockedVehicle, next: FeedColumns): boolean {
  if (stored.sold_at !== null) return false;
  return (Object.keys(next) as (keyof FeedColumns)[]).every((key) => {
    const a = stored[key] ?? null;
    const b = next[key] ?? null;
    return typeof b === 'number' ? a !== null && Number(a) === b : a === b;
  });
}

export type FeedInsert = { id: string; dealerId: string; vin: string; columns: FeedColumns; today: string };
export type FeedUpdate = { id: string; columns: FeedColumns; rebate: number | null };

/** A feed says nothing of leasing: a new car may be leased, a used one not (as most of the seeded stock). */
export const feedOptions = (stockType: string): string => JSON.stringify({ leaseEnabled: stockType === 'NEW' });

export async function insertFeedVehicles(tx: Tx, rows: readonly FeedInsert[]): Promise<void> {
  // About 40 columns a row: 200 rows a statement stays under SQLite's 32,766 placeholders.
  for (const part of chunks(rows, 200)) {
    await tx
      .insertInto('vehicles')
      .values(
        part.map((r) => ({
          id: r.id,
          vin: r.vin,
          dealer_id: r.dealerId,
          ...r.columns,
          mpg_city: null,
          mpg_highway: null,
          range_miles: null,
          style_id: 0,
          model_id: 0,
          options: feedOptions(r.columns.stock_type),
          features: '[]',
          vin_on_dealer_lot_date: r.columns.in_transit ? null : r.today,
          image_count: 0,
          has_360: 0,
          has_video: 0,
          manufacturer_rebate: null,
          price_with_rebates: r.columns.sale_price,
          sold_at: null,
        })),
      )
      .execute();
  }
}

export async function updateFeedVehicle(tx: Tx, row: FeedUpdate): Promise<void> {
  await tx
    .updateTable('vehicles')
    .set({ ...row.columns, sold_at: null, price_with_rebates: (row.columns.sale_price ?? 0) - (row.rebate ?? 0) })
    .where('id', '=', row.id)
    .execute();
}

/** Marks sold the dealer's listed vehicles whose VIN is not in `keep`; how many. */
export async function markMissingSold(
  tx: Tx,
  dealerId: string,
  keep: ReadonlySet<string>,
  at: number,
): Promise<number> {
  const listed = await tx
    .selectFrom('vehicles')
    .select(['id', 'vin'])
    .where('dealer_id', '=', dealerId)
    .where('sold_at', 'is', null)
    .execute();
  const gone = listed.filter((v) => !keep.has(v.vin)).map((v) => v.id);
  for (const part of chunks(gone))
    await tx.updateTable('vehicles').set({ sold_at: at }).where('id', 'in', part).execute();
  return gone.length;
}

export type ImportRecord = {
  dealerId: string;
  source: 'upload' | 'url';
  fileName: string | null;
  fullFeed: boolean;
  staffId: string | null;
  startedAt: number;
  finishedAt: number;
  rowsRead: number;
  added: number;
  updated: number;
  unchanged: number;
  sold: number;
  rejected: RejectedRow[];
  /** Why nothing was imported (a feed URL that failed); null when the file was read. */
  error: string | null;
};

export async function insertImport(tx: Tx, r: ImportRecord): Promise<number> {
  const row = await tx
    .insertInto('inventory_imports')
    .values({
      dealer_id: r.dealerId,
      source: r.source,
      file_name: r.fileName,
      full_feed: r.fullFeed ? 1 : 0,
      staff_id: r.staffId,
      started_at: r.startedAt,
      finished_at: r.finishedAt,
      rows_read: r.rowsRead,
      added: r.added,
      updated: r.updated,
      unchanged: r.unchanged,
      sold: r.sold,
      rejected: r.rejected.length,
      rejected_rows: JSON.stringify(r.rejected),
      error: r.error,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export type ImportRow = Row<'inventory_imports'>;

/** The dealer's latest imports, newest first. */
export async function listImports(db: Tx, dealerId: string, limit: number): Promise<ImportRow[]> {
  return db
    .selectFrom('inventory_imports')
    .selectAll()
    .where('dealer_id', '=', dealerId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

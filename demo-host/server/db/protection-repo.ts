/**
 * Protection products: the catalogue a dealer offers and the rows a deal's
 * jacket names. A deal's jacket itself is its `cash_protection_products` list (deals-repo).
 */
import type { ProtectionProduct } from '../../../src/contract/protection.ts';
import type { Db, Row } from './schema.ts';
import { bool } from './repo.ts';

/** A catalogue row with the dealer it belongs to (null: a plan every flagged dealer offers). */
export type CatalogProduct = ProtectionProduct & { dealerId: string | null };

const COLUMNS = [
  'id',
  'dealer_id',
  'kind',
  'name',
  'description',
  'price',
  'price_per_month',
  'term_months',
  'mileage_limit',
  'financed_only',
] as const;

type ProductRow = Pick<Row<'protection_products'>, (typeof COLUMNS)[number]>;

function toProduct(row: ProductRow): CatalogProduct {
  return {
    id: row.id,
    dealerId: row.dealer_id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    price: row.price,
    coverage:
      row.kind === 'SERVICE_CONTRACT' && row.price_per_month !== null && row.term_months !== null
        ? { pricePerMonth: row.price_per_month, termMonths: row.term_months, mileageLimit: row.mileage_limit }
        : null,
    optional: true,
    financedOnly: bool(row.financed_only),
  };
}

/** The public shape of a product (its dealer is not part of the contract). */
export const publicProduct = ({ dealerId: _dealerId, ...product }: CatalogProduct): ProtectionProduct => product;

/** Seed 000 §6: whether the dealer offers protection products; null for an unknown dealer. */
export async function dealerOffersProtection(db: Db, dealerId: string): Promise<boolean | null> {
  const row = await db
    .selectFrom('dealers')
    .select('protection_products_enabled')
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return row ? bool(row.protection_products_enabled) : null;
}

/** What a dealer offers: the plans (no dealer), then its own products, each in seed order. */
export async function listDealerProducts(db: Db, dealerId: string): Promise<CatalogProduct[]> {
  const rows = await db
    .selectFrom('protection_products')
    .select([...COLUMNS])
    .where((eb) => eb.or([eb('dealer_id', 'is', null), eb('dealer_id', '=', dealerId)]))
    .orderBy('kind', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toProduct);
}

/** The catalogue rows among `ids` (each once), in no particular order. */
export async function findCatalogProducts(db: Db, ids: readonly string[]): Promise<CatalogProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('protection_products')
    .select([...COLUMNS])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return rows.map(toProduct);
}

/**
 * Protection products: the catalogue a dealer offers and the rows a deal's
 * jacket names. A deal's jacket itself is its `cash_protection_products` list (deals-repo).
 */
import type { ProtectionProduct } from '../../../src/contract/protection.ts';
import type { DealerProtection } from '../../../src/contract/workspace-dealer-protection.ts';
import type { Db, Row } from './schema.ts';
import { bool } from './repo.ts';

/** A catalogue row with the dealer it belongs to (null: a plan every flagged dealer offers). */
export type CatalogProduct = ProtectionProduct & { dealerId: string | null; retired: boolean };

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
  'retired_at',
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
    retired: row.retired_at !== null,
  };
}

/** The public shape of a product (its dealer is not part of the contract). */
export const publicProduct = ({
  dealerId: _dealerId,
  retired: _retired,
  ...product
}: CatalogProduct): ProtectionProduct => product;

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
    // A retired product is not offered to new deals (migration 0040); deals that chose it keep it.
    .where('retired_at', 'is', null)
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

// ─── the dealer's own products, as the workspace edits them ────────────────────────────────

/** Every product of the dealer's own (retired ones too), in its order. */
export async function getDealerProtection(db: Db, dealerId: string): Promise<DealerProtection> {
  const rows = await db
    .selectFrom('protection_products')
    .select(['id', 'name', 'description', 'price', 'financed_only', 'retired_at'])
    .where('dealer_id', '=', dealerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    products: rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      price: r.price,
      financedOnly: bool(r.financed_only),
      retired: r.retired_at !== null,
    })),
  };
}

/** Writes the list: each product inserted or updated in this order; one left out is retired, never deleted. */
export async function setDealerProtection(db: Db, dealerId: string, doc: DealerProtection, at: number): Promise<void> {
  const stored = new Map(
    (
      await db
        .selectFrom('protection_products')
        .select(['id', 'retired_at'])
        .where('dealer_id', '=', dealerId)
        .execute()
    ).map((r) => [r.id, r.retired_at]),
  );
  for (const [position, p] of doc.products.entries()) {
    const retiredAt = p.retired ? (stored.get(p.id) ?? at) : null;
    const values = {
      name: p.name,
      description: p.description,
      price: p.price,
      financed_only: p.financedOnly ? 1 : 0,
      position,
      retired_at: retiredAt,
    };
    if (stored.has(p.id))
      await db
        .updateTable('protection_products')
        .set(values)
        .where('id', '=', p.id)
        .where('dealer_id', '=', dealerId)
        .execute();
    else
      await db
        .insertInto('protection_products')
        .values({ id: p.id, dealer_id: dealerId, kind: 'DEALER_PRODUCT', ...values })
        .execute();
  }
  const kept = new Set(doc.products.map((p) => p.id));
  const left = [...stored].filter(([id, retiredAt]) => !kept.has(id) && retiredAt === null).map(([id]) => id);
  if (left.length > 0)
    await db.updateTable('protection_products').set({ retired_at: at }).where('id', 'in', left).execute();
}

/**
 * Dealer accessories: each dealer's catalogue, the vehicles an accessory fits
 * ('*' is any make, or any model of the make) and the accessories saved with a deal, always priced
 * from the catalogue.
 */
import { ACCESSORY_CATEGORIES, type Accessory } from '../../../src/contract/accessories.ts';
import type { DealerAccessories } from '../../../src/contract/workspace-dealer-accessories.ts';
import type { Db, Row } from './schema.ts';
import { ANY, type AccessoryFit, type CatalogAccessory } from '../domain/accessories/selection.ts';

export type { CatalogAccessory };

const COLUMNS = ['id', 'dealer_id', 'category', 'name', 'description', 'price', 'position', 'retired_at'] as const;
type AccessoryRow = Pick<Row<'accessories'>, (typeof COLUMNS)[number]>;

/** The public shape of an accessory (its dealer and fitments are not part of the contract). */
export const publicAccessory = ({
  dealerId: _dealer,
  fits: _fits,
  retired: _retired,
  ...accessory
}: CatalogAccessory): Accessory => accessory;

const categoryRank = (category: string): number => ACCESSORY_CATEGORIES.indexOf(category as Accessory['category']);

async function withFits(db: Db, rows: readonly AccessoryRow[]): Promise<CatalogAccessory[]> {
  if (rows.length === 0) return [];
  const fitments = await db
    .selectFrom('accessory_fitments')
    .select(['accessory_id', 'make', 'model'])
    .where(
      'accessory_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const fitsOf = new Map<string, AccessoryFit[]>();
  for (const f of fitments) fitsOf.set(f.accessory_id, [...(fitsOf.get(f.accessory_id) ?? []), f]);
  return rows.map((r) => ({
    id: r.id,
    dealerId: r.dealer_id,
    category: r.category,
    name: r.name,
    description: r.description,
    price: r.price,
    fits: (fitsOf.get(r.id) ?? []).map(({ make, model }) => ({ make, model })),
    retired: r.retired_at !== null,
  }));
}

/** What the dealer sells that fits the vehicle: by category (the page's order), then the dealer's order. */
export async function listFittingAccessories(
  db: Db,
  dealerId: string,
  vehicle: { make: string; model: string },
): Promise<CatalogAccessory[]> {
  const rows = await db
    .selectFrom('accessories')
    .select([...COLUMNS])
    .where('dealer_id', '=', dealerId)
    // A retired accessory leaves the shopper's catalogue (migration 0040); deals that saved it keep it.
    .where('retired_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('accessory_fitments')
          .select('accessory_fitments.accessory_id')
          .whereRef('accessory_fitments.accessory_id', '=', 'accessories.id')
          .where((eb) => eb.or([eb('make', '=', ANY), eb('make', '=', vehicle.make)]))
          .where((eb) => eb.or([eb('model', '=', ANY), eb('model', '=', vehicle.model)])),
      ),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  const sorted = [...rows].sort((a, b) => categoryRank(a.category) - categoryRank(b.category));
  return withFits(db, sorted);
}

/** The catalogue rows among `ids` (each once), in no particular order. */
export async function findAccessories(db: Db, ids: readonly string[]): Promise<CatalogAccessory[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('accessories')
    .select([...COLUMNS])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return withFits(db, rows);
}

/** The accessories saved with the deal, in the order saved, at today's catalogue prices. */
export async function listSavedAccessories(db: Db, dealId: string): Promise<Accessory[]> {
  const rows = await db
    .selectFrom('saved_accessories')
    .innerJoin('accessories', 'accessories.id', 'saved_accessories.accessory_id')
    .select([
      'accessories.id',
      'accessories.category',
      'accessories.name',
      'accessories.description',
      'accessories.price',
    ])
    .where('saved_accessories.deal_id', '=', dealId)
    .orderBy('saved_accessories.position')
    .orderBy('accessories.id')
    .execute();
  return rows.map((r) => ({ ...r }));
}

/** The deal's saved accessories become `ids` (each once, in this order); the deal is changed now. Callers hold its lock. */
export async function replaceSavedAccessories(
  db: Db,
  dealId: string,
  ids: readonly string[],
  now = new Date(),
): Promise<void> {
  await db.deleteFrom('saved_accessories').where('deal_id', '=', dealId).execute();
  const once = [...new Set(ids)];
  if (once.length > 0) {
    await db
      .insertInto('saved_accessories')
      .values(once.map((accessoryId, position) => ({ deal_id: dealId, accessory_id: accessoryId, position })))
      .execute();
  }
  await db.updateTable('deals').set({ updated_at: now.toISOString() }).where('id', '=', dealId).execute();
}

// ─── the dealer's catalogue, as the workspace edits it ─────────────────────────────────────

/** Every accessory of the dealer (retired ones too), in its order, with the vehicles each fits. */
export async function getDealerAccessories(db: Db, dealerId: string): Promise<DealerAccessories> {
  const rows = await db
    .selectFrom('accessories')
    .select([...COLUMNS])
    .where('dealer_id', '=', dealerId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    accessories: (await withFits(db, rows)).map((a) => ({
      id: a.id,
      name: a.name,
      category: a.category,
      description: a.description,
      price: a.price,
      fits: a.fits,
      retired: a.retired,
    })),
  };
}

/**
 * Writes the catalogue: each accessory inserted or updated in this order with its fitments; one left out
 * is retired, never deleted (deals that saved it keep pointing at it).
 */
export async function setDealerAccessories(
  db: Db,
  dealerId: string,
  doc: DealerAccessories,
  at: number,
): Promise<void> {
  const stored = new Map(
    (await db.selectFrom('accessories').select(['id', 'retired_at']).where('dealer_id', '=', dealerId).execute()).map(
      (r) => [r.id, r.retired_at],
    ),
  );
  for (const [position, a] of doc.accessories.entries()) {
    const values = {
      category: a.category,
      name: a.name,
      description: a.description,
      price: a.price,
      position,
      // Retired keeps its first moment, so the history says when it left the catalogue.
      retired_at: a.retired ? (stored.get(a.id) ?? at) : null,
    };
    if (stored.has(a.id)) {
      await db
        .updateTable('accessories')
        .set(values)
        .where('id', '=', a.id)
        .where('dealer_id', '=', dealerId)
        .execute();
      await db.deleteFrom('accessory_fitments').where('accessory_id', '=', a.id).execute();
    } else
      await db
        .insertInto('accessories')
        .values({ id: a.id, dealer_id: dealerId, ...values })
        .execute();
    const fits = [...new Map(a.fits.map((f) => [`${f.make}\u0000${f.model}`, f])).values()];
    await db
      .insertInto('accessory_fitments')
      .values(fits.map((f) => ({ accessory_id: a.id, make: f.make, model: f.model })))
      .execute();
  }
  const kept = new Set(doc.accessories.map((a) => a.id));
  const left = [...stored].filter(([id, retiredAt]) => !kept.has(id) && retiredAt === null).map(([id]) => id);
  if (left.length > 0) await db.updateTable('accessories').set({ retired_at: at }).where('id', 'in', left).execute();
}

/**
 * What the deal jacket reads beside the deal desk: the deal's dealer, the shopper's account, the trade,
 * bookings, the protection products' names and prices, who locked the price; and the staff's deal search.
 */
import { sql } from 'kysely';
import { containsPattern } from './like.ts';
import type { Db } from './schema.ts';

export async function dealerOfVehicle(db: Db, vehicleId: string) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('dealers as d', 'd.id', 'v.dealer_id')
    .select(['d.id', 'd.name', 'd.time_zone as timeZone'])
    .where('v.id', '=', vehicleId)
    .executeTakeFirst();
}

/** The deal's parts apart from its pricing: each one query, read together. */
export async function jacketParts(
  db: Db,
  deal: { id: string; userId: string | null; tradeId: string | null; cashProtectionProducts: readonly string[] },
) {
  const [trade, bookings, user, protection, lockedBy] = await Promise.all([
    deal.tradeId
      ? db
          .selectFrom('trades')
          .select(['vehicle_name', 'offer', 'payoff'])
          .where('id', '=', deal.tradeId)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('appointments')
      .select(['kind', 'starts_at', 'status'])
      .where('deal_id', '=', deal.id)
      .orderBy('starts_at')
      .execute(),
    deal.userId
      ? db
          .selectFrom('users')
          .select(['first_name', 'last_name', 'email', 'phone_number'])
          .where('id', '=', deal.userId)
          .executeTakeFirst()
      : undefined,
    deal.cashProtectionProducts.length === 0
      ? []
      : db
          .selectFrom('protection_products')
          .select(['name', 'price'])
          .where('id', 'in', deal.cashProtectionProducts)
          .execute(),
    db
      .selectFrom('deals as dl')
      .leftJoin('staff as s', 's.id', 'dl.price_locked_by')
      .select('s.name')
      .where('dl.id', '=', deal.id)
      .executeTakeFirst(),
  ]);
  return {
    trade: trade ? { vehicle: trade.vehicle_name, offer: Number(trade.offer), payoff: Number(trade.payoff) } : null,
    bookings: bookings.map((b) => ({ kind: b.kind, startsAt: Number(b.starts_at), status: b.status })),
    user: user
      ? {
          name: [user.first_name, user.last_name].filter(Boolean).join(' '),
          email: user.email,
          phone: user.phone_number || null,
        }
      : null,
    protection: protection.map((p) => ({ name: p.name, price: Number(p.price) })),
    lockedBy: lockedBy?.name ?? null,
  };
}

/** Deals of `dealers` ('all': any) whose shopper's name, email or phone, deal id or certificate id matches. */
export async function searchDeals(db: Db, text: string, dealers: readonly string[] | 'all', limit: number) {
  if (dealers !== 'all' && dealers.length === 0) return [];
  const like = containsPattern(text.toLowerCase());
  const digits = text.replace(/\D/g, '');
  let q = db
    .selectFrom('deals as dl')
    .innerJoin('vehicles as v', 'v.id', 'dl.vehicle_id')
    .innerJoin('dealers as d', 'd.id', 'v.dealer_id')
    .leftJoin('users as u', 'u.id', 'dl.user_id')
    .leftJoin('certificates as c', 'c.deal_id', 'dl.id')
    .select([
      'dl.id',
      'dl.saved',
      'dl.updated_at',
      'u.first_name',
      'u.last_name',
      'v.year',
      'v.make',
      'v.model',
      'd.name as dealer_name',
    ])
    .where((eb) =>
      eb.or([
        eb('dl.id', '=', text),
        eb('c.id', '=', text),
        // Written out: PostgreSQL cannot type a parameter passed to concat().
        eb(
          sql<string>`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`,
          'like',
          sql<string>`${like} escape '\\'`,
        ),
        eb(sql<string>`lower(u.email)`, 'like', sql<string>`${like} escape '\\'`),
        ...(digits.length >= 4 ? [eb('u.phone_number', 'like', `%${digits}%`)] : []),
      ]),
    )
    .orderBy('dl.updated_at', 'desc')
    .limit(limit);
  if (dealers !== 'all') q = q.where('v.dealer_id', 'in', dealers);
  const rows = await q.execute();
  const seen = new Set<string>();
  // A deal with two certificates comes once.
  return rows
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .map((r) => ({
      id: r.id,
      shopper: r.first_name || r.last_name ? [r.first_name, r.last_name].filter(Boolean).join(' ') : null,
      vehicle: `${r.year} ${r.make} ${r.model}`,
      dealer: r.dealer_name,
      updatedAt: r.updated_at,
      saved: Number(r.saved) === 1,
    }));
}

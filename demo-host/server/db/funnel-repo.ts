/**
 * The `funnel_daily` rollup: an event counted on its dealer's day (one upsert, in the caller's
 * transaction), a session's widget open counted once a day, and a dealer's rows over a range.
 */
import { dealerDay, type FunnelEvent, type RollupRow } from '../domain/funnel/funnel.ts';
import type { Db } from './schema.ts';

export type FunnelHit = {
  event: FunnelEvent;
  /** Epoch ms of the event. */
  at: number;
  /** The dealer and campaign, else read from the deal, else (the campaign) from the session's page. */
  dealerId?: string | null | undefined;
  campaign?: string | null | undefined;
  dealId?: string | null | undefined;
  vehicleId?: string | null | undefined;
  sessionId?: string | null | undefined;
};

/** A dealer's zone changes about never: each process reads it once in a while, not with every event counted. */
const ZONE_TTL_MS = 5 * 60 * 1000;
const zonesByDb = new WeakMap<object, Map<string, { zone: string | null; until: number }>>();

async function zoneOf(db: Db, dealerId: string): Promise<string | null> {
  // Per database (its adapter, which its transactions share), so two databases in one process never mix.
  const key = db.getExecutor().adapter;
  let zones = zonesByDb.get(key);
  if (!zones) zonesByDb.set(key, (zones = new Map()));
  const known = zones.get(dealerId);
  if (known && known.until > Date.now()) return known.zone;
  const row = await db.selectFrom('dealers').select('time_zone').where('id', '=', dealerId).executeTakeFirst();
  const zone = row?.time_zone ?? null;
  zones.set(dealerId, { zone, until: Date.now() + ZONE_TTL_MS });
  return zone;
}

async function bump(db: Db, dealerId: string, day: string, campaign: string, event: FunnelEvent): Promise<void> {
  await db
    .insertInto('funnel_daily')
    .values({ dealer_id: dealerId, day, campaign_slug: campaign, event, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['dealer_id', 'day', 'campaign_slug', 'event'])
        .doUpdateSet((eb) => ({ count: eb('funnel_daily.count', '+', 1) })),
    )
    .execute();
}

/** Counts one event; without a dealer known (nor a deal to read it from) it counts nothing. */
export async function countFunnelEvent(db: Db, hit: FunnelHit): Promise<void> {
  let dealerId = hit.dealerId ?? null;
  let campaign = hit.campaign ?? null;
  if ((!dealerId || campaign === null) && hit.dealId) {
    const deal = await db
      .selectFrom('deals')
      .innerJoin('vehicles', 'vehicles.id', 'deals.vehicle_id')
      .select(['vehicles.dealer_id', 'deals.campaign_slug'])
      .where('deals.id', '=', hit.dealId)
      .executeTakeFirst();
    dealerId ??= deal?.dealer_id ?? null;
    campaign ??= deal?.campaign_slug ?? null;
  }
  if (!dealerId && hit.vehicleId) {
    const vehicle = await db
      .selectFrom('vehicles')
      .select('dealer_id')
      .where('id', '=', hit.vehicleId)
      .executeTakeFirst();
    dealerId = vehicle?.dealer_id ?? null;
  }
  if (!dealerId) return;
  if (campaign === null && hit.sessionId) {
    const session = await db
      .selectFrom('sessions')
      .select('campaign_slug')
      .where('id', '=', hit.sessionId)
      .executeTakeFirst();
    campaign = session?.campaign_slug ?? null;
  }
  const zone = await zoneOf(db, dealerId);
  if (!zone) return;
  await bump(db, dealerId, dealerDay(hit.at, zone), campaign ?? '', hit.event);
}

/** A widget open: counted once per session and dealer day (the session remembers the day it was counted). */
export async function countWidgetOpen(
  db: Db,
  o: { sessionId: string; dealerId: string | null; campaign: string; at: number },
): Promise<void> {
  if (!o.dealerId) return;
  const zone = await zoneOf(db, o.dealerId);
  if (!zone) return;
  const day = dealerDay(o.at, zone);
  const marked = await db
    .updateTable('sessions')
    .set({ funnel_open_day: day })
    .where('id', '=', o.sessionId)
    .where((eb) => eb.or([eb('funnel_open_day', 'is', null), eb('funnel_open_day', '!=', day)]))
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return;
  await bump(db, o.dealerId, day, o.campaign, 'opens');
}

/** A dealer's rollup rows from `from` to `to` (days, included), summed over campaigns unless one is asked. */
export async function funnelRows(
  db: Db,
  f: { dealerId: string; campaign?: string | undefined; from: string; to: string },
): Promise<RollupRow[]> {
  let q = db
    .selectFrom('funnel_daily')
    .select(['day', 'event', (eb) => eb.fn.sum<number | string>('count').as('count')])
    .where('dealer_id', '=', f.dealerId)
    .where('day', '>=', f.from)
    .where('day', '<=', f.to)
    .groupBy(['day', 'event']);
  if (f.campaign !== undefined) q = q.where('campaign_slug', '=', f.campaign);
  const rows = await q.execute();
  return rows.map((r) => ({ day: r.day, event: r.event, count: Number(r.count) }));
}

/** The campaigns a dealer has any count for, for the filter. */
export async function funnelCampaigns(db: Db, dealerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('funnel_daily')
    .select('campaign_slug')
    .distinct()
    .where('dealer_id', '=', dealerId)
    .where('campaign_slug', '!=', '')
    .orderBy('campaign_slug')
    .execute();
  return rows.map((r) => r.campaign_slug);
}

/** How long each answered lead of the range waited for its first response, in ms. */
export async function leadResponseTimes(
  db: Db,
  f: { dealerId: string; campaign?: string | undefined; from: number; until: number },
): Promise<number[]> {
  let q = db
    .selectFrom('lead_outbox')
    .select(['created_at', 'first_response_at'])
    .where('dealer_id', '=', f.dealerId)
    .where('created_at', '>=', f.from)
    .where('created_at', '<', f.until)
    .where('first_response_at', 'is not', null);
  if (f.campaign !== undefined) q = q.where('campaign_slug', '=', f.campaign);
  const rows = await q.execute();
  return rows.map((r) => Number(r.first_response_at) - Number(r.created_at));
}

/** The dealer a funnel is of: its name, and the zone its days are in. */
export async function funnelDealer(db: Db, id: string): Promise<{ id: string; name: string; zone: string } | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['id', 'name', 'time_zone'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { id: row.id, name: row.name, zone: row.time_zone } : null;
}

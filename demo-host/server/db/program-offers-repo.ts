/**
 * Program offers: the offer table of each automaker program, and the offers
 * a deal may carry: its campaign's program's, for its vehicle, on the dealer's today. Amounts come
 * only from here; the shopper chooses offers by type.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import * as v from 'valibot';
import { ProgramOfferSchema, type ProgramOffer } from '../../../src/contract/deal.ts';
import type { StockType } from '../../../src/contract/page-context.ts';
import type { Db } from './schema.ts';

/** '*' in make, model or stock type: any. */
export const ANY_VEHICLE = '*';

/** What decides whether an offer applies to a vehicle. */
export type OfferVehicle = { make: string; model: string; year: number; stockType: StockType };

/** The program of the campaign a deal was started in; null outside any program (or for older deals). */
export async function getCampaignProgram(db: Db, campaignSlug: string | null): Promise<string | null> {
  if (campaignSlug === null) return null;
  const row = await db.selectFrom('campaigns').select('program_id').where('slug', '=', campaignSlug).executeTakeFirst();
  return row?.program_id ?? null;
}

/** The dealer's calendar day (YYYY-MM-DD) at `now`: program offers start and end on dealer days. */
export async function dealerToday(db: Db, dealerId: string, now: Date): Promise<string> {
  const row = await db.selectFrom('dealers').select('time_zone').where('id', '=', dealerId).executeTakeFirst();
  try {
    // The same time-zone library as the call center and the lead dates; a bad zone throws a RangeError.
    return format(new TZDate(now.getTime(), row?.time_zone ?? 'UTC'), 'yyyy-MM-dd');
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * The program's offers that apply to the vehicle on `today`, one per type, in the program's order.
 * Rows of one type do not overlap (the seed checks it); if they did, the larger amount would win.
 * A row that is not a valid offer (a bad amount written by hand) is left out, never served.
 */
export async function listProgramOffers(
  db: Db,
  programId: string,
  vehicle: OfferVehicle,
  today: string,
): Promise<ProgramOffer[]> {
  const rows = await db
    .selectFrom('program_offers')
    .select(['type', 'description', 'amount', 'ends_on', 'position'])
    .where('program_id', '=', programId)
    .where('make', 'in', [ANY_VEHICLE, vehicle.make])
    .where('model', 'in', [ANY_VEHICLE, vehicle.model])
    .where('stock_type', 'in', [ANY_VEHICLE, vehicle.stockType])
    .where('min_year', '<=', vehicle.year)
    .where('max_year', '>=', vehicle.year)
    .where('starts_on', '<=', today)
    .where('ends_on', '>=', today)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const byType = new Map<string, { offer: ProgramOffer; position: number }>();
  for (const row of rows) {
    const parsed = v.safeParse(ProgramOfferSchema, {
      type: row.type,
      description: row.description,
      amount: row.amount,
      endsOn: row.ends_on,
    });
    if (!parsed.success) continue;
    const kept = byType.get(row.type);
    if (!kept || parsed.output.amount > kept.offer.amount) {
      byType.set(row.type, { offer: parsed.output, position: kept?.position ?? row.position });
    }
  }
  return [...byType.values()].sort((a, b) => a.position - b.position).map((entry) => entry.offer);
}

/**
 * The `dealers` table as the deal desk reads it: fees, tax place and the payment type a dealer offers.
 */
import type { DealType } from '../../../src/contract/deal.ts';
import type { Db } from './schema.ts';

// ─── pricing inputs ─────────────────────────────────────────────────────────────────────────

export type DealerFees = { stateCode: string; zipCode: string; docFee: number; registrationFee: number };

export async function getDealerFees(db: Db, dealerId: string): Promise<DealerFees | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['state_code', 'zip_code', 'doc_fee', 'registration_fee'])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return row
    ? { stateCode: row.state_code, zipCode: row.zip_code, docFee: row.doc_fee, registrationFee: row.registration_fee }
    : null;
}

/** The campaign's default payment type for a dealer: the first campaign (by position) that lists it. */
export async function getPaymentTypeForDealer(db: Db, dealerId: string): Promise<DealType | null> {
  const row = await db
    .selectFrom('campaigns as c')
    .innerJoin('campaign_dealers as cd', 'cd.campaign_slug', 'c.slug')
    .select('c.payment_type')
    .where('cd.dealer_id', '=', dealerId)
    .orderBy('c.position')
    .orderBy('c.slug')
    .limit(1)
    .executeTakeFirst();
  // Written only by the seed, from a validated campaign.
  return row?.payment_type ?? null;
}

/**
 * The deal aggregate's read: everything the pricing engine and the deal view need of a deal beyond
 * its own row (vehicle, dealer fees, campaign, trade, account, credit, accessories, where it stands),
 * in one statement of joins and scalar subqueries, so a deal is read once and then priced by pure functions.
 */
import type { Vehicle } from '../../../src/contract/vehicle.ts';
import type { CreditTier } from '../../../src/contract/deal.ts';
import type { DisableablePage } from '../../../src/contract/page-context.ts';
import { ownerKey, type CreditOwner } from './credit-repo.ts';
import type { DealRecord } from './deals-repo.ts';
import type { UserTrade } from './trade-repo.ts';
import type { DealerFees } from './dealers-repo.ts';
import { json, bool } from './repo.ts';
import { toVehicle } from './inventory-repo.ts';
import type { Db } from './schema.ts';
import { isAmount } from './stored-json.ts';

/** The owner's latest valid bureau HIT, as far as pricing and taxes use it. */
export type HitFacts = { score: number; zipCode: string | null };

export type DealFacts = {
  vehicle: Vehicle;
  /** A full feed left the vehicle out (`vehicles.sold_at`): the deal says so and is not bought on. */
  vehicleSold: boolean;
  /** The vehicle's dealer, as the shopper reads it (a price lock names it), and its zone (the lock's last day). */
  dealerName: string;
  dealerTimeZone: string;
  fees: DealerFees;
  /** Seed 000 §6: whether the vehicle's dealer offers protection products. */
  offersProtection: boolean;
  rebate: number;
  /** The deal's campaign turns credit off (every shopper priced at the default score). */
  creditOff: boolean;
  trade: UserTrade | null;
  /** The signed-in owner's score and ZIP on file. */
  profile: { creditScore: number | null; zipcode: string | null } | null;
  /** The owner's latest self-selected tier (credit_selections). */
  ownerTier: CreditTier | null;
  hit: HitFacts | null;
  /** The saved accessories' prices added up to the cent (accessories/selection.ts accessoriesTotal). */
  accessoriesTotal: number;
  signedAt: string | null;
  applicationSubmittedAt: string | null;
  approvals: number;
  deliveryBookedAt: string | null;
};

/** Never an id: a join on it matches no row (a deal without a user, trade or campaign). */
const NONE = '';

/** The deal's facts at `now`; null when its vehicle or dealer is gone. */
export async function readDealFacts(db: Db, deal: DealRecord, appOrigin: string, now: Date): Promise<DealFacts | null> {
  const at = now.toISOString();
  const owner: CreditOwner = { userId: deal.userId, sessionId: deal.sessionId };
  const row = await db
    .selectFrom('vehicles as v')
    .innerJoin('dealers as d', 'd.id', 'v.dealer_id')
    .leftJoin('campaigns as c', (join) => join.on('c.slug', '=', deal.campaignSlug ?? NONE))
    .leftJoin('trades as t', (join) => join.on('t.id', '=', deal.tradeId ?? NONE))
    .leftJoin('users as u', (join) => join.on('u.id', '=', deal.userId ?? NONE))
    .selectAll('v')
    .select([
      'd.state_code as dealer_state_code',
      // The dealer's tax ZIP when it set one, else its address's (migration 0040).
      (eb) => eb.fn.coalesce('d.tax_zip', 'd.zip_code').as('dealer_zip_code'),
      'd.name as dealer_name',
      'd.time_zone as dealer_time_zone',
      'd.doc_fee as dealer_doc_fee',
      'd.registration_fee as dealer_registration_fee',
      'd.protection_products_enabled as dealer_protection',
      'c.disabled_pages as campaign_disabled_pages',
      't.id as trade_id',
      't.vehicle_name as trade_vehicle_name',
      't.offer as trade_offer',
      't.payoff as trade_payoff',
      'u.id as user_id',
      'u.credit_score as user_credit_score',
      'u.zipcode as user_zipcode',
    ])
    .select((eb) => {
      const hits = () => {
        const valid = eb
          .selectFrom('soft_pulls as p')
          .where('p.outcome', '=', 'HIT')
          .where('p.expires_at', '>', at)
          .where('p.pulled_at', '<=', at);
        return (
          deal.userId
            ? valid.where('p.user_id', '=', deal.userId)
            : valid.where('p.session_id', '=', deal.sessionId ?? NONE).where('p.user_id', 'is', null)
        )
          .orderBy('p.pulled_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(1);
      };
      return [
        hits().select('p.score').as('hit_score'),
        hits().select('p.zip_code').as('hit_zip_code'),
        eb
          .selectFrom('credit_selections as cs')
          .select('cs.tier')
          .where('cs.owner', '=', ownerKey(owner) ?? NONE)
          .as('owner_tier'),
        eb
          .selectFrom('saved_accessories as sa')
          .innerJoin('accessories as a', 'a.id', 'sa.accessory_id')
          .select((s) => s.fn.sum<number | null>(s.fn('round', [s('a.price', '*', 100)])).as('cents'))
          .where('sa.deal_id', '=', deal.id)
          .as('accessories_cents'),
        eb
          .selectFrom('signed_contracts as sc')
          .select('sc.signed_at')
          .where('sc.deal_id', '=', deal.id)
          .as('signed_at'),
        eb
          .selectFrom('finance_applications as fa')
          .select('fa.submitted_at')
          .where('fa.deal_id', '=', deal.id)
          .as('application_submitted_at'),
        eb
          .selectFrom('finance_decisions as fd')
          .select((s) => s.fn.countAll<number>().as('n'))
          .where('fd.deal_id', '=', deal.id)
          .where('fd.decision', '=', 'APPROVED')
          .as('approvals'),
        eb
          .selectFrom('appointments as ap')
          .select('ap.created_at')
          .where('ap.deal_id', '=', deal.id)
          .where('ap.kind', '=', 'DRIVE_AT_HOME')
          .where('ap.status', '=', 'BOOKED')
          .orderBy('ap.created_at')
          .limit(1)
          .as('delivery_booked_at'),
      ];
    })
    .where('v.id', '=', deal.vehicleId)
    .executeTakeFirst();
  if (!row) return null;
  const trade =
    row.trade_id !== null && isAmount(row.trade_offer) && isAmount(row.trade_payoff)
      ? {
          id: row.trade_id,
          vehicleName: row.trade_vehicle_name ?? '',
          netCashOffer: row.trade_offer - row.trade_payoff,
        }
      : null;
  const disabledPages = row.campaign_disabled_pages ? json<DisableablePage[]>(row.campaign_disabled_pages) : [];
  return {
    vehicle: toVehicle(row, appOrigin),
    vehicleSold: row.sold_at !== null,
    dealerName: row.dealer_name,
    dealerTimeZone: row.dealer_time_zone,
    fees: {
      stateCode: row.dealer_state_code,
      zipCode: row.dealer_zip_code,
      docFee: row.dealer_doc_fee,
      registrationFee: row.dealer_registration_fee,
    },
    offersProtection: bool(row.dealer_protection),
    rebate: row.manufacturer_rebate ?? 0,
    creditOff: disabledPages.includes('credit'),
    trade,
    profile: row.user_id !== null ? { creditScore: row.user_credit_score, zipcode: row.user_zipcode } : null,
    ownerTier: (row.owner_tier as CreditTier | null) ?? null,
    hit: row.hit_score !== null ? { score: row.hit_score, zipCode: row.hit_zip_code } : null,
    accessoriesTotal: Number(row.accessories_cents ?? 0) / 100,
    signedAt: row.signed_at,
    applicationSubmittedAt: row.application_submitted_at,
    approvals: Number(row.approvals ?? 0),
    deliveryBookedAt: row.delivery_booked_at === null ? null : new Date(Number(row.delivery_booked_at)).toISOString(),
  };
}

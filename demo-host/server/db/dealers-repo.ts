/**
 * The `dealers` table as the deal desk reads it: fees, tax place and the payment type a dealer offers.
 */
import type { DealType } from '../../../src/contract/deal.ts';
import type { Db, Row } from './schema.ts';
import type { Dealer } from '../../../src/contract/page-context.ts';
import { json } from './repo.ts';
import type { DealerProfile } from '../../../src/contract/workspace-onboarding.ts';
import { LEAD_KINDS, type LeadKind } from '../../../src/contract/bridge-protocol.ts';
import { LEAD_ALWAYS_NEW_DEFAULT, type LeadSettings } from '../../../src/contract/workspace-lead-settings.ts';
import type { DealerRules } from '../../../src/contract/workspace-dealer-rules.ts';
import type { DepositRule } from '../../../src/contract/reservation.ts';

// ─── pricing inputs ─────────────────────────────────────────────────────────────────────────

export type DealerFees = { stateCode: string; zipCode: string; docFee: number; registrationFee: number };

export async function getDealerFees(db: Db, dealerId: string): Promise<DealerFees | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['state_code', 'zip_code', 'tax_zip', 'doc_fee', 'registration_fee'])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return row
    ? {
        stateCode: row.state_code,
        // Taxed at the ZIP the dealer set (migration 0040), else at its address.
        zipCode: row.tax_zip ?? row.zip_code,
        docFee: row.doc_fee,
        registrationFee: row.registration_fee,
      }
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

// ─── dealers ────────────────────────────────────────────────────────────────────────────────

type DealerRow = Row<'dealers'>;

export type CallCenterHours = { day: string; open: string; close: string }[];

function toDealer(row: DealerRow): Dealer {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phone_number,
    address: row.address,
    city: row.city,
    stateCode: row.state_code,
    zipCode: row.zip_code,
    timeZone: row.time_zone,
    website: row.website,
  };
}

export async function getDealer(db: Db, id: string): Promise<Dealer | null> {
  const row = await db.selectFrom('dealers').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toDealer(row) : null;
}

export async function listDealers(db: Db): Promise<Dealer[]> {
  const rows = await db.selectFrom('dealers').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map(toDealer);
}

/** The campaign's dealers in their configured order (the first one is the campaign's default). */
export async function listCampaignDealers(db: Db, campaignSlug: string): Promise<Dealer[]> {
  const rows = await db
    .selectFrom('dealers as d')
    .innerJoin('campaign_dealers as cd', 'cd.dealer_id', 'd.id')
    .selectAll('d')
    .where('cd.campaign_slug', '=', campaignSlug)
    .orderBy('cd.position')
    .orderBy('d.id')
    .execute();
  return rows.map(toDealer);
}

export async function getDealerCallCenterHours(db: Db, id: string): Promise<CallCenterHours | null> {
  const row = await db.selectFrom('dealers').select('call_center_hours').where('id', '=', id).executeTakeFirst();
  return row ? json<CallCenterHours>(row.call_center_hours) : null;
}

/** A dealer with its weekly call-center hours (the call-center page's hours editor). */
export type DealerHours = { dealer: Dealer; hours: CallCenterHours };

/** Every dealer with its hours, ordered by name: one query for the whole editor page. */
export async function listDealerHours(db: Db): Promise<DealerHours[]> {
  const rows = await db.selectFrom('dealers').selectAll().orderBy('name').orderBy('id').execute();
  return rows.map((row) => ({ dealer: toDealer(row), hours: json<CallCenterHours>(row.call_center_hours) }));
}

/** Replaces the dealer's weekly hours (validated by the caller); false when there is no such dealer. */
export async function setDealerCallCenterHours(db: Db, id: string, hours: CallCenterHours): Promise<boolean> {
  const result = await db
    .updateTable('dealers')
    .set({ call_center_hours: JSON.stringify(hours) })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ─── lead settings ──────────────────────────────────────────────────────────────────────────

/** Lead kinds the stored JSON names (an unreadable value: the default). */
function alwaysNewOf(stored: string): LeadKind[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed))
      return parsed.filter((k): k is LeadKind => (LEAD_KINDS as readonly unknown[]).includes(k));
  } catch {
    // fall through to the default
  }
  return [...LEAD_ALWAYS_NEW_DEFAULT];
}

/** The settings of a dealer row already read. */
export const leadSettingsOf = (row: Pick<Row<'dealers'>, 'lead_thread_hours' | 'lead_always_new'>): LeadSettings => ({
  threadHours: Number(row.lead_thread_hours),
  alwaysNew: alwaysNewOf(row.lead_always_new),
});

export async function getLeadSettings(db: Db, dealerId: string): Promise<LeadSettings | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['lead_thread_hours', 'lead_always_new'])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return row ? leadSettingsOf(row) : null;
}

/** False when there is no such dealer. */
export async function setLeadSettings(db: Db, dealerId: string, settings: LeadSettings): Promise<boolean> {
  const result = await db
    .updateTable('dealers')
    .set({ lead_thread_hours: settings.threadHours, lead_always_new: JSON.stringify(settings.alwaysNew) })
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

// ─── money and rules ────────────────────────────────────────────────────────────────────────

/** The dealer's rules with its address ZIP (where `taxZip` '' taxes); null for an unknown dealer. */
export async function getDealerRules(
  db: Db,
  dealerId: string,
): Promise<{ rules: DealerRules; addressZip: string; stateCode: string } | null> {
  const row = await db
    .selectFrom('dealers')
    .select([
      'doc_fee',
      'registration_fee',
      'tax_zip',
      'zip_code',
      'state_code',
      'drive_at_home_enabled',
      'protection_products_enabled',
    ])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    rules: {
      docFee: row.doc_fee,
      registrationFee: row.registration_fee,
      taxZip: row.tax_zip ?? '',
      driveAtHomeEnabled: row.drive_at_home_enabled === 1,
      protectionProductsEnabled: row.protection_products_enabled === 1,
    },
    addressZip: row.zip_code,
    stateCode: row.state_code,
  };
}

export async function setDealerRules(db: Db, dealerId: string, rules: DealerRules): Promise<void> {
  await db
    .updateTable('dealers')
    .set({
      doc_fee: rules.docFee,
      registration_fee: rules.registrationFee,
      tax_zip: rules.taxZip === '' ? null : rules.taxZip,
      drive_at_home_enabled: rules.driveAtHomeEnabled ? 1 : 0,
      protection_products_enabled: rules.protectionProductsEnabled ? 1 : 0,
    })
    .where('id', '=', dealerId)
    .execute();
}

/** The dealer's deposit rule; null for an unknown dealer. */
export async function getDealerDeposits(db: Db, dealerId: string): Promise<DepositRule | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['deposit_enabled', 'deposit_cents', 'deposit_refund_days', 'deposit_hold_hours'])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    enabled: row.deposit_enabled === 1,
    amountCents: Number(row.deposit_cents),
    refundDays: Number(row.deposit_refund_days),
    holdHours: Number(row.deposit_hold_hours),
  };
}

export async function setDealerDeposits(db: Db, dealerId: string, rule: DepositRule): Promise<void> {
  await db
    .updateTable('dealers')
    .set({
      deposit_enabled: rule.enabled ? 1 : 0,
      deposit_cents: rule.amountCents,
      deposit_refund_days: rule.refundDays,
      deposit_hold_hours: rule.holdHours,
    })
    .where('id', '=', dealerId)
    .execute();
}

// ─── onboarding (the workspace's dealer profile) ────────────────────────────────────────────

/** A new dealer with no hours, fees or products yet: the other settings pages fill them in. */
export async function insertDealer(db: Db, id: string, p: DealerProfile): Promise<void> {
  await db
    .insertInto('dealers')
    .values({
      id,
      name: p.name,
      phone_number: p.phoneNumber,
      address: p.address,
      city: p.city,
      state_code: p.stateCode,
      zip_code: p.zipCode,
      time_zone: p.timeZone,
      website: p.website,
      call_center_hours: '[]',
    })
    .execute();
}

export async function getDealerProfile(db: Db, id: string): Promise<DealerProfile | null> {
  const d = await getDealer(db, id);
  if (!d) return null;
  return {
    name: d.name,
    address: d.address,
    city: d.city,
    stateCode: d.stateCode,
    zipCode: d.zipCode,
    timeZone: d.timeZone,
    phoneNumber: d.phoneNumber,
    website: d.website,
  };
}

export async function setDealerProfile(db: Db, id: string, p: DealerProfile): Promise<void> {
  await db
    .updateTable('dealers')
    .set({
      name: p.name,
      phone_number: p.phoneNumber,
      address: p.address,
      city: p.city,
      state_code: p.stateCode,
      zip_code: p.zipCode,
      time_zone: p.timeZone,
      website: p.website,
    })
    .where('id', '=', id)
    .execute();
}

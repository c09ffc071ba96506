/**
 * A dealer's lead delivery as the workspace edits it (`dealers.lead_delivery`, `lead_endpoint`,
 * `lead_email`; the worker reads the same columns in lead-outbox-repo.ts), and what a test lead is made of.
 */
import type { LeadDelivery } from '../../../src/contract/workspace-lead-delivery.ts';
import type { Db } from './schema.ts';

/** The stored delivery with '' for an unset URL or address (a null URL: the default CRM). */
export async function getLeadDelivery(db: Db, dealerId: string): Promise<LeadDelivery | null> {
  const row = await db
    .selectFrom('dealers')
    .select(['lead_delivery', 'lead_endpoint', 'lead_email'])
    .where('id', '=', dealerId)
    .executeTakeFirst();
  return row ? { transport: row.lead_delivery, endpoint: row.lead_endpoint ?? '', email: row.lead_email ?? '' } : null;
}

export async function setLeadDelivery(db: Db, dealerId: string, delivery: LeadDelivery): Promise<void> {
  await db
    .updateTable('dealers')
    .set({
      lead_delivery: delivery.transport,
      lead_endpoint: delivery.endpoint || null,
      lead_email: delivery.email || null,
    })
    .where('id', '=', dealerId)
    .execute();
}

/** One of the dealer's vehicles (the first by id, so each test reads the same) and its first campaign. */
export async function testLeadSample(
  db: Db,
  dealerId: string,
): Promise<{ vehicleId: string | null; campaign: { slug: string; name: string } | null }> {
  const vehicle = await db
    .selectFrom('vehicles')
    .select('id')
    .where('dealer_id', '=', dealerId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const campaign = await db
    .selectFrom('campaign_dealers as cd')
    .innerJoin('campaigns as c', 'c.slug', 'cd.campaign_slug')
    .select(['c.slug', 'c.name'])
    .where('cd.dealer_id', '=', dealerId)
    .orderBy('cd.position')
    .orderBy('c.slug')
    .limit(1)
    .executeTakeFirst();
  return { vehicleId: vehicle?.id ?? null, campaign: campaign ?? null };
}

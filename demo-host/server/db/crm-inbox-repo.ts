/**
 * The demo host's CRM: its inbox of ADF leads, one row per lead id however often the lead
 * arrived (a CRM de-duplicates on the prospect id, so at-least-once delivery is seen once), and its
 * sandbox outage switch, kept in `meta` so every server process answers the same.
 */
import { sql } from 'kysely';
import { getMeta, setMeta } from './repo.ts';
import type { Db } from './schema.ts';

export const CRM_OUTAGE_KEY = 'crm.outage';

export type CrmLead = { leadId: string; dealerId: string; document: string };
export type CrmReceipt = { leadId: string; duplicate: boolean; deliveries: number };

/**
 * Files a lead: the first arrival stores it, a repeat only counts itself. One upsert, so two
 * deliveries of one lead racing each other (on any process) count two and store one document.
 */
export async function receiveCrmLead(db: Db, lead: CrmLead, now: number): Promise<CrmReceipt> {
  const row = await db
    .insertInto('crm_inbox')
    .values({
      lead_id: lead.leadId,
      dealer_id: lead.dealerId,
      document: lead.document,
      first_received_at: now,
      last_received_at: now,
      deliveries: 1,
    })
    .onConflict((oc) =>
      oc.column('lead_id').doUpdateSet({
        deliveries: sql<number>`crm_inbox.deliveries + 1`,
        last_received_at: (eb) => eb.ref('excluded.last_received_at'),
      }),
    )
    .returning('deliveries')
    .executeTakeFirstOrThrow();
  const deliveries = Number(row.deliveries);
  return { leadId: lead.leadId, duplicate: deliveries > 1, deliveries };
}

export type CrmInboxEntry = CrmLead & { firstReceivedAt: number; lastReceivedAt: number; deliveries: number };

export async function getCrmInboxEntry(db: Db, leadId: string): Promise<CrmInboxEntry | null> {
  const r = await db.selectFrom('crm_inbox').selectAll().where('lead_id', '=', leadId).executeTakeFirst();
  return r
    ? {
        leadId: r.lead_id,
        dealerId: r.dealer_id,
        document: r.document,
        firstReceivedAt: Number(r.first_received_at),
        lastReceivedAt: Number(r.last_received_at),
        deliveries: Number(r.deliveries),
      }
    : null;
}

/** The sandbox switch: while on, the receiver answers 503, so the worker's retries can be watched. */
export async function isCrmOutage(db: Db): Promise<boolean> {
  return (await getMeta(db, CRM_OUTAGE_KEY)) === '1';
}

export async function setCrmOutage(db: Db, on: boolean): Promise<void> {
  await setMeta(db, CRM_OUTAGE_KEY, on ? '1' : '0');
}

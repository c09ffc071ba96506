/** Test support: the leads a request wrote, each checked against the ADF 1.0 structure. */
import { XMLParser } from 'fast-xml-parser';
import { expect } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { validateAdf } from '../../domain/leads/adf-structure.ts';

export type WrittenLead = { id: string; kind: string; dealerId: string; campaign: string; document: string };

export async function leadsOf(db: Db, kind?: string): Promise<WrittenLead[]> {
  let q = db
    .selectFrom('lead_outbox')
    .select(['id', 'kind', 'dealer_id', 'campaign_slug', 'document'])
    .orderBy('created_at')
    .orderBy('id');
  if (kind) q = q.where('kind', '=', kind);
  return (await q.execute()).map((r) => ({
    id: r.id,
    kind: r.kind,
    dealerId: r.dealer_id,
    campaign: r.campaign_slug,
    document: r.document,
  }));
}

/** Exactly one lead of `kind`, a valid ADF document filed under its dealer. */
export async function oneValidLead(db: Db, kind: string): Promise<WrittenLead> {
  const leads = await leadsOf(db, kind);
  expect(leads.map((l) => l.kind)).toEqual([kind]);
  const lead = leads[0]!;
  // An update of a shopper's thread is delivered as `<first lead id>:<sequence>`.
  const [leadId, sequence] = lead.id.split(':');
  expect(validateAdf(lead.document)).toEqual({
    ok: true,
    leadId,
    sequence: Number(sequence ?? 1),
    status: sequence ? 'resend' : 'new',
    vendorId: lead.dealerId,
  });
  return lead;
}

const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'vehicle' });

/** Each `<vehicle>`'s comments as the dealer reads them (entities decoded), in document order. */
export function vehicleComments(document: string): (string | undefined)[] {
  const adf = parser.parse(document) as { adf: { prospect: { vehicle: { comments?: string }[] } } };
  return adf.adf.prospect.vehicle.map((v) => v.comments);
}

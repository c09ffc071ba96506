/** The audit log (migration 0030): appended to, never changed; read newest first by managers. */
import type { Db } from './schema.ts';

export type AuditRecord = {
  at: number;
  staffId: string;
  staffEmail: string;
  /** 'lead.view', 'lead.update', 'lead.note', 'staff.sign-in', 'audit.export', … */
  action: string;
  recordType: string;
  recordId: string;
  dealerId: string | null;
  client: string;
  /** The settings fields the action changed (settings-history.ts). */
  changes?: readonly string[] | undefined;
};

export async function appendAudit(db: Db, r: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: r.at,
      staff_id: r.staffId,
      staff_email: r.staffEmail,
      action: r.action,
      record_type: r.recordType,
      record_id: r.recordId,
      dealer_id: r.dealerId,
      client: r.client,
      changes: r.changes && r.changes.length > 0 ? JSON.stringify(r.changes) : null,
    })
    .execute();
}

export type AuditRow = AuditRecord & { id: number; dealerName: string | null };

/** Newest first, below id `before`; `dealers` 'all' (a platform admin) or the dealers the reader manages. */
export async function listAudit(
  db: Db,
  o: { dealers: readonly string[] | 'all'; before: number | null; limit: number },
): Promise<AuditRow[]> {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('dealers as d', 'd.id', 'a.dealer_id')
    .selectAll('a')
    .select('d.name as dealer_name')
    .orderBy('a.id', 'desc')
    .limit(o.limit);
  if (o.dealers !== 'all') {
    if (o.dealers.length === 0) return [];
    q = q.where('a.dealer_id', 'in', o.dealers);
  }
  if (o.before !== null) q = q.where('a.id', '<', o.before);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: Number(r.at),
    staffId: r.staff_id,
    staffEmail: r.staff_email,
    action: r.action,
    recordType: r.record_type,
    recordId: r.record_id,
    dealerId: r.dealer_id,
    dealerName: r.dealer_name,
    client: r.client,
    changes: r.changes === null ? [] : (JSON.parse(r.changes) as string[]),
  }));
}

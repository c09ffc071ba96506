/**
 * The audit log as managers read it: their dealers' entries newest first (a platform admin's: all,
 * sign-ins included), a page at a time, or all of them as CSV. An export is itself an entry.
 */
import { MANAGERS_ONLY, NOT_YOUR_DEALER, type AuditEntry } from '../../../../src/contract/workspace.ts';
import { appendAudit, listAudit, type AuditRow } from '../../db/audit-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { Forbidden, Invalid } from '../../domain/errors.ts';
import { dealersToList, readsAuditLog } from '../../domain/staff/access.ts';
import type { AppDeps } from '../app-deps.ts';

export const AUDIT_PAGE = 100;
/** An export is bounded: a year of a busy dealer's views fits. */
export const AUDIT_EXPORT_MAX = 100_000;

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at,
  staff: r.staffEmail,
  action: r.action,
  record: `${r.recordType} ${r.recordId}`,
  dealer: r.dealerName,
  from: r.client,
  changes: [...(r.changes ?? [])],
});

/** RFC 4180 fields; a leading = + - @ is quoted away so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export type AuditLogService = {
  page(
    member: StaffMember,
    o: { dealer?: string | undefined; before?: string | undefined },
  ): Promise<{ entries: AuditEntry[]; next: string | null }>;
  csv(member: StaffMember, o: { dealer?: string | undefined }, client: string): Promise<string>;
};

export function createAuditLog(deps: Pick<AppDeps, 'db' | 'now'>): AuditLogService {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());

  function scope(member: StaffMember, dealer: string | undefined) {
    if (!readsAuditLog(member)) throw new Forbidden(MANAGERS_ONLY);
    const dealers = dealersToList(member, dealer);
    if (dealers === null) throw new Forbidden(NOT_YOUR_DEALER, [{ field: 'dealer', message: NOT_YOUR_DEALER }]);
    return dealers;
  }

  return {
    async page(member, o) {
      const dealers = scope(member, o.dealer);
      if (o.before !== undefined && !/^\d{1,15}$/.test(o.before))
        throw new Invalid('Invalid request', [{ field: 'before', message: 'Not a page of this list.' }]);
      const rows = await listAudit(db, {
        dealers,
        before: o.before === undefined ? null : Number(o.before),
        limit: AUDIT_PAGE + 1,
      });
      const more = rows.length > AUDIT_PAGE;
      const entries = (more ? rows.slice(0, AUDIT_PAGE) : rows).map(toEntry);
      return { entries, next: more ? String(entries[entries.length - 1]!.id) : null };
    },
    async csv(member, o, client) {
      const dealers = scope(member, o.dealer);
      // One entry per dealer exported, so each dealer's managers see it (a platform admin's whole export: one).
      for (const dealerId of dealers === 'all' ? [null] : dealers)
        await appendAudit(db, {
          at: clock(),
          staffId: member.id,
          staffEmail: member.email,
          action: 'audit.export',
          recordType: 'audit-log',
          recordId: dealerId ?? 'all',
          dealerId,
          client,
        });
      const rows = await listAudit(db, { dealers, before: null, limit: AUDIT_EXPORT_MAX });
      // Actions as their codes ('lead.view'): a file for other tools, in no one language (the page names them).
      const lines = [['time', 'staff', 'action', 'record', 'dealer', 'from', 'changes'].join(',')];
      for (const r of rows)
        lines.push(
          [
            new Date(r.at).toISOString(),
            r.staffEmail,
            r.action,
            `${r.recordType} ${r.recordId}`,
            r.dealerName,
            r.client,
            (r.changes ?? []).join(' '),
          ]
            .map(csvField)
            .join(','),
        );
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}

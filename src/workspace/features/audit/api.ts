/** The audit log: a page of entries (managers and platform admins only) and its CSV download. */
import { withQuery } from '../../../contract/http.ts';
import { AuditPageSchema } from '../../../contract/workspace.ts';
import { apiUrl, request } from '../../../lib/http.ts';

export type AuditQuery = { dealer?: string | undefined; before?: string | undefined };

export const getAudit = (query: AuditQuery, signal?: AbortSignal) =>
  request('GET', '/audit', AuditPageSchema, { query, ...(signal ? { signal } : {}) });

/** A plain link: the browser downloads it with the staff cookie (same origin, path /dealer). */
export const auditCsvUrl = (dealer: string | undefined): string => withQuery(apiUrl('/audit.csv'), { dealer });

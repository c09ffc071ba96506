/**
 * The sandbox dealer CRM's lead endpoint, `POST /crm/adf` on the demo dealer site: the
 * default CRM of every dealer without an endpoint of its own. It takes an ADF 1.0 document, checks
 * its structure (leads/adf-structure.ts) and files it by lead id, as a real CRM de-duplicates on the
 * prospect id (an update of a prospect by id and sequence, `id:sequence`, ADF's `resend`): the
 * first arrival is stored, a repeat is only counted (`duplicate: true`), so the
 * worker's at-least-once delivery is seen once. Its outage switch (the lead inbox page) makes it
 * answer 503, to watch the worker retry. A sandbox service: it exists only in a sandbox deployment
 * (app.ts).
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { CrmLead, CrmReceipt } from '../server/db/crm-inbox-repo.ts';
import { adfDeliveryKey } from '../server/domain/leads/adf.ts';
import { validateAdf } from '../server/domain/leads/adf-structure.ts';

export const CRM_RECEIVER_PATH = '/crm/adf';
/** A lead is a few kilobytes; a quarter megabyte leaves room for long comments, not for abuse. */
export const CRM_BODY_LIMIT = 256 * 1024;

export type CrmReceiverDeps = {
  receive(lead: CrmLead): Promise<CrmReceipt>;
  outage(): Promise<boolean>;
};

const XML_TYPES = ['application/xml', 'text/xml'];

/** A JSON answer the worker can record as the attempt's detail (never the lead's personal data). */
const problem = (c: Context, status: 400 | 413 | 415 | 503, message: string, problems?: string[]) =>
  c.json(problems ? { message, problems } : { message }, status, { 'Cache-Control': 'no-store' });

/** True when the Content-Type is ADF's XML in UTF-8 (the charset may be left out: XML's default). */
function isXml(contentType: string | undefined): boolean {
  const [type, ...params] = (contentType ?? '').split(';').map((p) => p.trim().toLowerCase());
  if (!type || !XML_TYPES.includes(type)) return false;
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return charset === undefined || charset === 'utf-8';
}

export function crmReceiverRoutes(deps: CrmReceiverDeps): Hono {
  const app = new Hono();

  // The only route on the site that takes a cross-origin POST: CRMs are machines, so no CSRF token here.
  app.post(
    CRM_RECEIVER_PATH,
    bodyLimit({
      maxSize: CRM_BODY_LIMIT,
      onError: (c) => problem(c, 413, `An ADF document may be at most ${CRM_BODY_LIMIT / 1024} KB`),
    }),
    async (c) => {
      if (await deps.outage()) return problem(c, 503, 'The sandbox CRM is down (its outage switch is on)');
      if (!isXml(c.req.header('content-type')))
        return problem(c, 415, 'Send the ADF document as application/xml or text/xml in UTF-8');

      let document: string;
      try {
        document = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
      } catch {
        return problem(c, 400, 'The body is not UTF-8 text');
      }

      const check = validateAdf(document);
      if (!check.ok) return problem(c, 400, 'Not a valid ADF 1.0 document', check.problems);
      if (check.vendorId === null)
        return problem(c, 400, 'The ADF vendor has no <id>: the CRM files each lead under its dealer', [
          '/adf/prospect/vendor: no <id> with the dealer id',
        ]);
      const delivery = adfDeliveryKey(check.leadId, check.sequence);
      const key = c.req.header('idempotency-key');
      if (key !== undefined && key !== delivery)
        return problem(
          c,
          400,
          'The Idempotency-Key header must be the lead id (the prospect\'s <id source="Upshift">), followed by ":" and its sequence for an update',
        );

      const receipt = await deps.receive({ leadId: delivery, dealerId: check.vendorId, document });
      return c.json({ leadId: receipt.leadId, duplicate: receipt.duplicate }, 200, { 'Cache-Control': 'no-store' });
    },
  );

  return app;
}

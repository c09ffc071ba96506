/**
 * The documents the lender asked for (src/contract/documents.ts): the shopper's `GET /api/deals/:id/documents`,
 * `PUT|DELETE /api/deals/:id/documents/:kind` (the raw file as the body, capped while it is read: app.ts), and
 * `GET /api/documents/object`, which answers a signed address with the opened file, never as a page (nosniff, a
 * sandboxing policy, a PDF as a download); the staff's `GET /dealer/api/deals/:id/documents` and
 * `PUT /dealer/api/deals/:id/documents/:kind/review`. Signed-in owners only; staff of the deal's dealer.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  DOCUMENTS_NEED_SIGN_IN,
  LenderDocumentSchema,
  ReviewDocumentRequestSchema,
  type DealDocuments,
} from '../../../../src/contract/documents.ts';
import { DealIdSchema } from '../../../../src/contract/deal.ts';
import type { Session } from '../../db/sessions-repo.ts';
import type { SignedGrant } from '../../domain/uploads/signed-url.ts';
import type { AppDeps } from '../../services/app-deps.ts';
import type { Services } from '../../services/index.ts';
import type { DocumentList } from '../../services/uploads/documents.ts';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from '../client-address.ts';
import { HttpError, parseInput, readJsonBody } from '../errors.ts';
import { currentSession } from '../security.ts';
import { readUpload, uploadGuard } from '../upload-guard.ts';
import { staffOnly, type WorkspaceEnv } from '../workspace-auth.ts';

const DealParams = v.object({ id: DealIdSchema });
const KindParams = v.object({ id: DealIdSchema, kind: LenderDocumentSchema });
const StaffDealParams = v.object({ id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/)) });
const StaffKindParams = v.object({ ...StaffDealParams.entries, kind: LenderDocumentSchema });
const GrantQuery = v.object({
  key: v.pipe(v.string(), v.maxLength(512)),
  expires: v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number)),
  signature: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
});

const addressOf = (g: SignedGrant) =>
  `/api/documents/object?${new URLSearchParams({ key: g.key, expires: String(g.expires), signature: g.signature }).toString()}`;

const answer = (list: DocumentList): DealDocuments => ({
  dealId: list.dealId,
  documents: list.documents.map(({ view, ...d }) => ({ ...d, viewUrl: view ? addressOf(view) : null })),
});

/** What a kept document is served as: only these, whatever the store says. */
const SERVED_AS: Record<string, { type: string; disposition: string }> = {
  // A download, not the browser's viewer: the app's origin renders nothing it was sent.
  'application/pdf': { type: 'application/pdf', disposition: 'attachment; filename="document.pdf"' },
  'image/jpeg': { type: 'image/jpeg', disposition: 'inline' },
};

export function documentRoutes(services: Services): Record<'deals' | 'objects', Hono<AppEnv>> {
  const deals = new Hono<AppEnv>();
  const objects = new Hono<AppEnv>();
  const { documents } = services;

  const signedIn = (c: Context<AppEnv>): Session => {
    // Personal papers: never kept by a cache on the way.
    c.header('Cache-Control', 'no-store');
    const session = currentSession(c);
    if (!session?.userId) throw new HttpError(401, DOCUMENTS_NEED_SIGN_IN);
    return session;
  };

  deals.get('/:id/documents', async (c) => {
    const session = signedIn(c);
    const { id } = parseInput(DealParams, c.req.param());
    return c.json(answer(await documents.list(session, id)) satisfies DealDocuments);
  });

  // The per-shopper upload limit runs before the body is read (upload-guard.ts).
  deals.put('/:id/documents/:kind', uploadGuard(services), async (c) => {
    const session = signedIn(c);
    const { id, kind } = parseInput(KindParams, c.req.param());
    const bytes = await readUpload(c);
    return c.json(answer(await documents.put(session, id, kind, bytes)) satisfies DealDocuments);
  });

  deals.delete('/:id/documents/:kind', async (c) => {
    const session = signedIn(c);
    const { id, kind } = parseInput(KindParams, c.req.param());
    return c.json(answer(await documents.remove(session, id, kind)) satisfies DealDocuments);
  });

  objects.get('/object', async (c) => {
    const grant = parseInput(GrantQuery, c.req.query());
    const object = await documents.open(grant);
    if (!object) throw new HttpError(404, 'Not found');
    const served = SERVED_AS[object.contentType] ?? {
      type: 'application/octet-stream',
      disposition: 'attachment',
    };
    return c.body(object.bytes.slice().buffer, 200, {
      'Content-Type': served.type,
      'Content-Disposition': served.disposition,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    });
  });

  return { deals, objects };
}

export function workspaceDocumentRoutes(deps: AppDeps, services: Services): Hono<WorkspaceEnv> {
  const { documents, staffAuth } = services;
  const routes = new Hono<WorkspaceEnv>();
  routes.use('*', staffOnly(staffAuth));

  routes.get('/:id/documents', async (c) => {
    const { id } = parseInput(StaffDealParams, c.req.param());
    return c.json(answer(await documents.staffList(c.get('staff').member, id)) satisfies DealDocuments);
  });

  routes.put('/:id/documents/:kind/review', async (c) => {
    const { id, kind } = parseInput(StaffKindParams, c.req.param());
    const body = await readJsonBody(c, ReviewDocumentRequestSchema);
    const client = clientAddress(c, deps.trustProxy);
    return c.json(
      answer(await documents.review(c.get('staff').member, id, kind, body, client)) satisfies DealDocuments,
    );
  });

  return routes;
}

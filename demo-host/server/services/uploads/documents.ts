/**
 * The documents a shopper uploads for the lender: which ones are asked comes from the lender's decision
 * (domain/finance/requested-documents.ts); each is kept sealed (AES-256-GCM, services/storage/sealed-store.ts)
 * in the object store — a PDF as uploaded, a photo of the paper re-drawn without its metadata
 * (domain/uploads/photo.ts) — named in `deal_documents`, and shown to its owner and the dealer's staff through
 * short-lived signed addresses. The dealer accepts one or asks for a new one with a reason; a new upload is
 * received again. Objects stored for a row that was never written are removed again: a failure leaves no orphan.
 */
import { createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import {
  NO_APPLICATION,
  NOTHING_TO_REVIEW,
  NOT_REQUESTED,
  type DealDocuments,
  type LenderDocument,
  type ReviewDocumentRequest,
} from '../../../../src/contract/documents.ts';
import { DOCUMENT_KINDS, DOCUMENT_TYPE } from '../../../../src/contract/uploads.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import { inTransaction } from '../../db/database.ts';
import type { DealRecord } from '../../db/deals-repo.ts';
import {
  deleteDealDocument,
  listDealDocuments,
  replaceDealDocument,
  reviewDealDocument,
  type DealDocumentRow,
} from '../../db/documents-repo.ts';
import { getFinanceApplication, listDecisions } from '../../db/finance-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { Session } from '../../db/sessions-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import { Invalid } from '../../domain/errors.ts';
import { requestedDocuments } from '../../domain/finance/requested-documents.ts';
import type { ObjectStore } from '../../domain/uploads/object-store.ts';
import { keepPhoto } from '../../domain/uploads/photo.ts';
import { grantIsValid, signObject, type SignedGrant } from '../../domain/uploads/signed-url.ts';
import { isAllowed, sniffUpload } from '../../domain/uploads/sniff.ts';
import type { DealDesk } from '../deal-desk.ts';
import type { UploadLimits } from './upload-limits.ts';
import { DEVELOPMENT_FINANCE_DATA_KEY, parseFinanceDataKey } from '../finance/field-cipher.ts';
import { reachableDeal } from '../workspace/reachable-deal.ts';

/** How long a signed address of a document is good for. */
export const DOCUMENT_URL_TTL_MS = 5 * 60_000;

/** A document as a route answers it: the signed grant becomes an address there. */
export type DocumentView = Omit<DealDocuments['documents'][number], 'viewUrl'> & { view: SignedGrant | null };
export type DocumentList = { dealId: string; documents: DocumentView[] };

export type Documents = {
  list(session: Session, dealId: string): Promise<DocumentList>;
  /** Keeps the file as the deal's `kind` (replacing the one before, received again); the deal's documents. */
  put(session: Session, dealId: string, kind: LenderDocument, bytes: Uint8Array): Promise<DocumentList>;
  remove(session: Session, dealId: string, kind: LenderDocument): Promise<DocumentList>;
  staffList(member: StaffMember, dealId: string): Promise<DocumentList>;
  review(
    member: StaffMember,
    dealId: string,
    kind: LenderDocument,
    review: ReviewDocumentRequest,
    client: string,
  ): Promise<DocumentList>;
  /** A document a signed address grants, opened; null when the grant is not good (forged, moved, expired). */
  open(grant: SignedGrant): Promise<{ bytes: Uint8Array; contentType: string } | null>;
};

type Deps = {
  db: Db;
  /** Already sealed (sealed-store.ts): what it keeps is encrypted. */
  store: ObjectStore;
  signingKey: Buffer;
  desk: Pick<DealDesk, 'ownedDeal'>;
  /** The per-shopper storage quota (upload-limits.ts); none in tests that do not exercise it. */
  limits?: Pick<UploadLimits, 'assertRoom'>;
  now?: () => number;
};

/**
 * DOCUMENTS_KEY when set; else one derived from the finance data key (the sandbox's public one in a sandbox),
 * so documents open again after a restart; else (no key at all) one made at start.
 */
export function documentsKeyFor(deps: {
  documentsKey?: Buffer | undefined;
  financeDataKey?: Buffer | undefined;
  environment?: string | undefined;
}): Buffer {
  if (deps.documentsKey) return deps.documentsKey;
  const base =
    deps.financeDataKey ??
    (isSandboxDeployment(deps.environment) ? parseFinanceDataKey(DEVELOPMENT_FINANCE_DATA_KEY) : null);
  if (!base) return randomBytes(32);
  return Buffer.from(hkdfSync('sha256', base, Buffer.alloc(0), 'upshift documents at rest', 32));
}

async function* once(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

/** The file as it is kept: a PDF as it came, a photo of the paper re-drawn as a JPEG. */
async function keptFile(bytes: Uint8Array): Promise<{ body: Uint8Array; type: 'pdf' | 'jpeg' }> {
  const kind = sniffUpload(bytes);
  if (!isAllowed(kind, DOCUMENT_KINDS)) throw new Invalid(DOCUMENT_TYPE, [{ field: 'file', message: DOCUMENT_TYPE }]);
  if (kind === 'pdf') return { body: bytes, type: 'pdf' };
  try {
    return { body: (await keepPhoto(bytes)).image, type: 'jpeg' };
  } catch {
    throw new Invalid(DOCUMENT_TYPE, [{ field: 'file', message: DOCUMENT_TYPE }]);
  }
}

export function createDocuments(deps: Deps): Documents {
  const { db, store, desk } = deps;
  // A key of its own: a trade photo's address opens no document, nor the other way round.
  const signingKey = createHmac('sha256', deps.signingKey).update('documents').digest();
  const now = deps.now ?? Date.now;

  /** What the lender asks for this deal: none before an application has decisions. */
  async function askedOf(deal: DealRecord): Promise<LenderDocument[]> {
    const app = await getFinanceApplication(db, deal.id);
    if (!app?.submittedAt) return [];
    const chosen = deal.preferences.chosenOffer;
    const chosenLender = chosen?.submittedAt === app.submittedAt ? chosen.lenderNumber : null;
    return requestedDocuments(await listDecisions(db, deal.id), chosenLender);
  }

  async function listOf(deal: DealRecord): Promise<DocumentList> {
    const [asked, rows] = await Promise.all([askedOf(deal), listDealDocuments(db, deal.id)]);
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    return {
      dealId: deal.id,
      documents: asked.map((kind): DocumentView => {
        const row = byKind.get(kind);
        if (!row) return { kind, state: 'requested', reason: null, uploadedAt: null, fileType: null, view: null };
        return {
          kind,
          state: row.state,
          reason: row.state === 'needsNew' ? row.reason : null,
          uploadedAt: new Date(row.uploaded_at).toISOString(),
          fileType: row.file_type,
          view: signObject(signingKey, row.object_key, now(), DOCUMENT_URL_TTL_MS),
        };
      }),
    };
  }

  async function requested(deal: DealRecord, kind: LenderDocument): Promise<void> {
    const asked = await askedOf(deal);
    if (asked.length === 0) throw new Invalid(NO_APPLICATION, [{ field: 'kind', message: NO_APPLICATION }]);
    if (!asked.includes(kind)) throw new Invalid(NOT_REQUESTED, [{ field: 'kind', message: NOT_REQUESTED }]);
  }

  const reachable = (member: StaffMember, id: string) => reachableDeal(db, member, id);

  const forget = (row: DealDocumentRow | null) => (row ? store.delete(row.object_key) : Promise.resolve());

  return {
    async list(session, dealId) {
      return listOf(await desk.ownedDeal(db, session, dealId));
    },

    async put(session, dealId, kind, bytes) {
      const deal = await desk.ownedDeal(db, session, dealId);
      await requested(deal, kind);
      const file = await keptFile(bytes);
      const current = (await listDealDocuments(db, deal.id)).find((d) => d.kind === kind);
      await deps.limits?.assertRoom(session.userId ?? '', file.body.byteLength, current?.bytes ?? 0);
      const row: DealDocumentRow = {
        deal_id: deal.id,
        kind,
        user_id: session.userId ?? '',
        state: 'received',
        reason: null,
        object_key: `documents/${deal.id}/${kind}-${randomUUID()}.${file.type === 'pdf' ? 'pdf' : 'jpg'}`,
        file_type: file.type,
        bytes: file.body.byteLength,
        uploaded_at: now(),
        reviewed_at: null,
        reviewed_by: null,
      };
      let replaced: DealDocumentRow | null;
      try {
        await store.put(row.object_key, once(file.body), file.type === 'pdf' ? 'application/pdf' : 'image/jpeg');
        replaced = await inTransaction(db, (tx) => replaceDealDocument(tx, row));
      } catch (error) {
        await forget(row);
        throw error;
      }
      await forget(replaced);
      return listOf(deal);
    },

    async remove(session, dealId, kind) {
      const deal = await desk.ownedDeal(db, session, dealId);
      await forget(await deleteDealDocument(db, deal.id, kind));
      return listOf(deal);
    },

    async staffList(member, dealId) {
      return listOf((await reachable(member, dealId)).deal);
    },

    async review(member, dealId, kind, review, client) {
      const { deal, dealer } = await reachable(member, dealId);
      const at = now();
      const reason = review.state === 'needsNew' ? review.reason : null;
      const row = await reviewDealDocument(db, deal.id, kind, { state: review.state, reason, by: member.id, at });
      if (!row) throw new Invalid(NOTHING_TO_REVIEW, [{ field: 'kind', message: NOTHING_TO_REVIEW }]);
      await appendAudit(db, {
        at,
        staffId: member.id,
        staffEmail: member.email,
        action: review.state === 'accepted' ? 'deal.document-accept' : 'deal.document-needs-new',
        recordType: 'deal',
        recordId: deal.id,
        dealerId: dealer.id,
        client,
      });
      return listOf(deal);
    },

    async open(grant) {
      if (!grant.key.startsWith('documents/') || !grantIsValid(signingKey, grant, now())) return null;
      return store.get(grant.key);
    },
  };
}

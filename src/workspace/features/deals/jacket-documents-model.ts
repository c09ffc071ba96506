/**
 * The deal jacket's documents: the lender's documents of the deal as the server has them, and the member's
 * review of one — accept it, or ask the shopper for a new one with a reason (required, bounded; the server's
 * field errors go on the reason field).
 */
import { batch, signal } from '@preact/signals';
import {
  DealDocumentsSchema,
  REASON_MAX,
  type DealDocuments,
  type LenderDocument,
  type ReviewDocumentRequest,
} from '../../../contract/documents.ts';
import { request } from '../../../lib/http.ts';
import { serverMessage, t } from '../../i18n/index.ts';
import { placeRefusal } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';

const path = (id: string, rest = '') => `/deals/${encodeURIComponent(id)}/documents${rest}`;

export const getDealDocuments = (id: string, signal: AbortSignal) =>
  request('GET', path(id), DealDocumentsSchema, { signal, expected: [403, 404] });

export const reviewDocument = (id: string, kind: LenderDocument, body: ReviewDocumentRequest) =>
  request('PUT', path(id, `/${kind}/review`), DealDocumentsSchema, { body });

export function createJacketDocumentsModel(o: { id: string; onUnauthorized: () => void }) {
  const list = createRemote<DealDocuments>();
  /** The document whose reason is being written, null when none is. */
  const asking = signal<LenderDocument | null>(null);
  const reason = signal('');
  const reasonError = signal<string | null>(null);
  const formError = signal<string | null>(null);
  const pending = signal<LenderDocument | null>(null);
  /** What the last review did, announced. */
  const done = signal<string | null>(null);

  const load = () => list.run((s) => getDealDocuments(o.id, s));

  function askNew(kind: LenderDocument | null): void {
    batch(() => {
      asking.value = kind;
      reason.value = '';
      reasonError.value = null;
      formError.value = null;
    });
  }

  async function review(kind: LenderDocument, body: ReviewDocumentRequest): Promise<boolean> {
    if (pending.value) return false;
    if (body.state === 'needsNew' && body.reason.trim() === '') {
      reasonError.value = t('server.documents.reasonRequired');
      return false;
    }
    if (body.state === 'needsNew' && body.reason.trim().length > REASON_MAX) {
      reasonError.value = t('server.documents.reasonTooLong');
      return false;
    }
    batch(() => {
      pending.value = kind;
      formError.value = null;
      reasonError.value = null;
      done.value = null;
    });
    try {
      list.set(await reviewDocument(o.id, kind, body));
      const name = t(`documents.kind.${kind}`);
      batch(() => {
        asking.value = null;
        done.value = t(body.state === 'accepted' ? 'documents.accepted' : 'documents.asked', {
          name: body.state === 'accepted' ? name : name.toLowerCase(),
        });
      });
      return true;
    } catch (error) {
      placeRefusal(error, {
        onUnauthorized: o.onUnauthorized,
        place: (errors) => {
          const onReason = errors.find((e) => e.field === 'reason');
          if (onReason) reasonError.value = serverMessage(onReason.message);
          else formError.value = serverMessage(errors[0]?.message ?? '');
        },
        formError,
      });
      return false;
    } finally {
      pending.value = null;
    }
  }

  const setReason = (value: string) => {
    reason.value = value;
  };

  return { list, asking, reason, reasonError, formError, pending, done, load, askNew, setReason, review };
}

export type JacketDocumentsModel = ReturnType<typeof createJacketDocumentsModel>;

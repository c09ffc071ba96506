/**
 * The deal jacket's documents for the lender: each one the lender asked for with its state, a link to the
 * shopper's upload (signed and short-lived, in a new tab), and the review — Accept, or Ask for a new one with a
 * reason the shopper reads.
 */
import { useEffect, useMemo } from 'react';
import type { DealDocument } from '../../../contract/documents.ts';
import { REASON_MAX } from '../../../contract/documents.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert, TextAreaField, focusFirstInvalid } from '../../lib/fields.tsx';
import { formatIsoTime } from '../../lib/format.ts';
import { createJacketDocumentsModel, type JacketDocumentsModel } from './jacket-documents-model.ts';
import { failureMessage } from '../../lib/failure.ts';

export function JacketDocuments({ dealId }: { dealId: string }) {
  const { session } = useWorkspaceEnv();
  const model = useMemo(
    () => createJacketDocumentsModel({ id: dealId, onUnauthorized: () => session.expire() }),
    [dealId],
  );
  useEffect(() => {
    void model.load();
    return () => model.list.abort();
  }, [model]);
  const state = model.list.state.value;
  return (
    <section aria-labelledby="jacket-documents">
      <h2 id="jacket-documents">{t('documents.title')}</h2>
      {state.status === 'error' ? (
        <FormAlert message={failureMessage(state.error)} />
      ) : state.status !== 'complete' ? (
        <p class="ws-muted" role="status">
          {t('documents.loading')}
        </p>
      ) : state.data.documents.length === 0 ? (
        <p class="ws-muted">{t('documents.none')}</p>
      ) : (
        <>
          <ul class="ws-list">
            {state.data.documents.map((d) => (
              <DocumentRow key={d.kind} document={d} model={model} />
            ))}
          </ul>
          <FormAlert message={model.formError.value} />
          <p role="status" class="ws-muted">
            {model.done.value ?? ''}
          </p>
        </>
      )}
    </section>
  );
}

function DocumentRow({ document: d, model }: { document: DealDocument; model: JacketDocumentsModel }) {
  const name = t(`documents.kind.${d.kind}`);
  const lower = name.toLowerCase();
  const asking = model.asking.value === d.kind;
  const busy = model.pending.value !== null;
  const state =
    d.state === 'needsNew'
      ? t('documents.state.needsNew', { reason: d.reason ?? '' })
      : t(`documents.state.${d.state}`);
  return (
    <li>
      <strong>{name}</strong>: {state}
      {d.uploadedAt && <span class="ws-muted"> — {t('documents.uploaded', { at: formatIsoTime(d.uploadedAt) })}</span>}
      {d.viewUrl && (
        <>
          {' '}
          <a href={d.viewUrl} target="_blank" rel="noopener noreferrer">
            {t('documents.view', { name: lower })} <span class="ws-visually-hidden">{t('documents.newTab')}</span>
          </a>
        </>
      )}
      {d.state !== 'requested' && !asking && (
        <p class="ws-no-print">
          {d.state !== 'accepted' && (
            <button
              type="button"
              class="ws-button"
              aria-label={t('documents.acceptLabel', { name: lower })}
              aria-disabled={busy ? 'true' : 'false'}
              onClick={() => void model.review(d.kind, { state: 'accepted' })}
            >
              {t('documents.accept')}
            </button>
          )}{' '}
          {d.state !== 'needsNew' && (
            <button
              type="button"
              class="ws-button"
              aria-label={t('documents.askNewLabel', { name: lower })}
              onClick={() => model.askNew(d.kind)}
            >
              {t('documents.askNew')}
            </button>
          )}
        </p>
      )}
      {asking && (
        <form
          class="ws-no-print"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const form = e.currentTarget;
            void model
              .review(d.kind, { state: 'needsNew', reason: model.reason.value })
              .then((ok) => ok || focusFirstInvalid(form));
          }}
        >
          <TextAreaField
            label={t('documents.reason')}
            name="reason"
            hint={t('documents.reasonHint')}
            required
            maxLength={REASON_MAX}
            value={model.reason.value}
            onValue={model.setReason}
            error={model.reasonError.value}
          />
          <button type="submit" class="ws-button ws-button--primary" aria-disabled={busy ? 'true' : 'false'}>
            {t('documents.send')}
          </button>{' '}
          <button type="button" class="ws-button" onClick={() => model.askNew(null)}>
            {t('documents.cancel')}
          </button>
        </form>
      )}
    </li>
  );
}

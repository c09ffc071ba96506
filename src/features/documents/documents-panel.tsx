/**
 * The documents the lender asked for (src/contract/documents.ts), on the finance options and the next steps
 * after signing: each one's name and state (the dealer's reason when a new one is needed), a labelled file
 * control (a PDF, or a photo of the paper — on a phone, the camera is one of the choices), a progress bar while
 * it uploads, and its failure with a retry, announced. Nothing is shown while the lender asked for nothing.
 */
import '../../lib/i18n/parts/documents.ts';
import { useId } from 'react';
import type { DealDocument, LenderDocument } from '../../contract/documents.ts';
import { rootUrl } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { usePageModel } from '../../lib/use-page-model.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { isRetryable } from '../../lib/remote-data.ts';
import { createDocumentsModel, documentsRefusal, type DocumentsModel } from './model.ts';

export function DocumentsPanel({ dealId }: { dealId: string }) {
  const model = usePageModel(() => createDocumentsModel(dealId), [dealId]);
  const headingId = useId();
  const state = model.list.state.value;
  if (state.status === 'error') {
    return (
      <section class="card documents" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('documents.heading')}</h2>
        <ErrorState
          messages={documentsRefusal(state.error)}
          onRetry={isRetryable(state.error) ? () => void model.load() : undefined}
        />
      </section>
    );
  }
  if (state.status !== 'complete') {
    return (
      <p class="muted" role="status">
        {t('documents.loading')}
      </p>
    );
  }
  if (state.data.documents.length === 0) return null;
  return (
    <section class="card documents" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('documents.heading')}</h2>
      <p>{t('documents.lead')}</p>
      <ul class="documents__list">
        {state.data.documents.map((d) => (
          <DocumentItem key={d.kind} document={d} model={model} />
        ))}
      </ul>
    </section>
  );
}

function stateText(d: DealDocument): string {
  return d.state === 'needsNew'
    ? t('documents.state.needsNew', { reason: d.reason ?? '' })
    : t(`documents.state.${d.state}`);
}

function DocumentItem({ document: d, model }: { document: DealDocument; model: DocumentsModel }) {
  const id = useId();
  const name = t(`documents.kind.${d.kind}`);
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  const upload = model.uploads.value[d.kind];
  const busy = upload?.progress != null;
  const pick = (kind: LenderDocument, input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after a failure) is a change too.
    input.value = '';
    if (file) void model.upload(kind, file);
  };
  return (
    <li class={`documents__item documents__item--${d.state}`} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`} class="documents__name">
        {name}
      </h3>
      <p class="documents__state">
        <span class="visually-hidden">{t('documents.stateLabel')}: </span>
        <span class={`badge documents__badge documents__badge--${d.state}`}>{stateText(d)}</span>
      </p>
      {d.viewUrl && (
        <p>
          {/* The app's API origin, not the page's: in the shadow mount the page is the dealer's. */}
          <a href={rootUrl(d.viewUrl)} target="_blank" rel="noopener noreferrer">
            {t('documents.view')} <span class="visually-hidden">{t('documents.newTab')}</span>
          </a>
          {d.state !== 'accepted' && (
            <>
              {' '}
              <button
                type="button"
                class="button button--link"
                aria-disabled={busy ? 'true' : 'false'}
                onClick={() => void model.remove(d.kind)}
              >
                {t('documents.remove', { name: lower })}
              </button>
            </>
          )}
        </p>
      )}
      {d.state !== 'accepted' && (
        <div class="documents__upload">
          <label for={`${id}-file`} class="documents__label">
            {t(d.state === 'requested' ? 'documents.choose' : 'documents.replace', { name: lower })}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/pdf,image/*"
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onInput={(e) => pick(d.kind, e.currentTarget)}
          />
          <p id={`${id}-hint`} class="muted">
            {t('documents.hint')}
          </p>
        </div>
      )}
      {busy && (
        <progress
          class="documents__progress"
          style={{ width: '100%' }}
          max={1}
          value={upload.progress ?? 0}
          aria-label={t('documents.progress', { name: lower })}
        />
      )}
      <div aria-live="polite" class="documents__status">
        {upload && upload.errors.length > 0 && (
          <ErrorState
            messages={upload.errors}
            onRetry={upload.failed ? () => void model.retry(d.kind) : undefined}
            retryLabel={t('documents.retryLabel', { name: lower })}
          />
        )}
        {upload?.done && <p class="notice notice--success">{t('documents.uploaded', { name: lower })}</p>}
      </div>
    </li>
  );
}

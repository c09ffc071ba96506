/** Find a shopper's deal by name, email, phone, deal or certificate id; the search is in the URL so a link keeps it. */
import { useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { DEAL_SEARCH_MAX } from '../../../contract/workspace-deals.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert, TextField, focusFirstInvalid } from '../../lib/fields.tsx';
import { formatIsoTime } from '../../lib/format.ts';
import { ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { createDealSearchModel, type DealSearchModel } from './search-model.ts';

export default function DealsPage({ model: given }: { model?: DealSearchModel }) {
  const { session, navigate } = useWorkspaceEnv();
  const q = new URLSearchParams(useSearch()).get('q') ?? '';
  const model = usePageModel(() => given ?? createDealSearchModel({ q, onUnauthorized: () => session.expire() }), [q]);
  const formRef = useRef<HTMLFormElement>(null);
  const state = model.results.value;
  return (
    <>
      <PageTitle>{t('deals.title')}</PageTitle>
      <form
        ref={formRef}
        class="ws-panel ws-search"
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model
            .check()
            .then((text) =>
              text === null ? focusFirstInvalid(formRef.current) : navigate(href('deals', {}, { q: text })),
            );
        }}
      >
        <FormAlert message={model.form.formError.value} />
        <TextField
          label={t('deals.search')}
          name="q"
          type="search"
          hint={t('deals.searchHint')}
          maxLength={DEAL_SEARCH_MAX}
          value={model.form.values.value.q}
          error={model.form.fieldErrors.value.q}
          onValue={(value) => model.setText(value)}
        />
        <button type="submit" class="ws-button ws-button--primary">
          {t('deals.find')}
        </button>
      </form>
      {state.status === 'complete' ? (
        state.data.length === 0 ? (
          <p>{t('deals.none')}</p>
        ) : (
          <ul class="ws-cards" aria-label={t('deals.results')}>
            {state.data.map((deal) => (
              <li key={deal.id} class="ws-card">
                <p class="ws-card__title">
                  <Link href={href('deal', { id: deal.id })}>{deal.shopper ?? t('deals.anonymous')}</Link>
                </p>
                <p>
                  {deal.vehicle} · {deal.dealer}
                </p>
                <p class="ws-muted">
                  {t('deals.updated', { at: formatIsoTime(deal.updatedAt) })}
                  {deal.saved ? ` · ${t('deals.saved')}` : ''}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={() => void model.load()} />
      ) : state.status === 'loading' ? (
        <Loading />
      ) : null}
    </>
  );
}

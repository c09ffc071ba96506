/** Every dealer with its campaigns, and "Add a dealer": platform admins only (the server answers others 403). */
import { Link } from 'wouter';
import { usePageModel } from '../../../lib/use-page-model.ts';
import type { OnboardedDealer } from '../../../contract/workspace-onboarding.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden, isUnauthorized } from '../../lib/failure.ts';
import { CardTable, ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { createRemote } from '../../lib/remote.ts';
import { href } from '../../routes.ts';
import { listDealers } from './api.ts';

function createDealersModel(onUnauthorized: () => void) {
  const remote = createRemote<OnboardedDealer[]>();
  async function load(signal?: AbortSignal): Promise<void> {
    await remote.run((aborted) => listDealers(signal ?? aborted));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }
  return { state: remote.state, load, dispose: () => remote.abort() };
}

export default function DealersPage() {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(() => createDealersModel(() => session.expire()), []);
  const state = model.state.value;
  return (
    <>
      <p class="ws-back">
        <Link href={href('inbox')}>{t('dealers.back')}</Link>
      </p>
      <PageTitle>{t('dealers.title')}</PageTitle>
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.load()} />
      ) : state.status !== 'complete' ? (
        <Loading />
      ) : (
        <>
          <p>
            <Link class="ws-button ws-button--primary" href={href('dealerNew')}>
              {t('dealers.add')}
            </Link>
          </p>
          {state.data.length === 0 ? (
            <p class="ws-empty">{t('dealers.none')}</p>
          ) : (
            <CardTable
              caption={t('dealers.caption')}
              columns={[t('dealers.col.dealer'), t('dealers.col.website'), t('dealers.col.campaigns')]}
            >
              {state.data.map((row) => (
                <tr key={row.dealer.id}>
                  <td data-label={t('dealers.col.dealer')}>{row.dealer.name}</td>
                  <td data-label={t('dealers.col.website')}>{row.website}</td>
                  <td data-label={t('dealers.col.campaigns')}>
                    {row.campaigns.map((c, i) => (
                      <span key={c.slug}>
                        {i > 0 && ', '}
                        <Link href={href('campaign', { slug: c.slug })}>{c.name}</Link>
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </CardTable>
          )}
        </>
      )}
    </>
  );
}

/** The campaigns the member may change, each a way to its settings and its theme (the server answers agents 403). */
import { Link } from 'wouter';
import type { EditableCampaign } from '../../../contract/workspace-onboarding.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden, isUnauthorized } from '../../lib/failure.ts';
import { CardTable, ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { createRemote } from '../../lib/remote.ts';
import { href } from '../../routes.ts';
import { listCampaigns } from './api.ts';

function createCampaignsModel(onUnauthorized: () => void) {
  const remote = createRemote<EditableCampaign[]>();
  async function load(signal?: AbortSignal): Promise<void> {
    await remote.run((aborted) => listCampaigns(signal ?? aborted));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }
  return { state: remote.state, load, dispose: () => remote.abort() };
}

export default function CampaignsPage() {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(() => createCampaignsModel(() => session.expire()), []);
  const state = model.state.value;
  return (
    <>
      <PageTitle>{t('campaigns.title')}</PageTitle>
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.load()} />
      ) : state.status !== 'complete' ? (
        <Loading />
      ) : state.data.length === 0 ? (
        <p class="ws-empty">{t('campaigns.none')}</p>
      ) : (
        <>
          <p>{t('campaigns.intro')}</p>
          <CardTable
            caption={t('campaigns.caption')}
            columns={[t('campaigns.col.campaign'), t('campaigns.col.dealers'), t('campaigns.col.theme')]}
          >
            {state.data.map((c) => (
              <tr key={c.slug}>
                <td data-label={t('campaigns.col.campaign')}>
                  <Link href={href('campaign', { slug: c.slug })}>{c.name}</Link>
                </td>
                <td data-label={t('campaigns.col.dealers')}>{c.dealers.map((d) => d.name).join(', ')}</td>
                <td data-label={t('campaigns.col.theme')}>
                  <Link href={href('campaignTheme', { slug: c.slug })}>{t('campaigns.themeOf', { name: c.name })}</Link>
                </td>
              </tr>
            ))}
          </CardTable>
        </>
      )}
    </>
  );
}

/**
 * A campaign's settings (its values and where it may be embedded), its change history and its embed code:
 * for platform admins, and for a manager of every dealer of the campaign (the server decides; others see its 403).
 */
import { useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CampaignSettingsSchema, type CampaignAnswer } from '../../../contract/workspace-onboarding.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden, isUnauthorized } from '../../lib/failure.ts';
import { focusFirstInvalid, FormAlert } from '../../lib/fields.tsx';
import { createForm } from '../../lib/form.ts';
import { ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { createRemote } from '../../lib/remote.ts';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { href } from '../../routes.ts';
import { getCampaign, saveCampaign } from './api.ts';
import { CampaignFields } from './campaign-fields.tsx';
import { campaignBody, campaignValues, EMPTY_CAMPAIGN, type FormValues } from './campaign-values.ts';
import { EmbedCodePanel } from './embed-code-panel.tsx';

function createCampaignModel(slug: string, onUnauthorized: () => void) {
  const remote = createRemote<CampaignAnswer>();
  const form = createForm<FormValues>(campaignValues(EMPTY_CAMPAIGN));
  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getCampaign(slug, signal ?? aborted));
    if (found) form.reset(campaignValues(found.settings));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }
  async function save(): Promise<boolean> {
    const result = await form.submit(CampaignSettingsSchema, (body) => saveCampaign(slug, body), {
      onUnauthorized,
      body: (values) => campaignBody(values),
    });
    if (!result.ok) return false;
    remote.set(result.result);
    form.reset(campaignValues(result.result.settings));
    return true;
  }
  return { state: remote.state, form, load, save, dispose: () => remote.abort() };
}

export default function CampaignPage({ params }: { params: { slug?: string } }) {
  const slug = params.slug ?? '';
  const { session } = useWorkspaceEnv();
  const model = usePageModel(() => createCampaignModel(slug, () => session.expire()), [slug]);
  const [saves, setSaves] = useState(0);
  const state = model.state.value;
  const name = state.status === 'complete' ? state.data.settings.name : slug;
  return (
    <>
      <p class="ws-back">
        <Link href={href('campaigns')}>{t('campaignPage.back')}</Link>
      </p>
      <PageTitle>{t('campaignPage.title', { name })}</PageTitle>
      <p>
        <Link href={href('campaignTheme', { slug })}>{t('theme.edit')}</Link>
      </p>
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.load()} />
      ) : state.status !== 'complete' ? (
        <Loading />
      ) : (
        <>
          <CampaignForm model={model} answer={state.data} onSaved={() => setSaves((n) => n + 1)} />
          <EmbedCodePanel campaign={slug} dealer={state.data.dealers[0]?.id ?? null} />
        </>
      )}
      {/* Apart from the form's loading switch, so reading the restored settings again keeps the history. */}
      <SettingsHistory
        title={t('history.titleOf', { what: t('campaignPage.settingsTitle') })}
        kind="campaign"
        id={slug}
        refreshKey={saves}
        onReverted={() => void model.load()}
      />
    </>
  );
}

function CampaignForm({
  model,
  answer,
  onSaved,
}: {
  model: ReturnType<typeof createCampaignModel>;
  answer: CampaignAnswer;
  onSaved: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(false);
  const dealers = useMemo(() => answer.dealers.map((d) => d.name).join(', '), [answer]);
  return (
    <form
      ref={formRef}
      class="ws-settings"
      noValidate
      onInput={() => setSaved(false)}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        void model.save().then((ok) => {
          if (ok) {
            setSaved(true);
            onSaved();
          } else focusFirstInvalid(formRef.current);
        });
      }}
    >
      <p>{t('campaignPage.intro', { slug: answer.slug, dealers })}</p>
      <FormAlert message={model.form.formError.value} />
      <CampaignFields form={model.form} />
      <div class="ws-actions">
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.form.submitting.value}>
          {t('campaignPage.save')}
        </button>
        <p class="ws-status" role="status">
          {saved ? t('campaignPage.saved') : ''}
        </p>
      </div>
    </form>
  );
}

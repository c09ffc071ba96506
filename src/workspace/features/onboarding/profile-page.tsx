/**
 * A dealer's profile (name, verified address, time zone, phone, website) for its managers and platform admins,
 * saved as versions with its change history; an agent is told it is not theirs.
 */
import { useRef, useState } from 'react';
import { DealerProfileSchema, type DealerProfileAnswer } from '../../../contract/workspace-onboarding.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden, isUnauthorized } from '../../lib/failure.ts';
import { focusFirstInvalid, FormAlert } from '../../lib/fields.tsx';
import { createForm } from '../../lib/form.ts';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { ErrorPanel, Loading } from '../../lib/page.tsx';
import { createRemote } from '../../lib/remote.ts';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { href } from '../../routes.ts';
import { getDealerProfile, saveDealerProfile } from './api.ts';
import { EMPTY_PROFILE, profileBody, profileValues, type FormValues } from './campaign-values.ts';
import { ProfileFields } from './profile-fields.tsx';

function createProfileModel(dealerId: string, onUnauthorized: () => void) {
  const remote = createRemote<DealerProfileAnswer>();
  const form = createForm<FormValues>(profileValues(EMPTY_PROFILE));
  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getDealerProfile(dealerId, signal ?? aborted));
    if (found) form.reset(profileValues(found.profile));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }
  async function save(): Promise<boolean> {
    const result = await form.submit(DealerProfileSchema, (body) => saveDealerProfile(dealerId, body), {
      onUnauthorized,
      body: (values) => profileBody(values),
    });
    if (!result.ok) return false;
    remote.set(result.result);
    // The verified city and state replace what was typed.
    form.reset(profileValues(result.result.profile));
    return true;
  }
  return { state: remote.state, form, load, save, dispose: () => remote.abort() };
}

export default function ProfilePage() {
  return (
    <ManagersPage
      route="dealerProfile"
      title={t('profilePage.title')}
      back={{ href: href('inbox'), label: t('dealers.back') }}
    >
      {(dealer) => <DealerProfile key={dealer.id} dealerId={dealer.id} />}
    </ManagersPage>
  );
}

function DealerProfile({ dealerId }: { dealerId: string }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(() => createProfileModel(dealerId, () => session.expire()), [dealerId]);
  const [saves, setSaves] = useState(0);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const state = model.state.value;
  return (
    <>
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.load()} />
      ) : state.status !== 'complete' ? (
        <Loading />
      ) : (
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
                setSaves((n) => n + 1);
              } else focusFirstInvalid(formRef.current);
            });
          }}
        >
          <FormAlert message={model.form.formError.value} />
          <ProfileFields form={model.form} />
          <div class="ws-actions">
            <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.form.submitting.value}>
              {t('profilePage.save')}
            </button>
            <p class="ws-status" role="status">
              {saved ? t('campaignPage.saved') : ''}
            </p>
          </div>
        </form>
      )}
      <SettingsHistory
        title={t('history.titleOf', { what: t('profilePage.title') })}
        kind="dealer-profile"
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.load()}
      />
    </>
  );
}

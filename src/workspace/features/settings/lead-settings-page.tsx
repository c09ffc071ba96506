/**
 * A dealer's lead settings (thread window, always-new kinds) and where its leads go, for its managers and
 * platform admins; an agent is told it is not theirs.
 */
import { useId, useRef, useState } from 'react';
import { LEAD_KINDS } from '../../../contract/bridge-protocol.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { CheckboxField, focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { kindLabel } from '../../lib/labels.ts';
import { ErrorPanel, Loading } from '../../lib/page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { href } from '../../routes.ts';
import type { LeadDeliveryModel } from './lead-delivery-model.ts';
import { LeadDeliverySection } from './lead-delivery-section.tsx';
import { createLeadSettingsModel, type LeadSettingsModel } from './lead-settings-model.ts';

export default function LeadSettingsPage({
  model,
  deliveryModel,
}: {
  model?: LeadSettingsModel;
  deliveryModel?: LeadDeliveryModel;
}) {
  return (
    <ManagersPage
      route="leadSettings"
      title={t('leadSettings.title')}
      back={{ href: href('inbox'), label: t('leadSettings.back') }}
    >
      {(dealer) => (
        <>
          <DealerLeadSettings key={dealer.id} dealerId={dealer.id} {...(model ? { model } : {})} />
          <LeadDeliverySection
            key={`delivery-${dealer.id}`}
            dealerId={dealer.id}
            {...(deliveryModel ? { model: deliveryModel } : {})}
          />
        </>
      )}
    </ManagersPage>
  );
}

function DealerLeadSettings({ dealerId, model: given }: { dealerId: string; model?: LeadSettingsModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createLeadSettingsModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const [saves, setSaves] = useState(0);
  return (
    <>
      <LeadSettingsForm model={model} onSaved={() => setSaves((n) => n + 1)} />
      {/* Apart from the form, so reading the restored settings again keeps the history and its status. */}
      <SettingsHistory
        title={t('history.titleOf', { what: t('leadSettings.title') })}
        kind="dealer-leads"
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.load()}
      />
    </>
  );
}

function LeadSettingsForm({ model, onSaved }: { model: LeadSettingsModel; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const kindsId = useId();
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete') return <Loading />;
  const errors = model.errors.value;
  const alwaysNew = model.alwaysNew.value;
  return (
    <form
      ref={formRef}
      class="ws-settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.save().then((ok) => {
          if (ok) onSaved();
          else focusFirstInvalid(formRef.current);
        });
      }}
    >
      <p>{t('leadSettings.intro', { dealer: state.data.dealer.name })}</p>
      <FormAlert message={model.formError.value} />
      <TextField
        label={t('leadSettings.threadHours')}
        name="threadHours"
        class="ws-settings__hours"
        value={model.threadHours.value}
        onValue={(typed) => model.setThreadHours(typed)}
        inputMode="numeric"
        autoComplete="off"
        hint={t('leadSettings.threadHoursHint')}
        error={errors.threadHours}
      />
      <fieldset
        class="ws-settings__kinds"
        aria-describedby={[`${kindsId}-hint`, errors.alwaysNew ? `${kindsId}-error` : ''].join(' ').trim()}
      >
        <legend>{t('leadSettings.alwaysNew')}</legend>
        <p id={`${kindsId}-hint`} class="ws-field__hint">
          {t('leadSettings.alwaysNewHint')}
        </p>
        {errors.alwaysNew && (
          <p id={`${kindsId}-error`} class="ws-field__error">
            {errors.alwaysNew}
          </p>
        )}
        <div class="ws-settings__kind-list">
          {LEAD_KINDS.map((kind) => (
            <CheckboxField
              key={kind}
              label={kindLabel(kind)}
              name="alwaysNew"
              checked={alwaysNew.includes(kind)}
              onValue={(on) => model.setAlwaysNew(kind, on)}
            />
          ))}
        </div>
      </fieldset>
      <div class="ws-actions">
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.saving.value}>
          {t('leadSettings.save')}
        </button>
        <p class="ws-status" role="status">
          {model.saved.value ? t('leadSettings.saved') : ''}
        </p>
      </div>
    </form>
  );
}

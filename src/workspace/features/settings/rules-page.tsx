/**
 * A dealer's money and rules (fees, tax ZIP, the seed 000 §6 flags), its deposits, its own protection products and its
 * accessory catalogue, for its managers and platform admins, each with its change history under its form;
 * an agent is told it is not theirs.
 */
import { useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { CheckboxField, focusFirstInvalid, FormAlert, TextField } from '../../lib/fields.tsx';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { ErrorPanel, Loading } from '../../lib/page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { href } from '../../routes.ts';
import { AccessoriesSection } from './accessories-section.tsx';
import { DepositsSection } from './deposits-section.tsx';
import { ProtectionSection } from './protection-section.tsx';
import { createRulesModel, type RulesModel } from './rules-model.ts';

export default function RulesPage({ model }: { model?: RulesModel }) {
  return (
    <ManagersPage route="dealerRules" title={t('rules.title')} back={{ href: href('inbox'), label: t('rules.back') }}>
      {(dealer) => (
        <>
          <DealerRules key={dealer.id} dealerId={dealer.id} {...(model ? { model } : {})} />
          <DepositsSection key={`deposits-${dealer.id}`} dealerId={dealer.id} />
          <ProtectionSection key={`protection-${dealer.id}`} dealerId={dealer.id} />
          <AccessoriesSection key={`accessories-${dealer.id}`} dealerId={dealer.id} />
          <p class="ws-settings__next">
            <Link href={href('showroomHours', {}, { dealer: dealer.id })}>{t('showroom.link')}</Link>
          </p>
        </>
      )}
    </ManagersPage>
  );
}

function DealerRules({ dealerId, model: given }: { dealerId: string; model?: RulesModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createRulesModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const [saves, setSaves] = useState(0);
  return (
    <>
      <RulesForm model={model} onSaved={() => setSaves((n) => n + 1)} />
      {/* Apart from the form, so reading the restored rules again keeps the history and its status. */}
      <SettingsHistory
        title={t('history.titleOf', { what: t('rules.title') })}
        kind="dealer-rules"
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.load()}
      />
    </>
  );
}

function RulesForm({ model, onSaved }: { model: RulesModel; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const flagsId = useId();
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete') return <Loading />;
  const values = model.form.values.value;
  const errors = model.form.fieldErrors.value;
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
      <p>{t('rules.intro', { dealer: state.data.dealer.name })}</p>
      <FormAlert message={model.form.formError.value} />
      <TextField
        label={t('rules.docFee')}
        name="docFee"
        class="ws-settings__hours"
        value={values.docFee}
        onValue={(typed) => model.set('docFee', typed)}
        inputMode="decimal"
        autoComplete="off"
        hint={t('rules.docFeeHint')}
        error={errors.docFee}
      />
      <TextField
        label={t('rules.registrationFee')}
        name="registrationFee"
        class="ws-settings__hours"
        value={values.registrationFee}
        onValue={(typed) => model.set('registrationFee', typed)}
        inputMode="decimal"
        autoComplete="off"
        hint={t('rules.registrationFeeHint')}
        error={errors.registrationFee}
      />
      <TextField
        label={t('rules.taxZip')}
        name="taxZip"
        class="ws-settings__hours"
        value={values.taxZip}
        onValue={(typed) => model.set('taxZip', typed)}
        inputMode="numeric"
        autoComplete="off"
        hint={t('rules.taxZipHint', { zip: state.data.addressZip })}
        error={errors.taxZip}
      />
      <fieldset class="ws-settings__kinds" aria-describedby={`${flagsId}-hint`}>
        <legend>{t('rules.flags')}</legend>
        <p id={`${flagsId}-hint`} class="ws-field__hint">
          {t('rules.flagsHint')}
        </p>
        <div class="ws-settings__kind-list">
          <CheckboxField
            label={t('rules.driveAtHome')}
            name="driveAtHomeEnabled"
            checked={values.driveAtHomeEnabled}
            onValue={(on) => model.set('driveAtHomeEnabled', on)}
            hint={t('rules.driveAtHomeHint')}
          />
          <CheckboxField
            label={t('rules.protection')}
            name="protectionProductsEnabled"
            checked={values.protectionProductsEnabled}
            onValue={(on) => model.set('protectionProductsEnabled', on)}
            hint={t('rules.protectionHint')}
          />
        </div>
      </fieldset>
      <div class="ws-actions">
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.form.submitting.value}>
          {t('rules.save')}
        </button>
        <p class="ws-status" role="status">
          {model.saved.value ? t('rules.saved') : ''}
        </p>
      </div>
    </form>
  );
}

/**
 * "Protection products" on the money and rules page: the dealer's own products, each a group of labelled
 * fields, added and retired (never deleted), saved as one list, with its change history under it.
 */
import { useId, useRef, useState } from 'react';
import { PRODUCT_DESCRIPTION_MAX } from '../../../contract/workspace-dealer-protection.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { CheckboxField, focusFirstInvalid, FormAlert, TextAreaField, TextField } from '../../lib/fields.tsx';
import { ErrorPanel, Loading } from '../../lib/page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { createProtectionModel, type ProtectionModel } from './protection-model.ts';

export function ProtectionSection({ dealerId, model: given }: { dealerId: string; model?: ProtectionModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createProtectionModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const id = useId();
  const [saves, setSaves] = useState(0);
  return (
    <section aria-labelledby={`${id}-title`} class="ws-settings">
      <h2 id={`${id}-title`} class="ws-settings__title">
        {t('protection.title')}
      </h2>
      <ProtectionForm model={model} onSaved={() => setSaves((n) => n + 1)} />
      <SettingsHistory
        title={t('history.titleOf', { what: t('protection.title') })}
        kind="dealer-protection"
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.load()}
      />
    </section>
  );
}

function ProtectionForm({ model, onSaved }: { model: ProtectionModel; onSaved: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const state = model.state.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete') return <Loading />;
  const rows = model.rows.value;
  const errors = model.errors.value;
  const error = (index: number, field: string) => errors[`products.${String(index)}.${field}`];
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.save().then((ok) => {
          if (ok) onSaved();
          else focusFirstInvalid(formRef.current);
        });
      }}
    >
      <p>{t('protection.intro', { dealer: state.data.dealer.name })}</p>
      <FormAlert message={model.formError.value} />
      {rows.length === 0 && <p class="ws-empty">{t('protection.none')}</p>}
      {rows.map((row, index) => (
        <fieldset key={row.key} class="ws-settings__kinds">
          <legend>{row.name.trim() || t('protection.product', { number: index + 1 })}</legend>
          <TextField
            label={t('protection.name')}
            name={`products.${String(index)}.name`}
            value={row.name}
            onValue={(typed) => model.edit(index, 'name', typed)}
            autoComplete="off"
            error={error(index, 'name')}
          />
          <TextField
            label={t('protection.price')}
            name={`products.${String(index)}.price`}
            class="ws-settings__hours"
            value={row.price}
            onValue={(typed) => model.edit(index, 'price', typed)}
            inputMode="decimal"
            autoComplete="off"
            hint={t('protection.priceHint')}
            error={error(index, 'price')}
          />
          <TextAreaField
            label={t('protection.description')}
            name={`products.${String(index)}.description`}
            value={row.description}
            onValue={(typed) => model.edit(index, 'description', typed)}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            rows={2}
            error={error(index, 'description')}
          />
          <CheckboxField
            label={t('protection.financedOnly')}
            name={`products.${String(index)}.financedOnly`}
            checked={row.financedOnly}
            onValue={(on) => model.edit(index, 'financedOnly', on)}
          />
          <CheckboxField
            label={t('protection.retired')}
            name={`products.${String(index)}.retired`}
            checked={row.retired}
            onValue={(on) => model.edit(index, 'retired', on)}
          />
        </fieldset>
      ))}
      <div class="ws-actions">
        <button type="button" class="ws-button" onClick={() => model.add()}>
          {t('protection.add')}
        </button>
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.saving.value}>
          {t('protection.save')}
        </button>
        <p class="ws-status" role="status">
          {model.saved.value ? t('protection.saved') : ''}
        </p>
      </div>
    </form>
  );
}

/** The money and rules page's deposits: whether the dealer takes them, the amount, the refundable days and the hold. */
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { CheckboxField, TextField } from '../../lib/fields.tsx';
import { SettingsSection } from '../../lib/settings-section.tsx';
import { createDepositsModel, type DepositsModel } from './deposits-model.ts';

export function DepositsSection({ dealerId, model: given }: { dealerId: string; model?: DepositsModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createDepositsModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const values = model.form.values.value;
  const errors = model.form.fieldErrors.value;
  const number = (name: 'amountCents' | 'refundDays' | 'holdHours', label: string, hint: string) => (
    <TextField
      label={label}
      name={name}
      class="ws-settings__hours"
      value={values[name]}
      onValue={(typed) => model.set(name, typed)}
      inputMode={name === 'amountCents' ? 'decimal' : 'numeric'}
      autoComplete="off"
      hint={hint}
      error={errors[name]}
    />
  );
  return (
    <SettingsSection
      model={model}
      kind="dealer-deposits"
      id={dealerId}
      copy={{ title: t('deposits.title'), save: t('deposits.save'), saved: t('deposits.saved') }}
      intro={(answer) => t('deposits.intro', { dealer: answer.dealer.name })}
      fields={() => (
        <>
          <CheckboxField
            label={t('deposits.enabled')}
            name="enabled"
            checked={values.enabled}
            onValue={(on) => model.set('enabled', on)}
            hint={t('deposits.enabledHint')}
          />
          {number('amountCents', t('deposits.amount'), t('deposits.amountHint'))}
          {number('refundDays', t('deposits.refundDays'), t('deposits.refundDaysHint'))}
          {number('holdHours', t('deposits.holdHours'), t('deposits.holdHoursHint'))}
        </>
      )}
    />
  );
}

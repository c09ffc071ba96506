/**
 * "Protection products" on the money and rules page: the dealer's own products, each a group of labelled
 * fields, added and retired (never deleted), saved as one list, with its change history under it.
 */
import { PRODUCT_DESCRIPTION_MAX } from '../../../contract/workspace-dealer-protection.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { CheckboxField, TextAreaField, TextField } from '../../lib/fields.tsx';
import { ListSection } from '../../lib/list-section.tsx';
import { createProtectionModel, type ProtectionModel } from './protection-model.ts';

export function ProtectionSection({ dealerId, model: given }: { dealerId: string; model?: ProtectionModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createProtectionModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  return (
    <ListSection
      model={model}
      kind="dealer-protection"
      id={dealerId}
      copy={{
        title: t('protection.title'),
        none: t('protection.none'),
        add: t('protection.add'),
        save: t('protection.save'),
        saved: t('protection.saved'),
      }}
      intro={(answer) => t('protection.intro', { dealer: answer.dealer.name })}
      legend={(row, index) => row.name.trim() || t('protection.product', { number: index + 1 })}
      fields={(row, index) => (
        <>
          <TextField
            label={t('protection.name')}
            name={`products.${String(index)}.name`}
            value={row.name}
            onValue={(typed) => model.edit(index, 'name', typed)}
            autoComplete="off"
            error={model.errorOf(index, 'name')}
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
            error={model.errorOf(index, 'price')}
          />
          <TextAreaField
            label={t('protection.description')}
            name={`products.${String(index)}.description`}
            value={row.description}
            onValue={(typed) => model.edit(index, 'description', typed)}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            rows={2}
            error={model.errorOf(index, 'description')}
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
        </>
      )}
    />
  );
}

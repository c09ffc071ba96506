/**
 * "Accessory catalogue" on the money and rules page: the dealer's accessories, each a group of labelled
 * fields (name, category, price, description, the vehicles it fits), added and retired (never deleted),
 * saved as one list, with its change history under it.
 */
import { ACCESSORY_CATEGORIES } from '../../../contract/accessories.ts';
import {
  ACCESSORY_DESCRIPTION_MAX,
  ACCESSORY_FITS_MAX,
  FIT_PART_MAX,
} from '../../../contract/workspace-dealer-accessories.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../lib/fields.tsx';
import { ListSection } from '../../lib/list-section.tsx';
import { createAccessoriesModel, type AccessoriesModel } from './accessories-model.ts';

const categoryLabel = (category: string) => t(`accessories.category.${category}` as MessageKey);

export function AccessoriesSection({ dealerId, model: given }: { dealerId: string; model?: AccessoriesModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createAccessoriesModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  return (
    <ListSection
      model={model}
      kind="dealer-accessories"
      id={dealerId}
      copy={{
        title: t('accessories.title'),
        none: t('accessories.none'),
        add: t('accessories.add'),
        save: t('accessories.save'),
        saved: t('accessories.saved'),
      }}
      intro={(answer) => t('accessories.intro', { dealer: answer.dealer.name })}
      legend={(row, index) => row.name.trim() || t('accessories.item', { number: index + 1 })}
      fields={(row, index) => (
        <>
          <TextField
            label={t('accessories.name')}
            name={`accessories.${String(index)}.name`}
            value={row.name}
            onValue={(typed) => model.edit(index, 'name', typed)}
            autoComplete="off"
            error={model.errorOf(index, 'name')}
          />
          <SelectField
            label={t('accessories.category')}
            name={`accessories.${String(index)}.category`}
            value={row.category}
            onValue={(picked) => {
              const category = ACCESSORY_CATEGORIES.find((c) => c === picked);
              if (category) model.edit(index, 'category', category);
            }}
            options={ACCESSORY_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))}
            error={model.errorOf(index, 'category')}
          />
          <TextField
            label={t('accessories.price')}
            name={`accessories.${String(index)}.price`}
            class="ws-settings__hours"
            value={row.price}
            onValue={(typed) => model.edit(index, 'price', typed)}
            inputMode="decimal"
            autoComplete="off"
            hint={t('accessories.priceHint')}
            error={model.errorOf(index, 'price')}
          />
          <TextAreaField
            label={t('accessories.description')}
            name={`accessories.${String(index)}.description`}
            value={row.description}
            onValue={(typed) => model.edit(index, 'description', typed)}
            maxLength={ACCESSORY_DESCRIPTION_MAX}
            rows={2}
            error={model.errorOf(index, 'description')}
          />
          <TextAreaField
            label={t('accessories.fits')}
            name={`accessories.${String(index)}.fits`}
            value={row.fits}
            onValue={(typed) => model.edit(index, 'fits', typed)}
            // Every line at its longest: a make, " / " and a model.
            maxLength={ACCESSORY_FITS_MAX * (2 * FIT_PART_MAX + 4)}
            rows={3}
            hint={t('accessories.fitsHint')}
            error={model.errorOf(index, 'fits')}
          />
          <CheckboxField
            label={t('accessories.retired')}
            name={`accessories.${String(index)}.retired`}
            checked={row.retired}
            onValue={(on) => model.edit(index, 'retired', on)}
          />
        </>
      )}
    />
  );
}

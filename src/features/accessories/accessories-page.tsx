/**
 * The deal's accessories page (`/deals/{dealId}/accessories`, seed 000 §2 page type `accessories`):
 * the dealer's accessories that fit the deal's vehicle, by category, each with its price,
 * description and a checkbox; the picked total; "Save accessories", then the deal's new payment; the
 * way back to the deal. Opened directly (deep link, reload) it loads what is saved with the deal.
 */
import '../../lib/i18n/parts/accessories.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import type { Accessory, DealPayments } from '../../contract/accessories.ts';
import { createAccessoriesModel, type AccessoriesModel, type AccessoriesPage, type PicksForm } from './model.ts';
import { groupByCategory, headlinePayment, selectionSummary } from './rules.ts';

type Props = {
  params: Record<string, string | undefined>;
  /** Tests give their own model; the page makes one per deal otherwise. */
  model?: AccessoriesModel;
};

export default function AccessoriesPageView({ params, model: given }: Props) {
  const dealId = params['dealId'] ?? '';
  const model = usePageModel(() => given ?? createAccessoriesModel(dealId), [dealId, given]);
  return (
    <section class="page page--narrow">
      <h1>{t('accessories.heading')}</h1>
      <RemoteView state={model.page.value} retry={() => void model.load()} label={t('accessories.loading')}>
        {(page) => <Picker model={model} page={page} />}
      </RemoteView>
      <p>
        <Link href={href('deal', { dealId })}>{t('accessories.backToDeal')}</Link>
      </p>
    </section>
  );
}

function Picker({ model, page }: { model: AccessoriesModel; page: AccessoriesPage }) {
  const { vehicle, accessories } = page.catalogue;
  const lead = (
    <p class="muted">
      {t('accessories.lead', { vehicle: `${String(vehicle.year)} ${vehicle.make} ${vehicle.model}` })}
    </p>
  );
  if (accessories.length === 0)
    return (
      <>
        {lead}
        <p class="notice notice--info">{t('accessories.empty')}</p>
      </>
    );
  const form = model.form.value;
  if (!form) return null;
  return (
    <>
      {lead}
      <PicksFormView model={model} form={form} accessories={accessories} />
      <SaveResult payments={model.unsaved.value ? null : model.repriced.value} />
    </>
  );
}

function PicksFormView({
  model,
  form,
  accessories,
}: {
  model: AccessoriesModel;
  form: PicksForm;
  accessories: readonly Accessory[];
}) {
  const idBase = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const count = model.picked.value.length;
  const submitting = form.submitting.value;
  const errors = form.formError.value;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.save();
      }}
    >
      {groupByCategory(accessories).map((group) => (
        <fieldset class="card" key={group.category}>
          <legend>{t(`accessories.category.${group.category}`)}</legend>
          {group.accessories.map((a) => {
            const described = `${idBase}-${a.id}`;
            return (
              <div key={a.id}>
                <CheckboxField form={form} name={a.id} describedBy={described}>
                  {a.name} <strong>{formatMoney(a.price)}</strong>
                </CheckboxField>
                <p id={described} class="muted">
                  {a.description}
                </p>
              </div>
            );
          })}
        </fieldset>
      ))}
      <p class="muted">{t('accessories.note')}</p>
      <p role="status" aria-live="polite">
        {t(selectionSummary(count), { count, total: formatMoney(model.total.value) })}
      </p>
      {model.unsaved.value && <p class="muted">{t('accessories.unsaved')}</p>}
      <FormErrors messages={errors} />
      <button type="submit" class="button button--primary" disabled={submitting}>
        {submitting ? t('accessories.saving') : t('accessories.save')}
      </button>
    </form>
  );
}

/** What the last save did to the deal's payments; the region is there before it fills, so it is announced. */
function SaveResult({ payments }: { payments: DealPayments | null }) {
  const headline = payments ? headlinePayment(payments) : null;
  return (
    <div role="status" aria-live="polite">
      {payments && headline && (
        <div class="card">
          <h2>{t('accessories.result.heading')}</h2>
          <p>
            {t('accessories.saved')}{' '}
            <strong>
              {headline.kind === 'monthly'
                ? t('accessories.result.monthly', { amount: formatMoney(headline.amount) })
                : t('accessories.result.cash', { amount: formatMoney(headline.amount) })}
            </strong>
          </p>
          <dl class="breakdown__rows">
            {payments.finance && (
              <div class="breakdown__row">
                <dt>{t('accessories.result.finance', { term: payments.finance.term })}</dt>
                <dd>{t('accessories.result.perMonth', { amount: formatMoney(payments.finance.monthlyPayment) })}</dd>
              </div>
            )}
            {payments.lease && (
              <div class="breakdown__row">
                <dt>{t('accessories.result.lease', { term: payments.lease.term })}</dt>
                <dd>{t('accessories.result.perMonth', { amount: formatMoney(payments.lease.monthlyPayment) })}</dd>
              </div>
            )}
            <div class="breakdown__row">
              <dt>{t('accessories.result.cashPrice')}</dt>
              <dd>{formatMoney(payments.cash.cashPrice)}</dd>
            </div>
          </dl>
        </div>
      )}
    </div>
  );
}

/**
 * Steps 2 to 4 of the trade-in: the vehicle's info (model and trim when the VIN
 * does not fix them, mileage, ZIP code), its features, its history. Each step is checked before
 * the next shows; Back and Continue (and the browser's) keep every answer in the draft.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { SelectField } from '../../lib/ui/select-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { ACCIDENTS, CONDITIONS, FEATURES, TITLE_STATUSES } from '../../contract/trade.ts';
import type { TradeModel } from './model.ts';
import { OWNERS_CHOICES, STEP_ROUTES, TRADE_STEPS, vehicleLabel, type TradeStep } from './rules.ts';
import { PageHeading, Rows, useFlowHref } from './trade-parts.tsx';
import { stepRedirect } from './later-parts.tsx';
import { Redirect } from '../../lib/ui/redirect.tsx';
import { LazyCalculatingWait } from '../tour/index.ts';

type StepProps = { model: TradeModel };

const TITLES = {
  info: 'trade.info.heading',
  features: 'trade.features.heading',
  history: 'trade.history.heading',
} as const;

/** One step's page: its guard, heading, form, and Back / Continue. */
function Step({
  model,
  step,
  onContinue,
  submitLabel = 'trade.continue',
  children,
}: StepProps & {
  step: Exclude<TradeStep, 'entry'>;
  onContinue: () => Promise<boolean>;
  submitLabel?: 'trade.continue' | 'trade.history.submit';
  children: ReactNode;
}) {
  const { navigate } = useEnv();
  const formRef = useRef<HTMLFormElement>(null);
  const to = useFlowHref();
  const redirect = stepRedirect(model, step, to);
  if (redirect) return <Redirect to={redirect} />;
  const index = TRADE_STEPS.indexOf(step);
  const previous = TRADE_STEPS[index - 1] ?? 'entry';
  const next = TRADE_STEPS[index + 1];

  async function onSubmit(event: Event) {
    event.preventDefault();
    if (await onContinue()) navigate(to(next ? STEP_ROUTES[next] : 'tradeAppraisal'));
    else setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  return (
    <section class="page page--narrow trade">
      <PageHeading step={step}>{t(TITLES[step])}</PageHeading>
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef}>
        {children}
        <div class="register__actions">
          <button type="button" class="button button--secondary" onClick={() => navigate(to(STEP_ROUTES[previous]))}>
            {t('trade.back')}
          </button>
          <button type="submit" class="button button--primary">
            {t(submitLabel)}
          </button>
        </div>
      </form>
    </section>
  );
}

export function InfoPage({ model }: StepProps) {
  // The ZIP the shopper gave before, if the field is still blank (it stays theirs to change).
  useEffect(() => void model.prefillZip(), [model]);
  const decoded = model.decoded.value;
  const form = model.info;
  const trims = decoded?.trims ?? [];
  const rows: [string, string][] = decoded
    ? [
        [t('trade.info.vehicle'), vehicleLabel({ ...decoded, trim: trims.length === 1 ? (trims[0] ?? '') : '' })],
        [t('trade.field.vin'), decoded.vin],
      ]
    : [];
  return (
    <Step model={model} step="info" onContinue={() => model.completeStep('info')}>
      <Rows rows={rows} />
      {decoded && decoded.model === null && (
        <SelectField
          form={form}
          name="model"
          options={decoded.models.map((m) => ({ value: m, label: m }))}
          placeholder={t('trade.model.placeholder')}
          required
        />
      )}
      {trims.length > 1 && (
        <SelectField
          form={form}
          name="trim"
          options={trims.map((trim) => ({ value: trim, label: trim }))}
          placeholder={t('trade.trim.placeholder')}
          required
        />
      )}
      {/* A VIN that names no trim at all: the shopper says it. */}
      {trims.length === 0 && <TextField form={form} name="trim" required />}
      <TextField
        form={form}
        name="mileage"
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
        describedBy="trade-mileage-hint"
        required
      />
      <p id="trade-mileage-hint" class="field__note muted trade-hint">
        {t('trade.mileage.hint')}
      </p>
      <TextField form={form} name="zipCode" inputMode="numeric" autoComplete="postal-code" maxLength={5} required />
    </Step>
  );
}

export function FeaturesPage({ model }: StepProps) {
  return (
    <Step model={model} step="features" onContinue={() => model.completeStep('features')}>
      <fieldset class="choices trade-features" aria-describedby="trade-features-hint">
        <legend class="field__label">{t('trade.features.legend')}</legend>
        <p id="trade-features-hint" class="field__note muted">
          {t('trade.features.hint')}
        </p>
        {FEATURES.map((feature) => (
          <CheckboxField key={feature} form={model.features} name={feature}>
            {t(`trade.feature.${feature}`)}
          </CheckboxField>
        ))}
      </fieldset>
    </Step>
  );
}

export function HistoryPage({ model }: StepProps) {
  // The offer is asked for next: its calculating steps are in by then.
  useEffect(() => void LazyCalculatingWait.preload(), []);
  const form = model.history;
  const owners = Array.from({ length: OWNERS_CHOICES }, (_, i) => {
    const count = String(i + 1);
    return { value: count, label: i + 1 === OWNERS_CHOICES ? t('trade.owners.many', { count }) : count };
  });
  return (
    <Step
      model={model}
      step="history"
      submitLabel="trade.history.submit"
      onContinue={() => model.completeStep('history')}
    >
      <SelectField
        form={form}
        name="owners"
        options={owners}
        placeholder={t('trade.owners.placeholder')}
        describedBy="trade-owners-hint"
        required
      />
      <p id="trade-owners-hint" class="field__note muted trade-hint">
        {t('trade.owners.hint')}
      </p>
      <RadioGroupField
        form={form}
        name="accidents"
        layout="row"
        options={ACCIDENTS.map((value) => ({ value, label: t(`trade.accidents.${value}`) }))}
        required
      />
      <RadioGroupField
        form={form}
        name="condition"
        options={CONDITIONS.map((value) => ({ value, label: t(`trade.condition.${value}`) }))}
        required
      />
      <RadioGroupField
        form={form}
        name="titleStatus"
        layout="row"
        options={TITLE_STATUSES.map((value) => ({ value, label: t(`trade.title.${value}`) }))}
        required
      />
      <RadioGroupField
        form={form}
        name="owesMoney"
        options={[
          { value: 'yes', label: t('trade.owes.yes') },
          { value: 'no', label: t('trade.owes.no') },
        ]}
        required
      />
    </Step>
  );
}

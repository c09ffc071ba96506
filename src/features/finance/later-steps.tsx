/**
 * The finance application's later steps, a chunk of their own: their residence (the
 * address with the address verification of src/features/address, as the credit soft pull asks for it,
 * then housing and time there), their employment and income, the optional co-applicant, who answers the
 * same three, and the review.
 */
import '../../lib/i18n/parts/finance.ts';
import { useId, type ReactNode } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { SelectField } from '../../lib/ui/select-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
// The address fields (with their autocomplete) come in a chunk of their own when a step shows them.
import { LazyAddressFields as AddressFields } from '../address/index.ts';
import {
  EMPLOYMENT_STATUSES,
  HOUSING_STATUSES,
  isWorking,
  type EmploymentStatus,
  type FinanceApplication,
  type FinanceStep,
} from '../../contract/finance.ts';
import type { EmploymentForm, FinanceModel, PersonForms } from './model.ts';
import { ReviewStep } from './review-step.tsx';
import { parseWholeDollars } from './rules.ts';
import { IdentityFields } from './steps.tsx';

/** The step after the first one the shopper is on. */
export function LaterStep({ model, app, step }: { model: FinanceModel; app: FinanceApplication; step: FinanceStep }) {
  switch (step) {
    case 'residence':
      return <ResidenceFields person={model.applicant} />;
    case 'employment':
      return <EmploymentFields form={model.applicant.employment} />;
    case 'coApplicant':
      return <CoApplicantStep model={model} app={app} />;
    default:
      return <ReviewStep model={model} app={app} />;
  }
}

/** A group of fields with its heading (a fieldset named by it). */
function Group({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset class="soft-pull__group" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {children}
    </fieldset>
  );
}

const HOUSING_OPTIONS = () => HOUSING_STATUSES.map((s) => ({ value: s, label: t(`finance.housing.${s}`) }));

export function ResidenceFields({ person }: { person: PersonForms }) {
  const { residence } = person;
  return (
    <>
      <Group heading={t('finance.residence.addressHeading')}>
        <AddressFields form={person.address} verification={person.verification} />
      </Group>
      <RadioGroupField form={residence} name="housingStatus" options={HOUSING_OPTIONS()} layout="row" required />
      <TextField form={residence} name="monthlyHousingPayment" inputMode="numeric" required />
      <TextField form={residence} name="yearsAtAddress" inputMode="numeric" maxLength={2} required />
      <TextField form={residence} name="monthsAtAddress" inputMode="numeric" maxLength={2} required />
    </>
  );
}

const STATUS_OPTIONS = () => EMPLOYMENT_STATUSES.map((s) => ({ value: s, label: t(`finance.employment.${s}`) }));

export function EmploymentFields({ form }: { form: EmploymentForm }) {
  const values = form.values.value;
  const working = values.status !== '' && isWorking(values.status as EmploymentStatus);
  const other = parseWholeDollars(values.otherAnnualIncome) ?? 0;
  return (
    <>
      <SelectField
        form={form}
        name="status"
        options={STATUS_OPTIONS()}
        placeholder={t('finance.employment.choose')}
        required
      />
      {working && (
        <>
          <TextField form={form} name="employer" autoComplete="organization" required />
          <TextField form={form} name="title" autoComplete="organization-title" required />
          <TextField form={form} name="yearsAtJob" inputMode="numeric" maxLength={2} required />
          <TextField form={form} name="monthsAtJob" inputMode="numeric" maxLength={2} required />
        </>
      )}
      <TextField form={form} name="grossAnnualIncome" inputMode="numeric" required />
      <TextField form={form} name="otherAnnualIncome" inputMode="numeric" />
      {other > 0 && <TextField form={form} name="otherIncomeSource" required />}
    </>
  );
}

export function CoApplicantStep({ model, app }: { model: FinanceModel; app: FinanceApplication }) {
  const { co, coChoice } = model;
  const options = [
    { value: 'no', label: t('finance.co.no') },
    { value: 'yes', label: t('finance.co.yes') },
  ];
  const adding = coChoice.values.value.hasCoApplicant === 'yes';
  return (
    <>
      <p>{t('finance.co.lead')}</p>
      <RadioGroupField form={coChoice} name="hasCoApplicant" options={options} required />
      {adding && (
        <>
          <Group heading={t('finance.co.about')}>
            <IdentityFields form={co.identity} onFile={app.coApplicant?.applicant ?? null} />
          </Group>
          <Group heading={t('finance.co.address')}>
            <SameAddress model={model} />
            <AddressFields form={co.address} verification={co.verification} />
            <RadioGroupField
              form={co.residence}
              name="housingStatus"
              options={HOUSING_OPTIONS()}
              layout="row"
              required
            />
            <TextField form={co.residence} name="monthlyHousingPayment" inputMode="numeric" required />
            <TextField form={co.residence} name="yearsAtAddress" inputMode="numeric" maxLength={2} required />
            <TextField form={co.residence} name="monthsAtAddress" inputMode="numeric" maxLength={2} required />
          </Group>
          <Group heading={t('finance.co.employment')}>
            <EmploymentFields form={co.employment} />
          </Group>
        </>
      )}
    </>
  );
}

/** 'Lives at my address': fills their address with the applicant's (still verified on continue). */
function SameAddress({ model }: { model: FinanceModel }) {
  const { coChoice } = model;
  return (
    <div onChange={(event) => model.useApplicantAddress((event.target as HTMLInputElement).checked)}>
      <CheckboxField form={coChoice} name="sameAddress">
        {t('finance.field.sameAddress')}
      </CheckboxField>
    </div>
  );
}

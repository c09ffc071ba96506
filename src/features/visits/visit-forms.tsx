/**
 * The visit forms: a test drive of a vehicle, and a message to the dealer (drive
 * at home for a deal is drive-at-home.tsx, a chunk of its own with the address checks). Each sends, then goes to its thank-you
 * page with the booking's id, so a reload there reads it back from the server.
 */
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import '../../lib/i18n/parts/visits.ts';
import { useId, useRef } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import type { FieldSpec, FieldSpecs, Form } from '../../lib/forms/index.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { TextAreaField } from '../../lib/ui/text-area-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { PhoneField } from '../../lib/ui/phone-field.tsx';
import { useKnownDetails } from '../known-details/index.ts';
import { MESSAGE_MAX, PREFERRED_CONTACTS, type VisitOptions } from '../../contract/visits.ts';
import {
  createContactDealerModel,
  createTestDriveModel,
  type SendOutcome,
  type TestDriveModel,
  type TestDriveView,
} from './model.ts';
import { phoneRequired, thankYouHref, vehicleTitle } from './rules.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { SlotFields, useQueryValue, useVisitScope, VehicleLine } from './visit-parts.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';

export const currentLocale = () => locale.value;

/** After a send that stayed: the first field at fault takes focus, or the button after a cancelled check. */
export function useAfterSend() {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const after = (outcome: SendOutcome<unknown>) =>
    requestAnimationFrame(() => {
      if (outcome.status === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      else if (outcome.status === 'cancel') submitRef.current?.focus();
    });
  return { formRef, submitRef, after };
}

// ─── Test drive ─────────────────────────────────────────────────────────────────────────────

export function TestDrivePage({ vehicleId }: { vehicleId: string }) {
  const scope = useVisitScope();
  const known = useKnownDetails();
  const model = usePageModel(
    () => createTestDriveModel({ vehicleId, scope, locale: currentLocale, known }),
    [vehicleId],
  );
  return (
    <section class="page page--narrow">
      <PageHeading>{t('visits.td.heading')}</PageHeading>
      <RemoteView state={model.view.value} retry={() => void model.load()} label={t('common.loading')}>
        {(view) => <TestDriveForm model={model} view={view} vehicleId={vehicleId} />}
      </RemoteView>
    </section>
  );
}

function TestDriveForm({ model, view, vehicleId }: { model: TestDriveModel; view: TestDriveView; vehicleId: string }) {
  const { navigate } = useEnv();
  const { formRef, submitRef, after } = useAfterSend();
  const whenId = useId();
  const whoId = useId();
  const { form } = model;
  const { options } = view;

  async function onSubmit(event: Event) {
    event.preventDefault();
    const outcome = await model.submit();
    if (outcome.status === 'done') {
      navigate(thankYouHref(href('scheduleTestDriveThankYou', { vehicleId }), outcome.result.id));
    } else after(outcome);
  }

  const busy = form.submitting.value;
  return (
    <>
      {options.vehicle && (
        <>
          <p>{t('visits.td.lead', { vehicle: vehicleTitle(options.vehicle), dealer: options.dealer.name })}</p>
          <VehicleLine vehicle={options.vehicle} />
        </>
      )}
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef} aria-label={t('visits.td.heading')}>
        <FormErrors messages={form.formError.value} />
        <fieldset class="choices" aria-labelledby={whenId}>
          <h2 id={whenId}>{t('visits.dah.whenHeading')}</h2>
          <SlotFields form={form} choice={model.choice} dealer={options.dealer} />
        </fieldset>
        <fieldset class="choices" aria-labelledby={whoId}>
          <h2 id={whoId}>{t('visits.dah.contactHeading')}</h2>
          <NameAndEmail form={form} />
          <PhoneField form={form} name="phoneNumber" required />
        </fieldset>
        <div class="register__actions">
          <Link href={href('vehicle', { vehicleId })} class="button button--secondary">
            {t('visits.backToVehicle')}
          </Link>
          <button ref={submitRef} type="submit" class="button button--primary" aria-busy={busy}>
            {t(busy ? 'visits.submitting' : 'visits.td.submit')}
          </button>
        </div>
      </form>
    </>
  );
}

type ContactSpecs = FieldSpecs & {
  firstName: FieldSpec;
  lastName: FieldSpec;
  email: FieldSpec;
  phoneNumber: FieldSpec;
};

/** First and last name and email: the shopper's details (prefilled when signed in). */
function NameAndEmail<F extends ContactSpecs>({ form }: { form: Form<F> }) {
  return (
    <>
      <TextField form={form} name="firstName" autoComplete="given-name" required />
      <TextField form={form} name="lastName" autoComplete="family-name" required />
      <TextField form={form} name="email" type="email" autoComplete="email" inputMode="email" required />
    </>
  );
}

// ─── Contact the dealer ─────────────────────────────────────────────────────────────────────

export function ContactDealerPage() {
  const scope = useVisitScope();
  const vehicleId = useQueryValue('vehicleId') || null;
  const known = useKnownDetails();
  const model = usePageModel(
    () => createContactDealerModel({ vehicleId, scope, locale: currentLocale, known }),
    [vehicleId, scope.campaign, scope.dealer],
  );
  return (
    <section class="page page--narrow">
      <PageHeading>{t('visits.contact.heading')}</PageHeading>
      <RemoteView state={model.options.state.value} retry={() => void model.load()} label={t('common.loading')}>
        {(options) => <ContactDealerForm model={model} options={options} />}
      </RemoteView>
    </section>
  );
}

function ContactDealerForm({
  model,
  options,
}: {
  model: ReturnType<typeof createContactDealerModel>;
  options: VisitOptions;
}) {
  const { navigate } = useEnv();
  const { formRef, submitRef, after } = useAfterSend();
  const { form } = model;
  const methods = PREFERRED_CONTACTS.map((value) => ({ value, label: t(`visits.contact.${value}`) }));

  async function onSubmit(event: Event) {
    event.preventDefault();
    const outcome = await model.submit();
    if (outcome.status === 'done') {
      navigate(thankYouHref(href('contactDealerThankYou'), outcome.result.id));
    } else after(outcome);
  }

  const busy = form.submitting.value;
  return (
    <>
      <p>{t('visits.contact.lead', { dealer: options.dealer.name })}</p>
      {options.vehicle && <p class="muted">{t('visits.contact.about', { vehicle: vehicleTitle(options.vehicle) })}</p>}
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef} aria-label={t('visits.contact.heading')}>
        <FormErrors messages={form.formError.value} />
        <NameAndEmail form={form} />
        <RadioGroupField form={form} name="preferredContact" options={methods} layout="row" required />
        <PhoneField form={form} name="phoneNumber" required={phoneRequired(form.values.value.preferredContact)} />
        <TextAreaField form={form} name="message" required maxLength={MESSAGE_MAX} rows={5} />
        <div class="register__actions">
          <button ref={submitRef} type="submit" class="button button--primary" aria-busy={busy}>
            {t(busy ? 'visits.submitting' : 'visits.contact.submit')}
          </button>
        </div>
      </form>
    </>
  );
}

/**
 * The three visit forms (issue 13 journey 5): drive at home for a deal (or, when the dealer is not
 * in the program or the lookup failed, seed 000 §8, the way to a test drive or a message instead),
 * a test drive of a vehicle, and a message to the dealer. Each sends, then goes to its thank-you
 * page with the booking's id, so a reload there reads it back from the server.
 */
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import '../../lib/i18n/parts/visits.ts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import type { FieldSpec, FieldSpecs, Form } from '../../lib/forms/index.ts';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '../../lib/format.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { RadioGroupField } from '../../lib/ui/radio-group-field.tsx';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { TextAreaField } from '../../lib/ui/text-area-field.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { Toast } from '../../lib/ui/toast.tsx';
// Only drive at home asks for an address, once its options are in: the fields' chunk comes with them.
import { LazyAddressFields as AddressFields } from '../address/lazy.ts';
import { DELIVERY_RADIUS_MILES, MESSAGE_MAX, PREFERRED_CONTACTS, type VisitOptions } from './api.ts';
import { contactDealerHref, testDriveHref } from './links.ts';
import {
  createContactDealerModel,
  createDriveAtHomeModel,
  createTestDriveModel,
  type DriveAtHomeModel,
  type SendOutcome,
  type TestDriveModel,
  type TestDriveView,
} from './model.ts';
import { phoneRequired, thankYouHref, vehicleTitle } from './rules.ts';
import { FormErrors, SlotFields, useQueryValue, useVisitScope, VehicleLine } from './visit-parts.tsx';

const currentLocale = () => locale.value;

/** After a send that stayed: the first field at fault takes focus, or the button after a cancelled check. */
function useAfterSend() {
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const after = (outcome: SendOutcome<unknown>) =>
    requestAnimationFrame(() => {
      if (outcome.status === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      else if (outcome.status === 'cancel') submitRef.current?.focus();
    });
  return { formRef, submitRef, after };
}

// ─── Drive at home ──────────────────────────────────────────────────────────────────────────

export function DriveAtHomePage({ dealId }: { dealId: string }) {
  const scope = useVisitScope();
  // One model per deal: its values outlive every error while the page is open.
  const model = useMemo(() => createDriveAtHomeModel({ dealId, scope, locale: currentLocale }), [dealId]);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
  return (
    <section class="page page--narrow">
      <PageHeading>{t('visits.dah.heading')}</PageHeading>
      <RemoteView state={model.view.value} retry={() => void model.load()} label={t('common.loading')}>
        {(view) =>
          view.offered ? (
            <DriveAtHomeForm model={model} options={view.options} dealId={dealId} />
          ) : (
            <NotOffered options={view.options} dealId={dealId} />
          )
        }
      </RemoteView>
    </section>
  );
}

/** Seed 000 §6, §8: the dealer is not in the program (or the lookup failed): a test drive or a message instead. */
function NotOffered({ options, dealId }: { options: VisitOptions; dealId: string }) {
  const vehicle = options.vehicle;
  return (
    <div class="card">
      <p>
        <strong>{t('visits.dah.notOffered', { dealer: options.dealer.name })}</strong>
      </p>
      {vehicle && <p>{t('visits.dah.notOfferedLead', { vehicle: vehicleTitle(vehicle) })}</p>}
      <div class="register__actions">
        {vehicle && (
          <Link href={testDriveHref(vehicle.id)} class="button button--primary">
            {t('visits.testDriveInstead')}
          </Link>
        )}
        <Link href={contactDealerHref(vehicle?.id)} class="button button--secondary">
          {t('visits.contactInstead')}
        </Link>
      </div>
      <p>
        <Link href={href('deal', { dealId })}>{t('visits.backToDeal')}</Link>
      </p>
    </div>
  );
}

function DriveAtHomeForm({
  model,
  options,
  dealId,
}: {
  model: DriveAtHomeModel;
  options: VisitOptions;
  dealId: string;
}) {
  const { navigate } = useEnv();
  const { formRef, submitRef, after } = useAfterSend();
  const addressId = useId();
  const whenId = useId();
  const whoId = useId();
  const vehicle = options.vehicle;
  const { details, address } = model;

  async function onSubmit(event: Event) {
    event.preventDefault();
    const outcome = await model.submit();
    if (outcome.status === 'done') {
      navigate(thankYouHref(href('driveAtHomeThankYou', { dealId }), outcome.result.id));
    } else after(outcome);
  }

  const busy = model.busy.value;
  return (
    <>
      {vehicle && (
        <>
          <p>
            {t('visits.dah.lead', {
              vehicle: vehicleTitle(vehicle),
              miles: DELIVERY_RADIUS_MILES,
              dealer: options.dealer.name,
            })}
          </p>
          <VehicleLine vehicle={vehicle} />
        </>
      )}
      <form class="card" noValidate onSubmit={onSubmit} ref={formRef} aria-label={t('visits.dah.heading')}>
        <FormErrors messages={[...details.formError.value, ...address.formError.value]} />
        <fieldset class="choices" aria-labelledby={addressId}>
          <h2 id={addressId}>{t('visits.dah.addressHeading')}</h2>
          <AddressFields form={address} verification={model.verification} />
        </fieldset>
        <fieldset class="choices" aria-labelledby={whenId}>
          <h2 id={whenId}>{t('visits.dah.whenHeading')}</h2>
          <SlotFields form={details} choice={model.choice} dealer={options.dealer} />
        </fieldset>
        <fieldset class="choices" aria-labelledby={whoId}>
          <h2 id={whoId}>{t('visits.dah.contactHeading')}</h2>
          <TextField form={details} name="firstName" autoComplete="given-name" required />
          <TextField form={details} name="lastName" autoComplete="family-name" required />
          <TextField
            form={details}
            name="phoneNumber"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            maxLength={PHONE_MASK_MAX_LENGTH}
            format={maskPhone}
            required
          />
        </fieldset>
        <Toast model={model.toast} />
        <div class="register__actions">
          <Link href={href('deal', { dealId })} class="button button--secondary">
            {t('visits.backToDeal')}
          </Link>
          <button ref={submitRef} type="submit" class="button button--primary" aria-busy={busy}>
            {t(busy ? 'visits.submitting' : 'visits.dah.submit')}
          </button>
        </div>
      </form>
    </>
  );
}

// ─── Test drive ─────────────────────────────────────────────────────────────────────────────

export function TestDrivePage({ vehicleId }: { vehicleId: string }) {
  const scope = useVisitScope();
  const model = useMemo(() => createTestDriveModel({ vehicleId, scope, locale: currentLocale }), [vehicleId]);
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
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
          <PhoneField form={form} required />
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

/** The phone, in the mask '(###) ###-####' (seed 001 §5). */
function PhoneField<F extends ContactSpecs>({ form, required }: { form: Form<F>; required?: boolean }) {
  return (
    <TextField
      form={form}
      name="phoneNumber"
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={PHONE_MASK_MAX_LENGTH}
      format={maskPhone}
      {...(required ? { required: true } : {})}
    />
  );
}

// ─── Contact the dealer ─────────────────────────────────────────────────────────────────────

export function ContactDealerPage() {
  const scope = useVisitScope();
  const vehicleId = useQueryValue('vehicleId') || null;
  const model = useMemo(
    () => createContactDealerModel({ vehicleId, scope, locale: currentLocale }),
    [vehicleId, scope.campaign, scope.dealer],
  );
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
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
        <PhoneField form={form} required={phoneRequired(form.values.value.preferredContact)} />
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

/**
 * Drive at home for a deal (or, when the dealer is not in the program or the lookup
 * failed, seed 000 §8, the way to a test drive or a message instead): a chunk of its own with the address
 * checks, which no other visit page needs. It sends, then goes to its thank-you page.
 */
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import '../../lib/i18n/parts/visits.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { PhoneField } from '../../lib/ui/phone-field.tsx';
import { Toast } from '../../lib/ui/toast.tsx';
// The address fields come in their own chunk, once the options are in.
import { LazyAddressFields as AddressFields } from '../address/index.ts';
import { useKnownDetails } from '../known-details/index.ts';
import { DELIVERY_RADIUS_MILES, type VisitOptions } from '../../contract/visits.ts';
import { createDriveAtHomeModel, type DriveAtHomeModel } from './drive-at-home-model.ts';
import { contactDealerHref, testDriveHref } from './links.ts';
import { thankYouHref, vehicleTitle } from './rules.ts';
import { currentLocale, useAfterSend } from './visit-forms.tsx';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { SlotFields, useVisitScope, VehicleLine } from './visit-parts.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';

export function DriveAtHomePage({ dealId }: { dealId: string }) {
  const scope = useVisitScope();
  // One model per deal: its values outlive every error while the page is open.
  const known = useKnownDetails();
  const model = usePageModel(() => createDriveAtHomeModel({ dealId, scope, locale: currentLocale, known }), [dealId]);
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
          <PhoneField form={details} name="phoneNumber" required />
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

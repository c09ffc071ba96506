/**
 * The thank-you pages (seed 000 §2 "contact-dealer and its thank-you", "schedule-test-drive and its
 * thank-you", drive-at-home's): what was booked or sent, read back from the server by the id in the
 * URL (`?id=`), so a reload shows the same. Dates are MM/DD/YYYY (seed 000 §9), times the
 * dealership's wall clock with its zone named. Another shopper's id, or none, reads as not found.
 */
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import '../../lib/i18n/parts/visits.ts';
import { Link } from 'wouter';
import { formatPhone } from '../../contract/format.ts';
import { ApiError } from '../../lib/http.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { getAppointment, getContactRequest } from './api.ts';
import { type Appointment, type ContactDealerReceipt, type VisitKind } from '../../contract/visits.ts';
import { appointmentWhen, vehicleTitle } from './rules.ts';
import { Summary, useQueryValue } from './visit-parts.tsx';

/** Reads one booking by id; a 404 (not this shopper's) and a missing id are null: 'not found'. */
function useBooking<T>(load: (id: string, signal: AbortSignal) => Promise<T>) {
  const id = useQueryValue('id');
  return useRemote<T | null>(
    async (signal) => {
      if (!id) return null;
      try {
        return await load(id, signal);
      } catch (error) {
        if (error instanceof ApiError && error.isNotFound) return null;
        throw error;
      }
    },
    [id],
  );
}

function NotFound({ back }: { back: { href: string; label: string } }) {
  return (
    <>
      <PageHeading>{t('visits.notFound')}</PageHeading>
      <p>
        <Link href={back.href}>{back.label}</Link>
      </p>
    </>
  );
}

const street = (a: NonNullable<Appointment['address']>) =>
  `${[a.street1, a.street2].filter(Boolean).join(' ')}, ${a.city}, ${a.state} ${a.zipCode}`;

const dealerLine = (d: Appointment['dealer']) => `${d.name}, ${d.address}, ${d.city}, ${d.stateCode} ${d.zipCode}`;

export function AppointmentThankYou({ kind, params }: { kind: VisitKind; params: Record<string, string | undefined> }) {
  const { state, retry } = useBooking(getAppointment);
  const back =
    kind === 'DRIVE_AT_HOME'
      ? { href: href('deal', { dealId: params['dealId'] ?? '' }), label: t('visits.backToDeal') }
      : { href: href('vehicle', { vehicleId: params['vehicleId'] ?? '' }), label: t('visits.backToVehicle') };
  return (
    <section class="page page--narrow">
      <RemoteView state={state} retry={retry} label={t('common.loading')}>
        {(a) => (a && a.kind === kind ? <Booked a={a} back={back} /> : <NotFound back={back} />)}
      </RemoteView>
    </section>
  );
}

function Booked({ a, back }: { a: Appointment; back: { href: string; label: string } }) {
  const lang = locale.value;
  const home = a.kind === 'DRIVE_AT_HOME';
  const vehicle = vehicleTitle(a.vehicle);
  const contact = [`${a.contact.firstName} ${a.contact.lastName}`, formatPhone(a.contact.phoneNumber), a.contact.email]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <PageHeading>{t(home ? 'visits.dah.thanks' : 'visits.td.thanks')}</PageHeading>
      <p>
        {home
          ? t('visits.dah.thanksLead', {
              dealer: a.dealer.name,
              vehicle,
              phone: formatPhone(a.contact.phoneNumber),
            })
          : t('visits.td.thanksLead', { dealer: a.dealer.name, email: a.contact.email ?? '' })}
      </p>
      <Summary
        rows={[
          { label: t('visits.summary.when'), value: appointmentWhen(a, lang) },
          { label: t('visits.summary.where'), value: a.address ? street(a.address) : dealerLine(a.dealer) },
          {
            label: t('visits.summary.vehicle'),
            value: `${vehicle}, ${t('visits.vehicleStock', { stock: a.vehicle.stockNumber })}`,
          },
          { label: t('visits.summary.dealer'), value: `${a.dealer.name}, ${formatPhone(a.dealer.phoneNumber)}` },
          { label: t('visits.summary.contact'), value: contact },
        ]}
      />
      <div class="register__actions">
        <Link href={back.href} class="button button--primary">
          {back.label}
        </Link>
      </div>
    </>
  );
}

export function ContactThankYou() {
  const { state, retry } = useBooking(getContactRequest);
  const back = { href: href('home'), label: t('visits.toHome') };
  return (
    <section class="page page--narrow">
      <RemoteView state={state} retry={retry} label={t('common.loading')}>
        {(m) => (m ? <Sent m={m} back={back} /> : <NotFound back={back} />)}
      </RemoteView>
    </section>
  );
}

function Sent({ m, back }: { m: ContactDealerReceipt; back: { href: string; label: string } }) {
  const contact = [`${m.firstName} ${m.lastName}`, m.email, m.phoneNumber ? formatPhone(m.phoneNumber) : '']
    .filter(Boolean)
    .join(', ');
  const rows = [
    { label: t('visits.summary.dealer'), value: `${m.dealer.name}, ${formatPhone(m.dealer.phoneNumber)}` },
    ...(m.vehicle ? [{ label: t('visits.summary.vehicle'), value: vehicleTitle(m.vehicle) }] : []),
    { label: t('visits.summary.replyBy'), value: t(`visits.contact.${m.preferredContact}`) },
    { label: t('visits.summary.contact'), value: contact },
    { label: t('visits.summary.message'), value: m.message },
  ];
  return (
    <>
      <PageHeading>{t('visits.contact.thanks')}</PageHeading>
      <p>
        {t('visits.contact.thanksLead', {
          dealer: m.dealer.name,
          method: t(`visits.method.${m.preferredContact}`),
          email: m.email,
        })}
      </p>
      <Summary rows={rows} />
      <div class="register__actions">
        <Link href={back.href} class="button button--primary">
          {back.label}
        </Link>
      </div>
    </>
  );
}

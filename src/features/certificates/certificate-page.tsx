/**
 * `/vehicles/{vehicleId}/certificates/{certificateId}?paymentType=…`: one price certificate, as
 * issued when its deal was saved, for the payment type asked for (default: its own).
 */
// The reservation summary's words (reserve/summary.tsx carries none, so a chunk that does not show it leaves it out).
import '../../lib/i18n/parts/reserve-summary.ts';
import '../../lib/i18n/parts/certificates.ts';
import { Suspense, useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { report } from '../../lib/http.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { tierRangeText } from '../credit/index.ts';
import type { DealType } from '../../contract/deal.ts';
import { STAGE_LABELS } from '../../lib/i18n/parts/deal-status.ts';
import { ReservationSummaryView, showsSummary } from '../reserve/index.ts';
import { loadFinishSteps } from '../deal/index.ts';
import { getVehicle, vehicleTitle } from '../vehicle/index.ts';
import { getCertificate } from './api.ts';
import { type Certificate } from '../../contract/certificates.ts';
import {
  formatApr,
  isCertificateMissing,
  MISSING_CERTIFICATE_ID,
  paymentTypeFromQuery,
  paymentTypeQuery,
} from './rules.ts';
import { SignInToSee } from './sign-in-to-see.tsx';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';

/** The finishing steps come with their own chunk: the page shows without them. */
const FinishSteps = lazyComponent(() => loadFinishSteps().then((m) => ({ default: m.FinishSteps })));

const PAYMENT_TYPES: DealType[] = ['FINANCE', 'LEASE', 'CASH'];
const PAYMENT_LABELS: Record<DealType, MessageKey> = {
  FINANCE: 'shop.dealType.FINANCE',
  LEASE: 'shop.dealType.LEASE',
  CASH: 'shop.dealType.CASH',
};

export default function CertificatePage({ params }: { params: Record<string, string | undefined> }) {
  const vehicleId = params['vehicleId'] ?? '';
  const certificateId = params['certificateId'];
  const loggedIn = useSession().isLoggedIn.value;
  return (
    <section class="page certificate">
      <h1>{t('shop.certificate.heading')}</h1>
      {!loggedIn ? (
        <SignInToSee />
      ) : !certificateId ? (
        <MissingCertificate />
      ) : (
        <CertificateView vehicleId={vehicleId} certificateId={certificateId} />
      )}
      <p>
        <Link href={href('certificates', { vehicleId })}>{t('shop.certificate.backToList')}</Link>
      </p>
    </section>
  );
}

/** Seed 000 §8: logs 'Unable to find a certificateId' once and says the certificate cannot be shown. */
function MissingCertificate() {
  useEffect(() => report(new Error(MISSING_CERTIFICATE_ID)), []);
  return <ErrorState messages={[t('shop.certificate.missing')]} />;
}

function CertificateView({ vehicleId, certificateId }: { vehicleId: string; certificateId: string }) {
  const paymentType = paymentTypeFromQuery(useSearch());
  const { state, retry } = useRemote(
    // No payment type asked for: the server answers with the certificate's own.
    (signal) => getCertificate(vehicleId, certificateId, paymentType ?? '', signal),
    [vehicleId, certificateId, paymentType],
  );
  return (
    <RemoteView state={state} retry={retry} label={t('shop.certificate.loading')}>
      {(certificate) =>
        isCertificateMissing(certificateId, certificate.dealId) ? (
          <MissingCertificate />
        ) : (
          <CertificateDetails certificate={certificate} vehicleId={vehicleId} />
        )
      }
    </RemoteView>
  );
}

function PaymentTypeSwitch({
  current,
  vehicleId,
  certificateId,
}: {
  current: DealType;
  vehicleId: string;
  certificateId: string;
}) {
  const { navigate } = useEnv();
  return (
    <div class="segmented segmented--buttons" role="group" aria-label={t('shop.certificate.paymentType')}>
      {PAYMENT_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          class="segmented__button"
          aria-pressed={type === current ? 'true' : 'false'}
          onClick={() =>
            navigate(`${href('certificate', { vehicleId, certificateId })}?${paymentTypeQuery(type)}`, {
              replace: true,
            })
          }
        >
          {t(PAYMENT_LABELS[type])}
        </button>
      ))}
    </div>
  );
}

function CertificateDetails({ certificate, vehicleId }: { certificate: Certificate; vehicleId: string }) {
  const { terms } = certificate;
  const vehicle = useRemote((signal) => getVehicle(vehicleId, signal), [vehicleId]);
  const financed = certificate.paymentType !== 'CASH';
  const rows: [MessageKey, string | null][] = [
    ['dealStatus.statusLabel', t(STAGE_LABELS[certificate.status.stage])],
    ['shop.certificate.paymentTypeRow', t(PAYMENT_LABELS[certificate.paymentType])],
    ['shop.certificate.monthlyPayment', terms.monthlyPayment === null ? null : formatMoney(terms.monthlyPayment)],
    ['shop.certificate.term', terms.term === null ? null : t('shop.certificate.months', { term: terms.term })],
    ['shop.certificate.apr', terms.apr === null ? null : formatApr(terms.apr)],
    ['shop.certificate.downPayment', terms.downPayment === null ? null : formatMoney(terms.downPayment)],
    [
      'shop.certificate.mileage',
      terms.mileageAllowed === null
        ? null
        : t('shop.certificate.milesPerYear', { miles: formatNumber(terms.mileageAllowed) }),
    ],
    ['shop.certificate.lender', terms.lenderName],
    [
      'shop.certificate.creditRange',
      terms.creditTier === null
        ? null
        : t('shop.certificate.creditRangeValue', {
            tier: t(`credit.tier.${terms.creditTier}`),
            range: tierRangeText(terms.creditTier),
          }),
    ],
    ['shop.certificate.outTheDoor', formatMoney(terms.outTheDoor)],
    ['shop.certificate.cashPrice', formatMoney(terms.cashPrice)],
    ['shop.certificate.issued', formatDate(certificate.issuedAt)],
    ['shop.certificate.expires', formatDate(certificate.expiresAt)],
  ];
  return (
    <>
      <article class="card certificate__card" aria-labelledby="certificate-deal-name">
        <h2 id="certificate-deal-name">{certificate.dealName}</h2>
        <div class="certificate__vehicle">
          <RemoteView state={vehicle.state} retry={vehicle.retry} label={t('vehicle.loading')}>
            {(v) => <>{`${vehicleTitle(v)} ${v.trim}`}</>}
          </RemoteView>
        </div>
        <PaymentTypeSwitch
          current={certificate.paymentType}
          vehicleId={vehicleId}
          certificateId={certificate.certificateId}
        />
        <dl class="specs certificate__terms">
          {rows
            .filter((row): row is [MessageKey, string] => row[1] !== null && row[1] !== '')
            .map(([key, value]) => (
              <div class="specs__row" key={key}>
                <dt>{t(key)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {showsSummary(certificate.reservation) && (
          <ReservationSummaryView summary={certificate.reservation} dealId={certificate.dealId} level={3} />
        )}
      </article>
      {/* From the certificate into finishing the purchase. */}
      <Suspense fallback={null}>
        <FinishSteps
          dealId={certificate.dealId}
          vehicleId={vehicleId}
          dealerId={vehicle.state.status === 'complete' ? vehicle.state.data.dealerId : null}
          features={{ contractingEnabled: financed, financeAppEnabled: financed }}
          stage={certificate.status.stage}
        />
      </Suspense>
    </>
  );
}

/** `/vehicles/{vehicleId}/certificates`: the price certificates issued for a vehicle's saved deals. */
import '../../lib/i18n/parts/certificates.ts';
import { Link } from 'wouter';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { getCertificates } from './api.ts';
import { SignInToSee } from './sign-in-to-see.tsx';

export default function CertificatesPage({ params }: { params: Record<string, string | undefined> }) {
  const vehicleId = params['vehicleId'] ?? '';
  const loggedIn = useSession().isLoggedIn.value;
  return (
    <section class="page certificates">
      <h1>{t('shop.certificates.heading')}</h1>
      {loggedIn ? <CertificateList vehicleId={vehicleId} /> : <SignInToSee />}
      <p>
        <Link href={href('vehicle', { vehicleId })}>{t('shop.certificates.backToVehicle')}</Link>
      </p>
    </section>
  );
}

function CertificateList({ vehicleId }: { vehicleId: string }) {
  const { state, retry } = useRemote((signal) => getCertificates(vehicleId, signal), [vehicleId]);
  return (
    <RemoteView state={state} retry={retry} label={t('shop.certificates.loading')}>
      {({ certificates }) =>
        certificates.length === 0 ? (
          <div class="empty-state">
            <p class="empty-state__title">{t('shop.certificates.empty')}</p>
            <p class="muted">{t('shop.certificates.emptyHint')}</p>
          </div>
        ) : (
          <ul class="certificate-list">
            {certificates.map((c) => (
              <li key={c.certificateId} class="card certificate-list__item">
                <Link href={href('certificate', { vehicleId, certificateId: c.certificateId })}>{c.dealName}</Link>
                <span class="muted">{t('shop.certificates.issued', { date: formatDate(c.issuedAt) })}</span>
              </li>
            ))}
          </ul>
        )
      }
    </RemoteView>
  );
}

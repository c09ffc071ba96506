/**
 * The vehicle page's "Reserve this vehicle", for a dealer that takes deposits, with what it asks: it goes through a
 * deal, as Estimate payments does (the deposit is the deal's), then to the reserve page; a visitor signs in first
 * and comes back there with the same deal. "Reserved" in its place while a paid deposit holds the car.
 */
import '../../lib/i18n/parts/reserve-summary.ts';
import { useState } from 'react';
import { href } from '../../contract/route-table.ts';
import type { DepositOffer } from '../../contract/deposit-offer.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import { signInHref, useSession } from '../auth/index.ts';
import { offerLine } from '../reserve/index.ts';
import { createDeal } from './create-deal.ts';

export function ReserveVehicle({
  vehicleId,
  reserved,
  offer,
}: {
  vehicleId: string;
  reserved: boolean;
  offer: DepositOffer | null;
}) {
  const { navigate } = useEnv();
  const { isLoggedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (reserved)
    return (
      <p class="vehicle__reserved">
        <span class="badge badge--reserved">{t('reserveSummary.badge')}</span> {t('reserveSummary.reservedByOther')}
      </p>
    );
  if (!offer) return null;

  async function start() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { dealId } = await createDeal(vehicleId);
      const to = href('reserve', { dealId });
      navigate(isLoggedIn.value ? to : signInHref(to));
    } catch (e) {
      setError([t('reserveSummary.failed'), ...errorMessages(e)].join(' '));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="estimate">
      <button
        type="button"
        class="button button--secondary"
        aria-busy={busy ? 'true' : 'false'}
        aria-disabled={busy ? 'true' : 'false'}
        onClick={start}
      >
        {busy ? t('reserveSummary.busy') : t('reserveSummary.button')}
      </button>
      <p class="muted">{offerLine(offer)}</p>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

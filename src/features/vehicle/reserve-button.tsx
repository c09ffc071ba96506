/**
 * The vehicle page's "Reserve this vehicle", for a dealer that takes deposits, with what it asks: it goes through a
 * deal, as Estimate payments does (the deposit is the deal's), then to the reserve page; a visitor signs in first
 * and comes back there with the same deal. "Reserved" in its place while a paid deposit holds the car.
 */
import '../../lib/i18n/parts/reserve-summary.ts';
import { Link } from 'wouter';
import { href } from '../../contract/route-table.ts';
import type { DepositOffer } from '../../contract/deposit-offer.ts';
import { t } from '../../lib/i18n/index.ts';
import { signInHref } from '../auth/index.ts';
import { offerLine, ReservedBadge } from '../reserve/index.ts';
import { EstimatePaymentsButton } from './estimate-payments-button.tsx';

const RESERVE = {
  start: 'reserveSummary.button',
  busy: 'reserveSummary.busy',
  failed: 'reserveSummary.failed',
} as const;

/** The reserve page of the new deal; a visitor signs in first and comes back there. */
const reserveRoute = (dealId: string, loggedIn: boolean) => {
  const to = href('reserve', { dealId });
  return loggedIn ? to : signInHref(to);
};

export function ReserveVehicle({
  vehicleId,
  reserved,
  yours,
  offer,
}: {
  vehicleId: string;
  reserved: boolean;
  yours: { dealId: string } | null;
  offer: DepositOffer | null;
}) {
  if (yours)
    return (
      <p class="vehicle__reserved">
        <ReservedBadge /> {t('reserveSummary.yours')}{' '}
        <Link href={href('reservation', { dealId: yours.dealId })}>{t('reserveSummary.view')}</Link>
      </p>
    );
  if (reserved)
    return (
      <p class="vehicle__reserved">
        <ReservedBadge /> {t('reserveSummary.reservedByOther')}
      </p>
    );
  if (!offer) return null;
  return (
    <EstimatePaymentsButton vehicleId={vehicleId} variant="secondary" to={reserveRoute} words={RESERVE}>
      <p class="muted">{offerLine(offer)}</p>
    </EstimatePaymentsButton>
  );
}

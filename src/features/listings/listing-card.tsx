/**
 * One vehicle in the results: picture, name, price with rebates, mileage when used, in-transit badge;
 * `children` (the listings' payment estimate) goes under the price, so home's cards carry none of it.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import type { VehicleSummary } from '../../contract/vehicle.ts';
import { EstimatePaymentsButton, VehicleImage, hasRebates, inTransitDate, vehicleTitle } from '../vehicle/index.ts';

export function ListingCard({
  vehicle,
  children,
}: {
  /** `reserved`: a paid deposit holds it (listings say so; home's stock does not carry it). */
  vehicle: VehicleSummary & { reserved?: boolean | undefined };
  children?: ReactNode;
}) {
  const titleId = useId();
  const title = `${vehicleTitle(vehicle)} ${vehicle.trim}`;
  const delivery = inTransitDate(vehicle);
  return (
    <article class="listing-card" aria-labelledby={titleId}>
      <div class="listing-card__media">
        <VehicleImage vehicle={vehicle} alt={title} class="listing-card__image" />
        {vehicle.inTransit && (
          <span class="badge badge--info listing-card__badge">
            {delivery
              ? t('shop.listings.inTransitUntil', { date: formatDate(delivery) })
              : t('shop.listings.inTransit')}
          </span>
        )}
        {vehicle.reserved && (
          <span class="badge badge--reserved listing-card__badge listing-card__badge--reserved">
            {t('shop.listings.reserved')}
          </span>
        )}
      </div>
      <div class="listing-card__body">
        <h3 class="listing-card__title" id={titleId}>
          <Link href={href('vehicle', { vehicleId: vehicle.id })}>
            {vehicleTitle(vehicle)} <span class="listing-card__trim">{vehicle.trim}</span>
          </Link>
        </h3>
        <p class="listing-card__meta">
          {t(vehicle.stockType === 'NEW' ? 'vehicle.new' : 'vehicle.used')}
          {vehicle.stockType === 'USED' && vehicle.mileage !== null && (
            <> · {t('vehicle.miles', { miles: formatNumber(vehicle.mileage) })}</>
          )}
          {vehicle.exteriorColor && <> · {vehicle.exteriorColor}</>}
        </p>
        <p class="listing-card__price">
          <span class="listing-card__price-label">
            {t(hasRebates(vehicle) ? 'shop.listings.priceWithRebates' : 'shop.listings.price')}
          </span>
          <span class="listing-card__price-value">{formatMoney(vehicle.priceWithRebates)}</span>
        </p>
        {children}
        <EstimatePaymentsButton vehicleId={vehicle.id} describedBy={titleId} class="listing-card__cta" />
      </div>
    </article>
  );
}

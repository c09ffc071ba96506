/**
 * Vehicle page (`/vehicles/{vehicleId}` and `/no-profile/vehicles/{vehicleId}`): media, sale price
 * with the new/used disclaimer, the in-transit banner, specs, options and "Estimate payments".
 */
import '../../lib/i18n/parts/vehicle.ts';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { href } from '../../contract/route-table.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { usePageTitle } from '../../lib/ui/page-title.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { getSalePrice, getVehicleWithOffer, recordVehicleView } from './api.ts';
import { type SalePrice, type Vehicle } from '../../contract/vehicle.ts';
import type { VehicleWithOffer } from '../../contract/deposit-offer.ts';
import { EstimatePaymentsButton } from './estimate-payments-button.tsx';
import { ReserveVehicle } from './reserve-button.tsx';
import { hasRebates, inTransitDate, salePriceDisclaimer, vehicleTitle } from './rules.ts';
import { VehicleGallery } from './vehicle-gallery.tsx';

export default function VehiclePage({ params }: { params: Record<string, string | undefined> }) {
  const id = params['vehicleId'] ?? '';
  const { state, retry } = useRemote((signal) => getVehicleWithOffer(id, signal), [id]);
  return (
    <section class="page">
      <RemoteView state={state} retry={retry} label={t('vehicle.loading')}>
        {(vehicle) => <VehicleDetails vehicle={vehicle} />}
      </RemoteView>
    </section>
  );
}

type Spec = [term: string, value: string];

function specsOf(vehicle: Vehicle): Spec[] {
  const specs: (Spec | null)[] = [
    [t('vehicle.spec.condition'), t(vehicle.stockType === 'NEW' ? 'vehicle.new' : 'vehicle.used')],
    vehicle.mileage !== null
      ? [t('vehicle.spec.mileage'), t('vehicle.miles', { miles: formatNumber(vehicle.mileage) })]
      : null,
    [t('vehicle.spec.exterior'), vehicle.exteriorColor],
    [t('vehicle.spec.interior'), vehicle.interiorColor],
    [t('vehicle.spec.engine'), vehicle.engine],
    [t('vehicle.spec.transmission'), vehicle.transmission],
    [t('vehicle.spec.drivetrain'), vehicle.drivetrain],
    [t('vehicle.spec.fuel'), t(`vehicle.fuel.${vehicle.fuelType}`)],
    vehicle.rangeMiles !== null
      ? [t('vehicle.spec.range'), t('vehicle.miles', { miles: formatNumber(vehicle.rangeMiles) })]
      : null,
    vehicle.mpgCity !== null && vehicle.mpgHighway !== null
      ? [t('vehicle.spec.mpg'), t('vehicle.mpg', { city: vehicle.mpgCity, highway: vehicle.mpgHighway })]
      : null,
    [t('vehicle.spec.vin'), vehicle.vin],
    [t('vehicle.spec.stock'), vehicle.stockNumber],
  ];
  // A feed may leave a column empty: a spec without a value is not shown as a blank.
  return specs.filter((s): s is Spec => s !== null && s[1] !== '');
}

function VehicleDetails({ vehicle }: { vehicle: VehicleWithOffer }) {
  const { isLoggedIn } = useSession();
  // Recently viewed is a convenience: a failed record costs the shopper nothing.
  useEffect(() => void recordVehicleView(vehicle.id).catch(() => undefined), [vehicle.id]);
  const title = vehicleTitle(vehicle);
  // The tab and a shared link name the car, not only "Vehicle".
  usePageTitle(`${title} ${vehicle.trim}`);
  const delivery = inTransitDate(vehicle);
  return (
    <article class="vehicle">
      {delivery && <p class="notice notice--info">{t('vehicle.inTransit', { date: formatDate(delivery) })}</p>}
      <div class="vehicle__layout">
        <VehicleGallery vehicle={vehicle} />
        <div class="vehicle__summary">
          <h1 class="vehicle__title">
            {title} <span class="vehicle__trim">{vehicle.trim}</span>
          </h1>
          <SalePriceBlock vehicle={vehicle} />
          <EstimatePaymentsButton vehicleId={vehicle.id} class="vehicle__cta" />
          <ReserveVehicle
            vehicleId={vehicle.id}
            reserved={vehicle.reserved}
            yours={vehicle.yourReservation}
            offer={vehicle.depositOffer}
          />
          <p class="vehicle__links">
            {isLoggedIn.value && (
              <Link href={href('certificates', { vehicleId: vehicle.id })}>{t('shop.vehicle.certificates')}</Link>
            )}
            <Link href={href('home')}>{t('common.goHome')}</Link>
          </p>
        </div>
      </div>
      <h2>{t('vehicle.specs')}</h2>
      <dl class="specs">
        {specsOf(vehicle).map(([term, value]) => (
          <div class="specs__row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('shop.vehicle.options')}</h2>
      <ul class="features">
        <li>{t(vehicle.options.leaseEnabled ? 'shop.vehicle.leaseAvailable' : 'shop.vehicle.leaseUnavailable')}</li>
        {vehicle.features.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </article>
  );
}

/** GET /vehicles/{id}/saleprice: sale price, rebates and the price with rebates, with the disclaimer. */
function SalePriceBlock({ vehicle }: { vehicle: Vehicle }) {
  const { state, retry } = useRemote((signal) => getSalePrice(vehicle.id, signal), [vehicle.id]);
  return (
    <div class="sale-price">
      <RemoteView state={state} retry={retry} label={t('shop.vehicle.priceLoading')}>
        {(price) => <PriceRows price={price} />}
      </RemoteView>
      <p class="vehicle__disclaimer">{t(salePriceDisclaimer(vehicle.stockType))}</p>
    </div>
  );
}

function PriceRows({ price }: { price: SalePrice }) {
  return (
    <dl class="sale-price__rows">
      {price.msrp > price.salePrice && (
        <div class="sale-price__row">
          <dt>{t('shop.vehicle.msrp')}</dt>
          <dd>{formatMoney(price.msrp)}</dd>
        </div>
      )}
      <div class="sale-price__row">
        <dt>{t('vehicle.salePrice')}</dt>
        <dd>{formatMoney(price.salePrice)}</dd>
      </div>
      {/* Without rebates the sale price is the price: no "Price with rebates" repeating it. */}
      {hasRebates(price) && (
        <>
          <div class="sale-price__row">
            <dt>{t('shop.vehicle.rebates')}</dt>
            <dd>{formatMoney(-price.rebates)}</dd>
          </div>
          <div class="sale-price__row sale-price__row--total">
            <dt>{t('shop.vehicle.priceWithRebates')}</dt>
            <dd>{formatMoney(price.priceWithRebates)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

/** Vehicle page for a visitor without a profile (`/no-profile/vehicles/{vehicleId}`). */
import { Link } from 'wouter';
import { href } from '../../lib/route-table.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { getVehicle, type Vehicle } from './api.ts';
import { inTransitDate, salePriceDisclaimer, vehicleTitle } from './rules.ts';
import { VehicleImage } from './vehicle-image.tsx';

export default function VehiclePage({ params }: { params: Record<string, string | undefined> }) {
  const id = params['vehicleId'] ?? '';
  const { state, retry } = useRemote((signal) => getVehicle(id, signal), [id]);
  return (
    <section class="page">
      <RemoteView state={state} retry={retry} label={t('vehicle.loading')}>
        {(vehicle) => <VehicleDetails vehicle={vehicle} />}
      </RemoteView>
    </section>
  );
}

function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const title = vehicleTitle(vehicle);
  const delivery = inTransitDate(vehicle);
  const specs: [string, string][] = [
    [t('vehicle.spec.condition'), t(vehicle.stockType === 'NEW' ? 'vehicle.new' : 'vehicle.used')],
    ...(vehicle.mileage !== null
      ? ([[t('vehicle.spec.mileage'), t('vehicle.miles', { miles: formatNumber(vehicle.mileage) })]] as [
          string,
          string,
        ][])
      : []),
    [t('vehicle.spec.exterior'), vehicle.exteriorColor],
    [t('vehicle.spec.interior'), vehicle.interiorColor],
    [t('vehicle.spec.engine'), vehicle.engine],
    [t('vehicle.spec.transmission'), vehicle.transmission],
    [t('vehicle.spec.drivetrain'), vehicle.drivetrain],
    [t('vehicle.spec.fuel'), vehicle.fuelType],
    ...(vehicle.rangeMiles !== null
      ? ([[t('vehicle.spec.range'), t('vehicle.miles', { miles: formatNumber(vehicle.rangeMiles) })]] as [
          string,
          string,
        ][])
      : []),
    ...(vehicle.mpgCity !== null && vehicle.mpgHighway !== null
      ? ([[t('vehicle.spec.mpg'), t('vehicle.mpg', { city: vehicle.mpgCity, highway: vehicle.mpgHighway })]] as [
          string,
          string,
        ][])
      : []),
    [t('vehicle.spec.vin'), vehicle.vin],
    [t('vehicle.spec.stock'), vehicle.stockNumber],
  ];
  return (
    <article class="vehicle">
      {delivery && <p class="notice notice--info">{t('vehicle.inTransit', { date: formatDate(delivery) })}</p>}
      <div class="vehicle__layout">
        <VehicleImage vehicle={vehicle} alt={title} class="vehicle__image" />
        <div class="vehicle__summary">
          <h1 class="vehicle__title">
            {title} <span class="vehicle__trim">{vehicle.trim}</span>
          </h1>
          <p class="vehicle__price">
            <span class="vehicle__price-label">{t('vehicle.salePrice')}</span>
            <span class="vehicle__price-value">{formatMoney(vehicle.salePrice)}</span>
          </p>
          {vehicle.msrp > vehicle.salePrice && (
            <p class="muted">{t('vehicle.msrp', { price: formatMoney(vehicle.msrp) })}</p>
          )}
          <p class="vehicle__disclaimer">{t(salePriceDisclaimer(vehicle.stockType))}</p>
          <Link href={href('home')} class="button button--secondary">
            {t('common.goHome')}
          </Link>
        </div>
      </div>
      <h2>{t('vehicle.specs')}</h2>
      <dl class="specs">
        {specs.map(([term, value]) => (
          <div class="specs__row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {vehicle.features.length > 0 && (
        <>
          <h2>{t('vehicle.features')}</h2>
          <ul class="features">
            {vehicle.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

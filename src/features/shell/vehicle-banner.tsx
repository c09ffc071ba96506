/**
 * Seed 001 §2 "Vehicle banner": the vehicle of interest on home and the plugin landing page,
 * with 'Estimate payments' and, for a visitor (seed 001 §6: ghost registration is a visitor's), 'Create account'.
 */
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { getVehicleBanner, VehicleImage, vehicleTitle } from '../vehicle/index.ts';
import { type VehicleBanner as VehicleBannerData } from '../../contract/vehicle.ts';
import { showVehicleBanner } from './rules.ts';
import { useShellRoute } from '../../lib/shell-route.ts';

export function VehicleBanner() {
  const { context, vehicleOfInterestId } = useEnv();
  const { route } = useShellRoute();
  const vehicleId = vehicleOfInterestId.value;
  if (!vehicleId || !showVehicleBanner({ campaign: context.campaign, vehicleOfInterestId: vehicleId, route })) {
    return null;
  }
  return <VehicleBannerBlock key={vehicleId} vehicleId={vehicleId} />;
}

function VehicleBannerBlock({ vehicleId }: { vehicleId: string }) {
  const { state, retry } = useRemote((signal) => getVehicleBanner(vehicleId, signal), [vehicleId]);
  return (
    <section class="vehicle-banner" aria-label={t('banner.vehicle.label')}>
      <RemoteView state={state} retry={retry} label={t('banner.vehicle.loading')}>
        {(vehicle) => <VehicleBannerContent vehicle={vehicle} vehicleId={vehicleId} />}
      </RemoteView>
    </section>
  );
}

function VehicleBannerContent({ vehicle, vehicleId }: { vehicle: VehicleBannerData; vehicleId: string }) {
  const title = vehicleTitle(vehicle);
  const loggedIn = useSession().isLoggedIn.value;
  return (
    <div class="vehicle-banner__body">
      {/* Inventory image, else stock image, else the body-style icon; each load error falls through. */}
      <VehicleImage vehicle={vehicle} alt={`${title} ${vehicle.trim}`} class="vehicle-banner__image" />
      <div class="vehicle-banner__details">
        <p class="vehicle-banner__title">
          {title} <span class="vehicle-banner__trim">{vehicle.trim}</span>
        </p>
        <p class="vehicle-banner__colors">
          <span>{t('banner.vehicle.exterior', { color: vehicle.exteriorColor })}</span>
          <span>{t('banner.vehicle.interior', { color: vehicle.interiorColor })}</span>
        </p>
      </div>
      <div class="vehicle-banner__actions">
        <Link href={href('noProfileVehicle', { vehicleId })} class="button button--primary">
          {t('banner.vehicle.estimate')}
        </Link>
        {!loggedIn && (
          <Link href={href('registerGhost')} class="button button--secondary vehicle-banner__create">
            {t('banner.vehicle.createAccount')}
          </Link>
        )}
      </div>
    </div>
  );
}

/**
 * Seed 001 §2 "plugin-landing-page": where a dealer's "shop this car" button lands. The vehicle it
 * names becomes the vehicle of interest, shown in the vehicle banner (or here when the banner is
 * off), with the campaign's ways in.
 */
import { useEffect } from 'react';
import { chooseVehicleOfInterest, useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import '../../lib/i18n/parts/programs.ts';
import { useSession } from '../auth/index.ts';
import { showVehicleBanner } from '../shell/index.ts';
import { AccountPrompt, Capabilities, VehicleOfInterest } from './home-page.tsx';

export default function LandingPage({ params }: { params: Record<string, string | undefined> }) {
  const env = useEnv();
  const vehicleId = params['vehicleId'] ?? '';
  const { isLoggedIn } = useSession().visitor.value;
  // The page's vehicle is the one the shopper came for, also after they move on (a host `open` too).
  useEffect(() => {
    if (vehicleId && env.vehicleOfInterestId.value !== vehicleId) chooseVehicleOfInterest(env, vehicleId);
  }, [env, vehicleId]);
  const bannerShowsVehicle = showVehicleBanner({
    campaign: env.context.campaign,
    vehicleOfInterestId: vehicleId,
    route: 'pluginLandingPage',
  });
  return (
    <section class="page home landing">
      <div class="hero">
        <h1 class="hero__title">{t('landing.heading', { dealer: env.context.navBrand })}</h1>
        <p class="hero__lead">{t('landing.lead')}</p>
      </div>
      {!bannerShowsVehicle && <VehicleOfInterest id={vehicleId} />}
      <Capabilities vehicleId={vehicleId} />
      {!isLoggedIn && <AccountPrompt />}
    </section>
  );
}

/** Home: who the dealer is, what the shopper can do here, and the vehicle they came for. */
import { Link } from 'wouter';
import { href } from '../../lib/route-table.ts';
import { useEnv } from '../../lib/env.tsx';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { getVehicleBanner, type VehicleBanner } from '../vehicle/api.ts';
import { VehicleImage, vehicleTitle } from '../vehicle/index.ts';

const BENEFITS: MessageKey[] = [
  'home.benefit.payments',
  'home.benefit.trade',
  'home.benefit.credit',
  'home.benefit.garage',
  'home.benefit.delivery',
];

export default function HomePage() {
  const { context, vehicleOfInterestId } = useEnv();
  const { visitor } = useSession();
  const vehicleId = vehicleOfInterestId.value;
  const name = visitor.value.firstName;
  return (
    <section class="page home">
      <div class="hero">
        <h1 class="hero__title">
          {name ? t('home.headingNamed', { name }) : t('home.heading', { dealer: context.navBrand })}
        </h1>
        <p class="hero__lead">{t('home.lead')}</p>
      </div>
      {vehicleId && <VehicleOfInterest id={vehicleId} />}
      <h2>{t('home.benefitsHeading')}</h2>
      <ul class="benefits">
        {BENEFITS.map((key) => (
          <li key={key} class="benefits__item">
            {t(key)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function VehicleOfInterest({ id }: { id: string }) {
  const { state, retry } = useRemote((signal) => getVehicleBanner(id, signal), [id]);
  return (
    <section class="card voi" aria-labelledby="voi-heading">
      <h2 id="voi-heading">{t('home.yourVehicle')}</h2>
      <RemoteView state={state} retry={retry} label={t('vehicle.loading')}>
        {(banner) => <VehicleSummary banner={banner} id={id} />}
      </RemoteView>
    </section>
  );
}

function VehicleSummary({ banner, id }: { banner: VehicleBanner; id: string }) {
  const title = `${vehicleTitle(banner)} ${banner.trim}`;
  return (
    <div class="voi__body">
      <VehicleImage vehicle={banner} alt={title} class="voi__image" />
      <div>
        <p class="voi__title">{title}</p>
        <p class="muted">{t('home.colours', { exterior: banner.exteriorColor, interior: banner.interiorColor })}</p>
        <Link href={href('noProfileVehicle', { vehicleId: id })} class="button button--primary">
          {t('home.viewVehicle')}
        </Link>
      </div>
    </div>
  );
}

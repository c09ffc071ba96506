/**
 * Home: who the dealer is, the get-started button, the sign-in and
 * create-account prompt for visitors (seed 000 §2), the vehicle they came for, one way into each
 * capability of the campaign, and a few vehicles from the dealer's stock.
 */
import { Link, useLocation } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { openContactModal } from '../contact/index.ts';
import { openGhostModal } from '../../lib/ghost-modal.ts';
import { offersTrade } from '../../lib/campaign.ts';
import { GetStartedButton, saveWorkTarget, showVehicleBanner, SignInAction } from '../shell/index.ts';
import { getVehicleBanner, VehicleImage, vehicleTitle } from '../vehicle/index.ts';
import { type VehicleBanner } from '../../contract/vehicle.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { homeCapabilities, showsUpgradeProgram, type HomeCapabilityId } from './rules.ts';
import { homeStockQuery } from '../../contract/listings.ts';

// Only the upgrade program's campaigns show it: its code and copy are not first paint's.
const UpgradeProgram = lazyPart(
  () => import('./upgrade-program.tsx'),
  (m) => m.UpgradeProgram,
  { quiet: true },
);

// Below the fold: the stock's cards and search schemas load with it, not with first paint.
const DealerStock = lazyPart(
  () => import('./dealer-stock.tsx'),
  (m) => m.DealerStock,
  { label: () => t('home.stock.loading'), reserve: '20rem' },
);

const CAPABILITY_COPY: Record<HomeCapabilityId, { title: MessageKey; body: MessageKey }> = {
  estimate: { title: 'home.cap.estimate', body: 'home.cap.estimateBody' },
  shopNew: { title: 'home.cap.shopNew', body: 'home.cap.shopNewBody' },
  shopUsed: { title: 'home.cap.shopUsed', body: 'home.cap.shopUsedBody' },
  garage: { title: 'home.cap.garage', body: 'home.cap.garageBody' },
  trade: { title: 'home.cap.trade', body: 'home.cap.tradeBody' },
  credit: { title: 'home.cap.credit', body: 'home.cap.creditBody' },
  personalShopper: { title: 'home.cap.personalShopper', body: 'home.cap.personalShopperBody' },
  warranty: { title: 'home.cap.warranty', body: 'home.cap.warrantyBody' },
};

export default function HomePage() {
  const { context, vehicleOfInterestId, navigate } = useEnv();
  const { visitor } = useSession();
  const vehicleId = vehicleOfInterestId.value;
  const { isLoggedIn, firstName, newAccount } = visitor.value;
  // The vehicle banner already shows the vehicle of interest on home when its feature is on.
  const bannerShowsVehicle = showVehicleBanner({
    campaign: context.campaign,
    vehicleOfInterestId: vehicleId,
    route: 'home',
  });
  const stock = homeStockQuery(context);
  return (
    <section class="page home">
      <div class="hero">
        <h1 class="hero__title">
          {/* Seed 001 §1: a returning visitor is welcomed back; an account made in this session is new here. */}
          {firstName
            ? t(newAccount ? 'home.headingNew' : 'home.headingNamed', { name: firstName })
            : t('home.heading', { dealer: context.navBrand })}
        </h1>
        <p class="hero__lead">{t('home.lead')}</p>
        {!isLoggedIn && <GetStartedButton onGetStarted={() => navigate(href('getStarted'))} />}
      </div>
      {showsUpgradeProgram(context.campaign) && <UpgradeProgram />}
      {!isLoggedIn && <AccountPrompt />}
      {vehicleId && !bannerShowsVehicle && <VehicleOfInterest id={vehicleId} />}
      <Capabilities vehicleId={vehicleId} />
      {stock && context.dealer && <DealerStock query={stock} dealerName={context.dealer.name} />}
    </section>
  );
}

/** One way into each capability of the campaign (rules.ts `homeCapabilities`). */
export function Capabilities({ vehicleId }: { vehicleId: string | null }) {
  const { context } = useEnv();
  const { visitor } = useSession();
  const capabilities = homeCapabilities({
    campaign: context.campaign,
    visitor: visitor.value,
    vehicleOfInterestId: vehicleId,
  });
  return (
    <section aria-labelledby="home-capabilities">
      <h2 id="home-capabilities">{t('home.capabilitiesHeading')}</h2>
      <ul class="capabilities">
        {capabilities.map((capability) => (
          <li key={capability.id} class="capabilities__item">
            {'path' in capability ? (
              <Link href={capability.path} class="capability card">
                <CapabilityCopy id={capability.id} />
              </Link>
            ) : (
              // Opens a modal, so a button (seed 001 §2 "Chat modal").
              <button type="button" class="capability card" aria-haspopup="dialog" onClick={openContactModal}>
                <CapabilityCopy id={capability.id} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CapabilityCopy({ id }: { id: HomeCapabilityId }) {
  return (
    <>
      <span class="capability__title">{t(CAPABILITY_COPY[id].title)}</span>
      <span class="capability__body">{t(CAPABILITY_COPY[id].body)}</span>
    </>
  );
}

/** Seed 000 §2: visitors without a profile see a sign-in and create-account prompt. */
export function AccountPrompt() {
  const { context } = useEnv();
  const [path] = useLocation();
  const target = saveWorkTarget(context.campaign);
  return (
    <section class="card account-prompt" aria-labelledby="home-account">
      <h2 id="home-account">{t('home.account.heading')}</h2>
      <p>{t(offersTrade(context.campaign) ? 'home.account.body' : 'home.account.bodyNoTrade')}</p>
      <div class="account-prompt__actions">
        {target.kind === 'ghost-modal' ? (
          <button type="button" class="button button--primary" onClick={() => openGhostModal({ redirectPath: path })}>
            {t('home.account.create')}
          </button>
        ) : (
          <Link href={href('register')} class="button button--primary">
            {t('home.account.create')}
          </Link>
        )}
        <SignInAction class="button button--secondary">{t('home.account.signIn')}</SignInAction>
      </div>
    </section>
  );
}

export function VehicleOfInterest({ id }: { id: string }) {
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

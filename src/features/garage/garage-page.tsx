/** `/garage` (My Garage): saved deals and recently viewed vehicles; a sign-in prompt when logged out. */
import '../../lib/i18n/parts/garage.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { formatDate, formatMoney, formatMoneyCents } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../lib/route-table.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useSession } from '../auth/index.ts';
import { SignInLink } from '../auth/sign-in-link.tsx';
import type { VehicleSummary } from '../vehicle/api.ts';
import { tierRangeText } from '../credit/tier-ranges.ts';
import { STAGE_LABELS } from '../deal/stage-labels.ts';
import { VehicleImage, vehicleTitle } from '../vehicle/index.ts';
import { getRecentlyViewed, getSavedDeals, type SavedDeal } from './api.ts';
import { DEAL_TYPE_LABELS, savedDealAmount } from './rules.ts';

export default function GaragePage(_props: { params: Record<string, string | undefined> }) {
  const loggedIn = useSession().isLoggedIn.value;
  return (
    <section class="page garage">
      <h1>{t('shop.garage.heading')}</h1>
      {loggedIn ? (
        <>
          <SavedDeals />
          <RecentlyViewed />
        </>
      ) : (
        <SignInPrompt />
      )}
    </section>
  );
}

function SignInPrompt() {
  return (
    <div class="card signin-prompt">
      <h2>{t('shop.garage.signInTitle')}</h2>
      <p>{t('shop.garage.signInBody')}</p>
      <SignInLink class="button button--primary">{t('shop.garage.signIn')}</SignInLink>
    </div>
  );
}

function SavedDeals() {
  const { state, retry } = useRemote((signal) => getSavedDeals(signal), []);
  return (
    <section aria-labelledby="garage-deals">
      <h2 id="garage-deals">{t('shop.garage.savedDeals')}</h2>
      <RemoteView state={state} retry={retry} label={t('shop.garage.dealsLoading')}>
        {({ deals }) =>
          deals.length === 0 ? (
            <div class="empty-state">
              <p class="empty-state__title">{t('shop.garage.noDeals')}</p>
              <p class="muted">{t('shop.garage.noDealsHint')}</p>
            </div>
          ) : (
            <ul class="card-grid">
              {deals.map((deal) => (
                <li key={deal.dealId}>
                  <SavedDealCard deal={deal} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
    </section>
  );
}

function SavedDealCard({ deal }: { deal: SavedDeal }) {
  const amount = savedDealAmount(deal);
  const vehicle = `${vehicleTitle(deal.vehicle)} ${deal.vehicle.trim}`;
  return (
    <article class="garage-card">
      <VehicleImage vehicle={deal.vehicle} alt={vehicle} class="garage-card__image" />
      <div class="garage-card__body">
        <h3 class="garage-card__title">
          <Link href={href('deal', { dealId: deal.dealId })}>{deal.dealName}</Link>
        </h3>
        <p class="garage-card__vehicle">{vehicle}</p>
        <p class="garage-card__meta">
          <span class="badge">{t(DEAL_TYPE_LABELS[deal.dealType])}</span>{' '}
          <strong>
            {amount.kind === 'monthly'
              ? t('shop.garage.monthly', { amount: formatMoneyCents(amount.amount) })
              : t('shop.garage.cash', { amount: formatMoneyCents(amount.amount) })}
          </strong>
        </p>
        {/* Never a payment without the credit range it assumes beside it. */}
        {amount.kind === 'monthly' && deal.creditTier !== null && (
          <p class="muted garage-card__credit">
            {t('shop.garage.creditAssumes', {
              tier: t(`credit.tier.${deal.creditTier}`),
              range: tierRangeText(deal.creditTier),
            })}
          </p>
        )}
        <p class="garage-card__stage">{t('dealStatus.status', { stage: t(STAGE_LABELS[deal.status.stage]) })}</p>
        <p class="muted garage-card__date">{t('shop.garage.updated', { date: formatDate(deal.updatedAt) })}</p>
      </div>
    </article>
  );
}

function RecentlyViewed() {
  const { state, retry } = useRemote((signal) => getRecentlyViewed(signal), []);
  return (
    <section aria-labelledby="garage-recent">
      <h2 id="garage-recent">{t('shop.garage.recentlyViewed')}</h2>
      <RemoteView state={state} retry={retry} label={t('shop.garage.recentLoading')}>
        {({ vehicles }) =>
          vehicles.length === 0 ? (
            <div class="empty-state">
              <p class="empty-state__title">{t('shop.garage.noRecent')}</p>
              <p class="muted">{t('shop.garage.noRecentHint')}</p>
            </div>
          ) : (
            <ul class="card-grid">
              {vehicles.map((vehicle) => (
                <li key={vehicle.id}>
                  <RecentVehicleCard vehicle={vehicle} />
                </li>
              ))}
            </ul>
          )
        }
      </RemoteView>
    </section>
  );
}

function RecentVehicleCard({ vehicle }: { vehicle: VehicleSummary }) {
  const titleId = useId();
  const title = `${vehicleTitle(vehicle)} ${vehicle.trim}`;
  return (
    <article class="garage-card" aria-labelledby={titleId}>
      <VehicleImage vehicle={vehicle} alt={title} class="garage-card__image" />
      <div class="garage-card__body">
        <h3 class="garage-card__title" id={titleId}>
          <Link href={href('vehicle', { vehicleId: vehicle.id })}>{title}</Link>
        </h3>
        <p class="garage-card__meta">
          {t(vehicle.stockType === 'NEW' ? 'vehicle.new' : 'vehicle.used')} · {formatMoney(vehicle.priceWithRebates)}
        </p>
      </div>
    </article>
  );
}

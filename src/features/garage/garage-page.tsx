/** `/garage` (My Garage): saved deals, the trade-in they count, and recently viewed vehicles; a sign-in prompt when logged out. */
// The reservation summary's words (reserve/summary.tsx carries none, so a chunk that does not show it leaves it out).
import '../../lib/i18n/parts/reserve-summary.ts';
import '../../lib/i18n/parts/garage.ts';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { formatMoney } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href } from '../../contract/route-table.ts';
import { trackPage } from '../../lib/tracking.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { useEnv } from '../../lib/env.tsx';
import { useSession, SignInLink } from '../auth/index.ts';
import { isPageDisabled } from '../../lib/campaign.ts';
import { getTrade } from '../trade/index.ts';
import type { VehicleSummary } from '../../contract/vehicle.ts';
import { ReservationSummaryView, showsSummary } from '../reserve/index.ts';
import { tierRangeText } from '../credit/index.ts';
import { STAGE_LABELS } from '../../lib/i18n/parts/deal-status.ts';
import { VehicleImage, vehicleTitle } from '../vehicle/index.ts';
import { getRecentlyViewed, getSavedDeals } from './api.ts';
import { type SavedDeal } from '../../contract/garage.ts';
import { DEAL_TYPE_LABELS, recentlyViewedPageView, savedDealAmount } from './rules.ts';

export default function GaragePage(_props: { params: Record<string, string | undefined> }) {
  const loggedIn = useSession().isLoggedIn.value;
  const { context } = useEnv();
  return (
    <section class="page garage">
      <h1>{t('shop.garage.heading')}</h1>
      {loggedIn ? (
        <>
          <SavedDeals />
          {!isPageDisabled(context.campaign, 'trade') && <GarageTrade />}
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
              ? t('shop.garage.monthly', { amount: formatMoney(amount.amount) })
              : t('shop.garage.cash', { amount: formatMoney(amount.amount) })}
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
        {showsSummary(deal.reservation) && (
          <ReservationSummaryView summary={deal.reservation} dealId={deal.dealId} level={3} />
        )}
        <p class="muted garage-card__date">{t('shop.garage.updated', { date: formatDate(deal.updatedAt) })}</p>
      </div>
    </article>
  );
}

/** The shopper's trade-in (GET /trade): it counts in every deal above, and is valued or updated from here. */
function GarageTrade() {
  const prospectId = useSession().visitor.value.prospectId;
  const { state, retry } = useRemote((signal) => getTrade(prospectId, signal), [prospectId]);
  return (
    <section aria-labelledby="garage-trade">
      <h2 id="garage-trade">{t('shop.garage.trade')}</h2>
      <RemoteView state={state} retry={retry} label={t('shop.garage.tradeLoading')}>
        {(trade) =>
          trade ? (
            <div class="card">
              <p>
                <strong>{trade.vehicleName}</strong>
              </p>
              <p>
                {trade.netCashOffer >= 0
                  ? t('shop.garage.tradeNet', { amount: formatMoney(trade.netCashOffer) })
                  : t('shop.garage.tradeNegative', { amount: formatMoney(-trade.netCashOffer) })}
              </p>
              <Link href={href('trade')}>{t('shop.garage.tradeChange')}</Link>
            </div>
          ) : (
            <div class="empty-state">
              <p class="empty-state__title">{t('shop.garage.tradeNone')}</p>
              <Link href={href('trade')}>{t('shop.garage.tradeValue')}</Link>
            </div>
          )
        }
      </RemoteView>
    </section>
  );
}

/**
 * Tracks the recently viewed page type once its section comes into view (seed 000 §2), not when the
 * garage opens with it below the fold. Without IntersectionObserver it counts as shown when rendered.
 */
function useRecentlyViewedPageView(section: RefObject<HTMLElement | null>): void {
  const [path] = useLocation();
  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const view = recentlyViewedPageView(path);
    const track = () => trackPage(view.pageType, { route: view.route });
    if (typeof IntersectionObserver === 'undefined') {
      track();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      track();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [section, path]);
}

function RecentlyViewed() {
  const { state, retry } = useRemote((signal) => getRecentlyViewed(signal), []);
  const section = useRef<HTMLElement>(null);
  useRecentlyViewedPageView(section);
  return (
    <section aria-labelledby="garage-recent" ref={section}>
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

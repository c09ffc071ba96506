/**
 * The deal page (`/deals/{dealId}` and `/no-profile/deals/{dealId}`; seed 000 §2 page type deal): the
 * vehicle, Finance / Lease / Cash tabs with the all-in monthly payment and its breakdown, then what
 * moves it, in that order (the credit range, the down payment, term or miles, the trade, the tax ZIP),
 * then the lenders' offers and the protection products (re-pricing every tab when one is added or
 * removed); beside them saving with the save reminder, and the program's external offers.
 */
import '../../lib/i18n/parts/deal.ts';
import { Suspense, useEffect, useId, useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import type { RouteName } from '../../contract/route-table.ts';
import { t } from '../../lib/i18n/index.ts';
import { lazyPart } from '../../lib/ui/lazy-part.tsx';
import { withStyles } from '../../lib/styles.ts';
import creditCss from '../../styles/credit.css?url';
import progressCss from '../../styles/deal-progress.css?url';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { CreditSection } from '../credit/index.ts';
import { ProtectionSection } from '../protection/index.ts';
import { VehicleImage, vehicleTitle } from '../vehicle/index.ts';
import { isSignedStage, type Deal } from '../../contract/deal.ts';
import { DealTabs } from './deal-tabs.tsx';
import { DealModel } from './model.ts';
import { QuoteControls, QuoteList, QuotePanel, quotesShown } from './quote-panel.tsx';
import { lazyComponent } from '../../lib/ui/lazy-component.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';

/** The finishing steps come with their own chunk: the page shows without them. */
const FinishSteps = lazyComponent(
  withStyles(() => import('./finish-steps.tsx').then((m) => ({ default: m.FinishSteps })), creditCss),
);
/** The program's offers are only there with a program: their chunk comes when they are. */
const ExternalOffers = lazyPart(
  () => import('./external-offers.tsx'),
  (m) => m.ExternalOffers,
  {
    label: () => t('deal.offers.loading'),
  },
);

/** The cash tab is not the first one shown: its chunk comes alongside the deal, not with it. */
const CashView = lazyPart(
  () => import('./cash-view.tsx'),
  (m) => m.CashView,
  { label: () => t('deal.cash.loading') },
);
/** The progress tracker and the signed deal's read-only page: a chunk (and sheet) loaded alongside the deal. */
const loadProgress = withStyles(() => import('./deal-progress.tsx'), progressCss);
const DealProgress = lazyPart(loadProgress, (m) => m.DealProgress, { label: () => t('deal.loading'), reserve: '96px' });
const SignedDeal = lazyPart(loadProgress, (m) => m.SignedDeal, { label: () => t('deal.loading') });
/** Only a deal with a chosen approved offer has a word on it: its chunk comes when one is. */
const ChosenOfferNotice = lazyPart(
  () => import('./chosen-offer-notice.tsx'),
  (m) => m.ChosenOfferNotice,
  { quiet: true },
);

/** Saving, the trade-in, the tax location (with the forms they type in): a chunk loaded alongside the deal. */
const loadSide = () => import('./deal-side.tsx');
const DealSide = lazyPart(loadSide, (m) => m.DealSide, { reserve: '192px' });
const DealLevers = lazyPart(loadSide, (m) => m.DealLevers, { reserve: '280px' });

/** A changed down payment, a price lock and a sold vehicle are rare words: their chunks come when needed. */
const DownPaymentChange = lazyPart(
  () => import('./down-payment-change.tsx'),
  (m) => m.DownPaymentChange,
  { quiet: true },
);
const loadNotices = () => import('./deal-notices.tsx');
const VehicleSold = lazyPart(loadNotices, (m) => m.VehicleSold, { label: () => t('deal.loading') });
const PriceLockNotice = lazyPart(loadNotices, (m) => m.PriceLockNotice, { quiet: true });

/** Only a deal the shopper cannot see here has this word on it: its chunk comes when one is. */
const DealGone = lazyPart(
  () => import('./deal-gone.tsx'),
  (m) => m.DealGone,
  { label: () => t('deal.loading') },
);

export default function DealPage({
  params,
  route = 'deal',
}: {
  params: Record<string, string | undefined>;
  route?: RouteName | undefined;
}) {
  const dealId = params['dealId'] ?? '';
  const model = usePageModel(() => new DealModel(dealId), [dealId]);
  const { context } = useEnv();
  // The sections in their own chunks load alongside the deal, not after it.
  useEffect(() => {
    void CreditSection.preload();
    void ProtectionSection.preload();
    void DealSide.preload();
    void QuoteList.preload();
    void CashView.preload();
    void DealProgress.preload();
    if (context.campaign.programId) void ExternalOffers.preload();
  }, []);
  return (
    <section class="page deal">
      <h1>{t('deal.heading')}</h1>
      <RemoteView
        state={model.deal.state.value}
        retry={() => model.retry('deal')}
        label={t('deal.loading')}
        gone={() => <DealGone />}
      >
        {(deal) => <DealDesk model={model} deal={deal} route={route} />}
      </RemoteView>
    </section>
  );
}

function VehicleHeader({ model }: { model: DealModel }) {
  return (
    <RemoteView
      state={model.vehicle.state.value}
      retry={() => model.retry('vehicle')}
      label={t('deal.vehicle.loading')}
    >
      {({ vehicle }) => {
        const title = vehicleTitle(vehicle);
        return (
          <div class="deal__vehicle">
            <VehicleImage vehicle={vehicle} alt={`${title} ${vehicle.trim}`} class="deal__vehicle-image" />
            <p class="deal__vehicle-title">
              {title} <span class="vehicle__trim">{vehicle.trim}</span>
            </p>
          </div>
        );
      }}
    </RemoteView>
  );
}

function DealDesk({ model, deal, route }: { model: DealModel; deal: Deal; route: RouteName }) {
  const { context } = useEnv();
  const idBase = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const vehicle = model.vehicle.data.value?.vehicle;

  const active = model.activeTab.value;
  const change = model.downPaymentChange.value;
  // Ask first: a deal priced at the default range puts the credit question above the payment, and keeps it there while the page is open.
  const [creditFirst] = useState(deal.offerDetails.creditSource === 'DEFAULT');
  const credit = <CreditSection deal={deal} onRepriced={(d) => void model.reprice(d)} />;
  // A signed deal is read-only: its figures as signed, no control that changes them.
  const signed = isSignedStage(deal.status.stage);
  const finish = vehicle && (
    <Suspense fallback={null}>
      <FinishSteps
        dealId={deal.dealId}
        vehicleId={vehicle.id}
        dealerId={vehicle.dealerId}
        features={model.features.value ?? { contractingEnabled: false, financeAppEnabled: false }}
        stage={deal.status.stage}
        withReservation
      />
    </Suspense>
  );
  // Sold to someone else: nothing here buys it any more (a signed deal keeps its page: the car may be this shopper's).
  if (deal.vehicleSold && !signed)
    return (
      <div class="deal__main">
        <VehicleHeader model={model} />
        <VehicleSold />
      </div>
    );
  if (signed) {
    return (
      <div class="deal__layout">
        <div class="deal__main">
          <VehicleHeader model={model} />
          <SignedDeal deal={deal} route={route} />
        </div>
        <aside class="deal__side">
          <DealProgress status={deal.status} />
          {finish}
        </aside>
      </div>
    );
  }
  // The tab's levers and offers once its quotes are in; the credit, trade and tax (shared by every tab) keep their place.
  const quotes = active !== 'CASH' && quotesShown(model, active);
  return (
    <div class="deal__layout">
      <div class="deal__main">
        <VehicleHeader model={model} />
        {deal.priceLock && <PriceLockNotice lock={deal.priceLock} />}
        {creditFirst && credit}
        {deal.preferences.chosenOffer && (
          <ChosenOfferNotice deal={deal} tab={active} quote={model.currentQuote.value} />
        )}
        <DealTabs tabs={model.tabs.value} active={active} onSelect={model.switchTab} idBase={idBase}>
          {active === 'CASH' ? (
            <CashView model={model} deal={deal} />
          ) : (
            <QuotePanel key={active} model={model} deal={deal} type={active} />
          )}
          {!creditFirst && credit}
          {quotes && <QuoteControls key={active} model={model} deal={deal} type={active} />}
          <DealLevers model={model} deal={deal} route={route} />
          {quotes && <QuoteList key={active} model={model} type={active} />}
        </DealTabs>
        <ProtectionSection
          dealId={deal.dealId}
          dealerId={vehicle?.dealerId ?? null}
          tab={active}
          quote={model.currentQuote.value}
          cash={model.cashDeal.data.value ?? null}
          onJacket={model.setProtection}
          onRepriced={model.applyRepricedQuotes}
        />
      </div>
      <aside class="deal__side">
        <DealSide model={model} deal={deal} route={route} />
        {context.campaign.programId && <ExternalOffers model={model} />}
        <DealProgress status={deal.status} />
        {finish}
      </aside>
      {change && <DownPaymentChange model={model} />}
    </div>
  );
}

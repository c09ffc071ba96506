/**
 * Pieces of the trade-in's pages after the look-up only (the step guard, the done state, action errors):
 * they come with those pages' chunks, not with the first page's.
 */
import '../../lib/i18n/parts/trade.ts';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import type { RouteName } from '../../contract/route-table.ts';
import type { Trade } from '../../contract/trade.ts';
import type { TradeModel } from './model.ts';
import { firstMissingStep, signedDollars, STEP_ROUTES, type TradeStep } from './rules.ts';
import { OnwardLink, PageHeading, useFlowHref } from './trade-parts.tsx';
import { PhotosLink, TradeSummary } from './summary-parts.tsx';

/**
 * Where a step's page must send the shopper instead (a step reached without its
 * predecessors goes to the first missing one), or null when the step may show.
 */
export function stepRedirect(
  model: TradeModel,
  target: TradeStep | 'appraisal',
  to: (route: RouteName) => string,
): string | null {
  const missing = firstMissingStep(model.complete.value, target);
  return missing ? to(STEP_ROUTES[missing]) : null;
}

/** 'Value another vehicle': a fresh form on /trade. */
export function AnotherVehicleButton({ model }: { model: TradeModel }) {
  const { navigate } = useEnv();
  const to = useFlowHref();
  return (
    <button
      type="button"
      class="button button--secondary"
      onClick={() => {
        model.startAnother();
        navigate(to('trade'));
      }}
    >
      {t('trade.anotherVehicle')}
    </button>
  );
}

/** After saving: what was saved, that it now counts in every quote, and where to go. */
export function TradeDone({ model, trade }: { model: TradeModel; trade: Trade }) {
  return (
    <section class="page page--narrow trade">
      <PageHeading>{t('trade.done.heading')}</PageHeading>
      <div class="card">
        <p class="notice notice--success">{t('trade.done.body')}</p>
        <TradeSummary trade={trade} />
      </div>
      <PhotosCard trade={trade} />
      <div class="register__actions">
        <AnotherVehicleButton model={model} />
        <OnwardLink />
      </div>
    </section>
  );
}

/** The way to the photos that let the dealer stand behind the offer. */
function PhotosCard({ trade }: { trade: Trade }) {
  return (
    <section class="card" aria-labelledby="trade-done-photos">
      <h3 id="trade-done-photos">{t('trade.photos.heading')}</h3>
      <p>{t('trade.photos.why')}</p>
      <PhotosLink trade={trade} />
    </section>
  );
}

/** Breakdown adjustments read as signed whole dollars. */
export const adjustment = (amount: number) => signedDollars(amount, formatMoney);

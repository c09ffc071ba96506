/** Pieces the trade-in's first page and the later ones use: the flow's headings, the way back, the summary rows. */
import '../../lib/i18n/parts/trade.ts';
import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { href, type RouteName } from '../../contract/route-table.ts';
import { useFocusOnShow } from '../../lib/ui/page-heading.tsx';
import { useRemote } from '../../lib/ui/remote-view.tsx';
import { getVehicleBanner, vehicleTitle } from '../vehicle/index.ts';
import {
  isNegativeEquity,
  signedDollars,
  TRADE_STEPS,
  tradeFlowHref,
  tradeReturnTarget,
  type TradeReturn,
  type TradeStep,
} from './rules.ts';

/** The deal the flow was opened from, kept in every page's query (rules.ts tradeReturnTarget); null from elsewhere. */
export function useTradeReturn(): TradeReturn | null {
  return tradeReturnTarget(useSearch());
}

/** Links between the flow's pages, each keeping the way back to the deal. */
export function useFlowHref(): (route: RouteName) => string {
  const back = useTradeReturn();
  return (route) => tradeFlowHref(route, back);
}

/**
 * The flow's heading, the same on every page, then the page's own (focused when it shows, so each
 * step starts at its title); `step` adds 'Step 2 of 4' before it.
 */
export function PageHeading({ children, step }: { children: ReactNode; step?: TradeStep }) {
  const ref = useFocusOnShow<HTMLHeadingElement>();
  return (
    <>
      <h1>{t('trade.heading')}</h1>
      <h2 class="trade__heading" tabIndex={-1} ref={ref}>
        {step && (
          <>
            <span class="register__progress">
              {t('trade.progress', { step: TRADE_STEPS.indexOf(step) + 1, total: TRADE_STEPS.length })}
            </span>{' '}
          </>
        )}
        <span>{children}</span>
      </h2>
    </>
  );
}

/** Label and value rows (a description list): the breakdown, the payoff and the net. */
export function Rows({ rows }: { rows: readonly (readonly [string, ReactNode, string?])[] }) {
  return (
    <dl class="trade-rows">
      {rows.map(([label, value, className]) => (
        <div key={label} class={className}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The net cash offer, or the negative equity said as such with what happens to it. */
export function NetCashOffer({ net }: { net: number }) {
  if (!isNegativeEquity(net)) {
    return (
      <p class="trade-net">
        {t('trade.net')}: <strong>{formatMoney(net)}</strong>
      </p>
    );
  }
  return (
    <div class="trade-net trade-net--negative">
      <p>
        <strong>{t('trade.net.negative', { amount: signedDollars(net, formatMoney) })}</strong>
      </p>
      <p>{t('trade.net.negativeExplained')}</p>
    </div>
  );
}

/**
 * Where a shopper goes from here: back to the deal the flow was opened from ('Back to your 2026
 * Toyota Camry XLE deal'), else their deals (My Garage) when the campaign has it, else home.
 */
export function OnwardLink() {
  const { context } = useEnv();
  const back = useTradeReturn();
  if (back) return <BackToDeal back={back} />;
  const garage = !context.campaign.disabledPages.includes('garage');
  return (
    <Link href={garage ? href('garage') : href('home')} class="button button--primary">
      {t(garage ? 'trade.toGarage' : 'trade.toHome')}
    </Link>
  );
}

/** The deal's vehicle names the way back; until it is known (or if it cannot be), 'Back to your deal'. */
function BackToDeal({ back }: { back: TradeReturn }) {
  const { vehicleId } = back;
  const { state } = useRemote(
    (signal) => (vehicleId ? getVehicleBanner(vehicleId, signal) : Promise.resolve(null)),
    [vehicleId],
  );
  const vehicle = state.status === 'complete' ? state.data : null;
  return (
    <Link href={back.path} class="button button--primary">
      {vehicle
        ? t('trade.backToDeal', { vehicle: `${vehicleTitle(vehicle)} ${vehicle.trim}` })
        : t('trade.backToYourDeal')}
    </Link>
  );
}

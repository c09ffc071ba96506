/**
 * The deal desk's trade (seed 000 §3 Deal.trade.netCashOffer): the trade in this deal's quotes (its net
 * cash offer, or its negative equity) and the way to value or change it, which comes back to this
 * deal. A visitor is offered it too (seed 000 §6 "Prompts to … get a trade offer"): the flow asks them
 * to sign in first.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { isPageDisabled } from '../../lib/campaign.ts';
import { tradeFlowHref } from '../trade/index.ts';
import type { Deal } from '../../contract/deal.ts';

export function TradeSummary({ deal, path, vehicleId }: { deal: Deal; path: string; vehicleId: string | null }) {
  const { context } = useEnv();
  const headingId = useId();
  if (isPageDisabled(context.campaign, 'trade')) return null;
  const trade = deal.trade;
  const flow = tradeFlowHref('trade', { path, vehicleId });
  return (
    <section class="card trade-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('deal.trade.title')}</h2>
      {trade ? (
        <>
          <p>{trade.vehicleName}</p>
          <p>
            {trade.netCashOffer >= 0
              ? t('deal.trade.net', { amount: formatMoney(trade.netCashOffer) })
              : t('deal.trade.negative', { amount: formatMoney(-trade.netCashOffer) })}
          </p>
          <Link href={flow}>{t('deal.trade.change')}</Link>
        </>
      ) : (
        <>
          <p>{t('deal.trade.none')}</p>
          <Link href={flow}>{t('deal.trade.value')}</Link>
        </>
      )}
    </section>
  );
}

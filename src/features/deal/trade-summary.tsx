/**
 * The deal desk's trade (seed 000 §3 Deal.trade.netCashOffer): the trade in this deal's quotes (its net
 * cash offer, or its negative equity) and the way to value or change it, by the menu's 'Value Trade'
 * rule (seed 001 §2 "Menu links").
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { useId } from 'react';
import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatMoney } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { isPageDisabled } from '../shell/rules.ts';
import { href } from '../../lib/route-table.ts';
import type { Deal } from './api.ts';

export function TradeSummary({ deal, loggedIn }: { deal: Deal; loggedIn: boolean }) {
  const { context } = useEnv();
  const headingId = useId();
  if (!loggedIn || isPageDisabled(context.campaign, 'trade')) return null;
  const trade = deal.trade;
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
          <Link href={href('trade')}>{t('deal.trade.change')}</Link>
        </>
      ) : (
        <>
          <p>{t('deal.trade.none')}</p>
          <Link href={href('trade')}>{t('deal.trade.value')}</Link>
        </>
      )}
    </section>
  );
}

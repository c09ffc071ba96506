/**
 * A saved trade at a glance, and the way to its photos: shown once the trade is read (the current trade on
 * /trade, the done state), so they come in a chunk of their own, fetched alongside the page's.
 */
import '../../lib/i18n/parts/trade.ts';
import '../../lib/i18n/parts/trade-photos.ts';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../lib/format.ts';
import { formatDate } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import type { Trade } from '../../contract/trade.ts';
import { TRADE_PHOTOS_MAX } from '../../contract/uploads.ts';
import { NetCashOffer, Rows, useFlowHref } from './trade-parts.tsx';

/** A saved trade at a glance: vehicle, offer, payoff, net, expiry and the shopper's choice. */
export function TradeSummary({ trade }: { trade: Trade }) {
  const rows: [string, ReactNode][] = [
    [t('trade.info.vehicle'), trade.vehicleName],
    [t('trade.field.vin'), trade.vin],
    [t('trade.offer'), formatMoney(trade.offer)],
  ];
  if (trade.payoff > 0) {
    if (trade.lender) rows.push([t('trade.lender'), trade.lender]);
    rows.push([t('trade.payoff'), formatMoney(trade.payoff)]);
  }
  rows.push([t('trade.indicator'), t(`trade.indicator.${trade.indicator}`)]);
  rows.push([
    t('trade.photos.provided'),
    trade.photosProvided > 0
      ? t('trade.photos.some', { count: trade.photosProvided, total: TRADE_PHOTOS_MAX })
      : t('trade.photos.none'),
  ]);
  const { review } = trade;
  return (
    <>
      <Rows rows={rows} />
      {review.state !== 'none' && (
        <div class="notice notice--info">
          <p>{t(review.state === 'confirmed' ? 'trade.review.confirmed' : 'trade.review.countered')}</p>
          {review.note && <p>{t('trade.review.note', { note: review.note })}</p>}
        </div>
      )}
      <NetCashOffer net={trade.netCashOffer} />
      <p class="muted">
        {trade.expired
          ? t('trade.current.expired', { date: formatDate(trade.expiresAt) })
          : t('trade.current.expires', { date: formatDate(trade.expiresAt) })}
      </p>
    </>
  );
}

/** To the trade's photos: 'Add photos' until there are some, then 'Change photos'. */
export function PhotosLink({ trade }: { trade: Trade }) {
  const to = useFlowHref();
  return (
    <Link href={to('tradePhotos')} class="button button--secondary">
      {t(trade.photosProvided > 0 ? 'trade.photos.change' : 'trade.photos.add')}
    </Link>
  );
}

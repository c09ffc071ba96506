/**
 * The deal page's rare words, a chunk of their own that comes only when one is shown: the dealer's price
 * lock, and a saved deal whose vehicle the dealer has sold (its inventory feed no longer lists it), which
 * says so plainly and offers no way on with it, only the dealer's other vehicles and the garage.
 */
import '../../lib/i18n/parts/deal.ts';
import '../../lib/i18n/parts/deal-sections.ts';
import { Link } from 'wouter';
import { formatDate } from '../../contract/format.ts';
import { href } from '../../contract/route-table.ts';
import type { Deal } from '../../contract/deal.ts';
import { t } from '../../lib/i18n/index.ts';

export function PriceLockNotice({ lock }: { lock: NonNullable<Deal['priceLock']> }) {
  return (
    <p class="notice notice--success">{t('deal.priceLock', { dealer: lock.dealer, date: formatDate(lock.until) })}</p>
  );
}

export function VehicleSold() {
  return (
    <div class="notice notice--info deal-gone" role="status">
      <p>{t('deal.sold.body')}</p>
      <p class="deal-gone__actions">
        <Link href={href('listings')} class="button button--primary">
          {t('deal.sold.shop')}
        </Link>
        <Link href={href('garage')} class="button button--secondary">
          {t('deal.sold.garage')}
        </Link>
      </p>
    </div>
  );
}

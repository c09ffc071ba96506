import { Link } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { searchVehicles, ListingCard } from '../listings/index.ts';
import { type SearchParams } from '../../contract/listings.ts';
import { listingsPath } from '../../lib/campaign.ts';

/** A few of the dealer's vehicles, newest model years first, and the way to all of them. */
export function DealerStock({ query, dealerName }: { query: SearchParams & { dealerId: string }; dealerName: string }) {
  const { context } = useEnv();
  const { state, retry } = useRemote((signal) => searchVehicles(query, signal), [query.dealerId]);
  return (
    <section class="home-stock" aria-labelledby="home-stock">
      <h2 id="home-stock">{t('home.stock.heading', { dealer: dealerName })}</h2>
      <RemoteView state={state} retry={retry} label={t('home.stock.loading')}>
        {(result) =>
          result.items.length === 0 ? (
            <p class="muted">{t('home.stock.empty')}</p>
          ) : (
            <>
              <ul class="card-grid">
                {result.items.map((vehicle) => (
                  <li key={vehicle.id}>
                    <ListingCard vehicle={vehicle} />
                  </li>
                ))}
              </ul>
              <p>
                <Link href={listingsPath(context.campaign)} class="button button--secondary">
                  {t('home.stock.all', { count: result.total })}
                </Link>
              </p>
            </>
          )
        }
      </RemoteView>
    </section>
  );
}

/** `/listings`: new or used stock with make, fuel and sort filters, paged (seed 001 §2). */
import '../../lib/i18n/parts/listings.ts';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatNumber } from '../../lib/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { safeSession } from '../../lib/storage.ts';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { SORTS, searchVehicles, type SearchResult, type Sort } from './api.ts';
import { ListingCard } from './listing-card.tsx';
import { createListingsModel, type ListingsModel } from './model.ts';
import { hasActiveFilters, makeOptions, resultRange, type ListingsFilters } from './rules.ts';

const SORT_LABELS: Record<Sort, MessageKey> = {
  priceWithRebates: 'shop.sort.priceAsc',
  '-priceWithRebates': 'shop.sort.priceDesc',
  '-year': 'shop.sort.yearDesc',
  mileage: 'shop.sort.mileageAsc',
};

export default function ListingsPage(_props: { params: Record<string, string | undefined> }) {
  const { context, navigate } = useEnv();
  const search = useSearch();
  const model = useMemo(
    () =>
      createListingsModel({
        productId: context.campaign.productId,
        stockTypeConditions: context.campaign.stockTypeConditions,
        dealerId: context.dealer?.id ?? null,
        storage: safeSession,
        replaceRoute: (to) => navigate(to, { replace: true }),
        search: searchVehicles,
      }),
    [],
  );
  useEffect(() => model.open(search), [search]);
  useEffect(() => () => model.dispose(), []);

  const filters = model.filters.value;
  return (
    <section class="page listings">
      <h1>{t('shop.listings.heading')}</h1>
      {filters && (
        <div class="listings__layout">
          <Filters model={model} filters={filters} facets={model.results.data.value?.facets ?? null} />
          <Results model={model} filters={filters} />
        </div>
      )}
    </section>
  );
}

type Facets = SearchResult['facets'];

function Filters({
  model,
  filters,
  facets,
}: {
  model: ListingsModel;
  filters: ListingsFilters;
  facets: Facets | null;
}) {
  const sortId = useId();
  const electricCount = facets?.fuelTypes.find((f) => f.value === 'Electric')?.count;
  return (
    <form class="listings__filters card" aria-label={t('shop.listings.filters')} onSubmit={(e) => e.preventDefault()}>
      {model.options.length > 1 && (
        <fieldset class="filter-group">
          <legend class="filter-group__legend">{t('shop.listings.stockType')}</legend>
          <div class="segmented">
            {model.options.map((stockType) => (
              <label key={stockType} class="segmented__option">
                <input
                  type="radio"
                  name="stockType"
                  value={stockType}
                  checked={filters.stockType === stockType}
                  onChange={() => model.setStockType(stockType)}
                />
                <span>{t(stockType === 'NEW' ? 'vehicle.new' : 'vehicle.used')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div class="field">
        <label class="field__label" for={sortId}>
          {t('shop.listings.sort')}
        </label>
        <select
          id={sortId}
          class="field__input"
          value={filters.sort}
          onChange={(e) => model.setSort(e.currentTarget.value as Sort)}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </option>
          ))}
        </select>
      </div>
      <fieldset class="filter-group">
        <legend class="filter-group__legend">{t('shop.listings.fuel')}</legend>
        <label class="check">
          <input
            type="checkbox"
            checked={model.electricOnly.value}
            onChange={(e) => model.setElectricOnly(e.currentTarget.checked)}
          />
          <span>
            {t('shop.listings.electricOnly')}
            {electricCount !== undefined && <span class="check__count"> ({formatNumber(electricCount)})</span>}
          </span>
        </label>
      </fieldset>
      <fieldset class="filter-group">
        <legend class="filter-group__legend">{t('shop.listings.make')}</legend>
        {facets === null ? (
          <p class="muted">{t('shop.listings.makesLoading')}</p>
        ) : (
          <MakeChecks model={model} filters={filters} facets={facets} />
        )}
      </fieldset>
    </form>
  );
}

function MakeChecks({ model, filters, facets }: { model: ListingsModel; filters: ListingsFilters; facets: Facets }) {
  const rows = makeOptions(facets.makes, filters.makes);
  if (rows.length === 0) return <p class="muted">{t('shop.listings.noMakes')}</p>;
  return (
    <ul class="check-list">
      {rows.map((row) => (
        <li key={row.value}>
          <label class="check">
            <input
              type="checkbox"
              checked={filters.makes.includes(row.value)}
              onChange={() => model.toggleMake(row.value)}
            />
            <span>
              {row.value} <span class="check__count">({formatNumber(row.count)})</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function Results({ model, filters }: { model: ListingsModel; filters: ListingsFilters }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const state = model.results.state.value;
  const goTo = (page: number) => {
    model.goToPage(page);
    // Keyboard and screen-reader users start reading the new page from its top.
    heading.current?.focus();
  };
  return (
    <div class="listings__results">
      <h2 class="visually-hidden" tabIndex={-1} ref={heading}>
        {t('shop.listings.results')}
      </h2>
      <RemoteView state={state} retry={model.retry} label={t('shop.listings.loading')}>
        {(data) =>
          data.total === 0 ? (
            <EmptyResults model={model} filters={filters} />
          ) : (
            <>
              <p class="listings__count" role="status">
                {t('shop.listings.count', {
                  ...rangeText(data),
                  total: formatNumber(data.total),
                })}
              </p>
              <ul class="listings__grid">
                {data.items.map((vehicle) => (
                  <li key={vehicle.id}>
                    <ListingCard vehicle={vehicle} />
                  </li>
                ))}
              </ul>
              <Paging page={data.page} totalPages={data.totalPages} goTo={goTo} />
            </>
          )
        }
      </RemoteView>
    </div>
  );
}

function rangeText(data: SearchResult): { from: string; to: string } {
  const { from, to } = resultRange(data.page, data.pageSize, data.total);
  return { from: formatNumber(from), to: formatNumber(to) };
}

function EmptyResults({ model, filters }: { model: ListingsModel; filters: ListingsFilters }) {
  return (
    <div class="empty-state" role="status">
      <p class="empty-state__title">{t('shop.listings.emptyTitle')}</p>
      <p class="muted">{t(hasActiveFilters(filters) ? 'shop.listings.emptyFiltered' : 'shop.listings.emptyStock')}</p>
      {hasActiveFilters(filters) && (
        <button type="button" class="button button--secondary" onClick={model.clearFilters}>
          {t('shop.listings.clearFilters')}
        </button>
      )}
    </div>
  );
}

function Paging({ page, totalPages, goTo }: { page: number; totalPages: number; goTo: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <nav class="paging" aria-label={t('shop.paging.label')}>
      <button type="button" class="button button--secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
        {t('shop.paging.previous')}
      </button>
      <span class="paging__status">
        {t('shop.paging.status', { page: formatNumber(page), total: formatNumber(totalPages) })}
      </span>
      <button
        type="button"
        class="button button--secondary"
        disabled={page >= totalPages}
        onClick={() => goTo(page + 1)}
      >
        {t('shop.paging.next')}
      </button>
    </nav>
  );
}

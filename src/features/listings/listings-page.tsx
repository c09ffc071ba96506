/**
 * `/listings`: new or used stock, found by a text search and filters (seed 001 §2 query, our
 * search and filters), each car with the monthly payment the server estimates and the credit range
 * it assumes. On a phone the filters open in a dialog from a button so the first car is on the first
 * screen; on a desktop they are a column beside the results.
 */
import '../../lib/i18n/parts/listings.ts';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useSearch } from 'wouter';
import { useEnv } from '../../lib/env.tsx';
import { formatNumber } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { safeSession } from '../../lib/storage.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import { PHONE_QUERY, useMediaQuery } from '../../lib/ui/media-query.ts';
import { RemoteView } from '../../lib/ui/remote-view.tsx';
import { searchVehicles } from './api.ts';
import { MAX_SEARCH_TEXT, type SearchResult } from '../../contract/listings.ts';
import { FilterPanel } from './filter-panel.tsx';
import { ListingCard } from './listing-card.tsx';
import { ListingPayment } from './listing-payment.tsx';
import { createListingsModel, type ListingsModel } from './model.ts';
import { filterPanelCount, hasActiveFilters, resultRange, type ListingsFilters } from './rules.ts';

export default function ListingsPage(_props: { params: Record<string, string | undefined> }) {
  const { context, navigate } = useEnv();
  const search = useSearch();
  const model = usePageModel(
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
  const phone = useMediaQuery(PHONE_QUERY);
  const searchInput = useRef<HTMLInputElement>(null);
  // The button clearing goes away with the filters: focus goes on to the search box, where a new search starts.
  const clear = () => {
    model.clearFilters();
    searchInput.current?.focus();
  };

  const filters = model.filters.value;
  return (
    <section class="page listings">
      <h1>{t('shop.listings.heading')}</h1>
      {filters && (
        <>
          <SearchBox model={model} filters={filters} input={searchInput} />
          <div class="listings__layout">
            {!phone && (
              <form
                class="listings__filters card"
                aria-label={t('shop.listings.filters')}
                onSubmit={(e) => e.preventDefault()}
              >
                <div class="listings__filters-head">
                  <h2 class="listings__filters-title">{t('shop.listings.filters')}</h2>
                  <ClearFilters filters={filters} onClear={clear} />
                </div>
                <FilterPanel model={model} filters={filters} facets={model.results.data.value?.facets ?? null} />
              </form>
            )}
            <Results
              model={model}
              filters={filters}
              clear={clear}
              toolbar={phone ? <PhoneFilters model={model} filters={filters} clear={clear} /> : null}
            />
          </div>
        </>
      )}
    </section>
  );
}

/** The text search: make, model or keyword, sent on Enter or with the button. */
function SearchBox({
  model,
  filters,
  input,
}: {
  model: ListingsModel;
  filters: ListingsFilters;
  input: RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  // A search cleared (Clear filters) or restored from elsewhere shows in the box.
  const clears = model.clears.value;
  useEffect(() => setText(filters.q), [filters.q, clears]);
  return (
    <form
      class="listings__search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        model.search(text);
      }}
    >
      <label class="visually-hidden" for={id}>
        {t('shop.listings.search.label')}
      </label>
      <input
        id={id}
        ref={input}
        type="search"
        class="field__input listings__search-input"
        placeholder={t('shop.listings.search.placeholder')}
        maxLength={MAX_SEARCH_TEXT}
        autoComplete="off"
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <button type="submit" class="button button--primary">
        {t('shop.listings.search.submit')}
      </button>
    </form>
  );
}

function ClearFilters({ filters, onClear }: { filters: ListingsFilters; onClear: () => void }) {
  if (!hasActiveFilters(filters)) return null;
  return (
    <button type="button" class="button button--link" onClick={onClear}>
      {t('shop.listings.clearFilters')}
    </button>
  );
}

/** A phone's filters: a button (with how many are on) opening them in a dialog; Escape or "Show" closes it. */
function PhoneFilters({
  model,
  filters,
  clear,
}: {
  model: ListingsModel;
  filters: ListingsFilters;
  clear: () => void;
}) {
  const [open, setOpen] = useState(false);
  const show = useRef<HTMLButtonElement>(null);
  const on = filterPanelCount(filters);
  // The last answer's count (kept while the next loads); none before the first answer or after an error.
  const total = model.results.data.value?.total;
  return (
    <>
      <button type="button" class="button button--secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {on > 0 ? t('shop.listings.filtersCount', { count: String(on) }) : t('shop.listings.filters')}
      </button>
      <ClearFilters filters={filters} onClear={clear} />
      <Dialog
        open={open}
        title={t('shop.listings.filters')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <ClearFilters
              filters={filters}
              onClear={() => {
                model.clearFilters();
                show.current?.focus();
              }}
            />
            <button type="button" class="button button--primary" ref={show} onClick={() => setOpen(false)}>
              {total === undefined
                ? t('shop.listings.showAll')
                : total === 1
                  ? t('shop.listings.showOne')
                  : t('shop.listings.showMany', { count: formatNumber(total) })}
            </button>
          </>
        }
      >
        <form class="listings__filters" aria-label={t('shop.listings.filters')} onSubmit={(e) => e.preventDefault()}>
          {/* The page's own count is inert behind the modal: this one tells a screen reader what a change found. */}
          <p class="visually-hidden" role="status">
            {total !== undefined &&
              (total === 1
                ? t('shop.listings.matchOne')
                : t('shop.listings.matchMany', { count: formatNumber(total) }))}
          </p>
          <FilterPanel model={model} filters={filters} facets={model.results.data.value?.facets ?? null} />
        </form>
      </Dialog>
    </>
  );
}

/**
 * The count and the cards. `toolbar` (a phone's Filters button) shares the count's row and stays
 * there while loading, on an error and on no results, so the filters can always be changed.
 */
function Results({
  model,
  filters,
  clear,
  toolbar,
}: {
  model: ListingsModel;
  filters: ListingsFilters;
  clear: () => void;
  toolbar: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const state = model.results.state.value;
  const kept = model.results.data.value;
  // A new search keeps the last answer in view, marked busy, rather than flashing a spinner.
  const updating = state.status === 'loading' && kept !== undefined;
  const shown = updating ? kept : state.status === 'complete' ? state.data : undefined;
  const goTo = (page: number) => {
    model.goToPage(page);
    // Keyboard and screen-reader users start reading the new page from its top.
    heading.current?.focus();
  };
  return (
    <div class="listings__results" aria-busy={updating ? 'true' : 'false'}>
      <h2 class="visually-hidden" id={headingId} tabIndex={-1} ref={heading}>
        {t('shop.listings.results')}
      </h2>
      <div class="listings__head">
        {toolbar}
        <p class="listings__count" role="status">
          {shown &&
            shown.total > 0 &&
            (shown.total === 1
              ? t('shop.listings.countOne')
              : t('shop.listings.count', { ...rangeText(shown), total: formatNumber(shown.total) }))}
        </p>
      </div>
      <RemoteView
        state={updating ? { status: 'complete', data: kept } : state}
        retry={model.retry}
        label={t('shop.listings.loading')}
      >
        {(data) =>
          data.total === 0 ? (
            <EmptyResults filters={filters} clear={clear} />
          ) : (
            <>
              <ul class="listings__grid" aria-labelledby={headingId}>
                {data.items.map((vehicle) => (
                  <li key={vehicle.id}>
                    <ListingCard vehicle={vehicle}>
                      <ListingPayment payment={vehicle.payment} creditTier={data.creditTier} />
                    </ListingCard>
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

function EmptyResults({ filters, clear }: { filters: ListingsFilters; clear: () => void }) {
  return (
    <div class="empty-state" role="status">
      <p class="empty-state__title">{t('shop.listings.emptyTitle')}</p>
      <p class="muted">{t(hasActiveFilters(filters) ? 'shop.listings.emptyFiltered' : 'shop.listings.emptyStock')}</p>
      {hasActiveFilters(filters) && (
        <button type="button" class="button button--secondary" onClick={clear}>
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

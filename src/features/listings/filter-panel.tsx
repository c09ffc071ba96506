/**
 * The listings' filters: condition, sort, most per month, highest price, body style, year, mileage,
 * fuel and make. One form, shown as a column beside the results on a desktop and in a dialog on a
 * phone; every change searches at once (the results behind a phone's dialog update as it is used).
 */
import '../../lib/i18n/parts/validation.ts';
import { useEffect, useId, useState } from 'react';
import { formatNumber } from '../../lib/format.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import type { BodyStyle } from '../../contract/vehicle.ts';
import { SORTS, type SearchResult, type Sort } from '../../contract/listings.ts';
import type { ListingsModel } from './model.ts';
import {
  bodyStyleOptions,
  FILTER_BOUNDS,
  makeOptions,
  MILEAGE_OPTIONS,
  readDollars,
  stepsWith,
  yearOptions,
  type ListingsFilters,
  type NumberFilter,
} from './rules.ts';

const SORT_LABELS: Record<Sort, MessageKey> = {
  priceWithRebates: 'shop.sort.priceAsc',
  '-priceWithRebates': 'shop.sort.priceDesc',
  '-year': 'shop.sort.yearDesc',
  mileage: 'shop.sort.mileageAsc',
};

type Facets = SearchResult['facets'];
type Props = { model: ListingsModel; filters: ListingsFilters; facets: Facets | null };

export function FilterPanel({ model, filters, facets }: Props) {
  const electricCount = facets?.fuelTypes.find((f) => f.value === 'Electric')?.count;
  return (
    <>
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
      <Choice
        label={t('shop.listings.sort')}
        value={filters.sort}
        options={SORTS.map((sort) => [sort, t(SORT_LABELS[sort])])}
        onChange={(sort) => model.setSort(sort as Sort)}
      />
      <DollarLimit name="maxMonthly" label={t('shop.listings.maxMonthly')} value={filters.maxMonthly} model={model} />
      <DollarLimit name="maxPrice" label={t('shop.listings.maxPrice')} value={filters.maxPrice} model={model} />
      <Checks
        legend={t('shop.listings.bodyStyle')}
        rows={facets && bodyStyleOptions(facets.bodyStyles, filters.bodyStyles)}
        checked={(value) => filters.bodyStyles.includes(value as BodyStyle)}
        label={(value) => t(`shop.body.${value as BodyStyle}`)}
        toggle={(value) => model.toggleBodyStyle(value as BodyStyle)}
        loading={t('shop.listings.bodyStylesLoading')}
        none={t('shop.listings.noBodyStyles')}
      />
      <Choice
        label={t('shop.listings.year')}
        value={filters.minYear === null ? '' : String(filters.minYear)}
        options={[
          ['', t('shop.listings.anyYear')],
          ...stepsWith(yearOptions(new Date()), filters.minYear).map((year): [string, string] => [
            String(year),
            t('shop.listings.yearOrNewer', { year: String(year) }),
          ]),
        ]}
        onChange={(year) => model.setLimit('minYear', year === '' ? null : Number(year))}
      />
      <Choice
        label={t('shop.listings.mileage')}
        value={filters.maxMileage === null ? '' : String(filters.maxMileage)}
        options={[
          ['', t('shop.listings.anyMileage')],
          ...stepsWith(MILEAGE_OPTIONS, filters.maxMileage).map((miles): [string, string] => [
            String(miles),
            t('shop.listings.upToMiles', { miles: formatNumber(miles) }),
          ]),
        ]}
        onChange={(miles) => model.setLimit('maxMileage', miles === '' ? null : Number(miles))}
      />
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
      <Checks
        legend={t('shop.listings.make')}
        rows={facets && makeOptions(facets.makes, filters.makes)}
        checked={(value) => filters.makes.includes(value)}
        label={(value) => value}
        toggle={(value) => model.toggleMake(value)}
        loading={t('shop.listings.makesLoading')}
        none={t('shop.listings.noMakes')}
      />
    </>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {label}
      </label>
      <select id={id} class="field__input" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Ticks with their facet counts (a list is "loading" until the first answer gives them). */
function Checks({
  legend,
  rows,
  checked,
  label,
  toggle,
  loading,
  none,
}: {
  legend: string;
  rows: { value: string; count: number }[] | null;
  checked: (value: string) => boolean;
  label: (value: string) => string;
  toggle: (value: string) => void;
  /** What the group says before the first answer, and when the answer has nothing to tick. */
  loading: string;
  none: string;
}) {
  return (
    <fieldset class="filter-group">
      <legend class="filter-group__legend">{legend}</legend>
      {rows === null ? (
        <p class="muted">{loading}</p>
      ) : rows.length === 0 ? (
        <p class="muted">{none}</p>
      ) : (
        <ul class="check-list">
          {rows.map((row) => (
            <li key={row.value}>
              <label class="check">
                <input type="checkbox" checked={checked(row.value)} onChange={() => toggle(row.value)} />
                <span>
                  {label(row.value)} <span class="check__count">({formatNumber(row.count)})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * A most-dollars field: typed freely, applied on Enter or on leaving it; what is no whole-dollar
 * amount within bounds shows the spec's message and searches nothing (seed 000 §5 numeric, max_value).
 */
function DollarLimit({
  name,
  label,
  value,
  model,
}: {
  name: NumberFilter;
  label: string;
  value: number | null;
  model: ListingsModel;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  // Changed from elsewhere, or Clear filters: the field shows what is applied.
  const clears = model.clears.value;
  useEffect(() => {
    setDraft(value === null ? '' : String(value));
    setError(null);
  }, [value, clears]);
  const bounds = FILTER_BOUNDS[name];
  const commit = () => {
    const read = readDollars(draft, bounds);
    if ('error' in read) {
      setError(
        read.error === 'numeric'
          ? t('forms.numeric', { field: label })
          : read.error === 'min'
            ? t('forms.min', { min: formatNumber(bounds.min) })
            : t('forms.max', { max: formatNumber(bounds.max) }),
      );
      return;
    }
    setError(null);
    if (read.value !== value) model.setLimit(name, read.value);
  };
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {label}
      </label>
      <input
        id={id}
        class="field__input"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onInput={(e) => setDraft(e.currentTarget.value)}
        // On leaving the field, not each keystroke (compat's onChange is the input event).
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          commit();
        }}
      />
      <p id={`${id}-hint`} class="muted filter-hint">
        {t('shop.listings.dollarsHint')}
      </p>
      {error && (
        <p id={`${id}-error`} class="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

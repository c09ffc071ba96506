/**
 * The funnel: per dealer and campaign, per day or week, how many shoppers reached each stage, each
 * stage's conversion or rate per 100 widget opens and how fast leads were answered; as a chart (lazy: its library
 * comes only with this page's numbers), a table of the same numbers, and a CSV download.
 */
import { Suspense, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { FUNNEL_STAGES, type Funnel, type FunnelStage } from '../../../contract/workspace-funnel.ts';
import { retryingImport } from '../../../lib/chunk-retry.ts';
import { lazyComponent } from '../../../lib/ui/lazy-component.tsx';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { intlLocale, t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { SelectField, TextField } from '../../lib/fields.tsx';
import { kindLabel } from '../../lib/labels.ts';
import { ErrorPanel, Loading, PageTitle } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { funnelCsvUrl, type FunnelFilters } from './api.ts';
import { createFunnelModel, filtersFromSearch, isEmptyFunnel, searchOf, type FunnelModel } from './funnel-model.ts';

const FunnelChart = lazyComponent(retryingImport(() => import('./funnel-chart.tsx')));

const stageLabel = (s: FunnelStage): string => t(`funnel.stage.${s}` as MessageKey);
const number = (n: number) => n.toLocaleString(intlLocale());
const percent = (rate: number | null) =>
  rate === null ? '—' : rate.toLocaleString(intlLocale(), { style: 'percent', maximumFractionDigits: 1 });
/** A share of the stage named, or a rate per 100 opens that claims no funnel step (the server says which). */
function conversionText(c: Funnel['conversions'][number] | undefined, labels: Record<FunnelStage, string>): string {
  if (!c || c.rate === null) return '—';
  if (c.measure === 'conversion')
    return t('funnel.conversionOf', {
      percent: percent(c.rate),
      stage: labels[c.from].toLocaleLowerCase(intlLocale()),
    });
  return t('funnel.perHundredOpens', {
    count: (c.rate * 100).toLocaleString(intlLocale(), { maximumFractionDigits: 1 }),
  });
}
const minutes = (m: number | null) => (m === null ? '—' : t('funnel.minutes', { count: number(m) }));
/** A period's first day as the member reads dates ("Mar 2, 2026"), the day itself not shifted by zones. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(intlLocale(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export default function FunnelPage({ model: given }: { model?: FunnelModel }) {
  const { session, navigate } = useWorkspaceEnv();
  const dealers = session.me.value?.dealers ?? [];
  const search = useSearch();
  const filters = given?.filters ?? filtersFromSearch(search, dealers);
  const key = filters ? searchOf(filters) : '';
  const model = usePageModel(
    () =>
      given ??
      (filters ? createFunnelModel({ filters, onUnauthorized: () => session.expire() }) : { load: () => undefined }),
    [key],
  ) as FunnelModel | { load: () => undefined };
  if (!filters || !('state' in model)) {
    return (
      <>
        <PageTitle>{t('funnel.title')}</PageTitle>
        <p class="ws-empty">{t('funnel.noDealers')}</p>
      </>
    );
  }
  const state = model.state.value;
  const funnel = state.status === 'complete' ? state.data : null;
  return (
    <>
      <PageTitle>{t('funnel.title')}</PageTitle>
      <Filters
        key={key}
        filters={filters}
        dealers={dealers}
        campaigns={funnel?.campaigns ?? (filters.campaign ? [filters.campaign] : [])}
        onApply={(next) => navigate(`${href('funnel')}?${searchOf(next)}`)}
      />
      {state.status === 'error' ? (
        <ErrorPanel message={state.message} onRetry={() => void model.retry()} />
      ) : !funnel ? (
        <Loading />
      ) : (
        <>
          <div class="ws-toolbar">
            <a class="ws-button" href={funnelCsvUrl(filters)} download>
              {t('funnel.csv')}
            </a>
          </div>
          {isEmptyFunnel(funnel) ? <p class="ws-empty">{t('funnel.empty')}</p> : <FunnelNumbers funnel={funnel} />}
        </>
      )}
    </>
  );
}

function Filters(props: {
  filters: FunnelFilters;
  dealers: readonly { id: string; name: string }[];
  campaigns: readonly string[];
  onApply: (f: FunnelFilters) => void;
}) {
  const [draft, setDraft] = useState<FunnelFilters>(props.filters);
  const set = (name: keyof FunnelFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value || undefined }) as FunnelFilters);
  return (
    <form
      class="ws-filters"
      aria-label={t('funnel.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        props.onApply(draft);
      }}
    >
      {props.dealers.length > 1 && (
        <SelectField
          label={t('inbox.dealer')}
          name="dealer"
          value={draft.dealer}
          onValue={set('dealer')}
          options={props.dealers.map((d) => ({ value: d.id, label: d.name }))}
        />
      )}
      <SelectField
        label={t('funnel.campaign')}
        name="campaign"
        value={draft.campaign ?? ''}
        onValue={set('campaign')}
        options={[
          { value: '', label: t('funnel.anyCampaign') },
          ...props.campaigns.map((c) => ({ value: c, label: c })),
        ]}
      />
      <TextField label={t('inbox.from')} name="from" type="date" value={draft.from} onValue={set('from')} required />
      <TextField label={t('inbox.to')} name="to" type="date" value={draft.to} onValue={set('to')} required />
      <SelectField
        label={t('funnel.by')}
        name="by"
        value={draft.by}
        onValue={set('by')}
        options={[
          { value: 'day', label: t('funnel.byDay') },
          { value: 'week', label: t('funnel.byWeek') },
        ]}
      />
      <div class="ws-filters__actions">
        <button type="submit" class="ws-button ws-button--primary">
          {t('inbox.apply')}
        </button>
      </div>
    </form>
  );
}

function FunnelNumbers({ funnel }: { funnel: Funnel }) {
  const labels = useMemo(
    () => Object.fromEntries(FUNNEL_STAGES.map((s) => [s, stageLabel(s)])) as Record<FunnelStage, string>,
    [t('funnel.stage.opens')],
  );
  return (
    <>
      <section class="ws-funnel__summary" aria-labelledby="funnel-summary">
        <h2 id="funnel-summary">{t('funnel.summary')}</h2>
        <table class="ws-table ws-table--cards">
          <caption class="ws-visually-hidden">{t('funnel.summaryCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('funnel.col.stage')}</th>
              <th scope="col">{t('funnel.col.total')}</th>
              <th scope="col">{t('funnel.col.conversion')}</th>
            </tr>
          </thead>
          <tbody>
            {FUNNEL_STAGES.map((s, i) => (
              <tr key={s}>
                <th scope="row" data-label={t('funnel.col.stage')}>
                  <span class={`ws-swatch ws-swatch--${s}`} aria-hidden="true" /> {labels[s]}
                </th>
                <td data-label={t('funnel.col.total')}>{number(funnel.totals[s])}</td>
                <td data-label={t('funnel.col.conversion')}>
                  {i === 0
                    ? '—'
                    : conversionText(
                        funnel.conversions.find((c) => c.to === s),
                        labels,
                      )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p class="ws-muted">{t('funnel.ratesNote')}</p>
        <dl class="ws-facts">
          <dt>{t('funnel.responseMedian')}</dt>
          <dd>{minutes(funnel.responseMinutes.median)}</dd>
          <dt>{t('funnel.responseP90')}</dt>
          <dd>{minutes(funnel.responseMinutes.p90)}</dd>
          <dt>{t('funnel.answered')}</dt>
          <dd>{number(funnel.responseMinutes.answered)}</dd>
        </dl>
        {funnel.leadsByKind.length > 0 && (
          <>
            <h3>{t('funnel.leadsByKind')}</h3>
            <ul class="ws-funnel__kinds">
              {funnel.leadsByKind.map((k) => (
                <li key={k.kind}>
                  {kindLabel(k.kind)}: {number(k.count)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <figure class="ws-chart">
        <figcaption>{t('funnel.chartCaption')}</figcaption>
        <Suspense fallback={<Loading />}>
          <FunnelChart funnel={funnel} labels={labels} />
        </Suspense>
      </figure>
      <section aria-labelledby="funnel-periods">
        <h2 id="funnel-periods">{funnel.by === 'week' ? t('funnel.perWeek') : t('funnel.perDay')}</h2>
        <div class="ws-scroll" tabIndex={0} role="region" aria-labelledby="funnel-periods">
          <table class="ws-table ws-funnel__periods">
            <caption class="ws-visually-hidden">{t('funnel.periodsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{funnel.by === 'week' ? t('funnel.col.week') : t('funnel.col.day')}</th>
                {FUNNEL_STAGES.map((s) => (
                  <th key={s} scope="col">
                    {labels[s]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {funnel.periods.map((p) => (
                <tr key={p.start}>
                  <th scope="row">{dayLabel(p.start)}</th>
                  {FUNNEL_STAGES.map((s) => (
                    <td key={s}>{number(p.counts[s])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** The leads inbox: filters kept in the URL, the leads newest first (cards on a phone), live arrivals on top. */
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { LEAD_KINDS } from '../../../contract/bridge-protocol.ts';
import { LEAD_SEARCH_MAX, LEAD_STATUSES, type LeadRow } from '../../../contract/workspace.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { plural, t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { SelectField, TextField } from '../../lib/fields.tsx';
import { formatDateTime, formatDuration } from '../../lib/format.ts';
import { deliveryLabel, kindLabel, statusLabel } from '../../lib/labels.ts';
import { CardTable, ErrorPanel, Loading, PageTitle, ShowOlder } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { filtersFromSearch, hasFilters, searchOf, type LeadFilters } from './filters.ts';
import { createInboxModel, type InboxModel } from './inbox-model.ts';

export default function InboxPage({ model: given }: { model?: InboxModel }) {
  const env = useWorkspaceEnv();
  const search = searchOf(filtersFromSearch(useSearch()));
  const filters = filtersFromSearch(search);
  const model = usePageModel(
    () =>
      given ?? createInboxModel({ filters, openStream: env.openStream, onUnauthorized: () => env.session.expire() }),
    [search],
  );
  return (
    <>
      <PageTitle>{t('inbox.title')}</PageTitle>
      <FilterForm key={search} filters={filters} />
      <LiveStatus model={model} />
      <Leads model={model} filters={filters} />
    </>
  );
}

function FilterForm({ filters }: { filters: LeadFilters }) {
  const { navigate, session } = useWorkspaceEnv();
  const dealers = session.me.value?.dealers ?? [];
  // A draft of the filters: the URL (and the list) change on Apply, not on every key.
  const [draft, setDraft] = useState<Record<string, string>>({ ...(filters as Record<string, string>) });
  const set = (name: string) => (value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const any = (label: string) => ({ value: '', label });
  return (
    <form
      class="ws-filters"
      aria-label={t('inbox.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(withSearch(searchOf(filtersFromSearch(new URLSearchParams(draft).toString()))));
      }}
    >
      <SelectField
        label={t('inbox.kind')}
        name="kind"
        value={draft['kind'] ?? ''}
        onValue={set('kind')}
        options={[any(t('inbox.anyKind')), ...LEAD_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))]}
      />
      <SelectField
        label={t('inbox.status')}
        name="status"
        value={draft['status'] ?? ''}
        onValue={set('status')}
        options={[
          any(t('inbox.anyStatus')),
          ...LEAD_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
        ]}
      />
      {dealers.length > 1 && (
        <SelectField
          label={t('inbox.dealer')}
          name="dealer"
          value={draft['dealer'] ?? ''}
          onValue={set('dealer')}
          options={[any(t('inbox.anyDealer')), ...dealers.map((d) => ({ value: d.id, label: d.name }))]}
        />
      )}
      <TextField label={t('inbox.from')} name="from" type="date" value={draft['from'] ?? ''} onValue={set('from')} />
      <TextField label={t('inbox.to')} name="to" type="date" value={draft['to'] ?? ''} onValue={set('to')} />
      <TextField
        label={t('inbox.search')}
        hint={t('inbox.searchHint')}
        name="q"
        type="search"
        maxLength={LEAD_SEARCH_MAX}
        value={draft['q'] ?? ''}
        onValue={set('q')}
      />
      <div class="ws-filters__actions">
        <button type="submit" class="ws-button ws-button--primary">
          {t('inbox.apply')}
        </button>
        {hasFilters(filters) && (
          <Link href={href('inbox')} class="ws-button ws-button--link">
            {t('inbox.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}

const withSearch = (search: string) => (search ? `${href('inbox')}?${search}` : href('inbox'));

/** Arrivals are announced politely and never take the focus; a broken stream says so, small. */
function LiveStatus({ model }: { model: InboxModel }) {
  const live = model.live.value;
  const arrived = model.arrived.value;
  return (
    <div class="ws-live">
      <p class="ws-visually-hidden" aria-live="polite" aria-atomic="true">
        {arrived > 0 ? plural('inbox.newLeads', arrived) : ''}
      </p>
      <p class="ws-live__status" role="status">
        {live === 'paused' && t('inbox.livePaused')}
        {live === 'stopped' && t('inbox.liveStopped')}
      </p>
      {live === 'stopped' && (
        <button type="button" class="ws-button ws-button--link" onClick={model.reconnect}>
          {t('inbox.reconnect')}
        </button>
      )}
    </div>
  );
}

function Leads({ model, filters }: { model: InboxModel; filters: LeadFilters }) {
  const state = model.state.value;
  const leads = model.leads.value;
  if (state.status === 'error') return <ErrorPanel message={state.message} onRetry={() => void model.retry()} />;
  if (state.status !== 'complete' && leads.length === 0) return <Loading label={t('inbox.loading')} />;
  if (leads.length === 0) return <p class="ws-empty">{t('inbox.empty')}</p>;
  const older = model.older.value;
  return (
    <>
      <LeadTable leads={leads} fresh={model.fresh.value} filters={filters} />
      <ShowOlder
        older={older}
        hasOlder={model.hasOlder.value}
        label={t('inbox.showOlder')}
        onMore={() => void model.loadOlder()}
      />
    </>
  );
}

function LeadTable({
  leads,
  fresh,
  filters,
}: {
  leads: readonly LeadRow[];
  fresh: ReadonlySet<string>;
  filters: LeadFilters;
}) {
  const columns = [
    t('inbox.col.when'),
    t('inbox.col.kind'),
    t('inbox.col.shopper'),
    t('inbox.col.vehicle'),
    t('inbox.col.dealer'),
    t('inbox.col.status'),
    t('inbox.col.owner'),
    t('inbox.col.delivery'),
    t('inbox.col.firstResponse'),
  ];
  return (
    <CardTable caption={t('inbox.caption')} columns={columns}>
      {leads.map((lead) => (
        <tr key={lead.id} class={fresh.has(lead.id) ? 'ws-row--fresh' : undefined}>
          <td data-label={columns[0]}>{formatDateTime(lead.createdAt)}</td>
          <td data-label={columns[1]}>
            {kindLabel(lead.kind)}
            {lead.thread.events > 1 && (
              <span class="ws-thread-note">
                {plural('inbox.threadEvents', lead.thread.events)} ·{' '}
                {t('inbox.threadLatest', {
                  kind: kindLabel(lead.thread.lastKind),
                  at: formatDateTime(lead.thread.lastAt),
                })}
              </span>
            )}
          </td>
          <td data-label={columns[2]} class="ws-table__primary">
            <Link href={href('lead', { id: lead.id }, filters)}>{lead.shopper.name || t('lead.noName')}</Link>
            {fresh.has(lead.id) && <span class="ws-badge">{t('inbox.newBadge')}</span>}
          </td>
          <td data-label={columns[3]}>{lead.vehicle ?? t('lead.noVehicle')}</td>
          <td data-label={columns[4]}>{lead.dealer.name}</td>
          <td data-label={columns[5]}>
            <span class={`ws-status ws-status--${lead.status.toLowerCase()}`}>{statusLabel(lead.status)}</span>
          </td>
          <td data-label={columns[6]}>{lead.owner?.name ?? t('lead.unassigned')}</td>
          <td data-label={columns[7]}>{deliveryLabel(lead.delivery)}</td>
          <td data-label={columns[8]}>
            {lead.firstResponseAt === null
              ? t('lead.noResponseShort')
              : formatDuration(lead.firstResponseAt - lead.createdAt)}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}

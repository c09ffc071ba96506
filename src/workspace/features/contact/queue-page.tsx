/** The contact center: the member's dealers' contact requests by status, each with its details and its work. */
import { useRef } from 'react';
import { Link, useSearch } from 'wouter';
import {
  CONTACT_STATUSES,
  OUTCOME_MAX,
  type ContactRequest,
  type ContactStatus,
} from '../../../contract/workspace-contact.ts';
import { formatPhone } from '../../../contract/format.ts';
import type { StaffMe } from '../../../contract/workspace.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert, SelectField, TextAreaField, focusFirstInvalid } from '../../lib/fields.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { ErrorPanel, Loading, PageTitle, ShowOlder } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { seesAudit } from '../shell/index.ts';
import { contactKindLabel, contactStatusLabel, shopperClock, shopperNow } from './labels.ts';
import { createQueueModel, type QueueModel } from './queue-model.ts';

/** 'ALL' in the URL: any status; none: the open ones, what an agent starts from. */
const ANY = 'ALL';
type StatusChoice = ContactStatus | typeof ANY;

function filtersOf(search: string, me: StaffMe | null): { dealer: string | undefined; status: StatusChoice } {
  const params = new URLSearchParams(search);
  const asked = params.get('dealer') ?? '';
  const dealer = me?.dealers.some((d) => d.id === asked) ? asked : undefined;
  const status = params.get('status');
  return {
    dealer,
    status: status === ANY || CONTACT_STATUSES.includes(status as ContactStatus) ? (status as StatusChoice) : 'OPEN',
  };
}

export default function QueuePage({ model: given }: { model?: QueueModel }) {
  const { session, navigate } = useWorkspaceEnv();
  const me = session.me.value;
  const { dealer, status } = filtersOf(useSearch(), me);
  const model = usePageModel(
    () =>
      given ??
      createQueueModel({
        dealer,
        status: status === ANY ? undefined : status,
        onUnauthorized: () => session.expire(),
      }),
    [dealer, status],
  );
  const dealers = me?.dealers ?? [];
  const go = (next: { dealer?: string | undefined; status: StatusChoice }) =>
    navigate(
      href(
        'contact',
        {},
        {
          ...(next.dealer ? { dealer: next.dealer } : {}),
          ...(next.status !== 'OPEN' ? { status: next.status } : {}),
        },
      ),
    );
  return (
    <>
      <PageTitle>{t('contact.title')}</PageTitle>
      <div class="ws-toolbar" role="group" aria-label={t('contact.filters')}>
        <SelectField
          label={t('contact.status')}
          name="status"
          value={status}
          onValue={(value) => go({ dealer, status: value as StatusChoice })}
          options={[
            ...CONTACT_STATUSES.map((s) => ({ value: s, label: contactStatusLabel(s) })),
            { value: ANY, label: t('contact.anyStatus') },
          ]}
        />
        {dealers.length > 1 && (
          <SelectField
            label={t('contact.dealer')}
            name="dealer"
            value={dealer ?? ''}
            onValue={(value) => go({ dealer: value || undefined, status })}
            options={[
              { value: '', label: t('contact.anyDealer') },
              ...dealers.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        )}
        {me && seesAudit(me) && (
          <Link href={href('contactHours', {}, dealer ? { dealer } : {})} class="ws-button ws-button--link">
            {t('contact.hoursLink')}
          </Link>
        )}
      </div>
      <p class="ws-visually-hidden" aria-live="polite" aria-atomic="true">
        {model.announcement.value}
      </p>
      <Queue model={model} me={me} />
    </>
  );
}

function Queue({ model, me }: { model: QueueModel; me: StaffMe | null }) {
  const state = model.state.value;
  const requests = model.requests.value;
  if (state.status === 'error') return <ErrorPanel message={state.message} onRetry={() => void model.retry()} />;
  if (state.status !== 'complete') return <Loading label={t('contact.loading')} />;
  if (requests.length === 0) return <p class="ws-empty">{t('contact.empty')}</p>;
  const older = model.older.value;
  return (
    <>
      <ul class="ws-requests" aria-label={t('contact.listLabel')}>
        {requests.map((r) => (
          <li key={r.id}>
            <RequestCard request={r} model={model} me={me} />
          </li>
        ))}
      </ul>
      <ShowOlder
        older={older}
        hasOlder={model.hasOlder.value}
        label={t('contact.showOlder')}
        onMore={() => void model.loadOlder()}
      />
    </>
  );
}

function RequestCard({ request: r, model, me }: { request: ContactRequest; model: QueueModel; me: StaffMe | null }) {
  const name = r.shopper.name || t('contact.noName');
  const kind = contactKindLabel(r.kind);
  const headingId = `request-${r.id}`;
  const work = model.work(r.id);
  const mine = r.claim?.by.id === me?.id;
  // Managers (and admins) may free or close a request someone else holds; agents only their own.
  const mayWork = r.status === 'CLAIMED' && (mine || (me !== null && seesAudit(me)));
  const now = shopperNow(r.shopper.timeZone);
  return (
    <article class="ws-request" aria-labelledby={headingId}>
      <h2 id={headingId} class="ws-request__title">
        {kind}: {name}
      </h2>
      <p class={`ws-request__status ws-request__status--${r.status.toLowerCase()}`}>
        {contactStatusLabel(r.status)}
        {r.dealer.name && <span class="ws-muted"> · {r.dealer.name}</span>}
      </p>
      <dl class="ws-facts">
        <dt>{t('contact.received')}</dt>
        <dd>{formatDateTime(r.createdAt)}</dd>
        {r.shopper.phone && (
          <>
            <dt>{t('contact.phone')}</dt>
            <dd>
              <a href={`tel:${r.shopper.phone.replace(/[^\d+]/g, '')}`}>
                {formatPhone(r.shopper.phone) || r.shopper.phone}
              </a>
            </dd>
          </>
        )}
        {r.shopper.email && (
          <>
            <dt>{t('contact.email')}</dt>
            <dd>
              <a href={`mailto:${r.shopper.email}`}>{r.shopper.email}</a>
            </dd>
          </>
        )}
        {r.scheduledAt !== null && (
          <>
            <dt>{t('contact.scheduled')}</dt>
            <dd>{formatDateTime(r.scheduledAt)}</dd>
          </>
        )}
        <dt>{t('contact.shopperTime')}</dt>
        <dd>
          {shopperClock(r)}
          {now && <span class="ws-muted"> · {t('contact.shopperNow', { time: now })}</span>}
        </dd>
        <dt>{t('contact.vehicle')}</dt>
        <dd>{r.vehicle ?? t('contact.noVehicle')}</dd>
        {r.dealId && (
          <>
            <dt>{t('contact.deal')}</dt>
            <dd>
              <Link href={href('deal', { id: r.dealId })}>{t('contact.openDeal')}</Link>
            </dd>
          </>
        )}
        <dt>{t('contact.campaign')}</dt>
        <dd>{r.campaign}</dd>
      </dl>
      <h3 class="ws-request__subtitle">{t('contact.question')}</h3>
      {/* The shopper's words as text: pre-wrapped, never markup. */}
      {r.question ? <p class="ws-pre">{r.question}</p> : <p class="ws-muted">{t('contact.noQuestion')}</p>}
      {r.claim && r.status !== 'DONE' && (
        <p class="ws-request__claim">
          {mine
            ? t('contact.claimedByYou', { at: formatDateTime(r.claim.at) })
            : t('contact.claimedBy', { name: r.claim.by.name, at: formatDateTime(r.claim.at) })}
        </p>
      )}
      {r.status === 'DONE' && <Outcome request={r} />}
      <FormAlert message={work.error} />
      {r.status === 'OPEN' && (
        <div class="ws-actions">
          <button
            type="button"
            class="ws-button ws-button--primary"
            aria-label={t('contact.claimFor', { kind, name })}
            aria-disabled={work.busy}
            onClick={() => void model.claim(r.id)}
          >
            {t('contact.claim')}
          </button>
        </div>
      )}
      {mayWork && <DoneForm request={r} model={model} kind={kind} name={name} />}
    </article>
  );
}

function Outcome({ request: r }: { request: ContactRequest }) {
  if (!r.outcome) return <p class="ws-muted">{t('contact.doneNoOutcome')}</p>;
  return (
    <div class="ws-request__outcome">
      <h3 class="ws-request__subtitle">{t('contact.outcome')}</h3>
      <p class="ws-pre">{r.outcome.note}</p>
      <p class="ws-muted">
        {t('contact.doneBy', { name: r.outcome.by?.name ?? '—', at: formatDateTime(r.outcome.at) })}
      </p>
    </div>
  );
}

function DoneForm({
  request: r,
  model,
  kind,
  name,
}: {
  request: ContactRequest;
  model: QueueModel;
  kind: string;
  name: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const work = model.work(r.id);
  return (
    <form
      ref={formRef}
      class="ws-request__done"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.markDone(r.id).then((ok) => ok || focusFirstInvalid(formRef.current));
      }}
    >
      <TextAreaField
        label={t('contact.outcomeLabel')}
        hint={t('contact.outcomeHint')}
        name="outcome"
        required
        rows={3}
        maxLength={OUTCOME_MAX}
        value={work.outcome}
        error={work.outcomeError}
        onValue={(value) => model.setOutcome(r.id, value)}
      />
      <div class="ws-actions">
        <button
          type="submit"
          class="ws-button ws-button--primary"
          aria-label={t('contact.markDoneFor', { kind, name })}
          aria-disabled={work.busy}
        >
          {t('contact.markDone')}
        </button>
        <button
          type="button"
          class="ws-button"
          aria-label={t('contact.releaseFor', { kind, name })}
          aria-disabled={work.busy}
          onClick={() => void model.release(r.id)}
        >
          {t('contact.release')}
        </button>
      </div>
    </form>
  );
}

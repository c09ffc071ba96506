/** A lead: who, what and where it went, and its work: status, owner and notes. */
import { useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { LEAD_STATUSES, LOST_REASON_MAX, NOTE_MAX, type LeadDetail } from '../../../contract/workspace.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { FormAlert, SelectField, TextAreaField, TextField, focusFirstInvalid } from '../../lib/fields.tsx';
import { formatDateTime, formatDuration, formatIsoTime } from '../../lib/format.ts';
import { deliveryLabel, kindLabel, statusLabel } from '../../lib/labels.ts';
import { PageTitle, RecordPage } from '../../lib/page.tsx';
import { href } from '../../routes.ts';
import { filtersFromSearch } from './filters.ts';
import { createLeadModel, notesInOrder, type LeadModel } from './lead-model.ts';

export default function LeadPage({ params, model: given }: { params: { id?: string }; model?: LeadModel }) {
  const { session } = useWorkspaceEnv();
  const id = params.id ?? '';
  const model = usePageModel(() => given ?? createLeadModel({ id, onUnauthorized: () => session.expire() }), [id]);
  // The inbox's filters came along in the query: the way back keeps them.
  const back = href('inbox', {}, filtersFromSearch(useSearch()));
  return (
    <>
      <p class="ws-back">
        <Link href={back}>{t('lead.back')}</Link>
      </p>
      <RecordPage
        state={model.lead.value}
        title={t('title.lead')}
        notFound={{ title: t('lead.notFound'), body: t('lead.notFoundBody') }}
        onRetry={() => void model.load()}
      >
        {(lead) => <Lead lead={lead} model={model} />}
      </RecordPage>
    </>
  );
}

function Lead({ lead, model }: { lead: LeadDetail; model: LeadModel }) {
  return (
    <>
      <PageTitle>{t('lead.title', { name: lead.shopper.name || t('lead.noName') })}</PageTitle>
      <p class="ws-lead__response">
        {lead.firstResponseAt === null
          ? t('lead.noResponse')
          : t('lead.firstResponse', { duration: formatDuration(lead.firstResponseAt - lead.createdAt) })}
      </p>
      <div class="ws-lead">
        <div class="ws-lead__facts">
          <section aria-labelledby="lead-shopper">
            <h2 id="lead-shopper">{t('lead.shopper')}</h2>
            <dl class="ws-facts">
              <dt>{t('lead.name')}</dt>
              <dd>{lead.shopper.name || t('lead.noName')}</dd>
              <dt>{t('lead.email')}</dt>
              <dd>{lead.shopper.email ? <a href={`mailto:${lead.shopper.email}`}>{lead.shopper.email}</a> : '—'}</dd>
              <dt>{t('lead.phone')}</dt>
              <dd>
                {lead.shopper.phone ? (
                  <a href={`tel:${lead.shopper.phone.replace(/[^\d+]/g, '')}`}>{lead.shopper.phone}</a>
                ) : (
                  '—'
                )}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="lead-about">
            <h2 id="lead-about">{t('lead.about')}</h2>
            <dl class="ws-facts">
              <dt>{t('lead.vehicle')}</dt>
              <dd>{lead.vehicle ?? t('lead.noVehicle')}</dd>
              <dt>{t('lead.kind')}</dt>
              <dd>{kindLabel(lead.kind)}</dd>
              <dt>{t('lead.campaign')}</dt>
              <dd>{lead.campaign}</dd>
              <dt>{t('lead.dealer')}</dt>
              <dd>{lead.dealer.name}</dd>
              <dt>{t('lead.created')}</dt>
              <dd>{formatDateTime(lead.createdAt)}</dd>
            </dl>
            {lead.dealId && (
              <p>
                <Link href={href('deal', { id: lead.dealId })}>{t('lead.openDeal')}</Link>
              </p>
            )}
            <h3>{t('lead.comments')}</h3>
            {/* The shopper's words as text: pre-wrapped, never markup. */}
            {lead.comments ? <p class="ws-pre">{lead.comments}</p> : <p class="ws-muted">{t('lead.noComments')}</p>}
          </section>
          <Updates lead={lead} />
          <section aria-labelledby="lead-consents">
            <h2 id="lead-consents">{t('lead.consents')}</h2>
            {lead.consents.length === 0 ? (
              <p class="ws-muted">{t('lead.noConsents')}</p>
            ) : (
              <ul class="ws-list">
                {lead.consents.map((consent) => (
                  <li key={`${consent.kind}-${consent.version}-${consent.givenAt}`}>
                    {t('lead.consent', {
                      kind: consent.kind,
                      version: consent.version,
                      at: formatIsoTime(consent.givenAt),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Delivery lead={lead} />
        </div>
        <div class="ws-lead__work">
          <WorkForm lead={lead} model={model} />
          <Notes lead={lead} model={model} />
        </div>
      </div>
    </>
  );
}

function Updates({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="lead-thread">
      <h2 id="lead-thread">{t('lead.thread')}</h2>
      <p class="ws-muted">{t('lead.threadHint')}</p>
      {lead.updates.length === 0 ? (
        <p>{t('lead.noUpdates')}</p>
      ) : (
        <ol class="ws-list ws-thread">
          {lead.updates.map((update) => (
            <li key={update.seq}>
              <p class="ws-thread__head">
                {t('lead.update', {
                  kind: kindLabel(update.kind),
                  at: formatDateTime(update.createdAt),
                  delivery: deliveryLabel(update.delivery),
                })}
              </p>
              {/* The shopper's words as text: pre-wrapped, never markup. */}
              {update.comments && <p class="ws-pre">{update.comments}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Delivery({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="lead-delivery">
      <h2 id="lead-delivery">{t('lead.delivery')}</h2>
      <p>{t('lead.deliveryStatus', { status: deliveryLabel(lead.delivery) })}</p>
      {lead.tries.length > 0 && (
        <ol class="ws-list">
          {lead.tries.map((attempt) => (
            <li key={attempt.attempt}>
              {t('lead.try', {
                attempt: attempt.attempt,
                at: formatDateTime(attempt.startedAt),
                outcome: attempt.outcome ? t(`lead.outcome.${attempt.outcome}`) : t('lead.outcome.running'),
              })}
              {attempt.detail && <span class="ws-muted"> — {attempt.detail}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function WorkForm({ lead, model }: { lead: LeadDetail; model: LeadModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, submitting } = model.work;
  const lost = values.value.status === 'LOST';
  return (
    <section aria-labelledby="lead-work">
      <h2 id="lead-work">{t('lead.work')}</h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.save().then((ok) => ok || focusFirstInvalid(formRef.current));
        }}
      >
        <FormAlert message={formError.value} />
        <SelectField
          label={t('lead.status')}
          name="status"
          value={values.value.status}
          error={fieldErrors.value.status}
          onValue={(value) => model.setWork('status', value as (typeof LEAD_STATUSES)[number])}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        />
        {lost && (
          <TextField
            label={t('lead.lostReason')}
            name="lostReason"
            required
            maxLength={LOST_REASON_MAX}
            value={values.value.lostReason}
            error={fieldErrors.value.lostReason}
            onValue={(value) => model.setWork('lostReason', value)}
          />
        )}
        <SelectField
          label={t('lead.owner')}
          name="ownerId"
          value={values.value.ownerId}
          error={fieldErrors.value.ownerId}
          onValue={(value) => model.setWork('ownerId', value)}
          options={[
            { value: '', label: t('lead.unassigned') },
            ...lead.staff.map((member) => ({ value: member.id, label: member.name })),
          ]}
        />
        <div class="ws-actions">
          <button type="submit" class="ws-button ws-button--primary" aria-disabled={submitting.value}>
            {t('lead.save')}
          </button>
          <p class="ws-status" role="status">
            {model.saved.value ? t('lead.saved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}

function Notes({ lead, model }: { lead: LeadDetail; model: LeadModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { values, fieldErrors, formError, submitting } = model.note;
  const notes = notesInOrder(lead);
  return (
    <section aria-labelledby="lead-notes">
      <h2 id="lead-notes">{t('lead.notes')}</h2>
      {notes.length === 0 ? (
        <p class="ws-muted">{t('lead.noNotes')}</p>
      ) : (
        <ol class="ws-notes">
          {notes.map((note) => (
            <li key={note.id} class="ws-note">
              <p class="ws-note__meta">
                {t('lead.noteBy', { author: note.author, at: formatDateTime(note.createdAt) })}
              </p>
              <p class="ws-pre">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.addNote().then((ok) => ok || focusFirstInvalid(formRef.current));
        }}
      >
        <FormAlert message={formError.value} />
        <TextAreaField
          label={t('lead.addNoteLabel')}
          name="body"
          required
          maxLength={NOTE_MAX}
          value={values.value.body}
          error={fieldErrors.value.body}
          onValue={(value) => model.setNote(value)}
        />
        <button type="submit" class="ws-button" aria-disabled={submitting.value}>
          {t('lead.addNote')}
        </button>
      </form>
    </section>
  );
}

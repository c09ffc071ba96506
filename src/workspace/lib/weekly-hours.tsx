/**
 * The weekly-hours editor of a managers' page (call-center hours, showroom hours): a day per row with its
 * opening and closing time or Closed, the server's problem on each bad day summed up above, and the
 * document's history and revert below.
 */
import { useId, useRef, useState } from 'react';
import { HOURS_WEEKDAYS, type DealerHoursAnswer, type HoursWeekday } from '../../contract/workspace-contact.ts';
import { usePageModel } from '../../lib/use-page-model.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { isForbidden } from './failure.ts';
import { FormAlert } from './fields.tsx';
import { ErrorPanel, Loading } from './page.tsx';
import { SettingsHistory } from './settings-history.tsx';
import type { WeeklyHoursModel } from './weekly-hours-model.ts';

const dayName = (day: HoursWeekday) => t(`day.${day}` as MessageKey);

export function DealerWeeklyHours({
  dealerId,
  kind,
  title,
  intro,
  create,
}: {
  dealerId: string;
  /** The settings document's kind, for its history. */
  kind: string;
  title: string;
  /** The sentence above the week: whose hours, in which zone, what they govern. */
  intro: (answer: DealerHoursAnswer) => string;
  /** The dealer's model (a test hands in its own). */
  create: () => WeeklyHoursModel;
}) {
  const model = usePageModel(create, [dealerId]);
  const [saves, setSaves] = useState(0);
  return (
    <>
      <WeeklyHoursForm model={model} intro={intro} onSaved={() => setSaves((n) => n + 1)} />
      {/* Apart from the form, so reading the restored week again keeps the history and its status. */}
      <SettingsHistory
        title={t('history.titleOf', { what: title })}
        kind={kind}
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.retry()}
      />
    </>
  );
}

function WeeklyHoursForm({
  model,
  intro,
  onSaved,
}: {
  model: WeeklyHoursModel;
  intro: (answer: DealerHoursAnswer) => string;
  onSaved: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const state = model.state.value;
  const days = model.days.value;
  if (state.status === 'error')
    return (
      <ErrorPanel message={state.message} onRetry={isForbidden(state.error) ? undefined : () => void model.retry()} />
    );
  if (state.status !== 'complete' || !days) return <Loading />;
  const errors = model.dayErrors.value;
  const bad = HOURS_WEEKDAYS.filter((day) => errors[day]);
  return (
    <form
      ref={formRef}
      class="ws-hours"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.save().then((ok) => {
          if (ok) onSaved();
          // The summary takes the focus, so the member hears what to fix first.
          else setTimeout(() => formRef.current?.querySelector<HTMLElement>('.ws-hours__summary')?.focus(), 0);
        });
      }}
    >
      <p>{intro(state.data)}</p>
      <FormAlert message={model.formError.value} />
      {bad.length > 0 && (
        <div class="ws-alert ws-hours__summary" role="alert" tabIndex={-1}>
          <p>{t('hours.notSaved')}</p>
          <ul>
            {bad.map((day) => (
              <li key={day}>
                <a href={`#hours-${day}-open`}>
                  {dayName(day)}: {errors[day]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {HOURS_WEEKDAYS.map((day) => (
        <DayRow key={day} day={day} model={model} />
      ))}
      <div class="ws-actions">
        <button type="submit" class="ws-button ws-button--primary" aria-disabled={model.saving.value}>
          {t('hours.save')}
        </button>
        <p class="ws-status" role="status">
          {model.saved.value ? t('hours.saved') : ''}
        </p>
      </div>
    </form>
  );
}

function DayRow({ day, model }: { day: HoursWeekday; model: WeeklyHoursModel }) {
  const value = model.days.value![day];
  const error = model.dayErrors.value[day];
  const errorId = `${useId()}-error`;
  const name = dayName(day);
  const described = error ? { 'aria-describedby': errorId } : {};
  const time = (part: 'open' | 'close') => (
    <div class="ws-field ws-hours__time">
      <label class="ws-field__label" for={`hours-${day}-${part}`}>
        {part === 'open' ? t('hours.opens') : t('hours.closes')}
        <span class="ws-visually-hidden"> {t('hours.onDay', { day: name })}</span>
      </label>
      <input
        id={`hours-${day}-${part}`}
        name={`${day}-${part}`}
        class="ws-input"
        type="time"
        value={value[part]}
        disabled={value.closed}
        aria-invalid={error ? 'true' : 'false'}
        {...described}
        onInput={(event) => model.setDay(day, { [part]: event.currentTarget.value })}
      />
    </div>
  );
  return (
    <fieldset class="ws-hours__day">
      <legend>{name}</legend>
      <div class="ws-hours__row">
        {time('open')}
        {time('close')}
        <div class="ws-field ws-field--check ws-hours__closed">
          <input
            id={`hours-${day}-closed`}
            name={`${day}-closed`}
            type="checkbox"
            checked={value.closed}
            {...described}
            onChange={(event) => model.setDay(day, { closed: event.currentTarget.checked })}
          />
          <label for={`hours-${day}-closed`}>
            {t('hours.closed')}
            <span class="ws-visually-hidden"> {t('hours.onDay', { day: name })}</span>
          </label>
        </div>
      </div>
      {error && (
        <p id={errorId} class="ws-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

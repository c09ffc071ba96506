/** A dealer's weekly call-center hours, for its managers (and platform admins); an agent is told it is not theirs. */
import { useId, useRef, useState } from 'react';
import { HOURS_WEEKDAYS, type HoursWeekday } from '../../../contract/workspace-contact.ts';
import { usePageModel } from '../../../lib/use-page-model.ts';
import { t, type MessageKey } from '../../i18n/index.ts';
import { useWorkspaceEnv } from '../../lib/env.tsx';
import { ManagersPage } from '../../lib/managers-page.tsx';
import { isForbidden } from '../../lib/failure.ts';
import { FormAlert } from '../../lib/fields.tsx';
import { ErrorPanel, Loading } from '../../lib/page.tsx';
import { SettingsHistory } from '../../lib/settings-history.tsx';
import { href } from '../../routes.ts';
import { createHoursModel, type HoursModel } from './hours-model.ts';

const dayName = (day: HoursWeekday) => t(`day.${day}` as MessageKey);

export default function HoursPage({ model }: { model?: HoursModel }) {
  return (
    <ManagersPage
      route="contactHours"
      title={t('hours.title')}
      back={{ href: href('contact'), label: t('hours.back'), above: true }}
    >
      {(dealer) => <DealerHours key={dealer.id} dealerId={dealer.id} {...(model ? { model } : {})} />}
    </ManagersPage>
  );
}

function DealerHours({ dealerId, model: given }: { dealerId: string; model?: HoursModel }) {
  const { session } = useWorkspaceEnv();
  const model = usePageModel(
    () => given ?? createHoursModel({ dealerId, onUnauthorized: () => session.expire() }),
    [dealerId],
  );
  const [saves, setSaves] = useState(0);
  return (
    <>
      <HoursForm model={model} onSaved={() => setSaves((n) => n + 1)} />
      <SettingsHistory
        title={t('history.titleOf', { what: t('hours.title') })}
        kind="dealer-hours"
        id={dealerId}
        refreshKey={saves}
        onReverted={() => void model.retry()}
      />
    </>
  );
}

function HoursForm({ model, onSaved }: { model: HoursModel; onSaved: () => void }) {
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
      <p>{t('hours.intro', { dealer: state.data.dealer.name, zone: state.data.timeZone })}</p>
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

function DayRow({ day, model }: { day: HoursWeekday; model: HoursModel }) {
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

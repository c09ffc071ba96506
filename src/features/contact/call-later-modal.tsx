/**
 * Seed 001 §2 "Call-me-later modal": a day picker from the earliest day, Time (enabled once a day is
 * chosen), Question/Comments (once day and time are), the phone, and 'Go'; then 'Thank You' with the
 * day and time and an edit icon back to the form. Opened from 'Reschedule', it edits that call-back.
 */
import '../../lib/i18n/parts/contact.ts';
import { useId, useRef } from 'react';
import { locale, t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { SelectField } from '../../lib/ui/select-field.tsx';
import { TextAreaField } from '../../lib/ui/text-area-field.tsx';
import { PhoneField } from '../../lib/ui/phone-field.tsx';
import { QUESTION_MAX } from '../../contract/contact.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { ContactDone, ContactLoadError, ContactLoading, focusFirstInvalid } from './contact-parts.tsx';
import type { ContactModalProps } from './contact-modal-props.ts';
import { useKnownDetails } from '../known-details/index.ts';
import { closeContactModal, showContact } from './index.ts';
import { createCallLaterModel, slotOptions, type CallLaterModel } from './model.ts';
import { callBackDayLabel, contactErrorMessage } from './rules.ts';
import { usePageModel } from '../../lib/use-page-model.ts';

export default function CallLaterModal({ request, scope, userTimeZone }: ContactModalProps) {
  const known = useKnownDetails();
  const model = usePageModel(
    () => createCallLaterModel({ scope, userTimeZone, reschedule: request.upcoming, known }),
    [],
  );
  const view = model.view.value;
  const confirmed = model.confirmed.value;
  const body = useRef<HTMLDivElement>(null);

  function edit() {
    model.edit();
    // Back on the form, the shopper lands on the day they chose (the edit icon is gone).
    setTimeout(() => body.current?.querySelector<HTMLElement>('input[type="radio"]:checked')?.focus(), 0);
  }

  return (
    <Dialog
      open
      title={t('contact.callLater.title')}
      onClose={closeContactModal}
      size="small"
      {...(view === 'done'
        ? {
            actions: (
              <button type="button" class="button button--primary" onClick={closeContactModal}>
                {t('common.close')}
              </button>
            ),
          }
        : {})}
    >
      <div ref={body}>
        {view === 'loading' && <ContactLoading />}
        {view === 'error' && (
          <ContactLoadError message={t(contactErrorMessage('call'))} onRetry={() => void model.load()} />
        )}
        {view === 'form' && <CallLaterForm model={model} />}
        {view === 'done' && confirmed && (
          <ContactDone title={t('contact.callLater.thankYou')}>
            <p class="contact-done__when">
              {t('contact.callLater.when', {
                day: callBackDayLabel(confirmed.callBackDate, locale.value),
                time: confirmed.callBackTime,
              })}
              <button
                type="button"
                class="button button--icon contact-done__edit"
                aria-label={t('contact.callLater.edit')}
                title={t('contact.callLater.edit')}
                onClick={edit}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path
                    fill="currentColor"
                    d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
                  />
                </svg>
              </button>
            </p>
          </ContactDone>
        )}
      </div>
    </Dialog>
  );
}

function CallLaterForm({ model }: { model: CallLaterModel }) {
  const formRef = useRef<HTMLFormElement>(null);
  const { form } = model;
  const busy = form.submitting.value;
  const enabled = model.enabled.value;
  const ids = { timeHint: useId(), questionHint: useId() };

  async function onSubmit(event: Event) {
    event.preventDefault();
    const result = await model.submit();
    if (result.status !== 'success') focusFirstInvalid(formRef.current);
  }

  if (model.days.value.length === 0) {
    return (
      <div class="contact-closed" role="status">
        <p>{t('contact.callLater.noDays')}</p>
        <button
          type="button"
          class="button button--primary"
          aria-haspopup="dialog"
          onClick={() => showContact({ view: 'email' })}
        >
          {t('contact.action.email')}
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} class="contact-form" noValidate onSubmit={onSubmit} aria-label={t('contact.callLater.title')}>
      <DayPicker model={model} />
      <SelectField
        form={form}
        name="callBackTime"
        options={slotOptions(model.slots.value)}
        placeholder={t('contact.callLater.timePlaceholder')}
        required
        disabled={!enabled.time}
        describedBy={enabled.time ? undefined : ids.timeHint}
      />
      {!enabled.time && (
        <p id={ids.timeHint} class="field__hint">
          {t('contact.callLater.timeHint')}
        </p>
      )}
      <TextAreaField
        form={form}
        name="question"
        maxLength={QUESTION_MAX}
        rows={3}
        disabled={!enabled.question}
        describedBy={enabled.question ? undefined : ids.questionHint}
      />
      {!enabled.question && (
        <p id={ids.questionHint} class="field__hint">
          {t('contact.callLater.questionHint')}
        </p>
      )}
      <PhoneField form={form} name="phoneNumber" required />
      <FormErrors messages={form.formError.value} />
      <button type="submit" class="button button--primary contact-form__submit" aria-busy={busy}>
        {busy ? t('contact.sending') : t('contact.callLater.submit')}
      </button>
    </form>
  );
}

/** The days as radio buttons: one tab stop, arrow keys move between days. */
function DayPicker({ model }: { model: CallLaterModel }) {
  const { form } = model;
  const id = useId();
  const error = form.fieldError('callBackDate');
  const chosen = form.values.value.callBackDate;
  const lang = locale.value;
  return (
    <fieldset
      class="field day-picker"
      aria-invalid={error ? 'true' : 'false'}
      {...(error ? { 'aria-describedby': `${id}-error` } : {})}
    >
      <legend class="field__label">{form.label('callBackDate')}</legend>
      <div class="day-picker__days">
        {model.days.value.map((day) => (
          <label key={day} class="day-picker__day">
            <input
              type="radio"
              name="callBackDate"
              value={day}
              checked={chosen === day}
              required
              onChange={() => model.setDay(day)}
            />
            <span>{callBackDayLabel(day, lang, 'short')}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} class="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

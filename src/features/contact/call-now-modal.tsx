/**
 * Seed 001 §2 "Call-me-now modal" 'Please call me': a spinner while the call center's hours load,
 * then the phone form (a logged-out shopper gives first and last name too) or the closed message;
 * 'Call in Queue' once asked. Closed, a signed-in shopper is offered Schedule a Call instead.
 */
import '../../lib/i18n/parts/contact.ts';
import { useRef } from 'react';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { TextField } from '../../lib/ui/text-field.tsx';
import { PhoneField } from '../../lib/ui/phone-field.tsx';
import { useSession } from '../auth/index.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { ContactDone, ContactLoadError, ContactLoading, focusFirstInvalid } from './contact-parts.tsx';
import type { ContactModalProps } from './contact-modal-props.ts';
import { useKnownDetails } from '../known-details/index.ts';
import { closeContactModal, showContact } from './index.ts';
import { createCallNowModel } from './model.ts';
import { callCenterClosedMessage, contactErrorMessage } from './rules.ts';
import { usePageModel } from '../../lib/use-page-model.ts';

export default function CallNowModal({ scope, userTimeZone }: ContactModalProps) {
  const session = useSession();
  const isLoggedIn = session.isLoggedIn.value;
  const known = useKnownDetails();
  const model = usePageModel(() => createCallNowModel({ scope, userTimeZone, isLoggedIn, known }), []);
  const formRef = useRef<HTMLFormElement>(null);
  const { form } = model;
  const view = model.view.value;
  const busy = form.submitting.value;

  async function onSubmit(event: Event) {
    event.preventDefault();
    const result = await model.submit();
    if (result.status !== 'success') focusFirstInvalid(formRef.current);
  }

  const closeButton = (
    <button type="button" class="button button--secondary" onClick={closeContactModal}>
      {t('common.close')}
    </button>
  );

  return (
    <Dialog
      open
      title={t('contact.callNow.title')}
      onClose={closeContactModal}
      size="small"
      {...(view === 'queued' || (view === 'closed' && !isLoggedIn) ? { actions: closeButton } : {})}
    >
      {view === 'loading' && <ContactLoading />}
      {view === 'error' && (
        <ContactLoadError message={t(contactErrorMessage('call'))} onRetry={() => void model.load()} />
      )}
      {view === 'closed' && (
        <div class="contact-closed" role="status">
          <p>{t(callCenterClosedMessage(isLoggedIn))}</p>
          {isLoggedIn && (
            <button
              type="button"
              class="button button--primary"
              aria-haspopup="dialog"
              onClick={() => showContact({ view: 'callLater' })}
            >
              {t('contact.action.scheduleCall')}
            </button>
          )}
        </div>
      )}
      {view === 'queued' && (
        <ContactDone title={t('contact.callNow.queued')}>
          <p>{t('contact.callNow.queuedText', { phone: form.values.value.phoneNumber })}</p>
        </ContactDone>
      )}
      {view === 'form' && (
        <form ref={formRef} class="contact-form" noValidate onSubmit={onSubmit} aria-label={t('contact.callNow.title')}>
          <p class="contact-form__lede">{t('contact.callNow.lede')}</p>
          {!isLoggedIn && (
            <div class="contact-form__row">
              <TextField form={form} name="firstName" autoComplete="given-name" required maxLength={50} />
              <TextField form={form} name="lastName" autoComplete="family-name" required maxLength={50} />
            </div>
          )}
          <PhoneField form={form} name="phoneNumber" required />
          <FormErrors messages={form.formError.value} />
          <button type="submit" class="button button--primary contact-form__submit" aria-busy={busy}>
            {busy ? t('contact.sending') : t('contact.callNow.submit')}
          </button>
        </form>
      )}
    </Dialog>
  );
}

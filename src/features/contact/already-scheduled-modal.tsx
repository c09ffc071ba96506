/**
 * Seed 001 §2 and §4: a signed-in shopper with a call-back to come sees 'You've already scheduled a
 * call back' and 'Talk to you then!' with its day and time; 'Reschedule' opens call-later on it.
 */
import '../../lib/i18n/parts/contact.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import type { ContactModalProps } from './contact-modal-props.ts';
import { closeContactModal, showContact } from './index.ts';
import { callBackDayLabel, rescheduleRequest } from './rules.ts';

export default function AlreadyScheduledModal({ request }: ContactModalProps) {
  const upcoming = request.upcoming;
  return (
    <Dialog
      open
      title={t('contact.scheduled.title')}
      onClose={closeContactModal}
      size="small"
      actions={
        <>
          <button type="button" class="button button--secondary" onClick={closeContactModal}>
            {t('common.close')}
          </button>
          {upcoming && (
            <button
              type="button"
              class="button button--primary"
              aria-haspopup="dialog"
              onClick={() => showContact(rescheduleRequest(upcoming))}
            >
              {t('contact.scheduled.reschedule')}
            </button>
          )}
        </>
      }
    >
      <p class="contact-done__title">{t('contact.scheduled.then')}</p>
      {upcoming && (
        <p>
          {t('contact.callLater.when', {
            day: callBackDayLabel(upcoming.callBackDate, locale.value),
            time: upcoming.callBackTime,
          })}
        </p>
      )}
    </Dialog>
  );
}

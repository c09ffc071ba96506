/**
 * The chat modal 'How can we help?' (seed 001 §2): the personal shopper card (name, with us since
 * 2016, the Spanish-speaking note) and the ways to reach them. Its own chunk, loaded on first open.
 */
import '../../lib/i18n/parts/contact.ts';
import { useId } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { formatPhone } from '../../contract/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import { useSession } from '../auth/index.ts';
import type { ContactModalProps } from './contact-modal-props.ts';
import { closeContactModal, showContact } from './index.ts';
import { createUpcomingCheck, type UpcomingCheck } from './model.ts';
import {
  CHAT_MODAL_ACTION_LABELS,
  chatButtonMessage,
  chatModalActions,
  PERSONAL_SHOPPER,
  type ChatModalAction,
} from './rules.ts';

export default function ChatModal({ scope, userTimeZone }: ContactModalProps) {
  const session = useSession();
  const { context } = useEnv();
  const errorId = useId();
  const check = usePageModel(() => createUpcomingCheck({ scope, userTimeZone, onDecided: showContact }), []);
  const actions = chatModalActions({ isLoggedIn: session.isLoggedIn.value });
  const digits = (context.dealer?.phoneNumber || context.campaign.phoneNumber || '').replace(/\D/g, '');
  const busy = check.busy.value;
  const error = check.error.value;
  return (
    <Dialog open title={t('contact.chat.title')} onClose={closeContactModal} size="small">
      <PersonalShopperCard />
      <ul class="contact-actions">
        {actions.map((action) => {
          const checking = busy && check.pending.value === CHECKED[action];
          return (
            <li key={action}>
              <button
                type="button"
                class="button button--primary contact-actions__button"
                aria-haspopup="dialog"
                // Not `disabled`: a disabled button drops keyboard focus out of the dialog.
                aria-disabled={busy}
                aria-busy={checking}
                {...(error && check.pending.value === CHECKED[action] ? { 'aria-describedby': errorId } : {})}
                onClick={() => !busy && press(action, check)}
              >
                {checking && <span class="spinner spinner--small" aria-hidden="true" />}
                {t(CHAT_MODAL_ACTION_LABELS[action])}
              </button>
            </li>
          );
        })}
      </ul>
      {error && (
        <ErrorState as="p" id={errorId}>
          {error}
        </ErrorState>
      )}
      {/* A person is always one tap away, whatever else fails. */}
      {digits.length === 10 && (
        <p class="contact-phone">
          <a href={`tel:${digits}`} class="button button--secondary">
            {t('contact.callUs', { phone: formatPhone(digits) })}
          </a>
        </p>
      )}
    </Dialog>
  );
}

/** The call flows a button starts once the upcoming call-back is known (seed 001 §4). */
const CHECKED: Partial<Record<ChatModalAction, 'callNow' | 'callLater'>> = {
  callNow: 'callNow',
  scheduleCall: 'callLater',
};

function press(action: ChatModalAction, check: UpcomingCheck): void {
  switch (action) {
    case 'chat':
      window.alert(t(chatButtonMessage()));
      return;
    case 'email':
      showContact({ view: 'email' });
      return;
    case 'requestCall':
      showContact({ view: 'callNow' });
      return;
    case 'callNow':
      void check.start('callNow');
      return;
    case 'scheduleCall':
      void check.start('callLater');
  }
}

function PersonalShopperCard() {
  const nameId = useId();
  const { name, startYear } = PERSONAL_SHOPPER;
  return (
    <section class="shopper-card" aria-labelledby={nameId}>
      <div class="shopper-card__avatar" aria-hidden="true">
        {initials(name)}
      </div>
      <div>
        <p class="shopper-card__label muted">{t('contact.shopper.label')}</p>
        <h3 id={nameId} class="shopper-card__name">
          {name}
        </h3>
        <p class="shopper-card__since">{t('contact.shopper.since', { year: startYear })}</p>
        <p class="shopper-card__spanish">{t('contact.shopper.spanish', { name })}</p>
        <p class="shopper-card__intro">{t('contact.shopper.intro')}</p>
      </div>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

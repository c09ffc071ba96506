/**
 * The chat modal 'How can we help?' (seed 001 §2): the personal shopper card (name, with us since
 * 2016, the Spanish-speaking note) and the ways to reach them. Its own chunk, loaded on first open.
 */
import '../../lib/i18n/parts/contact.ts';
import { useId } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { formatPhone } from '../../lib/format.ts';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { useSession } from '../auth/index.ts';
import {
  CHAT_MODAL_ACTION_LABELS,
  chatButtonMessage,
  chatModalActions,
  PERSONAL_SHOPPER,
  type ChatModalAction,
} from './rules.ts';
import { closeContactModal, type ContactFlows } from './index.ts';

export default function ChatModal({ flows }: { flows: ContactFlows }) {
  const session = useSession();
  const { context } = useEnv();
  const actions = chatModalActions({ isLoggedIn: session.isLoggedIn.value }).filter(
    (action) => action === 'chat' || flows[action] !== undefined,
  );
  const digits = (context.dealer?.phoneNumber || context.campaign.phoneNumber || '').replace(/\D/g, '');
  return (
    <Dialog open title={t('contact.chat.title')} onClose={closeContactModal} size="small">
      <PersonalShopperCard />
      {/* A person is always one tap away, also before the email and call-back flows exist. */}
      {digits.length === 10 && (
        <p class="contact-phone">
          <a href={`tel:${digits}`} class="button button--secondary">
            {t('contact.callUs', { phone: formatPhone(digits) })}
          </a>
        </p>
      )}
      {actions.length > 0 && (
        <ul class="contact-actions">
          {actions.map((action) => (
            <li key={action}>
              <button
                type="button"
                class="button button--primary contact-actions__button"
                onClick={() => press(action, flows)}
              >
                {t(CHAT_MODAL_ACTION_LABELS[action])}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

function press(action: ChatModalAction, flows: ContactFlows): void {
  if (action === 'chat') {
    window.alert(t(chatButtonMessage()));
    return;
  }
  // Each flow is a modal of its own: this one steps aside for it.
  closeContactModal();
  flows[action]?.();
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

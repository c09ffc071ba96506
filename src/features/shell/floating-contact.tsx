/**
 * Seed 001 §2 "Contact button and tour hint": the floating contact button of campaigns with a
 * call center; after 10 s of inactivity the tour hint points at it. Clicking opens the chat modal.
 */
import { useEffect } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { openContactModal } from '../contact/index.ts';
import { TourPoint, useTour } from '../tour/index.ts';
import { CONTACT_HINT_INACTIVITY_MS, watchInactivity } from './inactivity.ts';
import { showFloatingContact } from './rules.ts';

/** A `_session` step: the hint comes back in a new session, not on every page. */
export const CONTACT_HINT_STEP = '_sessionContactHint';

export function FloatingContact() {
  const { context } = useEnv();
  const tour = useTour();
  const visible = showFloatingContact(context);

  useEffect(() => {
    if (!visible) return;
    const stop = watchInactivity(CONTACT_HINT_INACTIVITY_MS, () => {
      tour.add(CONTACT_HINT_STEP);
      // The 10 s of inactivity are the whole wait (seed 001 §2, §9): no tour start delay on top.
      tour.start({ now: true });
    });
    return () => {
      stop();
      tour.remove(CONTACT_HINT_STEP);
    };
  }, [visible, tour]);

  if (!visible) return null;
  return (
    <div class="floating-contact">
      <TourPoint name={CONTACT_HINT_STEP} dim class="floating-contact__hint">
        <p>{t('tour.contactHint')}</p>
      </TourPoint>
      <button
        type="button"
        class="floating-contact__button"
        aria-label={t('banner.contact.open')}
        aria-haspopup="dialog"
        onClick={openContactModal}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M6.6 10.8a15.2 15.2 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
          />
        </svg>
      </button>
    </div>
  );
}

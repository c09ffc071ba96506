/** "Estimate payments": starts a deal for the vehicle, then opens it (deal or no-profile deal route). */
import { useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import { useSession } from '../auth/index.ts';
import { createDeal } from './create-deal.ts';
import { estimatePaymentsRoute } from './rules.ts';

type Props = {
  vehicleId: string;
  /** Id of the element naming the vehicle, so each card's button says which car it is for. */
  describedBy?: string;
  class?: string;
};

export function EstimatePaymentsButton({ vehicleId, describedBy, class: className }: Props) {
  const { navigate } = useEnv();
  const { isLoggedIn } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { dealId } = await createDeal(vehicleId);
      navigate(estimatePaymentsRoute(dealId, isLoggedIn.value));
    } catch (e) {
      setError([t('shop.estimate.failed'), ...errorMessages(e)].join(' '));
    } finally {
      // Also after navigating: the leave guard of the page may have kept the shopper here.
      setBusy(false);
    }
  }

  return (
    <div class="estimate">
      <button
        type="button"
        class={`button button--primary ${className ?? ''}`}
        aria-busy={busy ? 'true' : 'false'}
        aria-disabled={busy ? 'true' : 'false'}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        onClick={start}
      >
        {busy && <span class="spinner spinner--small" aria-hidden="true" />}
        {busy ? t('shop.estimate.busy') : t('shop.estimate.start')}
      </button>
      {error && (
        <p class="estimate__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

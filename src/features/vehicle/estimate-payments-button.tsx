/**
 * "Estimate payments": starts a deal for the vehicle, then opens it (deal or no-profile deal route). Another
 * start of a deal (Reserve this vehicle) gives its own words, where the deal opens and a line under it.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'react';
import { useEnv } from '../../lib/env.tsx';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { errorMessages } from '../../lib/remote-data.ts';
import { useSession } from '../auth/index.ts';
import { createDeal } from './create-deal.ts';
import { estimatePaymentsRoute } from './rules.ts';

type Props = {
  vehicleId: string;
  /** Id of the element naming the vehicle, so each card's button says which car it is for. */
  describedBy?: string;
  class?: string;
  variant?: 'primary' | 'secondary';
  /** Where the new deal opens, signed in or not; the deal page by default. */
  to?: (dealId: string, loggedIn: boolean) => string;
  words?: { start: MessageKey; busy: MessageKey; failed: MessageKey };
  children?: ComponentChildren;
};

const ESTIMATE = { start: 'shop.estimate.start', busy: 'shop.estimate.busy', failed: 'shop.estimate.failed' } as const;

export function EstimatePaymentsButton({
  vehicleId,
  describedBy,
  class: className = '',
  variant = 'primary',
  to = estimatePaymentsRoute,
  words = ESTIMATE,
  children,
}: Props) {
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
      navigate(to(dealId, isLoggedIn.value));
    } catch (e) {
      setError([t(words.failed), ...errorMessages(e)].join(' '));
    } finally {
      // Also after navigating: the leave guard of the page may have kept the shopper here.
      setBusy(false);
    }
  }

  return (
    <div class="estimate">
      <button
        type="button"
        class={`button button--${variant} ${className}`}
        aria-busy={busy ? 'true' : 'false'}
        aria-disabled={busy ? 'true' : 'false'}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        onClick={start}
      >
        {busy && <span class="spinner spinner--small" aria-hidden="true" />}
        {busy ? t(words.busy) : t(words.start)}
      </button>
      {children}
      {error && (
        <p class="estimate__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

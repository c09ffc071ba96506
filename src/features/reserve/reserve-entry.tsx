/**
 * "Reserve this vehicle" on the deal page: shown when the vehicle's dealer takes deposits, with the amount and
 * its refund rule; "Reserved" in its place while another shopper holds the car; the shopper's own reservation
 * once there is one. A visitor signs in first and comes back to the reserve page with the same deal.
 * It and the finishing step come in a chunk of their own, loaded by the deal's finishing steps.
 */
import '../../lib/i18n/parts/reserve-summary.ts';
import { Link } from 'wouter';
import { href } from '../../contract/route-table.ts';
import { t } from '../../lib/i18n/index.ts';
import { SignInLink, useSession } from '../auth/index.ts';
import { useRemote } from '../../lib/ui/remote-view.tsx';
import { getReservationStanding, type ReservationStanding } from './api.ts';
import { canReserve } from './rules.ts';
import { offerLine, ReservationSummaryView, ReservedBadge, showsSummary } from './summary.tsx';

export function ReserveEntry({ dealId, answer }: { dealId: string; answer: ReservationStanding }) {
  const { isLoggedIn } = useSession();
  const own = answer.reservation;
  if (own && showsSummary(own) && own.paidAt)
    return (
      <div class="card reserve-entry">
        <ReservationSummaryView summary={own} dealId={dealId} />
      </div>
    );
  if (answer.reservedByOther)
    return (
      <div class="card reserve-entry">
        <ReservedBadge />
        <p>{t('reserveSummary.reservedByOther')}</p>
      </div>
    );
  if (!answer.offer || !canReserve(answer)) return null;
  const to = href('reserve', { dealId });
  return (
    <div class="card reserve-entry">
      <p class="reserve-entry__offer">{offerLine(answer.offer)}</p>
      {isLoggedIn.value ? (
        <Link href={to} class="button button--primary">
          {t('reserveSummary.button')}
        </Link>
      ) : (
        <SignInLink class="button button--primary" target={to}>
          {t('reserveSummary.button')}
        </SignInLink>
      )}
    </div>
  );
}

/** The dealer's offer and who holds the car, asked once per deal page for the entry and the step. */
function useStanding(dealId: string): ReservationStanding | null {
  const state = useRemote((signal) => getReservationStanding(dealId, signal), [dealId]).state;
  return state.status === 'complete' ? state.data : null;
}

/** The deal page's entry: nothing until the dealer's offer is known (or when the question fails). */
export function ReserveEntryPart({ dealId }: { dealId: string }) {
  const answer = useStanding(dealId);
  return answer && <ReserveEntry dealId={dealId} answer={answer} />;
}

/** "Reserve this vehicle" in the finishing steps' list, where the deal may reserve. */
export function ReserveStep({ dealId }: { dealId: string }) {
  const answer = useStanding(dealId);
  if (!answer || !canReserve(answer)) return null;
  return (
    <li>
      <Link href={href('reserve', { dealId })}>{t('reserveSummary.button')}</Link>
      <p class="muted">{t('reserveSummary.finishHint')}</p>
    </li>
  );
}

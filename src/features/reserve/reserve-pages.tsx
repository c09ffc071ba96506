/**
 * Reserve it's two pages, one chunk: the reserve page (`/deals/{dealId}/reserve`: the vehicle, the deposit, the
 * hold and the refund rule in plain words, the provider's card form and our Pay button, each state in its own
 * words) and the reserved page (`/deals/{dealId}/reservation`, reloadable: what was paid, until when it holds and
 * refunds, and cancel-and-refund inside the window).
 */
import '../../lib/i18n/parts/reserve.ts';
import '../../lib/i18n/parts/reserve-summary.ts';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { href, type RouteName } from '../../contract/route-table.ts';
import type { ReservationAnswer } from '../../contract/reservation.ts';
import { useEnv } from '../../lib/env.tsx';
import { t } from '../../lib/i18n/index.ts';
import { Dialog } from '../../lib/ui/dialog.tsx';
import { ErrorState } from '../../lib/ui/error-state.tsx';
import { PageHeading } from '../../lib/ui/page-heading.tsx';
import { RemoteView, useRemote } from '../../lib/ui/remote-view.tsx';
import { usePageModel } from '../../lib/use-page-model.ts';
import { SignInLink, useSession } from '../auth/index.ts';
import { vehicleTitle } from '../vehicle/index.ts';
import { getDealVehicle } from './api.ts';
import { CardFieldFrame } from './card-field.tsx';
import { ReservationModel, ReserveModel } from './model.ts';
import { declineWords } from './rules.ts';
import { formatDateTime, formatDay, formatDeposit } from './summary.tsx';

export default function ReservePages({
  params,
  route,
}: {
  params: Record<string, string | undefined>;
  route?: RouteName | undefined;
}) {
  const dealId = params['dealId'] ?? '';
  const { isLoggedIn } = useSession();
  const reserved = route === 'reservation';
  return (
    <section class="page reserve">
      <PageHeading>{t(reserved ? 'reservation.heading' : 'reserve.heading')}</PageHeading>
      {!isLoggedIn.value ? (
        <SignInFirst />
      ) : reserved ? (
        <ReservationBody dealId={dealId} />
      ) : (
        <ReserveBody dealId={dealId} />
      )}
    </section>
  );
}

/** A deposit's receipt goes to an account: a visitor signs in and comes back here, with the same deal. */
function SignInFirst() {
  return (
    <div class="reserve__sign-in">
      <p>{t('reserve.signIn')}</p>
      <SignInLink class="button button--primary">{t('reserveSummary.signIn')}</SignInLink>
    </div>
  );
}

function VehicleLine({ dealId }: { dealId: string }) {
  const state = useRemote((signal) => getDealVehicle(dealId, signal), [dealId]).state;
  if (state.status !== 'complete') return null;
  const { vehicle } = state.data;
  return (
    <p class="reserve__vehicle">
      <span class="muted">{t('reserve.vehicle')}: </span>
      {vehicleTitle(vehicle)} {vehicle.trim}
    </p>
  );
}

function BackToDeal({ dealId }: { dealId: string }) {
  return <Link href={href('deal', { dealId })}>{t('reserve.backToDeal')}</Link>;
}

function ReserveBody({ dealId }: { dealId: string }) {
  const model = usePageModel(() => new ReserveModel(dealId), [dealId]);
  const { navigate } = useEnv();
  const phase = model.phase.value;
  useEffect(() => {
    if (phase === 'succeeded') navigate(href('reservation', { dealId }), { replace: true });
  }, [phase]);
  return (
    <RemoteView state={model.answer.state.value} retry={model.retry} label={t('reserve.loading')}>
      {(answer) => (
        <>
          <VehicleLine dealId={dealId} />
          <ReserveState model={model} answer={answer} dealId={dealId} />
        </>
      )}
    </RemoteView>
  );
}

function ReserveState({ model, answer, dealId }: { model: ReserveModel; answer: ReservationAnswer; dealId: string }) {
  const phase = model.phase.value;
  const offer = answer.offer;
  if (phase === 'reserved-by-other')
    return (
      <div class="reserve__other">
        <h2>{t('reserve.reservedHeading')}</h2>
        <p role="status">{t('reserveSummary.reservedByOther')}</p>
        <BackToDeal dealId={dealId} />
      </div>
    );
  if (phase === 'no-offer' || !offer)
    return (
      <div>
        <p>{t('reserve.noOffer')}</p>
        <BackToDeal dealId={dealId} />
      </div>
    );
  if (phase === 'refunded' || phase === 'expired' || phase === 'succeeded')
    return (
      <div>
        <p role="status">
          {t(
            phase === 'refunded' ? 'reserve.refunded' : phase === 'expired' ? 'reserve.expired' : 'reserve.processing',
          )}
        </p>
        {phase === 'expired' && (
          <button type="button" class="button button--primary" onClick={() => void model.reserveAgain()}>
            {t('reserve.reserveAgain')}
          </button>
        )}{' '}
        <BackToDeal dealId={dealId} />
      </div>
    );
  const payment = model.payment.value;
  const reservation = model.reservation.value;
  const paying = model.paying.value;
  const failure = model.failure.value;
  const declined = phase === 'declined' && reservation;
  const words = declined ? declineWords(reservation) : null;
  return (
    <>
      <p>{t('reserve.lead')}</p>
      <dl class="reserve__terms">
        <div>
          <dt>{t('reserve.deposit')}</dt>
          <dd>{formatDeposit(offer.amountCents)}</dd>
        </div>
        <div>
          <dt>{t('reserve.holdLength')}</dt>
          <dd>{t('reserve.holdHours', { hours: offer.holdHours })}</dd>
        </div>
        <div>
          <dt>{t('reserve.refundLabel')}</dt>
          <dd>
            {offer.refundDays > 0 ? t('reserve.refundRule', { days: offer.refundDays }) : t('reserve.refundNone')}
          </dd>
        </div>
      </dl>
      <h2>{t('reserve.card.heading')}</h2>
      <p class="muted">{t('reserve.card.note')}</p>
      {payment ? (
        <CardFieldFrame client={payment} attach={model.attachField} onResult={model.fieldResult} />
      ) : failure ? null : (
        <div class="page-loading" role="status">
          <span class="spinner" aria-hidden="true" />
          {t('reserve.card.loading')}
        </div>
      )}
      {/* The page's live region: each state in its own words as it changes. */}
      <div class="reserve__state" role="status" aria-live="polite">
        {phase === 'processing' && paying && t('reserve.processing')}
        {phase === 'challenge' && t('reserve.challenge')}
      </div>
      {words && (
        <div class="reserve__declined" role="alert">
          <p>{t('reserve.declined', { reason: 'key' in words ? t(words.key) : words.text })}</p>
          <p>{t(payment ? 'reserve.declinedRetry' : 'reserve.reserveAgain')}</p>
        </div>
      )}
      {failure && <ErrorState messages={failure} onRetry={payment ? undefined : () => void model.retryStart()} />}
      {payment ? (
        <button
          type="button"
          class="button button--primary reserve__pay"
          disabled={paying}
          aria-busy={paying ? 'true' : 'false'}
          onClick={model.pay}
        >
          {paying && <span class="spinner spinner--small" aria-hidden="true" />}
          {t('reserve.pay', { amount: formatDeposit(offer.amountCents) })}
        </button>
      ) : (
        declined && (
          <button type="button" class="button button--primary" onClick={() => void model.reserveAgain()}>
            {t('reserve.reserveAgain')}
          </button>
        )
      )}
      <p>
        <BackToDeal dealId={dealId} />
      </p>
    </>
  );
}

function ReservationBody({ dealId }: { dealId: string }) {
  const model = usePageModel(() => new ReservationModel(dealId), [dealId]);
  return (
    <>
      <RemoteView state={model.answer.state.value} retry={model.retry} label={t('reserve.loading')}>
        {(answer) => <ReservationDetails model={model} answer={answer} dealId={dealId} />}
      </RemoteView>
      <p class="visually-hidden" role="status" aria-live="polite">
        {model.justRefunded.value && model.answer.data.value?.reservation
          ? t('reservation.refunded', { amount: formatDeposit(model.answer.data.value.reservation.refundedCents) })
          : ''}
      </p>
    </>
  );
}

function ReservationDetails({
  model,
  answer,
  dealId,
}: {
  model: ReservationModel;
  answer: ReservationAnswer;
  dealId: string;
}) {
  const r = answer.reservation;
  if (!r?.paidAt)
    return (
      <div>
        <p>{t('reservation.none')}</p>
        <Link href={href('reserve', { dealId })}>{t('reservation.reserve')}</Link> <BackToDeal dealId={dealId} />
      </div>
    );
  return (
    <>
      <VehicleLine dealId={dealId} />
      {r.status === 'HELD' && <p>{t('reservation.lead')}</p>}
      <dl class="reserve__terms">
        <div>
          <dt>{t('reservation.amount')}</dt>
          <dd>{formatDeposit(r.amountCents)}</dd>
        </div>
        {r.receiptNumber && (
          <div>
            <dt>{t('reservation.receipt')}</dt>
            <dd>{r.receiptNumber}</dd>
          </div>
        )}
      </dl>
      {r.status === 'HELD' && r.holdUntil && <p>{t('reservation.heldUntil', { date: formatDateTime(r.holdUntil) })}</p>}
      {r.status === 'EXPIRED' && r.holdUntil && (
        <p>{t('reservation.holdEnded', { date: formatDateTime(r.holdUntil) })}</p>
      )}
      {r.status === 'RELEASED' && <p>{t('reservation.released')}</p>}
      {r.status !== 'REFUNDED' && r.refundedCents > 0 && (
        <p>{t('reservation.partlyRefunded', { amount: formatDeposit(r.refundedCents) })}</p>
      )}
      {r.status === 'REFUNDED' ? (
        <p>{t('reservation.refunded', { amount: formatDeposit(r.refundedCents) })}</p>
      ) : (
        r.refundableUntil && <p>{t('reservation.refundableUntil', { date: formatDay(r.refundableUntil) })}</p>
      )}
      {r.cancellable ? (
        <button type="button" class="button button--secondary" onClick={model.openCancel}>
          {t('reservation.cancel')}
        </button>
      ) : (
        r.status !== 'REFUNDED' &&
        r.refundableUntil && <p>{t('reservation.windowClosed', { date: formatDay(r.refundableUntil) })}</p>
      )}
      <p>
        <BackToDeal dealId={dealId} />
      </p>
      <Dialog
        open={model.dialogOpen.value}
        title={t('reservation.cancelTitle')}
        onClose={model.closeCancel}
        size="small"
        actions={
          <>
            <button
              type="button"
              class="button button--primary"
              disabled={model.cancelling.value}
              aria-busy={model.cancelling.value ? 'true' : 'false'}
              onClick={() => void model.cancel()}
            >
              {t(model.cancelling.value ? 'reservation.cancelling' : 'reservation.cancelConfirm')}
            </button>
            <button type="button" class="button button--secondary" onClick={model.closeCancel} data-autofocus>
              {t('reservation.cancelKeep')}
            </button>
          </>
        }
      >
        <p>{t('reservation.cancelBody', { amount: formatDeposit(r.amountCents - r.refundedCents) })}</p>
        {model.failure.value && <ErrorState messages={model.failure.value} />}
      </Dialog>
    </>
  );
}

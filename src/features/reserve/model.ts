/**
 * Reserve it's page models (signals only, no JSX; the rules come from rules.ts). The reserve page: the
 * dealer's offer, a reservation started with one request key per attempt (reused by a retry), the
 * provider's card form attached by the view, and the states of paying it. The reserved page: the
 * reservation and its cancel-and-refund, asked in a dialog.
 */
import '../../lib/i18n/parts/reserve.ts';
import { batch, computed, createModel, effect, signal } from '@preact/signals';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { trackLead } from '../../lib/tracking.ts';
import { createRemote, errorMessages } from '../../lib/remote-data.ts';
import type { PaymentClient, Reservation, ReservationAnswer } from '../../contract/reservation.ts';
import { cancelReservation, confirmReservation, getReservation, startReservation } from './api.ts';
import { isHeldByOther, newIdempotencyKey, phaseOf, refusalWords, type ReservePhase } from './rules.ts';

/** The provider's card form as the page drives it: the Pay button asks it to confirm; it answers through `fieldResult`. */
export type CardField = { confirm(): void };

/** What the card form answered: a PaymentIntent status and the provider's words for a failure. */
export type FieldResult = { status: string; error: string | null };

const isHeldConflict = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && error.status === 409 && isHeldByOther(error.message);

/** A failed request's words in the shopper's language. */
const refusal = (error: unknown): string[] =>
  errorMessages(error).map((message) => {
    const words = refusalWords(message);
    return 'key' in words ? t(words.key) : words.text;
  });

function reserveModel(dealId: string) {
  const answer = createRemote<ReservationAnswer>();
  const phase = signal<ReservePhase>('loading');
  const reservation = signal<Reservation | null>(null);
  /** How the browser pays: kept through a decline, so the card form keeps what the shopper typed. */
  const payment = signal<PaymentClient | null>(null);
  /** A failed request's words (a start or a confirm); the page keeps its state and offers to try again. */
  const failure = signal<string[] | null>(null);
  /** A payment is under way: the Pay button is disabled and a second press sends nothing. */
  const paying = signal(false);
  const starting = signal(false);
  let attemptKey: string | null = null;
  let field: CardField | null = null;
  let ended = false;

  const offer = computed(() => answer.data.value?.offer ?? null);
  // A late answer after the page went changes nothing.
  effect(() => () => {
    ended = true;
    field = null;
  });

  function apply(next: ReservationAnswer): void {
    batch(() => {
      answer.set(next);
      const same = reservation.value?.id === next.reservation?.id;
      reservation.value = next.reservation;
      // A confirm's answer may leave the payment out: the same reservation keeps its card form.
      if (next.payment || !same) payment.value = next.payment;
      phase.value = phaseOf({ ...next, payment: payment.value });
      // A paid, refunded or ended attempt is over: the next one gets a key of its own.
      if (['succeeded', 'refunded', 'expired'].includes(phase.value)) attemptKey = null;
    });
  }

  async function start(): Promise<void> {
    if (starting.value) return;
    attemptKey ??= newIdempotencyKey();
    batch(() => {
      starting.value = true;
      failure.value = null;
    });
    try {
      apply(await startReservation(dealId, attemptKey));
    } catch (error) {
      if (isHeldConflict(error)) phase.value = 'reserved-by-other';
      else failure.value = refusal(error);
    } finally {
      starting.value = false;
    }
  }

  async function confirm(): Promise<void> {
    const current = reservation.value;
    if (!current || ended) return;
    try {
      apply(await confirmReservation(dealId, current.id, attemptKey ?? newIdempotencyKey()));
      // Only a confirm's answer fires the lead: a paid reservation loaded again is none (README, the `lead` event).
      if (phase.value === 'succeeded') trackLead('deposit');
    } catch (error) {
      if (isHeldConflict(error)) phase.value = 'reserved-by-other';
      else
        batch(() => {
          failure.value = refusal(error);
          phase.value = 'ready';
        });
    } finally {
      // A challenge keeps the payment under way: the field answers again once the bank is done.
      if (phase.value !== 'challenge') paying.value = false;
    }
  }

  async function load(signal?: AbortSignal): Promise<void> {
    const first = await answer.run((s) => getReservation(dealId, s));
    if (!first || signal?.aborted || ended) return;
    apply(first);
    if (phase.value === 'start') await start();
  }

  return {
    answer,
    phase,
    reservation,
    payment,
    offer,
    failure,
    paying,
    starting,
    load,
    retry(): void {
      void load();
    },
    /** Tries the start again with the same key: a start that did reach the server answers the same reservation. */
    retryStart(): Promise<void> {
      return start();
    },
    /** A new attempt after one ended (a decline without its payment, an ended hold): a new key. */
    reserveAgain(): Promise<void> {
      attemptKey = null;
      return start();
    },
    attachField(next: CardField | null): void {
      field = next;
    },
    /** The Pay button: asks the card form to confirm, once, however often it is pressed. */
    pay(): void {
      if (paying.value || !field || !reservation.value) return;
      batch(() => {
        paying.value = true;
        failure.value = null;
        phase.value = 'processing';
      });
      field.confirm();
    },
    /** The card form's answer: the bank's challenge shows in it; anything else is the server's to check. */
    fieldResult(result: FieldResult): void {
      if (result.status === 'requires_action') phase.value = 'challenge';
      else phase.value = 'processing';
      paying.value = true;
      void confirm();
    },
  };
}

export const ReserveModel = createModel(reserveModel);
export type ReserveModel = InstanceType<typeof ReserveModel>;

function reservationModel(dealId: string) {
  const answer = createRemote<ReservationAnswer>();
  const dialogOpen = signal(false);
  const cancelling = signal(false);
  const failure = signal<string[] | null>(null);
  /** Whether the last thing that happened was this page's refund (the live region says so). */
  const justRefunded = signal(false);
  let cancelKey: string | null = null;

  return {
    answer,
    dialogOpen,
    cancelling,
    failure,
    justRefunded,
    load(signal: AbortSignal): Promise<unknown> {
      return answer.run((s) => getReservation(dealId, s)).then((a) => (signal.aborted ? undefined : a));
    },
    retry(): void {
      void answer.run((s) => getReservation(dealId, s));
    },
    openCancel(): void {
      batch(() => {
        failure.value = null;
        dialogOpen.value = true;
      });
    },
    closeCancel(): void {
      if (!cancelling.value) dialogOpen.value = false;
    },
    /** Cancels and refunds, once: the key is made for this cancel and reused if it is tried again. */
    async cancel(): Promise<void> {
      const current = answer.data.value?.reservation;
      if (cancelling.value || !current) return;
      cancelKey ??= newIdempotencyKey();
      cancelling.value = true;
      try {
        const next = await cancelReservation(dealId, current.id, cancelKey);
        batch(() => {
          answer.set(next);
          dialogOpen.value = false;
          justRefunded.value = true;
        });
        cancelKey = null;
      } catch (error) {
        failure.value = refusal(error);
      } finally {
        cancelling.value = false;
      }
    },
  };
}

export const ReservationModel = createModel(reservationModel);
export type ReservationModel = InstanceType<typeof ReservationModel>;

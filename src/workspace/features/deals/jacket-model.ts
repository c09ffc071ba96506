/**
 * One deal jacket: the deal as the shopper left it, and a manager's price lock, saved by the server and
 * shown as it answers; the reservation's release, extension and refund (each asked, then confirmed); the
 * applicants' birth dates and incomes once revealed, held only by this model (this page visit), never stored.
 */
import { batch, signal } from '@preact/signals';
import * as v from 'valibot';
import {
  ExtendReservationBodySchema,
  PriceLockBodySchema,
  REFUND_AMOUNT_MESSAGE,
  RefundReservationBodySchema,
  type DealJacket,
  type RevealedPersonal,
} from '../../../contract/workspace-deals.ts';
import { isUnauthorized } from '../../lib/failure.ts';
import { createForm } from '../../lib/form.ts';
import { createRemote } from '../../lib/remote.ts';
import { centsOf, typedDollars, wholeOf } from '../../lib/typed-numbers.ts';
import {
  extendReservation,
  getJacket,
  lockPrice,
  refundReservation,
  releaseReservation,
  revealPersonal,
  unlockPrice,
} from './api.ts';

type Deps = { id: string; onUnauthorized: () => void };

/** A lock lasts a week unless the manager says otherwise. */
export const DEFAULT_LOCK_DAYS = '7';
/** A day more unless the member says otherwise. */
export const DEFAULT_EXTEND_HOURS = '24';

/** What is left to refund of a paid deposit, in cents; 0 when nothing is (or the system is refunding it). */
export function refundableCents(r: DealJacket['reservation']): number {
  if (!r?.paidAt || r.status === 'REFUNDED' || r.status === 'PROCESSING') return 0;
  return Math.max(0, r.amountCents - r.refundedCents);
}

/** What a member just did to the reservation, for the panel's polite announcement. */
export type ReservationDone =
  { kind: 'extended'; until: string } | { kind: 'released' } | { kind: 'refunded'; amountCents: number };

export function createJacketModel({ id, onUnauthorized }: Deps) {
  const jacket = createRemote<DealJacket>();
  const lock = createForm({ days: DEFAULT_LOCK_DAYS });
  const unlock = createForm({});
  const reveal = createForm({});
  const personal = signal<RevealedPersonal | null>(null);
  const extend = createForm({ hours: DEFAULT_EXTEND_HOURS });
  const release = createForm({});
  const refund = createForm({ amount: '' });
  const confirmingRelease = signal(false);
  /** The refund asked for, in cents, waiting for the member's yes; null when none is. */
  const confirmingRefund = signal<number | null>(null);
  const done = signal<ReservationDone | null>(null);
  // One key per refund until it is answered: a retry after a lost answer refunds once.
  let refundKey: string | null = null;

  /** The server's jacket after a reservation change; the refund box offers what is now left. */
  function changed(next: DealJacket, what: ReservationDone): void {
    batch(() => {
      jacket.set(next);
      refund.reset({ amount: leftTyped(next) });
      done.value = what;
    });
  }
  const leftTyped = (j: DealJacket) => {
    const left = refundableCents(j.reservation);
    return left > 0 ? typedDollars(left) : '';
  };

  return {
    jacket: jacket.state,
    lock,
    unlock,
    reveal,
    /** The revealed values; null while masked. */
    personal,
    extend,
    release,
    refund,
    confirmingRelease,
    confirmingRefund,
    /** The last reservation change, said politely; null before any. */
    done,
    async load(signal?: AbortSignal): Promise<void> {
      await jacket.run((aborted) => getJacket(id, signal ?? aborted));
      const state = jacket.state.value;
      if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
      if (state.status === 'complete') refund.reset({ amount: leftTyped(state.data) });
    },
    setExtendHours(value: string): void {
      extend.set('hours', value);
    },
    async extendHold(): Promise<boolean> {
      const sent = await extend.submit(ExtendReservationBodySchema, (body) => extendReservation(id, body), {
        onUnauthorized,
        body: (values) => ({ hours: wholeOf(values.hours) }),
      });
      if (sent.ok) changed(sent.result, { kind: 'extended', until: sent.result.reservation?.holdUntil ?? '' });
      return sent.ok;
    },
    askRelease(asking: boolean): void {
      confirmingRelease.value = asking;
    },
    async releaseHold(): Promise<boolean> {
      if (release.submitting.value) return false;
      const sent = await release.submit(v.unknown(), () => releaseReservation(id), { onUnauthorized });
      confirmingRelease.value = false;
      if (sent.ok) changed(sent.result, { kind: 'released' });
      return sent.ok;
    },
    setRefundAmount(value: string): void {
      refund.set('amount', value);
    },
    /** Checks the amount (a cent up to what is left), then waits for the member's yes. */
    async askRefund(): Promise<boolean> {
      const state = jacket.state.value;
      const left = state.status === 'complete' ? refundableCents(state.data.reservation) : 0;
      const amount = v.pipe(
        v.number(REFUND_AMOUNT_MESSAGE),
        v.integer(REFUND_AMOUNT_MESSAGE),
        v.minValue(1, REFUND_AMOUNT_MESSAGE),
        v.maxValue(left, REFUND_AMOUNT_MESSAGE),
      );
      const checked = await refund.submit(v.object({ amount }), (body) => Promise.resolve(body.amount), {
        body: (values) => ({ amount: centsOf(values.amount) }),
      });
      if (checked.ok) confirmingRefund.value = checked.result;
      return checked.ok;
    },
    cancelRefund(): void {
      confirmingRefund.value = null;
    },
    async refundNow(): Promise<boolean> {
      const amountCents = confirmingRefund.value;
      if (amountCents === null || refund.submitting.value) return false;
      refundKey ??= crypto.randomUUID();
      const idempotencyKey = refundKey;
      const sent = await refund.submit(RefundReservationBodySchema, (body) => refundReservation(id, body), {
        onUnauthorized,
        body: () => ({ amountCents, idempotencyKey }),
      });
      confirmingRefund.value = null;
      if (sent.ok) {
        refundKey = null;
        changed(sent.result, { kind: 'refunded', amountCents });
      }
      return sent.ok;
    },
    setDays(value: string): void {
      lock.set('days', value);
    },
    async lockPrice(): Promise<boolean> {
      const sent = await lock.submit(PriceLockBodySchema, (body) => lockPrice(id, body), {
        onUnauthorized,
        // Typed as text; an empty or non-number box is the schema's message, not NaN sent.
        body: (values) => ({ days: values.days.trim() === '' ? undefined : Number(values.days) }),
      });
      if (sent.ok) jacket.set(sent.result);
      return sent.ok;
    },
    async unlockPrice(): Promise<boolean> {
      const sent = await unlock.submit(v.unknown(), () => unlockPrice(id), {
        onUnauthorized,
      });
      if (sent.ok) jacket.set(sent.result);
      return sent.ok;
    },
    async revealPersonal(): Promise<boolean> {
      const sent = await reveal.submit(v.unknown(), () => revealPersonal(id), { onUnauthorized });
      if (sent.ok) personal.value = sent.result;
      return sent.ok;
    },
    hidePersonal(): void {
      personal.value = null;
    },
    /** The server's jacket after a change a section of the page made on its own (the trade-in's review). */
    replace(next: DealJacket): void {
      jacket.set(next);
    },
  };
}
export type JacketModel = ReturnType<typeof createJacketModel>;

/**
 * Reservations (src/contract/reservation.ts): a signed-in shopper's refundable deposit that holds a vehicle.
 * - The amount is the dealer's, read here; the browser never sends one.
 * - The hold is taken in the same transaction as the reservation row, by the database's one-hold-per-vehicle key.
 * - The provider is asked, never the browser: confirm and the webhook both retrieve the payment and run the same
 *   transition (`record`) on the locked row, so whichever comes first wins and the second changes nothing.
 * - Money once: the provider's idempotency keys derive from the reservation (payment) and the caller's key
 *   (refunds); a refund is booked on the locked row before the provider is asked, so it never exceeds what was paid.
 * - A payment that succeeds after its pending hold went to another shopper is refunded at once.
 */
import { randomUUID } from 'node:crypto';
import {
  NO_DEPOSITS_MESSAGE,
  REFUND_REFUSED_MESSAGE,
  REFUND_WINDOW_CLOSED_MESSAGE,
  VEHICLE_RESERVED_MESSAGE,
  type PaymentClient,
  type Reservation,
  type ReservationAnswer,
  type ReservationSummary,
} from '../../../../src/contract/reservation.ts';
import {
  NOT_HELD_MESSAGE,
  NOTHING_TO_REFUND_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
} from '../../../../src/contract/workspace-deals.ts';
import type { DepositOffer } from '../../../../src/contract/deposit-offer.ts';
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import { getDealer } from '../../db/dealers-repo.ts';
import type { DealRecord } from '../../db/deals-repo.ts';
import { inTransaction } from '../../db/index.ts';
import {
  deleteRefund,
  depositRuleOfVehicle,
  dueForSweep,
  findByPayment,
  findByStartKey,
  findRefundByKey,
  getReservation,
  insertRefund,
  insertReservation,
  latestOfDeal,
  latestOfDeals,
  liveHold,
  lockReservation,
  receiptTaken,
  recordPaymentEvent,
  releaseHold,
  reservedVehicles,
  vehicleHolder,
  setProviderRefund,
  takeHold,
  updateReservation,
  vehicleName,
  type ReservationRecord,
} from '../../db/reservations-repo.ts';
import type { Db } from '../../db/schema.ts';
import type { Session } from '../../db/sessions-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { getUser, getUserLocale } from '../../db/users-repo.ts';
import { Conflict, Forbidden, Invalid, NotFound, Unauthenticated } from '../../domain/errors.ts';
import {
  WebhookSignatureError,
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
} from '../../domain/payments/payment-provider.ts';
import {
  cancellable,
  declineWords,
  holdEnd,
  maxRefundable,
  OPEN_STATUSES,
  PAID_STATUSES,
  pendingHoldEnd,
  receiptNumber,
  refundableUntil,
  shownStatus,
} from '../../domain/reservations/rules.ts';
import { reachesDealer } from '../../domain/staff/access.ts';
import { outboxSender, type MessageSender } from '../../sandbox/messaging/index.ts';
import type { AppDeps } from '../app-deps.ts';
import type { DealDesk } from '../deal-desk.ts';
import type { LeadWriter } from '../leads/outbox.ts';
import { depositReceipt, refundReceipt } from './messages.ts';

export const RESERVE_NEEDS_SIGN_IN = 'Sign in to reserve this vehicle.';
export const NO_RESERVATION = 'Reservation not found.';
export const BAD_SIGNATURE = 'Invalid signature';
/** Why a paid deposit was given back at once: its pending hold had ended and another shopper took the vehicle. */
export const HOLD_LOST_REASON = 'The vehicle was reserved by another shopper before your payment went through.';

export type ReservationService = {
  answer(session: Session | null, dealId: string): Promise<ReservationAnswer>;
  start(session: Session | null, dealId: string, key: string): Promise<ReservationAnswer>;
  confirm(session: Session | null, dealId: string, reservationId: string): Promise<ReservationAnswer>;
  cancel(session: Session | null, dealId: string, reservationId: string, key: string): Promise<ReservationAnswer>;
  /** The provider's signed webhook: checked, then recorded once per event id; `replay` when seen before. */
  webhook(rawBody: string, signature: string | null): Promise<{ replay: boolean }>;
  onPaymentEvent(event: PaymentEvent): Promise<{ replay: boolean }>;
  /** The deal's latest reservation as the jacket shows it. */
  ofDeal(dealId: string): Promise<Reservation | null>;
  /** The latest reservation of each deal, for the garage and the certificate. */
  summaries(q: Db, dealIds: readonly string[]): Promise<Map<string, ReservationSummary>>;
  /** Of these vehicles, the ones a paid hold keeps now ("Reserved"). */
  reserved(q: Db, vehicleIds: readonly string[]): Promise<Set<string>>;
  /** Whether a paid hold keeps the vehicle for another shopper, or which of this shopper's deals holds it. */
  holdFor(session: Session | null, vehicleId: string): Promise<{ reserved: boolean; yours: { dealId: string } | null }>;
  /** What the vehicle's dealer asks to reserve it; null when it takes no deposits (or none can be taken). */
  offer(vehicleId: string): Promise<DepositOffer | null>;
  // The dealer's staff, audited; `deal` and `dealerId` already checked reachable by the deal jacket.
  release(member: StaffMember, deal: DealRecord, dealerId: string, client: string): Promise<void>;
  extend(member: StaffMember, deal: DealRecord, dealerId: string, hours: number, client: string): Promise<void>;
  refund(
    member: StaffMember,
    deal: DealRecord,
    dealerId: string,
    o: { amountCents: number; idempotencyKey: string },
    client: string,
  ): Promise<void>;
  /** Ends what is due: HELD past its hold → EXPIRED, open past its pending hold → CANCELLED; their holds released. */
  sweep(): Promise<number>;
};

type Deps = Pick<AppDeps, 'db' | 'now' | 'messages'> & {
  paymentProvider: PaymentProvider | null;
  desk: DealDesk;
  leads: LeadWriter;
};

const SWEEP_BATCH = 100;

export function createReservations(deps: Deps): ReservationService {
  const { db, desk, leads } = deps;
  const provider = deps.paymentProvider;
  const sender: MessageSender = deps.messages ?? outboxSender(db);
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

  function toReservation(r: ReservationRecord, now: number): Reservation {
    return {
      id: r.id,
      dealId: r.dealId,
      vehicleId: r.vehicleId,
      status: shownStatus(r, now),
      amountCents: r.amountCents,
      refundedCents: r.refundedCents,
      receiptNumber: r.receiptNumber,
      declineReason: r.declineReason,
      declineCode: r.declineCode,
      createdAt: new Date(r.createdAt).toISOString(),
      paidAt: iso(r.paidAt),
      holdUntil: iso(r.holdUntil),
      refundableUntil: iso(r.refundableUntil),
      cancellable: cancellable(r, now),
    };
  }

  /** The deal, its owner signed in; a deal of another is the same 404 as an unknown one. */
  async function ownDeal(session: Session | null, dealId: string): Promise<{ deal: DealRecord; userId: string }> {
    const deal = await desk.ownedDeal(db, session, dealId);
    if (!session?.userId || deal.userId !== session.userId) throw new Unauthenticated(RESERVE_NEEDS_SIGN_IN);
    return { deal, userId: session.userId };
  }

  /** The dealer's rule when it takes deposits and a provider can take them; null otherwise. */
  async function ruleOf(vehicleId: string) {
    const rule = await depositRuleOfVehicle(db, vehicleId);
    return provider && rule?.enabled ? rule : null;
  }

  async function offerOf(vehicleId: string): Promise<DepositOffer | null> {
    const rule = await ruleOf(vehicleId);
    return rule && { amountCents: rule.amountCents, refundDays: rule.refundDays, holdHours: rule.holdHours };
  }

  async function answerFor(deal: DealRecord, latest: ReservationRecord | null): Promise<ReservationAnswer> {
    const now = clock();
    const rule = await offerOf(deal.vehicleId);
    const hold = await liveHold(db, deal.vehicleId, now);
    let payment: PaymentClient | null = null;
    if (provider && latest?.paymentId && (latest.status === 'PENDING' || latest.status === 'CHALLENGE')) {
      payment = provider.browserClient(await provider.retrievePayment(latest.paymentId));
    }
    return {
      offer: rule,
      reservedByOther: hold !== null && hold.reservationId !== latest?.id,
      reservation: latest ? toReservation(latest, now) : null,
      payment,
    };
  }

  const needProvider = (): PaymentProvider => {
    if (!provider) throw new Conflict(NO_DEPOSITS_MESSAGE);
    return provider;
  };

  /** The provider's payment of a reservation, created once (its key derives from the reservation). */
  async function ensurePayment(r: ReservationRecord): Promise<ReservationRecord> {
    if (r.paymentId) return r;
    const payment = await needProvider().createPayment({
      amountCents: r.amountCents,
      currency: 'usd',
      description: `Refundable deposit, vehicle ${r.vehicleId}`,
      metadata: { reservationId: r.id, dealId: r.dealId, vehicleId: r.vehicleId, dealerId: r.dealerId },
      idempotencyKey: `reservation-${r.id}`,
    });
    await updateReservation(db, r.id, { paymentId: payment.id }, clock());
    return { ...r, paymentId: payment.id };
  }

  async function freshReceipt(q: Db): Promise<string> {
    for (;;) {
      const receipt = receiptNumber();
      if (!(await receiptTaken(q, receipt))) return receipt;
    }
  }

  type Outcome = { after: ReservationRecord; held: boolean; lostHold: boolean };

  /**
   * The one transition from the provider's payment, on the locked row: confirm and the webhook both call it.
   * Only a reservation not yet paid moves; a paid one (or a cancelled one) stays as it is.
   */
  async function record(reservationId: string, payment: Payment): Promise<Outcome | null> {
    const outcome = await inTransaction(db, async (tx): Promise<Outcome | null> => {
      const r = await lockReservation(tx, reservationId);
      if (!r || r.paymentId !== payment.id) return null;
      // Paid once (held, or refunded because the car went to another): never recorded again.
      if (PAID_STATUSES.has(r.status) || r.status === 'CANCELLED' || r.paidAt !== null) return null;
      const now = clock();
      if (payment.status === 'succeeded') {
        if (payment.amountReceivedCents !== r.amountCents) {
          throw new Error(`Reservation ${r.id}: paid ${payment.amountReceivedCents} of ${r.amountCents} cents`);
        }
        const holdUntil = holdEnd(now, r.holdHours);
        const change = {
          paidAt: now,
          receiptNumber: await freshReceipt(tx),
          refundableUntil: refundableUntil(now, r.refundDays),
          declineReason: null,
          declineCode: null,
        };
        if (await takeHold(tx, { vehicleId: r.vehicleId, reservationId: r.id, until: holdUntil, now })) {
          await updateReservation(tx, r.id, { ...change, status: 'HELD', holdUntil }, now);
          const after = (await getReservation(tx, r.id))!;
          await writeLead(tx, after);
          return { after, held: true, lostHold: false };
        }
        // Paid, but another shopper holds the car: recorded paid (PROCESSING) until the refund below is through;
        // due for the sweep at once, which tries the refund again if the provider refuses it now.
        await updateReservation(tx, r.id, { ...change, status: 'PROCESSING', holdUntil: now }, now);
        return { after: (await getReservation(tx, r.id))!, held: false, lostHold: true };
      }
      if (payment.status === 'requires_action') {
        await updateReservation(tx, r.id, { status: 'CHALLENGE' }, now);
      } else if (payment.status === 'processing') {
        await updateReservation(tx, r.id, { status: 'PROCESSING' }, now);
      } else if (payment.status === 'canceled') {
        await updateReservation(tx, r.id, { status: 'CANCELLED', releasedAt: now }, now);
        await releaseHold(tx, r.vehicleId, r.id);
      } else if (payment.status === 'requires_payment_method' && payment.lastError) {
        const code = payment.lastError.declineCode ?? payment.lastError.code;
        await updateReservation(
          tx,
          r.id,
          { status: 'DECLINED', declineCode: code, declineReason: declineWords(code), releasedAt: now },
          now,
        );
        await releaseHold(tx, r.vehicleId, r.id);
      } else {
        return null;
      }
      return { after: (await getReservation(tx, r.id))!, held: false, lostHold: false };
    });
    if (outcome?.held) await sendReceipt(outcome.after, 'paid', outcome.after.amountCents);
    if (outcome?.lostHold) {
      try {
        await refundLostHold(outcome.after);
      } catch (error) {
        console.error(
          `Reservation ${outcome.after.id}: the refund of a lost hold failed; the sweep tries again: ${(error as Error).message}`,
        );
      }
    }
    return outcome;
  }

  /** A payment that came through after another shopper took the car goes back in full, once (one key). */
  function refundLostHold(r: ReservationRecord): Promise<boolean> {
    return refundMoney(r, {
      amountCents: r.amountCents,
      idempotencyKey: `reservation-${r.id}-hold-lost`,
      byWhom: 'system',
      reason: HOLD_LOST_REASON,
    });
  }

  /** Asks the provider for the reservation's payment and records it. */
  async function sync(r: ReservationRecord): Promise<void> {
    if (!r.paymentId || !provider) return;
    await record(r.id, await provider.retrievePayment(r.paymentId));
  }

  async function writeLead(tx: Db, r: ReservationRecord): Promise<void> {
    const dealer = await getDealer(tx, r.dealerId);
    const zone = dealer?.timeZone ?? 'UTC';
    const at = (ms: number | null) => (ms === null ? '' : new Date(ms).toLocaleString('en-US', { timeZone: zone }));
    await leads.write(tx, {
      kind: 'deposit',
      sourceId: r.id,
      sessionId: null,
      userId: r.userId,
      dealId: r.dealId,
      vehicleId: r.vehicleId,
      dealerId: r.dealerId,
      comments: [
        `Deposit of $${(r.amountCents / 100).toFixed(2)} paid, receipt ${r.receiptNumber ?? ''}.`,
        `Vehicle held until ${at(r.holdUntil)}; refundable until ${at(r.refundableUntil)}.`,
      ],
    });
  }

  /** The shopper's receipt by mail, and by SMS when they have a phone. A receipt that fails is logged, never undone. */
  async function sendReceipt(r: ReservationRecord, kind: 'paid' | 'refunded', amountCents: number): Promise<void> {
    try {
      const [user, dealer, vehicle, locale] = await Promise.all([
        getUser(db, r.userId),
        getDealer(db, r.dealerId),
        vehicleName(db, r.vehicleId),
        getUserLocale(db, r.userId),
      ]);
      if (!user || !dealer || !r.receiptNumber) return;
      const base = {
        locale: locale ?? 'en',
        firstName: user.firstName,
        dealer: dealer.name,
        vehicle,
        amountCents,
        receiptNumber: r.receiptNumber,
        timeZone: dealer.timeZone,
      };
      const channels: ('EMAIL' | 'SMS')[] = user.phoneNumber ? ['EMAIL', 'SMS'] : ['EMAIL'];
      for (const channel of channels) {
        const message =
          kind === 'paid'
            ? depositReceipt({ ...base, channel, holdUntil: r.holdUntil ?? 0, refundableUntil: r.refundableUntil ?? 0 })
            : refundReceipt({ ...base, channel });
        await sender.send({
          channel,
          recipient: channel === 'EMAIL' ? user.email : user.phoneNumber!,
          kind: kind === 'paid' ? 'deposit-receipt' : 'deposit-refund',
          ...message,
        });
      }
    } catch (error) {
      console.error(`Reservation ${r.id}: the ${kind} receipt could not be sent: ${(error as Error).message}`);
    }
  }

  /**
   * Gives back `amountCents`, once per key: booked on the locked row first (never more than is left), then asked of
   * the provider with the same key; a provider refusal unbooks it. All of it given back: REFUNDED, then the car released.
   */
  async function refundMoney(
    r: ReservationRecord,
    o: { amountCents: number; idempotencyKey: string; byWhom: string; reason?: string },
  ): Promise<boolean> {
    const pay = needProvider();
    const refundId = randomUUID();
    const booked = await inTransaction(db, async (tx) => {
      const current = await lockReservation(tx, r.id);
      if (!current) throw new NotFound(NO_RESERVATION);
      if (await findRefundByKey(tx, o.idempotencyKey)) return null;
      const left = maxRefundable(current);
      if (left === 0) return null;
      if (o.amountCents > left)
        throw new Invalid(REFUND_TOO_LARGE_MESSAGE, [{ field: 'amountCents', message: REFUND_TOO_LARGE_MESSAGE }]);
      const now = clock();
      await insertRefund(tx, {
        id: refundId,
        reservationId: current.id,
        amountCents: o.amountCents,
        idempotencyKey: o.idempotencyKey,
        byWhom: o.byWhom,
        createdAt: now,
      });
      const refundedCents = current.refundedCents + o.amountCents;
      const all = refundedCents === current.amountCents;
      await updateReservation(
        tx,
        current.id,
        {
          refundedCents,
          ...(all ? { status: 'REFUNDED' as const, refundedAt: now } : {}),
          ...(o.reason ? { declineReason: o.reason } : {}),
        },
        now,
      );
      return current;
    });
    if (!booked) return false;
    try {
      const refund = await pay
        .refund({ paymentId: booked.paymentId!, amountCents: o.amountCents, idempotencyKey: o.idempotencyKey })
        .catch((error: unknown) => {
          console.error(`Reservation ${r.id}: the provider refused a refund: ${(error as Error).message}`);
          throw new Conflict(REFUND_REFUSED_MESSAGE);
        });
      await setProviderRefund(db, refundId, refund.id);
    } catch (error) {
      // Not given back: the booking goes, so the same key may try again.
      await inTransaction(db, async (tx) => {
        const current = await lockReservation(tx, r.id);
        await deleteRefund(tx, refundId);
        if (current) {
          const restored = current.refundedCents - o.amountCents;
          await updateReservation(
            tx,
            current.id,
            {
              refundedCents: restored,
              ...(current.status === 'REFUNDED' ? { status: booked.status, refundedAt: null } : {}),
            },
            clock(),
          );
        }
      });
      throw error;
    }
    const after = (await getReservation(db, r.id))!;
    // The car goes free only once the money is back: a refused refund keeps the shopper's hold.
    if (after.status === 'REFUNDED') await releaseHold(db, after.vehicleId, after.id);
    await sendReceipt(after, 'refunded', o.amountCents);
    return true;
  }

  /** Once per event id (the table's key): a replay changes nothing; then the payment is asked and recorded. */
  async function onPaymentEvent(event: PaymentEvent): Promise<{ replay: boolean }> {
    const fresh = await recordPaymentEvent(db, {
      id: event.id,
      type: event.type,
      paymentId: event.paymentId,
      receivedAt: clock(),
    });
    if (!fresh) return { replay: true };
    if (event.paymentId) {
      const r = await findByPayment(db, event.paymentId);
      if (r) await sync(r);
    }
    return { replay: false };
  }

  async function ownReservation(deal: DealRecord, reservationId: string): Promise<ReservationRecord> {
    const r = await getReservation(db, reservationId);
    if (!r || r.dealId !== deal.id) throw new NotFound(NO_RESERVATION);
    return r;
  }

  const audit = (member: StaffMember, r: ReservationRecord, dealerId: string, action: string, client: string) =>
    appendAudit(db, {
      at: clock(),
      staffId: member.id,
      staffEmail: member.email,
      action,
      recordType: 'deal',
      recordId: r.dealId,
      dealerId,
      client,
    });

  async function staffReservation(member: StaffMember, deal: DealRecord, dealerId: string) {
    if (!reachesDealer(member, dealerId)) throw new Forbidden(NOT_YOUR_DEALER);
    const r = await latestOfDeal(db, deal.id);
    if (!r) throw new NotFound(NO_RESERVATION);
    return r;
  }

  return {
    async answer(session, dealId) {
      const { deal } = await ownDeal(session, dealId);
      return answerFor(deal, await latestOfDeal(db, deal.id));
    },

    async start(session, dealId, key) {
      const { deal, userId } = await ownDeal(session, dealId);
      needProvider();
      const retried = await findByStartKey(db, deal.id, key);
      if (retried) return answerFor(deal, await ensurePayment(retried));
      const latest = await latestOfDeal(db, deal.id);
      const now = clock();
      // One live reservation per deal: a second start answers it.
      if (latest && (OPEN_STATUSES.has(latest.status) || shownStatus(latest, now) === 'HELD')) {
        return answerFor(
          deal,
          latest.paymentId || !OPEN_STATUSES.has(latest.status) ? latest : await ensurePayment(latest),
        );
      }
      const rule = await ruleOf(deal.vehicleId);
      if (!rule) throw new Conflict(NO_DEPOSITS_MESSAGE);
      const id = randomUUID();
      await inTransaction(db, async (tx) => {
        const inserted = await insertReservation(tx, {
          id,
          dealId: deal.id,
          vehicleId: deal.vehicleId,
          dealerId: rule.dealerId,
          userId,
          amountCents: rule.amountCents,
          refundDays: rule.refundDays,
          holdHours: rule.holdHours,
          startKey: key,
          createdAt: now,
          holdUntil: pendingHoldEnd(now),
        });
        if (!inserted) return;
        // Taken with the row: a live hold of another reservation undoes both (the database decides a race).
        const held = await takeHold(tx, {
          vehicleId: deal.vehicleId,
          reservationId: id,
          until: pendingHoldEnd(now),
          now,
        });
        if (!held) throw new Conflict(VEHICLE_RESERVED_MESSAGE);
      });
      const mine = await findByStartKey(db, deal.id, key);
      if (!mine) throw new Error(`Reservation of deal ${deal.id} vanished after its start`);
      return answerFor(deal, await ensurePayment(mine));
    },

    async confirm(session, dealId, reservationId) {
      const { deal } = await ownDeal(session, dealId);
      const r = await ownReservation(deal, reservationId);
      await sync(r);
      return answerFor(deal, await getReservation(db, r.id));
    },

    async cancel(session, dealId, reservationId, key) {
      const { deal } = await ownDeal(session, dealId);
      let r = await ownReservation(deal, reservationId);
      // What the provider knows first: a payment that went through meanwhile is a paid one to refund.
      await sync(r);
      r = (await getReservation(db, r.id))!;
      const now = clock();
      if (OPEN_STATUSES.has(r.status) && r.status !== 'PROCESSING') {
        if (r.paymentId) {
          const payment = await needProvider().cancelPayment(r.paymentId, `reservation-${r.id}-cancel`);
          await record(r.id, payment);
        } else {
          await inTransaction(db, async (tx) => {
            await updateReservation(tx, r.id, { status: 'CANCELLED', releasedAt: now }, now);
            await releaseHold(tx, r.vehicleId, r.id);
          });
        }
      } else if (PAID_STATUSES.has(r.status) && r.status !== 'REFUNDED') {
        if (!(await findRefundByKey(db, `shopper-${r.id}-${key}`))) {
          if (!cancellable(r, now)) throw new Invalid(REFUND_WINDOW_CLOSED_MESSAGE);
          await refundMoney(r, {
            amountCents: maxRefundable(r),
            idempotencyKey: `shopper-${r.id}-${key}`,
            byWhom: 'shopper',
          });
        }
      }
      return answerFor(deal, await getReservation(db, r.id));
    },

    async webhook(rawBody, signature) {
      let event: PaymentEvent;
      try {
        event = needProvider().parseWebhook(rawBody, signature);
      } catch (error) {
        // A body not signed with our secret is not the provider's: refused, nothing read from it.
        if (error instanceof WebhookSignatureError) throw new Invalid(BAD_SIGNATURE);
        throw error;
      }
      return onPaymentEvent(event);
    },

    onPaymentEvent,

    async ofDeal(dealId) {
      const r = await latestOfDeal(db, dealId);
      return r ? toReservation(r, clock()) : null;
    },

    async summaries(q, dealIds) {
      const now = clock();
      const found = await latestOfDeals(q, dealIds);
      const out = new Map<string, ReservationSummary>();
      for (const [dealId, r] of found) {
        out.set(dealId, {
          status: shownStatus(r, now),
          amountCents: r.amountCents,
          receiptNumber: r.receiptNumber,
          holdUntil: iso(r.holdUntil),
          refundableUntil: iso(r.refundableUntil),
        });
      }
      return out;
    },

    reserved: (q, vehicleIds) => reservedVehicles(q, vehicleIds, clock()),
    async holdFor(session, vehicleId) {
      const holder = await vehicleHolder(db, vehicleId, clock());
      if (!holder) return { reserved: false, yours: null };
      const mine = !!session?.userId && session.userId === holder.userId;
      return mine ? { reserved: false, yours: { dealId: holder.dealId } } : { reserved: true, yours: null };
    },
    offer: offerOf,

    async release(member, deal, dealerId, client) {
      const r = await staffReservation(member, deal, dealerId);
      const now = clock();
      if (shownStatus(r, now) !== 'HELD') throw new Conflict(NOT_HELD_MESSAGE);
      await inTransaction(db, async (tx) => {
        await updateReservation(tx, r.id, { status: 'RELEASED', releasedAt: now, holdUntil: now }, now);
        await releaseHold(tx, r.vehicleId, r.id);
      });
      await audit(member, r, dealerId, 'deal.reservation-release', client);
    },

    async extend(member, deal, dealerId, hours, client) {
      const r = await staffReservation(member, deal, dealerId);
      const now = clock();
      if (r.status !== 'HELD') throw new Conflict(NOT_HELD_MESSAGE);
      // From the hold's end, or from now when it has ended (the car is taken again if nobody else holds it).
      const until = Math.max(r.holdUntil ?? now, now) + hours * 3_600_000;
      await inTransaction(db, async (tx) => {
        if (!(await takeHold(tx, { vehicleId: r.vehicleId, reservationId: r.id, until, now }))) {
          throw new Conflict(VEHICLE_RESERVED_MESSAGE);
        }
        await updateReservation(tx, r.id, { holdUntil: until }, now);
      });
      await audit(member, r, dealerId, 'deal.reservation-extend', client);
    },

    async refund(member, deal, dealerId, o, client) {
      const r = await staffReservation(member, deal, dealerId);
      const key = `staff-${r.id}-${o.idempotencyKey}`;
      if (await findRefundByKey(db, key)) return;
      if (maxRefundable(r) === 0) throw new Conflict(NOTHING_TO_REFUND_MESSAGE);
      if (o.amountCents > maxRefundable(r)) {
        throw new Invalid(REFUND_TOO_LARGE_MESSAGE, [{ field: 'amountCents', message: REFUND_TOO_LARGE_MESSAGE }]);
      }
      if (await refundMoney(r, { amountCents: o.amountCents, idempotencyKey: key, byWhom: member.id })) {
        await audit(member, r, dealerId, 'deal.reservation-refund', client);
      }
    },

    async sweep() {
      const now = clock();
      const due = await dueForSweep(db, now, SWEEP_BATCH);
      let ended = 0;
      for (const r of due) {
        try {
          if (r.status === 'HELD') {
            await inTransaction(db, async (tx) => {
              const current = await lockReservation(tx, r.id);
              if (current?.status !== 'HELD' || (current.holdUntil ?? 0) > now) return;
              await updateReservation(tx, r.id, { status: 'EXPIRED', releasedAt: now }, now);
              await releaseHold(tx, r.vehicleId, r.id);
            });
          } else if (r.status === 'PROCESSING' && r.paidAt !== null) {
            // Paid after the car went to another shopper, its refund refused before: asked again (same key).
            await refundLostHold(r);
          } else {
            // The provider first: a payment that went through is recorded (and held or refunded), not cancelled.
            await sync(r);
            const current = (await getReservation(db, r.id))!;
            if (OPEN_STATUSES.has(current.status) && current.status !== 'PROCESSING') {
              if (current.paymentId && provider) {
                await record(r.id, await provider.cancelPayment(current.paymentId, `reservation-${r.id}-cancel`));
              } else {
                await inTransaction(db, async (tx) => {
                  await updateReservation(tx, r.id, { status: 'CANCELLED', releasedAt: now }, now);
                  await releaseHold(tx, r.vehicleId, r.id);
                });
              }
            }
          }
          ended++;
        } catch (error) {
          console.error(`Reservation ${r.id}: the sweep could not end it: ${(error as Error).message}`);
        }
      }
      return ended;
    },
  };
}

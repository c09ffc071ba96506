import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  REFUND_REFUSED_MESSAGE,
  REFUND_WINDOW_CLOSED_MESSAGE,
  ReservationAnswerSchema,
  VEHICLE_RESERVED_MESSAGE,
  type ReservationAnswer,
} from '../../../../src/contract/reservation.ts';
import { SearchResultSchema } from '../../../../src/contract/listings.ts';
import { VehicleWithOfferSchema } from '../../../../src/contract/deposit-offer.ts';
import {
  DealJacketSchema,
  REFUND_AMOUNT_MESSAGE,
  REFUND_TOO_LARGE_MESSAGE,
} from '../../../../src/contract/workspace-deals.ts';
import { holdCount } from '../../db/reservations-repo.ts';
import type { Db } from '../../db/schema.ts';
import { testPaymentProvider, type TestPaymentProvider } from '../../services/payments/test-provider.ts';
import { HOLD_LOST_REASON } from '../../services/reservations/service.ts';
import { createServices } from '../../services/index.ts';
import { APP_ORIGIN, makeDb, SITE_ORIGIN, makeDist, testApp } from '../../test-support.ts';
import { dealSeed, OTHER_USER, Visitor } from './deal-fixtures.ts';
import { addStaff, AGENT_1, MANAGER_1, MANAGER_2, staffClient } from './workspace-test-support.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let db: Db;
let pay: TestPaymentProvider;
let offset = 0;
let app: ReturnType<typeof testApp>;

/** d1 takes a $500 deposit, refundable 7 days, held 48 hours; d2 takes none. */
function depositSeed() {
  const seed = dealSeed();
  return {
    ...seed,
    dealers: seed.dealers.map((d) =>
      d.id === 'd1' ? { ...d, deposit: { amountCents: 50_000, refundDays: 7, holdHours: 48 } } : d,
    ),
  };
}

beforeEach(async () => {
  db = await makeDb(depositSeed());
  await addStaff(db, [MANAGER_1, AGENT_1, MANAGER_2]);
  pay = testPaymentProvider();
  offset = 0;
  app = testApp(db, { paymentProvider: pay, now: () => new Date(Date.now() + offset) });
});

const key = (n: number | string) => `key-${String(n).padStart(16, '0')}`;
const path = (dealId: string, tail = '') => `/api/deals/${dealId}/reservation${tail}`;
const answerOf = async (res: Response): Promise<ReservationAnswer> => {
  expect(res.status).toBe(200);
  return v.parse(ReservationAnswerSchema, await res.json());
};

async function started(visitor: Visitor, vehicleId = 'v1', k = key(1)) {
  const dealId = await visitor.startDeal(vehicleId);
  const answer = await answerOf(await visitor.post(path(dealId), { idempotencyKey: k }));
  const paymentId = pay.payments().find((p) => p.metadata['reservationId'] === answer.reservation!.id)!.id;
  return { dealId, answer, reservationId: answer.reservation!.id, paymentId };
}

async function held(visitor: Visitor, vehicleId = 'v1') {
  const s = await started(visitor, vehicleId);
  pay.succeed(s.paymentId);
  const answer = await answerOf(await visitor.post(path(s.dealId, '/confirm'), { reservationId: s.reservationId }));
  return { ...s, answer };
}

/** One run of the sweep, as start.ts runs it, on this test's clock and provider. */
const sweepOnce = () =>
  createServices({
    db,
    appOrigin: APP_ORIGIN,
    siteOrigin: SITE_ORIGIN,
    distDir: makeDist(),
    paymentProvider: pay,
    now: () => new Date(Date.now() + offset),
  }).reservations.sweep();

const webhook = (body: string, signature: string) =>
  app.request('/api/payments/webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  });

describe('starting a reservation', () => {
  it('offers the dealer’s deposit; a dealer without deposits, or no provider, offers none', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const answer = await answerOf(await shopper.get(path(dealId)));
    expect(answer).toEqual({
      offer: { amountCents: 50_000, refundDays: 7, holdHours: 48 },
      reservedByOther: false,
      reservation: null,
      payment: null,
    });
    const other = await shopper.startDeal('v2');
    expect((await answerOf(await shopper.get(path(other)))).offer).toBeNull();

    const without = testApp(db);
    const again = await Visitor.signedIn(without);
    const deal = await again.startDeal('v1');
    expect((await answerOf(await again.get(path(deal)))).offer).toBeNull();
  });

  it('needs a signed-in owner: a visitor is a 401, another shopper’s deal a 404', async () => {
    const visitor = await Visitor.start(app);
    const dealId = await visitor.startDeal('v1');
    expect((await visitor.post(path(dealId), { idempotencyKey: key(1) })).status).toBe(401);
    const shopper = await Visitor.signedIn(app);
    const mine = await shopper.startDeal('v1');
    const other = await Visitor.signedIn(app, OTHER_USER);
    expect((await other.get(path(mine))).status).toBe(404);
    expect((await other.post(path(mine), { idempotencyKey: key(1) })).status).toBe(404);
  });

  it('takes the dealer’s amount, holds the car while pending, and a double start is one reservation and one payment', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const [a, b] = await Promise.all([
      shopper.post(path(dealId), { idempotencyKey: key(1) }),
      shopper.post(path(dealId), { idempotencyKey: key(1) }),
    ]);
    const first = await answerOf(a);
    const second = await answerOf(b);
    expect(second.reservation!.id).toBe(first.reservation!.id);
    expect(first.reservation).toMatchObject({ status: 'PENDING', amountCents: 50_000, receiptNumber: null });
    expect(first.payment).toMatchObject({ provider: 'sandbox', clientSecret: expect.any(String) });
    expect(pay.payments()).toHaveLength(1);
    expect(pay.payments()[0]!.amountCents).toBe(50_000);
    expect(await holdCount(db, 'v1')).toBe(1);
    // A new key while it is pending answers the same reservation.
    const third = await answerOf(await shopper.post(path(dealId), { idempotencyKey: key(2) }));
    expect(third.reservation!.id).toBe(first.reservation!.id);
    expect(pay.payments()).toHaveLength(1);
  });

  it('refuses bad bodies with field errors, never a 500', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    for (const body of [{}, { idempotencyKey: 'short' }, { idempotencyKey: 7 }, { amountCents: 1 }]) {
      const res = await shopper.post(path(dealId), body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fieldErrors: unknown[] }).fieldErrors.length).toBeGreaterThan(0);
    }
    expect((await shopper.post(path(dealId, '/confirm'), { reservationId: 5 })).status).toBe(400);
    expect((await shopper.post(path(dealId, '/cancel'), { reservationId: 'x' })).status).toBe(400);
    expect((await shopper.post(path(dealId, '/confirm'), { reservationId: 'nope' })).status).toBe(404);
  });
});

describe('paying', () => {
  it('the vehicle page carries the dealer’s deposit offer, and none for a dealer that takes no deposits', async () => {
    const visitor = await Visitor.start(app);
    const offered = v.parse(VehicleWithOfferSchema, await (await visitor.get('/api/vehicles/v1')).json());
    expect(offered.depositOffer).toEqual({ amountCents: 50_000, refundDays: 7, holdHours: 48 });
    expect(offered.reserved).toBe(false);
    const none = v.parse(VehicleWithOfferSchema, await (await visitor.get('/api/vehicles/v5')).json());
    expect(none.depositOffer).toBeNull();
  });

  it('a paid deposit holds the car: receipt, lead, mail and SMS; another shopper sees it reserved and gets a 409', async () => {
    const shopper = await Visitor.signedIn(app);
    const { answer, dealId } = await held(shopper);
    expect(answer.reservation).toMatchObject({ status: 'HELD', amountCents: 50_000, cancellable: true });
    expect(answer.reservation!.receiptNumber).toMatch(/^R-\w{4}-\w{4}$/);
    expect(answer.payment).toBeNull();
    const paidAt = Date.parse(answer.reservation!.paidAt!);
    expect(Date.parse(answer.reservation!.holdUntil!)).toBe(paidAt + 48 * HOUR);
    expect(Date.parse(answer.reservation!.refundableUntil!)).toBe(paidAt + 7 * DAY);

    const lead = await db.selectFrom('lead_outbox').selectAll().where('kind', '=', 'deposit').execute();
    expect(lead).toHaveLength(1);
    expect(lead[0]!.document).toContain(answer.reservation!.receiptNumber!);
    // Counted in the dealer's funnel as a lead of its own kind.
    const counted = await db.selectFrom('funnel_daily').select('count').where('event', '=', 'lead:deposit').execute();
    expect(counted.map((r) => Number(r.count))).toEqual([1]);
    const sent = await db.selectFrom('outbox').selectAll().where('kind', '=', 'deposit-receipt').execute();
    expect(sent.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(sent[0]!.body).toContain('$500.00');
    expect(sent[0]!.body).toContain(answer.reservation!.receiptNumber!);

    const other = await Visitor.signedIn(app, OTHER_USER);
    const theirs = await other.startDeal('v1');
    expect((await answerOf(await other.get(path(theirs)))).reservedByOther).toBe(true);
    const refused = await other.post(path(theirs), { idempotencyKey: key(9) });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(VEHICLE_RESERVED_MESSAGE);
    expect(await holdCount(db, 'v1')).toBe(1);
    // Reserved wherever the car shows: the listings and the vehicle page.
    const listed = v.parse(SearchResultSchema, await (await other.get('/api/vehicles/search')).json());
    expect(listed.items.filter((car) => car.reserved).map((car) => car.id)).toEqual(['v1']);
    const page = v.parse(VehicleWithOfferSchema, await (await other.get('/api/vehicles/v1')).json());
    expect(page.reserved).toBe(true);
    expect(page.yourReservation).toBeNull();
    // The deal was never saved, yet its paid deposit is in the shopper's garage.
    const garage = (await (await shopper.get('/api/garage/deals')).json()) as {
      deals: { dealId: string; reservation: { status: string } | null }[];
    };
    expect(garage.deals.find((d) => d.dealId === dealId)?.reservation?.status).toBe('HELD');
    // The shopper who holds it is told it is theirs, not that another shopper has it.
    const own = v.parse(VehicleWithOfferSchema, await (await shopper.get('/api/vehicles/v1')).json());
    expect(own).toMatchObject({ reserved: false, yourReservation: { dealId } });
    expect(v.parse(VehicleWithOfferSchema, await (await other.get('/api/vehicles/v2')).json()).reserved).toBe(false);
    // Confirming again changes nothing.
    const again = await answerOf(
      await shopper.post(path(dealId, '/confirm'), { reservationId: answer.reservation!.id }),
    );
    expect(again.reservation!.receiptNumber).toBe(answer.reservation!.receiptNumber);
  });

  it('a declined card says why in plain words and holds nothing; the shopper may try again', async () => {
    const shopper = await Visitor.signedIn(app);
    const s = await started(shopper);
    pay.decline(s.paymentId, 'insufficient_funds', 'Your card has insufficient funds.');
    const answer = await answerOf(await shopper.post(path(s.dealId, '/confirm'), { reservationId: s.reservationId }));
    expect(answer.reservation).toMatchObject({
      status: 'DECLINED',
      declineCode: 'insufficient_funds',
      declineReason: 'Your card has insufficient funds.',
      receiptNumber: null,
    });
    expect(await holdCount(db, 'v1')).toBe(0);
    const other = await Visitor.signedIn(app, OTHER_USER);
    const theirs = await other.startDeal('v1');
    expect((await answerOf(await other.get(path(theirs)))).reservedByOther).toBe(false);
    const retry = await answerOf(await shopper.post(path(s.dealId), { idempotencyKey: key(2) }));
    expect(retry.reservation).toMatchObject({ status: 'PENDING' });
    expect(retry.reservation!.id).not.toBe(s.reservationId);
  });

  it('3-D Secure: CHALLENGE, then HELD once the bank confirms', async () => {
    const shopper = await Visitor.signedIn(app);
    const s = await started(shopper);
    pay.requireAction(s.paymentId);
    const challenged = await answerOf(
      await shopper.post(path(s.dealId, '/confirm'), { reservationId: s.reservationId }),
    );
    expect(challenged.reservation!.status).toBe('CHALLENGE');
    expect(challenged.payment).not.toBeNull();
    pay.succeed(s.paymentId);
    const done = await answerOf(await shopper.post(path(s.dealId, '/confirm'), { reservationId: s.reservationId }));
    expect(done.reservation!.status).toBe('HELD');
  });

  it('the webhook records the payment once: a replay is a 200 that changes nothing; a bad signature a 400', async () => {
    const shopper = await Visitor.signedIn(app);
    const s = await started(shopper);
    pay.succeed(s.paymentId);
    const event = pay.webhook(s.paymentId, 'payment_intent.succeeded', 'evt_1');
    const first = await webhook(event.body, event.signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, replay: false });
    const replay = await webhook(event.body, event.signature);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, replay: true });
    const answer = await answerOf(await shopper.get(path(s.dealId)));
    expect(answer.reservation!.status).toBe('HELD');
    // The browser's confirm afterwards changes nothing: one receipt, one lead.
    await shopper.post(path(s.dealId, '/confirm'), { reservationId: s.reservationId });
    const receipts = db.selectFrom('outbox').selectAll().where('kind', '=', 'deposit-receipt');
    expect(await receipts.where('channel', '=', 'EMAIL').execute()).toHaveLength(1);
    expect(await db.selectFrom('lead_outbox').selectAll().where('kind', '=', 'deposit').execute()).toHaveLength(1);

    expect((await webhook(event.body, 'bad')).status).toBe(400);
    expect((await webhook(event.body.replace('evt_1', 'evt_2'), event.signature)).status).toBe(400);
    expect((await webhook('not json', 'x')).status).toBe(400);
  });

  it('a payment that went through after its pending hold went to another shopper is refunded at once', async () => {
    const shopper = await Visitor.signedIn(app);
    const s = await started(shopper);
    offset = 16 * 60_000;
    const other = await Visitor.signedIn(app, OTHER_USER);
    const theirs = await started(other, 'v1', key(5));
    expect(theirs.answer.reservation!.status).toBe('PENDING');
    pay.succeed(s.paymentId);
    const answer = await answerOf(await shopper.post(path(s.dealId, '/confirm'), { reservationId: s.reservationId }));
    expect(answer.reservation).toMatchObject({
      status: 'REFUNDED',
      refundedCents: 50_000,
      declineReason: HOLD_LOST_REASON,
    });
    expect(pay.refunds()).toEqual([expect.objectContaining({ paymentId: s.paymentId, amountCents: 50_000 })]);
    expect(await holdCount(db, 'v1')).toBe(1);
  });

  it('a lost hold whose refund the provider refuses stays paid, and the sweep refunds it once it answers', async () => {
    const shopper = await Visitor.signedIn(app);
    const s = await started(shopper);
    offset = 16 * 60_000;
    const other = await Visitor.signedIn(app, OTHER_USER);
    await started(other, 'v1', key(5));
    pay.succeed(s.paymentId);
    pay.refuseRefunds(1);
    const answer = await answerOf(await shopper.post(path(s.dealId, '/confirm'), { reservationId: s.reservationId }));
    expect(answer.reservation).toMatchObject({ status: 'PROCESSING', refundedCents: 0 });
    expect(pay.refunds()).toHaveLength(0);
    expect(await sweepOnce()).toBe(1);
    expect((await answerOf(await shopper.get(path(s.dealId)))).reservation).toMatchObject({
      status: 'REFUNDED',
      refundedCents: 50_000,
    });
    expect(await sweepOnce()).toBe(0);
    expect(pay.refunds()).toEqual([expect.objectContaining({ paymentId: s.paymentId, amountCents: 50_000 })]);
  });
});

describe('cancelling', () => {
  it('before paying: the payment is cancelled and the car released', async () => {
    const shopper = await Visitor.signedIn(app);
    const s = await started(shopper);
    const answer = await answerOf(
      await shopper.post(path(s.dealId, '/cancel'), { reservationId: s.reservationId, idempotencyKey: key(3) }),
    );
    expect(answer.reservation!.status).toBe('CANCELLED');
    expect(pay.payments()[0]!.status).toBe('canceled');
    expect(await holdCount(db, 'v1')).toBe(0);
  });

  it('inside the window: refunded in full once, whatever the retries; the car released', async () => {
    const shopper = await Visitor.signedIn(app);
    const h = await held(shopper);
    const body = { reservationId: h.reservationId, idempotencyKey: key(4) };
    const [a, b] = await Promise.all([
      shopper.post(path(h.dealId, '/cancel'), body),
      shopper.post(path(h.dealId, '/cancel'), body),
    ]);
    expect((await answerOf(a)).reservation!.status).toBe('REFUNDED');
    expect((await answerOf(b)).reservation).toMatchObject({ status: 'REFUNDED', refundedCents: 50_000 });
    await shopper.post(path(h.dealId, '/cancel'), { ...body, idempotencyKey: key(5) });
    expect(pay.refunds()).toHaveLength(1);
    expect(pay.refunds()[0]!.amountCents).toBe(50_000);
    expect(await holdCount(db, 'v1')).toBe(0);
    const refunds = db.selectFrom('outbox').selectAll().where('kind', '=', 'deposit-refund');
    expect(await refunds.where('channel', '=', 'EMAIL').execute()).toHaveLength(1);
  });

  it('after the dealer refunded part: inside the window the shopper gets the rest back', async () => {
    const shopper = await Visitor.signedIn(app);
    const h = await held(shopper);
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    await agent.call('POST', `/deals/${h.dealId}/reservation/refund`, { amountCents: 20_000, idempotencyKey: key(9) });
    expect((await answerOf(await shopper.get(path(h.dealId)))).reservation).toMatchObject({
      refundedCents: 20_000,
      cancellable: true,
    });
    const answer = await answerOf(
      await shopper.post(path(h.dealId, '/cancel'), { reservationId: h.reservationId, idempotencyKey: key(4) }),
    );
    expect(answer.reservation).toMatchObject({ status: 'REFUNDED', refundedCents: 50_000, cancellable: false });
    expect(pay.refunds().map((r) => r.amountCents)).toEqual([20_000, 30_000]);
  });

  it('a refund the provider refuses is a 409 that says so; nothing is booked and the same key tries again', async () => {
    const shopper = await Visitor.signedIn(app);
    const h = await held(shopper);
    const body = { reservationId: h.reservationId, idempotencyKey: key(4) };
    pay.refuseRefunds(1);
    const refused = await shopper.post(path(h.dealId, '/cancel'), body);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(REFUND_REFUSED_MESSAGE);
    expect((await answerOf(await shopper.get(path(h.dealId)))).reservation).toMatchObject({
      status: 'HELD',
      refundedCents: 0,
      cancellable: true,
    });
    expect(await holdCount(db, 'v1')).toBe(1);
    const again = await answerOf(await shopper.post(path(h.dealId, '/cancel'), body));
    expect(again.reservation).toMatchObject({ status: 'REFUNDED', refundedCents: 50_000 });
    expect(pay.refunds()).toHaveLength(1);
  });

  it('outside the window: a 400 that says so, nothing refunded', async () => {
    const shopper = await Visitor.signedIn(app);
    const h = await held(shopper);
    offset = 7 * DAY + 60_000;
    const res = await shopper.post(path(h.dealId, '/cancel'), {
      reservationId: h.reservationId,
      idempotencyKey: key(4),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(REFUND_WINDOW_CLOSED_MESSAGE);
    expect(pay.refunds()).toHaveLength(0);
    // Past its 48 hours the hold shows EXPIRED, and the car is free for others.
    expect((await answerOf(await shopper.get(path(h.dealId)))).reservation!.status).toBe('EXPIRED');
    const other = await Visitor.signedIn(app, OTHER_USER);
    const theirs = await started(other, 'v1', key(6));
    expect(theirs.answer.reservation!.status).toBe('PENDING');
  });
});

describe('the dealer’s staff', () => {
  it('sees the reservation in the jacket; refunds are capped at what is left, once per key, audited', async () => {
    const shopper = await Visitor.signedIn(app);
    const h = await held(shopper);
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const jacket = v.parse(DealJacketSchema, await (await agent.call('GET', `/deals/${h.dealId}`)).json());
    expect(jacket.reservation).toMatchObject({ id: h.reservationId, status: 'HELD', amountCents: 50_000 });

    const refund = (amountCents: unknown, k: string) =>
      agent.call('POST', `/deals/${h.dealId}/reservation/refund`, { amountCents, idempotencyKey: k });
    const tooMuch = await refund(60_000, key(10));
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { message: string }).message).toBe(REFUND_TOO_LARGE_MESSAGE);
    const bad = await refund('lots', key(10));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: { message: string }[] }).fieldErrors[0]!.message).toBe(
      REFUND_AMOUNT_MESSAGE,
    );
    const part = await refund(20_000, key(11));
    expect(part.status).toBe(200);
    expect(v.parse(DealJacketSchema, await part.json()).reservation).toMatchObject({
      refundedCents: 20_000,
      status: 'HELD',
    });
    await refund(20_000, key(11));
    const rest = v.parse(DealJacketSchema, await (await refund(30_000, key(12))).json());
    expect(rest.reservation).toMatchObject({ refundedCents: 50_000, status: 'REFUNDED' });
    expect((await refund(1, key(13))).status).toBe(409);
    expect(pay.refunds().map((r) => r.amountCents)).toEqual([20_000, 30_000]);
    expect(await holdCount(db, 'v1')).toBe(0);

    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    const audit = (await (await manager.call('GET', '/audit')).json()) as { entries: { action: string }[] };
    expect(audit.entries.filter((e) => e.action === 'deal.reservation-refund')).toHaveLength(2);
  });

  it('release and extend the hold; another dealer’s staff are refused', async () => {
    const shopper = await Visitor.signedIn(app);
    const h = await held(shopper);
    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    const extended = await manager.call('POST', `/deals/${h.dealId}/reservation/extend`, { hours: 24 });
    expect(extended.status).toBe(200);
    const jacket = v.parse(DealJacketSchema, await extended.json());
    expect(Date.parse(jacket.reservation!.holdUntil!)).toBe(Date.parse(h.answer.reservation!.holdUntil!) + 24 * HOUR);
    expect((await manager.call('POST', `/deals/${h.dealId}/reservation/extend`, { hours: 0 })).status).toBe(400);
    expect((await manager.call('POST', `/deals/${h.dealId}/reservation/extend`, { hours: 169 })).status).toBe(400);

    const stranger = staffClient(app);
    await stranger.signIn(MANAGER_2);
    expect((await stranger.call('POST', `/deals/${h.dealId}/reservation/release`)).status).toBe(403);

    const released = await manager.call('POST', `/deals/${h.dealId}/reservation/release`);
    expect(released.status).toBe(200);
    expect(v.parse(DealJacketSchema, await released.json()).reservation!.status).toBe('RELEASED');
    expect(await holdCount(db, 'v1')).toBe(0);
    const audit = (await (await manager.call('GET', '/audit')).json()) as { entries: { action: string }[] };
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['deal.reservation-extend', 'deal.reservation-release']),
    );
  });
});

describe('the sweep', () => {
  it('ends a HELD hold past its end (EXPIRED) and a payment never finished (CANCELLED), and frees the cars', async () => {
    const shopper = await Visitor.signedIn(app);
    const h = await held(shopper, 'v1');
    const other = await Visitor.signedIn(app, OTHER_USER);
    const pending = await started(other, 'v4', key(7));
    expect(await sweepOnce()).toBe(0);
    offset = 49 * HOUR;
    expect(await sweepOnce()).toBe(2);
    const rows = await db.selectFrom('reservations').select(['id', 'status']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [h.reservationId]: 'EXPIRED',
      [pending.reservationId]: 'CANCELLED',
    });
    expect(pay.payments().find((p) => p.id === pending.paymentId)!.status).toBe('canceled');
    expect(await holdCount(db, 'v1')).toBe(0);
    expect(await holdCount(db, 'v4')).toBe(0);
    // The expired deposit stays refundable per the dealer's rule.
    expect((await answerOf(await shopper.get(path(h.dealId)))).reservation).toMatchObject({
      status: 'EXPIRED',
      cancellable: true,
    });
  });
});

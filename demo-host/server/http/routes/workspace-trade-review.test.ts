import sharp from 'sharp';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { PayoffUpdatedResponseSchema } from '../../../../src/contract/shell.ts';
import {
  COUNTER_OFFER_MESSAGE,
  COUNTER_SAME,
  COUNTER_TOO_HIGH,
  NO_TRADE_TO_REVIEW,
  NOTE_TOO_LONG,
} from '../../../../src/contract/trade-review.ts';
import { TradeSchema } from '../../../../src/contract/trade.ts';
import { DealJacketSchema } from '../../../../src/contract/workspace-deals.ts';
import type { Db } from '../../db/schema.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { dealSeed, OTHER_USER, Visitor } from './deal-fixtures.ts';
import { addStaff, AGENT_1, MANAGER_1, MANAGER_2, staffClient } from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb(dealSeed());
  await addStaff(db, [MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
  // The seeded shopper's trade t1 (offer 10,000, payoff 4,000), appraised so the shopper's GET /api/trade answers it.
  await db
    .updateTable('trades')
    .set({
      vin: '1HGCM82633A004352',
      answers: JSON.stringify({
        vin: '1HGCM82633A004352',
        year: 2003,
        make: 'Honda',
        model: 'Accord',
        trim: 'EX',
        mileage: 142000,
        zipCode: '97202',
        features: [],
        owners: 2,
        accidents: 'NONE',
        condition: 'GOOD',
        titleStatus: 'CLEAN',
        owesMoney: true,
      }),
      breakdown: JSON.stringify({
        baseValue: 10000,
        mileageAdjustment: 0,
        conditionAdjustment: 0,
        historyAdjustment: 0,
        featuresAdjustment: 0,
      }),
      expires_at: '2099-01-01T00:00:00.000Z',
      lender: 'First Bank',
    })
    .where('id', '=', 't1')
    .execute();
});

const jacketOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return v.parse(DealJacketSchema, await res.json());
};

async function putPhoto(shopper: Visitor, slot: string) {
  const body = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#357' } })
    .jpeg()
    .toBuffer();
  const res = await app.request(`/api/trade/photos/${slot}`, {
    method: 'PUT',
    headers: { Cookie: shopper.cookie, 'X-CSRF-TOKEN': shopper.token, 'Content-Type': 'image/jpeg' },
    body,
  });
  expect(res.status).toBe(200);
}

async function fieldErrors(res: Response) {
  expect(res.status).toBe(400);
  return ((await res.json()) as { fieldErrors: { field: string; message: string }[] }).fieldErrors;
}

describe('the trade-in in the deal jacket', () => {
  it('shows the shopper’s trade, its photos at signed addresses the workspace can open, and no review yet', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    await putPhoto(shopper, 'front');
    await putPhoto(shopper, 'odometer');

    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const jacket = await jacketOf(await agent.call('GET', `/deals/${dealId}`));
    expect(jacket.tradeIn).toMatchObject({
      vehicle: '2018 Honda Civic EX',
      offer: 10_000,
      payoff: 4_000,
      review: { state: 'none' },
    });
    expect(jacket.tradeIn!.photos.map((p) => [p.slot, p.width, p.height]).sort()).toEqual([
      ['front', 800, 600],
      ['odometer', 800, 600],
    ]);
    const photo = jacket.tradeIn!.photos[0]!;
    for (const address of [photo.thumbnailUrl, photo.imageUrl]) {
      expect(address).toMatch(/^\/api\/uploads\/object\?key=/);
      const image = await app.request(address);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/jpeg');
    }

    // A shopper without a trade: none in the jacket, and nothing to review.
    const other = await Visitor.signedIn(app, OTHER_USER);
    const theirs = await other.startDeal('v1');
    expect((await jacketOf(await agent.call('GET', `/deals/${theirs}`))).tradeIn).toBeNull();
    const none = await agent.call('POST', `/deals/${theirs}/trade/confirm`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toBe(NO_TRADE_TO_REVIEW);
  });

  it('confirms the offer: who and when in the jacket, the state in the shopper’s trade, an audit entry', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    await putPhoto(shopper, 'front');
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const jacket = await jacketOf(await agent.call('POST', `/deals/${dealId}/trade/confirm`));
    expect(jacket.tradeIn!.review).toMatchObject({ state: 'confirmed', by: 'Name of a1' });
    expect(jacket.tradeIn!.offer).toBe(10_000);

    const trade = v.parse(TradeSchema, await (await shopper.get('/api/trade')).json());
    expect(trade).toMatchObject({ offer: 10_000, photosProvided: 1, review: { state: 'confirmed' } });
    // A confirm changes no value: no updated-trade modal.
    const updated = v.parse(PayoffUpdatedResponseSchema, await (await shopper.get('/api/trade/payoff-updated')).json());
    expect(updated.info).toBeNull();

    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    const audit = (await (await manager.call('GET', '/audit')).json()) as {
      entries: { action: string; record: string }[];
    };
    expect(audit.entries.map((e) => e.action)).toContain('deal.trade-confirm');
    expect(audit.entries.find((e) => e.action === 'deal.trade-confirm')?.record).toBe(`deal ${dealId}`);
  });

  it('refuses a counter that is not a positive whole-dollar amount up to twice the offer, or a note too long', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const counter = (body: unknown) => agent.call('POST', `/deals/${dealId}/trade/counter`, body);
    for (const offer of [0, -5, 1.5, '9000', null]) {
      expect(await fieldErrors(await counter({ offer }))).toEqual([{ field: 'offer', message: COUNTER_OFFER_MESSAGE }]);
    }
    expect(await fieldErrors(await counter({ offer: 20_001 }))).toEqual([
      { field: 'offer', message: COUNTER_TOO_HIGH },
    ]);
    expect(await fieldErrors(await counter({ offer: 10_000 }))).toEqual([{ field: 'offer', message: COUNTER_SAME }]);
    expect(await fieldErrors(await counter({ offer: 9_000, note: 'x'.repeat(501) }))).toEqual([
      { field: 'note', message: NOTE_TOO_LONG },
    ]);
    // Nothing changed.
    const trade = v.parse(TradeSchema, await (await shopper.get('/api/trade')).json());
    expect(trade).toMatchObject({ offer: 10_000, review: { state: 'none' } });
  });

  it('counters the offer: the trade’s new offer, the note, the updated-trade modal’s change and an audit entry', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const before = await (await shopper.get(`/api/deals/${dealId}`)).json();
    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    const jacket = await jacketOf(
      await manager.call('POST', `/deals/${dealId}/trade/counter`, { offer: 9_000, note: '  Rear bumper scratched  ' }),
    );
    expect(jacket.tradeIn).toMatchObject({
      offer: 9_000,
      review: {
        state: 'countered',
        by: 'Name of m1',
        oldOffer: 10_000,
        newOffer: 9_000,
        note: 'Rear bumper scratched',
      },
    });

    const trade = v.parse(TradeSchema, await (await shopper.get('/api/trade')).json());
    expect(trade).toMatchObject({
      offer: 9_000,
      netCashOffer: 5_000,
      photosProvided: 0,
      review: { state: 'countered', note: 'Rear bumper scratched' },
    });
    const updated = v.parse(PayoffUpdatedResponseSchema, await (await shopper.get('/api/trade/payoff-updated')).json());
    expect(updated.info).toMatchObject({
      vehicleName: '2018 Honda Civic EX',
      oldTradeOffer: 10_000,
      oldPayoff: 4_000,
      oldNetOffer: 6_000,
      newTradeOffer: 9_000,
      newPayoff: 4_000,
      newNetOffer: 5_000,
      difference: -1_000,
    });
    // The shopper's deal carries the new offer.
    const after = (await (await shopper.get(`/api/deals/${dealId}`)).json()) as typeof before;
    expect(JSON.stringify(after)).not.toEqual(JSON.stringify(before));

    const audit = (await (await manager.call('GET', '/audit')).json()) as {
      entries: { action: string; record: string }[];
    };
    expect(audit.entries.map((e) => e.action)).toContain('deal.trade-counter');
  });

  it('is staff only, and only the deal’s dealer’s staff', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const anonymous = staffClient(app);
    expect((await anonymous.call('POST', `/deals/${dealId}/trade/confirm`)).status).toBe(401);
    expect((await anonymous.call('POST', `/deals/${dealId}/trade/counter`, { offer: 9_000 })).status).toBe(401);
    // The shopper's own session is no staff session.
    const asShopper = await app.request(`/dealer/api/deals/${dealId}/trade/confirm`, {
      method: 'POST',
      headers: { Cookie: shopper.cookie, 'X-CSRF-TOKEN': shopper.token },
    });
    expect([401, 403]).toContain(asShopper.status);
    const other = staffClient(app);
    await other.signIn(MANAGER_2);
    expect((await other.call('POST', `/deals/${dealId}/trade/confirm`)).status).toBe(403);
    expect((await other.call('POST', `/deals/${dealId}/trade/counter`, { offer: 9_000 })).status).toBe(403);
    const trade = v.parse(TradeSchema, await (await shopper.get('/api/trade')).json());
    expect(trade).toMatchObject({ offer: 10_000, review: { state: 'none' } });
  });

  it('holds a review only while the offer is the one reviewed', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    await agent.call('POST', `/deals/${dealId}/trade/confirm`);
    await db.updateTable('trades').set({ offer: 9_500 }).where('id', '=', 't1').execute();
    expect((await jacketOf(await agent.call('GET', `/deals/${dealId}`))).tradeIn!.review).toEqual({ state: 'none' });
  });
});

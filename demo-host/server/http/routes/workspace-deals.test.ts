import { beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { DealSchema } from '../../../../src/contract/deal.ts';
import { DealJacketSchema, MANAGERS_LOCK } from '../../../../src/contract/workspace-deals.ts';
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import type { Db } from '../../db/schema.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { dealSeed, json, savedFinanceDeal, Visitor } from './deal-fixtures.ts';
import { addStaff, ADMIN, AGENT_1, MANAGER_1, MANAGER_2, staffClient } from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb(dealSeed());
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
});

const jacketOf = async (res: Response) => v.parse(DealJacketSchema, await res.json());

describe('the deal jacket', () => {
  it('shows the deal with the figures the shopper saw, to the cent, and never the credit score', async () => {
    const shopper = await Visitor.signedIn(app);
    const { dealId, quote } = await savedFinanceDeal(shopper);
    const seen = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);
    const cash = await (await shopper.get(`/api/deals/${dealId}/cash`)).json();

    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const res = await agent.call('GET', `/deals/${dealId}`);
    expect(res.status).toBe(200);
    const raw = await res.clone().text();
    const jacket = await jacketOf(res);
    expect(jacket.quote).toEqual(quote);
    expect(jacket.quote!.monthlyPayment).toBe(seen.quote!.monthlyPayment);
    expect(jacket.cash).toEqual(cash);
    expect(jacket.vehicle.salePrice).toBe(seen.pricing.salePrice);
    expect(jacket).toMatchObject({
      dealType: 'FINANCE',
      saved: true,
      dealer: { id: 'd1', name: 'First Motors' },
      shopper: { email: 'demo@upshift.test' },
      credit: { tier: seen.offerDetails.creditTier, source: seen.offerDetails.creditSource },
      priceLock: null,
    });
    expect(raw).not.toMatch(/creditScore|"score"/);
  });

  it('is refused to another dealer’s staff; unknown is a 404; the views are in the audit log', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const other = staffClient(app);
    await other.signIn(MANAGER_2);
    const refused = await other.call('GET', `/deals/${dealId}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(NOT_YOUR_DEALER);
    expect((await other.call('PUT', `/deals/${dealId}/price-lock`, { days: 3 })).status).toBe(403);
    expect((await other.call('GET', '/deals/no-such-deal')).status).toBe(404);

    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    await manager.call('GET', `/deals/${dealId}`);
    const audit = (await (await manager.call('GET', '/audit')).json()) as {
      entries: { action: string; record: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ action: 'deal.view', record: `deal ${dealId}` });
  });

  it('finds a shopper’s deals by name, email or deal id, within the member’s dealers', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const theirs = await shopper.startDeal('v2');
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    for (const q of ['demo@upshift', 'dana dem', dealId]) {
      const found = (await (await agent.call('GET', `/deals?q=${encodeURIComponent(q)}`)).json()) as {
        deals: { id: string }[];
      };
      expect(found.deals.map((d) => d.id)).toContain(dealId);
      expect(found.deals.map((d) => d.id)).not.toContain(theirs);
    }
    expect((await agent.call('GET', '/deals?q=a')).status).toBe(400);
  });

  it('a manager locks the price the shopper saw: the deal keeps it when the vehicle’s price rises, until unlocked', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const before = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);

    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const refused = await agent.call('PUT', `/deals/${dealId}/price-lock`, { days: 3 });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(MANAGERS_LOCK);

    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    expect((await manager.call('PUT', `/deals/${dealId}/price-lock`, { days: 0 })).status).toBe(400);
    expect((await manager.call('PUT', `/deals/${dealId}/price-lock`, { days: 31 })).status).toBe(400);
    const locked = await jacketOf(await manager.call('PUT', `/deals/${dealId}/price-lock`, { days: 3 }));
    expect(locked.priceLock).toMatchObject({ salePrice: before.pricing.salePrice, by: 'Name of m1' });
    expect(locked.priceLock!.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await db
      .updateTable('vehicles')
      .set({ sale_price: before.pricing.salePrice + 1500 })
      .where('id', '=', 'v1')
      .execute();
    const held = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);
    expect(held.pricing.salePrice).toBe(before.pricing.salePrice);
    expect(held.pricing.outTheDoor).toBe(before.pricing.outTheDoor);
    expect(held.priceLock).toEqual({ dealer: 'First Motors', until: locked.priceLock!.until });

    const unlocked = await jacketOf(await manager.call('DELETE', `/deals/${dealId}/price-lock`));
    expect(unlocked.priceLock).toBeNull();
    const after = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);
    expect(after.pricing.salePrice).toBe(before.pricing.salePrice + 1500);
    expect(after.priceLock).toBeNull();
  });
});

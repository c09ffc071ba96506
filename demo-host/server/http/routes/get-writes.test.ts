/**
 * A GET writes nothing. The quote lists' GETs price without storing (a quote
 * the shopper can pick is stored by the POSTs, which need the CSRF token); a vehicle view is
 * recorded by its own POST, not by reading the vehicle.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FinanceQuotesSchema, LeaseQuotesSchema } from '../../../../src/contract/deal.ts';
import { RecentlyViewedSchema } from '../../../../src/contract/garage.ts';
import type { Db } from '../../db/schema.ts';
import { json, makeDealApp, Visitor } from './deal-fixtures.ts';

const quoteRows = (db: Db, dealId: string) =>
  db.selectFrom('deal_quotes').selectAll().where('deal_id', '=', dealId).orderBy('requested_seq').execute();
const viewRows = (db: Db) => db.selectFrom('recently_viewed').selectAll().orderBy('vehicle_id').execute();

describe('GET quote lists', () => {
  it('price without storing: the database is the same after any number of GETs', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const posted = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 1000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const before = await quoteRows(db, id);
    expect(before).toHaveLength(1);
    for (const down of [1000, 5000, 5000, 0]) {
      const got = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=${down}`), FinanceQuotesSchema);
      expect(got.quotes.length).toBeGreaterThan(0);
      if (down === 1000) expect(got).toEqual(posted);
      await json(visitor.get(`/api/deals/${id}/lease/quotes?downPayment=${down}&mileage=12000`), LeaseQuotesSchema);
    }
    expect(await quoteRows(db, id)).toEqual(before);
  });

  it("price the deal's protection products as the POST does when it names none", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    await visitor.post(`/api/deals/${id}/cash`, { protectionProducts: ['vsc-basic'] });
    const got = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=2000`), FinanceQuotesSchema);
    const posted = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000 }),
      FinanceQuotesSchema,
    );
    const none = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    expect(posted).toEqual(got);
    expect(none.quotes[0]?.monthlyPayment).toBeLessThan(got.quotes[0]?.monthlyPayment ?? 0);
    const lease = await json(visitor.get(`/api/deals/${id}/lease/quotes?downPayment=2000`), LeaseQuotesSchema);
    const leasePosted = await json(
      visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: 2000, mileage: 12_000 }),
      LeaseQuotesSchema,
    );
    expect(leasePosted).toEqual(lease);
  });

  it('store nothing without the CSRF token', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const forged = await app.request(`/api/deals/${id}/finance/quotes`, {
      method: 'POST',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ downPayment: 9000 }),
    });
    expect(forged.status).toBe(403);
    expect(await quoteRows(db, id)).toEqual([]);
  });
});

describe('vehicle views', () => {
  it('are not recorded by reading a vehicle', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    for (let i = 0; i < 3; i++) expect((await visitor.get('/api/vehicles/v1')).status).toBe(200);
    expect(await viewRows(db)).toEqual([]);
  });

  it('are recorded by POST /api/vehicles/:id/view with the CSRF token, once per vehicle', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const forged = await app.request('/api/vehicles/v1/view', { method: 'POST', headers: { Cookie: visitor.cookie } });
    expect(forged.status).toBe(403);
    expect(await viewRows(db)).toEqual([]);

    expect((await visitor.post('/api/vehicles/v1/view', {})).status).toBe(204);
    expect((await visitor.post('/api/vehicles/v1/view', {})).status).toBe(204);
    await new Promise((r) => setTimeout(r, 5));
    expect((await visitor.post('/api/vehicles/v4/view', {})).status).toBe(204);
    expect((await viewRows(db)).map((r) => r.vehicle_id)).toEqual(['v1', 'v4']);
    expect((await visitor.post('/api/vehicles/v999/view', {})).status).toBe(404);
    expect((await visitor.post('/api/vehicles/bad%20id/view', {})).status).toBe(400);
    await visitor.login();
    const { vehicles } = v.parse(RecentlyViewedSchema, await (await visitor.get('/api/garage/recently-viewed')).json());
    expect(vehicles.map((x) => x.id)).toEqual(['v4', 'v1']);
  });
});

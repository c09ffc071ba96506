import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealSchema, FinanceQuotesSchema } from '../../../../src/contract/deal.ts';
import { DealCountSchema, RecentlyViewedSchema, SavedDealsSchema } from '../../../../src/contract/garage.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { RECENTLY_VIEWED_KEPT, recordView, userOwner } from '../../db/recently-viewed-repo.ts';
import { APP_ORIGIN } from '../../test-support.ts';
import { json, makeDealApp, OTHER_USER, Visitor } from './deal-fixtures.ts';

describe('garage', () => {
  it('answers 401 to a visitor who is not logged in', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    for (const path of ['/api/garage/deals/count', '/api/garage/deals', '/api/garage/recently-viewed']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(401);
      expect(v.parse(ErrorBodySchema, await res.json()).message).toBe('Log in to see your garage');
    }
  });

  it("lists the user's saved deals with their payment, and counts them (also in the page context)", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    expect(await json(visitor.get('/api/garage/deals/count'), DealCountSchema)).toEqual({ count: 0 });
    const financed = await visitor.startDeal('v1');
    await visitor.startDeal('v4'); // started, never saved: not in the garage
    const { quotes } = await json(
      visitor.post(`/api/deals/${financed}/finance/quotes`, { downPayment: 1000 }),
      FinanceQuotesSchema,
    );
    const pick = quotes[0];
    if (!pick) throw new Error('no quotes');
    const deal = await json(visitor.get(`/api/deals/${financed}`), DealSchema);
    const saved = await visitor.post(`/api/deals/${financed}/update`, {
      updateQuote: { dealType: 'FINANCE', quoteId: pick.id },
      dealName: 'Camry plan',
      dealPreferences: deal.preferences,
    });
    expect(saved.status).toBe(200);

    expect(await json(visitor.get('/api/garage/deals/count'), DealCountSchema)).toEqual({ count: 1 });
    const { deals } = await json(visitor.get('/api/garage/deals'), SavedDealsSchema);
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({
      dealId: financed,
      dealName: 'Camry plan',
      dealType: 'FINANCE',
      monthlyPayment: pick.monthlyPayment,
      term: pick.term,
      creditTier: deal.offerDetails.creditTier,
      vehicle: { id: 'v1', imageUrl: `${APP_ORIGIN}/images/vehicles/v1/0.svg` },
    });
    expect(deals[0]?.cashPrice).toBeGreaterThan(0);

    const boot = v.parse(
      ShadowBootSchema,
      await (await app.request('/api/page-context?campaign=main', { headers: { Cookie: visitor.cookie } })).json(),
    );
    expect(boot.context.visitor.dealCount).toBe(1);

    // Another user has an empty garage.
    const other = await Visitor.start(app);
    await other.login(OTHER_USER);
    expect(await json(other.get('/api/garage/deals/count'), DealCountSchema)).toEqual({ count: 0 });
  });

  it('names the credit tier each payment is priced for, as the deal page does, and none for a cash deal', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const financed = await visitor.startDeal('v1');
    const { quotes } = await json(
      visitor.post(`/api/deals/${financed}/finance/quotes`, { downPayment: 1000 }),
      FinanceQuotesSchema,
    );
    const pick = quotes[0];
    if (!pick) throw new Error('no quotes');
    const before = await json(visitor.get(`/api/deals/${financed}`), DealSchema);
    const saved = await visitor.post(`/api/deals/${financed}/update`, {
      updateQuote: { dealType: 'FINANCE', quoteId: pick.id },
      dealName: 'Financed',
      dealPreferences: before.preferences,
    });
    expect(saved.status).toBe(200);
    const cash = await visitor.startDeal('v4');
    const cashDeal = await json(visitor.get(`/api/deals/${cash}`), DealSchema);
    const savedCash = await visitor.post(`/api/deals/${cash}/update`, {
      updateQuote: { dealType: 'CASH' },
      dealName: 'Cash',
      dealPreferences: { ...cashDeal.preferences, dealType: 'CASH' },
    });
    expect(savedCash.status).toBe(200);

    const garageDeal = async (id: string) =>
      (await json(visitor.get('/api/garage/deals'), SavedDealsSchema)).deals.find((d) => d.dealId === id);
    // The fixture user's score on file (742) prices the deal as excellent.
    expect(await garageDeal(financed)).toMatchObject({ creditTier: 'excellent', monthlyPayment: pick.monthlyPayment });

    expect((await visitor.post(`/api/deals/${financed}/credit-tier`, { tier: 'good' }, 'PUT')).status).toBe(200);
    const deal = await json(visitor.get(`/api/deals/${financed}`), DealSchema);
    expect(deal.offerDetails.creditTier).toBe('good');
    // Re-priced: a lower tier pays more.
    expect(deal.quote?.monthlyPayment).toBeGreaterThan(pick.monthlyPayment);
    // The same payment and tier as the deal page shows.
    expect(await garageDeal(financed)).toMatchObject({
      creditTier: 'good',
      monthlyPayment: deal.quote?.monthlyPayment,
    });
    expect(await garageDeal(cash)).toMatchObject({ dealType: 'CASH', monthlyPayment: null, creditTier: null });
  });

  it('records viewed vehicles, newest first, carried over at login', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    // The vehicle page records its view with a POST.
    expect((await visitor.post('/api/vehicles/v1/view', {})).status).toBe(204);
    expect((await visitor.post('/api/vehicles/v999/view', {})).status).toBe(404);
    await new Promise((r) => setTimeout(r, 5));
    expect((await visitor.post('/api/vehicles/v4/view', {})).status).toBe(204);
    await visitor.login();
    const { vehicles } = await json(visitor.get('/api/garage/recently-viewed'), RecentlyViewedSchema);
    expect(vehicles.map((x) => x.id)).toEqual(['v4', 'v1']);
    expect(vehicles[0]?.imageUrl).toBe(`${APP_ORIGIN}/images/vehicles/v4/0.svg`);
  });

  it(`keeps only the ${RECENTLY_VIEWED_KEPT} latest views`, async () => {
    const { app, db } = await makeDealApp();
    // Copies of v1 under other ids give more vehicles than are kept.
    const ids = Array.from({ length: RECENTLY_VIEWED_KEPT + 3 }, (_, i) => `c${i + 1}`);
    const v1 = await db.selectFrom('vehicles').selectAll().where('id', '=', 'v1').executeTakeFirstOrThrow();
    await db
      .insertInto('vehicles')
      .values(ids.map((id, i) => ({ ...v1, id, vin: `COPY${String(i).padStart(13, '0')}` })))
      .execute();
    for (const [i, id] of ids.entries()) await recordView(db, userOwner('u1'), id, 1000 + i);
    const visitor = await Visitor.start(app);
    await visitor.login();
    const { vehicles } = await json(visitor.get('/api/garage/recently-viewed'), RecentlyViewedSchema);
    expect(vehicles.map((x) => x.id)).toEqual(ids.slice(-RECENTLY_VIEWED_KEPT).reverse());
    const count = await db
      .selectFrom('recently_viewed')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(RECENTLY_VIEWED_KEPT);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CashDealSchema, DealSchema, FinanceQuotesSchema, LeaseQuotesSchema } from '../../../../src/contract/deal.ts';
import {
  DealerProtectionProductsSchema,
  DealJacketSchema,
  JacketUpdateResponseSchema,
  NO_PROTECTION_PRODUCTS,
  NOT_OFFERED,
  UNKNOWN_PRODUCT,
} from '../../../../src/contract/protection.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { getDealRecord } from '../../db/deals-repo.ts';
import { json, makeDealApp, OTHER_USER, Visitor } from './deal-fixtures.ts';

/** What the server says adding or removing `productId` does to this quote's monthly payment. */
function effectOf(
  quote: { protectionEffects?: { productId: string; change: number }[] | undefined },
  productId: string,
) {
  const effect = quote.protectionEffects?.find((e) => e.productId === productId);
  if (!effect) throw new Error(`no effect for ${productId}`);
  return effect.change;
}

const errors = async (res: Response) => v.parse(ErrorBodySchema, await res.json());
const put = (visitor: Visitor, dealId: string, ids: string[]) =>
  visitor.post('/api/protection-products/update', { dealId, insuranceWarranties: ids.map((id) => ({ id })) }, 'PUT');
const update = async (visitor: Visitor, dealId: string, ids: string[]) => {
  const res = await put(visitor, dealId, ids);
  if (res.status !== 200) throw new Error(`PUT answered ${String(res.status)}: ${await res.text()}`);
  return (await json(res, JacketUpdateResponseSchema)).customerAndDealData;
};

describe('GET /api/protection-products/dealer/:dealerId', () => {
  it('lists the three service contract plans exactly, then the dealer’s own products, each optional', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const body = await json(visitor.get('/api/protection-products/dealer/d1'), DealerProtectionProductsSchema);
    expect(body.dealerId).toBe('d1');
    expect(body.products.map((p) => [p.name, p.coverage?.pricePerMonth, p.coverage?.mileageLimit, p.price])).toEqual([
      ['Basic Coverage', 28, 65_000, 1680],
      ['Peace of Mind', 32, 150_000, 1920],
      ['Lifetime Coverage', 38, null, 2280],
      ['Tire & Wheel Protection', undefined, undefined, 899],
      ['GAP Insurance', undefined, undefined, 795],
    ]);
    expect(body.products.map((p) => p.kind)).toEqual([
      'SERVICE_CONTRACT',
      'SERVICE_CONTRACT',
      'SERVICE_CONTRACT',
      'DEALER_PRODUCT',
      'DEALER_PRODUCT',
    ]);
    expect(body.products.every((p) => p.optional)).toBe(true);
    // Another dealer's product is not listed.
    expect(body.products.some((p) => p.id === 'd2-gap')).toBe(false);
  });

  it('offers GAP on finance and lease deals only: a cash deal is not offered it (it covers a loan or lease balance)', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const ids = async (query: string) =>
      (
        await json(visitor.get(`/api/protection-products/dealer/d1${query}`), DealerProtectionProductsSchema)
      ).products.map((p) => p.id);
    for (const dealType of ['', '?dealType=FINANCE', '?dealType=LEASE'])
      expect(await ids(dealType)).toContain('d1-gap');
    expect(await ids('?dealType=CASH')).toEqual(['vsc-basic', 'vsc-peace-of-mind', 'vsc-lifetime', 'd1-tire-wheel']);
    const bad = await visitor.get('/api/protection-products/dealer/d1?dealType=BARTER');
    expect(bad.status).toBe(400);
    expect((await errors(bad)).fieldErrors.map((e) => e.field)).toEqual(['dealType']);
  });

  it('answers 404 for a dealer without protection products and for an unknown dealer', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    for (const id of ['d2', 'nope']) {
      const res = await visitor.get(`/api/protection-products/dealer/${id}`);
      expect(res.status).toBe(404);
      expect((await errors(res)).message).toBe(NO_PROTECTION_PRODUCTS);
    }
  });
});

describe('the deal jacket', () => {
  it('is the owner’s only: anybody else, and an unknown deal, get a 404', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    expect(await json(owner.get(`/api/protection-products/deals/${id}`), DealJacketSchema)).toEqual({
      dealId: id,
      insuranceWarranties: [],
    });
    const stranger = await Visitor.start(app);
    await stranger.login(OTHER_USER);
    expect((await stranger.get(`/api/protection-products/deals/${id}`)).status).toBe(404);
    expect((await put(stranger, id, ['vsc-basic'])).status).toBe(404);
    expect((await owner.get('/api/protection-products/deals/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await put(owner, '00000000-0000-0000-0000-000000000000', [])).status).toBe(404);
  });

  it('refuses an update without the CSRF token', async () => {
    const { app, db } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const res = await app.request('/api/protection-products/update', {
      method: 'PUT',
      headers: { Cookie: owner.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ dealId: id, insuranceWarranties: [{ id: 'vsc-basic' }] }),
    });
    expect(res.status).toBe(403);
    expect((await getDealRecord(db, id))?.cashProtectionProducts).toEqual([]);
  });

  it('refuses an unknown product and another dealer’s on their fields, and stores nothing', async () => {
    const { app, db } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const res = await put(owner, id, ['vsc-basic', 'nope', 'd2-gap']);
    expect(res.status).toBe(400);
    expect((await errors(res)).fieldErrors).toEqual([
      { field: 'insuranceWarranties.1.id', message: UNKNOWN_PRODUCT },
      { field: 'insuranceWarranties.2.id', message: NOT_OFFERED },
    ]);
    expect((await getDealRecord(db, id))?.cashProtectionProducts).toEqual([]);
    // A deal at a dealer without protection products can carry none, not even a plan.
    const truck = await owner.startDeal('v5');
    const plan = await put(owner, truck, ['vsc-basic']);
    expect(plan.status).toBe(400);
    expect((await errors(plan)).fieldErrors).toEqual([{ field: 'insuranceWarranties.0.id', message: NOT_OFFERED }]);
    expect((await put(owner, truck, [])).status).toBe(200);
  });

  it('keeps a product listed twice once and charges it once, in the jacket, cash and quote POSTs', async () => {
    const { app, db } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const data = await update(owner, id, ['vsc-basic', 'd1-tire-wheel', 'vsc-basic']);
    expect(data.jacket.insuranceWarranties.map((p) => p.id)).toEqual(['vsc-basic', 'd1-tire-wheel']);
    expect(data.protectionTotal).toBe(2579);
    expect(data.cash.breakdown.protectionProducts).toBe(2579);
    expect((await getDealRecord(db, id))?.cashProtectionProducts).toEqual(['vsc-basic', 'd1-tire-wheel']);
    const cash = await json(
      owner.post(`/api/deals/${id}/cash`, { protectionProducts: ['vsc-lifetime', 'vsc-lifetime'] }),
      CashDealSchema,
    );
    expect(cash.breakdown.protectionProducts).toBe(2280);
    const once = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000, protectionProducts: ['vsc-basic'] }),
      FinanceQuotesSchema,
    );
    const twice = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, {
        downPayment: 2000,
        protectionProducts: ['vsc-basic', 'vsc-basic'],
      }),
      FinanceQuotesSchema,
    );
    expect(twice).toEqual(once);
    expect(once.quotes[0]?.breakdown.protectionProducts).toBe(1680);
  });

  // The lease POST too (the same de-duplication as finance).
  it('charges a product listed twice in a lease quote POST once', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const lease = (protectionProducts: string[]) =>
      json(
        owner.post(`/api/deals/${id}/lease/quotes`, { downPayment: 2000, mileage: 12_000, protectionProducts }),
        LeaseQuotesSchema,
      );
    const once = await lease(['vsc-basic']);
    const twice = await lease(['vsc-basic', 'vsc-basic']);
    expect(twice).toEqual(once);
    expect(once.quotes[0]?.breakdown.protectionProducts).toBe(1680);
  });

  it('re-prices finance, lease and cash when a plan is added, and back exactly when it is removed', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const finance = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const lease = await json(
      owner.post(`/api/deals/${id}/lease/quotes`, { downPayment: 2000, mileage: 12_000, protectionProducts: [] }),
      LeaseQuotesSchema,
    );
    const cash = await json(owner.get(`/api/deals/${id}/cash`), CashDealSchema);

    const added = await update(owner, id, ['vsc-basic']);
    expect(added.protectionProductsSelected).toBe(true);
    expect(added.cash.outTheDoor).toBeCloseTo(cash.outTheDoor + 1680, 2);
    // Untaxed: only the protection line moves.
    expect(added.cash.breakdown.salesTax).toBe(cash.breakdown.salesTax);

    const financed = added.finance?.quotes ?? [];
    expect(financed.map((q) => q.id)).toEqual(finance.quotes.map((q) => q.id));
    financed.forEach((q, i) => {
      const before = finance.quotes[i];
      if (!before) throw new Error('missing quote');
      expect(q.amountFinanced).toBeCloseTo(before.amountFinanced + 1680, 2);
      // The effect shown before adding is the re-priced payment's rise, to the cent.
      const rise = effectOf(before, 'vsc-basic');
      expect(Math.round((q.monthlyPayment - before.monthlyPayment) * 100)).toBe(Math.round(rise * 100));
      // And taking the plan off again is the same effect the other way.
      expect(effectOf(q, 'vsc-basic')).toBe(-rise);
    });

    const leased = added.lease?.quotes ?? [];
    expect(leased.length).toBe(lease.quotes.length);
    leased.forEach((q, i) => {
      const before = lease.quotes[i];
      if (!before) throw new Error('missing quote');
      expect(q.grossCapitalizedCost).toBeCloseTo(before.grossCapitalizedCost + 1680, 2);
      expect(Math.round((q.monthlyPayment - before.monthlyPayment) * 100)).toBe(
        Math.round(effectOf(before, 'vsc-basic') * 100),
      );
    });

    // The jacket reads back, and the deal's GET cash prices it.
    const jacket = await json(owner.get(`/api/protection-products/deals/${id}`), DealJacketSchema);
    expect(jacket.insuranceWarranties.map((p) => p.name)).toEqual(['Basic Coverage']);
    expect((await json(owner.get(`/api/deals/${id}/cash`), CashDealSchema)).outTheDoor).toBe(added.cash.outTheDoor);

    const removed = await update(owner, id, []);
    expect(removed.protectionProductsSelected).toBe(false);
    expect(removed.jacket.insuranceWarranties).toEqual([]);
    expect(removed.cash).toEqual(cash);
    expect(removed.finance?.quotes).toEqual(finance.quotes);
    expect(removed.lease?.quotes).toEqual(lease.quotes);
  });

  it('re-prices a saved deal’s selected quote with the jacket', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    await owner.login();
    const id = await owner.startDeal();
    const first = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 1000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const pick = first.quotes[0];
    if (!pick) throw new Error('no quotes');
    const deal = await json(owner.get(`/api/deals/${id}`), DealSchema);
    const saved = await owner.post(`/api/deals/${id}/update`, {
      updateQuote: { dealType: 'FINANCE', quoteId: pick.id },
      dealName: 'With coverage',
      dealPreferences: deal.preferences,
    });
    expect(saved.status).toBe(200);
    await update(owner, id, ['vsc-lifetime']);
    const reloaded = await json(owner.get(`/api/deals/${id}`), DealSchema);
    expect(reloaded.quote).toMatchObject({ quoteId: pick.id, downPayment: 1000 });
    expect(Math.round(((reloaded.quote?.monthlyPayment ?? 0) - pick.monthlyPayment) * 100)).toBe(
      Math.round(effectOf(pick, 'vsc-lifetime') * 100),
    );
  });

  it('prices the jacket in the quote GETs (a reloaded deal), and only the list sent in a quote POST', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const bare = await json(owner.get(`/api/deals/${id}/finance/quotes?downPayment=1000`), FinanceQuotesSchema);
    await update(owner, id, ['vsc-peace-of-mind', 'd1-tire-wheel']);
    const finance = await json(owner.get(`/api/deals/${id}/finance/quotes?downPayment=1000`), FinanceQuotesSchema);
    expect(finance.quotes.map((q) => q.breakdown.protectionProducts)).toEqual(finance.quotes.map(() => 2819));
    expect(finance.quotes.map((q) => q.amountFinanced)).toEqual(
      bare.quotes.map((q) => Math.round((q.amountFinanced + 2819) * 100) / 100),
    );
    const lease = await json(
      owner.get(`/api/deals/${id}/lease/quotes?downPayment=1000&mileage=12000`),
      LeaseQuotesSchema,
    );
    expect(lease.quotes.length).toBeGreaterThan(0);
    expect(lease.quotes.every((q) => q.breakdown.protectionProducts === 2819)).toBe(true);
    // A POST prices what it is sent, and the jacket stays as it was.
    const posted = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 1000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    expect(posted.quotes).toEqual(bare.quotes);
    const jacket = await json(owner.get(`/api/protection-products/deals/${id}`), DealJacketSchema);
    expect(jacket.insuranceWarranties.map((p) => p.id)).toEqual(['vsc-peace-of-mind', 'd1-tire-wheel']);
  });

  it('answers null finance and lease until the deal has quotes', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const data = await update(owner, id, ['vsc-peace-of-mind']);
    expect(data).toMatchObject({ dealId: id, finance: null, lease: null, protectionTotal: 1920 });
  });
});

describe('what a product does to the payment shown', () => {
  it('is priced by the server on each quote: a plan adds far more than its price per month to a 36-month loan', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const { quotes } = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const short = quotes.find((q) => q.term === 36);
    if (!short) throw new Error('no 36-month quote');
    const basic = short.protectionEffects?.find((e) => e.productId === 'vsc-basic');
    // Basic Coverage is $28 a month over 60 months ($1,680): on 36 months it adds more than $28.
    expect(basic?.change).toBeGreaterThan(28);
    // It is exactly the rise of the payment the desk quotes once the plan is on the deal.
    const priced = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000, protectionProducts: ['vsc-basic'] }),
      FinanceQuotesSchema,
    );
    const after = priced.quotes.find((q) => q.id === short.id);
    expect(basic?.change).toBeCloseTo((after?.monthlyPayment ?? 0) - short.monthlyPayment, 2);
    // On the priced quote the plan is on: taking it off lowers the payment by as much; another plan replaces it.
    expect(after?.protectionEffects?.find((e) => e.productId === 'vsc-basic')?.change).toBeCloseTo(
      -(basic?.change ?? 0),
      2,
    );
    const lifetime = after?.protectionEffects?.find((e) => e.productId === 'vsc-lifetime')?.change ?? 0;
    const lifetimeAlone = short.protectionEffects?.find((e) => e.productId === 'vsc-lifetime')?.change ?? 0;
    expect(lifetime).toBeCloseTo(lifetimeAlone - (basic?.change ?? 0), 1);
    // Lease quotes carry theirs too.
    const lease = await json(
      owner.post(`/api/deals/${id}/lease/quotes`, { downPayment: 2000, mileage: 12_000, protectionProducts: [] }),
      LeaseQuotesSchema,
    );
    expect(lease.quotes[0]?.protectionEffects?.map((e) => e.productId)).toEqual([
      'vsc-basic',
      'vsc-peace-of-mind',
      'vsc-lifetime',
      'd1-tire-wheel',
      'd1-gap',
    ]);
  });

  it('on a cash deal is its effect on the cash price, and GAP is neither offered nor priced in', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const cash = await json(owner.get(`/api/deals/${id}/cash`), CashDealSchema);
    expect(cash.protectionEffects).toEqual([
      { productId: 'vsc-basic', change: 1680 },
      { productId: 'vsc-peace-of-mind', change: 1920 },
      { productId: 'vsc-lifetime', change: 2280 },
      { productId: 'd1-tire-wheel', change: 899 },
    ]);
    // GAP stays on the jacket for finance and lease, but a cash price never includes it.
    const data = await update(owner, id, ['vsc-basic', 'd1-gap']);
    expect(data.jacket.insuranceWarranties.map((p) => p.id)).toEqual(['vsc-basic', 'd1-gap']);
    expect(data.cash.breakdown.protectionProducts).toBe(1680);
    expect(data.cash.cashPrice).toBeCloseTo(cash.cashPrice + 1680, 2);
  });
});

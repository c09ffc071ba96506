import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DOES_NOT_FIT,
  MAX_SAVED_ACCESSORIES,
  NOT_SOLD_HERE,
  SaveAccessoriesResponseSchema,
  SavedAccessoriesSchema,
  UNKNOWN_ACCESSORY,
  VehicleAccessoriesSchema,
} from '../../../../src/contract/accessories.ts';
import { CashDealSchema, DealSchema, FinanceQuotesSchema, LeaseQuotesSchema } from '../../../../src/contract/deal.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { listSavedAccessories } from '../../db/accessories-repo.ts';
import { listQuoteSets } from '../../db/deal-quotes-repo.ts';
import { sumCents } from '../../domain/engine/money.ts';
import { json, makeDealApp, OTHER_USER, Visitor } from './deal-fixtures.ts';

const errors = async (res: Response) => v.parse(ErrorBodySchema, await res.json());
const put = (visitor: Visitor, dealId: string, accessoryIds: unknown) =>
  visitor.post(`/api/deals/${dealId}/savedAccessories`, { accessoryIds }, 'PUT');
const save = async (visitor: Visitor, dealId: string, ids: string[]) => {
  const res = await put(visitor, dealId, ids);
  if (res.status !== 200) throw new Error(`PUT answered ${String(res.status)}: ${await res.text()}`);
  return json(res, SaveAccessoriesResponseSchema);
};

describe('GET /api/accessories/deals/:id', () => {
  it('lists what the deal’s dealer sells that fits its vehicle, by category', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const camry = await json(
      owner.get(`/api/accessories/deals/${await owner.startDeal('v1')}`),
      VehicleAccessoriesSchema,
    );
    expect(camry.dealerId).toBe('d1');
    expect(camry.vehicle).toMatchObject({ id: 'v1', make: 'Toyota', model: 'Camry' });
    // Not d1's RAV4 cross bars, not d2's hitch.
    expect(camry.accessories.map((a) => [a.id, a.category, a.price])).toEqual([
      ['d1-mats', 'INTERIOR', 200],
      ['d1-spoiler', 'EXTERIOR', 500],
      ['d1-locks', 'WHEELS', 85.5],
    ]);
    // A BMW at the same dealer: only what fits any vehicle.
    const bmw = await json(
      owner.get(`/api/accessories/deals/${await owner.startDeal('v4')}`),
      VehicleAccessoriesSchema,
    );
    expect(bmw.accessories.map((a) => a.id)).toEqual(['d1-mats']);
    // Nothing of the dealer's fits: an empty list, not an error.
    const d2Camry = await json(
      owner.get(`/api/accessories/deals/${await owner.startDeal('v2')}`),
      VehicleAccessoriesSchema,
    );
    expect(d2Camry).toMatchObject({ dealerId: 'd2', accessories: [] });
    const truck = await json(
      owner.get(`/api/accessories/deals/${await owner.startDeal('v5')}`),
      VehicleAccessoriesSchema,
    );
    expect(truck.accessories.map((a) => a.id)).toEqual(['d2-hitch']);
  });
});

describe('the deal’s saved accessories', () => {
  it('are the owner’s only: anybody else, and an unknown deal, get a 404', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    expect(await json(owner.get(`/api/deals/${id}/savedAccessories`), SavedAccessoriesSchema)).toEqual({
      dealId: id,
      accessories: [],
      total: 0,
    });
    const stranger = await Visitor.start(app);
    await stranger.login(OTHER_USER);
    for (const path of [`/api/deals/${id}/savedAccessories`, `/api/accessories/deals/${id}`]) {
      const res = await stranger.get(path);
      expect(res.status, path).toBe(404);
      expect((await errors(res)).message).toBe('Deal not found');
    }
    expect((await put(stranger, id, ['d1-mats'])).status).toBe(404);
    const unknown = '00000000-0000-0000-0000-000000000000';
    expect((await owner.get(`/api/deals/${unknown}/savedAccessories`)).status).toBe(404);
    expect((await owner.get(`/api/accessories/deals/${unknown}`)).status).toBe(404);
    expect((await put(owner, unknown, [])).status).toBe(404);
    expect((await owner.get('/api/accessories/deals/bad%20id')).status).toBe(400);
  });

  it('refuses a save without the CSRF token', async () => {
    const { app, db } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const res = await app.request(`/api/deals/${id}/savedAccessories`, {
      method: 'PUT',
      headers: { Cookie: owner.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ accessoryIds: ['d1-mats'] }),
    });
    expect(res.status).toBe(403);
    expect(await listSavedAccessories(db, id)).toEqual([]);
  });

  it('refuses an unknown accessory, another dealer’s and one that does not fit, on their fields, and saves nothing', async () => {
    const { app, db } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    await save(owner, id, ['d1-locks']);
    const res = await put(owner, id, ['d1-mats', 'nope', 'd2-hitch', 'd1-cross-bars']);
    expect(res.status).toBe(400);
    expect((await errors(res)).fieldErrors).toEqual([
      { field: 'accessoryIds.1', message: UNKNOWN_ACCESSORY },
      { field: 'accessoryIds.2', message: NOT_SOLD_HERE },
      { field: 'accessoryIds.3', message: DOES_NOT_FIT },
    ]);
    expect((await listSavedAccessories(db, id)).map((a) => a.id)).toEqual(['d1-locks']);
  });

  it('refuses a malformed body with field errors, never a 500, and bounds the list', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const malformed = await put(owner, id, ['d1-mats', 'no such id!']);
    expect(malformed.status).toBe(400);
    expect((await errors(malformed)).fieldErrors).toEqual([{ field: 'accessoryIds.1', message: UNKNOWN_ACCESSORY }]);
    expect((await put(owner, id, 'd1-mats')).status).toBe(400);
    expect((await put(owner, id, [42])).status).toBe(400);
    expect((await owner.post(`/api/deals/${id}/savedAccessories`, {}, 'PUT')).status).toBe(400);
    const tooMany = await put(
      owner,
      id,
      Array.from({ length: MAX_SAVED_ACCESSORIES + 1 }, () => 'd1-mats'),
    );
    expect(tooMany.status).toBe(400);
    expect((await errors(tooMany)).fieldErrors[0]?.field).toBe('accessoryIds');
  });

  it('saves an accessory listed twice once and charges it once', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const { saved } = await save(owner, id, ['d1-spoiler', 'd1-mats', 'd1-spoiler']);
    expect(saved.accessories.map((a) => a.id)).toEqual(['d1-spoiler', 'd1-mats']);
    expect(saved.total).toBe(700);
    expect(await json(owner.get(`/api/deals/${id}/savedAccessories`), SavedAccessoriesSchema)).toEqual(saved);
    const cash = await json(owner.get(`/api/deals/${id}/cash`), CashDealSchema);
    expect(cash.breakdown.accessories).toBe(700);
  });
});

describe('accessories priced into the deal', () => {
  it('re-prices finance, lease and cash, taxed with the vehicle, and back exactly when they are removed', async () => {
    const { app, db } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const finance = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 4000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const lease = await json(
      owner.post(`/api/deals/${id}/lease/quotes`, { downPayment: 4000, mileage: 12_000, protectionProducts: [] }),
      LeaseQuotesSchema,
    );
    const cash = await json(owner.get(`/api/deals/${id}/cash`), CashDealSchema);
    // Texas 6.25 % on 32,500 + 150 doc fee: 2,040.625.
    expect(cash).toMatchObject({ outTheDoor: 34803.13, breakdown: { salesTax: 2040.63, accessories: 0 } });

    const { saved, deal } = await save(owner, id, ['d1-mats', 'd1-spoiler']);
    expect(saved.total).toBe(700);
    // Taxed as part of the selling price: (32,500 + 150 + 700) × 6.25 % = 2,084.375.
    expect(deal.cash.breakdown).toMatchObject({ accessories: 700, salesTax: 2084.38, protectionProducts: 0 });
    expect(deal.cash.outTheDoor).toBe(35546.88);
    expect(deal.cash.cashPrice).toBe(35546.88);
    expect(deal.dealType).toBe('FINANCE');

    // The deal page's finance quote (no preference yet: the latest set's first), re-priced by 700 + 43.75 tax.
    const before = finance.quotes[0];
    if (!before || !deal.finance) throw new Error('expected finance quotes');
    expect(deal.finance.id).toBe(before.id);
    expect(deal.finance.breakdown.accessories).toBe(700);
    expect(deal.finance.amountFinanced).toBe(sumCents(before.amountFinanced, 743.75));
    expect(deal.finance.monthlyPayment).toBeGreaterThan(before.monthlyPayment);

    const leaseBefore = lease.quotes[0];
    if (!leaseBefore || !deal.lease) throw new Error('expected lease quotes');
    expect(deal.lease.id).toBe(leaseBefore.id);
    expect(deal.lease.grossCapitalizedCost).toBe(sumCents(leaseBefore.grossCapitalizedCost, 700));
    expect(deal.lease.monthlyPayment).toBeGreaterThan(leaseBefore.monthlyPayment);
    // Texas taxes a lease up front: the accessories' share of the payments is taxed at signing.
    expect(deal.lease.breakdown.salesTax).toBeGreaterThan(leaseBefore.breakdown.salesTax);

    // Stored: the latest sets, the deal and every later quote request price them.
    for (const set of await listQuoteSets(db, id)) {
      for (const q of set.quotes) expect(q.breakdown.accessories).toBe(700);
    }
    expect((await json(owner.get(`/api/deals/${id}`), DealSchema)).pricing.outTheDoor).toBe(35546.88);
    const again = await json(owner.get(`/api/deals/${id}/finance/quotes?downPayment=4000`), FinanceQuotesSchema);
    expect(again.quotes[0]).toEqual(deal.finance);
    const other = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 6000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    expect(other.quotes.every((q) => q.breakdown.accessories === 700)).toBe(true);

    const removed = await save(owner, id, []);
    expect(removed.saved).toEqual({ dealId: id, accessories: [], total: 0 });
    expect(removed.deal.cash).toEqual(cash);
    // The latest finance set is now the 6,000 down one; the 4,000 set is back to its first prices.
    const back = await json(owner.get(`/api/deals/${id}/finance/quotes?downPayment=4000`), FinanceQuotesSchema);
    expect(back.quotes).toEqual(finance.quotes);
    expect(removed.deal.lease).toEqual(leaseBefore);
  });

  it('adds accessories (taxed) and protection products (untaxed) as two lines', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    await owner.post(`/api/deals/${id}/cash`, { protectionProducts: ['d1-tire-wheel'] });
    const { deal } = await save(owner, id, ['d1-locks']);
    // (32,500 + 150 + 85.50) × 6.25 % = 2,045.97 (2,045.96875): the $899 product is not taxed.
    expect(deal.cash.breakdown).toMatchObject({ protectionProducts: 899, accessories: 85.5, salesTax: 2045.97 });
    expect(deal.cash.outTheDoor).toBe(sumCents(32500, 150, 112.5, 2045.97, 899, 85.5));
  });

  it('answers the deal’s selected quote, re-priced, once the deal is saved on one', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    await owner.login();
    const id = await owner.startDeal();
    const first = await json(
      owner.post(`/api/deals/${id}/finance/quotes`, { downPayment: 1000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const pick = first.quotes.at(-1);
    if (!pick) throw new Error('no quotes');
    const current = await json(owner.get(`/api/deals/${id}`), DealSchema);
    const res = await owner.post(`/api/deals/${id}/update`, {
      updateQuote: { dealType: 'FINANCE', quoteId: pick.id },
      dealName: 'With accessories',
      dealPreferences: current.preferences,
    });
    expect(res.status).toBe(200);
    const { deal } = await save(owner, id, ['d1-spoiler']);
    expect(deal.finance?.id).toBe(pick.id);
    const reloaded = await json(owner.get(`/api/deals/${id}`), DealSchema);
    expect(reloaded.quote).toMatchObject({ quoteId: pick.id, monthlyPayment: deal.finance?.monthlyPayment });
    expect(deal.finance?.monthlyPayment).toBeGreaterThan(pick.monthlyPayment);
  });

  it('answers null finance and lease until the deal has quotes', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const id = await owner.startDeal();
    const { deal } = await save(owner, id, ['d1-mats']);
    expect(deal).toMatchObject({ finance: null, lease: null, cash: { breakdown: { accessories: 200 } } });
  });
});

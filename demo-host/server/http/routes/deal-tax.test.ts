/**
 * Taxes where the shopper lives: the deal's tax location (typed on the deal
 * page, the profile's ZIP, else the dealer's), its precedence, re-pricing of stored quotes, and
 * `PUT /api/deals/:id/tax-location`.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CashDealSchema,
  DealSchema,
  FinanceQuotesSchema,
  LeaseQuotesSchema,
  type Deal,
} from '../../../../src/contract/deal.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { listQuoteSets } from '../../db/deal-quotes-repo.ts';
import type { Db } from '../../db/schema.ts';
import { json, makeDealApp, OTHER_USER, Visitor } from './deal-fixtures.ts';

const errors = async (res: Response) => v.parse(ErrorBodySchema, await res.json());

const setProfileZip = (db: Db, userId: string, zipcode: string) =>
  db.updateTable('users').set({ zipcode }).where('id', '=', userId).execute();

/** The fixture's dealer d1 (Austin, TX) moved to Portland, Oregon: no sales tax at the dealer. */
const moveDealerToOregon = (db: Db) =>
  db
    .updateTable('dealers')
    .set({ state_code: 'OR', zip_code: '97202', city: 'Portland' })
    .where('id', '=', 'd1')
    .execute();

async function setup() {
  const { app, db } = await makeDealApp();
  const visitor = await Visitor.start(app);
  return { app, db, visitor };
}

const putZip = (visitor: Visitor, dealId: string, zip: unknown) =>
  visitor.post(`/api/deals/${dealId}/tax-location`, { zip }, 'PUT');

const getDeal = (visitor: Visitor, dealId: string): Promise<Deal> =>
  json(visitor.get(`/api/deals/${dealId}`), DealSchema);

describe('Deal.tax: where the deal is taxed', () => {
  it("is the dealer's ZIP while the shopper's is unknown (basis DEALER; Texas has no local add-on)", async () => {
    const { visitor } = await setup();
    const deal = await getDeal(visitor, await visitor.startDeal());
    expect(deal.tax).toEqual({
      basis: 'DEALER',
      zip: '78701',
      stateCode: 'TX',
      statePercent: 6.25,
      localPercent: 0,
      localName: null,
    });
  });

  it("is the signed-in account's profile ZIP (basis PROFILE), with its local rate", async () => {
    const { db, visitor } = await setup();
    await setProfileZip(db, 'u1', '60614');
    await visitor.login();
    const deal = await getDeal(visitor, await visitor.startDeal());
    expect(deal.tax).toEqual({
      basis: 'PROFILE',
      zip: '60614',
      stateCode: 'IL',
      statePercent: 6.25,
      localPercent: 4,
      localName: 'Chicago, IL',
    });
  });

  it('skips a profile ZIP the geo data does not know and falls back to the dealer', async () => {
    const { db, visitor } = await setup();
    await setProfileZip(db, 'u1', '00000');
    await visitor.login();
    expect((await getDeal(visitor, await visitor.startDeal())).tax.basis).toBe('DEALER');
  });

  it('the ZIP typed on the deal page wins over the profile; null goes back to the profile', async () => {
    const { db, visitor } = await setup();
    await setProfileZip(db, 'u1', '60614');
    await visitor.login();
    const dealId = await visitor.startDeal();
    const typed = await json(putZip(visitor, dealId, '94110'), DealSchema);
    expect(typed.tax).toEqual({
      basis: 'DEAL_PAGE',
      zip: '94110',
      stateCode: 'CA',
      statePercent: 7.25,
      localPercent: 1.375,
      localName: 'San Francisco, CA',
    });
    expect((await getDeal(visitor, dealId)).tax.basis).toBe('DEAL_PAGE');
    const cleared = await json(putZip(visitor, dealId, null), DealSchema);
    expect(cleared.tax).toMatchObject({ basis: 'PROFILE', zip: '60614' });
  });

  it('a ZIP typed by an anonymous shopper, cleared, goes back to the dealer; the typed ZIP survives login', async () => {
    const { db, visitor } = await setup();
    await setProfileZip(db, 'u1', '60614');
    const dealId = await visitor.startDeal();
    expect((await json(putZip(visitor, dealId, ' 98101 '), DealSchema)).tax).toMatchObject({
      basis: 'DEAL_PAGE',
      zip: '98101',
      localName: 'Seattle, WA',
    });
    await visitor.login();
    expect((await getDeal(visitor, dealId)).tax.basis).toBe('DEAL_PAGE');
    expect((await json(putZip(visitor, dealId, null), DealSchema)).tax.basis).toBe('PROFILE');
  });

  it('a login re-prices the claimed deal at the profile ZIP', async () => {
    const { db, visitor } = await setup();
    await setProfileZip(db, 'u1', '94110');
    const dealId = await visitor.startDeal();
    await json(visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 3000 }), FinanceQuotesSchema);
    await visitor.login();
    const [set] = await listQuoteSets(db, dealId, 'FINANCE');
    expect(set?.quotes[0]?.breakdown.taxRatePercent).toBe(8.625);
    expect((await getDeal(visitor, dealId)).tax.basis).toBe('PROFILE');
  });
});

describe('PUT /api/deals/:id/tax-location', () => {
  it('re-prices every stored quote set, the cash deal and the lease method at the new ZIP', async () => {
    const { db, visitor } = await setup();
    const dealId = await visitor.startDeal();
    const finance = (
      await json(visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 3000 }), FinanceQuotesSchema)
    ).quotes;
    const lease = (
      await json(
        visitor.post(`/api/deals/${dealId}/lease/quotes`, { downPayment: 3000, mileage: 12000 }),
        LeaseQuotesSchema,
      )
    ).quotes;
    // Texas: 6.25 %, leases taxed up front.
    expect(finance[0]?.breakdown.taxRatePercent).toBe(6.25);
    expect(lease.every((q) => q.monthlyTax === 0)).toBe(true);
    const before = await getDeal(visitor, dealId);

    const after = await json(putZip(visitor, dealId, '94110'), DealSchema);

    const sets = await listQuoteSets(db, dealId);
    expect(sets).toHaveLength(2);
    for (const set of sets)
      for (const quote of set.quotes) expect(quote.breakdown.taxRatePercent, set.kind).toBe(8.625);
    const financeAfter = (
      await json(visitor.get(`/api/deals/${dealId}/finance/quotes?downPayment=3000`), FinanceQuotesSchema)
    ).quotes;
    // California: 8.625 % on the price and doc fee, no trade-in credit (no trade here).
    const b = financeAfter[0]?.breakdown;
    expect(b?.salesTax).toBe(Math.round((32500 + 150) * 8.625) / 100);
    const leaseAfter = (
      await json(visitor.get(`/api/deals/${dealId}/lease/quotes?downPayment=3000&mileage=12000`), LeaseQuotesSchema)
    ).quotes;
    // California taxes each lease payment.
    expect(leaseAfter.every((q) => q.monthlyTax > 0)).toBe(true);
    expect(after.pricing.outTheDoor).toBeGreaterThan(before.pricing.outTheDoor);
    const cash = await json(visitor.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    expect(cash.breakdown.taxRatePercent).toBe(8.625);
    expect(cash.outTheDoor).toBe(after.pricing.outTheDoor);
  });

  it('taxes a shopper in a taxing state at a dealer in Oregon, which has no sales tax', async () => {
    const { db, visitor } = await setup();
    await moveDealerToOregon(db);
    const dealId = await visitor.startDeal();
    const atDealer = await getDeal(visitor, dealId);
    expect(atDealer.tax).toMatchObject({ basis: 'DEALER', zip: '97202', stateCode: 'OR', statePercent: 0 });
    // 32,500 + 150 doc fee + 112.50 registration, no tax.
    expect(atDealer.pricing.outTheDoor).toBe(32762.5);

    const inChicago = await json(putZip(visitor, dealId, '60614'), DealSchema);
    expect(inChicago.tax).toMatchObject({ basis: 'DEAL_PAGE', stateCode: 'IL', statePercent: 6.25, localPercent: 4 });
    // (32,500 + 150) × 10.25 % = 3,346.63
    expect(inChicago.pricing.outTheDoor).toBe(32762.5 + 3346.63);
    const lease = (
      await json(visitor.get(`/api/deals/${dealId}/lease/quotes?downPayment=3000&mileage=12000`), LeaseQuotesSchema)
    ).quotes;
    // Illinois taxes a lease up front, at its combined rate.
    expect(lease.length).toBeGreaterThan(0);
    for (const q of lease) {
      expect(q.monthlyTax).toBe(0);
      expect(q.breakdown).toMatchObject({ taxRatePercent: 10.25 });
      expect(q.breakdown.salesTax).toBeGreaterThan(0);
    }
  });

  it('refuses a malformed ZIP with the spec message and an unknown one with a clear message (400 on zip)', async () => {
    const { visitor } = await setup();
    const dealId = await visitor.startDeal();
    const malformed = await putZip(visitor, dealId, '1234');
    expect(malformed.status).toBe(400);
    expect((await errors(malformed)).fieldErrors).toEqual([{ field: 'zip', message: 'Zip Code must be 5 digits' }]);
    const unknown = await putZip(visitor, dealId, '00000');
    expect(unknown.status).toBe(400);
    expect((await errors(unknown)).fieldErrors).toEqual([{ field: 'zip', message: 'We could not find this Zip Code' }]);
    const missing = await visitor.post(`/api/deals/${dealId}/tax-location`, {}, 'PUT');
    expect(missing.status).toBe(400);
    // Nothing changed.
    expect((await getDeal(visitor, dealId)).tax.basis).toBe('DEALER');
  });

  it("404s another visitor's deal and an unknown id, and needs the CSRF token", async () => {
    const { app, visitor } = await setup();
    const dealId = await visitor.startDeal();
    const other = await Visitor.start(app);
    await other.login(OTHER_USER);
    expect((await putZip(other, dealId, '94110')).status).toBe(404);
    expect((await putZip(visitor, 'no-such-deal', '94110')).status).toBe(404);
    const noToken = await app.request(`/api/deals/${dealId}/tax-location`, {
      method: 'PUT',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ zip: '94110' }),
    });
    expect(noToken.status).toBe(403);
    expect((await getDeal(visitor, dealId)).tax.basis).toBe('DEALER');
  });
});

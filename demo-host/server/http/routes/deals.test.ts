import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SavedAccessoriesSchema } from '../../../../src/contract/accessories.ts';
import { AppliedPreApprovalSchema } from '../../../../src/contract/credit.ts';
import {
  CashDealSchema,
  CreateDealResponseSchema,
  DealSchema,
  DealVehicleSchema,
  ExternalOfferSchema,
  FinanceQuotesSchema,
  LeaseQuotesSchema,
  type Deal,
  type UpdateDealRequest,
} from '../../../../src/contract/deal.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { CertificatesSchema } from '../../../../src/contract/certificates.ts';
import { getDealRecord } from '../../db/deals-repo.ts';
import { countLeads } from '../../db/lead-repo.ts';
import { listRecentlyViewed, sessionOwner, userOwner } from '../../db/recently-viewed-repo.ts';
import { listQuoteSets } from '../../db/deal-quotes-repo.ts';
import type { Db } from '../../db/schema.ts';
import { APP_ORIGIN, USER } from '../../test-support.ts';
import { json, makeDealApp, Visitor } from './deal-fixtures.ts';
import { claimAnonymousActivity } from '../../services/auth-service.ts';
import { leadsOf, oneValidLead } from './lead-test-support.ts';

const errors = async (res: Response) => v.parse(ErrorBodySchema, await res.json());

const GAP = { id: 'gap-1', dealer_id: 'd1', name: 'GAP insurance', price: 595 };
const addGap = (db: Db) => db.insertInto('protection_products').values(GAP).execute();
const removeGap = (db: Db) => db.deleteFrom('protection_products').where('id', '=', GAP.id).execute();

function saveBody(deal: Deal, over: Partial<UpdateDealRequest> = {}): UpdateDealRequest {
  return {
    updateQuote: { dealType: 'CASH' },
    dealName: 'My Camry',
    dealPreferences: deal.preferences,
    ...over,
  };
}

describe('POST /api/deals and GET /api/deals/:id', () => {
  it('starts a deal for an anonymous visitor with the default credit score, no trade and the campaign payment type', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const res = await visitor.post('/api/deals', { vehicleId: 'v1' });
    expect(res.status).toBe(201);
    const { dealId } = v.parse(CreateDealResponseSchema, await res.json());
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    expect(deal).toMatchObject({
      dealId,
      vehicleId: 'v1',
      dealName: null,
      saved: false,
      dealType: 'FINANCE',
      quote: null,
      trade: null,
      features: { contractingEnabled: true, financeAppEnabled: true },
      offerDetails: { creditScore: 300, creditTier: 'worst', leaseEnabled: true },
    });
    expect(deal.offerDetails.financeTerms.length).toBeGreaterThan(0);
    expect(deal.offerDetails.leaseTerms.length).toBeGreaterThan(0);
    expect(deal.preferences.leasePreferences.mileage).toBe(12000);
    expect(deal.pricing.salePrice).toBe(32500);
    // Texas 6.25 %: 32,500 + 150 doc fee + 112.50 registration + (32,500 + 150) × 6.25 % = 2,040.63 tax
    expect(deal.pricing.outTheDoor).toBe(34803.13);
  });

  it("uses the logged-in user's credit score and trade", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const deal = await json(visitor.get(`/api/deals/${await visitor.startDeal()}`), DealSchema);
    expect(deal.offerDetails).toMatchObject({ creditScore: 742, creditTier: 'excellent' });
    expect(deal.trade).toEqual({ netCashOffer: 6000, vehicleName: '2018 Honda Civic EX' });
  });

  it('validates the body and 404s an unknown vehicle', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    expect((await visitor.post('/api/deals', {})).status).toBe(400);
    expect((await visitor.post('/api/deals', { vehicleId: 'no such!' })).status).toBe(400);
    expect((await visitor.post('/api/deals', { vehicleId: 'v999' })).status).toBe(404);
  });

  it('answers 400 for a NUL character in an id or a name (PostgreSQL answered 500: invalid byte sequence)', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const cash = await visitor.post(`/api/deals/${id}/cash`, { protectionProducts: ['d1-tire-wheel\u0000'] });
    expect(cash.status).toBe(400);
    expect((await errors(cash)).fieldErrors).toEqual([
      { field: 'protectionProducts.0', message: 'Text must not contain a NUL character' },
    ]);
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const preferences = { ...deal.preferences, appliedPreApproval: 'pa\u0000' };
    const save = await visitor.post(`/api/deals/${id}/update`, saveBody(deal, { dealPreferences: preferences }));
    expect(save.status).toBe(400);
    expect((await errors(save)).fieldErrors[0]?.field).toBe('dealPreferences.appliedPreApproval');
    const named = await visitor.post(`/api/deals/${id}/update`, saveBody(deal, { dealName: 'My\u0000Camry' }));
    expect(named.status).toBe(400);
    expect((await errors(named)).fieldErrors[0]?.field).toBe('dealName');
  });

  it('hides a deal from every other session (404, like an unknown id)', async () => {
    const { app } = await makeDealApp();
    const owner = await Visitor.start(app);
    const stranger = await Visitor.start(app);
    const id = await owner.startDeal();
    for (const path of [
      `/api/deals/${id}`,
      `/api/deals/${id}/vehicle`,
      `/api/deals/${id}/cash`,
      `/api/deals/${id}/finance/quotes?downPayment=0`,
      `/api/deals/${id}/external-offers`,
      `/api/deals/${id}/savedAccessories`,
      `/api/deal/${id}/applied-pre-approval`,
    ]) {
      const res = await stranger.get(path);
      expect(res.status, path).toBe(404);
      expect((await errors(res)).message).toBe('Deal not found');
    }
    expect((await stranger.post(`/api/deals/${id}/cash`, { protectionProducts: [] })).status).toBe(404);
    expect((await owner.get('/api/deals/00000000-0000-0000-0000-000000000000')).status).toBe(404);
    expect((await owner.get('/api/deals/bad%20id')).status).toBe(400);
  });

  it('moves the anonymous deals to the user at login, re-priced with their credit', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const before = await json(visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 0 }), FinanceQuotesSchema);
    expect(before.quotes[0]?.creditTier).toBe('worst');
    await visitor.login();
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    expect(deal.offerDetails.creditScore).toBe(742);
    expect(deal.trade?.netCashOffer).toBe(6000);
    // A fresh login elsewhere sees it too: it is the user's now.
    const elsewhere = await Visitor.start(app);
    await elsewhere.login();
    expect((await elsewhere.get(`/api/deals/${id}`)).status).toBe(200);
  });
});

describe('GET /api/deals/:id/vehicle, cash, savedAccessories, applied-pre-approval', () => {
  it('answers with the schemas', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const dv = await json(visitor.get(`/api/deals/${id}/vehicle`), DealVehicleSchema);
    expect(dv.vehicle.id).toBe('v1');
    expect(dv.prefs.dealType).toBe('FINANCE');
    const cash = await json(visitor.get(`/api/deals/${id}/cash`), CashDealSchema);
    expect(cash.breakdown.price).toBe(32500);
    expect(cash.cashPrice).toBe(cash.outTheDoor);
    expect(await json(visitor.get(`/api/deals/${id}/savedAccessories`), SavedAccessoriesSchema)).toEqual({
      dealId: id,
      accessories: [],
      total: 0,
    });
    expect(await json(visitor.get(`/api/deal/${id}/applied-pre-approval`), AppliedPreApprovalSchema)).toEqual({
      preApproval: null,
    });
  });

  it('takes the trade off the cash price and refuses unknown protection products', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const cash = await json(visitor.post(`/api/deals/${id}/cash`, { protectionProducts: [] }), CashDealSchema);
    // The $6,000 trade is credited before tax: (32,500 + 150 − 6,000) × 6.25 % = 1,665.63.
    expect(cash).toMatchObject({ outTheDoor: 34428.13, cashPrice: 28428.13 });
    expect(cash.breakdown.salesTax).toBe(1665.63);
    const bad = await visitor.post(`/api/deals/${id}/cash`, { protectionProducts: ['gap-1'] });
    expect(bad.status).toBe(400);
    expect((await errors(bad)).fieldErrors).toEqual([
      { field: 'protectionProducts.0', message: 'Unknown protection product' },
    ]);
  });
});

describe('finance and lease quotes', () => {
  it('validates down payment and mileage with the spec messages', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const negative = await visitor.get(`/api/deals/${id}/finance/quotes?downPayment=-1`);
    expect(negative.status).toBe(400);
    expect((await errors(negative)).fieldErrors).toEqual([
      { field: 'downPayment', message: 'Down payment must be 0 or more' },
    ]);
    const negativePost = await visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: -500 });
    expect(negativePost.status).toBe(400);
    const lowMiles = await visitor.get(`/api/deals/${id}/lease/quotes?downPayment=0&mileage=999`);
    expect(lowMiles.status).toBe(400);
    expect((await errors(lowMiles)).fieldErrors).toEqual([
      { field: 'mileage', message: 'Must be at least 1,000 miles' },
    ]);
    const lowMilesPost = await visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: 0, mileage: 999 });
    expect((await errors(lowMilesPost)).fieldErrors).toEqual([
      { field: 'mileage', message: 'Must be at least 1,000 miles' },
    ]);
    expect((await visitor.get(`/api/deals/${id}/finance/quotes`)).status).toBe(400);
  });

  it('defaults the lease mileage to 12,000 and returns ordered, stable quotes', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const lease = await json(visitor.get(`/api/deals/${id}/lease/quotes?downPayment=2000`), LeaseQuotesSchema);
    expect(lease.quotes.length).toBeGreaterThan(0);
    for (const q of lease.quotes) expect(q.mileageAllowed).toBe(12000);
    const again = await json(visitor.get(`/api/deals/${id}/lease/quotes?downPayment=2000`), LeaseQuotesSchema);
    expect(again.quotes.map((q) => q.id)).toEqual(lease.quotes.map((q) => q.id));
    const finance = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    expect(finance.quotes.length).toBeGreaterThan(0);
    expect(finance.quotes.every((q) => q.downPayment === 2000)).toBe(true);
  });

  it('raises a down payment below the lender minimum to the minimum', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal(); // default score 300: the worst tier needs money down
    const { quotes } = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=0`), FinanceQuotesSchema);
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      expect(q.minimumDownPayment).toBeGreaterThan(0);
      expect(q.downPayment).toBe(q.minimumDownPayment);
    }
  });

  it('answers 400 on downPayment for a down payment that would leave nothing to finance or lease, never 500', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const first = await json(visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 0 }), FinanceQuotesSchema);
    const maximum = first.quotes[0]!.maximumDownPayment;
    const tooMuch = `must be less than or equal to $${maximum.toLocaleString('en-US')}`;
    for (const res of [
      await visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 99999 }),
      await visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: maximum + 1 }),
      await visitor.get(`/api/deals/${id}/finance/quotes?downPayment=99999`),
    ]) {
      expect(res.status).toBe(400);
      expect((await errors(res)).fieldErrors).toEqual([{ field: 'downPayment', message: tooMuch }]);
    }
    // The maximum itself is quoted, with something (never a negative amount) left to finance.
    const atMaximum = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: maximum }),
      FinanceQuotesSchema,
    );
    expect(atMaximum.quotes.length).toBeGreaterThan(0);
    for (const q of atMaximum.quotes) expect(q.amountFinanced).toBeGreaterThan(0);

    const lease = await json(
      visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: 0, mileage: 12000 }),
      LeaseQuotesSchema,
    );
    const leaseMaximum = lease.quotes[0]!.maximumDownPayment;
    const refused = await visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: 99999, mileage: 12000 });
    expect(refused.status).toBe(400);
    expect((await errors(refused)).fieldErrors).toEqual([
      { field: 'downPayment', message: `must be less than or equal to $${leaseMaximum.toLocaleString('en-US')}` },
    ]);
    const leaseAtMaximum = await json(
      visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: leaseMaximum, mileage: 12000 }),
      LeaseQuotesSchema,
    );
    expect(leaseAtMaximum.quotes.length).toBeGreaterThan(0);
    // A refused request stores nothing: the latest sets are the last good ones.
    const requests = (await listQuoteSets(db, id)).map((set) => set.request.downPayment);
    expect(requests).not.toContain(99999);
    expect((await json(visitor.get(`/api/deals/${id}`), DealSchema)).latestRequests).toEqual({
      finance: { downPayment: maximum },
      lease: { downPayment: leaseMaximum, mileage: 12000 },
    });
  });

  it("a save records the selected quote's own term, down payment and type, whatever preferences came with it", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const { quotes } = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2500, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const pick = quotes[0];
    if (!pick) throw new Error('no quotes');
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const otherTerm = [36, 48, 60, 72].find((term) => term !== pick.term)!;
    const saved = await json(
      visitor.post(`/api/deals/${id}/update`, {
        updateQuote: { dealType: 'FINANCE', quoteId: pick.id },
        dealName: 'Mismatch',
        dealPreferences: {
          ...deal.preferences,
          dealType: 'LEASE',
          financePreferences: { ...deal.preferences.financePreferences, downPayment: 9000, term: otherTerm },
        },
      }),
      DealSchema,
    );
    expect(saved.dealType).toBe('FINANCE');
    expect(saved.preferences.financePreferences).toMatchObject({ term: pick.term, downPayment: 2500 });
    expect(saved.quote).toMatchObject({ quoteId: pick.id, monthlyPayment: pick.monthlyPayment });
  });

  it("names the deal's latest requests, saved or not, so a reload asks for them again", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    expect((await json(visitor.get(`/api/deals/${id}`), DealSchema)).latestRequests).toEqual({
      finance: null,
      lease: null,
    });
    await visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 5000 });
    await visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: 4000, mileage: 15000 });
    // The GETs only price: they are no request of the shopper's.
    await visitor.get(`/api/deals/${id}/finance/quotes?downPayment=6000`);
    expect((await json(visitor.get(`/api/deals/${id}`), DealSchema)).latestRequests).toEqual({
      finance: { downPayment: 5000 },
      lease: { downPayment: 4000, mileage: 15000 },
    });
  });

  it('gives an old used car no quotes, so its deal is cash', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal('v3');
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    expect(deal.offerDetails).toMatchObject({ financeTerms: [], leaseTerms: [], leaseEnabled: false });
    const { quotes } = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=0`), FinanceQuotesSchema);
    expect(quotes).toEqual([]);
    const lease = await json(visitor.get(`/api/deals/${id}/lease/quotes?downPayment=0`), LeaseQuotesSchema);
    expect(lease.quotes).toEqual([]);
  });
});

describe('POST /api/deals/:id/update', () => {
  it('needs a logged-in user', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const res = await visitor.post(`/api/deals/${id}/update`, saveBody(deal));
    expect(res.status).toBe(401);
    expect((await errors(res)).message).toBe('Log in to save your deal');
  });

  it('selects a persisted quote, stores name and preferences, and survives a fresh GET', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const { quotes } = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 3000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const pick = quotes[1] ?? quotes[0];
    if (!pick) throw new Error('no quotes');
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const preferences = {
      ...deal.preferences,
      dealType: 'FINANCE' as const,
      financePreferences: { ...deal.preferences.financePreferences, downPayment: 3000, term: pick.term },
    };
    const saved = await json(
      visitor.post(`/api/deals/${id}/update`, {
        updateQuote: { dealType: 'FINANCE', quoteId: pick.id },
        dealName: '  Family car  ',
        dealPreferences: preferences,
        sendLead: true,
      }),
      DealSchema,
    );
    expect(saved).toMatchObject({ saved: true, dealName: 'Family car', dealType: 'FINANCE' });
    expect(saved.quote).toMatchObject({ quoteId: pick.id, term: pick.term, downPayment: 3000, lease: false });
    expect(saved.quote?.monthlyPayment).toBe(pick.monthlyPayment);
    const reloaded = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    expect(reloaded).toEqual(saved);
    expect(reloaded.preferences.financePreferences.term).toBe(pick.term);
    expect(await countLeads(db, id)).toBe(1);
    const lead = await oneValidLead(db, 'deal-saved');
    expect(lead.document).toContain('<method>finance</method>');
    expect(lead.document).toContain(
      `<amount type="monthly" limit="exact" currency="USD">${pick.monthlyPayment.toFixed(2)}</amount>`,
    );
    expect(lead.document).toContain('Deal name: Family car.');
    // A second save with sendLead does not send another lead.
    await visitor.post(`/api/deals/${id}/update`, {
      updateQuote: { dealType: 'FINANCE', quoteId: pick.id },
      dealName: 'Family car',
      dealPreferences: preferences,
      sendLead: true,
    });
    expect(await countLeads(db, id)).toBe(1);
    await oneValidLead(db, 'deal-saved');
  });

  it('refers to the latest requested set: a new down payment re-prices the selected quote', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const first = await json(
      visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 1000 }),
      FinanceQuotesSchema,
    );
    const pick = first.quotes[0];
    if (!pick) throw new Error('no quotes');
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    await visitor.post(
      `/api/deals/${id}/update`,
      saveBody(deal, { updateQuote: { dealType: 'FINANCE', quoteId: pick.id } }),
    );
    await visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 5000 });
    const reloaded = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    expect(reloaded.quote).toMatchObject({ quoteId: pick.id, downPayment: 5000 });
    expect(reloaded.quote?.monthlyPayment).toBeLessThan(pick.monthlyPayment);
  });

  it('refuses a quote id the deal never got, and a term not offered', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const badQuote = await visitor.post(
      `/api/deals/${id}/update`,
      saveBody(deal, { updateQuote: { dealType: 'LEASE', quoteId: 'lease-x-36-12000' } }),
    );
    expect(badQuote.status).toBe(400);
    expect((await errors(badQuote)).fieldErrors).toEqual([
      { field: 'updateQuote.quoteId', message: 'Quote not found for this deal' },
    ]);
    const badTerm = await visitor.post(
      `/api/deals/${id}/update`,
      saveBody(deal, {
        dealPreferences: {
          ...deal.preferences,
          financePreferences: { ...deal.preferences.financePreferences, term: 37 },
          leasePreferences: { ...deal.preferences.leasePreferences, term: 99 },
        },
      }),
    );
    expect(badTerm.status).toBe(400);
    expect((await errors(badTerm)).fieldErrors).toEqual([
      { field: 'dealPreferences.financePreferences.term', message: 'Term not offered' },
      { field: 'dealPreferences.leasePreferences.term', message: 'Term not offered' },
    ]);
    const noName = await visitor.post(`/api/deals/${id}/update`, saveBody(deal, { dealName: '  ' }));
    expect((await errors(noName)).fieldErrors).toEqual([{ field: 'dealName', message: 'Deal name is required' }]);
    // Nothing was saved by the refused requests.
    expect((await json(visitor.get(`/api/deals/${id}`), DealSchema)).saved).toBe(false);
  });

  it('saves a cash deal with contracting and the finance app off', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const saved = await json(
      visitor.post(
        `/api/deals/${id}/update`,
        saveBody(deal, { dealPreferences: { ...deal.preferences, dealType: 'CASH' } }),
      ),
      DealSchema,
    );
    expect(saved).toMatchObject({
      dealType: 'CASH',
      quote: null,
      features: { contractingEnabled: false, financeAppEnabled: false },
    });
  });
});

describe('external offers', () => {
  it("stores the chosen program offers at the program's amounts and takes them off every price", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const cashBefore = await json(visitor.get(`/api/deals/${id}/cash`), CashDealSchema);
    const financeBefore = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=0`), FinanceQuotesSchema);
    expect(await json(visitor.get(`/api/deals/${id}/external-offers`), ExternalOfferSchema)).toEqual({
      providerType: 'AUTOMAKER_PROGRAM',
      lineItems: [],
    });
    const deal = await json(
      visitor.post(`/api/deals/${id}/external-offers`, {
        providerType: 'AUTOMAKER_PROGRAM',
        lineItems: [{ type: 'LOYALTY' }, { type: 'LOYALTY' }],
      }),
      DealSchema,
    );
    expect(deal.pricing.externalOffers).toEqual([
      { type: 'LOYALTY', description: 'Toyota owner loyalty cash', amount: 1000 },
    ]);
    expect(deal.pricing.outTheDoor).toBeLessThan(cashBefore.outTheDoor);
    const offers = await json(visitor.get(`/api/deals/${id}/external-offers`), ExternalOfferSchema);
    expect(offers.lineItems).toHaveLength(1);
    const cashAfter = await json(visitor.get(`/api/deals/${id}/cash`), CashDealSchema);
    expect(cashAfter.breakdown.rebates - cashBefore.breakdown.rebates).toBe(1000);
    const financeAfter = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=0`), FinanceQuotesSchema);
    const [a, b] = [financeBefore.quotes[0], financeAfter.quotes[0]];
    expect(b?.id).toBe(a?.id);
    expect(b?.amountFinanced).toBeLessThan(a?.amountFinanced ?? 0);
  });

  it('rejects another provider type', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const res = await visitor.post(`/api/deals/${id}/external-offers`, { providerType: 'OTHER', lineItems: [] });
    expect(res.status).toBe(400);
    expect((await errors(res)).fieldErrors[0]?.field).toBe('providerType');
  });
});

/**
 * A request that writes several rows writes all of them or none. The failures are real ones the
 * desk raises after its first writes (a protection product a deal refers to was withdrawn), not a
 * mocked database. Concurrent writers of one deal wait for each other (what PostgreSQL proves).
 */
describe('multi-row writes are atomic and queue per deal', () => {
  it('a save whose certificate cannot be priced leaves the deal unsaved and sends no lead', async () => {
    const { app, db } = await makeDealApp();
    await addGap(db);
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    expect((await visitor.post(`/api/deals/${id}/cash`, { protectionProducts: [GAP.id] })).status).toBe(200);
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    // The deal row and the lead are written before the certificate's cash price fails on the withdrawn product.
    await removeGap(db);
    const failed = await visitor.post(`/api/deals/${id}/update`, saveBody(deal, { sendLead: true }));
    expect(failed.status).toBe(400);
    expect((await errors(failed)).fieldErrors).toEqual([
      { field: 'protectionProducts.0', message: 'Unknown protection product' },
    ]);
    expect(await getDealRecord(db, id)).toMatchObject({ saved: false, dealName: null, selection: null });
    expect(await countLeads(db, id)).toBe(0);
    // The CRM's lead went with the rolled-back save.
    expect(await leadsOf(db)).toEqual([]);
    expect(await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema)).toEqual({
      certificates: [],
    });
    // The same request goes through once the product is back: only the failure made the difference.
    await addGap(db);
    const saved = await visitor.post(`/api/deals/${id}/update`, saveBody(deal, { sendLead: true }));
    expect(saved.status).toBe(200);
    expect(await getDealRecord(db, id)).toMatchObject({ saved: true, dealName: 'My Camry' });
    expect(await countLeads(db, id)).toBe(1);
  });

  it('external offers whose re-pricing fails are not stored', async () => {
    const { app, db } = await makeDealApp();
    await addGap(db);
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal();
    const priced = await visitor.post(`/api/deals/${id}/finance/quotes`, {
      downPayment: 0,
      protectionProducts: [GAP.id],
    });
    expect(priced.status).toBe(200);
    const before = await listQuoteSets(db, id);
    await removeGap(db);
    const res = await visitor.post(`/api/deals/${id}/external-offers`, {
      providerType: 'AUTOMAKER_PROGRAM',
      lineItems: [{ type: 'LOYALTY' }],
    });
    expect(res.status).toBe(400);
    expect((await errors(res)).fieldErrors).toEqual([
      { field: 'protectionProducts.0', message: 'Unknown protection product' },
    ]);
    expect((await json(visitor.get(`/api/deals/${id}/external-offers`), ExternalOfferSchema)).lineItems).toEqual([]);
    const deal = await getDealRecord(db, id);
    expect(deal?.preferences.financePreferences.externalOffers).toEqual([]);
    expect(await listQuoteSets(db, id)).toEqual(before);
  });

  it('a login whose claimed deal cannot be re-priced moves no deal and no recently viewed vehicle', async () => {
    const { app, db } = await makeDealApp();
    await addGap(db);
    const visitor = await Visitor.start(app);
    expect((await visitor.post('/api/vehicles/v1/view', {})).status).toBe(204);
    const id = await visitor.startDeal();
    await visitor.post(`/api/deals/${id}/lease/quotes`, {
      downPayment: 0,
      mileage: 12000,
      protectionProducts: [GAP.id],
    });
    const sessionId = (await getDealRecord(db, id))?.sessionId;
    if (!sessionId) throw new Error('the deal has no session');
    await removeGap(db);
    await expect(claimAnonymousActivity({ db, appOrigin: APP_ORIGIN }, sessionId, 'u1')).rejects.toThrow(
      'Invalid request',
    );
    expect(await getDealRecord(db, id)).toMatchObject({ userId: null, creditScore: 300, tradeId: null });
    expect(await listRecentlyViewed(db, sessionOwner(sessionId))).toEqual(['v1']);
    expect(await listRecentlyViewed(db, userOwner('u1'))).toEqual([]);

    // Through the route: the sign-in fails as a whole, and the visitor keeps their session and deal.
    const res = await visitor.post('/api/auth/login', USER);
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await visitor.get(`/api/deals/${id}`)).status).toBe(200);
    expect(await getDealRecord(db, id)).toMatchObject({ sessionId, userId: null });
  });

  it('concurrent requests of one deal queue on it: distinct seqs, every stored set priced with the stored offers', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal();
    const offers = {
      providerType: 'AUTOMAKER_PROGRAM',
      lineItems: [{ type: 'LOYALTY' }],
    };
    const statuses = await Promise.all([
      ...[0, 1, 2, 3, 4].map((i) => visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: i * 500 })),
      visitor.post(`/api/deals/${id}/external-offers`, offers),
      ...[0, 1, 2, 3, 4].map((i) =>
        visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: i * 500, mileage: 12000 }),
      ),
    ]).then((all) => all.map((res) => res.status));
    expect(statuses).toEqual(statuses.map(() => 200));
    const sets = await listQuoteSets(db, id);
    expect(new Set(sets.map((set) => set.seq)).size).toBe(10);
    for (const set of sets) {
      const path = `${set.kind === 'FINANCE' ? 'finance' : 'lease'}/quotes?downPayment=${set.request.downPayment}`;
      const body: unknown = await (await visitor.get(`/api/deals/${id}/${path}`)).json();
      const again = set.kind === 'FINANCE' ? v.parse(FinanceQuotesSchema, body) : v.parse(LeaseQuotesSchema, body);
      expect(again.quotes, path).toEqual(set.quotes);
    }
  });
});

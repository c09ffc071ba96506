/**
 * Program offers are the server's. The app lists the offers the deal's program
 * has for its vehicle and chooses among them by type; the amounts come from the program's offer
 * table, and anything else (an amount of the shopper's, an unknown or non-applicable offer) is a 400.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AvailableOffersSchema,
  CashDealSchema,
  DealSchema,
  ExternalOfferSchema,
  type Deal,
} from '../../../../src/contract/deal.ts';
import { CertificateSchema, CertificatesSchema } from '../../../../src/contract/certificates.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { sql, type Kysely } from 'kysely';
import { getDealRecord } from '../../db/deals-repo.ts';
import { listQuoteSets } from '../../db/deal-quotes-repo.ts';
import * as programOffersMigration from '../../db/migrations/0022-program-offers.ts';
import { insertSeed } from '../../db/seed/seed.ts';
import { makeEmptyDb } from '../../test-support.ts';
import { dealSeed, json, makeDealApp, makeSeededApp, TEST_PROGRAM_OFFERS, Visitor } from './deal-fixtures.ts';

const errors = async (res: Response) => v.parse(ErrorBodySchema, await res.json());
const offersPath = (id: string) => `/api/deals/${id}/external-offers`;
const post = (lineItems: unknown[]) => ({ providerType: 'AUTOMAKER_PROGRAM', lineItems });

describe('program offers: the server sets the amounts', () => {
  it("lists the program's offers that apply to the deal's vehicle (make, model, year, stock type, dates)", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const camry = await visitor.startDeal('v1');
    const available = await json(visitor.get(`${offersPath(camry)}/available`), AvailableOffersSchema);
    // Not the RAV4's conquest cash, the used cars' first-responder cash, the expired or the future
    // offer, nor another program's bonus cash.
    expect(available).toEqual({
      providerType: 'AUTOMAKER_PROGRAM',
      programId: 'TEST-PROGRAM',
      offers: [
        { type: 'LOYALTY', description: 'Toyota owner loyalty cash', amount: 1000, endsOn: '2099-12-31' },
        { type: 'MILITARY', description: 'Military appreciation', amount: 500, endsOn: '2099-12-31' },
      ],
    });
    const accord = await visitor.startDeal('v3');
    const used = await json(visitor.get(`${offersPath(accord)}/available`), AvailableOffersSchema);
    expect(used.offers.map((o) => o.type)).toEqual(['MILITARY', 'FIRST_RESPONDER']);
  });

  it('refuses the $32,500-car attack: an amount of the shopper’s is a 400 and changes nothing', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    await visitor.login();
    const id = await visitor.startDeal('v1');
    const before = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    expect(before.pricing.salePrice).toBe(32500);
    const res = await visitor.post(
      offersPath(id),
      post([
        { type: 'LOYALTY', description: 'Loyalty', amount: 15000 },
        { type: 'CONQUEST', description: 'Conquest', amount: 15000 },
      ]),
    );
    expect(res.status).toBe(400);
    const body = await errors(res);
    // Each item is refused on its first key besides `type`.
    const message = 'Choose program offers by type: the program sets their amounts';
    expect(body.fieldErrors).toEqual([
      { field: 'lineItems.0.description', message },
      { field: 'lineItems.1.description', message },
    ]);
    const amountOnly = await visitor.post(offersPath(id), post([{ type: 'LOYALTY', amount: 28000 }]));
    expect((await errors(amountOnly)).fieldErrors).toEqual([{ field: 'lineItems.0.amount', message }]);
    const after = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    expect(after.pricing).toEqual(before.pricing);
    expect((await getDealRecord(db, id))?.externalOffers).toEqual([]);
    // Saving afterwards issues a certificate at the real price, with no offers of the shopper's in it.
    const saved = await visitor.post(`/api/deals/${id}/update`, saveWithForgedOffers(after));
    expect(saved.status).toBe(200);
    const { certificates } = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    const certificate = await json(
      visitor.get(`/api/vehicles/v1/certificates/${certificates[0]?.certificateId ?? ''}?paymentType=CASH`),
      CertificateSchema,
    );
    expect(certificate.terms.outTheDoor).toBe(before.pricing.outTheDoor);
    expect(certificate.dealPreferences.financePreferences.externalOffers).toEqual([]);
    expect(certificate.dealPreferences.leasePreferences.externalOffers).toEqual([]);
    expect((await getDealRecord(db, id))?.preferences.financePreferences.externalOffers).toEqual([]);
  });

  it("applies a chosen offer at the table's amount, on every price", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal('v1');
    const cashBefore = await json(visitor.get(`/api/deals/${id}/cash`), CashDealSchema);
    const deal = await json(
      visitor.post(offersPath(id), post([{ type: 'LOYALTY' }, { type: 'MILITARY' }])),
      DealSchema,
    );
    expect(deal.pricing.externalOffers).toEqual([
      { type: 'LOYALTY', description: 'Toyota owner loyalty cash', amount: 1000 },
      { type: 'MILITARY', description: 'Military appreciation', amount: 500 },
    ]);
    expect(deal.preferences.financePreferences.externalOffers).toEqual(deal.pricing.externalOffers);
    const cashAfter = await json(visitor.get(`/api/deals/${id}/cash`), CashDealSchema);
    expect(cashAfter.breakdown.rebates - cashBefore.breakdown.rebates).toBe(1500);
    expect((await json(visitor.get(offersPath(id)), ExternalOfferSchema)).lineItems).toHaveLength(2);
    // A type chosen twice counts once; an empty list removes them all.
    const once = await json(
      visitor.post(offersPath(id), post([{ type: 'MILITARY' }, { type: 'MILITARY' }])),
      DealSchema,
    );
    expect(once.pricing.externalOffers).toEqual([
      { type: 'MILITARY', description: 'Military appreciation', amount: 500 },
    ]);
    const none = await json(visitor.post(offersPath(id), post([])), DealSchema);
    expect(none.pricing.externalOffers).toEqual([]);
    expect(none.pricing.outTheDoor).toBe(cashBefore.outTheDoor);
  });

  it('refuses an unknown offer, or one that does not apply to this vehicle or today, with a field error', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal('v1');
    for (const type of ['NO_SUCH_OFFER', 'CONQUEST', 'FIRST_RESPONDER', 'COLLEGE_GRAD', 'BONUS_CASH']) {
      const res = await visitor.post(offersPath(id), post([{ type: 'LOYALTY' }, { type }]));
      expect(res.status, type).toBe(400);
      expect((await errors(res)).fieldErrors, type).toEqual([
        { field: 'lineItems.1.type', message: 'This offer is not available for this vehicle' },
      ]);
    }
    expect((await getDealRecord(db, id))?.externalOffers).toEqual([]);
  });

  it('a deal outside any program has no offers to list or apply', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app, 'upgrade');
    const id = await visitor.startDeal('v2');
    expect(await json(visitor.get(`${offersPath(id)}/available`), AvailableOffersSchema)).toEqual({
      providerType: 'AUTOMAKER_PROGRAM',
      programId: null,
      offers: [],
    });
    const res = await visitor.post(offersPath(id), post([{ type: 'LOYALTY' }]));
    expect(res.status).toBe(400);
  });
});

describe('migration 0022', () => {
  it('takes the offers shoppers typed, and the quotes priced with them, off every deal', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const id = await visitor.startDeal('v1');
    const untouched = await visitor.startDeal('v1');
    expect((await visitor.get(`/api/deals/${id}/finance/quotes?downPayment=0`)).status).toBe(200);
    const typed = JSON.stringify([{ type: 'LOYALTY', description: 'Typed', amount: 28000 }]);
    const record = await getDealRecord(db, id);
    const prefs = JSON.stringify({
      ...record?.preferences,
      financePreferences: { ...record?.preferences.financePreferences, externalOffers: JSON.parse(typed) as unknown },
    });
    await sql`UPDATE deals SET external_offers = ${typed}, preferences = ${prefs} WHERE id = ${id}`.execute(db);
    // Run the migration's step again on this database (its table made anew).
    await db.schema.dropTable('program_offers').execute();
    await programOffersMigration.up(db as unknown as Kysely<unknown>);
    const after = await getDealRecord(db, id);
    expect(after?.externalOffers).toEqual([]);
    expect(after?.preferences.financePreferences.externalOffers).toEqual([]);
    expect(after?.preferences.financePreferences.financierType).toBe('ALL');
    expect(await listQuoteSets(db, id)).toEqual([]);
    expect((await getDealRecord(db, untouched))?.preferences).toEqual(record?.preferences);
  });
});

describe("the sandbox's program offer tables", () => {
  /** One seeded sandbox (seeding it takes seconds); the day moves under it. */
  const today = new Date('2026-11-20T18:00:00Z');
  let sandbox: ReturnType<typeof makeSeededApp> | undefined;
  const typesOn = async (day: string, campaign: string, vehicleId: string) => {
    const { app } = await (sandbox ??= makeSeededApp(today));
    today.setTime(Date.parse(`${day}T18:00:00Z`));
    const visitor = await Visitor.start(app, campaign);
    const id = await visitor.startDeal(vehicleId);
    const { offers } = await json(visitor.get(`${offersPath(id)}/available`), AvailableOffersSchema);
    return offers.map((o) => [o.type, o.amount]);
  };

  it('refuse a seed whose offers of one type overlap (each type counts once)', async () => {
    const db = await makeEmptyDb();
    const twice = {
      ...(TEST_PROGRAM_OFFERS[1] as (typeof TEST_PROGRAM_OFFERS)[number]),
      id: 't-military-2',
      amount: 900,
    };
    await expect(insertSeed(db, { ...dealSeed(), programOffers: [...TEST_PROGRAM_OFFERS, twice] })).rejects.toThrow(
      'Seed program offers t-military and t-military-2 overlap',
    );
  });

  it('offer a new 2026 X5 in the BMW loyalty program its model-year and year-end offers, not the ended ones', async () => {
    expect(await typesOn('2026-11-20', 'bmw-upgrade', 'v1032')).toEqual([
      ['LOYALTY', 1500],
      ['CONQUEST', 1000],
      ['MILITARY', 1000],
      ['BONUS_CASH', 2000],
    ]);
    // After the year-end event only the model-year offers are left.
    expect(await typesOn('2027-02-01', 'bmw-upgrade', 'v1032')).toEqual([
      ['LOYALTY', 1500],
      ['MILITARY', 1000],
    ]);
    // The same car in the EV program has none (it is no EV); an iX there has the EV offers.
    expect(await typesOn('2026-11-20', 'bmw-ev', 'v1032')).toEqual([]);
    expect(await typesOn('2026-11-20', 'bmw-ev', 'v1031')).toEqual([
      ['LOYALTY', 1000],
      ['BONUS_CASH', 4000],
      ['CONQUEST', 2500],
    ]);
  });
});

/** A save whose preferences carry offers the shopper made up: the server keeps the deal's own. */
function saveWithForgedOffers(deal: Deal) {
  const forged = [{ type: 'LOYALTY', description: 'Forged', amount: 28000 }];
  return {
    updateQuote: { dealType: 'CASH' },
    dealName: 'Forged offers',
    dealPreferences: {
      ...deal.preferences,
      financePreferences: { ...deal.preferences.financePreferences, externalOffers: forged },
      leasePreferences: { ...deal.preferences.leasePreferences, externalOffers: forged },
    },
  };
}

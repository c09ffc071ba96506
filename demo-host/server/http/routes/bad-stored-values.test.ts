/**
 * A huge number stored with a deal (two offers of 1e308 summed to Infinity)
 * made every later read of the deal and of the garage answer 500. The schemas now bound every
 * amount, and a bad value that is in the database all the same (from before the bounds, or written
 * by hand: 1e308, `1e999` which JSON reads as Infinity, text that is no JSON) is dropped when read:
 * the deal reads as if it had never had it, and the garage lists it. On SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CashDealSchema,
  DealSchema,
  FinanceQuotesSchema,
  FinanceQuoteRequestSchema,
  UpdateDealRequestSchema,
  type Deal,
} from '../../../../src/contract/deal.ts';
import { SavedDealsSchema } from '../../../../src/contract/garage.ts';
import { CertificatesSchema } from '../../../../src/contract/certificates.ts';
import type { Db } from '../../db/schema.ts';
import { json, makeDealApp, Visitor } from './deal-fixtures.ts';

/** A logged-in visitor with a saved, financed deal on v1 (priced with their $6,000 trade). */
async function savedDeal() {
  const { app, db } = await makeDealApp();
  const visitor = await Visitor.start(app);
  await visitor.login();
  const id = await visitor.startDeal('v1');
  // The POST stores the set a save may pick from (a GET only prices).
  const { quotes } = await json(
    visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 1000 }),
    FinanceQuotesSchema,
  );
  const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
  const saved = await visitor.post(`/api/deals/${id}/update`, {
    updateQuote: { dealType: 'FINANCE', quoteId: quotes[0]?.id ?? '' },
    dealName: 'Camry plan',
    dealPreferences: deal.preferences,
  });
  expect(saved.status).toBe(200);
  return { app, db, visitor, id, before: v.parse(DealSchema, await saved.json()) };
}

/** Every read of the deal and of the garage answers, with bodies the app's schemas accept. */
async function readsAnswer(visitor: Visitor, id: string): Promise<Deal> {
  const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
  const cash = await visitor.get(`/api/deals/${id}/cash`);
  expect(cash.status).toBe(200);
  v.parse(CashDealSchema, await cash.json());
  const garage = await visitor.get('/api/garage/deals');
  expect(garage.status).toBe(200);
  const { deals } = v.parse(SavedDealsSchema, await garage.json());
  expect(deals.map((d) => d.dealId)).toEqual([id]);
  const finance = await visitor.get(`/api/deals/${id}/finance/quotes?downPayment=1000`);
  expect(finance.status).toBe(200);
  v.parse(FinanceQuotesSchema, await finance.json());
  const certificates = await visitor.get('/api/vehicles/v1/certificates');
  expect(certificates.status).toBe(200);
  v.parse(CertificatesSchema, await certificates.json());
  return deal;
}

const setDealColumn = (db: Db, id: string, column: 'external_offers' | 'preferences', text: string) =>
  sql`UPDATE deals SET ${sql.ref(column)} = ${text} WHERE id = ${id}`.execute(db);

describe('a bad value stored with a deal cannot break its reads', () => {
  it('two offers of 1e308 (and one of 1e999) are dropped: the deal and the garage still answer', async () => {
    const { db, visitor, id, before } = await savedDeal();
    await setDealColumn(
      db,
      id,
      'external_offers',
      '[{"type":"LOYALTY","description":"","amount":1e308},{"type":"CONQUEST","description":"","amount":1e308},' +
        '{"type":"BONUS_CASH","description":"","amount":1e999}]',
    );
    const deal = await readsAnswer(visitor, id);
    expect(deal.pricing.externalOffers).toEqual([]);
    expect(deal.pricing.outTheDoor).toBe(before.pricing.outTheDoor);
  });

  it('keeps the valid offers next to a bad one', async () => {
    const { db, visitor, id, before } = await savedDeal();
    await setDealColumn(
      db,
      id,
      'external_offers',
      '[{"type":"LOYALTY","description":"Loyalty","amount":1000},{"type":"CONQUEST","description":"","amount":1e308}]',
    );
    const deal = await readsAnswer(visitor, id);
    expect(deal.pricing.externalOffers).toEqual([{ type: 'LOYALTY', description: 'Loyalty', amount: 1000 }]);
    expect(deal.pricing.outTheDoor).toBe(before.pricing.outTheDoor - 1000);
  });

  it('preferences with a down payment of 1e999, or that are no JSON, fall back to the defaults', async () => {
    const { db, visitor, id, before } = await savedDeal();
    const marked = {
      ...before.preferences,
      financePreferences: { ...before.preferences.financePreferences, downPayment: 424242 },
    };
    const prefs = JSON.stringify(marked).replace('424242', '1e999');
    await setDealColumn(db, id, 'preferences', prefs);
    const deal = await readsAnswer(visitor, id);
    expect(deal.preferences.financePreferences.downPayment).toBeNull();
    expect(deal.preferences.financePreferences.term).toBe(before.preferences.financePreferences.term);
    await setDealColumn(db, id, 'preferences', 'not json');
    expect((await readsAnswer(visitor, id)).preferences.dealType).toBeNull();
  });

  it('a stored quote set with an Infinity in it is left out and priced afresh', async () => {
    const { db, visitor, id, before } = await savedDeal();
    expect(before.quote).not.toBeNull();
    // The selected quote's monthly payment becomes 1e999 (Infinity once read) in every stored set.
    const payment = JSON.stringify(before.quote?.monthlyPayment);
    const rows = await db
      .selectFrom('deal_quotes')
      .select(['request_key', 'quotes'])
      .where('deal_id', '=', id)
      .execute();
    for (const row of rows) {
      expect(row.quotes).toContain(`"monthlyPayment":${payment}`);
      const quotes = row.quotes.replaceAll(`"monthlyPayment":${payment}`, '"monthlyPayment":1e999');
      await sql`UPDATE deal_quotes SET quotes = ${quotes} WHERE deal_id = ${id} AND request_key = ${row.request_key}`.execute(
        db,
      );
    }
    const deal = await readsAnswer(visitor, id);
    // Its set is gone with it: the deal has no quote until the shopper picks one again (its type stays).
    expect(deal.quote).toBeNull();
    expect(deal.dealType).toBe('FINANCE');
  });

  it('a trade with an offer of 1e308 reads as no trade', async () => {
    const { db, visitor, id, before } = await savedDeal();
    expect(before.trade?.netCashOffer).toBe(6000);
    await sql`UPDATE trades SET offer = ${1e308} WHERE id = ${'t1'}`.execute(db);
    const deal = await readsAnswer(visitor, id);
    expect(deal.trade).toBeNull();
  });
});

describe('the schemas bound every amount (no Infinity through `1e999`, no 1e308)', () => {
  it('refuses huge and non-finite amounts with field errors', async () => {
    const { visitor, id } = await savedDeal();
    const raw = (path: string, body: string) =>
      visitor.app.request(path, {
        method: 'POST',
        headers: { Cookie: visitor.cookie, 'X-CSRF-TOKEN': visitor.token, 'Content-Type': 'application/json' },
        body,
      });
    const finance = await raw(`/api/deals/${id}/finance/quotes`, '{"downPayment":1e999}');
    expect(finance.status).toBe(400);
    expect(((await finance.json()) as { fieldErrors: { field: string }[] }).fieldErrors[0]?.field).toBe('downPayment');
    expect(v.safeParse(FinanceQuoteRequestSchema, { downPayment: Infinity }).success).toBe(false);
    expect(v.safeParse(FinanceQuoteRequestSchema, { downPayment: 1e308 }).success).toBe(false);
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const huge = {
      updateQuote: { dealType: 'CASH' },
      dealName: 'Huge',
      dealPreferences: {
        ...deal.preferences,
        financePreferences: {
          ...deal.preferences.financePreferences,
          externalOffers: [{ type: 'LOYALTY', description: '', amount: 1e308 }],
        },
      },
    };
    expect(v.safeParse(UpdateDealRequestSchema, huge).success).toBe(false);
    const res = await visitor.post(`/api/deals/${id}/update`, huge);
    expect(res.status).toBe(400);
  });
});

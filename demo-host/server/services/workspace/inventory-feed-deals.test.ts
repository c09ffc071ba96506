/**
 * What a feed does to shoppers' open deals: a price change re-prices them at their next quote (the server
 * owns the price: a quote reads the vehicle's), and a full feed that leaves their vehicle out makes the
 * deal say it has been sold.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DealSchema, FinanceQuotesSchema } from '../../../../src/contract/deal.ts';
import { json, makeDealApp, savedFinanceDeal, Visitor } from '../../http/routes/deal-fixtures.ts';
import type { Db } from '../../db/schema.ts';
import { makeVin } from '../../domain/vin.ts';
import { createInventoryFeed } from './inventory-feed.ts';

let db: Db;
let app: Awaited<ReturnType<typeof makeDealApp>>['app'];
const VIN = makeVin({ wmi: '4T1', vds: 'BF1FK', year: 2024, plant: 'U', serial: 777 });

beforeEach(async () => {
  ({ db, app } = await makeDealApp());
  // The fixture's VINs are placeholders: give v1 one a feed accepts.
  await db.updateTable('vehicles').set({ vin: VIN }).where('id', '=', 'v1').execute();
});

const feed = (rows: string[], fullFeed: boolean) =>
  createInventoryFeed({ db }).importCsv('d1', {
    csv: ['VIN,Type,Year,Make,Model,Price', ...rows].join('\n'),
    fileName: 'feed.csv',
    fullFeed,
    source: 'url',
    staffId: null,
  });

describe('a feed and the open deals on its vehicles', () => {
  it('a new price from the feed is the price of the deal’s next quote', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, quote } = await savedFinanceDeal(visitor);
    const before = quote.breakdown.price;
    const { sale_price } = await db
      .selectFrom('vehicles')
      .select('sale_price')
      .where('id', '=', 'v1')
      .executeTakeFirstOrThrow();
    expect(before).toBe(sale_price);
    const repriced = await feed([`${VIN},New,2024,Toyota,Camry,${String(before - 1500)}`], false);
    expect(repriced).toMatchObject({ updated: 1 });
    const { quotes } = await json(
      visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 2000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) expect(q.breakdown.price).toBe(before - 1500);
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    expect(deal.pricing.salePrice).toBe(before - 1500);
  });

  it('a full feed without the deal’s vehicle: the deal says it has been sold; back in a feed, it no longer does', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId } = await savedFinanceDeal(visitor);
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).vehicleSold).toBe(false);
    const other = makeVin({ wmi: '4T1', vds: 'BF1FK', year: 2024, plant: 'U', serial: 778 });
    expect(await feed([`${other},New,2024,Toyota,Camry,30000`], true)).toMatchObject({ sold: expect.any(Number) });
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).vehicleSold).toBe(true);
    await feed([`${VIN},New,2024,Toyota,Camry,30000`], false);
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).vehicleSold).toBe(false);
  });
});

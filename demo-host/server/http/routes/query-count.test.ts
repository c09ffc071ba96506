/**
 * How many SQL statements the hot requests run, counted by a Kysely plugin on the real app: a deal's
 * inputs are read once, priced by pure functions, then written (SQLite here, PostgreSQL under test:pg).
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { DealSchema, FinanceQuotesSchema } from '../../../../src/contract/deal.ts';
import { withPlugin } from '../../db/index.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { dealSeed, json, Visitor } from './deal-fixtures.ts';

/**
 * Counts executed statements by the table they name first, so a failure says what was read twice. A
 * subquery is transformed too but never executed: only a query whose result comes back is counted.
 */
class QueryCounter implements KyselyPlugin {
  private tables: string[] = [];
  private readonly pending = new WeakMap<object, string>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    this.pending.set(queryId, firstTable(node));
    return node;
  }

  transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.tables.push(this.pending.get(queryId) ?? 'unknown');
    return Promise.resolve(result);
  }

  async count(work: () => Promise<unknown>): Promise<{ total: number; byTable: Record<string, number> }> {
    this.tables = [];
    await work();
    const byTable: Record<string, number> = {};
    for (const t of this.tables) byTable[t] = (byTable[t] ?? 0) + 1;
    return { total: this.tables.length, byTable };
  }
}

function firstTable(node: RootOperationNode): string {
  return /"kind":"IdentifierNode","name":"([^"]+)"/.exec(JSON.stringify(node))?.[1] ?? node.kind;
}

async function countedApp() {
  const counter = new QueryCounter();
  const app = testApp(withPlugin(await makeDb(dealSeed()), counter));
  // The first request of a process sweeps expired sessions and counters: housekeeping, not the page's.
  await Visitor.start(app);
  return { counter, app };
}

describe('statements per request', () => {
  it('a new visitor’s page context: at most 6 (the campaign, the session, its dealer, the funnel’s open)', async () => {
    const { counter, app } = await countedApp();
    const context = await counter.count(() => Visitor.start(app));
    // The funnel's widget open: the session marks its day, and one upsert counts it.
    expect(context.total, JSON.stringify(context.byTable)).toBeLessThanOrEqual(6);
  });

  it('a deal read, a quote request and the first save: at most 8, 8 and 18', async () => {
    const { counter, app } = await countedApp();
    const visitor = await Visitor.signedIn(app);
    const id = await visitor.startDeal('v1');

    const read = await counter.count(async () => expect((await visitor.get(`/api/deals/${id}`)).status).toBe(200));
    expect(read.total, JSON.stringify(read.byTable)).toBeLessThanOrEqual(8);

    let quotes: { id: string }[] = [];
    const quote = await counter.count(async () => {
      const res = visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000, protectionProducts: [] });
      quotes = (await json(res, FinanceQuotesSchema)).quotes;
    });
    expect(quote.total, JSON.stringify(quote.byTable)).toBeLessThanOrEqual(8);

    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    // The app's first save: a quote chosen, a name, the preferences and the deal-saved lead.
    const save = await counter.count(async () => {
      const res = visitor.post(`/api/deals/${id}/update`, {
        updateQuote: { dealType: 'FINANCE', quoteId: quotes[0]?.id },
        dealName: 'Camry',
        dealPreferences: { ...deal.preferences, dealType: 'FINANCE' },
        sendLead: true,
      });
      expect(await json(res, DealSchema)).toMatchObject({ saved: true, dealName: 'Camry' });
    });
    // With the funnel's two upserts (a deal saved, a lead of its kind) and the look for the shopper's open lead thread.
    expect(save.total, JSON.stringify(save.byTable)).toBeLessThanOrEqual(18);
  });
});

/**
 * A finance application goes to the lenders once: submits racing each other send it once and all
 * answer its decisions; an unchanged sent application is answered, not sent again; every send
 * carries an idempotency key for the lender network, the same for a retry of the same application.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { FinanceOptionsSchema, SUBMITS_PER_DAY } from '../../../../src/contract/finance.ts';
import { insertLenderReceipt, listLenderReceipts } from '../../db/finance-repo.ts';
import type { Db } from '../../db/schema.ts';
import {
  createSandboxLenderNetwork,
  LendersUnavailable,
  type LenderApplication,
  type LenderGateway,
} from '../../sandbox/finance/lender-gateway.ts';
import { leadsOf } from '../routes/lead-test-support.ts';
import { Visitor } from '../routes/deal-fixtures.ts';
import {
  applicationPath,
  AUTHORIZATION,
  EMPLOYMENT,
  makeFinanceApp,
  saveAllSteps,
  selfSelect,
} from '../routes/finance-fixtures.ts';

let db: Db;
let app: Awaited<ReturnType<typeof makeFinanceApp>>['app'];
/** What the lender network received, in order. */
let received: LenderApplication[];
/** The network's next answers: true is down once. */
let downNext: boolean[];

/** The sandbox network, slow enough for submits to overlap, that can be down on demand. */
function slowNetwork(database: () => Db): LenderGateway {
  const sandbox = createSandboxLenderNetwork({
    record: (receipt) => insertLenderReceipt(database(), receipt),
    find: async (key) => (await listLenderReceipts(database())).find((r) => r.idempotencyKey === key) ?? null,
  });
  return {
    async submit(application) {
      received.push(application);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (downNext.shift()) throw new LendersUnavailable('down for this test');
      return sandbox.submit(application);
    },
  };
}

beforeEach(async () => {
  received = [];
  downNext = [];
  ({ db, app } = await makeFinanceApp({ gateway: slowNetwork(() => db) }));
});

const submit = (visitor: Visitor, dealId: string) =>
  visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION });

async function readyApplication(): Promise<{ visitor: Visitor; dealId: string }> {
  const visitor = await Visitor.start(app);
  const dealId = await visitor.startDeal('v1');
  await saveAllSteps(visitor, dealId);
  await selfSelect(visitor, dealId);
  return { visitor, dealId };
}

describe('submitting one finance application', () => {
  it('three at once: the lenders get it once, one lead is written, and all three answer its decisions', async () => {
    const { visitor, dealId } = await readyApplication();
    const answers = await Promise.all([submit(visitor, dealId), submit(visitor, dealId), submit(visitor, dealId)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map(async (res) => v.parse(FinanceOptionsSchema, await res.json())));
    expect(bodies[0]?.options.length).toBeGreaterThan(0);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(received).toHaveLength(1);
    expect(await listLenderReceipts(db)).toHaveLength(1);
    expect(await leadsOf(db, 'finance-application')).toHaveLength(1);
  });

  it('again unchanged: answered from the first send, not sent again nor counted', async () => {
    const { visitor, dealId } = await readyApplication();
    const first = v.parse(FinanceOptionsSchema, await (await submit(visitor, dealId)).json());
    for (let i = 0; i < SUBMITS_PER_DAY + 1; i++) {
      const res = await submit(visitor, dealId);
      expect(res.status).toBe(200);
      expect(v.parse(FinanceOptionsSchema, await res.json())).toEqual(first);
    }
    expect(received).toHaveLength(1);
    expect(await leadsOf(db, 'finance-application')).toHaveLength(1);
  });

  it('after a change: sent again with a new idempotency key', async () => {
    const { visitor, dealId } = await readyApplication();
    expect((await submit(visitor, dealId)).status).toBe(200);
    const changed = { step: 'employment', employment: { ...EMPLOYMENT, grossAnnualIncome: 120_000 } };
    expect((await visitor.post(applicationPath(dealId), changed, 'PUT')).status).toBe(200);
    expect((await submit(visitor, dealId)).status).toBe(200);
    expect(received).toHaveLength(2);
    const [one, two] = received.map((a) => a.idempotencyKey);
    expect(one).toMatch(/^[\w-]{16,}$/);
    expect(two).toMatch(/^[\w-]{16,}$/);
    expect(two).not.toBe(one);
    expect(await leadsOf(db, 'finance-application')).toHaveLength(2);
  });

  it('a retry after the network was down carries the same idempotency key', async () => {
    const { visitor, dealId } = await readyApplication();
    downNext = [true];
    expect((await submit(visitor, dealId)).status).toBe(502);
    expect((await submit(visitor, dealId)).status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]?.idempotencyKey).toBe(received[0]?.idempotencyKey);
  });
});

describe('the sandbox lender network', () => {
  it('decides an application once per idempotency key', async () => {
    const { visitor, dealId } = await readyApplication();
    expect((await submit(visitor, dealId)).status).toBe(200);
    const sandbox = createSandboxLenderNetwork({
      record: (receipt) => insertLenderReceipt(db, receipt),
      find: async (key) => (await listLenderReceipts(db)).find((r) => r.idempotencyKey === key) ?? null,
    });
    const again = await sandbox.submit(received[0] as LenderApplication);
    expect(again).toEqual((await listLenderReceipts(db))[0]?.decisions);
    expect(await listLenderReceipts(db)).toHaveLength(1);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { CashDealSchema } from '../../../../src/contract/deal.ts';
import {
  FEE_MESSAGE,
  TAX_ZIP_MESSAGE,
  TAX_ZIP_UNKNOWN,
  type DealerRulesAnswer,
} from '../../../../src/contract/workspace-dealer-rules.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { getDealerRules } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import { makeApp, makeDb } from '../../test-support.ts';
import { dealSeed, json as parsed, Visitor } from './deal-fixtures.ts';
import {
  addStaff,
  ADMIN,
  AGENT_1,
  MANAGER_1,
  MANAGER_2,
  staffClient,
  type TestStaff,
} from './workspace-test-support.ts';

let db: Db;
let app: Awaited<ReturnType<typeof makeApp>>['app'];

beforeEach(async () => {
  db = await makeDb(dealSeed());
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  ({ app } = await makeApp(db));
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const PATH = '/dealers/d1/rules';
const RULES = {
  docFee: 150,
  registrationFee: 112.5,
  taxZip: '',
  driveAtHomeEnabled: false,
  protectionProductsEnabled: true,
};

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

const audit = async () =>
  (
    await db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'record_id', 'changes'])
      .where('action', 'in', ['dealer.rules', 'settings.revert'])
      .orderBy('id')
      .execute()
  ).map((r) => ({ ...r, changes: r.changes === null ? null : (JSON.parse(r.changes) as string[]).sort() }));

describe('money and rules', () => {
  it('a manager reads and saves the rules; each change is audited with what changed and can be reverted', async () => {
    const manager = await signedIn(MANAGER_1);
    const read = await manager.call('GET', PATH);
    expect(read.status).toBe(200);
    expect(await json(read)).toEqual({ dealer: { id: 'd1', name: 'First Motors' }, addressZip: '78701', ...RULES });

    const next = { ...RULES, docFee: 358.03, taxZip: '78759', driveAtHomeEnabled: true };
    const saved = await manager.call('PUT', PATH, next);
    expect(saved.status).toBe(200);
    expect(await json<DealerRulesAnswer>(saved)).toMatchObject(next);
    expect((await getDealerRules(db, 'd1'))?.rules).toEqual(next);
    // The other dealer keeps its own.
    expect((await getDealerRules(db, 'd2'))?.rules.docFee).toBe(0);

    const reverted = await manager.call('POST', '/settings/dealer-rules/d1/revert');
    expect(reverted.status).toBe(200);
    expect((await getDealerRules(db, 'd1'))?.rules).toEqual(RULES);
    expect(await audit()).toEqual([
      { action: 'dealer.rules', staff_id: 'm1', record_id: 'd1', changes: ['docFee', 'driveAtHomeEnabled', 'taxZip'] },
      {
        action: 'settings.revert',
        staff_id: 'm1',
        record_id: 'd1',
        changes: ['docFee', 'driveAtHomeEnabled', 'taxZip'],
      },
    ]);
  });

  it('refuses out-of-range fees and tax ZIPs with the field named; nothing is saved or audited', async () => {
    const manager = await signedIn(MANAGER_1);
    for (const docFee of [-1, 5000.01, 12.345, '150', null]) {
      const res = await manager.call('PUT', PATH, { ...RULES, docFee });
      expect(res.status, String(docFee)).toBe(400);
      expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([
        { field: 'docFee', message: FEE_MESSAGE },
      ]);
    }
    const fee = await manager.call('PUT', PATH, { ...RULES, registrationFee: 9999 });
    expect((await json<{ fieldErrors: { field: string }[] }>(fee)).fieldErrors.map((e) => e.field)).toEqual([
      'registrationFee',
    ]);
    for (const taxZip of ['7870', 'abcde', 78701]) {
      const res = await manager.call('PUT', PATH, { ...RULES, taxZip });
      expect(res.status).toBe(400);
      expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([
        { field: 'taxZip', message: TAX_ZIP_MESSAGE },
      ]);
    }
    // Unknown to the tax data, or in another state than the dealer's.
    for (const taxZip of ['00000', '97202']) {
      const res = await manager.call('PUT', PATH, { ...RULES, taxZip });
      expect(res.status, taxZip).toBe(400);
      expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([
        { field: 'taxZip', message: TAX_ZIP_UNKNOWN },
      ]);
    }
    expect((await manager.call('PUT', PATH, { ...RULES, protectionProductsEnabled: 'yes' })).status).toBe(400);
    expect((await manager.call('PUT', PATH, {})).status).toBe(400);
    expect((await getDealerRules(db, 'd1'))?.rules).toEqual(RULES);
    expect(await audit()).toEqual([]);
  });

  it('agents get a 403; a manager only their dealers; an admin any; an unknown dealer is a 404', async () => {
    const agent = await signedIn(AGENT_1);
    for (const [method, sent] of [['GET'], ['PUT', RULES]] as const) {
      const res = await agent.call(method, PATH, sent);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    }
    expect((await agent.call('GET', '/settings/dealer-rules/d1/history')).status).toBe(403);
    const other = await signedIn(MANAGER_2);
    const res = await other.call('PUT', PATH, { ...RULES, docFee: 1 });
    expect(res.status).toBe(403);
    expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    const admin = await signedIn(ADMIN);
    expect((await admin.call('GET', '/dealers/nowhere/rules')).status).toBe(404);
    expect((await admin.call('PUT', '/dealers/d2/rules', { ...RULES, docFee: 75 })).status).toBe(200);
    expect((await getDealerRules(db, 'd2'))?.rules.docFee).toBe(75);
    expect((await staffClient(app).call('GET', PATH)).status).toBe(401);
  });

  it('the widget follows: an open deal’s next quote carries the new doc fee, and the flags its offers', async () => {
    const shopper = await Visitor.start(app);
    const dealId = await shopper.startDeal('v1');
    const cash = () => parsed(shopper.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    const before = await cash();
    expect(before.breakdown.docFee).toBe(150);
    expect((await shopper.get('/api/protection-products/dealer/d1')).status).toBe(200);
    const inProgram = async () =>
      ((await (await shopper.get('/api/drive-at-home/dealer-in-program/d1')).json()) as { inProgram: boolean })
        .inProgram;
    expect(await inProgram()).toBe(false);

    const manager = await signedIn(MANAGER_1);
    await manager.call('PUT', PATH, {
      ...RULES,
      docFee: 499,
      driveAtHomeEnabled: true,
      protectionProductsEnabled: false,
    });
    const after = await cash();
    expect(after.breakdown.docFee).toBe(499);
    // The doc fee is taxed in Texas like the price, so out-the-door grows by more than the fee.
    expect(after.outTheDoor).toBeGreaterThan(before.outTheDoor + 349);
    // Protection off: the dealer's products are not offered (the widget leaves the step out).
    expect((await shopper.get('/api/protection-products/dealer/d1')).status).toBe(404);
    expect(await inProgram()).toBe(true);

    await manager.call('POST', '/settings/dealer-rules/d1/revert');
    expect((await cash()).breakdown.docFee).toBe(150);
  });
});

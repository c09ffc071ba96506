import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEPOSIT_AMOUNT_MESSAGE,
  HOLD_HOURS_MESSAGE,
  REFUND_DAYS_MESSAGE,
} from '../../../../src/contract/reservation.ts';
import type { DealerDepositsAnswer } from '../../../../src/contract/workspace-dealer-deposits.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { getDealerDeposits } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import { makeApp, makeDb } from '../../test-support.ts';
import { dealSeed } from './deal-fixtures.ts';
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
const PATH = '/dealers/d1/deposits';
/** A dealer the seed leaves out of deposits: the columns' defaults. */
const OFF = { enabled: false, amountCents: 50_000, refundDays: 7, holdHours: 48 };

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

const audit = async () =>
  (
    await db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'changes'])
      .where('action', 'in', ['dealer.deposits', 'settings.revert'])
      .orderBy('id')
      .execute()
  ).map((r) => ({ ...r, changes: r.changes === null ? null : (JSON.parse(r.changes) as string[]).sort() }));

describe('deposits', () => {
  it('a manager reads and saves the deposit rule; each change is audited with what changed and can be reverted', async () => {
    const manager = await signedIn(MANAGER_1);
    const read = await manager.call('GET', PATH);
    expect(read.status).toBe(200);
    expect(await json(read)).toEqual({ dealer: { id: 'd1', name: 'First Motors' }, ...OFF });

    const next = { enabled: true, amountCents: 75_050, refundDays: 0, holdHours: 336 };
    const saved = await manager.call('PUT', PATH, next);
    expect(saved.status).toBe(200);
    expect(await json<DealerDepositsAnswer>(saved)).toMatchObject(next);
    expect(await getDealerDeposits(db, 'd1')).toEqual(next);
    expect(await getDealerDeposits(db, 'd2')).toEqual(OFF);

    expect((await manager.call('POST', '/settings/dealer-deposits/d1/revert')).status).toBe(200);
    expect(await getDealerDeposits(db, 'd1')).toEqual(OFF);
    const changed = ['amountCents', 'enabled', 'holdHours', 'refundDays'];
    expect(await audit()).toEqual([
      { action: 'dealer.deposits', record_id: 'd1', changes: changed },
      { action: 'settings.revert', record_id: 'd1', changes: changed },
    ]);
  });

  it('refuses amounts, days and hours out of bounds with the field named; nothing is saved or audited', async () => {
    const manager = await signedIn(MANAGER_1);
    const cases: [string, unknown, string][] = [
      ['amountCents', 4_999, DEPOSIT_AMOUNT_MESSAGE],
      ['amountCents', 500_001, DEPOSIT_AMOUNT_MESSAGE],
      ['amountCents', 50_000.5, DEPOSIT_AMOUNT_MESSAGE],
      ['amountCents', '50000', DEPOSIT_AMOUNT_MESSAGE],
      ['refundDays', -1, REFUND_DAYS_MESSAGE],
      ['refundDays', 31, REFUND_DAYS_MESSAGE],
      ['holdHours', 0, HOLD_HOURS_MESSAGE],
      ['holdHours', 337, HOLD_HOURS_MESSAGE],
      ['holdHours', 1.5, HOLD_HOURS_MESSAGE],
    ];
    for (const [field, value, message] of cases) {
      const res = await manager.call('PUT', PATH, { ...OFF, [field]: value });
      expect(res.status, `${field} ${String(value)}`).toBe(400);
      expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([{ field, message }]);
    }
    expect((await manager.call('PUT', PATH, { ...OFF, enabled: 'yes' })).status).toBe(400);
    expect((await manager.call('PUT', PATH, {})).status).toBe(400);
    expect(await getDealerDeposits(db, 'd1')).toEqual(OFF);
    expect(await audit()).toEqual([]);
  });

  it('agents get a 403; a manager only their dealers; an admin any; an unknown dealer is a 404', async () => {
    const agent = await signedIn(AGENT_1);
    for (const [method, sent] of [['GET'], ['PUT', OFF]] as const) {
      const res = await agent.call(method, PATH, sent);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    }
    const other = await signedIn(MANAGER_2);
    const res = await other.call('PUT', PATH, { ...OFF, enabled: true });
    expect(res.status).toBe(403);
    expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    const admin = await signedIn(ADMIN);
    expect((await admin.call('GET', '/dealers/nowhere/deposits')).status).toBe(404);
    expect((await admin.call('PUT', '/dealers/d2/deposits', { ...OFF, enabled: true })).status).toBe(200);
    expect((await getDealerDeposits(db, 'd2'))?.enabled).toBe(true);
    expect((await staffClient(app).call('GET', PATH)).status).toBe(401);
  });
});

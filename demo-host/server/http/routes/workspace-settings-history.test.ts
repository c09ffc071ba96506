import { beforeEach, describe, expect, it } from 'vitest';
import type { SettingsHistory } from '../../../../src/contract/workspace-settings-history.ts';
import { NO_EARLIER_VERSION, SETTINGS_HISTORY_SHOWN } from '../../../../src/contract/workspace-settings-history.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { getLeadSettings } from '../../db/dealers-repo.ts';
import type { Db } from '../../db/schema.ts';
import { makeDb, testApp } from '../../test-support.ts';
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
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const SETTINGS = '/dealers/d1/lead-settings';
const HISTORY = '/settings/dealer-leads/d1/history';
const REVERT = '/settings/dealer-leads/d1/revert';

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

const audit = async () =>
  (
    await db
      .selectFrom('audit_log')
      .select(['action', 'staff_email', 'record_id', 'dealer_id', 'changes'])
      .where('action', 'in', ['dealer.lead-settings', 'settings.revert'])
      .orderBy('id')
      .execute()
  ).map((r) => ({ ...r, changes: r.changes === null ? null : (JSON.parse(r.changes) as string[]) }));

describe('settings history', () => {
  it('keeps every saved version with who and what changed, and reverts to the one before, audited', async () => {
    const manager = await signedIn(MANAGER_1);
    expect(await json(await manager.call('GET', HISTORY))).toEqual({ versions: [], canRevert: false });
    const none = await manager.call('POST', REVERT);
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({ message: NO_EARLIER_VERSION });

    await manager.call('PUT', SETTINGS, { threadHours: 24, alwaysNew: ['contract-signed'] });
    // The same settings again change nothing and record nothing.
    await manager.call('PUT', SETTINGS, { threadHours: 24, alwaysNew: ['contract-signed'] });
    await manager.call('PUT', SETTINGS, { threadHours: 24, alwaysNew: ['test-drive'] });

    const history = await json<SettingsHistory>(await manager.call('GET', HISTORY));
    expect(history.canRevert).toBe(true);
    expect(
      history.versions.map(({ version, staff, changed, revertedTo }) => ({ version, staff, changed, revertedTo })),
    ).toEqual([
      { version: 3, staff: 'manager@one.test', changed: ['alwaysNew'], revertedTo: null },
      { version: 2, staff: 'manager@one.test', changed: ['threadHours'], revertedTo: null },
      // The seeded state before the first change, so the first change can be undone too.
      { version: 1, staff: null, changed: [], revertedTo: null },
    ]);

    const reverted = await manager.call('POST', REVERT);
    expect(reverted.status).toBe(200);
    expect((await json<SettingsHistory>(reverted)).versions[0]).toMatchObject({
      version: 4,
      staff: 'manager@one.test',
      changed: ['alwaysNew'],
      revertedTo: 2,
    });
    expect(await getLeadSettings(db, 'd1')).toEqual({ threadHours: 24, alwaysNew: ['contract-signed'] });

    // An admin reverts again: back to version 3's state (the one before the current).
    const admin = await signedIn(ADMIN);
    await admin.call('POST', REVERT);
    expect(await getLeadSettings(db, 'd1')).toEqual({ threadHours: 24, alwaysNew: ['test-drive'] });

    expect(await audit()).toEqual([
      {
        action: 'dealer.lead-settings',
        staff_email: 'manager@one.test',
        record_id: 'd1',
        dealer_id: 'd1',
        changes: ['threadHours'],
      },
      {
        action: 'dealer.lead-settings',
        staff_email: 'manager@one.test',
        record_id: 'd1',
        dealer_id: 'd1',
        changes: ['alwaysNew'],
      },
      {
        action: 'settings.revert',
        staff_email: 'manager@one.test',
        record_id: 'd1',
        dealer_id: 'd1',
        changes: ['alwaysNew'],
      },
      {
        action: 'settings.revert',
        staff_email: 'admin@x.test',
        record_id: 'd1',
        dealer_id: 'd1',
        changes: ['alwaysNew'],
      },
    ]);
    // The audit page says what changed.
    const page = await json<{ entries: { action: string; changes: string[] }[] }>(
      await manager.call('GET', '/audit?dealer=d1'),
    );
    expect(page.entries.find((e) => e.action === 'settings.revert')?.changes).toEqual(['alwaysNew']);
  });

  it('shows the newest versions only', async () => {
    const manager = await signedIn(MANAGER_1);
    for (let hours = 1; hours <= SETTINGS_HISTORY_SHOWN + 2; hours++)
      await manager.call('PUT', SETTINGS, { threadHours: hours, alwaysNew: [] });
    const history = await json<SettingsHistory>(await manager.call('GET', HISTORY));
    expect(history.versions).toHaveLength(SETTINGS_HISTORY_SHOWN);
    expect(history.versions[0]?.version).toBe(SETTINGS_HISTORY_SHOWN + 3);
  });

  it('refuses agents, other dealers’ managers, unknown kinds and malformed paths', async () => {
    const agent = await signedIn(AGENT_1);
    expect(await json(await agent.call('GET', HISTORY))).toMatchObject({ message: MANAGERS_ONLY });
    expect((await agent.call('POST', REVERT)).status).toBe(403);
    const other = await signedIn(MANAGER_2);
    const res = await other.call('GET', HISTORY);
    expect(res.status).toBe(403);
    expect(await json(res)).toMatchObject({ message: NOT_YOUR_DEALER });
    const manager = await signedIn(MANAGER_1);
    expect((await manager.call('GET', '/settings/no-such-kind/d1/history')).status).toBe(404);
    expect((await manager.call('GET', '/settings/Bad_Kind!/d1/history')).status).toBe(400);
    expect((await manager.call('GET', '/settings/dealer-leads/nope/history')).status).toBe(404);
    expect((await staffClient(app).call('GET', HISTORY)).status).toBe(401);
  });
  it('versions where the leads go too', async () => {
    const manager = await signedIn(MANAGER_1);
    const saved = await manager.call('PUT', '/dealers/d1/lead-delivery', {
      transport: 'EMAIL',
      endpoint: '',
      email: 'leads@one.test',
    });
    expect(saved.status).toBe(200);
    const history = await json<SettingsHistory>(await manager.call('GET', '/settings/dealer-lead-delivery/d1/history'));
    expect(history.versions[0]).toMatchObject({ version: 2, changed: ['email', 'transport'] });
    await manager.call('POST', '/settings/dealer-lead-delivery/d1/revert');
    expect(await json(await manager.call('GET', '/dealers/d1/lead-delivery'))).toMatchObject({
      transport: 'HTTP',
      email: '',
    });
  });
});

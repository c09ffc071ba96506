import { beforeEach, describe, expect, it } from 'vitest';
import { THREAD_HOURS_MESSAGE } from '../../../../src/contract/workspace-lead-settings.ts';
import type { DealerLeadSettings } from '../../../../src/contract/workspace-settings.ts';
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
const PATH = '/dealers/d1/lead-settings';

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

const auditRows = async () =>
  await db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'record_type', 'record_id', 'dealer_id'])
    .where('action', '=', 'dealer.lead-settings')
    .orderBy('id')
    .execute();

describe('lead settings', () => {
  it('a manager reads the defaults, saves a change that reads back the same, and the change is audited', async () => {
    const manager = await signedIn(MANAGER_1);
    const read = await manager.call('GET', PATH);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(await json(read)).toEqual({
      dealer: { id: 'd1', name: 'First Motors' },
      threadHours: 72,
      alwaysNew: ['contract-signed'],
    });
    expect(await auditRows()).toEqual([]);

    // Ticked out of order and twice: stored once each, in the kinds' order.
    const saved = await manager.call('PUT', PATH, {
      threadHours: 24,
      alwaysNew: ['test-drive', 'contract-signed', 'test-drive'],
    });
    expect(saved.status).toBe(200);
    const expected: DealerLeadSettings = {
      dealer: { id: 'd1', name: 'First Motors' },
      threadHours: 24,
      alwaysNew: ['contract-signed', 'test-drive'],
    };
    expect(await json(saved)).toEqual(expected);
    expect(await json(await manager.call('GET', PATH))).toEqual(expected);
    expect(await getLeadSettings(db, 'd1')).toEqual({ threadHours: 24, alwaysNew: ['contract-signed', 'test-drive'] });
    // The other dealer keeps its own.
    expect(await getLeadSettings(db, 'd2')).toEqual({ threadHours: 72, alwaysNew: ['contract-signed'] });
    expect(await auditRows()).toEqual([
      { action: 'dealer.lead-settings', staff_id: 'm1', record_type: 'dealer', record_id: 'd1', dealer_id: 'd1' },
    ]);

    // 0 turns threading off; no kind at all is a choice too.
    const off = await manager.call('PUT', PATH, { threadHours: 0, alwaysNew: [] });
    expect(await json(off)).toMatchObject({ threadHours: 0, alwaysNew: [] });
    expect(await getLeadSettings(db, 'd1')).toEqual({ threadHours: 0, alwaysNew: [] });
    expect(await auditRows()).toHaveLength(2);
  });

  it('a bad body is a 400 with the field named, and nothing is saved or audited', async () => {
    const manager = await signedIn(MANAGER_1);
    for (const threadHours of [-1, 721, 1.5, '24', null]) {
      const res = await manager.call('PUT', PATH, { threadHours, alwaysNew: [] });
      expect(res.status, String(threadHours)).toBe(400);
      expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([
        { field: 'threadHours', message: THREAD_HOURS_MESSAGE },
      ]);
    }
    const unknownKind = await manager.call('PUT', PATH, { threadHours: 24, alwaysNew: ['carrier-pigeon'] });
    expect(unknownKind.status).toBe(400);
    expect((await json<{ fieldErrors: { field: string }[] }>(unknownKind)).fieldErrors.map((e) => e.field)).toEqual([
      'alwaysNew.0',
    ]);
    for (const body of [{}, { threadHours: 24 }, { threadHours: 24, alwaysNew: 'email' }, []])
      expect((await manager.call('PUT', PATH, body)).status, JSON.stringify(body)).toBe(400);
    const notJson = await manager.call('PUT', PATH, undefined, { 'Content-Type': 'text/plain' });
    expect(notJson.status).toBe(400);
    expect((await manager.call('GET', `/dealers/${'x'.repeat(65)}/lead-settings`)).status).toBe(400);
    expect(await getLeadSettings(db, 'd1')).toEqual({ threadHours: 72, alwaysNew: ['contract-signed'] });
    expect(await auditRows()).toEqual([]);
  });

  it('agents get a 403; a manager only their dealers (403); an admin any; an unknown dealer is a 404', async () => {
    const body = { threadHours: 12, alwaysNew: [] };
    const agent = await signedIn(AGENT_1);
    for (const [method, sent] of [['GET'], ['PUT', body]] as const) {
      const res = await agent.call(method, PATH, sent);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    }
    const other = await signedIn(MANAGER_2);
    for (const [method, sent] of [['GET'], ['PUT', body]] as const) {
      const res = await other.call(method, PATH, sent);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    }
    expect(await getLeadSettings(db, 'd1')).toEqual({ threadHours: 72, alwaysNew: ['contract-signed'] });

    const admin = await signedIn(ADMIN);
    expect((await admin.call('GET', '/dealers/nowhere/lead-settings')).status).toBe(404);
    expect((await admin.call('PUT', '/dealers/nowhere/lead-settings', body)).status).toBe(404);
    const saved = await admin.call('PUT', '/dealers/d2/lead-settings', body);
    expect(saved.status).toBe(200);
    expect(await getLeadSettings(db, 'd2')).toEqual({ threadHours: 12, alwaysNew: [] });
    expect(await auditRows()).toEqual([
      { action: 'dealer.lead-settings', staff_id: 'admin', record_type: 'dealer', record_id: 'd2', dealer_id: 'd2' },
    ]);
  });

  it('needs a session, and a change needs its CSRF token', async () => {
    expect((await staffClient(app).call('GET', PATH)).status).toBe(401);
    const manager = await signedIn(MANAGER_1);
    manager.setCsrf('wrong');
    expect((await manager.call('PUT', PATH, { threadHours: 1, alwaysNew: [] })).status).toBe(403);
    expect(await getLeadSettings(db, 'd1')).toEqual({ threadHours: 72, alwaysNew: ['contract-signed'] });
  });
});

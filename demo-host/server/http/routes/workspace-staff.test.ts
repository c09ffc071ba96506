import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMINS_UNTOUCHED,
  INVITE_EXPIRED,
  NOT_YOURSELF,
  ONLY_ADMIN_MAKES_ADMIN,
  PASSWORD_RULE,
} from '../../../../src/contract/workspace-staff.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER, SIGN_IN_FAILED } from '../../../../src/contract/workspace.ts';
import type { Db } from '../../db/schema.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
import { makeDb, testApp } from '../../test-support.ts';
import {
  addStaff,
  ADMIN,
  AGENT_1,
  MANAGER_1,
  MANAGER_2,
  STAFF_PASSWORD,
  staffClient,
  type TestStaff,
} from './workspace-test-support.ts';

let db: Db;
let now: number;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  now = Date.now();
  app = testApp(db, { now: () => new Date(now) });
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const PATH = '/dealers/d1/staff';
const NEW_PASSWORD = 'a-long-enough-one';

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

const audit = async () =>
  db
    .selectFrom('audit_log')
    .select(['action', 'staff_id', 'record_id', 'dealer_id'])
    .where('action', 'like', 'staff.%')
    .where('action', '!=', 'staff.sign-in')
    .orderBy('id')
    .execute();

/** The one-time link's token from the newest invitation to `email`. */
async function inviteToken(email: string): Promise<string> {
  const mail = (await listOutbox(db)).find((m) => m.recipient === email && m.kind === 'staff-invite');
  const token = /\/dealer\/sign-in\/invite\?token=([0-9a-f]{64})/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation to ${email}`);
  return token;
}

describe('the staff page’s access', () => {
  it('an agent gets 403 on every call; another dealer’s manager 403 NOT_YOUR_DEALER; nothing changes', async () => {
    const calls = [
      ['GET', PATH],
      ['POST', PATH, { email: 'x@one.test', name: 'X', role: 'AGENT' }],
      ['PATCH', `${PATH}/a1`, { role: 'DEALER_MANAGER' }],
      ['DELETE', `${PATH}/a1`],
    ] as const;
    const agent = await signedIn(AGENT_1);
    for (const [method, path, body] of calls) {
      const res = await agent.call(method, path, body);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    }
    const other = await signedIn(MANAGER_2);
    for (const [method, path, body] of calls) {
      const res = await other.call(method, path.replace('/a1', '/m1'), body);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    }
    expect(await audit()).toEqual([]);
    expect(await listOutbox(db)).toEqual([]);
    expect((await db.selectFrom('staff').select('role').where('id', '=', 'a1').executeTakeFirst())?.role).toBe('AGENT');
  });

  it('lists the dealer’s staff with role, enrolment and last sign-in; an unknown dealer is a 404', async () => {
    const manager = await signedIn(MANAGER_1);
    const res = await manager.call('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json<{ dealer: unknown; staff: Record<string, unknown>[] }>(res);
    expect(body.dealer).toEqual({ id: 'd1', name: 'First Motors' });
    expect(body.staff.map((s) => [s['id'], s['role'], s['enrolled'], s['invited']])).toEqual([
      ['a1', 'AGENT', true, false],
      ['m1', 'DEALER_MANAGER', true, false],
    ]);
    expect(body.staff.find((s) => s['id'] === 'm1')?.['lastSignInAt']).toBe(now);
    expect(body.staff.find((s) => s['id'] === 'a1')?.['lastSignInAt']).toBeNull();
    expect((await manager.call('GET', '/dealers/nowhere/staff')).status).toBe(404);
    expect((await staffClient(app).call('GET', PATH)).status).toBe(401);
  });

  it('a manager cannot make an admin, touch an admin, or change or remove themselves; an admin can make one', async () => {
    const manager = await signedIn(MANAGER_1);
    const asAdmin = await manager.call('POST', PATH, { email: 'boss@x.test', name: 'Boss', role: 'PLATFORM_ADMIN' });
    expect(asAdmin.status).toBe(403);
    expect((await json(asAdmin))['message']).toBe(ONLY_ADMIN_MAKES_ADMIN);
    const promote = await manager.call('PATCH', `${PATH}/a1`, { role: 'PLATFORM_ADMIN' });
    expect(promote.status).toBe(403);
    expect((await json(promote))['message']).toBe(ONLY_ADMIN_MAKES_ADMIN);
    for (const [method, body] of [
      ['PATCH', { role: 'AGENT' }],
      ['DELETE', undefined],
    ] as const) {
      const self = await manager.call(method, `${PATH}/m1`, body);
      expect(self.status, method).toBe(403);
      expect((await json(self))['message']).toBe(NOT_YOURSELF);
    }
    expect(await audit()).toEqual([]);

    const admin = await signedIn(ADMIN);
    const made = await admin.call('PATCH', `${PATH}/a1`, { role: 'PLATFORM_ADMIN' });
    expect(made.status).toBe(200);
    expect(await json(made)).toMatchObject({ id: 'a1', role: 'PLATFORM_ADMIN' });
    const untouchable = await manager.call('DELETE', `${PATH}/a1`);
    expect(untouchable.status).toBe(403);
    expect((await json(untouchable))['message']).toBe(ADMINS_UNTOUCHED);
    const invited = await admin.call('POST', PATH, { email: 'boss@x.test', name: 'Boss', role: 'PLATFORM_ADMIN' });
    expect(invited.status).toBe(201);
    expect(await json(invited)).toMatchObject({ outcome: 'invited', member: { role: 'PLATFORM_ADMIN' } });
    expect((await audit()).map((a) => [a.action, a.staff_id])).toEqual([
      ['staff.role', 'admin'],
      ['staff.invite', 'admin'],
    ]);
  });

  it('a bad body is a 400 with the fields named; nothing is made', async () => {
    const manager = await signedIn(MANAGER_1);
    const res = await manager.call('POST', PATH, { email: 'nope', name: ' ', role: 'OWNER' });
    expect(res.status).toBe(400);
    expect((await json<{ fieldErrors: { field: string }[] }>(res)).fieldErrors.map((e) => e.field).sort()).toEqual([
      'email',
      'name',
      'role',
    ]);
    expect((await manager.call('PATCH', `${PATH}/a1`, { role: 'BOSS' })).status).toBe(400);
    const short = await staffClient(app).call('POST', '/invites/accept', { token: 'a'.repeat(64), password: 'short' });
    expect(short.status).toBe(400);
    expect((await json<{ fieldErrors: unknown[] }>(short)).fieldErrors).toEqual([
      { field: 'password', message: PASSWORD_RULE },
    ]);
    expect(await audit()).toEqual([]);
  });
});

describe('inviting, changing and removing', () => {
  it('invite → accept → signed in up to enrolment; the link is good once; the sign-in then asks to enrol', async () => {
    const manager = await signedIn(MANAGER_1);
    const res = await manager.call('POST', PATH, { email: ' New.Agent@One.test ', name: 'Nia Agent', role: 'AGENT' });
    expect(res.status).toBe(201);
    const answer = await json<{ outcome: string; member: { id: string } }>(res);
    expect(answer).toMatchObject({
      outcome: 'invited',
      member: { email: 'new.agent@one.test', role: 'AGENT', invited: true, enrolled: false, lastSignInAt: null },
    });
    const token = await inviteToken('new.agent@one.test');
    // Only the hash is stored.
    const stored = await db.selectFrom('staff_invites').select('token_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
    // No password yet: the sign-in refuses anything.
    expect(
      (await staffClient(app).call('POST', '/sign-in', { email: 'new.agent@one.test', password: '' })).status,
    ).toBe(400);

    const invitee = staffClient(app);
    const accepted = await invitee.call('POST', '/invites/accept', { token, password: NEW_PASSWORD });
    expect(accepted.status).toBe(200);
    const step = await json<{ next: string; csrfToken: string }>(accepted);
    expect(step.next).toBe('enrol');
    invitee.setCsrf(step.csrfToken);
    const enrolment = await invitee.call('GET', '/enrolment');
    expect(enrolment.status).toBe(200);
    expect(await json(enrolment)).toHaveProperty('qrSvg');

    const again = await staffClient(app).call('POST', '/invites/accept', { token, password: NEW_PASSWORD });
    expect(again.status).toBe(409);
    expect((await json(again))['message']).toBe(INVITE_EXPIRED);

    const later = await staffClient(app).call('POST', '/sign-in', {
      email: 'new.agent@one.test',
      password: NEW_PASSWORD,
    });
    expect(later.status).toBe(200);
    expect((await json(later))['next']).toBe('enrol');
    expect((await audit()).map((a) => [a.action, a.staff_id, a.record_id, a.dealer_id])).toEqual([
      ['staff.invite', 'm1', answer.member.id, 'd1'],
      ['staff.invite-accept', answer.member.id, answer.member.id, 'd1'],
    ]);
  });

  it('a link older than 72 hours is refused; an unknown token too, and repeated failures are rate-limited', async () => {
    const manager = await signedIn(MANAGER_1);
    await manager.call('POST', PATH, { email: 'late@one.test', name: 'Late', role: 'AGENT' });
    const token = await inviteToken('late@one.test');
    now += 72 * 60 * 60 * 1000 + 1;
    const expired = await staffClient(app).call('POST', '/invites/accept', { token, password: NEW_PASSWORD });
    expect(expired.status).toBe(409);
    expect((await json(expired))['message']).toBe(INVITE_EXPIRED);
    for (let i = 0; i < 4; i++)
      expect(
        (await staffClient(app).call('POST', '/invites/accept', { token: 'b'.repeat(64), password: NEW_PASSWORD }))
          .status,
      ).toBe(409);
    expect((await staffClient(app).call('POST', '/invites/accept', { token, password: NEW_PASSWORD })).status).toBe(
      429,
    );
  });

  it('an existing account is added to the dealer, not made twice; one already there is a 409', async () => {
    const admin = await signedIn(ADMIN);
    const res = await admin.call('POST', PATH, { email: MANAGER_2.email, name: 'Other name', role: 'AGENT' });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ outcome: 'added', member: { id: 'm2', role: 'DEALER_MANAGER' } });
    expect(await db.selectFrom('staff').select('id').where('email', '=', MANAGER_2.email).execute()).toHaveLength(1);
    expect(await listOutbox(db)).toEqual([]);
    expect((await admin.call('POST', PATH, { email: AGENT_1.email, name: 'A', role: 'AGENT' })).status).toBe(409);
    expect((await audit()).map((a) => a.action)).toEqual(['staff.add']);
  });

  it('a manager changes an agent’s role, but not that of someone who also works for a dealer they do not manage', async () => {
    const manager = await signedIn(MANAGER_1);
    const res = await manager.call('PATCH', `${PATH}/a1`, { role: 'DEALER_MANAGER' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: 'a1', role: 'DEALER_MANAGER' });
    await db.insertInto('staff_dealers').values({ staff_id: 'a1', dealer_id: 'd2' }).execute();
    const elsewhere = await manager.call('PATCH', `${PATH}/a1`, { role: 'AGENT' });
    expect(elsewhere.status).toBe(403);
    expect((await audit()).map((a) => [a.action, a.record_id])).toEqual([['staff.role', 'a1']]);
  });

  it('removed from their last dealer, a member is signed out and cannot sign in again', async () => {
    const agent = await signedIn(AGENT_1);
    expect((await agent.call('GET', '/me')).status).toBe(200);
    const manager = await signedIn(MANAGER_1);
    expect((await manager.call('DELETE', `${PATH}/a1`)).status).toBe(204);
    expect((await agent.call('GET', '/me')).status).toBe(401);
    const again = await staffClient(app).call('POST', '/sign-in', { email: AGENT_1.email, password: STAFF_PASSWORD });
    expect(again.status).toBe(401);
    expect((await json(again))['message']).toBe(SIGN_IN_FAILED);
    expect((await manager.call('DELETE', `${PATH}/a1`)).status).toBe(404);
    expect((await audit()).map((a) => [a.action, a.staff_id, a.record_id, a.dealer_id])).toEqual([
      ['staff.remove', 'm1', 'a1', 'd1'],
    ]);
  });
});

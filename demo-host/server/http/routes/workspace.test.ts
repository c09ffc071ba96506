import { beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_FAILED,
  LOST_NEEDS_REASON,
  MANAGERS_ONLY,
  NOT_SIGNED_IN,
  NOT_YOUR_DEALER,
  RECOVERY_CODE_FAILED,
  SIGN_IN_AGAIN,
  SIGN_IN_FAILED,
} from '../../../../src/contract/workspace.ts';
import type { Db } from '../../db/schema.ts';
import { makeDb, testApp } from '../../test-support.ts';
import {
  addStaff,
  ADMIN,
  AGENT_1,
  MANAGER_1,
  MANAGER_2,
  NEWCOMER,
  STAFF_PASSWORD,
  staffClient,
  totpCode,
  writeLead,
} from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2, NEWCOMER]);
  app = testApp(db);
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

describe('staff sign-in', () => {
  it('a wrong password is refused with one message, whether or not the email is known; the sixth try waits', async () => {
    const c = staffClient(app);
    for (const email of [AGENT_1.email, 'nobody@x.test']) {
      const res = await c.call('POST', '/sign-in', { email, password: 'wrong' });
      expect(res.status).toBe(401);
      expect((await json(res))['message']).toBe(SIGN_IN_FAILED);
    }
    for (let i = 0; i < 3; i++) await c.call('POST', '/sign-in', { email: AGENT_1.email, password: 'wrong' });
    const locked = await c.call('POST', '/sign-in', { email: AGENT_1.email, password: STAFF_PASSWORD });
    expect(locked.status).toBe(429);
    expect((await json(locked))['retryAfterSeconds']).toBeGreaterThan(0);
  });

  it('bad input is a 400 with field errors', async () => {
    const res = await staffClient(app).call('POST', '/sign-in', { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    const fields = (await json<{ fieldErrors: { field: string }[] }>(res)).fieldErrors.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('the password alone reaches nothing but the code; a wrong code, then the right one signs in once', async () => {
    const c = staffClient(app);
    const first = await c.call('POST', '/sign-in', { email: AGENT_1.email, password: STAFF_PASSWORD });
    const { next, csrfToken } = await json<{ next: string; csrfToken: string }>(first);
    expect(next).toBe('mfa');
    c.setCsrf(csrfToken);
    // A reload of the code page: the step and the token again.
    expect(await json(await c.call('GET', '/sign-in'))).toEqual({ next: 'mfa', csrfToken });
    expect((await c.call('GET', '/me')).status).toBe(401);
    expect((await c.call('GET', '/leads')).status).toBe(401);
    const wrong = await c.call('POST', '/mfa', { code: '000000' === totpCode() ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    expect((await json(wrong))['message']).toBe(CODE_FAILED);
    const code = totpCode();
    const ok = await c.call('POST', '/mfa', { code });
    expect(ok.status).toBe(200);
    const me = await json<{ role: string; dealers: { id: string }[] }>(ok);
    expect(me).toMatchObject({ role: 'AGENT', dealers: [{ id: 'd1', name: 'First Motors' }] });
    expect((await c.call('GET', '/me')).status).toBe(200);

    // The same code again (someone who watched it typed) signs nobody in.
    const other = staffClient(app);
    const again = await other.call('POST', '/sign-in', { email: AGENT_1.email, password: STAFF_PASSWORD });
    other.setCsrf((await json<{ csrfToken: string }>(again)).csrfToken);
    expect((await other.call('POST', '/mfa', { code })).status).toBe(401);
  });

  it('a member without an authenticator enrols one: QR and secret, a code from it, ten recovery codes good once each', async () => {
    const c = staffClient(app);
    const first = await c.call('POST', '/sign-in', { email: NEWCOMER.email, password: STAFF_PASSWORD });
    const { next, csrfToken } = await json<{ next: string; csrfToken: string }>(first);
    expect(next).toBe('enrol');
    c.setCsrf(csrfToken);
    const enrolment = await json<{ secret: string; otpauthUri: string; qrSvg: string }>(
      await c.call('GET', '/enrolment'),
    );
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toMatch(/^<svg /);
    // Asked again before confirming: the same secret (the app may reload the page).
    expect((await json<{ secret: string }>(await c.call('GET', '/enrolment'))).secret).toBe(enrolment.secret);
    expect((await c.call('POST', '/enrolment', { code: '12345' })).status).toBe(400);
    const enrolled = await c.call('POST', '/enrolment', { code: totpCode(enrolment.secret) });
    expect(enrolled.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(enrolled);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await c.call('GET', '/me')).status).toBe(200);

    // Next time: a recovery code instead of the phone, typed in capitals without the dash; once only.
    for (const expected of [200, 401]) {
      const d = staffClient(app);
      const res = await d.call('POST', '/sign-in', { email: NEWCOMER.email, password: STAFF_PASSWORD });
      const answer = await json<{ next: string; csrfToken: string }>(res);
      expect(answer.next).toBe('mfa');
      d.setCsrf(answer.csrfToken);
      const recovery = await d.call('POST', '/mfa/recovery', {
        recoveryCode: recoveryCodes[3]!.replace('-', '').toUpperCase(),
      });
      expect(recovery.status).toBe(expected);
      if (expected === 401) expect((await json(recovery))['message']).toBe(RECOVERY_CODE_FAILED);
    }
  });

  it('refuses a write from another origin or without the CSRF token', async () => {
    const c = staffClient(app);
    await c.signIn(MANAGER_1);
    const lead = await writeLead(db, { vehicleId: 'v1' });
    expect(
      (await c.call('PATCH', `/leads/${lead}`, { status: 'CONTACTED' }, { Origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect(
      (await c.call('PATCH', `/leads/${lead}`, { status: 'CONTACTED' }, { 'X-CSRF-TOKEN': 'x'.repeat(64) })).status,
    ).toBe(403);
    expect((await c.call('PATCH', `/leads/${lead}`, { status: 'CONTACTED' })).status).toBe(200);
  });

  it('sign out ends this session; sign out everywhere ends every one', async () => {
    const a = staffClient(app);
    const b = staffClient(app);
    await a.signIn(MANAGER_1);
    await b.signIn(MANAGER_1, Date.now() + 30_000);
    expect((await a.call('POST', '/sign-out-everywhere')).status).toBe(204);
    // This browser's cookie is gone (never signed in, as far as it knows); the other's session ended.
    expect(a.cookie).toBe('');
    expect((await json(await a.call('GET', '/me')))['message']).toBe(NOT_SIGNED_IN);
    const ended = await b.call('GET', '/me');
    expect(ended.status).toBe(401);
    expect((await json(ended))['message']).toBe(SIGN_IN_AGAIN);
  });
});

describe('leads', () => {
  it('each member sees only their dealers’ leads, route by route', async () => {
    const mine = await writeLead(db, { vehicleId: 'v1', first: 'Mina' });
    const theirs = await writeLead(db, { vehicleId: 'v2', first: 'Theo' });
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const page = await json<{
      leads: { id: string; dealer: { id: string }; shopper: { name: string }; vehicle: string }[];
    }>(await agent.call('GET', '/leads'));
    expect(page.leads.map((l) => l.id)).toEqual([mine]);
    expect(page.leads[0]).toMatchObject({ dealer: { id: 'd1' }, shopper: { name: 'Mina Lopez' } });
    expect(page.leads[0]!.vehicle).toMatch(/Toyota/);

    const refused: [string, string, unknown?][] = [
      ['GET', `/leads?dealer=d2`],
      ['GET', `/leads/stream?dealer=d2`],
      ['GET', `/leads/${theirs}`],
      ['PATCH', `/leads/${theirs}`, { status: 'CONTACTED' }],
      ['POST', `/leads/${theirs}/notes`, { body: 'hi' }],
    ];
    for (const [method, path, body] of refused) {
      const res = await agent.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    }
    expect((await agent.call('GET', '/leads/no-such-lead')).status).toBe(404);

    const admin = staffClient(app);
    await admin.signIn(ADMIN);
    const all = await json<{ leads: { id: string }[] }>(await admin.call('GET', '/leads'));
    expect(all.leads.map((l) => l.id)).toEqual([theirs, mine]);
  });

  it('filters by kind, status, text and days, and pages newest first', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 55; i++)
      ids.push(await writeLead(db, { vehicleId: 'v1', first: `P${i}`, kind: i === 7 ? 'call-now' : 'email' }));
    const c = staffClient(app);
    await c.signIn(MANAGER_1);
    const first = await json<{ leads: { id: string }[]; next: string }>(await c.call('GET', '/leads'));
    expect(first.leads).toHaveLength(50);
    const second = await json<{ leads: { id: string }[]; next: string | null }>(
      await c.call('GET', `/leads?before=${encodeURIComponent(first.next)}`),
    );
    expect(second.leads).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(new Set([...first.leads, ...second.leads].map((l) => l.id))).toEqual(new Set(ids));

    const byKind = await json<{ leads: { id: string }[] }>(await c.call('GET', '/leads?kind=call-now'));
    expect(byKind.leads.map((l) => l.id)).toEqual([ids[7]]);
    await c.call('PATCH', `/leads/${ids[3]!}`, { status: 'APPOINTMENT' });
    const byStatus = await json<{ leads: { id: string }[] }>(await c.call('GET', '/leads?status=APPOINTMENT'));
    expect(byStatus.leads.map((l) => l.id)).toEqual([ids[3]]);
    const byText = await json<{ leads: { id: string }[] }>(await c.call('GET', '/leads?q=p12%20lopez'));
    expect(byText.leads.map((l) => l.id)).toEqual([ids[12]]);
    const byPhone = await json<{ leads: unknown[] }>(await c.call('GET', '/leads?q=(512)%20555'));
    expect(byPhone.leads).toHaveLength(50);
    const wildcard = await json<{ leads: unknown[] }>(await c.call('GET', '/leads?q=%25'));
    expect(wildcard.leads).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    const future = await json<{ leads: unknown[] }>(await c.call('GET', '/leads?from=2099-01-01'));
    expect(future.leads).toHaveLength(0);
    expect((await c.call('GET', `/leads?from=${today}&to=2000-01-01`)).status).toBe(400);
    expect((await c.call('GET', '/leads?from=yesterday')).status).toBe(400);
    expect((await c.call('GET', '/leads?before=garbage')).status).toBe(400);
  });

  it('the work: a lost lead needs its reason, an owner from the dealer’s staff, notes; the first response is kept', async () => {
    const lead = await writeLead(db, { vehicleId: 'v1' });
    const c = staffClient(app);
    await c.signIn(AGENT_1);
    const before = await json<{ firstResponseAt: number | null; comments: string; status: string }>(
      await c.call('GET', `/leads/${lead}`),
    );
    expect(before.firstResponseAt).toBeNull();
    expect(before.status).toBe('NEW');
    expect(before.comments).toContain('Is it still available?');

    const lost = await c.call('PATCH', `/leads/${lead}`, { status: 'LOST' });
    expect(lost.status).toBe(400);
    expect((await json<{ fieldErrors: unknown[] }>(lost)).fieldErrors).toEqual([
      { field: 'lostReason', message: LOST_NEEDS_REASON },
    ]);
    expect((await c.call('PATCH', `/leads/${lead}`, { ownerId: MANAGER_2.id })).status).toBe(400);

    const owned = await json<{ owner: { id: string }; firstResponseAt: number }>(
      await c.call('PATCH', `/leads/${lead}`, { status: 'CONTACTED', ownerId: AGENT_1.id }),
    );
    expect(owned.owner.id).toBe(AGENT_1.id);
    const firstResponse = owned.firstResponseAt;
    expect(firstResponse).toBeGreaterThan(0);
    const noted = await json<{ notes: { body: string; author: string }[]; firstResponseAt: number }>(
      await c.call('POST', `/leads/${lead}/notes`, { body: '  Called, left a voicemail.  ' }),
    );
    expect(noted.notes).toEqual([expect.objectContaining({ body: 'Called, left a voicemail.', author: 'Name of a1' })]);
    expect(noted.firstResponseAt).toBe(firstResponse);
    expect((await c.call('POST', `/leads/${lead}/notes`, { body: '   ' })).status).toBe(400);
    const gone = await json<{ status: string; lostReason: string }>(
      await c.call('PATCH', `/leads/${lead}`, { status: 'LOST', lostReason: 'Bought elsewhere' }),
    );
    expect(gone).toMatchObject({ status: 'LOST', lostReason: 'Bought elsewhere' });
  });

  it('a new lead reaches an open stream without a reload', async () => {
    const c = staffClient(app);
    await c.signIn(MANAGER_1);
    const res = await c.call('GET', '/leads/stream');
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await readUntil(/event: ready/);
    await writeLead(db, { vehicleId: 'v2', first: 'Other' });
    const id = await writeLead(db, { vehicleId: 'v1', first: 'Live' });
    await readUntil(/event: lead/);
    await reader.cancel();
    expect(text).toContain(`id: ${id}`);
    expect(text).toContain('"name":"Live Lopez"');
    expect(text).not.toContain('Other Lopez');
  });

  it("one shopper, one thread: the inbox lists the first lead with its thread, the lead its later events, and the stream the thread's next event", async () => {
    const lead = await writeLead(db, { vehicleId: 'v1', first: 'Tess', kind: 'email' });
    const c = staffClient(app);
    await c.signIn(AGENT_1);
    const res = await c.call('GET', '/leads/stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await readUntil(/event: ready/);
    const update = await writeLead(db, { vehicleId: 'v1', first: 'Tess', kind: 'call-now' });
    expect(update).toBe(`${lead}:2`);
    await readUntil(/"events":2/);
    await reader.cancel();
    expect(text).toContain(`id: ${lead}`);
    expect(text).toContain('"lastKind":"call-now"');

    const page = await json<{ leads: { id: string; kind: string; thread: unknown }[] }>(await c.call('GET', '/leads'));
    expect(page.leads).toEqual([
      expect.objectContaining({
        id: lead,
        kind: 'email',
        thread: expect.objectContaining({ events: 2, lastKind: 'call-now' }),
      }),
    ]);
    const detail = await json<{ updates: { seq: number; kind: string; delivery: string; comments: string }[] }>(
      await c.call('GET', `/leads/${lead}`),
    );
    expect(detail.updates).toEqual([
      {
        seq: 2,
        kind: 'call-now',
        createdAt: expect.any(Number),
        delivery: 'PENDING',
        comments: expect.stringMatching(/^Update 1 to this lead\.\nAsked for a call now\./),
      },
    ]);
    // An update is part of its lead, not a lead of its own: its id is no lead id.
    expect((await c.call('GET', `/leads/${encodeURIComponent(update)}`)).status).toBe(400);
  });
});

describe('audit log', () => {
  it('records views and changes with who and from where; managers read their dealers’, agents nothing', async () => {
    const lead = await writeLead(db, { vehicleId: 'v1' });
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    await agent.call('GET', `/leads/${lead}`);
    await agent.call('PATCH', `/leads/${lead}`, { status: 'CONTACTED' });
    await agent.call('POST', `/leads/${lead}/notes`, { body: 'Note' });
    const refused = await agent.call('GET', '/audit');
    expect(refused.status).toBe(403);
    expect((await json(refused))['message']).toBe(MANAGERS_ONLY);
    expect((await agent.call('GET', '/audit.csv')).status).toBe(403);

    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    const { entries } = await json<{ entries: { action: string; staff: string; record: string; dealer: string }[] }>(
      await manager.call('GET', '/audit'),
    );
    expect(entries.map((e) => e.action)).toEqual(['lead.note', 'lead.update', 'lead.view']);
    expect(entries[0]).toMatchObject({ staff: AGENT_1.email, record: `lead ${lead}`, dealer: 'First Motors' });
    const other = staffClient(app);
    await other.signIn(MANAGER_2);
    expect((await json<{ entries: unknown[] }>(await other.call('GET', '/audit'))).entries).toEqual([]);
    expect((await other.call('GET', '/audit?dealer=d1')).status).toBe(403);

    const csv = await manager.call('GET', '/audit.csv');
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('time,staff,action,record,dealer,from,changes');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual([
      'audit.export',
      'lead.note',
      'lead.update',
      'lead.view',
    ]);
  });
});

describe('workspace pages', () => {
  it('the shell answers every path under /dealer with the workspace build; nobody may frame it', async () => {
    for (const path of ['/dealer', '/dealer/', '/dealer/leads/abc']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain('<script type="module" src="/dealer/assets/workspace-abc.js"></script>');
      expect(html).toContain('<link rel="stylesheet" href="/dealer/assets/workspace-abc.css">');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    }
    const script = await app.request('/dealer/assets/workspace-abc.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/dealer/assets/..%2Fmanifest.json')).status).toBe(404);
    expect((await app.request('/dealer/api/nothing')).status).toBe(404);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_DONE,
  CLAIMED_BY_SOMEONE_ELSE,
  HOURS_FORMAT,
  HOURS_MISSING,
  HOURS_ORDER,
  OUTCOME_MAX,
  OUTCOME_NEEDED,
  type ContactRequest,
  type HoursBody,
} from '../../../../src/contract/workspace-contact.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { insertLead, type LeadKind } from '../../db/lead-repo.ts';
import { insertOutboxLead } from '../../db/lead-outbox-repo.ts';
import { getDealerCallCenterHours } from '../../db/dealers-repo.ts';
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

const AGENT_1B: TestStaff = { id: 'a2', email: 'agent2@one.test', role: 'AGENT', dealers: ['d1'] };

let db: Db;
let app: ReturnType<typeof testApp>;
let seq = 0;

beforeEach(async () => {
  db = await makeDb();
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, AGENT_1B, MANAGER_2]);
  app = testApp(db);
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
type Page = { requests: ContactRequest[]; next: string | null };

/** A shopper's request as the widget stores it; `at` orders the queue. */
async function request(
  o: { dealer?: string; kind?: LeadKind; first?: string; scheduledAt?: number | null; zone?: string; at?: number } = {},
): Promise<string> {
  const id = `req-${++seq}`;
  const at = o.at ?? Date.UTC(2026, 2, 2, 15, 0) + seq * 1000;
  await insertLead(db, {
    id,
    kind: o.kind ?? 'CALL_LATER',
    sessionId: 's1',
    userId: null,
    campaign: 'main',
    dealerId: o.dealer ?? 'd1',
    certificateId: null,
    firstName: o.first ?? 'Ana',
    lastName: 'Lopez',
    phoneNumber: '5125550142',
    replyToEmail: 'ana@example.com',
    question: 'Can you call me about the Camry?',
    scheduledAt: o.scheduledAt === undefined ? Date.UTC(2026, 2, 3, 16, 30) : o.scheduledAt,
    userTimeZone: o.zone ?? 'America/Denver',
    status: 'OPEN',
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m);
  return c;
}

const auditActions = async () =>
  await db.selectFrom('audit_log').select(['action', 'staff_id', 'record_id', 'dealer_id']).orderBy('id').execute();

describe('the contact queue', () => {
  it("lists the member's dealers' requests newest first, with the shopper's local time, the vehicle and the deal", async () => {
    const older = await request({ first: 'Olga' });
    const call = await request({ first: 'Mina', kind: 'CALL_NOW', scheduledAt: null, zone: 'America/New_York' });
    await request({ dealer: 'd2', first: 'Theo' });
    await insertOutboxLead(db, {
      id: 'lead-1',
      kind: 'call-now',
      sourceKey: `call-now:${call}`,
      campaign: 'main',
      dealerId: 'd1',
      sessionId: null,
      userId: null,
      document: '<adf/>',
      createdAt: Date.now(),
      summary: {
        shopperName: 'Mina Lopez',
        email: null,
        phone: null,
        vehicle: '2024 Toyota Camry SE',
        dealId: 'deal-7',
      },
    });
    const agent = await signedIn(AGENT_1);
    const res = await agent.call('GET', '/contact-requests');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const page = await json<Page>(res);
    expect(page.requests.map((r) => r.id)).toEqual([call, older]);
    expect(page.next).toBeNull();
    const [first, second] = page.requests;
    expect(first).toMatchObject({
      kind: 'CALL_NOW',
      status: 'OPEN',
      dealer: { id: 'd1', name: 'First Motors' },
      campaign: 'main',
      shopper: { name: 'Mina Lopez', phone: '5125550142', email: 'ana@example.com', timeZone: 'America/New_York' },
      question: 'Can you call me about the Camry?',
      scheduledAt: null,
      vehicle: '2024 Toyota Camry SE',
      dealId: 'deal-7',
      claim: null,
      outcome: null,
    });
    // No slot: the time of asking on the shopper's clock (15:00:02 UTC is 10:00 in New York).
    expect(first!.shopperLocal).toEqual({ date: '2026-03-02', time: '10:00' });
    // A call-back: its slot on the shopper's clock (16:30 UTC is 09:30 in Denver).
    expect(second!.shopperLocal).toEqual({ date: '2026-03-03', time: '09:30' });
    expect(second).toMatchObject({ vehicle: null, dealId: null });
  });

  it('pages newest first and filters by status', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 53; i++) ids.push(await request({ first: `P${i}` }));
    const manager = await signedIn(MANAGER_1);
    const first = await json<Page>(await manager.call('GET', '/contact-requests?dealer=d1'));
    expect(first.requests).toHaveLength(50);
    expect(first.requests[0]!.id).toBe(ids[52]);
    const second = await json<Page>(
      await manager.call('GET', `/contact-requests?dealer=d1&before=${encodeURIComponent(first.next!)}`),
    );
    expect(second.requests.map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(second.next).toBeNull();

    await manager.call('POST', `/contact-requests/${ids[0]}/claim`);
    await manager.call('POST', `/contact-requests/${ids[1]}/done`, { outcome: 'Left a voicemail.' });
    const ids_ = async (status: string) =>
      (await json<Page>(await manager.call('GET', `/contact-requests?status=${status}`))).requests.map((r) => r.id);
    expect(await ids_('CLAIMED')).toEqual([ids[0]]);
    expect(await ids_('DONE')).toEqual([ids[1]]);
    expect(await ids_('OPEN')).toHaveLength(50);
    expect(await ids_('OPEN')).not.toContain(ids[0]);

    expect((await manager.call('GET', '/contact-requests?status=LOST')).status).toBe(400);
    expect((await manager.call('GET', '/contact-requests?before=nonsense')).status).toBe(400);
  });

  it("refuses another dealer's requests route by route: 403 NOT_YOUR_DEALER, 404 for an unknown one", async () => {
    const theirs = await request({ dealer: 'd2' });
    const agent = await signedIn(AGENT_1);
    const refused: [string, string, unknown?][] = [
      ['GET', '/contact-requests?dealer=d2'],
      ['POST', `/contact-requests/${theirs}/claim`],
      ['POST', `/contact-requests/${theirs}/release`],
      ['POST', `/contact-requests/${theirs}/done`, { outcome: 'Called.' }],
    ];
    for (const [method, path, body] of refused) {
      const res = await agent.call(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    }
    for (const action of ['claim', 'release']) {
      expect((await agent.call('POST', `/contact-requests/no-such/${action}`)).status).toBe(404);
    }
    expect((await agent.call('POST', '/contact-requests/no-such/done', { outcome: 'x' })).status).toBe(404);
    expect((await agent.call('POST', `/contact-requests/${'x'.repeat(65)}/claim`)).status).toBe(400);
    // Nothing of theirs changed.
    const admin = await signedIn(ADMIN);
    const all = await json<Page>(await admin.call('GET', '/contact-requests?dealer=d2'));
    expect(all.requests[0]).toMatchObject({ id: theirs, status: 'OPEN', claim: null });
    expect((await staffClient(app).call('GET', '/contact-requests')).status).toBe(401);
  });

  it('a claim is one member’s: a second claim by someone else is a 409; release gives it back', async () => {
    const id = await request();
    const agent = await signedIn(AGENT_1);
    const other = await signedIn(AGENT_1B);
    const claimed = await agent.call('POST', `/contact-requests/${id}/claim`);
    expect(claimed.status).toBe(200);
    expect(await json(claimed)).toMatchObject({ status: 'CLAIMED', claim: { by: { id: 'a1', name: 'Name of a1' } } });
    // Claiming one's own again changes nothing.
    expect((await agent.call('POST', `/contact-requests/${id}/claim`)).status).toBe(200);

    for (const [path, body] of [
      [`/contact-requests/${id}/claim`, undefined],
      [`/contact-requests/${id}/release`, undefined],
      [`/contact-requests/${id}/done`, { outcome: 'Called.' }],
    ] as const) {
      const res = await other.call('POST', path, body);
      expect(res.status, path).toBe(409);
      expect((await json(res))['message']).toBe(CLAIMED_BY_SOMEONE_ELSE);
    }

    const released = await agent.call('POST', `/contact-requests/${id}/release`);
    expect(await json(released)).toMatchObject({ status: 'OPEN', claim: null });
    expect(await json(await other.call('POST', `/contact-requests/${id}/claim`))).toMatchObject({
      claim: { by: { id: 'a2' } },
    });
    // A manager frees a request an agent holds.
    const manager = await signedIn(MANAGER_1);
    expect(await json(await manager.call('POST', `/contact-requests/${id}/release`))).toMatchObject({ claim: null });
  });

  it('done needs an outcome, bounded; then the request is closed for good', async () => {
    const id = await request();
    const agent = await signedIn(AGENT_1);
    for (const body of [{}, { outcome: '   ' }, { outcome: 'x'.repeat(OUTCOME_MAX + 1) }, { outcome: 7 }]) {
      const res = await agent.call('POST', `/contact-requests/${id}/done`, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const fields = (await json<{ fieldErrors: { field: string; message: string }[] }>(res)).fieldErrors;
      expect(fields.map((f) => f.field)).toEqual(['outcome']);
    }
    const blank = await json<{ fieldErrors: { message: string }[] }>(
      await agent.call('POST', `/contact-requests/${id}/done`, { outcome: '' }),
    );
    expect(blank.fieldErrors[0]!.message).toBe(OUTCOME_NEEDED);

    // Done without a claim first: the one who closes it holds it.
    const done = await json<ContactRequest>(
      await agent.call('POST', `/contact-requests/${id}/done`, { outcome: '  Booked a test drive Saturday.  ' }),
    );
    expect(done).toMatchObject({
      status: 'DONE',
      claim: { by: { id: 'a1' } },
      outcome: { note: 'Booked a test drive Saturday.', by: { id: 'a1', name: 'Name of a1' } },
    });
    for (const [path, body] of [
      [`/contact-requests/${id}/claim`, undefined],
      [`/contact-requests/${id}/release`, undefined],
      [`/contact-requests/${id}/done`, { outcome: 'Again.' }],
    ] as const) {
      const res = await agent.call('POST', path, body);
      expect(res.status, path).toBe(409);
      expect((await json(res))['message']).toBe(ALREADY_DONE);
    }
  });

  it('writes every view, claim, release and done to the audit log, with the dealer', async () => {
    const id = await request();
    const agent = await signedIn(AGENT_1);
    await agent.call('GET', '/contact-requests');
    await agent.call('POST', `/contact-requests/${id}/claim`);
    await agent.call('POST', `/contact-requests/${id}/release`);
    await agent.call('POST', `/contact-requests/${id}/done`, { outcome: 'Called back.' });
    // A refused change, and a release of what nobody holds, record nothing.
    await agent.call('POST', `/contact-requests/${id}/claim`);
    const spare = await request();
    expect((await agent.call('POST', `/contact-requests/${spare}/release`)).status).toBe(200);
    const entries = (await auditActions()).filter((e) => e.action.startsWith('contact.'));
    expect(entries).toEqual(
      ['contact.view', 'contact.claim', 'contact.release', 'contact.done'].map((action) => ({
        action,
        staff_id: 'a1',
        record_id: id,
        dealer_id: 'd1',
      })),
    );
  });
});

const week = (over: Partial<HoursBody['days']> = {}): HoursBody => ({
  days: {
    MON: { open: '08:00', close: '20:00', closed: false },
    TUE: { open: '08:00', close: '20:00', closed: false },
    WED: { open: '08:00', close: '20:00', closed: false },
    THU: { open: '08:00', close: '20:00', closed: false },
    FRI: { open: '08:00', close: '18:00', closed: false },
    SAT: { open: '09:00', close: '13:00', closed: false },
    SUN: { open: '', close: '', closed: true },
    ...over,
  },
});

describe('call-center hours', () => {
  it('a manager reads and saves their dealer’s week; the change is audited', async () => {
    const manager = await signedIn(MANAGER_1);
    const read = await manager.call('GET', '/dealers/d1/call-center-hours');
    expect(read.status).toBe(200);
    const first = await json<{ days: HoursBody['days'] }>(read);
    expect(first).toMatchObject({
      dealer: { id: 'd1', name: 'First Motors' },
      timeZone: expect.any(String),
    });

    const saved = await manager.call(
      'PUT',
      '/dealers/d1/call-center-hours',
      week({ SUN: { open: '10:00', close: '09:00', closed: true } }),
    );
    expect(saved.status).toBe(200);
    const answer = await json<{ days: HoursBody['days'] }>(saved);
    expect(answer.days.FRI).toEqual({ open: '08:00', close: '18:00', closed: false });
    // A closed day's typed times are dropped.
    expect(answer.days.SUN).toEqual({ open: '', close: '', closed: true });
    expect(await getDealerCallCenterHours(db, 'd1')).toHaveLength(6);
    expect((await auditActions()).at(-1)).toEqual({
      action: 'dealer.hours',
      staff_id: 'm1',
      record_id: 'd1',
      dealer_id: 'd1',
    });

    // A version, named by the days it changed; a revert puts the week back as it was.
    const history = await json<{ versions: { version: number; changed: string[] }[] }>(
      await manager.call('GET', '/settings/dealer-hours/d1/history'),
    );
    expect(history.versions[0]?.version).toBe(2);
    expect(history.versions[0]?.changed.some((path) => path.startsWith('days.'))).toBe(true);
    const before = first.days;
    expect((await manager.call('POST', '/settings/dealer-hours/d1/revert')).status).toBe(200);
    expect(
      (await json<{ days: HoursBody['days'] }>(await manager.call('GET', '/dealers/d1/call-center-hours'))).days,
    ).toEqual(before);
  });

  it('bad hours are a 400 with a message on each bad day, and nothing is saved', async () => {
    const before = await getDealerCallCenterHours(db, 'd1');
    const manager = await signedIn(MANAGER_1);
    const res = await manager.call(
      'PUT',
      '/dealers/d1/call-center-hours',
      week({
        MON: { open: '', close: '20:00', closed: false },
        TUE: { open: '8am', close: '20:00', closed: false },
        WED: { open: '20:00', close: '08:00', closed: false },
      }),
    );
    expect(res.status).toBe(400);
    expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([
      { field: 'days.MON', message: HOURS_MISSING },
      { field: 'days.TUE', message: HOURS_FORMAT },
      { field: 'days.WED', message: HOURS_ORDER },
    ]);
    expect(await getDealerCallCenterHours(db, 'd1')).toEqual(before);
    for (const body of [
      {},
      { days: { MON: 'all day' } },
      { days: { ...week().days, MON: { open: 1, close: 2, closed: 'no' } } },
    ])
      expect((await manager.call('PUT', '/dealers/d1/call-center-hours', body)).status).toBe(400);
  });

  it('agents get a 403; a manager only their dealers (403), an unknown dealer is a 404', async () => {
    const agent = await signedIn(AGENT_1);
    for (const [method, body] of [['GET'], ['PUT', week()]] as const) {
      const res = await agent.call(method, '/dealers/d1/call-center-hours', body);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    }
    const other = await signedIn(MANAGER_2);
    for (const [method, body] of [['GET'], ['PUT', week()]] as const) {
      const res = await other.call(method, '/dealers/d1/call-center-hours', body);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    }
    const admin = await signedIn(ADMIN);
    expect((await admin.call('GET', '/dealers/nowhere/call-center-hours')).status).toBe(404);
    expect((await admin.call('PUT', '/dealers/d2/call-center-hours', week())).status).toBe(200);
  });
});

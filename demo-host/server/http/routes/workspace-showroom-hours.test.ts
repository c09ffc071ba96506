import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { SLOT_UNAVAILABLE, VisitSlotsSchema, type TestDriveRequest } from '../../../../src/contract/visits.ts';
import {
  HOURS_FORMAT,
  HOURS_MISSING,
  HOURS_ORDER,
  type DealerHoursAnswer,
  type HoursBody,
} from '../../../../src/contract/workspace-contact.ts';
import { MANAGERS_ONLY, NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { getDealerShowroomHours } from '../../db/visits-repo.ts';
import type { Db } from '../../db/schema.ts';
import { makeApp, makeDb, makeDist } from '../../test-support.ts';
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

/** "Now" is Monday 23 November 2026, 09:00 at d1 (America/Chicago); d1 opens 09:00–17:00 every day. */
const NOW = new Date('2026-11-23T15:00:00Z');
const Q = '?campaign=main&dealer=d1';

let db: Db;
let app: Awaited<ReturnType<typeof makeApp>>['app'];

beforeEach(async () => {
  const seed = dealSeed();
  const everyDay = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'].map((day) => ({
    day,
    open: '09:00',
    close: '17:00',
  }));
  seed.dealers = seed.dealers.map((d) => ({ ...d, showroomHours: everyDay }));
  ({ db, app } = await makeApp(await makeDb(seed), makeDist(), () => NOW));
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

async function signedIn(m: TestStaff) {
  const c = staffClient(app);
  await c.signIn(m, NOW.getTime());
  return c;
}

const nineToFive = { open: '09:00', close: '17:00', closed: false };
const week = (over: Partial<HoursBody['days']> = {}): HoursBody => ({
  days: {
    MON: nineToFive,
    TUE: nineToFive,
    WED: nineToFive,
    THU: nineToFive,
    FRI: nineToFive,
    SAT: nineToFive,
    SUN: nineToFive,
    ...over,
  },
});

const testDrive = (date: string, time: string): TestDriveRequest => ({
  firstName: 'Tom',
  lastName: 'Tester',
  email: 'tom@example.test',
  phoneNumber: '5125550122',
  date,
  time,
});

/** The test-drive times the shopper is offered, by the dealership's date. */
async function offered(shopper: Visitor): Promise<Record<string, string[]>> {
  const slots = await parsed(shopper.get('/api/visits/slots?kind=TEST_DRIVE&vehicleId=v1'), VisitSlotsSchema);
  return Object.fromEntries(slots.days.map((d) => [d.date, d.times]));
}

describe('showroom hours', () => {
  it('a manager closes a day and shortens another: the shopper’s slots and bookings follow, audited and revertible', async () => {
    const manager = await signedIn(MANAGER_1);
    const shopper = await Visitor.start(app);
    const first = await json<DealerHoursAnswer>(await manager.call('GET', '/dealers/d1/showroom-hours'));
    expect(first).toMatchObject({ dealer: { id: 'd1', name: 'First Motors' }, timeZone: 'America/Chicago' });
    expect(first.days.TUE).toEqual(nineToFive);
    const before = await offered(shopper);
    expect(before['2026-11-24']?.at(-1)).toBe('16:30');
    expect(before['2026-11-25']?.at(-1)).toBe('16:30');

    const saved = await manager.call(
      'PUT',
      '/dealers/d1/showroom-hours',
      week({
        TUE: { open: '09:00', close: '17:00', closed: true },
        WED: { open: '10:00', close: '12:00', closed: false },
      }),
    );
    expect(saved.status).toBe(200);
    const answer = await json<DealerHoursAnswer>(saved);
    // A closed day's typed times are dropped.
    expect(answer.days.TUE).toEqual({ open: '', close: '', closed: true });
    expect(await getDealerShowroomHours(db, 'd1')).toHaveLength(6);

    const after = await offered(shopper);
    // Tuesday is gone; Wednesday runs 10:00 to the last start that ends by 12:00.
    expect(after['2026-11-24']).toBeUndefined();
    expect(after['2026-11-25']).toEqual(['10:00', '10:30', '11:00', '11:30']);
    expect(after['2026-12-01']).toBeUndefined();
    expect(after['2026-11-26']?.at(-1)).toBe('16:30');
    // The server refuses a booking outside the new hours, as it was offered before.
    for (const [date, time] of [
      ['2026-11-24', '10:00'],
      ['2026-11-25', '09:00'],
      ['2026-11-25', '14:00'],
    ] as const) {
      const refused = await shopper.post(`/api/vehicles/v1/test-drive${Q}`, testDrive(date, time));
      expect(refused.status, `${date} ${time}`).toBe(400);
      expect(v.parse(ErrorBodySchema, await refused.json()).fieldErrors).toEqual([
        { field: 'time', message: SLOT_UNAVAILABLE },
      ]);
    }
    expect((await shopper.post(`/api/vehicles/v1/test-drive${Q}`, testDrive('2026-11-25', '11:30'))).status).toBe(201);

    const audit = await db.selectFrom('audit_log').select(['action', 'staff_id', 'record_id', 'dealer_id']).execute();
    expect(audit.filter((a) => a.action === 'dealer.showroom-hours')).toEqual([
      { action: 'dealer.showroom-hours', staff_id: 'm1', record_id: 'd1', dealer_id: 'd1' },
    ]);
    const history = await json<{ versions: { version: number; changed: string[] }[] }>(
      await manager.call('GET', '/settings/dealer-showroom-hours/d1/history'),
    );
    expect(history.versions[0]).toMatchObject({ version: 2, changed: expect.arrayContaining(['days.TUE.closed']) });

    // A revert puts the week back, and Tuesday is offered again.
    expect((await manager.call('POST', '/settings/dealer-showroom-hours/d1/revert')).status).toBe(200);
    expect((await json<DealerHoursAnswer>(await manager.call('GET', '/dealers/d1/showroom-hours'))).days).toEqual(
      first.days,
    );
    expect((await offered(shopper))['2026-11-24']?.at(-1)).toBe('16:30');
  });

  it('bad hours are a 400 with a message on each bad day, and nothing is saved', async () => {
    const before = await getDealerShowroomHours(db, 'd1');
    const manager = await signedIn(MANAGER_1);
    const res = await manager.call(
      'PUT',
      '/dealers/d1/showroom-hours',
      week({
        MON: { open: '', close: '17:00', closed: false },
        TUE: { open: '9am', close: '17:00', closed: false },
        WED: { open: '17:00', close: '09:00', closed: false },
      }),
    );
    expect(res.status).toBe(400);
    expect((await json<{ fieldErrors: unknown[] }>(res)).fieldErrors).toEqual([
      { field: 'days.MON', message: HOURS_MISSING },
      { field: 'days.TUE', message: HOURS_FORMAT },
      { field: 'days.WED', message: HOURS_ORDER },
    ]);
    expect(await getDealerShowroomHours(db, 'd1')).toEqual(before);
    for (const body of [{}, { days: { MON: 'all day' } }, { days: { ...week().days, MON: { open: 1, closed: 'no' } } }])
      expect((await manager.call('PUT', '/dealers/d1/showroom-hours', body)).status).toBe(400);
    expect((await manager.call('GET', '/dealers/bad%20id/showroom-hours')).status).toBe(400);
  });

  it('agents get a 403; a manager only their dealers (403), an unknown dealer is a 404, an admin any', async () => {
    const agent = await signedIn(AGENT_1);
    for (const [method, body] of [['GET'], ['PUT', week()]] as const) {
      const res = await agent.call(method, '/dealers/d1/showroom-hours', body);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(MANAGERS_ONLY);
    }
    const other = await signedIn(MANAGER_2);
    for (const [method, body] of [['GET'], ['PUT', week()]] as const) {
      const res = await other.call(method, '/dealers/d1/showroom-hours', body);
      expect(res.status, method).toBe(403);
      expect((await json(res))['message']).toBe(NOT_YOUR_DEALER);
    }
    const admin = await signedIn(ADMIN);
    expect((await admin.call('GET', '/dealers/nowhere/showroom-hours')).status).toBe(404);
    expect((await admin.call('PUT', '/dealers/d2/showroom-hours', week())).status).toBe(200);
  });
});

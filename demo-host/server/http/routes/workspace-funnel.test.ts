import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import { FUNNEL_RANGE_TOO_LONG, FunnelSchema, type Funnel } from '../../../../src/contract/workspace-funnel.ts';
import { countFunnelEvent } from '../../db/funnel-repo.ts';
import type { Db } from '../../db/schema.ts';
import { addDays, dealerDay } from '../../domain/funnel/funnel.ts';
import { makeDb } from '../../test-support.ts';
import { dealSeed, savedFinanceDeal, signDeal, Visitor } from './deal-fixtures.ts';
import { addStaff, ADMIN, AGENT_1, MANAGER_1, MANAGER_2, staffClient, writeLead } from './workspace-test-support.ts';
import { makeApp } from '../../test-support.ts';

let db: Db;
let app: Awaited<ReturnType<typeof makeApp>>['app'];
/** Today in the fixture dealers' zone, and the range around it the tests ask for. */
const today = () => dealerDay(Date.now(), 'America/Chicago');
const range = () => `from=${addDays(today(), -1)}&to=${addDays(today(), 1)}`;

beforeEach(async () => {
  db = await makeDb(dealSeed());
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  ({ app } = await makeApp(db));
});

async function funnelOf(member: typeof MANAGER_1, query: string): Promise<Funnel> {
  const staff = staffClient(app);
  await staff.signIn(member);
  const res = await staff.call('GET', `/funnel?${query}`);
  expect(res.status).toBe(200);
  return v.parse(FunnelSchema, await res.json());
}

describe('GET /dealer/api/funnel: counts from what the server saw', () => {
  it('counts a widget open once a session a day, views, deals started and saved, a lead, a signed contract', async () => {
    const visitor = await Visitor.start(app);
    // The same session's page again the same day: still one open.
    await visitor.get('/api/page-context?campaign=main');
    await Visitor.start(app);
    expect((await visitor.post('/api/vehicles/v1/view', {})).status).toBe(204);
    expect((await visitor.post('/api/vehicles/v1/view', {})).status).toBe(204);
    await visitor.login();
    const { dealId } = await savedFinanceDeal(visitor);
    await visitor.startDeal('v1');
    await signDeal(db, visitor, dealId);

    const f = await funnelOf(MANAGER_1, `dealer=d1&${range()}&by=day`);
    expect(f.totals).toMatchObject({
      opens: 2,
      vehicleViews: 2,
      dealsStarted: 2,
      dealsSaved: 1,
      contractsSigned: 1,
      sold: 0,
    });
    // The save did not ask for a lead (no sendLead): the signature's lead is the one.
    expect(f.leadsByKind).toEqual([{ kind: 'contract-signed', count: 1 }]);
    expect(f.totals.leads).toBe(f.leadsByKind.reduce((n, k) => n + k.count, 0));
    expect(f.periods.map((p) => p.start)).toEqual([addDays(today(), -1), today(), addDays(today(), 1)]);
    expect(f.periods[1]!.counts.opens).toBe(2);
    expect(f.conversions[0]).toEqual({ from: 'opens', to: 'vehicleViews', measure: 'perOpen', rate: 1 });
    expect(f.conversions.find((c) => c.to === 'dealsSaved')).toMatchObject({ from: 'dealsStarted', rate: 0.5 });
    expect(f.campaigns).toEqual(['main']);
    // The other dealer saw none of it.
    const other = await funnelOf(MANAGER_2, `dealer=d2&${range()}`);
    expect(other.totals.opens + other.totals.dealsStarted).toBe(0);
  });

  it('counts leads by kind (a thread once), a lead marked SOLD once, and the response time of the answered ones', async () => {
    const first = await writeLead(db, { vehicleId: 'v1', kind: 'email' });
    await writeLead(db, { vehicleId: 'v1', kind: 'call-now', first: 'Bo' });
    // Ana's next event updates her lead: not another lead.
    await writeLead(db, { vehicleId: 'v1', kind: 'contact-dealer' });
    await writeLead(db, { vehicleId: 'v2', kind: 'email' });
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    expect((await agent.call('PATCH', `/leads/${first}`, { status: 'SOLD' })).status).toBe(200);
    // Saying SOLD again is not a second sale.
    expect((await agent.call('PATCH', `/leads/${first}`, { status: 'SOLD' })).status).toBe(200);

    const res = await agent.call('GET', `/funnel?dealer=d1&${range()}&by=week`);
    expect(res.status).toBe(200);
    const f = v.parse(FunnelSchema, await res.json());
    expect(f.totals).toMatchObject({ leads: 2, sold: 1 });
    expect(f.leadsByKind).toEqual([
      { kind: 'email', count: 1 },
      { kind: 'call-now', count: 1 },
    ]);
    expect(f.responseMinutes).toEqual({ median: 0, p90: 0, answered: 1 });
    expect(f.periods.every((p) => new Date(`${p.start}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });

  it('sums a campaign apart, and a year of days by week', async () => {
    const at = Date.now();
    await countFunnelEvent(db, { event: 'opens', dealerId: 'd1', campaign: 'main', at });
    await countFunnelEvent(db, { event: 'opens', dealerId: 'd1', campaign: 'upgrade', at });
    await countFunnelEvent(db, { event: 'opens', dealerId: 'd1', campaign: 'upgrade', at: at - 300 * 86_400_000 });
    const main = await funnelOf(MANAGER_1, `dealer=d1&campaign=main&${range()}`);
    expect(main.totals.opens).toBe(1);
    expect(main.campaign).toBe('main');
    const year = await funnelOf(ADMIN, `dealer=d1&from=${addDays(today(), -364)}&to=${today()}&by=week`);
    expect(year.totals.opens).toBe(3);
    expect(year.periods.length).toBeGreaterThanOrEqual(53);
  });
});

describe('GET /dealer/api/funnel: who and what may ask', () => {
  it("another dealer's funnel, or an unknown dealer's, is 403 NOT_YOUR_DEALER; an admin reaches any", async () => {
    const staff = staffClient(app);
    await staff.signIn(MANAGER_1);
    for (const dealer of ['d2', 'nope']) {
      const res = await staff.call('GET', `/funnel?dealer=${dealer}&${range()}`);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toBe(NOT_YOUR_DEALER);
      expect((await staff.call('GET', `/funnel.csv?dealer=${dealer}&${range()}`)).status).toBe(403);
    }
    expect((await funnelOf(ADMIN, `dealer=d2&${range()}`)).dealer).toEqual({ id: 'd2', name: 'Second Auto' });
  });

  it('needs a signed-in member', async () => {
    expect((await staffClient(app).call('GET', `/funnel?dealer=d1&${range()}`)).status).toBe(401);
  });

  it('bad dates, a reversed or too long range, a bad period are 400 with field errors', async () => {
    const staff = staffClient(app);
    await staff.signIn(MANAGER_1);
    const fieldsOf = async (query: string) => {
      const res = await staff.call('GET', `/funnel?${query}`);
      expect(res.status).toBe(400);
      return ((await res.json()) as { fieldErrors: { field: string; message: string }[] }).fieldErrors;
    };
    expect((await fieldsOf('dealer=d1&from=2026-02-30&to=2026-03-01')).map((f) => f.field)).toContain('from');
    expect((await fieldsOf('dealer=d1&from=2026-03-01')).map((f) => f.field)).toContain('to');
    expect((await fieldsOf('from=2026-03-01&to=2026-03-02')).map((f) => f.field)).toContain('dealer');
    expect((await fieldsOf('dealer=d1&from=2026-03-02&to=2026-03-01')).map((f) => f.field)).toEqual(['to']);
    expect(await fieldsOf('dealer=d1&from=2025-01-01&to=2026-03-01')).toEqual([
      { field: 'to', message: FUNNEL_RANGE_TOO_LONG },
    ]);
    expect((await fieldsOf(`dealer=d1&${range()}&by=month`)).map((f) => f.field)).toContain('by');
    expect((await fieldsOf(`dealer=d1&${range()}&campaign=a%20b`)).map((f) => f.field)).toContain('campaign');
  });
});

describe('GET /dealer/api/funnel.csv', () => {
  it('downloads the same numbers as a CSV attachment', async () => {
    await writeLead(db, { vehicleId: 'v1', kind: 'email' });
    const staff = staffClient(app);
    await staff.signIn(MANAGER_1);
    const res = await staff.call('GET', `/funnel.csv?dealer=d1&${range()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="funnel-d1-${addDays(today(), -1)}-${addDays(today(), 1)}-day.csv"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toMatch(/^dealer,campaign,period,start,opens,/);
    expect(lines).toContain(`d1,all,total,${addDays(today(), -1)},0,0,0,0,1,0,0,0,0`);
    expect(lines).toContain('email,1');
  });
});

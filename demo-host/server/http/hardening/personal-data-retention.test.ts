/**
 * Personal data is not kept forever: finance drafts untouched for FINANCE_DRAFT_RETENTION_DAYS go,
 * whoever owns them, and what an anonymous session held (its credit pulls and choices, its deals and
 * their drafts) goes once the session has expired, since nobody can reach it again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { pullRequest, verifySession } from '../routes/credit-fixtures.ts';
import { Visitor } from '../routes/deal-fixtures.ts';
import {
  APPLICANT,
  applicationPath,
  AUTHORIZATION,
  makeFinanceApp,
  saveAllSteps,
  selfSelect,
} from '../routes/finance-fixtures.ts';
import { FINANCE_DRAFT_RETENTION_DAYS, startRetentionSweeper, sweepPersonalData } from '../../services/retention.ts';
import { SESSION_IDLE_MS } from '../security.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');
const DAY = 86_400_000;

let db: Db;
let app: Awaited<ReturnType<typeof makeFinanceApp>>['app'];

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  ({ db, app } = await makeFinanceApp());
});
afterEach(() => {
  vi.useRealTimers();
});

const at = (daysBefore: number) => vi.setSystemTime(new Date(T0.getTime() - daysBefore * DAY));
const drafts = async () =>
  (await db.selectFrom('finance_applications').select('deal_id').execute()).map((r) => r.deal_id).sort();
const deals = async () => (await db.selectFrom('deals').select('id').execute()).map((r) => r.id).sort();
const pullsOf = async (sessionId: string) =>
  db.selectFrom('soft_pulls').select('id').where('session_id', '=', sessionId).execute();
const selectionsOf = async (sessionId: string) =>
  db.selectFrom('credit_selections').select('owner').where('owner', '=', `s:${sessionId}`).execute();
const viewsOf = async (sessionId: string) =>
  db.selectFrom('recently_viewed').select('owner').where('owner', '=', `s:${sessionId}`).execute();
const sessionIdOf = (visitor: Visitor) => visitor.cookie.split('=')[1] ?? '';

/** An anonymous visitor (who accepted a code) with a soft pull, its pre-approvals and a finance draft, made now. */
async function busyVisitor(): Promise<{ visitor: Visitor; dealId: string; sessionId: string }> {
  const visitor = await Visitor.start(app);
  await verifySession(db, visitor);
  const dealId = await visitor.startDeal('v1');
  expect((await visitor.post('/api/soft-pull', pullRequest('Good'))).status).toBe(200);
  await saveAllSteps(visitor, dealId);
  return { visitor, dealId, sessionId: sessionIdOf(visitor) };
}

/** An anonymous visitor who chose their credit range on a deal instead and viewed a vehicle, made now. */
async function chooser(): Promise<{ dealId: string; sessionId: string }> {
  const visitor = await Visitor.start(app);
  const dealId = await visitor.startDeal('v1');
  await selfSelect(visitor, dealId);
  expect((await visitor.post('/api/vehicles/v1/view', {})).status).toBe(204);
  return { dealId, sessionId: sessionIdOf(visitor) };
}

describe('the retention sweep', () => {
  it(`deletes a ${String(FINANCE_DRAFT_RETENTION_DAYS + 1)}-day-old draft and keeps a ${String(FINANCE_DRAFT_RETENTION_DAYS - 1)}-day-old one`, async () => {
    const member = await Visitor.start(app);
    await member.login();
    at(FINANCE_DRAFT_RETENTION_DAYS + 1);
    const old = await member.startDeal('v1');
    expect((await member.post(applicationPath(old), { step: 'identity', applicant: APPLICANT }, 'PUT')).status).toBe(
      200,
    );
    at(FINANCE_DRAFT_RETENTION_DAYS - 1);
    const recent = await member.startDeal('v1');
    expect((await member.post(applicationPath(recent), { step: 'identity', applicant: APPLICANT }, 'PUT')).status).toBe(
      200,
    );
    const before = await drafts();
    expect(before).toEqual([old, recent].sort());

    await sweepPersonalData(db, T0);
    expect(await drafts()).toEqual([recent]);
    // The member's deals stay: only the draft's personal data went.
    expect(await deals()).toEqual([old, recent].sort());
  });

  it('deletes what an expired anonymous session held and keeps a live session’s', async () => {
    at(10);
    const gone = await busyVisitor();
    const goneChooser = await chooser();
    at(1);
    const live = await busyVisitor();
    const liveChooser = await chooser();
    expect(await pullsOf(gone.sessionId)).toHaveLength(1);
    expect(await selectionsOf(goneChooser.sessionId)).toHaveLength(1);
    expect(await viewsOf(goneChooser.sessionId)).toHaveLength(1);
    expect(10 * DAY).toBeGreaterThan(SESSION_IDLE_MS);

    await sweepPersonalData(db, T0);
    expect(await pullsOf(gone.sessionId)).toEqual([]);
    expect(await selectionsOf(goneChooser.sessionId)).toEqual([]);
    expect(await viewsOf(goneChooser.sessionId)).toEqual([]);
    const livePulls = (await pullsOf(live.sessionId)).map((p) => p.id);
    const preApprovals = await db.selectFrom('pre_approvals').select('soft_pull_id').execute();
    expect(preApprovals.length).toBeGreaterThan(0);
    expect(preApprovals.every((p) => livePulls.includes(p.soft_pull_id))).toBe(true);
    expect(await deals()).toEqual([live.dealId, liveChooser.dealId].sort());
    expect(await drafts()).toEqual([live.dealId]);
    expect(livePulls).toHaveLength(1);
    expect(await selectionsOf(liveChooser.sessionId)).toHaveLength(1);
    expect(await viewsOf(liveChooser.sessionId)).toHaveLength(1);
    // The live visitor still has everything.
    vi.setSystemTime(T0);
    expect((await live.visitor.get(applicationPath(live.dealId))).status).toBe(200);
    expect((await live.visitor.get('/api/soft-pull/credit-score')).status).toBe(200);
  });

  it('keeps a sent application of an expired anonymous session with its authorisation, but not its SSN or birth date', async () => {
    at(10);
    const gone = await busyVisitor();
    const sent = await gone.visitor.post(`${applicationPath(gone.dealId)}/submit`, { authorization: AUTHORIZATION });
    expect(sent.status).toBe(200);
    await sweepPersonalData(db, T0);
    const row = await db
      .selectFrom('finance_applications')
      .selectAll()
      .where('deal_id', '=', gone.dealId)
      .executeTakeFirstOrThrow();
    expect(row.authorization_text).toBeTruthy();
    expect([row.applicant_ssn, row.applicant_dob, row.co_ssn, row.co_dob]).toEqual([null, null, null, null]);
    expect(await pullsOf(gone.sessionId)).toEqual([]);
  });

  it('runs by itself on a timer that does not keep the process alive, and stops', async () => {
    vi.setSystemTime(T0);
    const ran: Date[] = [];
    const sweeper = startRetentionSweeper(db, {
      everyMs: 20,
      sweep: (_db, now) => {
        ran.push(now);
        return Promise.resolve();
      },
    });
    await vi.waitFor(() => expect(ran.length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    sweeper.stop();
    const count = ran.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(ran.length).toBe(count);
  });
});

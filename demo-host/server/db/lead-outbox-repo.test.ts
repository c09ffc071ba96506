import { beforeEach, describe, expect, it } from 'vitest';
import { makeDb } from '../test-support.ts';
import { claimDueLeads, CUT_OFF, type LeadRoute } from './lead-outbox-repo.ts';
import type { Db } from './schema.ts';

let db: Db;
beforeEach(async () => {
  db = await makeDb();
});

/** Pending leads due at 0 for dealer d1 (the writer is not this file's subject). */
async function insertLeads(ids: string[]): Promise<void> {
  await db
    .insertInto('lead_outbox')
    .values(
      ids.map((id) => ({
        id,
        kind: 'email',
        source_key: `email:${id}`,
        campaign_slug: 'main',
        dealer_id: 'd1',
        document: '<adf/>',
        status: 'PENDING' as const,
        attempts: 0,
        next_attempt_at: 0,
        created_at: 0,
      })),
    )
    .execute();
}

const describeTry = (route: LeadRoute | null) => ({
  transport: route?.transport ?? ('HTTP' as const),
  target: route?.endpoint ?? 'http://crm.invalid/adf',
});

/** `worker` claims up to `limit` leads at `now` for a 1 s lease; in id order (RETURNING promises none). */
const claim = async (worker: string, now: number, limit: number, over: { describeTry?: typeof describeTry } = {}) => {
  const token = `${worker}:${String(now)}`;
  const claimed = await claimDueLeads(db, {
    claimToken: token,
    worker,
    now,
    leaseMs: 1000,
    limit,
    describeTry,
    ...over,
  });
  return claimed.sort((a, b) => a.id.localeCompare(b.id));
};

async function triesOf(leadId: string) {
  const rows = await db
    .selectFrom('lead_delivery_attempts')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('id')
    .execute();
  return rows.map((t) => [t.attempt, t.worker, t.outcome, t.detail]);
}

async function attemptsCounted(leadId: string): Promise<number> {
  const row = await db.selectFrom('lead_outbox').select('attempts').where('id', '=', leadId).executeTakeFirstOrThrow();
  return Number(row.attempts);
}

describe('claimDueLeads', () => {
  it('claims at most `limit` leads, the first due, and leaves the others to the next claim', async () => {
    await insertLeads(['a', 'b', 'c']);
    expect((await claim('x', 0, 2)).map((l) => l.id)).toEqual(['a', 'b']);
    expect(await attemptsCounted('c')).toBe(0);
    expect((await claim('y', 0, 2)).map((l) => l.id)).toEqual(['c']);
  });

  it('opens each claimed lead’s try with the claim: a worker that dies right after claiming leaves a try to cut off', async () => {
    await insertLeads(['a', 'b', 'c']);
    const first = await claim('dead', 0, 2);
    expect(first.map((l) => [l.id, l.attempt])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    // The worker dies here, before any further statement: its tries are already in the trail, open.
    expect(await triesOf('a')).toEqual([[1, 'dead', null, null]]);
    const next = await claim('next', 5000, 3);
    expect(next.map((l) => [l.id, l.attempt])).toEqual([
      ['a', 2],
      ['b', 2],
      ['c', 1],
    ]);
    for (const id of ['a', 'b']) {
      expect(await triesOf(id)).toEqual([
        [1, 'dead', 'RETRY', CUT_OFF],
        [2, 'next', null, null],
      ]);
    }
    expect(await triesOf('c')).toEqual([[1, 'next', null, null]]);
    // The trail has one row per claim the outbox counted.
    for (const id of ['a', 'b', 'c']) expect(await triesOf(id)).toHaveLength(await attemptsCounted(id));
    const opened = await db.selectFrom('lead_delivery_attempts').select(['id', 'lead_id']).execute();
    for (const lead of next) expect(opened).toContainEqual({ id: lead.attemptId, lead_id: lead.id });
    expect(next[0]?.route).toEqual({ transport: 'HTTP', endpoint: null, email: null });
  });

  it('claims nothing when the tries cannot be opened: the claim and the start are one transaction', async () => {
    await insertLeads(['a']);
    const failing = () => {
      throw new Error('worker stopped');
    };
    await expect(claim('w', 0, 1, { describeTry: failing })).rejects.toThrow('worker stopped');
    expect(await attemptsCounted('a')).toBe(0);
    expect(await triesOf('a')).toEqual([]);
    // Not held by a claim that never started: the next worker takes it at once.
    expect((await claim('next', 0, 1)).map((l) => [l.id, l.attempt])).toEqual([['a', 1]]);
  });

  it('gives workers claiming at once different leads, each with one try of its own', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    await insertLeads(ids);
    const [x, y] = await Promise.all([claim('x', 0, 4), claim('y', 0, 4)]);
    const taken = [...x!, ...y!].map((l) => l.id);
    expect(taken.sort()).toEqual(ids);
    for (const lead of x!) expect(await triesOf(lead.id)).toEqual([[1, 'x', null, null]]);
    for (const lead of y!) expect(await triesOf(lead.id)).toEqual([[1, 'y', null, null]]);
  });
});

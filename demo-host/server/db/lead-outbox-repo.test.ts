import { beforeEach, describe, expect, it } from 'vitest';
import { makeDb } from '../test-support.ts';
import { claimDueLeads } from './lead-outbox-repo.ts';
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

/** `worker` claims up to `limit` leads at `now` for a 1 s lease. */
const claim = (worker: string, now: number, limit: number) =>
  claimDueLeads(db, { claimToken: `${worker}:${String(now)}`, now, leaseMs: 1000, limit });

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
});

import { beforeEach, describe, expect, it } from 'vitest';
import { makeDb } from '../test-support.ts';
import { receiveCrmLead } from './crm-inbox-repo.ts';
import { listLeadInbox, replayLead } from './lead-inbox-repo.ts';
import type { Db, NewRow } from './schema.ts';

let db: Db;
beforeEach(async () => {
  db = await makeDb();
});

/** A lead as the outbox holds it (the enqueue code is not this file's subject). */
async function insertLead(over: Partial<NewRow<'lead_outbox'>> & Pick<NewRow<'lead_outbox'>, 'id'>): Promise<void> {
  await db
    .insertInto('lead_outbox')
    .values({
      kind: 'deal-saved',
      source_key: `deal-saved:${over.id}`,
      campaign_slug: 'main',
      dealer_id: 'd1',
      session_id: null,
      user_id: null,
      document: '<adf/>',
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: 0,
      claimed_by: null,
      claimed_until: null,
      last_error: null,
      delivered_at: null,
      created_at: 0,
      ...over,
    })
    .execute();
}

async function insertAttempt(over: Partial<NewRow<'lead_delivery_attempts'>> & { lead_id: string; attempt: number }) {
  await db
    .insertInto('lead_delivery_attempts')
    .values({
      worker: 'w1',
      transport: 'HTTP',
      target: 'http://localhost:4173/crm/adf',
      started_at: 1000 * over.attempt,
      finished_at: 1000 * over.attempt + 50,
      outcome: 'RETRY',
      detail: 'HTTP 503',
      ...over,
    })
    .execute();
}

describe('listLeadInbox', () => {
  it('lists the newest leads first, each with its dealer, its tries in order and what the CRM received', async () => {
    await insertLead({ id: 'old', created_at: 1_000, status: 'DELIVERED', attempts: 2, delivered_at: 3_000 });
    await insertLead({ id: 'new', created_at: 2_000, dealer_id: 'd2', kind: 'registration', next_attempt_at: 9_000 });
    await insertAttempt({ lead_id: 'old', attempt: 2, outcome: 'DELIVERED', detail: 'HTTP 200' });
    await insertAttempt({ lead_id: 'old', attempt: 1 });
    await insertAttempt({ lead_id: 'new', attempt: 1, finished_at: null, outcome: null, detail: null });
    await receiveCrmLead(db, { leadId: 'old', dealerId: 'd1', document: '<adf/>' }, 2_500);
    await receiveCrmLead(db, { leadId: 'old', dealerId: 'd1', document: '<adf/>' }, 3_000);

    const inbox = await listLeadInbox(db, 100);
    expect(inbox.map((l) => [l.id, l.kind, l.dealerName, l.status])).toEqual([
      ['new', 'registration', 'Second Auto', 'PENDING'],
      ['old', 'deal-saved', 'First Motors', 'DELIVERED'],
    ]);
    const [fresh, old] = inbox;
    expect(fresh?.nextAttemptAt).toBe(9_000);
    expect(fresh?.crm).toBeNull();
    expect(fresh?.tries).toEqual([
      {
        attempt: 1,
        worker: 'w1',
        transport: 'HTTP',
        target: 'http://localhost:4173/crm/adf',
        startedAt: 1000,
        finishedAt: null,
        outcome: null,
        detail: null,
      },
    ]);
    expect(old?.tries.map((t) => [t.attempt, t.outcome, t.detail])).toEqual([
      [1, 'RETRY', 'HTTP 503'],
      [2, 'DELIVERED', 'HTTP 200'],
    ]);
    expect(old?.deliveredAt).toBe(3_000);
    expect(old?.crm).toEqual({ deliveries: 2, firstReceivedAt: 2_500, lastReceivedAt: 3_000 });
  });

  it('stops at the limit, and is empty without leads', async () => {
    expect(await listLeadInbox(db, 100)).toEqual([]);
    for (let i = 0; i < 3; i++) await insertLead({ id: `l${i}`, created_at: i });
    expect((await listLeadInbox(db, 2)).map((l) => l.id)).toEqual(['l2', 'l1']);
  });
});

describe('replayLead', () => {
  it('puts a dead lead back in the queue: pending, due now, no tries counted, no claim, no error', async () => {
    await insertLead({
      id: 'dead',
      status: 'DEAD',
      attempts: 8,
      next_attempt_at: 1,
      last_error: 'HTTP 422',
      claimed_by: 'w1',
      claimed_until: 5,
    });
    await insertAttempt({ lead_id: 'dead', attempt: 1, outcome: 'FAILED' });
    expect(await replayLead(db, 'dead', 7_000)).toBe(true);
    const row = await db.selectFrom('lead_outbox').selectAll().where('id', '=', 'dead').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      next_attempt_at: 7_000,
      last_error: null,
      claimed_by: null,
      claimed_until: null,
    });
    // The history stays for the inbox page.
    expect((await listLeadInbox(db, 10))[0]?.tries).toHaveLength(1);
  });

  it('leaves pending and delivered leads alone, and says so; an unknown id too', async () => {
    await insertLead({ id: 'pending', attempts: 2, next_attempt_at: 50 });
    await insertLead({ id: 'delivered', status: 'DELIVERED', delivered_at: 40 });
    expect(await replayLead(db, 'pending', 7_000)).toBe(false);
    expect(await replayLead(db, 'delivered', 7_000)).toBe(false);
    expect(await replayLead(db, 'nope', 7_000)).toBe(false);
    const rows = await db
      .selectFrom('lead_outbox')
      .select(['id', 'status', 'attempts', 'next_attempt_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'delivered', status: 'DELIVERED', attempts: 0, next_attempt_at: 0 },
      { id: 'pending', status: 'PENDING', attempts: 2, next_attempt_at: 50 },
    ]);
  });
});

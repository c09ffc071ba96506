import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDueLeads, CUT_OFF, getOutboxLead } from '../../db/lead-outbox-repo.ts';
import type { Db } from '../../db/schema.ts';
import { setLeadSettings } from '../../db/dealers-repo.ts';
import { makeDb } from '../../test-support.ts';
import { createLeadWriter } from './outbox.ts';
import { emailTransport, httpTransport } from '../../sandbox/leads/transports.ts';
import { createLeadWorker, retryDelay, settlementFor, type LeadWorkerOptions } from './worker.ts';

/** A CRM on loopback: keeps each lead id once and counts every POST; `answer` decides its status. */
type Crm = { url: string; posts: string[]; answer: number; close(): Promise<void> };

async function startCrm(): Promise<Crm> {
  const crm: Crm = { url: '', posts: [], answer: 200, close: () => Promise.resolve() };
  const server: Server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      if (crm.answer === 200) crm.posts.push(key);
      expect(body).toContain(`<id sequence="1" source="Upshift">${key}</id>`);
      res.writeHead(crm.answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  crm.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/crm`;
  crm.close = () => new Promise((resolve) => server.close(() => resolve()));
  return crm;
}

const crms: Crm[] = [];
afterEach(async () => {
  await Promise.all(crms.splice(0).map((c) => c.close()));
});

async function writeLeads(db: Db, n: number, kind: 'email' | 'call-now' = 'email'): Promise<string[]> {
  const writer = createLeadWriter({ appOrigin: 'http://127.0.0.1:4174' });
  // Separate leads, not one shopper's thread: these tests are about delivering each.
  await setLeadSettings(db, 'd1', { threadHours: 0, alwaysNew: [] });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await writer.write(db, {
      kind,
      sourceId: `src-${String(i)}`,
      sessionId: null,
      userId: 'u1',
      campaign: 'main',
      dealerId: 'd1',
      vehicleId: 'v1',
      comments: [`Question ${String(i)}`],
    });
    if (id) ids.push(id);
  }
  return ids;
}

function worker(db: Db, crm: Crm, over: Partial<LeadWorkerOptions> = {}) {
  let clock = Date.now();
  const w = createLeadWorker({
    db,
    transports: { HTTP: httpTransport({ timeoutMs: 2000 }) },
    defaultEndpoint: crm.url,
    retry: { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 60_000 },
    leaseMs: 10_000,
    now: () => clock,
    random: () => 0.5,
    ...over,
  });
  return { w, advance: (ms: number) => (clock += ms), at: () => clock };
}

describe('retryDelay', () => {
  const policy = { baseDelayMs: 1000, maxDelayMs: 10_000 };
  it('doubles each try, with half of it random, up to the cap', () => {
    expect(retryDelay(1, policy, () => 0)).toBe(500);
    expect(retryDelay(1, policy, () => 1)).toBe(1000);
    expect(retryDelay(3, policy, () => 0)).toBe(2000);
    expect(retryDelay(3, policy, () => 1)).toBe(4000);
    expect(retryDelay(20, policy, () => 1)).toBe(10_000);
    expect(retryDelay(20, policy, () => 0)).toBe(5000);
  });
});

describe('settlementFor', () => {
  const policy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 10_000 };
  it('delivers, retries, gives up after the last try, and fails at once on a permanent error', () => {
    expect(settlementFor({ ok: true }, 1, 0, policy, () => 0)).toEqual({ outcome: 'DELIVERED' });
    expect(settlementFor({ ok: false, retry: true, error: 'HTTP 503' }, 1, 0, policy, () => 0)).toEqual({
      outcome: 'RETRY',
      nextAttemptAt: 500,
      error: 'HTTP 503',
    });
    expect(settlementFor({ ok: false, retry: true, error: 'HTTP 503' }, 3, 0, policy, () => 0)).toEqual({
      outcome: 'FAILED',
      error: 'gave up after 3 tries: HTTP 503',
    });
    expect(settlementFor({ ok: false, retry: false, error: 'HTTP 400' }, 1, 0, policy, () => 0)).toEqual({
      outcome: 'FAILED',
      error: 'HTTP 400',
    });
  });
});

describe('lead writer', () => {
  it('writes one ADF lead per cause', async () => {
    const db = await makeDb();
    const writer = createLeadWriter({ appOrigin: 'http://127.0.0.1:4174' });
    const input = {
      kind: 'email',
      sourceId: 'x',
      sessionId: null,
      userId: 'u1',
      campaign: 'main',
      dealerId: 'd1',
    } as const;
    const id = await writer.write(db, input);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await writer.write(db, input)).toBeNull();
    const lead = await getOutboxLead(db, id!);
    expect(lead).toMatchObject({
      kind: 'email',
      sourceKey: 'email:x',
      status: 'PENDING',
      dealerId: 'd1',
      campaign: 'main',
    });
    expect(lead?.document).toContain('<?adf version="1.0"?>');
    expect(lead?.document).toContain('<email preferredcontact="0">demo@upshift.test</email>');
    expect(lead?.document).toContain('<vendorname>First Motors</vendorname>');
  });

  it('writes none when the shopper left no way to be reached', async () => {
    const db = await makeDb();
    const writer = createLeadWriter({ appOrigin: 'http://127.0.0.1:4174' });
    expect(
      await writer.write(db, {
        kind: 'email',
        sourceId: 'y',
        sessionId: null,
        userId: null,
        campaign: 'main',
        dealerId: 'd1',
      }),
    ).toBeNull();
  });
});

describe('lead worker', () => {
  it('delivers each lead once with its id as the idempotency key, and records the try', async () => {
    const db = await makeDb();
    const crm = await startCrm();
    crms.push(crm);
    const ids = await writeLeads(db, 3);
    const { w } = worker(db, crm);
    expect(await w.runOnce()).toBe(3);
    expect(crm.posts.sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await getOutboxLead(db, id))?.status).toBe('DELIVERED');
    const attempts = await db.selectFrom('lead_delivery_attempts').selectAll().execute();
    expect(attempts.map((a) => [a.attempt, a.outcome, a.target])).toEqual(ids.map(() => [1, 'DELIVERED', crm.url]));
    expect(await w.runOnce()).toBe(0);
  });

  it('retries a CRM that is down after the backoff, then delivers', async () => {
    const db = await makeDb();
    const crm = await startCrm();
    crms.push(crm);
    const [id] = await writeLeads(db, 1);
    crm.answer = 503;
    const { w, advance } = worker(db, crm);
    expect(await w.runOnce()).toBe(1);
    expect(await getOutboxLead(db, id!)).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'HTTP 503' });
    // Not due before its backoff (1000 ms × 2^0, half jittered: 750 ms with random 0.5).
    advance(700);
    expect(await w.runOnce()).toBe(0);
    advance(100);
    crm.answer = 200;
    expect(await w.runOnce()).toBe(1);
    expect(await getOutboxLead(db, id!)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    expect(crm.posts).toEqual([id]);
  });

  it('retries when the CRM cannot be reached at all', async () => {
    const db = await makeDb();
    const crm = await startCrm();
    await crm.close();
    const [id] = await writeLeads(db, 1);
    const { w } = worker(db, crm);
    await w.runOnce();
    expect(await getOutboxLead(db, id!)).toMatchObject({ status: 'PENDING', lastError: 'connection failed' });
  });

  it('gives up into dead after the last try, and at once on a permanent refusal', async () => {
    const db = await makeDb();
    const crm = await startCrm();
    crms.push(crm);
    const [first] = await writeLeads(db, 1);
    crm.answer = 500;
    const { w, advance } = worker(db, crm);
    for (let i = 0; i < 3; i++) {
      await w.runOnce();
      advance(60_000);
    }
    expect(await getOutboxLead(db, first!)).toMatchObject({
      status: 'DEAD',
      attempts: 3,
      lastError: 'gave up after 3 tries: HTTP 500',
    });
    const [second] = await writeLeads(db, 1, 'call-now');
    crm.answer = 400;
    await w.runOnce();
    expect(await getOutboxLead(db, second!)).toMatchObject({ status: 'DEAD', attempts: 1, lastError: 'HTTP 400' });
  });

  it('lets another worker take a lead whose claim expired, and the first one changes nothing', async () => {
    const db = await makeDb();
    const crm = await startCrm();
    crms.push(crm);
    const [id] = await writeLeads(db, 1);
    // The first worker's CRM never answers within the lease: its delivery hangs until the timeout.
    let clock = Date.now();
    const slow = createLeadWorker({
      db,
      transports: {
        HTTP: {
          kind: 'HTTP',
          async deliver() {
            clock += 20_000;
            const second = worker(db, crm, { now: () => clock });
            expect(await second.w.runOnce()).toBe(1);
            return { ok: false, retry: true, error: 'no answer' };
          },
        },
      },
      defaultEndpoint: crm.url,
      leaseMs: 10_000,
      now: () => clock,
    });
    await slow.runOnce();
    expect(await getOutboxLead(db, id!)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
    expect(crm.posts).toEqual([id]);
  });

  it('mails the document to dealers that take leads by e-mail', async () => {
    const db = await makeDb();
    await db
      .updateTable('dealers')
      .set({ lead_delivery: 'EMAIL', lead_email: 'crm@first.example' })
      .where('id', '=', 'd1')
      .execute();
    const [id] = await writeLeads(db, 1);
    const sent: { recipient: string; subject: string | null; body: string }[] = [];
    const w = createLeadWorker({
      db,
      transports: { EMAIL: emailTransport({ send: (m) => Promise.resolve(void sent.push(m)) }) },
      defaultEndpoint: null,
    });
    expect(await w.runOnce()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: 'crm@first.example', subject: `ADF lead ${id!} (email)` });
    expect(sent[0]?.body).toContain('<adf>');
    expect((await getOutboxLead(db, id!))?.status).toBe('DELIVERED');
  });

  it('runs until stopped and delivers a lead it is nudged about at once', async () => {
    const db = await makeDb();
    const crm = await startCrm();
    crms.push(crm);
    const w = createLeadWorker({
      db,
      transports: { HTTP: httpTransport() },
      defaultEndpoint: crm.url,
      pollMs: 60_000,
    });
    w.start();
    await new Promise((r) => setTimeout(r, 50));
    const [id] = await writeLeads(db, 1);
    w.nudge();
    await expect.poll(() => crm.posts, { timeout: 5000 }).toEqual([id]);
    await w.stop();
  });

  it('keeps delivering to other dealers while one CRM hangs: a slow CRM holds one slot only', async () => {
    const db = await makeDb();
    await db.updateTable('dealers').set({ lead_endpoint: 'http://slow.invalid/crm' }).where('id', '=', 'd1').execute();
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    const delivered: string[] = [];
    const w = createLeadWorker({
      db,
      transports: {
        HTTP: {
          kind: 'HTTP',
          async deliver(lead, target) {
            if (target.includes('slow')) await hung;
            delivered.push(lead.id);
            return { ok: true };
          },
        },
      },
      defaultEndpoint: 'http://fast.invalid/crm',
      batchSize: 2,
      pollMs: 60_000,
    });
    const writer = createLeadWriter({ appOrigin: 'http://127.0.0.1:4174' });
    const base = { kind: 'email', sessionId: null, userId: 'u1', campaign: 'main' } as const;
    const slow = await writer.write(db, { ...base, sourceId: 'slow', dealerId: 'd1' });
    w.start();
    await expect.poll(() => db.selectFrom('lead_delivery_attempts').select('id').execute()).toHaveLength(1);
    const fast = [];
    for (let i = 0; i < 3; i++)
      fast.push(await writer.write(db, { ...base, sourceId: `fast-${String(i)}`, dealerId: 'd2' }));
    w.nudge();
    // Leads due at one millisecond go in id order, not in the order written.
    await expect.poll(() => [...delivered].sort(), { timeout: 5000 }).toEqual([...fast].sort());
    expect((await getOutboxLead(db, slow!))?.status).toBe('PENDING');
    release();
    await w.stop();
    expect((await getOutboxLead(db, slow!))?.status).toBe('DELIVERED');
  });

  it('closes the try of a worker that died right after its claim when another takes the lead over', async () => {
    const db = await makeDb();
    const crm = await startCrm();
    crms.push(crm);
    const [id] = await writeLeads(db, 1);
    let clock = Date.now();
    // A worker claims, then dies before any further statement: its try is open, its lease runs out.
    const describeTry = () => ({ transport: 'HTTP' as const, target: crm.url });
    await claimDueLeads(db, { claimToken: 'dead:1', worker: 'dead', now: clock, leaseMs: 1000, limit: 1, describeTry });
    clock += 5000;
    const { w } = worker(db, crm, { now: () => clock });
    expect(await w.runOnce()).toBe(1);
    const tries = await db.selectFrom('lead_delivery_attempts').selectAll().orderBy('id').execute();
    expect(tries.map((t) => [t.attempt, t.worker, t.outcome, t.detail])).toEqual([
      [1, 'dead', 'RETRY', CUT_OFF],
      [2, w.id, 'DELIVERED', null],
    ]);
    // One row per claim the outbox counted.
    expect(await getOutboxLead(db, id!)).toMatchObject({ status: 'DELIVERED', attempts: 2 });
  });
});

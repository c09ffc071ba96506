/**
 * A visitor's daily soft pulls and finance submissions are counted per client address and for the
 * whole deployment too, so a fresh session does not reset them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TOO_MANY_SUBMITS } from '../../../../src/contract/finance.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { readConfig } from '../../config.ts';
import type { Db } from '../../db/schema.ts';
import { pullRequest, verifySession } from '../routes/credit-fixtures.ts';
import { TOO_MANY_PULLS } from '../routes/credit.ts';
import { dealSeed, json, Visitor } from '../routes/deal-fixtures.ts';
import {
  applicationPath,
  AUTHORIZATION,
  makeFinanceApp,
  saveAllSteps,
  selfSelect,
} from '../routes/finance-fixtures.ts';
import { makeDb, testApp } from '../../test-support.ts';
import {
  BUREAU_BUSY,
  DEFAULT_USAGE_LIMITS,
  LENDERS_BUSY,
  USAGE_LIMIT_ENV,
  type UsageLimits,
} from '../../services/usage-limits.ts';
import { fromClient } from './from-client.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');
const DAY = 86_400_000;

let clock: Date;
beforeEach(() => {
  clock = T0;
});

let db: Db;

async function creditApp(usageLimits?: Partial<UsageLimits>) {
  db = await makeDb(dealSeed());
  return testApp(db, {
    now: () => new Date(clock),
    trustProxy: true,
    usageLimits,
  });
}

/** A visitor who accepted a code in this session: a soft pull needs a proved identity. */
async function verifiedVisitor(client: Parameters<typeof Visitor.start>[0]): Promise<Visitor> {
  const visitor = await Visitor.start(client);
  await verifySession(db, visitor, clock.getTime());
  return visitor;
}

describe('soft pulls', () => {
  it('6 from one client address in 6 fresh sessions: the 6th is a 429 with the day’s-limit message', async () => {
    const app = await creditApp();
    const client = fromClient(app, '203.0.113.20');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      const visitor = await verifiedVisitor(client);
      last = await visitor.post('/api/soft-pull', pullRequest('Good'));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await json(last as Response, ErrorBodySchema)).message).toBe(TOO_MANY_PULLS);
    expect(Number(last?.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another client is not held back; this one may pull again the next day.
    expect(
      (await (await verifiedVisitor(fromClient(app, '198.51.100.2'))).post('/api/soft-pull', pullRequest('Good')))
        .status,
    ).toBe(200);
    clock = new Date(T0.getTime() + DAY + 1);
    expect((await (await verifiedVisitor(client)).post('/api/soft-pull', pullRequest('Good'))).status).toBe(200);
  });

  it('stop for everyone at the deployment’s limit, without a refused client using it up', async () => {
    const app = await creditApp({ softPullsGlobal: 3, softPullsPerClient: 1 });
    const pull = async (address: string) =>
      (await verifiedVisitor(fromClient(app, address))).post('/api/soft-pull', pullRequest('Good'));
    expect((await pull('198.51.100.10')).status).toBe(200);
    // A client past its own limit is refused before the deployment's count.
    for (let i = 0; i < 5; i++) expect((await pull('198.51.100.10')).status).toBe(429);
    expect((await pull('198.51.100.11')).status).toBe(200);
    expect((await pull('198.51.100.12')).status).toBe(200);
    const res = await pull('198.51.100.13');
    expect(res.status).toBe(429);
    expect((await json(res, ErrorBodySchema)).message).toBe(BUREAU_BUSY);
  });
});

describe('finance submissions', () => {
  it('6 from one client address in 6 fresh sessions: the 6th is a 429 with the day’s-limit message', async () => {
    const { app } = await makeFinanceApp({ now: () => new Date(clock), trustProxy: true });
    const client = fromClient(app, '203.0.113.21');
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      const visitor = await Visitor.start(client);
      const dealId = await visitor.startDeal('v1');
      await saveAllSteps(visitor, dealId);
      await selfSelect(visitor, dealId);
      last = await visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await json(last as Response, ErrorBodySchema)).message).toBe(TOO_MANY_SUBMITS);
  });

  it('stop for everyone at the deployment’s limit', async () => {
    const { app } = await makeFinanceApp({
      now: () => new Date(clock),
      trustProxy: true,
      usageLimits: { financeSubmitsGlobal: 2 },
    });
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 3; i++) {
      const visitor = await Visitor.start(fromClient(app, `198.51.100.${String(20 + i)}`));
      const dealId = await visitor.startDeal('v1');
      await saveAllSteps(visitor, dealId);
      await selfSelect(visitor, dealId);
      last = await visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await json(last as Response, ErrorBodySchema)).message).toBe(LENDERS_BUSY);
  });
});

describe('the limits’ settings', () => {
  it('default strict, each settable from the environment, and nonsense refused at start', () => {
    expect(readConfig({}).usageLimits).toEqual(DEFAULT_USAGE_LIMITS);
    expect(DEFAULT_USAGE_LIMITS.softPullsPerClient).toBe(5);
    expect(DEFAULT_USAGE_LIMITS.financeSubmitsPerClient).toBe(5);
    expect(readConfig({ [USAGE_LIMIT_ENV.softPullsPerClient]: '500' }).usageLimits.softPullsPerClient).toBe(500);
    expect(() => readConfig({ [USAGE_LIMIT_ENV.financeSubmitsGlobal]: '0' })).toThrow(/LIMIT_FINANCE_SUBMITS_GLOBAL/);
    expect(() => readConfig({ [USAGE_LIMIT_ENV.softPullsGlobal]: 'many' })).toThrow(/LIMIT_SOFT_PULLS_GLOBAL/);
  });
});

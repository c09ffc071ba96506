/**
 * A finance application's step saves never tell whether a typed SSN equals the one on file: the
 * co-applicant's SSN is compared with the applicant's only when the application is sent (a submit
 * counted against the day's), and step saves are limited per application and per client.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAME_SSN, SUBMITS_PER_DAY, TOO_MANY_SUBMITS } from '../../../../src/contract/finance.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import type { Db } from '../../db/schema.ts';
import { listLenderReceipts } from '../../db/finance-repo.ts';
import { json, Visitor } from '../routes/deal-fixtures.ts';
import {
  APPLICANT,
  applicationPath,
  AUTHORIZATION,
  CO_APPLICANT,
  makeFinanceApp,
  saveAllSteps,
  selfSelect,
  SSN,
} from '../routes/finance-fixtures.ts';
import { DEFAULT_USAGE_LIMITS } from '../../services/usage-limits.ts';
import { fromClient } from './from-client.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');
const HOUR = 3_600_000;

let db: Db;
let app: Awaited<ReturnType<typeof makeFinanceApp>>['app'];
let clock: Date;

beforeEach(async () => {
  clock = T0;
  ({ db, app } = await makeFinanceApp({ now: () => new Date(clock), trustProxy: true }));
});

/** A guess at the applicant's SSN: its last four digits (shown on the review) and five others. */
const guess = (n: number) => `${String(100 + n).padStart(3, '0')}-45-${SSN.slice(-4)}`;
const coWith = (ssn: string) => ({ ...CO_APPLICANT, applicant: { ...CO_APPLICANT.applicant, ssn } });
const saveCo = (visitor: Visitor, dealId: string, ssn: string) =>
  visitor.post(applicationPath(dealId), { step: 'coApplicant', coApplicant: coWith(ssn) }, 'PUT');
const submit = (visitor: Visitor, dealId: string) =>
  visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION });

describe('co-applicant step saves', () => {
  it('answer the same whether or not a guessed SSN is the applicant’s, then 429 past the limit', async () => {
    const visitor = await Visitor.start(fromClient(app, '203.0.113.7'));
    const dealId = await visitor.startDeal('v1');
    await saveAllSteps(visitor, dealId);
    // The applicant's own SSN is guess 23 of 45.
    const guesses = Array.from({ length: 45 }, (_, n) => (n === 22 ? SSN : guess(n)));
    expect(guesses).toContain(SSN);
    const answers: { status: number; body: string }[] = [];
    for (const ssn of guesses) {
      const res = await saveCo(visitor, dealId, ssn);
      answers.push({ status: res.status, body: await res.text() });
    }
    const allowed = DEFAULT_USAGE_LIMITS.financeSavesPerApplication - 4;
    const matching = answers[22];
    expect(matching?.status).toBe(200);
    // Every answer within the limit is the same 200, the matching guess's included.
    expect(new Set(answers.slice(0, allowed).map((a) => `${String(a.status)} ${a.body}`)).size).toBe(1);
    expect(matching).toEqual(answers[0]);
    expect(answers.slice(allowed).map((a) => a.status)).toEqual(Array(45 - allowed).fill(429));
    const refused = v.parse(ErrorBodySchema, JSON.parse(answers[allowed]?.body ?? '{}'));
    expect(refused.message).not.toContain('Social Security');
  });

  it('are limited per application whichever session saves, and again after the hour', async () => {
    ({ db, app } = await makeFinanceApp({
      now: () => new Date(clock),
      trustProxy: true,
      usageLimits: { financeSavesPerApplication: 3 },
    }));
    const visitor = await Visitor.start(fromClient(app, '203.0.113.8'));
    const dealId = await visitor.startDeal('v1');
    for (let i = 0; i < 3; i++) expect((await saveCo(visitor, dealId, guess(i))).status).toBe(200);
    const res = await saveCo(visitor, dealId, guess(9));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    clock = new Date(T0.getTime() + HOUR + 1);
    expect((await saveCo(visitor, dealId, guess(10))).status).toBe(200);
  });

  it('are limited per client address across sessions and deals', async () => {
    ({ db, app } = await makeFinanceApp({
      now: () => new Date(clock),
      trustProxy: true,
      usageLimits: { financeSavesPerClient: 4 },
    }));
    const client = fromClient(app, '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const visitor = await Visitor.start(client);
      const dealId = await visitor.startDeal('v1');
      statuses.push(
        (await visitor.post(applicationPath(dealId), { step: 'identity', applicant: APPLICANT }, 'PUT')).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // Another client is not held back by this one.
    const other = await Visitor.start(fromClient(app, '198.51.100.1'));
    const otherDeal = await other.startDeal('v1');
    expect(
      (await other.post(applicationPath(otherDeal), { step: 'identity', applicant: APPLICANT }, 'PUT')).status,
    ).toBe(200);
  });
});

describe('sending an application whose co-applicant has the applicant’s SSN', () => {
  it('is refused on the co-applicant’s SSN, nothing reaches the lenders, and each try counts as a submit', async () => {
    const visitor = await Visitor.start(fromClient(app, '203.0.113.10'));
    const dealId = await visitor.startDeal('v1');
    await saveAllSteps(visitor, dealId);
    await selfSelect(visitor, dealId);
    expect((await saveCo(visitor, dealId, SSN)).status).toBe(200);
    for (let i = 0; i < SUBMITS_PER_DAY; i++) {
      const res = await submit(visitor, dealId);
      expect(res.status).toBe(400);
      expect((await json(res, ErrorBodySchema)).fieldErrors).toEqual([
        { field: 'coApplicant.applicant.ssn', message: SAME_SSN },
      ]);
    }
    const res = await submit(visitor, dealId);
    expect(res.status).toBe(429);
    expect((await json(res, ErrorBodySchema)).message).toBe(TOO_MANY_SUBMITS);
    expect(await listLenderReceipts(db)).toEqual([]);
  });

  it('goes once the co-applicant’s SSN is their own', async () => {
    const visitor = await Visitor.start(fromClient(app, '203.0.113.11'));
    const dealId = await visitor.startDeal('v1');
    await saveAllSteps(visitor, dealId, coWith(SSN));
    await selfSelect(visitor, dealId);
    expect((await submit(visitor, dealId)).status).toBe(400);
    expect((await saveCo(visitor, dealId, CO_APPLICANT.applicant.ssn as string)).status).toBe(200);
    expect((await submit(visitor, dealId)).status).toBe(200);
    expect(await listLenderReceipts(db)).toHaveLength(1);
  });
});

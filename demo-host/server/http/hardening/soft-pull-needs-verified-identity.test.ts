/**
 * A soft pull runs only for a verified identity (seed 000 §2 "soft-pull with verify"): an account
 * whose email was proved, or a session that accepted a code. Its answer and the deal show the tier,
 * never the exact score. A verified visitor's pull moves into an account only when that account is
 * made in the same session (or its owner signs in there with a code), not on a password sign-in.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CreditInfoSchema,
  NO_CREDIT_INFO,
  SoftPullResultSchema,
  VERIFY_TO_PULL,
} from '../../../../src/contract/credit.ts';
import { DealSchema } from '../../../../src/contract/deal.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import type { Db } from '../../db/schema.ts';
import { pullRequest, verifySession } from '../routes/credit-fixtures.ts';
import { dealSeed, Visitor } from '../routes/deal-fixtures.ts';
import { makeApp, makeDb, makeDist } from '../../test-support.ts';

let db: Db;
let app: Awaited<ReturnType<typeof makeApp>>['app'];

beforeEach(async () => {
  ({ db, app } = await makeApp(await makeDb(dealSeed()), makeDist()));
});

describe('a soft pull needs a verified identity', { timeout: 30_000 }, () => {
  it('an anonymous visitor cannot pull anyone’s credit', async () => {
    const visitor = await Visitor.start(app);
    const res = await visitor.post('/api/soft-pull', pullRequest('Great'));
    expect(res.status).toBe(403);
    expect(v.parse(ErrorBodySchema, await res.json()).message).toBe(VERIFY_TO_PULL);
    expect(await db.selectFrom('soft_pulls').select('id').execute()).toEqual([]);
  });

  it('a verified account sees the tier, never the exact score, in the answer, the credit info and the deal', async () => {
    const visitor = await Visitor.start(app);
    await visitor.login();
    const dealId = await visitor.startDeal();
    const res = await visitor.post('/api/soft-pull', pullRequest('Great'));
    expect(res.status).toBe(200);
    const answer = v.parse(SoftPullResultSchema, await res.json());
    expect(answer).toMatchObject({ outcome: 'HIT', tier: 'great', creditScore: null });
    const info = v.parse(CreditInfoSchema, await (await visitor.get('/api/soft-pull/credit-score')).json());
    expect(info).toMatchObject({ tier: 'great', creditScore: null });
    const [stored] = await db.selectFrom('soft_pulls').select('score').execute();
    const deal = v.parse(DealSchema, await (await visitor.get(`/api/deals/${dealId}`)).json());
    expect(deal.offerDetails.creditSource).toBe('BUREAU');
    expect(deal.offerDetails.creditScore).not.toBe(stored?.score);
    expect(deal.offerDetails.creditScore).toBe(700);
  });
});

describe('a verified visitor’s pull stays theirs', { timeout: 30_000 }, () => {
  it('a password sign-in on the same browser does not take it into that account', async () => {
    const visitor = await Visitor.start(app);
    await verifySession(db, visitor);
    expect((await visitor.post('/api/soft-pull', pullRequest('Great'))).status).toBe(200);
    await visitor.login();
    const res = await visitor.get('/api/soft-pull/credit-score');
    expect(res.status).toBe(404);
    expect(v.parse(ErrorBodySchema, await res.json()).message).toBe(NO_CREDIT_INFO);
  });
});

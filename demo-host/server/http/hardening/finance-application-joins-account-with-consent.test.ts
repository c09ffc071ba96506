/**
 * A finance application typed before signing in holds someone's SSN, date of birth and income: on
 * a shared browser it may not be the account owner's. A password sign-in asks first (the answer
 * `askFinanceConsent`, no session change); with "yes" the deal and its application join the
 * account, with "no" the deal stays behind and its draft is deleted.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import type { Db } from '../../db/schema.ts';
import { Visitor } from '../routes/deal-fixtures.ts';
import { USER } from '../../test-support.ts';
import { applicationPath, makeFinanceApp, saveAllSteps } from '../routes/finance-fixtures.ts';

let db: Db;
let app: Awaited<ReturnType<typeof makeFinanceApp>>['app'];

beforeEach(async () => {
  ({ db, app } = await makeFinanceApp());
});

/** An anonymous visitor who saved every step of an application on a new deal. */
async function visitorWithApplication(): Promise<{ visitor: Visitor; dealId: string }> {
  const visitor = await Visitor.start(app);
  const dealId = await visitor.startDeal();
  await saveAllSteps(visitor, dealId);
  return { visitor, dealId };
}

describe('a finance application joins an account only with consent', { timeout: 30_000 }, () => {
  it('the right password is asked first, and the session stays anonymous', async () => {
    const { visitor, dealId } = await visitorWithApplication();
    const res = await visitor.post('/api/auth/login', USER);
    expect(res.status).toBe(200);
    expect(v.parse(LoginResponseSchema, await res.json())).toMatchObject({
      success: false,
      user: null,
      askFinanceConsent: true,
    });
    // Still the visitor's: the application answers on the same session.
    expect((await visitor.get(applicationPath(dealId))).status).toBe(200);
    const [deal] = await db.selectFrom('deals').select('user_id').where('id', '=', dealId).execute();
    expect(deal?.user_id).toBeNull();
  });

  it('a wrong password is wrong, whatever the browser holds', async () => {
    const { visitor } = await visitorWithApplication();
    const res = await visitor.post('/api/auth/login', { ...USER, password: 'Wrong#2026' });
    const body = v.parse(LoginResponseSchema, await res.json());
    expect(body).toMatchObject({ success: false, user: null });
    expect(body.askFinanceConsent).toBeUndefined();
  });

  it('“yes”: the deal and its application are the account’s', async () => {
    const { visitor, dealId } = await visitorWithApplication();
    await visitor.login({ ...USER, financeConsent: true });
    const res = await visitor.get(applicationPath(dealId));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Ana');
  });

  it('“no”: the deal stays behind and its draft is gone', async () => {
    const { visitor, dealId } = await visitorWithApplication();
    await visitor.login({ ...USER, financeConsent: false });
    expect((await visitor.get(applicationPath(dealId))).status).toBe(404);
    const [deal] = await db.selectFrom('deals').select('user_id').where('id', '=', dealId).execute();
    expect(deal?.user_id).toBeNull();
    expect(
      await db.selectFrom('finance_applications').select('deal_id').where('deal_id', '=', dealId).execute(),
    ).toEqual([]);
  });

  it('a browser without an application signs in at once, its deals moving as before', async () => {
    const visitor = await Visitor.start(app);
    const dealId = await visitor.startDeal();
    await visitor.login();
    const [deal] = await db.selectFrom('deals').select('user_id').where('id', '=', dealId).execute();
    expect(deal?.user_id).not.toBeNull();
  });
});

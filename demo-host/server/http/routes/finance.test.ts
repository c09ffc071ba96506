import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CashDealSchema, FinanceQuotesSchema } from '../../../../src/contract/deal.ts';
import {
  FINANCE_APP_OFF,
  FinanceApplicationSchema,
  FinanceOptionsSchema,
  LENDERS_UNAVAILABLE,
  SSN_INVALID,
  SUBMITS_PER_DAY,
  TOO_MANY_SUBMITS,
} from '../../../../src/contract/finance.ts';
import {
  CURRENT_FINANCE_AUTHORIZATION_VERSION,
  financeAuthorizationText,
} from '../../../../src/contract/finance-authorization.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { readConfig } from '../../config.ts';
import { listLenderReceipts } from '../../db/finance-repo.ts';
import type { Db } from '../../db/schema.ts';
import { createFieldCipher, FINANCE_KEY_FORMAT } from '../../services/finance/field-cipher.ts';
import { SANDBOX_OUTAGE_LAST_NAME } from '../../sandbox/finance/lender-gateway.ts';
import { makeDb, testApp, USER, withoutIds } from '../../test-support.ts';
import { dealSeed, json, Visitor } from './deal-fixtures.ts';
import {
  APPLICANT,
  applicationPath,
  AUTHORIZATION,
  CO_APPLICANT,
  EMPLOYMENT,
  makeFinanceApp,
  RESIDENCE,
  saveAllSteps,
  selfSelect,
} from './finance-fixtures.ts';
import {
  DOB_REQUIRED,
  ENTER_AGAIN,
  FINANCE_UNCONFIGURED,
  INVALID_BIRTH_DATE,
  SSN_REQUIRED,
  STEP_MISSING,
  TOO_YOUNG,
  UNKNOWN_AUTHORIZATION,
} from './finance.ts';
import { oneValidLead } from './lead-test-support.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');
const DAY = 86_400_000;

let db: Db;
let key: Buffer;
let app: Awaited<ReturnType<typeof makeFinanceApp>>['app'];
let clock: Date;

beforeEach(async () => {
  clock = T0;
  ({ db, app, key } = await makeFinanceApp({ now: () => new Date(clock) }));
});

const errorOf = async (res: Response | Promise<Response>) => json(res, ErrorBodySchema);
const fieldsOf = async (res: Response | Promise<Response>) =>
  (await errorOf(res)).fieldErrors.map((e) => `${e.field}: ${e.message}`);
const view = (visitor: Visitor, dealId: string) => json(visitor.get(applicationPath(dealId)), FinanceApplicationSchema);
const put = (visitor: Visitor, dealId: string, body: unknown) => visitor.post(applicationPath(dealId), body, 'PUT');
const submit = (visitor: Visitor, dealId: string, body: unknown = { authorization: AUTHORIZATION }) =>
  visitor.post(`${applicationPath(dealId)}/submit`, body);

async function visitorWithDeal(): Promise<{ visitor: Visitor; dealId: string }> {
  const visitor = await Visitor.start(app);
  return { visitor, dealId: await visitor.startDeal('v1') };
}

async function setCash(dealId: string) {
  const row = await db.selectFrom('deals').select('preferences').where('id', '=', dealId).executeTakeFirstOrThrow();
  const preferences = { ...JSON.parse(row.preferences), dealType: 'CASH' };
  await db
    .updateTable('deals')
    .set({ preferences: JSON.stringify(preferences) })
    .where('id', '=', dealId)
    .execute();
}

const dump = async () =>
  JSON.stringify([
    await db.selectFrom('finance_applications').selectAll().execute(),
    await db.selectFrom('finance_decisions').selectAll().execute(),
    await db.selectFrom('lender_receipts').selectAll().execute(),
  ]);

describe('GET /api/deals/:id/finance-application', () => {
  it('answers an empty draft for a new finance deal, what it is for, and is never cached', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const res = await visitor.get(applicationPath(dealId));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(FinanceApplicationSchema, await res.json())).toEqual({
      dealId,
      status: 'DRAFT',
      financeAppEnabled: true,
      dealType: 'FINANCE',
      vehicleName: '2026 Toyota Camry XLE',
      dealerName: 'First Motors',
      applicant: null,
      residence: null,
      employment: null,
      hasCoApplicant: null,
      coApplicant: null,
      submittedAt: null,
      updatedAt: null,
    });
  });

  it('is the deal owner’s only: another shopper, no session and an unknown deal get the same 404', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await saveAllSteps(visitor, dealId);
    const other = await Visitor.start(app);
    for (const res of [
      await other.get(applicationPath(dealId)),
      await put(other, dealId, { step: 'residence', residence: RESIDENCE }),
      await submit(other, dealId),
      await other.get(`/api/deals/${dealId}/finance-options`),
      await app.request(applicationPath(dealId)),
      await visitor.get(applicationPath('nope')),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Deal not found');
    }
    expect((await view(visitor, dealId)).residence).toEqual(RESIDENCE);
  });

  it('follows the deal when its visitor signs in and says it is theirs', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await put(visitor, dealId, { step: 'identity', applicant: APPLICANT });
    await visitor.login({ ...USER, financeConsent: true });
    expect((await view(visitor, dealId)).applicant).toMatchObject({ firstName: 'Ana', ssnLastFour: '6789' });
  });
});

describe('saving a step (PUT /api/deals/:id/finance-application)', () => {
  it('keeps the identity with the SSN and the date of birth sealed, answering only the last four and "on file"', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const res = await put(visitor, dealId, { step: 'identity', applicant: APPLICANT });
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const secret of ['123-45-6789', '123456789', '03/14/1979', '1979-03-14'])
      expect(withoutIds(text)).not.toContain(secret);
    expect(v.parse(FinanceApplicationSchema, JSON.parse(text)).applicant).toEqual({
      firstName: 'Ana',
      lastName: 'Good',
      email: 'ana@example.com',
      phoneNumber: '5125550142',
      dateOfBirthOnFile: true,
      ssnLastFour: '6789',
    });

    const row = await db.selectFrom('finance_applications').selectAll().executeTakeFirstOrThrow();
    expect(withoutIds(await dump())).not.toMatch(/123-?45-?6789|1979-03-14|03\/14\/1979/);
    const cipher = createFieldCipher(key);
    expect(cipher.open(row.applicant_ssn!, `finance-application:${dealId}:applicant.ssn`)).toBe('123456789');
    expect(cipher.open(row.applicant_dob!, `finance-application:${dealId}:applicant.dateOfBirth`)).toBe('1979-03-14');
    expect(row.applicant_ssn_last4).toBe('6789');
  });

  it('keeps the SSN and date of birth on file when sent as null, and asks for them when none is', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const empty = await put(visitor, dealId, {
      step: 'identity',
      applicant: { ...APPLICANT, ssn: null, dateOfBirth: null },
    });
    expect(empty.status).toBe(400);
    expect(await fieldsOf(empty)).toEqual([`applicant.ssn: ${SSN_REQUIRED}`, `applicant.dateOfBirth: ${DOB_REQUIRED}`]);

    await put(visitor, dealId, { step: 'identity', applicant: APPLICANT });
    const sealed = await db
      .selectFrom('finance_applications')
      .select(['applicant_ssn', 'applicant_dob'])
      .executeTakeFirst();
    const kept = await put(visitor, dealId, {
      step: 'identity',
      applicant: { ...APPLICANT, lastName: 'Goode', ssn: null, dateOfBirth: null },
    });
    expect(kept.status).toBe(200);
    expect(v.parse(FinanceApplicationSchema, await kept.json()).applicant).toMatchObject({
      lastName: 'Goode',
      ssnLastFour: '6789',
      dateOfBirthOnFile: true,
    });
    expect(
      await db.selectFrom('finance_applications').select(['applicant_ssn', 'applicant_dob']).executeTakeFirst(),
    ).toEqual(sealed);

    const replaced = await put(visitor, dealId, { step: 'identity', applicant: { ...APPLICANT, ssn: '321-54-9876' } });
    expect(v.parse(FinanceApplicationSchema, await replaced.json()).applicant?.ssnLastFour).toBe('9876');
  });

  it('gives the spec’s messages on each field (seed 000 §5), and 400s, never 500s, on any shape', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const bad = await put(visitor, dealId, {
      step: 'identity',
      applicant: {
        firstName: ' ',
        lastName: 'G',
        email: 'nope',
        phoneNumber: '0125550142',
        dateOfBirth: '1979-03-14',
        ssn: '000-12-3456',
      },
    });
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toEqual([
      'applicant.firstName: First Name is required',
      'applicant.email: Email must be a valid email',
      'applicant.phoneNumber: Enter a valid 10 digit phone number',
      'applicant.dateOfBirth: Enter your date of birth as MM/DD/YYYY',
      `applicant.ssn: ${SSN_INVALID}`,
    ]);
    const young = await put(visitor, dealId, {
      step: 'identity',
      applicant: { ...APPLICANT, dateOfBirth: '12/02/2008' },
    });
    expect(await fieldsOf(young)).toEqual([`applicant.dateOfBirth: ${TOO_YOUNG}`]);
    const unreal = await put(visitor, dealId, {
      step: 'identity',
      applicant: { ...APPLICANT, dateOfBirth: '02/30/1990' },
    });
    expect(await fieldsOf(unreal)).toEqual([`applicant.dateOfBirth: ${INVALID_BIRTH_DATE}`]);

    const employment = await put(visitor, dealId, {
      step: 'employment',
      employment: { ...EMPLOYMENT, employer: '', otherAnnualIncome: 1200, otherIncomeSource: '' },
    });
    expect(await fieldsOf(employment)).toEqual([
      'employment.employer: Employer is required',
      'employment.otherIncomeSource: Source of Other Income is required',
    ]);
    for (const body of [
      { step: 'residence', residence: { ...RESIDENCE, monthlyHousingPayment: 1e308 } },
      { step: 'residence', residence: { ...RESIDENCE, monthsAtAddress: 12 } },
      { step: 'employment', employment: { ...EMPLOYMENT, grossAnnualIncome: -1 } },
      { step: 'employment', employment: { ...EMPLOYMENT, grossAnnualIncome: 85_000.5 } },
      { step: 'coApplicant', coApplicant: 'yes' },
      { step: 'lunch' },
      [],
      null,
    ]) {
      expect((await put(visitor, dealId, body)).status).toBe(400);
    }
    expect((await db.selectFrom('finance_applications').selectAll().execute()).length).toBe(0);
  });

  it('drops employer, title and time at the job for a status without an employer', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const res = await put(visitor, dealId, {
      step: 'employment',
      employment: { ...EMPLOYMENT, status: 'RETIRED', yearsAtJob: null, monthsAtJob: null },
    });
    expect(v.parse(FinanceApplicationSchema, await res.json()).employment).toMatchObject({
      status: 'RETIRED',
      employer: '',
      title: '',
      yearsAtJob: null,
    });
  });

  it('needs the CSRF token', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const res = await app.request(applicationPath(dealId), {
      method: 'PUT',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ step: 'residence', residence: RESIDENCE }),
    });
    expect(res.status).toBe(403);
  });

  it('keeps a co-applicant sealed too, says nothing of the applicant’s own SSN for them (the submit does), and forgets them when removed', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await put(visitor, dealId, { step: 'identity', applicant: APPLICANT });
    const same = await put(visitor, dealId, {
      step: 'coApplicant',
      coApplicant: { ...CO_APPLICANT, applicant: { ...CO_APPLICANT.applicant, ssn: '123456789' } },
    });
    expect(same.status).toBe(200);

    const res = await put(visitor, dealId, { step: 'coApplicant', coApplicant: CO_APPLICANT });
    const saved = v.parse(FinanceApplicationSchema, await res.json());
    expect(saved.hasCoApplicant).toBe(true);
    expect(saved.coApplicant?.applicant).toMatchObject({
      firstName: 'Ben',
      ssnLastFour: '7890',
      dateOfBirthOnFile: true,
    });
    expect(withoutIds(await dump())).not.toMatch(/234-?56-?7890|1981-07-04/);
    // Nor of the co-applicant's number typed for the applicant.
    const mine = await put(visitor, dealId, { step: 'identity', applicant: { ...APPLICANT, ssn: '234567890' } });
    expect(mine.status).toBe(200);

    const removed = v.parse(
      FinanceApplicationSchema,
      await (await put(visitor, dealId, { step: 'coApplicant', coApplicant: null })).json(),
    );
    expect([removed.hasCoApplicant, removed.coApplicant]).toEqual([false, null]);
    const row = await db
      .selectFrom('finance_applications')
      .select(['co_ssn', 'co_dob', 'co_applicant'])
      .executeTakeFirst();
    expect(row).toEqual({ co_ssn: null, co_dob: null, co_applicant: null });
  });

  it('resumes: a read answers every saved part', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await saveAllSteps(visitor, dealId, CO_APPLICANT);
    const saved = await view(visitor, dealId);
    expect(saved.residence).toEqual(RESIDENCE);
    expect(saved.employment).toEqual(EMPLOYMENT);
    expect(saved.coApplicant?.residence).toEqual(RESIDENCE);
    expect(saved.updatedAt).toBe(T0.toISOString());
  });

  it('deletes a draft never sent and untouched for 30 days, sealed secrets and all', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await put(visitor, dealId, { step: 'identity', applicant: APPLICANT });
    clock = new Date(T0.getTime() + 29 * DAY);
    expect((await view(visitor, dealId)).applicant).not.toBeNull();
    clock = new Date(T0.getTime() + 31 * DAY);
    expect((await view(visitor, dealId)).applicant).toBeNull();
    expect(await db.selectFrom('finance_applications').selectAll().execute()).toEqual([]);
  });
});

describe('submitting (POST /api/deals/:id/finance-application/submit) and the finance options', () => {
  it('sends a complete application to the sandbox lenders: approved terms per lender, stored as the deal’s options', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await selfSelect(visitor, dealId, 'excellent');
    await saveAllSteps(visitor, dealId);
    const before = await json(visitor.get(`/api/deals/${dealId}/finance-options`), FinanceOptionsSchema);
    expect(before).toMatchObject({ submittedAt: null, amountFinanced: null, options: [] });

    const res = await submit(visitor, dealId);
    expect(res.status).toBe(200);
    const options = v.parse(FinanceOptionsSchema, await res.json());
    const cash = await json(visitor.get(`/api/deals/${dealId}/cash`), CashDealSchema);
    expect(options).toMatchObject({
      dealId,
      vehicleName: '2026 Toyota Camry XLE',
      submittedAt: T0.toISOString(),
      amountFinanced: cash.cashPrice,
      creditTier: 'excellent',
    });
    expect(options.options.map((o) => [o.lenderName, o.decision])).toEqual([
      ['Toyota Financial Services', 'APPROVED'],
      ['Summit Credit Union', 'APPROVED'],
      ['Northstar Bank', 'APPROVED'],
      ['Lakeshore Bank', 'APPROVED'],
    ]);
    expect(options.options[0]).toMatchObject({ apr: 2.49, term: 72, conditions: ['PROOF_OF_INSURANCE'] });
    expect(await json(visitor.get(`/api/deals/${dealId}/finance-options`), FinanceOptionsSchema)).toEqual(options);
    expect((await view(visitor, dealId)).status).toBe('SUBMITTED');

    const row = await db.selectFrom('finance_applications').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      authorization_version: CURRENT_FINANCE_AUTHORIZATION_VERSION,
      authorization_locale: 'en',
      authorization_text: financeAuthorizationText(CURRENT_FINANCE_AUTHORIZATION_VERSION, 'en', 'First Motors'),
    });
    // The lender's log: initials and the last four digits, nothing more of the person.
    const [receipt] = await listLenderReceipts(db);
    expect(receipt).toMatchObject({ applicantInitials: 'A.G.', applicantSsnLastFour: '6789', outcome: 'DECIDED' });
    expect(withoutIds(await dump())).not.toMatch(/123-?45-?6789|1979-03-14/);
    const lead = await oneValidLead(db, 'finance-application');
    expect(lead.document).toContain('credit tier excellent; 4 of 4 lenders approved.');
    expect(withoutIds(lead.document)).not.toMatch(/6789|1979|income/i);
  });

  it('asks the lenders about the deal’s latest finance quotes, and prices the default tier at what it earns', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const quotes = await json(
      visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 5000 }),
      FinanceQuotesSchema,
    );
    await saveAllSteps(visitor, dealId, CO_APPLICANT);
    const options = v.parse(FinanceOptionsSchema, await (await submit(visitor, dealId)).json());
    expect(options.amountFinanced).toBe(quotes.quotes[0]!.amountFinanced);
    // A visitor without a pull or a chosen range is priced at 300: only Lakeshore Bank lends to it.
    expect(options.creditTier).toBe('worst');
    expect(options.options.map((o) => (o.decision === 'APPROVED' ? o.lenderName : o.reason))).toEqual([
      'Lakeshore Bank',
      'CREDIT',
      'CREDIT',
      'CREDIT',
    ]);
    const [receipt] = await listLenderReceipts(db);
    expect(receipt).toMatchObject({ coApplicantInitials: 'B.G.', coApplicantSsnLastFour: '7890' });
  });

  it('refuses an incomplete application step by step, and an authorization version never shown', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    const none = await submit(visitor, dealId);
    expect(none.status).toBe(400);
    expect(await fieldsOf(none)).toEqual([
      `applicant: ${STEP_MISSING.applicant}`,
      `residence: ${STEP_MISSING.residence}`,
      `employment: ${STEP_MISSING.employment}`,
      `coApplicant: ${STEP_MISSING.coApplicant}`,
    ]);
    await put(visitor, dealId, { step: 'identity', applicant: APPLICANT });
    await put(visitor, dealId, { step: 'employment', employment: EMPLOYMENT });
    expect(await fieldsOf(submit(visitor, dealId))).toEqual([
      `residence: ${STEP_MISSING.residence}`,
      `coApplicant: ${STEP_MISSING.coApplicant}`,
    ]);
    const unknown = await submit(visitor, dealId, { authorization: { ...AUTHORIZATION, version: '1999-01-01' } });
    expect(await fieldsOf(unknown)).toEqual([`authorization.version: ${UNKNOWN_AUTHORIZATION}`]);
    const unchecked = await submit(visitor, dealId, { authorization: { ...AUTHORIZATION, accepted: false } });
    expect(unchecked.status).toBe(400);
    expect(await listLenderReceipts(db)).toEqual([]);
  });

  it('is for finance deals only: a cash deal (seed 000 §4) takes no step and sends nothing', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await saveAllSteps(visitor, dealId);
    await setCash(dealId);
    const got = await view(visitor, dealId);
    expect([got.financeAppEnabled, got.dealType]).toEqual([false, 'CASH']);
    for (const res of [
      await put(visitor, dealId, { step: 'residence', residence: RESIDENCE }),
      await submit(visitor, dealId),
    ]) {
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(FINANCE_APP_OFF);
    }
    expect(await listLenderReceipts(db)).toEqual([]);
  });

  it('makes an edited application a draft again, keeping the last options until it is sent again', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await selfSelect(visitor, dealId);
    await saveAllSteps(visitor, dealId);
    const first = v.parse(FinanceOptionsSchema, await (await submit(visitor, dealId)).json());
    clock = new Date(T0.getTime() + 60_000);
    await put(visitor, dealId, { step: 'employment', employment: { ...EMPLOYMENT, grossAnnualIncome: 40_000 } });
    expect((await view(visitor, dealId)).status).toBe('DRAFT');
    // The same decisions, no longer to choose from until the application is sent again.
    expect(await json(visitor.get(`/api/deals/${dealId}/finance-options`), FinanceOptionsSchema)).toEqual({
      ...first,
      choiceBlocked: 'APPLICATION_CHANGED',
    });
    const second = v.parse(FinanceOptionsSchema, await (await submit(visitor, dealId)).json());
    expect(second.submittedAt).toBe(clock.toISOString());
    expect(second.options).not.toEqual(first.options);
  });

  it(`allows ${SUBMITS_PER_DAY} submissions a day, then 429 with the wait`, async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await saveAllSteps(visitor, dealId);
    // Each a changed application: an unchanged one is answered without being sent or counted.
    const changed = async (i: number) =>
      put(visitor, dealId, { step: 'employment', employment: { ...EMPLOYMENT, grossAnnualIncome: 80_000 + i } });
    for (let i = 0; i < SUBMITS_PER_DAY; i++) {
      await changed(i);
      expect((await submit(visitor, dealId)).status).toBe(200);
    }
    await changed(SUBMITS_PER_DAY);
    const limited = await submit(visitor, dealId);
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { message: string; retryAfterSeconds: number };
    expect(body.message).toBe(TOO_MANY_SUBMITS);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('answers 502 when the lenders cannot be reached, and keeps the application as it was', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await saveAllSteps(visitor, dealId);
    await put(visitor, dealId, { step: 'identity', applicant: { ...APPLICANT, lastName: SANDBOX_OUTAGE_LAST_NAME } });
    const res = await submit(visitor, dealId);
    expect(res.status).toBe(502);
    expect((await errorOf(res)).message).toBe(LENDERS_UNAVAILABLE);
    const kept = await view(visitor, dealId);
    expect([kept.status, kept.submittedAt, kept.applicant?.ssnLastFour]).toEqual(['DRAFT', null, '6789']);
    expect((await listLenderReceipts(db))[0]).toMatchObject({ outcome: 'UNAVAILABLE', decisions: [] });
  });

  it('asks for the SSN again when the key changed since it was sealed', async () => {
    const { visitor, dealId } = await visitorWithDeal();
    await saveAllSteps(visitor, dealId);
    const rotated = await makeFinanceApp({ db, key: randomBytes(32), now: () => new Date(clock) });
    // The same browser session, now served by a process with another key.
    const res = await rotated.app.request(`${applicationPath(dealId)}/submit`, {
      method: 'POST',
      headers: { Cookie: visitor.cookie, 'X-CSRF-TOKEN': visitor.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ authorization: AUTHORIZATION }),
    });
    expect(await fieldsOf(res)).toEqual([`applicant.ssn: ${ENTER_AGAIN}`, `applicant.dateOfBirth: ${ENTER_AGAIN}`]);
  });
});

describe('FINANCE_DATA_KEY', () => {
  it('is required in production: the server refuses to start without it, and takes no other shape', () => {
    expect(() => readConfig({ DEPLOYMENT_ENV: 'prod' })).toThrow('FINANCE_DATA_KEY is required in production');
    expect(() => readConfig({ FINANCE_DATA_KEY: 'short' })).toThrow(FINANCE_KEY_FORMAT);
    const key = randomBytes(32);
    expect(readConfig({ DEPLOYMENT_ENV: 'prod', FINANCE_DATA_KEY: key.toString('base64') }).financeDataKey).toEqual(
      key,
    );
    // Outside production the sandbox's development key stands in.
    expect(readConfig({}).financeDataKey).toBeNull();
  });

  it('an app built for production without it takes no application (never the development key)', async () => {
    const prod = testApp(await makeDb(dealSeed()), {
      environment: 'prod',
    });
    const visitor = await Visitor.start(prod);
    const dealId = await visitor.startDeal('v1');
    const res = await visitor.post(applicationPath(dealId), { step: 'identity', applicant: APPLICANT }, 'PUT');
    expect(res.status).toBe(503);
    expect((await errorOf(res)).message).toBe(FINANCE_UNCONFIGURED);
  });
});

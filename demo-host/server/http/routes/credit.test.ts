import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  AppliedPreApprovalSchema,
  CreditEvaluatorSchema,
  CreditInfoSchema,
  NO_CREDIT_INFO,
  NO_CREDIT_PROFILE,
  NO_PRE_APPROVALS,
  PreApprovalsSchema,
  SELF_SELECT_OFF,
  SoftPullResultSchema,
  type SoftPullRequest,
} from '../../../../src/contract/credit.ts';
import { creditConsentText, CURRENT_CREDIT_CONSENT_VERSION } from '../../../../src/contract/credit-consent.ts';
import { DealSchema, FinanceQuoteSchema } from '../../../../src/contract/deal.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { getLatestQuoteSet } from '../../db/deal-quotes-repo.ts';
import type { SeedData } from '../../db/seed/seed.ts';
import type { Db } from '../../db/schema.ts';
import { cookieOf, makeApp, makeDb, makeDist, proveEmail, withoutIds } from '../../test-support.ts';
import { INVALID_BIRTH_DATE, SOFT_PULLS_PER_DAY, TOO_YOUNG, UNKNOWN_CONSENT, UNKNOWN_PRE_APPROVAL } from './credit.ts';
import { pullRequest, verifySession } from './credit-fixtures.ts';
import { dealSeed, json, OTHER_USER, Visitor } from './deal-fixtures.ts';
import { leadsOf, oneValidLead } from './lead-test-support.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');
const DAY = 86_400_000;
const QuotesSchema = v.object({ quotes: v.array(FinanceQuoteSchema) });

function creditSeed(): SeedData {
  const seed = dealSeed();
  const main = seed.campaigns[0] as SeedData['campaigns'][number];
  return {
    ...seed,
    campaigns: [
      ...seed.campaigns,
      {
        ...main,
        slug: 'nocredit',
        domain: 'nocredit.test',
        isDefault: false,
        disabledPages: ['credit'],
        dealerIds: ['d1'],
      },
    ],
  };
}

let db: Db;
let app: Awaited<ReturnType<typeof makeApp>>['app'];
let clock: Date;

beforeEach(async () => {
  clock = T0;
  ({ db, app } = await makeApp(await makeDb(creditSeed()), makeDist(), () => new Date(clock)));
});

/** A visitor whose session verified a code: the identity a soft pull needs without an account. */
async function verifiedVisitor(campaign?: string): Promise<Visitor> {
  const visitor = await Visitor.start(app, ...(campaign ? [campaign] : []));
  await verifySession(db, visitor, clock.getTime());
  return visitor;
}

const errorOf = async (res: Response | Promise<Response>) => json(res, ErrorBodySchema);
const dealOf = (visitor: Visitor, id: string) => json(visitor.get(`/api/deals/${id}`), DealSchema);

async function pulled(visitor: Visitor, lastName: string, over: Partial<SoftPullRequest> = {}) {
  const res = await visitor.post('/api/soft-pull', pullRequest(lastName, over));
  expect(res.status).toBe(200);
  return v.parse(SoftPullResultSchema, await res.json());
}

describe('POST /api/soft-pull', () => {
  it('answers a HIT with score, tier and 14 days, and records the consent text shown, never DOB or income', async () => {
    const visitor = await verifiedVisitor();
    expect(await pulled(visitor, 'Good')).toEqual({
      outcome: 'HIT',
      agency: 'TRANSUNION',
      creditScore: null,
      tier: 'good',
      pulledAt: T0.toISOString(),
      expiresAt: new Date(T0.getTime() + 14 * DAY).toISOString(),
    });
    const rows = await db.selectFrom('soft_pulls').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      outcome: 'HIT',
      score: 684,
      tier: 'good',
      initials: 'A.G.',
      zip_code: '78701',
      state_code: 'TX',
      consent_version: CURRENT_CREDIT_CONSENT_VERSION,
      consent_locale: 'en',
      consent_text: creditConsentText(CURRENT_CREDIT_CONSENT_VERSION, 'en', 'First Motors'),
      consented_at: T0.toISOString(),
    });
    const stored = JSON.stringify(await db.selectFrom('soft_pulls').selectAll().execute());
    for (const secret of ['1988-04-12', '90000', 'Ana', '1 Main St']) expect(withoutIds(stored)).not.toContain(secret);
    // A visitor left no email or phone: there is nobody a dealer could reach, so no lead.
    expect(await leadsOf(db)).toEqual([]);
  });

  it('sends the dealer a pre-qualified lead for a signed-in shopper: the tier, never the score, birth date or income', async () => {
    const visitor = await verifiedVisitor();
    await visitor.login();
    await pulled(visitor, 'Good');
    const lead = await oneValidLead(db, 'pre-qualified');
    expect(lead.document).toContain('Credit tier good (TRANSUNION)');
    expect(lead.document).toContain(`Soft credit pull consent: version ${CURRENT_CREDIT_CONSENT_VERSION}`);
    for (const secret of ['684', '1988-04-12', '90000']) expect(withoutIds(lead.document)).not.toContain(secret);
    await pulled(visitor, 'Nohit');
    expect((await leadsOf(db)).map((l) => l.kind)).toEqual(['pre-qualified']);
  });

  it('records the Spanish text when the app showed Spanish', async () => {
    const visitor = await verifiedVisitor();
    await pulled(visitor, 'Fair', {
      consent: { version: CURRENT_CREDIT_CONSENT_VERSION, locale: 'es', accepted: true },
    });
    const row = await db.selectFrom('soft_pulls').select(['consent_text', 'consent_locale']).executeTakeFirstOrThrow();
    expect(row).toEqual({
      consent_locale: 'es',
      consent_text: creditConsentText(CURRENT_CREDIT_CONSENT_VERSION, 'es', 'First Motors'),
    });
  });

  it('answers NO_HIT and FROZEN, which leave no credit info and no pre-approvals', async () => {
    const visitor = await verifiedVisitor();
    expect(await pulled(visitor, 'Nohit')).toEqual({ outcome: 'NO_HIT', agency: 'TRANSUNION' });
    expect(await pulled(visitor, 'Frozen', { agency: 'EXPERIAN' })).toEqual({ outcome: 'FROZEN', agency: 'EXPERIAN' });
    const info = await visitor.get('/api/soft-pull/credit-score');
    expect([info.status, (await errorOf(info)).message]).toEqual([404, NO_CREDIT_INFO]);
    const pre = await visitor.get('/api/pre-approvals');
    expect([pre.status, (await errorOf(pre)).message]).toEqual([404, NO_PRE_APPROVALS]);
  });

  it('is a 400 on consent.version for a version the app never showed', async () => {
    const visitor = await verifiedVisitor();
    const res = await visitor.post(
      '/api/soft-pull',
      pullRequest('Good', { consent: { version: '1999-01-01', locale: 'en', accepted: true } }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors).toEqual([{ field: 'consent.version', message: UNKNOWN_CONSENT }]);
  });

  it('is a 400 on dateOfBirth for a date that does not exist or a shopper under 18', async () => {
    const visitor = await verifiedVisitor();
    for (const [dateOfBirth, message] of [
      ['1990-02-30', INVALID_BIRTH_DATE],
      ['1990-13-01', INVALID_BIRTH_DATE],
      ['2030-01-01', INVALID_BIRTH_DATE],
      ['2008-12-02', TOO_YOUNG],
    ] as const) {
      const res = await visitor.post('/api/soft-pull', pullRequest('Good', { dateOfBirth }));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fieldErrors).toEqual([{ field: 'dateOfBirth', message }]);
    }
    // 18 today is old enough.
    expect((await pulled(visitor, 'Good', { dateOfBirth: '2008-12-01' })).outcome).toBe('HIT');
  });

  it('is a 400 with field errors for a form the schema refuses, and a 403 without the CSRF token', async () => {
    const visitor = await verifiedVisitor();
    const res = await visitor.post('/api/soft-pull', { ...pullRequest('Good'), annualIncome: -5 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors.map((e) => e.field)).toEqual(['annualIncome']);
    const noToken = await app.request('/api/soft-pull', {
      method: 'POST',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(pullRequest('Good')),
    });
    expect(noToken.status).toBe(403);
    expect(await db.selectFrom('soft_pulls').select('id').execute()).toEqual([]);
  });

  it(`allows ${SOFT_PULLS_PER_DAY} pulls a day per shopper, then a 429 with retryAfterSeconds`, async () => {
    const visitor = await verifiedVisitor();
    for (let i = 0; i < SOFT_PULLS_PER_DAY; i++) await pulled(visitor, 'Good');
    const res = await visitor.post('/api/soft-pull', pullRequest('Good'));
    expect(res.status).toBe(429);
    const body = (await res.json()) as { retryAfterSeconds: number };
    expect(body.retryAfterSeconds).toBe(86_400);
    expect(res.headers.get('Retry-After')).toBe('86400');
    // Another verified session from the same client address is no new allowance (usage-limits.ts).
    expect((await (await verifiedVisitor()).post('/api/soft-pull', pullRequest('Good'))).status).toBe(429);
    clock = new Date(T0.getTime() + DAY);
    await pulled(visitor, 'Good');
  });
});

describe('GET /api/soft-pull/credit-score and the evaluator', () => {
  it('give the valid pull and BUREAU; before any pull 404 and CUSTOMER', async () => {
    const visitor = await verifiedVisitor();
    expect((await visitor.get('/api/soft-pull/credit-score')).status).toBe(404);
    expect(await json(visitor.get('/api/soft-pull/user/credit-profile/evaluator'), CreditEvaluatorSchema)).toEqual({
      evaluator: 'CUSTOMER',
      selfSelectedTier: null,
    });
    await pulled(visitor, 'Great', { agency: 'EXPERIAN' });
    expect(await json(visitor.get('/api/soft-pull/credit-score'), CreditInfoSchema)).toEqual({
      creditScore: null,
      tier: 'great',
      agency: 'EXPERIAN',
      pulledAt: T0.toISOString(),
      expiresAt: new Date(T0.getTime() + 14 * DAY).toISOString(),
    });
    expect(await json(visitor.get('/api/soft-pull/user/credit-profile/evaluator'), CreditEvaluatorSchema)).toEqual({
      evaluator: 'BUREAU',
      tier: 'great',
      agency: 'EXPERIAN',
    });
  });

  it('expire after 14 days: the pull no longer prices, the evaluator is CUSTOMER again', async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await pulled(visitor, 'Excellent');
    clock = new Date(T0.getTime() + 14 * DAY - 1);
    expect((await visitor.get('/api/soft-pull/credit-score')).status).toBe(200);
    expect((await dealOf(visitor, id)).offerDetails.creditSource).toBe('BUREAU');
    clock = new Date(T0.getTime() + 14 * DAY);
    expect((await visitor.get('/api/soft-pull/credit-score')).status).toBe(404);
    expect((await visitor.get('/api/pre-approvals')).status).toBe(404);
    expect(
      (await json(visitor.get('/api/soft-pull/user/credit-profile/evaluator'), CreditEvaluatorSchema)).evaluator,
    ).toBe('CUSTOMER');
    expect((await dealOf(visitor, id)).offerDetails).toMatchObject({ creditSource: 'DEFAULT', creditScore: 300 });
    const { quotes } = await json(visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000 }), QuotesSchema);
    expect(quotes.every((q) => q.creditTier === 'worst')).toBe(true);
  });
});

describe('a HIT re-prices the shopper', () => {
  it("re-prices every deal's stored quotes to the pulled tier and sets creditSource BUREAU", async () => {
    const visitor = await verifiedVisitor();
    const ids = [await visitor.startDeal('v1'), await visitor.startDeal('v2')];
    for (const id of ids) await visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000 });
    expect((await getLatestQuoteSet(db, ids[0] as string, 'FINANCE'))?.quotes[0]?.creditTier).toBe('worst');
    await pulled(visitor, 'Excellent');
    for (const id of ids) {
      expect((await getLatestQuoteSet(db, id, 'FINANCE'))?.quotes.every((q) => q.creditTier === 'excellent')).toBe(
        true,
      );
      expect((await dealOf(visitor, id)).offerDetails).toMatchObject({
        creditSource: 'BUREAU',
        creditTier: 'excellent',
        creditScore: 740,
      });
    }
    // Another shopper's deal is not touched.
    const other = await verifiedVisitor();
    const theirs = await other.startDeal();
    expect((await dealOf(other, theirs)).offerDetails.creditSource).toBe('DEFAULT');
  });
});

describe("a HIT's ZIP taxes the shopper where they live", () => {
  it('sets the tax location of deals without a typed ZIP to the pull address, and a typed ZIP still wins', async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal('v1');
    expect((await dealOf(visitor, id)).tax.basis).toBe('DEALER');
    const seattle = { street1: '1 Pike St', city: 'Seattle', state: 'WA', zipCode: '98101' };
    await pulled(visitor, 'Good', { address: seattle });
    expect((await dealOf(visitor, id)).tax).toMatchObject({ basis: 'PREQUALIFICATION', zip: '98101', stateCode: 'WA' });
    const typed = await json(visitor.post(`/api/deals/${id}/tax-location`, { zip: '02116' }, 'PUT'), DealSchema);
    expect(typed.tax).toMatchObject({ basis: 'DEAL_PAGE', zip: '02116', stateCode: 'MA' });
  });

  it('no longer applies once the pull has expired', async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal('v1');
    await pulled(visitor, 'Good', {
      address: { street1: '1 Pike St', city: 'Seattle', state: 'WA', zipCode: '98101' },
    });
    clock = new Date(T0.getTime() + 15 * DAY);
    expect((await dealOf(visitor, id)).tax.basis).toBe('DEALER');
  });
});

describe('PUT /api/deals/:id/credit-tier', () => {
  it('self-selects: the deal re-prices at the floor score, the shopper keeps the choice for the next deal', async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 2000 });
    const deal = await json(visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'great' }, 'PUT'), DealSchema);
    expect(deal.offerDetails).toMatchObject({ creditTier: 'great', creditScore: 700, creditSource: 'SELF_SELECTED' });
    expect((await getLatestQuoteSet(db, id, 'FINANCE'))?.quotes.every((q) => q.creditTier === 'great')).toBe(true);
    expect(await json(visitor.get('/api/soft-pull/user/credit-profile/evaluator'), CreditEvaluatorSchema)).toEqual({
      evaluator: 'CUSTOMER',
      selfSelectedTier: 'great',
    });
    const next = await visitor.startDeal('v2');
    expect((await dealOf(visitor, next)).offerDetails).toMatchObject({
      creditTier: 'great',
      creditSource: 'SELF_SELECTED',
    });
  });

  it('runs beside a soft pull of the same shopper without a deadlock (PostgreSQL answered 500: deadlock detected)', async () => {
    const visitor = await verifiedVisitor();
    const ids = [await visitor.startDeal(), await visitor.startDeal('v2'), await visitor.startDeal()];
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      clock = new Date(T0.getTime() + round * DAY);
      // The selection row exists, so the pull's transaction has it and the deals to change.
      for (const id of ids) await visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'fair' }, 'PUT');
      await db.deleteFrom('soft_pulls').execute();
      const answers = await Promise.all([
        ...ids.map((id) => visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'great' }, 'PUT')),
        visitor.post('/api/soft-pull', pullRequest('Good')),
        ...ids.map((id) => visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'good' }, 'PUT')),
      ]);
      statuses.push(...answers.map((r) => r.status));
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  it('is a 409 once a pull decides the tier, and a HIT ends the self-selection', async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'excellent' }, 'PUT');
    await pulled(visitor, 'Fair');
    expect((await dealOf(visitor, id)).offerDetails).toMatchObject({ creditTier: 'fair', creditSource: 'BUREAU' });
    const res = await visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'excellent' }, 'PUT');
    expect([res.status, (await errorOf(res)).message]).toEqual([409, SELF_SELECT_OFF]);
    clock = new Date(T0.getTime() + 15 * DAY);
    expect(await json(visitor.get('/api/soft-pull/user/credit-profile/evaluator'), CreditEvaluatorSchema)).toEqual({
      evaluator: 'CUSTOMER',
      selfSelectedTier: null,
    });
    expect((await dealOf(visitor, id)).offerDetails.creditSource).toBe('DEFAULT');
  });

  it("is a 400 for an unknown tier and a 404 for another session's deal", async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    const bad = await visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'superb' }, 'PUT');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fieldErrors.map((e) => e.field)).toEqual(['tier']);
    const stranger = await verifiedVisitor();
    expect((await stranger.post(`/api/deals/${id}/credit-tier`, { tier: 'good' }, 'PUT')).status).toBe(404);
    expect((await dealOf(visitor, id)).offerDetails.creditSource).toBe('DEFAULT');
  });
});

describe('pre-approvals', () => {
  it("GET /api/pre-approvals lists the banks' pre-approvals of the valid HIT; none for worst", async () => {
    const visitor = await verifiedVisitor();
    await pulled(visitor, 'Good');
    const { preApprovals } = await json(visitor.get('/api/pre-approvals'), PreApprovalsSchema);
    expect(preApprovals.map((p) => [p.lenderName, p.apr, p.maxTerm, p.tier])).toEqual([
      ['Northstar Bank', 7.99, 72, 'good'],
      ['Summit Credit Union', 7.74, 72, 'good'],
      ['Lakeshore Bank', 8.24, 72, 'good'],
    ]);
    expect(preApprovals.every((p) => p.expiresAt === new Date(T0.getTime() + 14 * DAY).toISOString())).toBe(true);
    const worst = await verifiedVisitor();
    await pulled(worst, 'Worst');
    expect(await json(worst.get('/api/pre-approvals'), PreApprovalsSchema)).toEqual({ preApprovals: [] });
  });

  it("applying one quotes finance from that lender only, at that lender's estimates, up to its maxTerm; null removes it", async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await pulled(visitor, 'Poor');
    const [lakeshore] = (await json(visitor.get('/api/pre-approvals'), PreApprovalsSchema)).preApprovals;
    if (!lakeshore) throw new Error('expected a pre-approval');
    expect(await json(visitor.get(`/api/deal/${id}/applied-pre-approval`), AppliedPreApprovalSchema)).toEqual({
      preApproval: null,
    });
    const { quotes: estimates } = await json(
      visitor.get(`/api/deals/${id}/finance/quotes?downPayment=5000`),
      QuotesSchema,
    );
    const deal = await json(
      visitor.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId: lakeshore.preApprovalId }, 'PUT'),
      DealSchema,
    );
    expect(deal.preferences.appliedPreApproval).toBe(lakeshore.preApprovalId);
    expect(await json(visitor.get(`/api/deal/${id}/applied-pre-approval`), AppliedPreApprovalSchema)).toEqual({
      preApproval: lakeshore,
    });
    const { quotes } = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=5000`), QuotesSchema);
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      expect(q.financier.lenderNumber).toBe(lakeshore.lenderNumber);
      // The rate sheet's, as before it was applied: a pre-approval never changes a lender's rate.
      expect(q.apr).toBe(estimates.find((e) => e.id === q.id)?.apr);
      expect(q.term).toBeLessThanOrEqual(lakeshore.maxTerm);
      expect(q.amountFinanced).toBeLessThanOrEqual(lakeshore.maxAmount);
    }
    await visitor.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId: null }, 'PUT');
    const all = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=5000`), QuotesSchema);
    expect(new Set(all.quotes.map((q) => q.financier.lenderNumber)).size).toBeGreaterThan(1);
  });

  it('leaves out quotes whose amount financed exceeds maxAmount', async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await pulled(visitor, 'Good', { annualIncome: 12_000 });
    const [first] = (await json(visitor.get('/api/pre-approvals'), PreApprovalsSchema)).preApprovals;
    if (!first) throw new Error('expected a pre-approval');
    await visitor.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId: first.preApprovalId }, 'PUT');
    expect(await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=0`), QuotesSchema)).toEqual({
      quotes: [],
    });
  });

  it("is a 400 on preApprovalId for an unknown, expired or another shopper's id; a 404 for another's deal", async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await pulled(visitor, 'Great');
    const other = await verifiedVisitor();
    await pulled(other, 'Great');
    const [theirs] = (await json(other.get('/api/pre-approvals'), PreApprovalsSchema)).preApprovals;
    const [mine] = (await json(visitor.get('/api/pre-approvals'), PreApprovalsSchema)).preApprovals;
    for (const preApprovalId of ['nope', theirs?.preApprovalId]) {
      const res = await visitor.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId }, 'PUT');
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fieldErrors).toEqual([{ field: 'preApprovalId', message: UNKNOWN_PRE_APPROVAL }]);
    }
    expect((await other.get(`/api/deal/${id}/applied-pre-approval`)).status).toBe(404);
    expect((await other.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId: null }, 'PUT')).status).toBe(404);
    await visitor.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId: mine?.preApprovalId }, 'PUT');
    clock = new Date(T0.getTime() + 14 * DAY);
    expect(await json(visitor.get(`/api/deal/${id}/applied-pre-approval`), AppliedPreApprovalSchema)).toEqual({
      preApproval: null,
    });
    const expired = await visitor.post(
      `/api/deal/${id}/applied-pre-approval`,
      { preApprovalId: mine?.preApprovalId },
      'PUT',
    );
    expect(expired.status).toBe(400);
  });
});

describe("a campaign with 'credit' in disabledPages (§8)", { timeout: 60_000 }, () => {
  it('answers 404 NO_CREDIT_PROFILE on every credit call, even after login', async () => {
    const visitor = await Visitor.start(app, 'nocredit');
    const id = await visitor.startDeal();
    const calls = () => [
      visitor.post('/api/soft-pull', pullRequest('Good')),
      visitor.get('/api/soft-pull/credit-score'),
      visitor.get('/api/soft-pull/user/credit-profile/evaluator'),
      visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'good' }, 'PUT'),
      visitor.get('/api/pre-approvals'),
      visitor.get(`/api/deal/${id}/applied-pre-approval`),
      visitor.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId: null }, 'PUT'),
    ];
    for (const res of await Promise.all(calls())) {
      expect([res.status, (await errorOf(res)).message]).toEqual([404, NO_CREDIT_PROFILE]);
    }
    await visitor.login();
    for (const res of await Promise.all(calls())) expect(res.status).toBe(404);
    expect(await db.selectFrom('soft_pulls').select('id').execute()).toEqual([]);
  });
});

describe("a campaign with 'credit' in disabledPages prices at the default score", { timeout: 60_000 }, () => {
  it("even a signed-in user's score on file and a pull made elsewhere", async () => {
    const elsewhere = await verifiedVisitor();
    await elsewhere.login();
    await pulled(elsewhere, 'Excellent');
    const visitor = await Visitor.start(app, 'nocredit');
    await visitor.login();
    const id = await visitor.startDeal();
    expect((await dealOf(visitor, id)).offerDetails).toMatchObject({ creditSource: 'DEFAULT', creditScore: 300 });
    const { quotes } = await json(visitor.get(`/api/deals/${id}/finance/quotes?downPayment=2000`), QuotesSchema);
    expect(quotes.every((q) => q.creditTier === 'worst')).toBe(true);
    // The same user's deal in a campaign with credit prices from the pull.
    const mine = await elsewhere.startDeal();
    expect((await dealOf(elsewhere, mine)).offerDetails).toMatchObject({ creditSource: 'BUREAU', creditScore: 740 });
  });
});

describe('login', { timeout: 60_000 }, () => {
  it("moves the session's pull and pre-approvals into an account made in the same session, and re-prices the claimed deals", async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await pulled(visitor, 'Good');
    const [pre] = (await json(visitor.get('/api/pre-approvals'), PreApprovalsSchema)).preApprovals;
    await visitor.post(`/api/deal/${id}/applied-pre-approval`, { preApprovalId: pre?.preApprovalId }, 'PUT');
    await proveEmail(app, db, visitor, 'rosa@example.test');
    const registered = await visitor.post('/api/profile/register', {
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      zipCode: '78701',
      password: 'Drive#2026',
      confirmPassword: 'Drive#2026',
      terms: true,
    });
    expect(registered.status).toBe(200);
    visitor.cookie = cookieOf(registered);
    visitor.token = ((await registered.json()) as { csrfToken: string }).csrfToken;
    expect((await json(visitor.get('/api/soft-pull/credit-score'), CreditInfoSchema)).tier).toBe('good');
    expect((await json(visitor.get('/api/pre-approvals'), PreApprovalsSchema)).preApprovals).toHaveLength(3);
    expect((await dealOf(visitor, id)).offerDetails).toMatchObject({ creditSource: 'BUREAU', creditTier: 'good' });
    expect(
      (await json(visitor.get(`/api/deal/${id}/applied-pre-approval`), AppliedPreApprovalSchema)).preApproval,
    ).toEqual(pre);
    // After the pull expires the new account has no score on file: the default prices the deal.
    clock = new Date(T0.getTime() + 20 * DAY);
    expect((await dealOf(visitor, id)).offerDetails).toMatchObject({ creditSource: 'DEFAULT', creditScore: 300 });
  });

  it("carries the session's self-selected tier to the user", async () => {
    const visitor = await verifiedVisitor();
    const id = await visitor.startDeal();
    await visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'fair' }, 'PUT');
    await visitor.login(OTHER_USER);
    expect(await json(visitor.get('/api/soft-pull/user/credit-profile/evaluator'), CreditEvaluatorSchema)).toEqual({
      evaluator: 'CUSTOMER',
      selfSelectedTier: 'fair',
    });
    expect((await dealOf(visitor, id)).offerDetails).toMatchObject({
      creditSource: 'SELF_SELECTED',
      creditTier: 'fair',
    });
  });
});

/**
 * Nothing lost at sign-in (routes/auth-service.ts): a visitor's 'Sign in to save this deal' keeps
 * the deal's name and choices (POST /api/deals/:id/save-at-sign-in); the sign-in, registration or
 * quick registration that follows claims the deals of that visitor's own session that no account
 * holds (never another session's, never an account's), keeps their preferences, jacket and quotes,
 * and saves the one asked for to the garage, with its lead and certificate, in the transaction that
 * rotates the session id. A new account is new in its session (page context `newAccount`).
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../../../src/contract/auth.ts';
import { RegisterResponseSchema } from '../../../../src/contract/account.ts';
import { CertificatesSchema } from '../../../../src/contract/certificates.ts';
import {
  DealSchema,
  FinanceQuotesSchema,
  LeaseQuotesSchema,
  type FinanceQuote,
} from '../../../../src/contract/deal.ts';
import { SaveAtSignInResponseSchema } from '../../../../src/contract/save-at-sign-in.ts';
import { SavedDealsSchema } from '../../../../src/contract/garage.ts';
import { RegisterGhostResponseSchema, type RegisterGhostRequest } from '../../../../src/contract/ghost.ts';
import { DealJacketSchema } from '../../../../src/contract/protection.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { ShadowBootSchema } from '../../../../src/contract/page-context.ts';
import { proveEmail } from '../../test-support.ts';
import { SESSION_COOKIE } from '../security.ts';
import { leadsOf } from './lead-test-support.ts';
import { json, makeDealApp, OTHER_USER, Visitor } from './deal-fixtures.ts';
import { ALREADY_SIGNED_IN } from './deals.ts';
import { QUOTE_NOT_FOUND } from '../../services/deal-save.ts';

type App = Awaited<ReturnType<typeof makeDealApp>>['app'];

const DOWN = 5000;
const TERM = 72;
const PLAN = 'vsc-basic';

/**
 * A visitor's deal on v1 (d1 offers protection) as a shopper leaves it: $5,000 down, Basic Coverage
 * on its jacket, the 72-month quote chosen; `ask` presses 'Sign in to save this deal'.
 */
async function visitorsDeal(visitor: Visitor, o: { ask?: boolean } = { ask: true }) {
  const dealId = await visitor.startDeal('v1');
  const jacket = await visitor.post(
    '/api/protection-products/update',
    { dealId, insuranceWarranties: [{ id: PLAN }] },
    'PUT',
  );
  expect(jacket.status).toBe(200);
  const { quotes } = await json(
    visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: DOWN, protectionProducts: [PLAN] }),
    FinanceQuotesSchema,
  );
  const quote = quotes.find((q) => q.term === TERM);
  if (!quote) throw new Error('no 72-month quote');
  if (o.ask) {
    const res = await askToSave(visitor, dealId, quote);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(v.parse(SaveAtSignInResponseSchema, await res.json())).toEqual({ saveAtSignIn: true });
  }
  return { dealId, quote };
}

/** 'Sign in to save this deal' with what the deal page shows (`as`: someone else sends it). */
async function askToSave(
  visitor: Visitor,
  dealId: string,
  quote: Pick<FinanceQuote, 'id' | 'term'>,
  as: Visitor = visitor,
) {
  const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
  return as.post(`/api/deals/${dealId}/save-at-sign-in`, {
    updateQuote: { dealType: 'FINANCE', quoteId: quote.id },
    dealName: 'My Camry',
    dealPreferences: {
      ...deal.preferences,
      dealType: 'FINANCE',
      financePreferences: { ...deal.preferences.financePreferences, downPayment: DOWN, term: quote.term },
    },
  });
}

/** The deal as its owner now sees it: saved, at 72 months and $5,000 down, Basic Coverage on, in the garage. */
async function expectSavedAsLeft(visitor: Visitor, dealId: string) {
  const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
  expect(deal.saved).toBe(true);
  expect(deal.dealName).toBe('My Camry');
  expect(deal.preferences.dealType).toBe('FINANCE');
  expect(deal.preferences.financePreferences).toMatchObject({ term: TERM, downPayment: DOWN });
  expect(deal.quote).toMatchObject({ term: TERM, downPayment: DOWN });
  expect(deal.latestRequests.finance).toEqual({ downPayment: DOWN });
  const jacket = await json(visitor.get(`/api/protection-products/deals/${dealId}`), DealJacketSchema);
  expect(jacket.insuranceWarranties.map((p) => p.id)).toEqual([PLAN]);
  const garage = await json(visitor.get('/api/garage/deals'), SavedDealsSchema);
  expect(garage.deals.map((d) => [d.dealId, d.dealName, d.term])).toEqual([[dealId, 'My Camry', TERM]]);
  const certificates = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
  expect(certificates.certificates).toHaveLength(1);
}

/** The new session cookie a sign-in sets (a quick registration sets the ghost cookie beside it). */
const cookieOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .find((h) => h.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0] ?? '';

async function pageContext(app: App, visitor: Visitor) {
  const res = await app.request('/api/page-context?campaign=main', { headers: { Cookie: visitor.cookie } });
  return v.parse(ShadowBootSchema, await res.json()).context;
}

describe('POST /api/deals/:id/save-at-sign-in', { timeout: 60_000 }, () => {
  it("keeps a visitor's name and choices on the deal, unsaved and the visitor's", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const { dealId } = await visitorsDeal(visitor);
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    expect(deal.saved).toBe(false);
    expect(deal.dealName).toBe('My Camry');
    expect(deal.preferences.financePreferences.term).toBe(TERM);
    // Nobody else sees it.
    const other = await Visitor.start(app);
    expect((await askToSave(visitor, dealId, { id: 'x', term: TERM }, other)).status).toBe(404);
  });

  it('refuses a quote the deal never got (400), and a signed-in shopper, who saves the deal instead (409)', async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const { dealId } = await visitorsDeal(visitor, { ask: false });
    const bad = await askToSave(visitor, dealId, { id: 'nope', term: TERM });
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await bad.json()).fieldErrors).toEqual([
      { field: 'updateQuote.quoteId', message: QUOTE_NOT_FOUND },
    ]);
    const signedIn = await Visitor.signedIn(app);
    const { dealId: own, quote } = await visitorsDeal(signedIn, { ask: false });
    const refused = await askToSave(signedIn, own, quote);
    expect(refused.status).toBe(409);
    expect(v.parse(ErrorBodySchema, await refused.json()).message).toBe(ALREADY_SIGNED_IN);
  });
});

describe('signing in claims and saves the deal the visitor asked to save', { timeout: 60_000 }, () => {
  it("POST /api/auth/login: the session's own unowned deal is the user's, saved as it was left, on a new session id", async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const anonymousCookie = visitor.cookie;
    const { dealId } = await visitorsDeal(visitor);
    // Another deal of this visitor, not asked to save: claimed, not saved.
    const browsed = await visitor.startDeal('v2');

    const res = await visitor.post('/api/auth/login', { email: 'demo@upshift.test', password: 'Upshift!23' });
    const body = v.parse(LoginResponseSchema, await res.json());
    expect(body).toMatchObject({ success: true, dealsSaved: 1 });
    visitor.cookie = cookieOf(res);
    visitor.token = body.csrfToken;
    // The session id rotated: the anonymous one is worthless now.
    expect(visitor.cookie).not.toBe(anonymousCookie);
    const stale = await app.request(`/api/deals/${dealId}`, { headers: { Cookie: anonymousCookie } });
    expect(stale.status).toBe(404);

    await expectSavedAsLeft(visitor, dealId);
    const claimed = await db
      .selectFrom('deals')
      .select(['user_id', 'saved'])
      .where('id', '=', browsed)
      .executeTakeFirst();
    expect(claimed).toEqual({ user_id: 'u1', saved: 0 });
    // One deal-saved lead, for the deal asked for.
    expect((await leadsOf(db, 'deal-saved')).map((l) => l.kind)).toEqual(['deal-saved']);
    // A sign-in to an account made before is a returning shopper.
    expect((await pageContext(app, visitor)).visitor).toMatchObject({ isLoggedIn: true, newAccount: false });
  });

  it("records each payment type's down payment as its quote has it at the account's credit (seed 000 §4)", async () => {
    const { app } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const { dealId, quote } = await visitorsDeal(visitor, { ask: false });
    // The lease tab as the visitor saw it: asked at $0 down, a lender's minimum due at their (default) credit.
    const { quotes: before } = await json(
      visitor.post(`/api/deals/${dealId}/lease/quotes`, { downPayment: 0, mileage: 12_000 }),
      LeaseQuotesSchema,
    );
    const leaseBefore = before[0];
    if (!leaseBefore) throw new Error('no lease quote');
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    const kept = await visitor.post(`/api/deals/${dealId}/save-at-sign-in`, {
      updateQuote: { dealType: 'FINANCE', quoteId: quote.id },
      dealName: 'My Camry',
      dealPreferences: {
        ...deal.preferences,
        dealType: 'FINANCE',
        financePreferences: { ...deal.preferences.financePreferences, downPayment: DOWN, term: TERM },
        leasePreferences: {
          ...deal.preferences.leasePreferences,
          downPayment: leaseBefore.downPayment,
          term: leaseBefore.term,
        },
      },
    });
    expect(kept.status).toBe(200);
    await visitor.login();

    const saved = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    const { quotes: after } = await json(
      visitor.post(`/api/deals/${dealId}/lease/quotes`, { downPayment: 0, mileage: 12_000 }),
      LeaseQuotesSchema,
    );
    const leaseAfter = after.find((q) => q.term === leaseBefore.term && q.mileageAllowed === 12_000);
    // The account's better credit asks less at signing than the visitor's default did.
    expect(leaseAfter?.downPayment).toBeLessThan(leaseBefore.downPayment);
    expect(saved.preferences.leasePreferences.downPayment).toBe(leaseAfter?.downPayment);
    expect(saved.preferences.financePreferences.downPayment).toBe(saved.quote?.downPayment);
  });

  it("leaves another session's deal alone, even one asked to save", async () => {
    const { app } = await makeDealApp();
    const someoneElse = await Visitor.start(app);
    const { dealId } = await visitorsDeal(someoneElse);
    const visitor = await Visitor.start(app);
    await visitorsDeal(visitor);
    await visitor.login();

    const garage = await json(visitor.get('/api/garage/deals'), SavedDealsSchema);
    expect(garage.deals.map((d) => d.dealId)).not.toContain(dealId);
    expect((await visitor.get(`/api/deals/${dealId}`)).status).toBe(404);
    const theirs = await json(someoneElse.get(`/api/deals/${dealId}`), DealSchema);
    expect(theirs.saved).toBe(false);
    // Theirs to claim with their own sign-in.
    await someoneElse.login({ email: OTHER_USER.email, password: OTHER_USER.password });
    await expectSavedAsLeft(someoneElse, dealId);
  });

  it("leaves a deal an account already holds alone, even in the visitor's session", async () => {
    const { app, db } = await makeDealApp();
    const olive = await Visitor.signedIn(app, OTHER_USER);
    const { dealId } = await visitorsDeal(olive, { ask: false });
    const visitor = await Visitor.start(app);
    // However it came to carry this session and the flag, a deal with an owner is not claimed.
    const sessionId = visitor.cookie.split('=')[1] ?? '';
    await db
      .updateTable('deals')
      .set({ session_id: sessionId, save_at_sign_in: 1, deal_name: 'Olive’s' })
      .where('id', '=', dealId)
      .execute();
    await visitor.login();

    const row = await db
      .selectFrom('deals')
      .select(['user_id', 'saved'])
      .where('id', '=', dealId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: 'u2', saved: 0 });
    expect((await json(visitor.get('/api/garage/deals'), SavedDealsSchema)).deals).toEqual([]);
  });

  it('POST /api/profile/register: the new account claims and saves it, and is new in its session', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const { dealId } = await visitorsDeal(visitor);
    const email = 'casey@example.test';
    await proveEmail(app, db, visitor, email);
    const res = await visitor.post('/api/profile/register', {
      firstName: 'Casey',
      lastName: 'Nguyen',
      email,
      phoneNumber: '5125550188',
      zipCode: '78701',
      password: 'Drive#2026',
      confirmPassword: 'Drive#2026',
      terms: true,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = v.parse(RegisterResponseSchema, await res.json());
    expect(body.dealsSaved).toBe(1);
    visitor.cookie = cookieOf(res);
    visitor.token = body.csrfToken;

    await expectSavedAsLeft(visitor, dealId);
    expect((await pageContext(app, visitor)).visitor).toMatchObject({
      isLoggedIn: true,
      firstName: 'Casey',
      newAccount: true,
    });
  });

  it('POST /api/profile/register-ghost: the quick registration claims and saves it too', async () => {
    const { app, db } = await makeDealApp();
    const visitor = await Visitor.start(app);
    const { dealId } = await visitorsDeal(visitor);
    const email = 'grace@example.test';
    await proveEmail(app, db, visitor, email);
    const form: RegisterGhostRequest = {
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '(512) 555-0144',
      email,
      zipCode: '78701',
      terms: true,
      address: 'Unknown',
      address2: '',
      city: 'Austin',
      stateCode: 'TX',
      county: 'Travis',
      lat: 30.27,
      lng: -97.74,
      smsAllowed: false,
      consent: { version: '2026-11-23', locale: 'en' },
    };
    const res = await visitor.post('/api/profile/register-ghost?campaign=main&dealer=d1', form);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = v.parse(RegisterGhostResponseSchema, await res.json());
    expect(body).toMatchObject({ returning: false, dealsSaved: 1 });
    visitor.cookie = cookieOf(res);
    visitor.token = body.csrfToken;

    await expectSavedAsLeft(visitor, dealId);
    expect((await pageContext(app, visitor)).visitor).toMatchObject({ isLoggedIn: true, newAccount: true });
  });
});

/**
 * Signing online through HTTP: the deal's signing state, the code by email and
 * SMS through the outbox, the electronic-records consent, the contract built from the deal's last
 * quote to the cent, the signature and its refusals, and resuming. On SQLite and PostgreSQL.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALREADY_SIGNED,
  CASH_DEAL,
  CONSENT_FIRST,
  ContractingStateSchema,
  NO_QUOTE,
  QUOTE_CHANGED,
  SIGN_IN_TO_SIGN,
  SIGNATURE_MISMATCH,
  VERIFY_FIRST,
} from '../../../../src/contract/contracting.ts';
import { CURRENT_ESIGN_CONSENT_VERSION, esignConsentText } from '../../../../src/contract/esign-consent.ts';
import {
  DealSchema,
  FinanceQuotesSchema,
  LeaseQuotesSchema,
  type FinanceQuote,
  type LeaseQuote,
} from '../../../../src/contract/deal.ts';
import { MfaCodeStateSchema, VerifyResponseSchema } from '../../../../src/contract/profile.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { getLatestQuoteSet } from '../../db/deal-quotes-repo.ts';
import { makeDb, testApp, USER } from '../../test-support.ts';
import type { Db } from '../../db/schema.ts';
import { listOutbox } from '../../sandbox/messaging/index.ts';
import { CODE_TTL_MS, RESEND_COOLDOWN_MS } from '../../domain/mfa/engine.ts';
import {
  codeSentTo,
  consentToSign,
  contractingPath,
  dealSeed,
  json,
  OTHER_USER,
  readyToSign,
  savedFinanceDeal,
  signContract,
  verifyToSign,
  Visitor,
} from './deal-fixtures.ts';
import { oneValidLead } from './lead-test-support.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');
const UA = 'Mozilla/5.0 (sign-online test)';
const IP = '198.51.100.7';
const HOUR = 3_600_000;

let db: Db;
let app: ReturnType<typeof testApp>;
let clock: number;

beforeEach(async () => {
  clock = T0.getTime();
  db = await makeDb(dealSeed());
  app = testApp(db, { trustProxy: true, now: () => new Date(clock) });
});

const errorOf = async (res: Response | Promise<Response>) => {
  const r = await res;
  return { status: r.status, ...v.parse(ErrorBodySchema, await r.json()) };
};
const stateOf = (visitor: Visitor, dealId: string) =>
  json(visitor.get(contractingPath(dealId)), ContractingStateSchema);

/** A signed-in shopper whose browser sends its user agent, through the proxy from its address. */
async function signedIn(credentials = USER): Promise<Visitor> {
  const visitor = await Visitor.signedIn(app, credentials);
  visitor.headers = { 'User-Agent': UA, 'X-Forwarded-For': IP };
  return visitor;
}

describe('who may sign', () => {
  it('asks a visitor to sign in (401), and hides another shopper’s deal (404)', async () => {
    const visitor = await Visitor.start(app);
    const dealId = await visitor.startDeal('v1');
    expect(await errorOf(visitor.get(contractingPath(dealId)))).toMatchObject({
      status: 401,
      message: SIGN_IN_TO_SIGN,
    });
    expect((await visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' })).status).toBe(401);

    const owner = await signedIn();
    const { dealId: mine } = await savedFinanceDeal(owner);
    const other = await signedIn(OTHER_USER);
    expect((await other.get(contractingPath(mine))).status).toBe(404);
    expect((await other.post(`${contractingPath(mine)}/code`, { method: 'EMAIL' })).status).toBe(404);
    expect((await other.get(contractingPath('no-such-deal'))).status).toBe(404);
  });

  it('needs the CSRF token on every step, and answers a bad body with a 400 on its field', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    const res = await app.request(`${contractingPath(dealId)}/code`, {
      method: 'POST',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'EMAIL' }),
    });
    expect(res.status).toBe(403);
    const bad = await errorOf(visitor.post(`${contractingPath(dealId)}/code`, { method: 'PIGEON' }));
    expect(bad.status).toBe(400);
    expect(bad.fieldErrors[0]?.field).toBe('method');
  });
});

describe('the state of a deal’s signing', () => {
  it('starts at the code step with the account’s phone and email, masked, and no contract yet', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    const state = await stateOf(visitor, dealId);
    expect(state).toMatchObject({
      dealId,
      unavailable: null,
      dealerName: 'First Motors',
      methods: [
        { method: 'SMS', destination: '(•••) •••-0199' },
        { method: 'EMAIL', destination: 'd•••@upshift.test' },
      ],
      code: { active: false },
      verified: false,
      consent: null,
      contract: null,
      signature: null,
    });
  });

  it('says a cash deal cannot be signed online, and refuses its steps with 409', async () => {
    const visitor = await signedIn();
    const dealId = await visitor.startDeal('v1');
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    await visitor.post(`/api/deals/${dealId}/update`, {
      updateQuote: { dealType: 'CASH' },
      dealName: 'Cash Camry',
      dealPreferences: { ...deal.preferences, dealType: 'CASH' },
    });
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).features.contractingEnabled).toBe(false);
    expect((await stateOf(visitor, dealId)).unavailable).toBe('CASH_DEAL');
    expect(await errorOf(visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' }))).toMatchObject({
      status: 409,
      message: CASH_DEAL,
    });
  });

  it('says a finance deal without a saved quote has nothing to sign yet', async () => {
    const visitor = await signedIn();
    const dealId = await visitor.startDeal('v1');
    await visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 0, protectionProducts: [] });
    expect((await stateOf(visitor, dealId)).unavailable).toBe('NO_QUOTE');
    expect(await errorOf(visitor.post(`${contractingPath(dealId)}/code`, { method: 'SMS' }))).toMatchObject({
      status: 409,
      message: NO_QUOTE,
    });
  });
});

describe('the code', () => {
  it('goes by email to the account’s address, hashed at rest, and a right one verifies the deal', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    const sent = await json(visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' }), MfaCodeStateSchema);
    expect(sent).toEqual({
      active: true,
      channel: 'EMAIL',
      destination: 'd•••@upshift.test',
      expiresInSeconds: CODE_TTL_MS / 1000,
      triesLeft: 5,
      resendInSeconds: RESEND_COOLDOWN_MS / 1000,
    });
    const [mail] = await listOutbox(db);
    expect(mail).toMatchObject({ channel: 'EMAIL', recipient: USER.email, subject: 'Your code to sign your contract' });
    expect(mail?.body).toContain('to sign your contract for the 2026 Toyota Camry XLE with First Motors online');
    const code = await codeSentTo(db, USER.email);
    const rows = await db.selectFrom('mfa_codes').selectAll().where('subject', '=', `contract:${dealId}`).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await json(
      visitor.post(`${contractingPath(dealId)}/verify`, { code: wrong }),
      VerifyResponseSchema,
    );
    expect(refused).toMatchObject({ verified: false, reason: 'invalid', triesLeft: 4 });
    expect((await stateOf(visitor, dealId)).verified).toBe(false);

    const accepted = await json(visitor.post(`${contractingPath(dealId)}/verify`, { code }), VerifyResponseSchema);
    expect(accepted).toMatchObject({ verified: true, reason: null, signedIn: false, csrfToken: visitor.token });
    const state = await stateOf(visitor, dealId);
    expect(state).toMatchObject({ verified: true, consent: null, contract: null });
    const stored = await db.selectFrom('contract_verifications').selectAll().execute();
    expect(stored).toMatchObject([{ deal_id: dealId, user_id: 'u1', channel: 'EMAIL', verified_at: T0.toISOString() }]);
  });

  it('goes by text to the account’s phone digits', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    await verifyToSign(db, visitor, dealId, 'SMS');
    const [text] = await listOutbox(db);
    expect(text).toMatchObject({ channel: 'SMS', recipient: '5125550199', subject: null });
  });

  it('expires after 10 minutes: a new code is needed', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    await visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' });
    const code = await codeSentTo(db, USER.email);
    clock += CODE_TTL_MS;
    const answer = await json(visitor.post(`${contractingPath(dealId)}/verify`, { code }), VerifyResponseSchema);
    expect(answer).toMatchObject({ verified: false, reason: 'expired' });
  });

  it('is killed by the fifth wrong try, and resends wait for the cool-down, then stop at the limit', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    await visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' });
    const code = await codeSentTo(db, USER.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await visitor.post(`${contractingPath(dealId)}/verify`, { code: wrong });
    const fifth = await json(visitor.post(`${contractingPath(dealId)}/verify`, { code: wrong }), VerifyResponseSchema);
    expect(fifth).toMatchObject({ verified: false, reason: 'used-up', triesLeft: 0 });
    // Five failures lock checking for this deal: even the right code waits.
    const locked = await errorOf(visitor.post(`${contractingPath(dealId)}/verify`, { code }));
    expect(locked.status).toBe(429);
    expect(locked.retryAfterSeconds).toBeGreaterThan(0);

    const soon = await errorOf(visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' }));
    expect(soon).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    for (let i = 0; i < 4; i++) {
      clock += RESEND_COOLDOWN_MS;
      expect((await visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' })).status).toBe(200);
    }
    clock += RESEND_COOLDOWN_MS;
    expect((await visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' })).status).toBe(429);
  });

  it('counts for the session that entered it, for 24 hours', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    await verifyToSign(db, visitor, dealId);
    clock += 23 * HOUR;
    expect((await stateOf(visitor, dealId)).verified).toBe(true);
    clock += HOUR;
    expect((await stateOf(visitor, dealId)).verified).toBe(false);
    const elsewhere = await signedIn();
    expect((await stateOf(elsewhere, dealId)).verified).toBe(false);
  });
});

describe('the electronic-records consent', () => {
  it('needs the code first, then stores the exact text shown with its version, locale, time, IP and user agent', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    expect(await errorOf(consentToSign(visitor, dealId))).toMatchObject({ status: 409, message: VERIFY_FIRST });
    await verifyToSign(db, visitor, dealId);
    clock += 60_000;
    const state = await json(consentToSign(visitor, dealId, 'es'), ContractingStateSchema);
    expect(state.consent).toMatchObject({
      version: CURRENT_ESIGN_CONSENT_VERSION,
      locale: 'es',
      givenAt: new Date(clock).toISOString(),
    });
    const rows = await db.selectFrom('esign_consents').selectAll().execute();
    expect(rows).toMatchObject([
      {
        deal_id: dealId,
        user_id: 'u1',
        version: CURRENT_ESIGN_CONSENT_VERSION,
        locale: 'es',
        consent_text: esignConsentText(CURRENT_ESIGN_CONSENT_VERSION, 'es', 'First Motors'),
        given_at: new Date(clock).toISOString(),
        ip: IP,
        user_agent: UA,
      },
    ]);
  });

  it('refuses a version the app never showed, and a consent not given', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    await verifyToSign(db, visitor, dealId);
    const unknown = await errorOf(
      visitor.post(`${contractingPath(dealId)}/consent`, { version: '1999-01-01', locale: 'en', accepted: true }),
    );
    expect(unknown).toMatchObject({ status: 400, fieldErrors: [{ field: 'version' }] });
    const notGiven = await errorOf(
      visitor.post(`${contractingPath(dealId)}/consent`, {
        version: CURRENT_ESIGN_CONSENT_VERSION,
        locale: 'en',
        accepted: false,
      }),
    );
    expect(notGiven).toMatchObject({ status: 400, fieldErrors: [{ field: 'accepted' }] });
  });
});

describe('the contract', () => {
  it('has the figures of the deal’s last quote, to the cent', async () => {
    const visitor = await signedIn();
    const { dealId, quote } = await savedFinanceDeal(visitor);
    const { contract } = await readyToSign(db, visitor, dealId);
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    const latest = (await getLatestQuoteSet(db, dealId, 'FINANCE'))?.quotes.find((q) => q.id === deal.quote?.quoteId);
    expect(contract?.quote).toEqual(latest);
    expect(contract?.quote).toEqual(quote);
    expect(contract?.quote.monthlyPayment).toBe(deal.quote?.monthlyPayment);
    expect(contract).toMatchObject({
      tax: deal.tax,
      vehicle: { year: 2026, make: 'Toyota', model: 'Camry', trim: 'XLE', vin: '4T1B11HK5KU000001' },
      dealer: { name: 'First Motors', zipCode: '78701' },
      buyer: { firstName: 'Dana', lastName: 'Demo' },
      trade: { vehicleName: '2018 Honda Civic EX' },
    });
    const q = contract?.quote as FinanceQuote;
    expect(q.breakdown.tradeEquity).toBe(6000);
    expect(q.downPayment).toBe(2000);
  });

  it('follows the last quote: a new down payment re-prices the same lender and term', async () => {
    const visitor = await signedIn();
    const { dealId, quote } = await savedFinanceDeal(visitor);
    const before = (await readyToSign(db, visitor, dealId)).contract;
    const { quotes } = await json(
      visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 5000, protectionProducts: [] }),
      FinanceQuotesSchema,
    );
    const after = (await stateOf(visitor, dealId)).contract;
    expect(after?.quote).toEqual(quotes.find((q) => q.id === quote.id));
    expect(after?.quote.downPayment).toBe(5000);
    expect(after?.digest).not.toBe(before?.digest);
  });

  it('is a lease agreement with the lease quote’s figures for a lease deal', async () => {
    const visitor = await signedIn();
    const dealId = await visitor.startDeal('v1');
    const { quotes } = await json(
      visitor.post(`/api/deals/${dealId}/lease/quotes`, { downPayment: 1500, mileage: 10000, protectionProducts: [] }),
      LeaseQuotesSchema,
    );
    const lease = quotes[0] as LeaseQuote;
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    await visitor.post(`/api/deals/${dealId}/update`, {
      updateQuote: { dealType: 'LEASE', quoteId: lease.id },
      dealName: 'Leased Camry',
      dealPreferences: {
        ...deal.preferences,
        dealType: 'LEASE',
        leasePreferences: { ...deal.preferences.leasePreferences, downPayment: 1500, mileage: 10000, term: lease.term },
      },
    });
    const { contract } = await readyToSign(db, visitor, dealId);
    expect(contract?.quote).toEqual(lease);
    expect(contract?.quote.lease).toBe(true);
  });
});

describe('signing', () => {
  it('stores the contract as signed, with its figures frozen, and tells the dealer and the shopper', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    const { contract, consent: given } = await readyToSign(db, visitor, dealId);
    if (!contract || !given) throw new Error('not ready');
    clock += 5 * 60_000;
    const state = await json(signContract(visitor, dealId, contract.digest, '  dana   DEMO '), ContractingStateSchema);
    expect(state.signature).toMatchObject({ name: 'dana   DEMO', signedAt: new Date(clock).toISOString() });
    expect(state.contract).toEqual(contract);
    const [row] = await db.selectFrom('signed_contracts').selectAll().execute();
    expect(row).toMatchObject({
      deal_id: dealId,
      user_id: 'u1',
      consent_id: given.id,
      kind: 'FINANCE',
      digest: contract.digest,
      signature_name: 'dana   DEMO',
      ip: IP,
      user_agent: UA,
    });
    expect(JSON.parse(row?.contract ?? '{}')).toEqual(contract);

    const outbox = await listOutbox(db);
    expect(outbox.find((m) => m.kind === 'contract-signed')).toMatchObject({
      recipient: 'leads@dealer.example',
      subject: 'A shopper signed a contract online',
    });
    expect(outbox.find((m) => m.kind === 'contract-copy')).toMatchObject({
      recipient: USER.email,
      subject: 'Your signed contract for the 2026 Toyota Camry XLE',
    });
    const lead = await oneValidLead(db, 'contract-signed');
    expect(lead.document).toContain('Electronic records consent (E-SIGN): version');

    // Frozen: the deal can change, the signed contract does not; signing again is refused.
    await visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 9000, protectionProducts: [] });
    expect((await stateOf(visitor, dealId)).contract).toEqual(contract);
    expect(await errorOf(signContract(visitor, dealId, contract.digest))).toMatchObject({
      status: 409,
      message: ALREADY_SIGNED,
    });
    expect((await visitor.post(`${contractingPath(dealId)}/code`, { method: 'EMAIL' })).status).toBe(409);
  });

  it('refuses with 409 when the quote changed since the contract was shown, and signs the new figures after', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    const shown = (await readyToSign(db, visitor, dealId)).contract;
    if (!shown) throw new Error('not ready');
    await visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment: 3000, protectionProducts: [] });
    expect(await errorOf(signContract(visitor, dealId, shown.digest))).toMatchObject({
      status: 409,
      message: QUOTE_CHANGED,
    });
    expect(await db.selectFrom('signed_contracts').selectAll().execute()).toEqual([]);
    const reloaded = (await stateOf(visitor, dealId)).contract;
    expect(reloaded?.quote.downPayment).toBe(3000);
    const signed = await json(signContract(visitor, dealId, reloaded?.digest ?? ''), ContractingStateSchema);
    expect(signed.contract?.quote.downPayment).toBe(3000);
  });

  it('needs the account holder’s name, the code and the consent', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    const digest = 'a'.repeat(64);
    expect(await errorOf(signContract(visitor, dealId, digest))).toMatchObject({ status: 409, message: VERIFY_FIRST });
    await verifyToSign(db, visitor, dealId);
    expect(await errorOf(signContract(visitor, dealId, digest))).toMatchObject({ status: 409, message: CONSENT_FIRST });
    await consentToSign(visitor, dealId);
    const { contract } = await stateOf(visitor, dealId);
    const wrong = await errorOf(signContract(visitor, dealId, contract?.digest ?? '', 'Someone Else'));
    expect(wrong).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'signatureName', message: SIGNATURE_MISMATCH }],
    });
    const unagreed = await errorOf(
      visitor.post(`${contractingPath(dealId)}/sign`, {
        signatureName: 'Dana Demo',
        agreed: false,
        digest: contract?.digest,
      }),
    );
    expect(unagreed).toMatchObject({ status: 400, fieldErrors: [{ field: 'agreed' }] });
  });

  it('resumes where the shopper left off: a new sign-in asks for a code again, the consent and signature stay', async () => {
    const visitor = await signedIn();
    const { dealId } = await savedFinanceDeal(visitor);
    await readyToSign(db, visitor, dealId);
    const later = await signedIn();
    const resumed = await stateOf(later, dealId);
    expect(resumed).toMatchObject({ verified: false, contract: null });
    expect(resumed.consent?.version).toBe(CURRENT_ESIGN_CONSENT_VERSION);
    clock += RESEND_COOLDOWN_MS;
    await verifyToSign(db, later, dealId);
    const { contract } = await stateOf(later, dealId);
    await signContract(later, dealId, contract?.digest ?? '');
    const afterSigning = await signedIn();
    expect(await stateOf(afterSigning, dealId)).toMatchObject({
      verified: false,
      contract,
      signature: { name: 'Dana Demo' },
    });
  });
});

/**
 * Choosing an approved finance offer (PUT /api/deals/:id/finance-options/chosen): the deal is then
 * priced and signed on exactly that lender, APR, term and amount; a deal with approvals and none
 * chosen is not signed on a quote beside them; a changed deal or application refuses the choice.
 * On SQLite and PostgreSQL.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHOOSE_OFFER, ContractingStateSchema, OFFER_CHANGED } from '../../../../src/contract/contracting.ts';
import { DealSchema, FinanceQuotesSchema, type FinanceQuote } from '../../../../src/contract/deal.ts';
import {
  APPLICATION_CHANGED,
  DEAL_CHANGED,
  FinanceOptionsSchema,
  UNKNOWN_OFFER,
  type FinanceOptions,
  type LenderDecision,
} from '../../../../src/contract/finance.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import type { Db } from '../../db/schema.ts';
import { json, OTHER_USER, readyToSign, saveFinanceQuote, Visitor } from './deal-fixtures.ts';
import {
  applicationPath,
  AUTHORIZATION,
  makeFinanceApp,
  RESIDENCE,
  saveAllSteps,
  selfSelect,
} from './finance-fixtures.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');

let db: Db;
let app: Awaited<ReturnType<typeof makeFinanceApp>>['app'];
let clock: number;

beforeEach(async () => {
  clock = T0.getTime();
  ({ db, app } = await makeFinanceApp({ now: () => new Date(clock) }));
});

/** A step saved a minute later with another figure: the application changed since it was sent. */
async function editApplication(visitor: Visitor, dealId: string): Promise<void> {
  clock += 60_000;
  const residence = { ...RESIDENCE, monthlyHousingPayment: RESIDENCE.monthlyHousingPayment + 100 };
  expect((await visitor.post(applicationPath(dealId), { step: 'residence', residence }, 'PUT')).status).toBe(200);
}

type Approved = Extract<LenderDecision, { decision: 'APPROVED' }>;

const options = (visitor: Visitor, dealId: string) =>
  json(visitor.get(`/api/deals/${dealId}/finance-options`), FinanceOptionsSchema);
const choose = (visitor: Visitor, dealId: string, body: unknown) =>
  visitor.post(`/api/deals/${dealId}/finance-options/chosen`, body, 'PUT');
const fieldsOf = async (res: Response | Promise<Response>) => {
  const r = await res;
  return { status: r.status, fields: v.parse(ErrorBodySchema, await r.json()).fieldErrors };
};
const financeQuotes = (visitor: Visitor, dealId: string, downPayment: number) =>
  json(visitor.post(`/api/deals/${dealId}/finance/quotes`, { downPayment }), FinanceQuotesSchema);
const contracting = (visitor: Visitor, dealId: string) =>
  json(visitor.get(`/api/deals/${dealId}/contracting`), ContractingStateSchema);
const approvedOf = (o: FinanceOptions): Approved[] => o.options.filter((d): d is Approved => d.decision === 'APPROVED');

/**
 * The reported case: a signed-in shopper's deal saved on a bank's quote at a worse rate (Lakeshore
 * Bank, 60 months), then a finance application every lender approves. Answers the options.
 */
async function dealWithApprovals(
  visitor: Visitor,
): Promise<{ dealId: string; saved: FinanceQuote; o: FinanceOptions }> {
  const dealId = await visitor.startDeal('v1');
  await selfSelect(visitor, dealId, 'excellent');
  const saved = await saveFinanceQuote(visitor, dealId, (quotes) =>
    quotes.find((q) => q.financier.name === 'Lakeshore Bank' && q.term === 60),
  );
  await saveAllSteps(visitor, dealId);
  const submitted = await visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION });
  expect(submitted.status).toBe(200);
  return { dealId, saved, o: v.parse(FinanceOptionsSchema, await submitted.json()) };
}

describe('a deal with approved offers, none chosen', () => {
  it('is not signed on its saved quote: the shopper is asked to choose, and told of the lower payment', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, saved, o } = await dealWithApprovals(visitor);
    const best = approvedOf(o)[0] as Approved;
    expect(best.lenderName).toBe('Toyota Financial Services');
    expect(o).toMatchObject({
      chosenOffer: null,
      choiceBlocked: null,
      current: { source: 'QUOTE', lenderName: 'Lakeshore Bank', monthlyPayment: saved.monthlyPayment },
    });
    expect(best.monthlyPayment).toBeLessThan(saved.monthlyPayment);

    const state = await contracting(visitor, dealId);
    expect(state).toMatchObject({
      unavailable: 'CHOOSE_OFFER',
      contract: null,
      betterOffer: { lenderName: best.lenderName, apr: best.apr, term: best.term, monthlyPayment: best.monthlyPayment },
    });
    const refused = await visitor.post(`/api/deals/${dealId}/contracting/code`, { method: 'EMAIL' });
    expect(refused.status).toBe(409);
    expect(v.parse(ErrorBodySchema, await refused.json()).message).toBe(CHOOSE_OFFER);
  });
});

describe('choosing an approved offer', () => {
  it('prices the deal at exactly that lender, APR, term and amount, and the contract is that offer', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, o } = await dealWithApprovals(visitor);
    const best = approvedOf(o)[0] as Approved;
    const res = await choose(visitor, dealId, { lenderNumber: best.lenderNumber, submittedAt: o.submittedAt });
    expect(res.status).toBe(200);
    const after = v.parse(FinanceOptionsSchema, await res.json());
    const chosen = {
      lenderNumber: best.lenderNumber,
      lenderName: best.lenderName,
      apr: best.apr,
      term: best.term,
      amountFinanced: o.amountFinanced,
      monthlyPayment: best.monthlyPayment,
      submittedAt: o.submittedAt,
    };
    expect(after).toMatchObject({ chosenOffer: chosen, choiceBlocked: null, current: { source: 'CHOSEN' } });
    expect(await options(visitor, dealId)).toEqual(after);

    // The deal: a finance deal whose only finance quote, and its selected one, is the offer.
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    expect(deal.preferences.chosenOffer).toEqual(chosen);
    expect(deal).toMatchObject({
      dealType: 'FINANCE',
      quote: { lenderNumber: best.lenderNumber, term: best.term, monthlyPayment: best.monthlyPayment },
    });
    const { quotes } = await financeQuotes(visitor, dealId, 2000);
    expect(quotes.map((q) => [q.financier.name, q.term, q.apr, q.amountFinanced, q.monthlyPayment])).toEqual([
      [best.lenderName, best.term, best.apr, o.amountFinanced, best.monthlyPayment],
    ]);

    const state = await readyToSign(db, visitor, dealId);
    expect(state.unavailable).toBeNull();
    expect(state.betterOffer).toBeNull();
    expect(state.contract?.approvedOffer).toEqual(chosen);
    expect(state.contract?.quote).toMatchObject({
      financier: { lenderNumber: best.lenderNumber, name: best.lenderName },
      apr: best.apr,
      term: best.term,
      amountFinanced: o.amountFinanced,
      monthlyPayment: best.monthlyPayment,
    });

    // A save from the deal page keeps the server's record, whatever its body says of it.
    const saved = await visitor.post(`/api/deals/${dealId}/update`, {
      updateQuote: { dealType: 'FINANCE', quoteId: quotes[0]?.id },
      dealName: 'Camry',
      dealPreferences: { ...deal.preferences, chosenOffer: null },
    });
    expect(saved.status).toBe(200);
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).preferences.chosenOffer).toEqual(chosen);
  });

  it('points out a lower payment when the offer chosen is not the lowest', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, o } = await dealWithApprovals(visitor);
    const [best, , , worst] = approvedOf(o) as [Approved, Approved, Approved, Approved];
    expect(
      (await choose(visitor, dealId, { lenderNumber: worst.lenderNumber, submittedAt: o.submittedAt })).status,
    ).toBe(200);
    const state = await readyToSign(db, visitor, dealId);
    expect(state.contract?.approvedOffer?.lenderName).toBe(worst.lenderName);
    expect(state.contract?.quote.monthlyPayment).toBe(worst.monthlyPayment);
    expect(state.betterOffer).toMatchObject({ lenderName: best.lenderName, monthlyPayment: best.monthlyPayment });
    expect((await options(visitor, dealId)).current).toMatchObject({ source: 'CHOSEN', lenderName: worst.lenderName });
  });

  it('no longer applies once the deal’s amount financed changes, and applies again when it is back', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, o } = await dealWithApprovals(visitor);
    const best = approvedOf(o)[0] as Approved;
    await choose(visitor, dealId, { lenderNumber: best.lenderNumber, submittedAt: o.submittedAt });
    await readyToSign(db, visitor, dealId);

    // Another down payment: every lender's quotes again, and nothing signed for that amount.
    const { quotes } = await financeQuotes(visitor, dealId, 5000);
    expect(new Set(quotes.map((q) => q.financier.name)).size).toBeGreaterThan(1);
    expect(await contracting(visitor, dealId)).toMatchObject({ unavailable: 'OFFER_CHANGED', contract: null });
    const refused = await visitor.post(`/api/deals/${dealId}/contracting/code`, { method: 'EMAIL' });
    expect(v.parse(ErrorBodySchema, await refused.json()).message).toBe(OFFER_CHANGED);
    expect((await options(visitor, dealId)).choiceBlocked).toBe('DEAL_CHANGED');
    expect(
      await fieldsOf(choose(visitor, dealId, { lenderNumber: best.lenderNumber, submittedAt: o.submittedAt })),
    ).toEqual({ status: 400, fields: [{ field: 'submittedAt', message: DEAL_CHANGED }] });

    await financeQuotes(visitor, dealId, 2000);
    const state = await contracting(visitor, dealId);
    expect(state.unavailable).toBeNull();
    expect(state.contract?.approvedOffer?.lenderNumber).toBe(best.lenderNumber);
  });

  it('clears an applied pre-approval', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, o } = await dealWithApprovals(visitor);
    const best = approvedOf(o)[0] as Approved;
    const row = await db.selectFrom('deals').select('preferences').where('id', '=', dealId).executeTakeFirstOrThrow();
    const withPre = { ...JSON.parse(row.preferences), appliedPreApproval: 'pre-1' };
    await db
      .updateTable('deals')
      .set({ preferences: JSON.stringify(withPre) })
      .where('id', '=', dealId)
      .execute();
    await choose(visitor, dealId, { lenderNumber: best.lenderNumber, submittedAt: o.submittedAt });
    const deal = await json(visitor.get(`/api/deals/${dealId}`), DealSchema);
    expect(deal.preferences).toMatchObject({
      appliedPreApproval: null,
      chosenOffer: { lenderNumber: best.lenderNumber },
    });
  });

  it('refuses a lender that did not approve, a stale or edited application, with 400s on the field', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, o } = await dealWithApprovals(visitor);
    const best = approvedOf(o)[0] as Approved;
    expect(await fieldsOf(choose(visitor, dealId, { lenderNumber: '999', submittedAt: o.submittedAt }))).toEqual({
      status: 400,
      fields: [{ field: 'lenderNumber', message: UNKNOWN_OFFER }],
    });
    const stale = { lenderNumber: best.lenderNumber, submittedAt: '2026-11-30T10:00:00.000Z' };
    expect(await fieldsOf(choose(visitor, dealId, stale))).toEqual({
      status: 400,
      fields: [{ field: 'submittedAt', message: APPLICATION_CHANGED }],
    });
    expect((await fieldsOf(choose(visitor, dealId, { lenderNumber: 5 }))).status).toBe(400);

    // A step saved since the lenders decided: choosing waits for the application to be sent again.
    await editApplication(visitor, dealId);
    expect((await options(visitor, dealId)).choiceBlocked).toBe('APPLICATION_CHANGED');
    expect(
      await fieldsOf(choose(visitor, dealId, { lenderNumber: best.lenderNumber, submittedAt: o.submittedAt })),
    ).toEqual({ status: 400, fields: [{ field: 'submittedAt', message: APPLICATION_CHANGED }] });
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).preferences.chosenOffer).toBeNull();
  });

  it('refuses a lender declined on the application', async () => {
    const visitor = await Visitor.start(app);
    const dealId = await visitor.startDeal('v1');
    await financeQuotes(visitor, dealId, 5000);
    await saveAllSteps(visitor, dealId);
    const o = v.parse(
      FinanceOptionsSchema,
      await (await visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION })).json(),
    );
    const declined = o.options.find((d) => d.decision === 'DECLINED');
    expect(declined).toBeDefined();
    expect(
      await fieldsOf(choose(visitor, dealId, { lenderNumber: declined?.lenderNumber, submittedAt: o.submittedAt })),
    ).toEqual({ status: 400, fields: [{ field: 'lenderNumber', message: UNKNOWN_OFFER }] });
  });

  it('is the deal owner’s only, and needs the CSRF token', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, o } = await dealWithApprovals(visitor);
    const body = { lenderNumber: approvedOf(o)[0]?.lenderNumber, submittedAt: o.submittedAt };
    const other = await Visitor.signedIn(app, OTHER_USER);
    expect((await choose(other, dealId, body)).status).toBe(404);
    const anonymous = await Visitor.start(app);
    expect((await choose(anonymous, dealId, body)).status).toBe(404);
    const noToken = await app.request(`/api/deals/${dealId}/finance-options/chosen`, {
      method: 'PUT',
      headers: { Cookie: visitor.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(noToken.status).toBe(403);
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).preferences.chosenOffer).toBeNull();
  });

  it('is set aside when the application is sent again: new decisions, none chosen', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, o } = await dealWithApprovals(visitor);
    await choose(visitor, dealId, { lenderNumber: approvedOf(o)[0]?.lenderNumber, submittedAt: o.submittedAt });
    await editApplication(visitor, dealId);
    const again = await visitor.post(`${applicationPath(dealId)}/submit`, { authorization: AUTHORIZATION });
    expect(again.status).toBe(200);
    expect(v.parse(FinanceOptionsSchema, await again.json()).chosenOffer).toBeNull();
    expect((await json(visitor.get(`/api/deals/${dealId}`), DealSchema)).preferences.chosenOffer).toBeNull();
    expect((await contracting(visitor, dealId)).unavailable).toBe('CHOOSE_OFFER');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { DealSchema } from '../../../../src/contract/deal.ts';
import {
  DealJacketSchema,
  MANAGERS_LOCK,
  NO_FINANCE_APPLICATION,
  RevealedPersonalSchema,
} from '../../../../src/contract/workspace-deals.ts';
import { NOT_YOUR_DEALER } from '../../../../src/contract/workspace.ts';
import type { Db } from '../../db/schema.ts';
import { makeDb, testApp, withoutIds } from '../../test-support.ts';
import { dealSeed, json, savedFinanceDeal, Visitor } from './deal-fixtures.ts';
import { CO_APPLICANT, saveAllSteps } from './finance-fixtures.ts';
import { addStaff, ADMIN, AGENT_1, MANAGER_1, MANAGER_2, staffClient } from './workspace-test-support.ts';

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb(dealSeed());
  await addStaff(db, [ADMIN, MANAGER_1, AGENT_1, MANAGER_2]);
  app = testApp(db);
});

const jacketOf = async (res: Response) => v.parse(DealJacketSchema, await res.json());

describe('the deal jacket', () => {
  it('shows the deal with the figures the shopper saw, to the cent, and never the credit score', async () => {
    const shopper = await Visitor.signedIn(app);
    const { dealId, quote } = await savedFinanceDeal(shopper);
    const seen = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);
    const cash = await (await shopper.get(`/api/deals/${dealId}/cash`)).json();

    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const res = await agent.call('GET', `/deals/${dealId}`);
    expect(res.status).toBe(200);
    const raw = await res.clone().text();
    const jacket = await jacketOf(res);
    expect(jacket.quote).toEqual(quote);
    expect(jacket.quote!.monthlyPayment).toBe(seen.quote!.monthlyPayment);
    expect(jacket.cash).toEqual(cash);
    expect(jacket.vehicle.salePrice).toBe(seen.pricing.salePrice);
    expect(jacket).toMatchObject({
      dealType: 'FINANCE',
      saved: true,
      dealer: { id: 'd1', name: 'First Motors' },
      shopper: { email: 'demo@upshift.test' },
      credit: { tier: seen.offerDetails.creditTier, source: seen.offerDetails.creditSource },
      priceLock: null,
    });
    expect(withoutIds(raw)).not.toMatch(/creditScore|"score"/);
  });

  it('is refused to another dealer’s staff; unknown is a 404; the views are in the audit log', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const other = staffClient(app);
    await other.signIn(MANAGER_2);
    const refused = await other.call('GET', `/deals/${dealId}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(NOT_YOUR_DEALER);
    expect((await other.call('PUT', `/deals/${dealId}/price-lock`, { days: 3 })).status).toBe(403);
    expect((await other.call('GET', '/deals/no-such-deal')).status).toBe(404);

    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    await manager.call('GET', `/deals/${dealId}`);
    const audit = (await (await manager.call('GET', '/audit')).json()) as {
      entries: { action: string; record: string }[];
    };
    expect(audit.entries[0]).toMatchObject({ action: 'deal.view', record: `deal ${dealId}` });
  });

  it('finds a shopper’s deals by name, email or deal id, within the member’s dealers', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const theirs = await shopper.startDeal('v2');
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    for (const q of ['demo@upshift', 'dana dem', dealId]) {
      const found = (await (await agent.call('GET', `/deals?q=${encodeURIComponent(q)}`)).json()) as {
        deals: { id: string }[];
      };
      expect(found.deals.map((d) => d.id)).toContain(dealId);
      expect(found.deals.map((d) => d.id)).not.toContain(theirs);
    }
    expect((await agent.call('GET', '/deals?q=a')).status).toBe(400);
  });

  it('a manager locks the price the shopper saw: the deal keeps it when the vehicle’s price rises, until unlocked', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const before = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);

    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const refused = await agent.call('PUT', `/deals/${dealId}/price-lock`, { days: 3 });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(MANAGERS_LOCK);

    const manager = staffClient(app);
    await manager.signIn(MANAGER_1);
    expect((await manager.call('PUT', `/deals/${dealId}/price-lock`, { days: 0 })).status).toBe(400);
    expect((await manager.call('PUT', `/deals/${dealId}/price-lock`, { days: 31 })).status).toBe(400);
    const locked = await jacketOf(await manager.call('PUT', `/deals/${dealId}/price-lock`, { days: 3 }));
    expect(locked.priceLock).toMatchObject({ salePrice: before.pricing.salePrice, by: 'Name of m1' });
    expect(locked.priceLock!.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await db
      .updateTable('vehicles')
      .set({ sale_price: before.pricing.salePrice + 1500 })
      .where('id', '=', 'v1')
      .execute();
    const held = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);
    expect(held.pricing.salePrice).toBe(before.pricing.salePrice);
    expect(held.pricing.outTheDoor).toBe(before.pricing.outTheDoor);
    expect(held.priceLock).toEqual({ dealer: 'First Motors', until: locked.priceLock!.until });

    const unlocked = await jacketOf(await manager.call('DELETE', `/deals/${dealId}/price-lock`));
    expect(unlocked.priceLock).toBeNull();
    const after = await json(shopper.get(`/api/deals/${dealId}`), DealSchema);
    expect(after.pricing.salePrice).toBe(before.pricing.salePrice + 1500);
    expect(after.priceLock).toBeNull();
  });
});

describe('the finance application’s birth dates and incomes on the jacket', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A signed-in shopper's deal on First Motors (d1) with a complete application and a co-applicant. */
  async function appliedDeal(on: ReturnType<typeof testApp> = app) {
    const shopper = await Visitor.signedIn(on);
    const dealId = await shopper.startDeal('v1');
    await saveAllSteps(shopper, dealId, CO_APPLICANT);
    return dealId;
  }
  const reveal = (dealId: string) => `/deals/${dealId}/finance-application/reveal`;
  /** What must never be in the jacket itself: the birth dates, the incomes, the SSNs (whole or in part). */
  const PERSONAL = /1979|1981|85000|52000|123-?45|6789|234-?56|7890|ssn|dateOfBirth|income/i;

  it('the jacket says what is on file, masked: no birth date, income or SSN in it', async () => {
    const dealId = await appliedDeal();
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const res = await agent.call('GET', `/deals/${dealId}`);
    const raw = await res.clone().text();
    const jacket = await jacketOf(res);
    expect(jacket.financeApplication).toMatchObject({
      status: 'DRAFT',
      personalOnFile: { applicant: true, coApplicant: true },
    });
    expect(withoutIds(raw)).not.toMatch(PERSONAL);
  });

  it('a member of the deal’s dealer reveals them (never an SSN), and the reveal is in the audit log without them', async () => {
    const logged = captureConsole();
    const quietless = testApp(db, { quiet: false });
    const dealId = await appliedDeal(quietless);
    const agent = staffClient(quietless);
    await agent.signIn(AGENT_1);
    const res = await agent.call('POST', reveal(dealId));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const raw = await res.clone().text();
    expect(v.parse(RevealedPersonalSchema, await res.json())).toEqual({
      applicant: { dateOfBirth: '1979-03-14', grossAnnualIncome: 85_000, otherAnnualIncome: 0 },
      coApplicant: { dateOfBirth: '1981-07-04', grossAnnualIncome: 52_000, otherAnnualIncome: 0 },
    });
    expect(withoutIds(raw)).not.toMatch(/123-?45|6789|234-?56|7890|ssn/i);

    const manager = staffClient(quietless);
    await manager.signIn(MANAGER_1);
    const audit = (await (await manager.call('GET', '/audit')).json()) as {
      entries: { action: string; record: string; staff: string }[];
    };
    const entry = audit.entries.find((e) => e.action === 'deal.reveal-personal');
    expect(entry).toMatchObject({ record: `deal ${dealId}`, staff: AGENT_1.email });
    const csv = await (await manager.call('GET', '/audit.csv')).text();
    expect(withoutIds(`${JSON.stringify(audit)}${csv}`)).not.toMatch(/1979|1981|85000|52000/);
    const lines = logged();
    // The request logger was on: the reveal is logged as a request, its values are not.
    expect(lines).toContain('/finance-application/reveal');
    expect(withoutIds(lines)).not.toMatch(/1979|1981|85000|85,000|52000|52,000/);
  });

  it('is refused to another dealer’s staff, without a session or its CSRF token; unknown is a 404', async () => {
    const dealId = await appliedDeal();
    const other = staffClient(app);
    await other.signIn(MANAGER_2);
    const refused = await other.call('POST', reveal(dealId));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(NOT_YOUR_DEALER);
    expect((await other.call('POST', reveal('no-such-deal'))).status).toBe(404);

    const stranger = staffClient(app);
    expect([401, 403]).toContain((await stranger.call('POST', reveal(dealId))).status);

    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    expect((await agent.call('POST', reveal(dealId), undefined, { 'X-CSRF-TOKEN': 'x'.repeat(64) })).status).toBe(403);
    expect((await agent.call('POST', reveal(dealId), undefined, { Origin: 'https://evil.example' })).status).toBe(403);
    // A GET reveals nothing.
    expect((await agent.call('GET', reveal(dealId))).status).toBe(404);

    const admin = staffClient(app);
    await admin.signIn(ADMIN);
    const audit = (await (await admin.call('GET', '/audit')).json()) as { entries: { action: string }[] };
    expect(audit.entries.map((e) => e.action)).not.toContain('deal.reveal-personal');
  });

  it('a deal without an application has nothing to reveal (a 404, nothing logged)', async () => {
    const shopper = await Visitor.signedIn(app);
    const dealId = await shopper.startDeal('v1');
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const res = await agent.call('POST', reveal(dealId));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(NO_FINANCE_APPLICATION);
    const actions = await db.selectFrom('audit_log').select('action').execute();
    expect(actions.map((a) => a.action)).not.toContain('deal.reveal-personal');
  });

  it('a draft past its retention is deleted, not revealed', async () => {
    const dealId = await appliedDeal();
    await db
      .updateTable('finance_applications')
      .set({ updated_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('deal_id', '=', dealId)
      .execute();
    const agent = staffClient(app);
    await agent.signIn(AGENT_1);
    const res = await agent.call('POST', reveal(dealId));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(NO_FINANCE_APPLICATION);
    expect(await db.selectFrom('finance_applications').where('deal_id', '=', dealId).selectAll().execute()).toEqual([]);
  });
});

function captureConsole(): () => string {
  const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation(() => undefined),
  );
  return () =>
    spies
      .flatMap((s) => s.mock.calls.flat())
      .map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack ?? ''}` : String(arg)))
      .join('\n');
}

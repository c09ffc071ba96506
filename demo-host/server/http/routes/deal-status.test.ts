/**
 * A deal's status through HTTP and the signed deal's read-only rule: the stage on the deal, the
 * garage and the certificate; a 409 on every change to a signed deal's figures; and "Start a new
 * deal from this one" copying it into a new unsigned deal.
 */
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { CertificatesSchema, CertificateSchema } from '../../../../src/contract/certificates.ts';
import { DEAL_SIGNED, EXTERNAL_OFFER_PROVIDER, DealSchema, type Deal } from '../../../../src/contract/deal.ts';
import { CURRENT_FINANCE_AUTHORIZATION_VERSION } from '../../../../src/contract/finance-authorization.ts';
import { SavedDealsSchema } from '../../../../src/contract/garage.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import type { Db } from '../../db/schema.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { dealSeed, json, OTHER_USER, savedFinanceDeal, signDeal, Visitor } from './deal-fixtures.ts';

const T0 = new Date('2026-12-01T15:00:00.000Z');

let db: Db;
let app: ReturnType<typeof testApp>;

beforeEach(async () => {
  db = await makeDb(dealSeed());
  app = testApp(db, { trustProxy: true, now: () => T0 });
});

const dealOf = (visitor: Visitor, dealId: string) => json(visitor.get(`/api/deals/${dealId}`), DealSchema);

const current = (deal: Pick<Deal, 'status'>) => deal.status.steps.find((s) => s.current)?.stage;

describe('a deal’s status', () => {
  it('moves from configured to saved to signed, on the deal, the garage and the certificate', async () => {
    const visitor = await Visitor.signedIn(app);
    const fresh = await dealOf(visitor, await visitor.startDeal('v1'));
    expect(fresh.status.stage).toBe('CONFIGURED');
    expect(current(fresh)).toBe('CONFIGURED');

    const owner = await Visitor.signedIn(app);
    const { dealId } = await savedFinanceDeal(owner);
    expect((await dealOf(owner, dealId)).status.stage).toBe('SAVED');
    await signDeal(db, owner, dealId);
    const signed = await dealOf(owner, dealId);
    expect(signed.status.stage).toBe('SIGNED');
    expect(signed.status.steps.find((s) => s.stage === 'SIGNED')).toEqual({
      stage: 'SIGNED',
      done: true,
      current: true,
      at: T0.toISOString(),
    });
    expect(signed.status.steps.map((s) => s.stage)).not.toContain('RESERVED');

    const { deals } = await json(owner.get('/api/garage/deals'), SavedDealsSchema);
    expect(deals.find((d) => d.dealId === dealId)?.status.stage).toBe('SIGNED');
    const { certificates } = await json(owner.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    const id = certificates[0]?.certificateId ?? '';
    const certificate = await json(owner.get(`/api/vehicles/v1/certificates/${id}`), CertificateSchema);
    expect(certificate.status.stage).toBe('SIGNED');
  });
});

describe('a signed deal', () => {
  it('refuses every change to its figures with 409, and keeps them', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId, quote } = await savedFinanceDeal(visitor);
    await signDeal(db, visitor, dealId);
    const before = await dealOf(visitor, dealId);
    const d = `/api/deals/${dealId}`;
    const changes: [string, 'POST' | 'PUT', unknown][] = [
      [`${d}/finance/quotes`, 'POST', { downPayment: 5000 }],
      [`${d}/lease/quotes`, 'POST', { downPayment: 5000, mileage: 12000 }],
      [`${d}/cash`, 'POST', { protectionProducts: [] }],
      [
        `${d}/update`,
        'POST',
        {
          updateQuote: { dealType: 'FINANCE', quoteId: quote.id },
          dealName: 'Other',
          dealPreferences: before.preferences,
        },
      ],
      [`${d}/external-offers`, 'POST', { providerType: EXTERNAL_OFFER_PROVIDER, lineItems: [] }],
      [`${d}/tax-location`, 'PUT', { zip: null }],
      ['/api/protection-products/update', 'PUT', { dealId, insuranceWarranties: [] }],
      [`${d}/savedAccessories`, 'PUT', { accessoryIds: [] }],
      [`${d}/credit-tier`, 'PUT', { tier: 'excellent' }],
      [`/api/deal/${dealId}/applied-pre-approval`, 'PUT', { preApprovalId: null }],
      [`${d}/finance-application`, 'PUT', { step: 'coApplicant', coApplicant: null }],
      [
        `${d}/finance-application/submit`,
        'POST',
        { authorization: { version: CURRENT_FINANCE_AUTHORIZATION_VERSION, locale: 'en', accepted: true } },
      ],
    ];
    for (const [path, method, body] of changes) {
      const res = await visitor.post(path, body, method);
      const answer = v.parse(ErrorBodySchema, await res.json());
      expect({ path, status: res.status, message: answer.message }).toEqual({
        path,
        status: 409,
        message: DEAL_SIGNED,
      });
    }
    const after = await dealOf(visitor, dealId);
    expect(after.quote).toEqual(before.quote);
    expect(after.pricing).toEqual(before.pricing);
    expect(after.preferences).toEqual(before.preferences);
  });

  it('starts a new unsigned deal from itself, with its vehicle and choices, for its owner only', async () => {
    const visitor = await Visitor.signedIn(app);
    const { dealId } = await savedFinanceDeal(visitor);
    await signDeal(db, visitor, dealId);
    const signed = await dealOf(visitor, dealId);

    const other = await Visitor.signedIn(app, OTHER_USER);
    expect((await other.post(`/api/deals/${dealId}/start-new`, {})).status).toBe(404);

    const res = await visitor.post(`/api/deals/${dealId}/start-new`, {});
    expect(res.status).toBe(201);
    const copy = v.parse(DealSchema, await res.json());
    expect(copy.dealId).not.toBe(dealId);
    expect(copy).toMatchObject({
      vehicleId: signed.vehicleId,
      saved: false,
      dealType: 'FINANCE',
      preferences: signed.preferences,
      quote: { term: signed.quote?.term, lenderNumber: signed.quote?.lenderNumber, downPayment: 2000 },
    });
    expect(copy.status.stage).toBe('CONFIGURED');
    // The copy is the shopper's to change.
    const repriced = await visitor.post(`/api/deals/${copy.dealId}/finance/quotes`, { downPayment: 3000 });
    expect(repriced.status).toBe(200);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CertificateSchema, CertificatesSchema } from '../../../../src/contract/certificates.ts';
import { DealSchema, FinanceQuotesSchema, LeaseQuotesSchema } from '../../../../src/contract/deal.ts';
import { ErrorBodySchema } from '../../../../src/contract/http.ts';
import { CERTIFICATE_VALID_DAYS, getCertificateRecord, insertCertificate } from '../../db/certificates-repo.ts';
import { json, makeDealApp, OTHER_USER, Visitor } from './deal-fixtures.ts';

/** Logs in, prices finance and lease, saves the deal on a lease quote; returns what the test needs. */
async function savedLeaseDeal() {
  const { app, db } = await makeDealApp();
  const visitor = await Visitor.start(app);
  await visitor.login();
  const id = await visitor.startDeal('v1');
  const finance = await json(
    visitor.post(`/api/deals/${id}/finance/quotes`, { downPayment: 1000 }),
    FinanceQuotesSchema,
  );
  const lease = await json(
    visitor.post(`/api/deals/${id}/lease/quotes`, { downPayment: 1000, mileage: 10000 }),
    LeaseQuotesSchema,
  );
  const pick = lease.quotes[0];
  if (!pick) throw new Error('no lease quotes');
  const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
  const preferences = {
    ...deal.preferences,
    dealType: 'LEASE' as const,
    leasePreferences: { ...deal.preferences.leasePreferences, term: pick.term, mileage: 10000, downPayment: 1000 },
  };
  const res = await visitor.post(`/api/deals/${id}/update`, {
    updateQuote: { dealType: 'LEASE', quoteId: pick.id },
    dealName: 'Lease it',
    dealPreferences: preferences,
  });
  expect(res.status).toBe(200);
  return { app, db, visitor, id, pick, finance, preferences };
}

describe('certificates', () => {
  it('are issued on save with a snapshot of the deal, valid for 14 days', async () => {
    const { visitor, id, pick, finance, preferences } = await savedLeaseDeal();
    const { certificates } = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    expect(certificates).toHaveLength(1);
    const summary = certificates[0];
    expect(summary).toMatchObject({ dealId: id, saved: true, dealName: 'Lease it', dealPreferences: preferences });

    const path = `/api/vehicles/v1/certificates/${summary?.certificateId ?? ''}`;
    const own = await json(visitor.get(path), CertificateSchema);
    expect(own).toMatchObject({ vehicleId: 'v1', paymentType: 'LEASE' });
    expect(own.terms).toMatchObject({
      monthlyPayment: pick.monthlyPayment,
      term: pick.term,
      mileageAllowed: 10000,
      downPayment: pick.downPayment,
      lenderName: pick.financier.name,
      // The fixture user's score on file (742): the deal was priced as excellent.
      creditTier: 'excellent',
    });
    const days = (Date.parse(own.expiresAt) - Date.parse(own.issuedAt)) / 86_400_000;
    expect(days).toBe(CERTIFICATE_VALID_DAYS);

    // paymentType picks the snapshot's numbers for that type.
    const asFinance = await json(visitor.get(`${path}?paymentType=FINANCE`), CertificateSchema);
    expect(asFinance.paymentType).toBe('FINANCE');
    expect(asFinance.terms.mileageAllowed).toBeNull();
    expect(asFinance.terms.monthlyPayment).toBe(finance.quotes[0]?.monthlyPayment);
    expect(asFinance.terms.creditTier).toBe('excellent');
    const asCash = await json(visitor.get(`${path}?paymentType=CASH`), CertificateSchema);
    expect(asCash.terms).toMatchObject({ monthlyPayment: null, term: null, apr: null, creditTier: null });
    expect(asCash.terms.cashPrice).toBe(own.terms.cashPrice);
  });

  it('keep the credit tier of the save, whatever the deal is priced for later', async () => {
    const { visitor, id } = await savedLeaseDeal();
    const { certificates } = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    const path = `/api/vehicles/v1/certificates/${certificates[0]?.certificateId ?? ''}`;
    expect((await visitor.post(`/api/deals/${id}/credit-tier`, { tier: 'good' }, 'PUT')).status).toBe(200);
    expect((await json(visitor.get(path), CertificateSchema)).terms.creditTier).toBe('excellent');

    // Saved again, the new certificate names the tier its payments are now priced for.
    const deal = await json(visitor.get(`/api/deals/${id}`), DealSchema);
    const quote = deal.quote;
    if (!quote) throw new Error('no selected quote');
    const res = await visitor.post(`/api/deals/${id}/update`, {
      updateQuote: { dealType: 'LEASE', quoteId: quote.quoteId },
      dealName: 'Lease it again',
      dealPreferences: deal.preferences,
    });
    expect(res.status).toBe(200);
    const listed = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    const latest = await json(
      visitor.get(`/api/vehicles/v1/certificates/${listed.certificates[0]?.certificateId ?? ''}`),
      CertificateSchema,
    );
    expect(latest).toMatchObject({ dealName: 'Lease it again', terms: { creditTier: 'good' } });
    expect(latest.terms.monthlyPayment).toBe(quote.monthlyPayment);
  });

  it('saved before they recorded the credit tier still read, with none', async () => {
    const { db, visitor } = await savedLeaseDeal();
    const { certificates } = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    const certificateId = certificates[0]?.certificateId ?? '';
    const row = await db
      .selectFrom('certificates')
      .select('terms')
      .where('id', '=', certificateId)
      .executeTakeFirstOrThrow();
    // The terms JSON as certificates stored it before the credit tier was part of it.
    const old = Object.fromEntries(
      Object.entries(JSON.parse(row.terms) as Record<string, Record<string, unknown>>).map(([type, terms]) => {
        const { creditTier: _tier, ...rest } = terms;
        return [type, rest];
      }),
    );
    expect(JSON.stringify(old)).not.toContain('creditTier');
    await db
      .updateTable('certificates')
      .set({ terms: JSON.stringify(old) })
      .where('id', '=', certificateId)
      .execute();

    expect((await getCertificateRecord(db, certificateId))?.terms.LEASE.creditTier).toBeNull();
    const path = `/api/vehicles/v1/certificates/${certificateId}`;
    for (const type of ['FINANCE', 'LEASE', 'CASH']) {
      const certificate = await json(visitor.get(`${path}?paymentType=${type}`), CertificateSchema);
      expect(certificate.terms.creditTier, type).toBeNull();
    }
  });

  it('answer 400 for a bad paymentType and 404 for unknown or foreign ones', async () => {
    const { app, visitor } = await savedLeaseDeal();
    const { certificates } = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    const certificateId = certificates[0]?.certificateId ?? '';
    const bad = await visitor.get(`/api/vehicles/v1/certificates/${certificateId}?paymentType=LOAN`);
    expect(bad.status).toBe(400);
    expect(v.parse(ErrorBodySchema, await bad.json()).fieldErrors).toEqual([
      { field: 'paymentType', message: 'Payment type must be FINANCE, LEASE or CASH' },
    ]);
    expect((await visitor.get('/api/vehicles/v1/certificates/nope')).status).toBe(404);
    expect((await visitor.get(`/api/vehicles/v4/certificates/${certificateId}`)).status).toBe(404);
    expect((await visitor.get('/api/vehicles/v999/certificates')).status).toBe(404);

    const other = await Visitor.start(app);
    await other.login(OTHER_USER);
    expect(await json(other.get('/api/vehicles/v1/certificates'), CertificatesSchema)).toEqual({ certificates: [] });
    expect((await other.get(`/api/vehicles/v1/certificates/${certificateId}`)).status).toBe(404);
    const anonymous = await Visitor.start(app);
    expect(await json(anonymous.get('/api/vehicles/v1/certificates'), CertificatesSchema)).toEqual({
      certificates: [],
    });
  });

  it('list newest first, also when several are issued in the same millisecond', async () => {
    const { db, visitor } = await savedLeaseDeal();
    const listed = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    const first = await getCertificateRecord(db, listed.certificates[0]?.certificateId ?? '');
    if (!first) throw new Error('no certificate');
    const { id: _id, issuedAt, expiresAt: _expires, ...fields } = first;
    const sameTime = new Date(issuedAt);
    const second = await insertCertificate(db, { ...fields, dealName: 'Second' }, sameTime);
    const third = await insertCertificate(db, { ...fields, dealName: 'Third' }, sameTime);
    // Stamped one millisecond apart, in the order issued.
    expect([second, third].map((c) => Date.parse(c.issuedAt) - sameTime.getTime())).toEqual([1, 2]);
    const { certificates } = await json(visitor.get('/api/vehicles/v1/certificates'), CertificatesSchema);
    expect(certificates.map((c) => c.dealName)).toEqual(['Third', 'Second', 'Lease it']);
  });
});

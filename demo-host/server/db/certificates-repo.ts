/**
 * The `certificates` table: price certificates, the terms a shopper was shown, kept for CERTIFICATE_VALID_DAYS.
 */
import { randomUUID } from 'node:crypto';
import type { CreditTier, DealPreferences, DealType } from '../../../src/contract/deal.ts';
import type { Certificate } from '../../../src/contract/certificates.ts';
import { json } from './repo.ts';
import { readPreferences } from './stored-json.ts';
import type { Db, Row } from './schema.ts';

// ─── certificates ───────────────────────────────────────────────────────────────────────────

export type CertificateTerms = Certificate['terms'];

export type CertificateRecord = {
  id: string;
  dealId: string;
  vehicleId: string;
  userId: string;
  dealName: string;
  preferences: DealPreferences;
  paymentType: DealType;
  /** The deal's numbers for every payment type at the moment of saving. */
  terms: Record<DealType, CertificateTerms>;
  issuedAt: string;
  expiresAt: string;
};

/** Terms as stored: rows issued before certificates recorded the credit tier have none. */
type StoredCertificateTerms = Omit<CertificateTerms, 'creditTier'> & { creditTier?: CreditTier | null };

/** Each payment type's terms, a missing tier read as none, so an old certificate still parses. */
function readCertificateTerms(text: string): CertificateRecord['terms'] {
  const stored = json<Record<DealType, StoredCertificateTerms>>(text);
  const withTier = (terms: StoredCertificateTerms): CertificateTerms => ({
    ...terms,
    creditTier: terms.creditTier ?? null,
  });
  return { FINANCE: withTier(stored.FINANCE), LEASE: withTier(stored.LEASE), CASH: withTier(stored.CASH) };
}

/** A certificate is good for this long after it is issued. */
export const CERTIFICATE_VALID_DAYS = 14;

const toCertificate = (row: Row<'certificates'>): CertificateRecord => ({
  id: row.id,
  dealId: row.deal_id,
  vehicleId: row.vehicle_id,
  userId: row.user_id,
  dealName: row.deal_name,
  preferences: readPreferences(row.deal_id, row.preferences),
  paymentType: row.payment_type,
  terms: readCertificateTerms(row.terms),
  issuedAt: row.issued_at,
  expiresAt: row.expires_at,
});

/**
 * Issues a certificate at `now`, or one millisecond after the user's latest one for the vehicle
 * if that is not earlier: `issued_at` alone then lists them in the order they were issued.
 */
export async function insertCertificate(
  db: Db,
  c: Omit<CertificateRecord, 'id' | 'issuedAt' | 'expiresAt'>,
  now = new Date(),
): Promise<CertificateRecord> {
  const { latest } = await db
    .selectFrom('certificates')
    .select((eb) => eb.fn.max('issued_at').as('latest'))
    .where('user_id', '=', c.userId)
    .where('vehicle_id', '=', c.vehicleId)
    .executeTakeFirstOrThrow();
  const issued = new Date(latest === null ? now.getTime() : Math.max(now.getTime(), Date.parse(latest) + 1));
  const expires = new Date(issued.getTime() + CERTIFICATE_VALID_DAYS * 86_400_000);
  const record: CertificateRecord = {
    ...c,
    id: randomUUID(),
    issuedAt: issued.toISOString(),
    expiresAt: expires.toISOString(),
  };
  await db
    .insertInto('certificates')
    .values({
      id: record.id,
      deal_id: record.dealId,
      vehicle_id: record.vehicleId,
      user_id: record.userId,
      deal_name: record.dealName,
      preferences: JSON.stringify(record.preferences),
      payment_type: record.paymentType,
      terms: JSON.stringify(record.terms),
      issued_at: record.issuedAt,
      expires_at: record.expiresAt,
    })
    .execute();
  return record;
}

/** Newest first; `id` only breaks ties between certificates issued by concurrent requests. */
export async function listCertificates(db: Db, userId: string, vehicleId: string): Promise<CertificateRecord[]> {
  const rows = await db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('vehicle_id', '=', vehicleId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toCertificate);
}

export async function getCertificateRecord(db: Db, id: string): Promise<CertificateRecord | null> {
  const row = await db.selectFrom('certificates').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCertificate(row) : null;
}

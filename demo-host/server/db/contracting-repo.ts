/**
 * Queries of signing online (migration 0019): a deal's accepted codes, its
 * electronic-records consents and its signed contract. Rows are only inserted (each is a record
 * of what happened), and a deal's signing state is read from the latest of each.
 */
import { randomUUID } from 'node:crypto';
import type { Contract } from '../../../src/contract/contracting.ts';
import type { Db, Locale, Row } from './schema.ts';

// ─── verifications ──────────────────────────────────────────────────────────────────────────

export type ContractVerification = {
  dealId: string;
  userId: string;
  sessionId: string;
  channel: 'SMS' | 'EMAIL';
  verifiedAt: string;
};

export async function insertVerification(db: Db, verification: ContractVerification): Promise<void> {
  await db
    .insertInto('contract_verifications')
    .values({
      id: randomUUID(),
      deal_id: verification.dealId,
      user_id: verification.userId,
      session_id: verification.sessionId,
      channel: verification.channel,
      verified_at: verification.verifiedAt,
    })
    .execute();
}

/** The latest code accepted for the deal in this session, by this user. */
export async function latestVerification(
  db: Db,
  dealId: string,
  userId: string,
  sessionId: string,
): Promise<ContractVerification | null> {
  const row = await db
    .selectFrom('contract_verifications')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .orderBy('verified_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        dealId: row.deal_id,
        userId: row.user_id,
        sessionId: row.session_id,
        channel: row.channel,
        verifiedAt: row.verified_at,
      }
    : null;
}

// ─── electronic-records consents ────────────────────────────────────────────────────────────

export type EsignConsent = {
  id: string;
  dealId: string;
  userId: string;
  version: string;
  locale: Locale;
  text: string;
  givenAt: string;
  ip: string;
  userAgent: string;
};

export async function insertEsignConsent(db: Db, consent: Omit<EsignConsent, 'id'>): Promise<EsignConsent> {
  const id = randomUUID();
  await db
    .insertInto('esign_consents')
    .values({
      id,
      deal_id: consent.dealId,
      user_id: consent.userId,
      version: consent.version,
      locale: consent.locale,
      consent_text: consent.text,
      given_at: consent.givenAt,
      ip: consent.ip,
      user_agent: consent.userAgent,
    })
    .execute();
  return { id, ...consent };
}

const toConsent = (row: Row<'esign_consents'>): EsignConsent => ({
  id: row.id,
  dealId: row.deal_id,
  userId: row.user_id,
  version: row.version,
  locale: row.locale,
  text: row.consent_text,
  givenAt: row.given_at,
  ip: row.ip,
  userAgent: row.user_agent,
});

/** The user's latest consent of this version for the deal. */
export async function findEsignConsent(
  db: Db,
  dealId: string,
  userId: string,
  version: string,
): Promise<EsignConsent | null> {
  const row = await db
    .selectFrom('esign_consents')
    .selectAll()
    .where('deal_id', '=', dealId)
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .orderBy('given_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toConsent(row) : null;
}

export async function getEsignConsent(db: Db, id: string): Promise<EsignConsent | null> {
  const row = await db.selectFrom('esign_consents').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toConsent(row) : null;
}

// ─── signed contracts ───────────────────────────────────────────────────────────────────────

export type SignedContract = {
  id: string;
  dealId: string;
  userId: string;
  consentId: string;
  contract: Contract;
  signatureName: string;
  signedAt: string;
  ip: string;
  userAgent: string;
};

export async function insertSignedContract(db: Db, signed: Omit<SignedContract, 'id'>): Promise<SignedContract> {
  const id = randomUUID();
  await db
    .insertInto('signed_contracts')
    .values({
      id,
      deal_id: signed.dealId,
      user_id: signed.userId,
      consent_id: signed.consentId,
      kind: signed.contract.quote.lease ? 'LEASE' : 'FINANCE',
      contract: JSON.stringify(signed.contract),
      digest: signed.contract.digest,
      signature_name: signed.signatureName,
      signed_at: signed.signedAt,
      ip: signed.ip,
      user_agent: signed.userAgent,
    })
    .execute();
  return { id, ...signed };
}

export async function getSignedContract(db: Db, dealId: string): Promise<SignedContract | null> {
  const row = await db.selectFrom('signed_contracts').selectAll().where('deal_id', '=', dealId).executeTakeFirst();
  return row
    ? {
        id: row.id,
        dealId: row.deal_id,
        userId: row.user_id,
        consentId: row.consent_id,
        // Written only by insertSignedContract, from a contract the server built.
        contract: JSON.parse(row.contract) as Contract,
        signatureName: row.signature_name,
        signedAt: row.signed_at,
        ip: row.ip,
        userAgent: row.user_agent,
      }
    : null;
}

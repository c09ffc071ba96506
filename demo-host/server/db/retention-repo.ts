/**
 * The retention sweep's deletions (server/retention.ts). Each is one statement, idempotent and
 * safe to run from several processes at once. Portable SQL: `||` and NOT EXISTS behave alike on
 * SQLite and PostgreSQL.
 */
import { sql } from 'kysely';
import type { Db } from './schema.ts';

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint } | undefined) =>
  Number(result?.numDeletedRows ?? result?.numUpdatedRows ?? 0);

/** Finance drafts never sent and untouched since `before`, their sealed SSN and birth date with them. */
export async function deleteDraftsUntouchedSince(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('finance_applications')
    .where('status', '=', 'DRAFT')
    .where('submitted_at', 'is', null)
    .where('updated_at', '<', before.toISOString())
    .executeTakeFirst();
  return count(result);
}

export type AnonymousSweep = { softPulls: number; creditChoices: number; recentlyViewed: number; deals: number };

/**
 * What anonymous sessions that no longer exist held: nobody can reach it again. Their soft pulls
 * (with their pre-approvals), self-selected tiers, recently viewed vehicles and deals (with their
 * quotes and finance drafts) go. A deal whose finance application was sent stays with its
 * authorisation record, but its sealed SSNs and birth dates go: it can never be sent again.
 */
export async function deleteOrphanedAnonymousData(db: Db): Promise<AnonymousSweep> {
  const noSession = (column: 'soft_pulls.session_id' | 'deals.session_id') =>
    sql<boolean>`NOT EXISTS (SELECT 1 FROM sessions WHERE sessions.id = ${sql.ref(column)})`;
  const noSessionOwner = (column: 'credit_selections.owner' | 'recently_viewed.owner') =>
    sql<boolean>`${sql.ref(column)} LIKE 's:%' AND NOT EXISTS (SELECT 1 FROM sessions WHERE 's:' || sessions.id = ${sql.ref(column)})`;

  const orphanPulls = db
    .selectFrom('soft_pulls')
    .select('soft_pulls.id')
    .where('soft_pulls.user_id', 'is', null)
    .where(noSession('soft_pulls.session_id'));
  await db.deleteFrom('pre_approvals').where('soft_pull_id', 'in', orphanPulls).execute();
  const softPulls = await db
    .deleteFrom('soft_pulls')
    .where('soft_pulls.user_id', 'is', null)
    .where(noSession('soft_pulls.session_id'))
    .executeTakeFirst();
  const creditChoices = await db
    .deleteFrom('credit_selections')
    .where(noSessionOwner('credit_selections.owner'))
    .executeTakeFirst();
  const recentlyViewed = await db
    .deleteFrom('recently_viewed')
    .where(noSessionOwner('recently_viewed.owner'))
    .executeTakeFirst();

  const orphanDeals = db
    .selectFrom('deals')
    .select('deals.id')
    .where('deals.user_id', 'is', null)
    .where('deals.session_id', 'is not', null)
    .where(noSession('deals.session_id'));
  await db
    .updateTable('finance_applications')
    .set({
      applicant_ssn: null,
      applicant_ssn_last4: null,
      applicant_dob: null,
      co_ssn: null,
      co_ssn_last4: null,
      co_dob: null,
    })
    .where('submitted_at', 'is not', null)
    .where('deal_id', 'in', orphanDeals)
    .where((eb) =>
      eb.or([
        eb('applicant_ssn', 'is not', null),
        eb('applicant_dob', 'is not', null),
        eb('co_ssn', 'is not', null),
        eb('co_dob', 'is not', null),
      ]),
    )
    .execute();
  const sent = db.selectFrom('finance_applications').select('deal_id').where('submitted_at', 'is not', null);
  const deals = await db
    .deleteFrom('deals')
    .where('deals.user_id', 'is', null)
    .where('deals.session_id', 'is not', null)
    .where(noSession('deals.session_id'))
    .where('deals.id', 'not in', sent)
    .executeTakeFirst();
  return {
    softPulls: count(softPulls),
    creditChoices: count(creditChoices),
    recentlyViewed: count(recentlyViewed),
    deals: count(deals),
  };
}

/** A trade photo past its retention: its row's key and its objects. */
export type ExpiredTradePhoto = { trade_id: string; slot: string; image_key: string; thumbnail_key: string };

/**
 * Trade photos stored before `before` whose trade was last changed before it too (or is gone): at most `limit`,
 * the oldest first. A trade's times are ISO text, so the cut-off compares as text.
 */
export async function listTradePhotosKeptPast(db: Db, before: Date, limit: number): Promise<ExpiredTradePhoto[]> {
  const cutoff = before.toISOString();
  return db
    .selectFrom('trade_photos')
    .leftJoin('trades', 'trades.id', 'trade_photos.trade_id')
    .select(['trade_photos.trade_id', 'trade_photos.slot', 'trade_photos.image_key', 'trade_photos.thumbnail_key'])
    .where('trade_photos.created_at', '<', before.getTime())
    .where((eb) =>
      eb.or([eb('trades.id', 'is', null), eb(eb.fn.coalesce('trades.updated_at', 'trades.created_at'), '<', cutoff)]),
    )
    .orderBy('trade_photos.created_at')
    .limit(limit)
    .execute();
}

/** Deletes the photo's row, unless the slot has since been given another photo (another image key). */
export async function deleteExpiredTradePhoto(db: Db, photo: ExpiredTradePhoto): Promise<number> {
  const result = await db
    .deleteFrom('trade_photos')
    .where('trade_id', '=', photo.trade_id)
    .where('slot', '=', photo.slot)
    .where('image_key', '=', photo.image_key)
    .executeTakeFirst();
  return count(result);
}

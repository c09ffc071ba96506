/** The `settings_versions` table (migration 0038): each saved state of a settings document, by subject. */
import type { Db } from './schema.ts';

export type SettingsVersionRow = {
  version: number;
  data: unknown;
  changed: string[];
  staffEmail: string | null;
  at: number;
  revertedTo: number | null;
};

const toRow = (r: {
  version: number;
  data: string;
  changed: string;
  staff_email: string | null;
  at: number | string;
  reverted_to: number | null;
}): SettingsVersionRow => ({
  version: Number(r.version),
  data: JSON.parse(r.data) as unknown,
  changed: JSON.parse(r.changed) as string[],
  staffEmail: r.staff_email,
  at: Number(r.at),
  revertedTo: r.reverted_to === null ? null : Number(r.reverted_to),
});

/** Newest first. */
export async function listSettingsVersions(db: Db, subject: string, limit: number): Promise<SettingsVersionRow[]> {
  const rows = await db
    .selectFrom('settings_versions')
    .select(['version', 'data', 'changed', 'staff_email', 'at', 'reverted_to'])
    .where('subject', '=', subject)
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

/** Fails on the (subject, version) key when another writer saved the same version first. */
export async function insertSettingsVersion(
  db: Db,
  v: { subject: string; dealerId: string | null } & Omit<SettingsVersionRow, 'data'> & { data: unknown },
): Promise<void> {
  await db
    .insertInto('settings_versions')
    .values({
      subject: v.subject,
      version: v.version,
      dealer_id: v.dealerId,
      data: JSON.stringify(v.data),
      changed: JSON.stringify(v.changed),
      staff_email: v.staffEmail,
      at: v.at,
      reverted_to: v.revertedTo,
    })
    .execute();
}

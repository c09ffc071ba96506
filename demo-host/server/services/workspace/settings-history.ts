/**
 * Versioned settings: one way for every workspace settings document (a dealer's lead settings, rules,
 * a campaign, its theme) to be saved, audited with what changed, read back as history and reverted to
 * the version before. A document says how it is authorised, loaded and saved; this does the rest in one
 * transaction, so a version, its audit entry and the settings themselves never disagree.
 */
import * as v from 'valibot';
import {
  NO_EARLIER_VERSION,
  SETTINGS_CHANGED_MEANWHILE,
  SETTINGS_HISTORY_SHOWN,
  VERSION_NO_LONGER_FITS,
  type SettingsHistory,
} from '../../../../src/contract/workspace-settings-history.ts';
import { appendAudit } from '../../db/audit-repo.ts';
import { isUniqueViolation } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { insertSettingsVersion, listSettingsVersions } from '../../db/settings-versions-repo.ts';
import type { StaffMember } from '../../db/staff-repo.ts';
import { changedFields, sameValue } from '../../domain/settings/changed-fields.ts';
import { Conflict, Invalid, NotFound } from '../../domain/errors.ts';
import type { AppDeps } from '../app-deps.ts';

/** Where a document's changes are filed: the audit entry's record and the dealer whose managers read it. */
export type SettingsScope = { recordType: string; recordId: string; dealerId: string | null };

export type SettingsDoc<T> = {
  /** The API's path segment for it: `/dealer/api/settings/<kind>/<id>/…`. */
  kind: string;
  /** The audit action of a save (labelled in src/contract/workspace-audit.ts). */
  auditAction: string;
  /** The stored shape, checked again before a revert writes an old version back. */
  schema: v.GenericSchema<unknown, T>;
  /** Throws Forbidden or NotFound for a member who may not change it. */
  authorize(db: Db, member: StaffMember, id: string): Promise<SettingsScope>;
  load(db: Db, id: string): Promise<T>;
  save(db: Db, id: string, data: T): Promise<void>;
};

export const SETTINGS_REVERT_ACTION = 'settings.revert';

export type SettingsHistoryService = {
  /** Saves `data` as the document's next version; the same data again changes and records nothing. */
  update<T>(doc: SettingsDoc<T>, member: StaffMember, id: string, data: T, client: string): Promise<T>;
  history(kind: string, member: StaffMember, id: string): Promise<SettingsHistory>;
  /** Restores the version before the current one, as a new version. */
  revert(kind: string, member: StaffMember, id: string, client: string): Promise<SettingsHistory>;
};

export function createSettingsHistory(
  deps: Pick<AppDeps, 'db' | 'now'>,
  docs: readonly SettingsDoc<unknown>[],
): SettingsHistoryService {
  const { db } = deps;
  const clock = () => (deps.now ? deps.now().getTime() : Date.now());
  // Method-declared members keep a document of any T a SettingsDoc<unknown> (bivariant parameters).
  const subjectOf = (doc: SettingsDoc<unknown>, id: string) => `${doc.kind}:${id}`;

  function docOf(kind: string): SettingsDoc<unknown> {
    const doc = docs.find((d) => d.kind === kind);
    if (!doc) throw new NotFound('No such settings');
    return doc;
  }

  /** A concurrent save took the same version number: the later one is refused, not merged. */
  async function once<R>(work: () => Promise<R>): Promise<R> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(SETTINGS_CHANGED_MEANWHILE);
      throw error;
    }
  }

  /** Writes `next` over `before` as version latest+1; the state before the first change becomes version 1. */
  async function write(
    tx: Db,
    doc: SettingsDoc<unknown>,
    id: string,
    scope: SettingsScope,
    member: StaffMember,
    client: string,
    change: { before: unknown; next: unknown; action: string; revertedTo: number | null },
  ): Promise<void> {
    const subject = subjectOf(doc, id);
    const at = clock();
    let latest = (await listSettingsVersions(tx, subject, 1))[0]?.version ?? 0;
    if (latest === 0) {
      await insertSettingsVersion(tx, {
        subject,
        dealerId: scope.dealerId,
        version: 1,
        data: change.before,
        changed: [],
        staffEmail: null,
        at,
        revertedTo: null,
      });
      latest = 1;
    }
    const changed = changedFields(change.before, change.next);
    await doc.save(tx, id, change.next);
    await insertSettingsVersion(tx, {
      subject,
      dealerId: scope.dealerId,
      version: latest + 1,
      data: change.next,
      changed,
      staffEmail: member.email,
      at,
      revertedTo: change.revertedTo,
    });
    await appendAudit(tx, {
      at,
      staffId: member.id,
      staffEmail: member.email,
      action: change.action,
      recordType: scope.recordType,
      recordId: scope.recordId,
      dealerId: scope.dealerId,
      client,
      changes: changed,
    });
  }

  async function history(doc: SettingsDoc<unknown>, id: string): Promise<SettingsHistory> {
    const rows = await listSettingsVersions(db, subjectOf(doc, id), SETTINGS_HISTORY_SHOWN);
    return {
      versions: rows.map((r) => ({
        version: r.version,
        at: r.at,
        staff: r.staffEmail,
        changed: r.changed,
        revertedTo: r.revertedTo,
      })),
      canRevert: rows.length >= 2,
    };
  }

  return {
    async update(doc, member, id, data, client) {
      const scope = await doc.authorize(db, member, id);
      await once(() =>
        db.transaction().execute(async (tx) => {
          const before = await doc.load(tx, id);
          if (sameValue(before, data)) return;
          await write(tx, doc, id, scope, member, client, {
            before,
            next: data,
            action: doc.auditAction,
            revertedTo: null,
          });
        }),
      );
      return data;
    },
    async history(kind, member, id) {
      const doc = docOf(kind);
      await doc.authorize(db, member, id);
      return history(doc, id);
    },
    async revert(kind, member, id, client) {
      const doc = docOf(kind);
      const scope = await doc.authorize(db, member, id);
      await once(() =>
        db.transaction().execute(async (tx) => {
          const [, previous] = await listSettingsVersions(tx, subjectOf(doc, id), 2);
          if (!previous) throw new Invalid(NO_EARLIER_VERSION);
          const restored = v.safeParse(doc.schema, previous.data);
          if (!restored.success) throw new Conflict(VERSION_NO_LONGER_FITS);
          const before = await doc.load(tx, id);
          await write(tx, doc, id, scope, member, client, {
            before,
            next: restored.output,
            action: SETTINGS_REVERT_ACTION,
            revertedTo: previous.version,
          });
        }),
      );
      return history(doc, id);
    },
  };
}

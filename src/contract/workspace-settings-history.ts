/**
 * A settings document's history in the workspace (`/dealer/api/settings/:kind/:id/history`, `…/revert`):
 * every saved version with who saved it, when and what it changed; a revert restores the version before
 * the current one and is itself a version.
 */
import * as v from 'valibot';

/** A settings document's kind: the path segment naming it (`dealer-leads`, `campaign`, …). */
export const SettingsKindSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z-]{1,39}$/));
export const SettingsIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/));

export const SETTINGS_HISTORY_SHOWN = 20;
export const NO_EARLIER_VERSION = 'There is no earlier version to go back to.';
export const SETTINGS_CHANGED_MEANWHILE = 'Someone else saved these settings at the same moment. Reload and try again.';
export const VERSION_NO_LONGER_FITS = 'That version no longer fits the settings as they are now; change them by hand.';

export const SettingsVersionSchema = v.object({
  version: v.number(),
  at: v.number(),
  /** Null: the state before the first change in the workspace (seeded or imported). */
  staff: v.nullable(v.string()),
  /** The paths of the fields that differ from the version before (`docFee`, `theme.brand`). */
  changed: v.array(v.string()),
  /** The version this one restored. */
  revertedTo: v.nullable(v.number()),
});
export type SettingsVersion = v.InferOutput<typeof SettingsVersionSchema>;

export const SettingsHistorySchema = v.object({
  versions: v.array(SettingsVersionSchema),
  canRevert: v.boolean(),
});
export type SettingsHistory = v.InferOutput<typeof SettingsHistorySchema>;

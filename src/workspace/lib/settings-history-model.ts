/**
 * A settings document's history as its page shows it: the saved versions, and a revert to the one before
 * the current version after the member confirms it.
 */
import { batch, computed, signal } from '@preact/signals';
import { SettingsHistorySchema, type SettingsHistory } from '../../contract/workspace-settings-history.ts';
import { request } from '../../lib/http.ts';
import { failureMessage, isUnauthorized } from './failure.ts';
import { createRemote } from './remote.ts';

const historyPath = (kind: string, id: string) => `/settings/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;

export const getSettingsHistory = (kind: string, id: string, signal: AbortSignal) =>
  request('GET', `${historyPath(kind, id)}/history`, SettingsHistorySchema, { signal });
export const revertSettings = (kind: string, id: string) =>
  request('POST', `${historyPath(kind, id)}/revert`, SettingsHistorySchema);

type Deps = {
  kind: string;
  id: string;
  onUnauthorized: () => void;
  /** The page reads its settings again: they are the restored version's now. */
  onReverted: () => void;
};

export function createSettingsHistoryModel({ kind, id, onUnauthorized, onReverted }: Deps) {
  const remote = createRemote<SettingsHistory>();
  const confirming = signal(false);
  const reverting = signal(false);
  const error = signal<string | null>(null);
  /** The version the last revert restored, for the status line. */
  const restored = signal<number | null>(null);

  async function load(signal?: AbortSignal): Promise<void> {
    await remote.run((aborted) => getSettingsHistory(kind, id, signal ?? aborted));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  /** The version a revert goes back to: the one before the newest. */
  const target = computed(() => {
    const state = remote.state.value;
    return state.status === 'complete' && state.data.canRevert ? (state.data.versions[1]?.version ?? null) : null;
  });

  return {
    state: remote.state,
    target,
    confirming: computed(() => confirming.value),
    reverting: computed(() => reverting.value),
    error: computed(() => error.value),
    restored: computed(() => restored.value),
    load,
    /** After the page saved: the new version shows, and an earlier status line goes. */
    refresh(): Promise<void> {
      restored.value = null;
      return load();
    },
    askRevert(on: boolean): void {
      batch(() => {
        confirming.value = on;
        error.value = null;
      });
    },
    async revert(): Promise<void> {
      const to = target.value;
      if (reverting.value || to === null) return;
      reverting.value = true;
      try {
        const answer = await revertSettings(kind, id);
        batch(() => {
          remote.set(answer);
          confirming.value = false;
          restored.value = to;
        });
        onReverted();
      } catch (failure) {
        if (isUnauthorized(failure)) onUnauthorized();
        error.value = failureMessage(failure);
      } finally {
        reverting.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}

export type SettingsHistoryModel = ReturnType<typeof createSettingsHistoryModel>;

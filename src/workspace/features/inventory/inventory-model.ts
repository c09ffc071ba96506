/**
 * One dealer's inventory feed page: the import history, and an upload with its busy state and outcome.
 * The import runs within the upload request, so "busy" lasts until the counts come back.
 */
import { batch, computed, signal } from '@preact/signals';
import type { InventoryImport, InventoryImports } from '../../../contract/workspace-inventory.ts';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getImports, uploadFeed } from './api.ts';

type Deps = { dealerId: string; onUnauthorized: () => void };

export function createInventoryModel({ dealerId, onUnauthorized }: Deps) {
  const remote = createRemote<InventoryImports>();
  const fullFeed = signal(false);
  const busy = signal(false);
  const error = signal<string | null>(null);
  const done = signal<InventoryImport | null>(null);

  async function load(signal?: AbortSignal): Promise<void> {
    await remote.run((aborted) => getImports(dealerId, signal ?? aborted));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    fullFeed: computed(() => fullFeed.value),
    busy: computed(() => busy.value),
    error: computed(() => error.value),
    done: computed(() => done.value),
    load,
    retry: () => load(),
    setFullFeed(on: boolean): void {
      fullFeed.value = on;
    },
    /** False when there was nothing to upload or it failed (the message says why). */
    async upload(chosen: File | null, missingFile: string): Promise<boolean> {
      if (busy.value) return false;
      if (!chosen) {
        error.value = missingFile;
        return false;
      }
      batch(() => {
        busy.value = true;
        error.value = null;
        done.value = null;
      });
      try {
        const result = await uploadFeed(dealerId, chosen, fullFeed.value);
        done.value = result;
        const state = remote.state.value;
        if (state.status === 'complete') remote.set({ ...state.data, imports: [result, ...state.data.imports] });
        return true;
      } catch (failure) {
        if (isUnauthorized(failure)) onUnauthorized();
        else error.value = failureMessage(failure);
        return false;
      } finally {
        busy.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type InventoryModel = ReturnType<typeof createInventoryModel>;

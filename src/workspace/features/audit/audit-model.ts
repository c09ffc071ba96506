/** The audit log for one dealer (or all the member's): newest first, older pages on request. */
import { batch, computed, signal } from '@preact/signals';
import type { AuditEntry } from '../../../contract/workspace.ts';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createRemote } from '../../lib/remote.ts';
import { getAudit } from './api.ts';

type Deps = { dealer: string | undefined; onUnauthorized: () => void };

export function createAuditModel({ dealer, onUnauthorized }: Deps) {
  const first = createRemote<true>();
  const entries = signal<AuditEntry[]>([]);
  const next = signal<string | null>(null);
  const older = signal<{ status: 'idle' | 'loading' } | { status: 'error'; message: string }>({ status: 'idle' });

  async function load(signal?: AbortSignal): Promise<void> {
    await first.run(async (aborted) => {
      const page = await getAudit({ dealer }, signal ?? aborted);
      batch(() => {
        entries.value = page.entries;
        next.value = page.next;
      });
      return true;
    });
    const state = first.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: first.state,
    entries: computed(() => entries.value),
    hasOlder: computed(() => next.value !== null),
    older: computed(() => older.value),
    load,
    retry: () => load(),
    async loadOlder(): Promise<void> {
      const before = next.value;
      if (!before || older.value.status === 'loading') return;
      older.value = { status: 'loading' };
      try {
        const page = await getAudit({ dealer, before });
        batch(() => {
          entries.value = [...entries.value, ...page.entries];
          next.value = page.next;
          older.value = { status: 'idle' };
        });
      } catch (error) {
        if (isUnauthorized(error)) onUnauthorized();
        else older.value = { status: 'error', message: failureMessage(error) };
      }
    },
    dispose(): void {
      first.abort();
    },
  };
}
export type AuditModel = ReturnType<typeof createAuditModel>;

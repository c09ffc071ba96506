/**
 * One block of data from the server: loading, failed (with the error, so a page can tell a 403 or a 404
 * from a failure) or complete. A new run aborts the one before it; a late answer never overwrites a newer one.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import { failureMessage } from './failure.ts';

export type RemoteState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string; error: unknown }
  | { status: 'complete'; data: T };

export type Remote<T> = {
  state: ReadonlySignal<RemoteState<T>>;
  run(load: (signal: AbortSignal) => Promise<T>): Promise<T | undefined>;
  set(data: T): void;
  abort(): void;
};

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

export function createRemote<T>(): Remote<T> {
  const state = signal<RemoteState<T>>({ status: 'idle' });
  let controller: AbortController | null = null;

  function abort(): void {
    controller?.abort();
    controller = null;
  }

  return {
    state,
    async run(load) {
      abort();
      const own = new AbortController();
      controller = own;
      state.value = { status: 'loading' };
      try {
        const data = await load(own.signal);
        if (own.signal.aborted) return undefined;
        state.value = { status: 'complete', data };
        return data;
      } catch (error) {
        if (own.signal.aborted || isAbort(error)) return undefined;
        batch(() => {
          state.value = { status: 'error', message: failureMessage(error), error };
        });
        return undefined;
      } finally {
        if (controller === own) controller = null;
      }
    },
    set(data) {
      abort();
      state.value = { status: 'complete', data };
    },
    abort,
  };
}

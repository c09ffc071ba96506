/**
 * Loader state of every remote data block (seed 000 §4 "Loaders"): idle, loading, error (with
 * messages) or complete. One `createRemote()` per block; a new run aborts the one before it and
 * a late answer from an older run never overwrites a newer state.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { ApiError } from './http.ts';
import { t } from './i18n/index.ts';

export type RemoteData<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; messages: string[]; error: unknown }
  | { status: 'complete'; data: T };

export type Remote<T> = {
  state: ReadonlySignal<RemoteData<T>>;
  /**
   * The data of the latest completed run: kept while a reload is loading (so a screen does not
   * flash empty), cleared by an error or `reset()`.
   */
  data: ReadonlySignal<T | undefined>;
  /**
   * Resolves with the data, or `undefined` when the run failed, was aborted or was overtaken. `applied` runs in
   * the same update as the data's arrival: nothing renders the data without what it derives from it.
   */
  run(load: (signal: AbortSignal) => Promise<T>, applied?: (data: T) => void): Promise<T | undefined>;
  /** Puts data in place without a request (e.g. the response of a save); aborts a running load. */
  set(data: T): void;
  /** Back to idle; aborts a running load. */
  reset(): void;
};

/** An abort is the caller changing its mind, never an error to show. */
export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Messages a shopper can read for a failure. A 4xx from our API carries messages written for
 * people (its field errors, else its message); network failures, 5xx and malformed responses
 * carry developer text, so they get the generic message instead.
 */
export function errorMessages(error: unknown): string[] {
  // The server is up but its database is not: say so, and that trying again will work.
  if (error instanceof ApiError && error.kind === 'http' && error.status === 503) return [t('forms.unavailable')];
  if (error instanceof ApiError && error.kind === 'http' && error.status >= 400 && error.status < 500) {
    if (error.fieldErrors.length > 0) return error.fieldErrors.map((f) => f.message);
    if (error.message) return [error.message];
  }
  return [t('forms.unexpected')];
}

/**
 * Whether asking again can go differently: a network failure, a 5xx, a timeout or a rate limit can;
 * any other 4xx (not found, forbidden, bad request) answers the same until something else changes.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export function createRemote<T>(): Remote<T> {
  const state = signal<RemoteData<T>>({ status: 'idle' });
  const kept = signal<T | undefined>(undefined);
  let controller: AbortController | null = null;
  let generation = 0;

  function cancel(): number {
    controller?.abort();
    controller = null;
    return ++generation;
  }

  async function run(load: (signal: AbortSignal) => Promise<T>, applied?: (data: T) => void): Promise<T | undefined> {
    const mine = cancel();
    const own = new AbortController();
    controller = own;
    state.value = { status: 'loading' };
    try {
      const data = await load(own.signal);
      if (mine !== generation || own.signal.aborted) return undefined;
      controller = null;
      batch(() => {
        kept.value = data;
        state.value = { status: 'complete', data };
        applied?.(data);
      });
      return data;
    } catch (error) {
      if (mine !== generation || own.signal.aborted) return undefined;
      controller = null;
      if (isAbortError(error)) {
        // Aborted from inside the loader (not by a newer run): nothing failed, nothing loaded.
        state.value = { status: 'idle' };
        return undefined;
      }
      batch(() => {
        kept.value = undefined;
        state.value = { status: 'error', messages: errorMessages(error), error };
      });
      return undefined;
    }
  }

  function set(data: T): void {
    cancel();
    batch(() => {
      kept.value = data;
      state.value = { status: 'complete', data };
    });
  }

  function reset(): void {
    cancel();
    batch(() => {
      kept.value = undefined;
      state.value = { status: 'idle' };
    });
  }

  return { state, data: computed(() => kept.value), run, set, reset };
}

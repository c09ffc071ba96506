/**
 * One settings document as a page edits it: read, shown as typed values, checked with the contract's schema
 * and saved, "Saved." until the next edit. A 401 anywhere sends the member to sign in.
 */
import { computed, signal } from '@preact/signals';
import type * as v from 'valibot';
import { isUnauthorized } from './failure.ts';
import { createForm } from './form.ts';
import { createRemote } from './remote.ts';

type Values = Record<string, string | boolean>;

export type SettingsModelOptions<A, V extends Values, S extends v.GenericSchema<unknown, unknown>> = {
  /** The form's values before the document is read. */
  empty: V;
  /** The document as the form shows it. */
  values: (answer: A) => V;
  read: (signal: AbortSignal) => Promise<A>;
  /** The stored shape the values must parse to before they are sent. */
  schema: S;
  /** The request body made from the values, when it is not the values themselves. */
  body?: (values: V) => unknown;
  write: (body: v.InferOutput<S>) => Promise<A>;
  onUnauthorized: () => void;
};

export function createSettingsModel<A, V extends Values, S extends v.GenericSchema<unknown, unknown>>(
  o: SettingsModelOptions<A, V, S>,
) {
  const remote = createRemote<A>();
  const form = createForm<V>(o.empty);
  const saved = signal(false);

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => o.read(signal ?? aborted));
    if (found) form.reset(o.values(found));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) o.onUnauthorized();
  }

  return {
    state: remote.state,
    form,
    saved: computed(() => saved.value),
    load,
    retry: () => load(),
    set: ((name, value) => {
      saved.value = false;
      form.set(name, value);
    }) as typeof form.set,
    async save(): Promise<boolean> {
      if (remote.state.value.status !== 'complete') return false;
      saved.value = false;
      const done = await form.submit(o.schema, o.write, { onUnauthorized: o.onUnauthorized, body: o.body });
      if (!done.ok) return false;
      remote.set(done.result);
      form.reset(o.values(done.result));
      saved.value = true;
      return true;
    },
    dispose(): void {
      remote.abort();
    },
  };
}

/**
 * One dealer's inventory feed page: the import history, an upload with its busy state and outcome, and
 * the feed URL's schedule with "Fetch now". An import runs within its request, so "busy" lasts until
 * the counts come back.
 */
import { batch, computed, signal } from '@preact/signals';
import {
  FeedScheduleSchema,
  type FeedScheduleState,
  type InventoryImport,
  type InventoryImports,
} from '../../../contract/workspace-inventory.ts';
import { failureMessage, isUnauthorized } from '../../lib/failure.ts';
import { createForm } from '../../lib/form.ts';
import { createRemote } from '../../lib/remote.ts';
import { fetchFeedNow, getImports, saveFeedSchedule, uploadFeed } from './api.ts';

/** The schedule form as typed: minutes stay text until sent, so a half-typed number is not lost. */
const feedValues = (feed: FeedScheduleState | null) => ({
  url: feed?.url ?? '',
  everyMinutes: String(feed?.everyMinutes ?? 60),
  fullFeed: feed?.fullFeed ?? true,
});

type Deps = { dealerId: string; onUnauthorized: () => void };

export function createInventoryModel({ dealerId, onUnauthorized }: Deps) {
  const remote = createRemote<InventoryImports>();
  const fullFeed = signal(false);
  const busy = signal(false);
  const error = signal<string | null>(null);
  const done = signal<InventoryImport | null>(null);
  const feedForm = createForm(feedValues(null));
  const feedSaved = signal(false);
  const fetching = signal(false);
  const fetched = signal<InventoryImport | null>(null);
  const fetchError = signal<string | null>(null);

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => getImports(dealerId, signal ?? aborted));
    if (found) feedForm.reset(feedValues(found.feed));
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  /** A new import heads the history. */
  function prepend(result: InventoryImport): void {
    const state = remote.state.value;
    if (state.status === 'complete') remote.set({ ...state.data, imports: [result, ...state.data.imports] });
  }

  return {
    state: remote.state,
    fullFeed: computed(() => fullFeed.value),
    busy: computed(() => busy.value),
    error: computed(() => error.value),
    done: computed(() => done.value),
    load,
    retry: () => load(),
    /** Reads the feed's schedule again (after a revert) without leaving the page for a loading state. */
    async reloadFeed(): Promise<void> {
      const found = await getImports(dealerId).catch(() => null);
      if (!found) return load();
      batch(() => {
        remote.set(found);
        feedForm.reset(feedValues(found.feed));
        feedSaved.value = false;
      });
    },
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
        prepend(result);
        return true;
      } catch (failure) {
        if (isUnauthorized(failure)) onUnauthorized();
        else error.value = failureMessage(failure);
        return false;
      } finally {
        busy.value = false;
      }
    },
    feedForm,
    feedSaved: computed(() => feedSaved.value),
    fetching: computed(() => fetching.value),
    fetched: computed(() => fetched.value),
    fetchError: computed(() => fetchError.value),
    editFeed<K extends 'url' | 'everyMinutes' | 'fullFeed'>(name: K, value: ReturnType<typeof feedValues>[K]): void {
      feedSaved.value = false;
      feedForm.set(name, value);
    },
    /** False when the values or the server refused it (the messages say why, on their fields). */
    async saveFeed(): Promise<boolean> {
      feedSaved.value = false;
      const sent = await feedForm.submit(FeedScheduleSchema, (body) => saveFeedSchedule(dealerId, body), {
        onUnauthorized,
        body: (values) => ({
          ...values,
          everyMinutes: values.everyMinutes.trim() === '' ? NaN : Number(values.everyMinutes),
        }),
      });
      if (!sent.ok) return false;
      batch(() => {
        feedForm.reset(feedValues(sent.result.feed));
        const state = remote.state.value;
        if (state.status === 'complete') remote.set({ ...state.data, feed: sent.result.feed });
        feedSaved.value = true;
      });
      return true;
    },
    async fetchNow(): Promise<void> {
      if (fetching.value) return;
      batch(() => {
        fetching.value = true;
        fetched.value = null;
        fetchError.value = null;
      });
      try {
        const result = await fetchFeedNow(dealerId);
        batch(() => {
          fetched.value = result;
          prepend(result);
        });
      } catch (failure) {
        if (isUnauthorized(failure)) onUnauthorized();
        else fetchError.value = failureMessage(failure);
      } finally {
        fetching.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type InventoryModel = ReturnType<typeof createInventoryModel>;

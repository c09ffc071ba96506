/**
 * A list of records a settings page edits as one document (a dealer's protection products, its accessories):
 * each row's fields as typed, rows added, saved as one list with the contract's schema checked first, then
 * the server's; each message lands on its row's field (`<list>.<index>.<field>`), any other above the form.
 */
import { batch, computed, signal } from '@preact/signals';
import * as v from 'valibot';
import { serverMessage } from '../i18n/index.ts';
import { isUnauthorized, placeRefusal } from './failure.ts';
import { createRemote } from './remote.ts';

/** A row while it is edited: `key` is its own (a new record has no id yet). */
export type ListRow = { key: string; id?: string };

type ListFormDeps<A, R extends ListRow, B> = {
  /** The document's list property: the first segment of every field path. */
  list: string;
  schema: v.GenericSchema<unknown, B>;
  load: (signal: AbortSignal) => Promise<A>;
  save: (body: B) => Promise<A>;
  rowsOf: (answer: A) => R[];
  /** The request as the rows say (the schema checks it before it is sent). */
  bodyOf: (rows: readonly R[]) => unknown;
  blank: () => Omit<R, 'key'>;
  onUnauthorized: () => void;
};

let keys = 0;

export function createListForm<A, R extends ListRow, B>(deps: ListFormDeps<A, R, B>) {
  const { list, onUnauthorized } = deps;
  const remote = createRemote<A>();
  const rows = signal<R[]>([]);
  /** Messages by `<list>.<index>.<field>`; a message deeper in a row (a fit's make) is its field's. */
  const errors = signal<Record<string, string>>({});
  const formError = signal<string | null>(null);
  const saving = signal(false);
  const saved = signal(false);
  const rowField = new RegExp(`^(${list}\\.\\d+\\.\\w+)`);

  function place(found: readonly { field: string; message: string }[]): void {
    const mine: Record<string, string> = {};
    const other: string[] = [];
    for (const { field, message } of found) {
      const path = rowField.exec(field)?.[1];
      if (path) mine[path] ??= serverMessage(message);
      else other.push(serverMessage(message));
    }
    batch(() => {
      errors.value = mine;
      formError.value = other.length > 0 ? [...new Set(other)].join(' ') : null;
    });
  }

  async function load(signal?: AbortSignal): Promise<void> {
    const found = await remote.run((aborted) => deps.load(signal ?? aborted));
    if (found) rows.value = deps.rowsOf(found);
    const state = remote.state.value;
    if (state.status === 'error' && isUnauthorized(state.error)) onUnauthorized();
  }

  return {
    state: remote.state,
    rows: computed(() => rows.value),
    errors: computed(() => errors.value),
    formError: computed(() => formError.value),
    saving: computed(() => saving.value),
    saved: computed(() => saved.value),
    load,
    retry: () => load(),
    /** The message on a row's field, if any. */
    errorOf: (index: number, field: string): string | undefined => errors.value[`${list}.${String(index)}.${field}`],
    edit<K extends Exclude<keyof R, 'key' | 'id'>>(index: number, field: K, value: R[K]): void {
      batch(() => {
        rows.value = rows.value.map((row, i) => (i === index ? { ...row, [field]: value } : row));
        saved.value = false;
        const path = `${list}.${String(index)}.${String(field)}`;
        if (errors.value[path]) {
          const rest = { ...errors.value };
          delete rest[path];
          errors.value = rest;
        }
      });
    },
    add(): void {
      keys += 1;
      const row = { ...deps.blank(), key: `new-${String(keys)}` } as R;
      batch(() => {
        rows.value = [...rows.value, row];
        saved.value = false;
      });
    },
    async save(): Promise<boolean> {
      if (remote.state.value.status !== 'complete' || saving.value) return false;
      const parsed = v.safeParse(deps.schema, deps.bodyOf(rows.value));
      if (!parsed.success) {
        place(parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })));
        return false;
      }
      batch(() => {
        saving.value = true;
        saved.value = false;
        formError.value = null;
      });
      try {
        const answer = await deps.save(parsed.output);
        batch(() => {
          remote.set(answer);
          rows.value = deps.rowsOf(answer);
          errors.value = {};
          saved.value = true;
        });
        return true;
      } catch (error) {
        placeRefusal(error, { onUnauthorized, place, formError });
        return false;
      } finally {
        saving.value = false;
      }
    },
    dispose(): void {
      remote.abort();
    },
  };
}
export type ListForm<A, R extends ListRow, B> = ReturnType<typeof createListForm<A, R, B>>;

/**
 * The workspace's form model: values, per-field and form-level messages, and a submit that checks the
 * values with the contract's own request schema first. Nothing typed is cleared by a failure.
 */
import { batch, signal, type ReadonlySignal } from '@preact/signals';
import * as v from 'valibot';
import { serverMessage } from '../i18n/index.ts';
import { placeRefusal } from './failure.ts';

type Values = Record<string, string | boolean>;
export type FieldErrors<V extends Values> = Partial<Record<keyof V & string, string>>;

export type SubmitResult<R> = { ok: true; result: R } | { ok: false; reason: 'invalid' | 'failed' | 'busy' };

export type SubmitOptions<V extends Values> = {
  /** Outside the sign-in pages a 401 means the session ended: the caller sends the member to sign in. */
  onUnauthorized?: (() => void) | undefined;
  /** The request body made from the values, when it is not the values themselves. */
  body?: ((values: V) => unknown) | undefined;
};

export type WorkspaceForm<V extends Values> = {
  values: ReadonlySignal<V>;
  fieldErrors: ReadonlySignal<FieldErrors<V>>;
  formError: ReadonlySignal<string | null>;
  submitting: ReadonlySignal<boolean>;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  reset(values?: Partial<V>): void;
  /** Shows a message about no one field (a 429's wait the feature words itself). */
  fail(message: string): void;
  submit<S extends v.GenericSchema<unknown, unknown>, R>(
    schema: S,
    send: (body: v.InferOutput<S>) => Promise<R>,
    options?: SubmitOptions<V>,
  ): Promise<SubmitResult<R>>;
};

export function createForm<V extends Values>(initial: V): WorkspaceForm<V> {
  const values = signal<V>(initial);
  const fieldErrors = signal<FieldErrors<V>>({});
  const formError = signal<string | null>(null);
  const submitting = signal(false);

  /** Field errors for our fields; any other becomes the form's message. */
  function place(errors: readonly { field: string; message: string }[]): void {
    const mine: Record<string, string> = {};
    const other: string[] = [];
    for (const { field, message } of errors) {
      // A list's item (`allowedOrigins.2`) belongs to the list's own field.
      const own = field in initial ? field : Object.keys(initial).find((key) => field.startsWith(`${key}.`));
      if (own) mine[own] ??= serverMessage(message);
      else other.push(serverMessage(message));
    }
    batch(() => {
      fieldErrors.value = mine as FieldErrors<V>;
      formError.value = other.length > 0 ? other.join(' ') : null;
    });
  }

  return {
    values,
    fieldErrors,
    formError,
    submitting,
    set(name, value) {
      batch(() => {
        values.value = { ...values.value, [name]: value };
        if (fieldErrors.value[name]) {
          const next = { ...fieldErrors.value };
          delete next[name];
          fieldErrors.value = next;
        }
      });
    },
    reset(next = {}) {
      batch(() => {
        values.value = { ...initial, ...next };
        fieldErrors.value = {};
        formError.value = null;
      });
    },
    fail(message) {
      formError.value = message;
    },
    async submit(schema, send, options = {}) {
      if (submitting.value) return { ok: false, reason: 'busy' };
      const parsed = v.safeParse(schema, options.body ? options.body(values.value) : values.value);
      if (!parsed.success) {
        place(parsed.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })));
        return { ok: false, reason: 'invalid' };
      }
      batch(() => {
        submitting.value = true;
        formError.value = null;
      });
      try {
        const result = await send(parsed.output);
        fieldErrors.value = {};
        return { ok: true, result };
      } catch (error) {
        placeRefusal(error, { onUnauthorized: options.onUnauthorized, place, formError });
        return { ok: false, reason: 'failed' };
      } finally {
        submitting.value = false;
      }
    },
  };
}

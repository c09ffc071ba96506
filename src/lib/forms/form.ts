/**
 * The form model every screen uses: values, eager validation (seed 000 §5 "Validation runs
 * eagerly"), touched state, server field errors of a 400 (seed 001 §5 and §8) and submission.
 * Signals only, no JSX: a component binds inputs to `values`, `setValue`, `touch`, `fieldError`.
 * Nothing the shopper typed is ever cleared by an error.
 */
// The form shows the rules' messages, so it brings them (a module that only re-exports could not: the build drops it).
import '../i18n/parts/validation.ts';
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { ApiError } from '../http.ts';
import { type FieldError } from '../../contract/http.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import { isAbortError } from '../remote-data.ts';
import type { FieldValue, Rule, RuleError } from './rules.ts';

export type FieldSpec = { label: MessageKey; initial: FieldValue; rules: readonly Rule[] };
export type FieldSpecs = Record<string, FieldSpec>;

type ValueOf<S extends FieldSpec> = S['initial'] extends boolean ? boolean : string;
export type FormValues<F extends FieldSpecs> = { [K in keyof F]: ValueOf<F[K]> };
type PerField<F extends FieldSpecs, T> = { [K in keyof F]: T };

export type SubmitResult<R> =
  | { status: 'success'; result: R }
  /** Client-side validation failed; nothing was sent (show the 'Required Fields' toast, if any). */
  | { status: 'invalid' }
  /** A submission is already running. */
  | { status: 'busy' }
  | { status: 'error'; error: unknown };

export type SubmitOptions = {
  /** Form-level message for anything but a 400 (the chat/email and call modals differ, seed 001 §8). */
  unexpected?: MessageKey;
};

export type Form<F extends FieldSpecs> = {
  values: ReadonlySignal<FormValues<F>>;
  /** Client-side message per field, computed on every change, whether or not it is shown yet. */
  errors: ReadonlySignal<PerField<F, string | null>>;
  touched: ReadonlySignal<PerField<F, boolean>>;
  /** Server messages per field (from a 400), cleared when the shopper edits that field. */
  serverErrors: ReadonlySignal<PerField<F, string | null>>;
  /** Form-level messages: server errors for no field of ours, or the generic failure message. */
  formError: ReadonlySignal<string[]>;
  isValid: ReadonlySignal<boolean>;
  submitting: ReadonlySignal<boolean>;
  /** True once a submit was attempted: every error shows from then on. */
  submitted: ReadonlySignal<boolean>;
  label(name: keyof F): string;
  setValue<K extends keyof F>(name: K, value: FormValues<F>[K]): void;
  /** Fills several fields at once (prefill, autocomplete); clears their server errors. */
  setValues(values: Partial<FormValues<F>>): void;
  touch(name: keyof F): void;
  /** The message to show for a field now: its server error, else its client error once touched or submitted. */
  fieldError(name: keyof F): string | null;
  /** Attach a 400's field errors to matching fields; the others become form-level messages. */
  setServerErrors(fieldErrors: readonly FieldError[]): void;
  /** A server-side verdict produced by the app itself (e.g. no geocode match on the zip code). */
  setFieldError(name: keyof F, message: string): void;
  /** Replaces the form-level messages (e.g. a 429's wait, which only the feature can put in words). */
  setFormError(messages: readonly string[]): void;
  submit<R>(handler: (values: FormValues<F>) => Promise<R>, options?: SubmitOptions): Promise<SubmitResult<R>>;
  /** Back to the initial values (or `values`), untouched, without errors (modals reset on open). */
  reset(values?: Partial<FormValues<F>>): void;
};

/** Translates a rule's verdict with the field's label as '{field}'. */
export function ruleMessage(error: RuleError, label: MessageKey): string {
  const params: Record<string, string | number> = { field: t(label), ...error.params };
  for (const [name, key] of Object.entries(error.labels ?? {})) params[name] = t(key);
  return t(error.key, params);
}

export function createForm<F extends FieldSpecs>(fields: F): Form<F> {
  const names = Object.keys(fields) as (keyof F & string)[];
  const each = <T>(fn: (name: keyof F & string) => T): PerField<F, T> =>
    Object.fromEntries(names.map((name) => [name, fn(name)])) as PerField<F, T>;
  const initialValues = () => each((name) => fields[name]!.initial) as FormValues<F>;

  const values = signal<FormValues<F>>(initialValues());
  const touched = signal<PerField<F, boolean>>(each(() => false));
  const serverErrors = signal<PerField<F, string | null>>(each(() => null));
  const formError = signal<string[]>([]);
  const submitting = signal(false);
  const submitted = signal(false);

  const errors = computed(() => {
    const current = values.value as Record<string, FieldValue>;
    return each((name) => {
      const spec = fields[name]!;
      for (const rule of spec.rules) {
        const verdict = rule(current[name]!, current);
        if (verdict) return ruleMessage(verdict, spec.label);
      }
      return null;
    });
  });
  const isValid = computed(() => names.every((name) => errors.value[name] === null));

  function clearServerErrors(changed: readonly string[]): void {
    if (!changed.some((name) => serverErrors.value[name] !== null)) return;
    const next = { ...serverErrors.value };
    for (const name of changed) if (name in next) (next as Record<string, string | null>)[name] = null;
    serverErrors.value = next;
  }

  function setValues(partial: Partial<FormValues<F>>): void {
    const known = Object.keys(partial).filter((name) => name in fields);
    batch(() => {
      values.value = { ...values.value, ...Object.fromEntries(known.map((n) => [n, partial[n]])) };
      clearServerErrors(known);
    });
  }

  function setServerErrors(fieldErrors: readonly FieldError[]): void {
    const next = each(() => null as string | null);
    const unmatched: string[] = [];
    for (const { field, message } of fieldErrors) {
      if (field in fields) {
        const slot = next as Record<string, string | null>;
        // The first message per field is the one to show.
        slot[field] ??= message;
      } else {
        unmatched.push(message);
      }
    }
    batch(() => {
      serverErrors.value = next;
      formError.value = unmatched;
    });
  }

  async function submit<R>(
    handler: (values: FormValues<F>) => Promise<R>,
    options: SubmitOptions = {},
  ): Promise<SubmitResult<R>> {
    if (submitting.value) return { status: 'busy' };
    batch(() => {
      submitted.value = true;
      touched.value = each(() => true);
      formError.value = [];
    });
    if (!isValid.value) return { status: 'invalid' };
    submitting.value = true;
    try {
      const result = await handler(values.value);
      batch(() => {
        serverErrors.value = each(() => null);
        formError.value = [];
      });
      return { status: 'success', result };
    } catch (error) {
      if (isAbortError(error)) return { status: 'error', error };
      if (error instanceof ApiError && error.isBadRequest) {
        if (error.fieldErrors.length > 0) setServerErrors(error.fieldErrors);
        else formError.value = [error.message || t(options.unexpected ?? 'forms.unexpected')];
      } else {
        formError.value = [t(options.unexpected ?? 'forms.unexpected')];
      }
      return { status: 'error', error };
    } finally {
      submitting.value = false;
    }
  }

  function reset(next: Partial<FormValues<F>> = {}): void {
    batch(() => {
      values.value = { ...initialValues(), ...next };
      touched.value = each(() => false);
      serverErrors.value = each(() => null);
      formError.value = [];
      submitted.value = false;
    });
  }

  return {
    values,
    errors,
    touched,
    serverErrors,
    formError,
    isValid,
    submitting,
    submitted,
    label: (name) => t(fields[name]!.label),
    setValue: (name, value) => setValues({ [name]: value } as unknown as Partial<FormValues<F>>),
    setValues,
    touch(name) {
      if (touched.value[name]) return;
      touched.value = { ...touched.value, [name]: true };
    },
    fieldError(name) {
      const server = serverErrors.value[name];
      if (server) return server;
      return touched.value[name] || submitted.value ? errors.value[name] : null;
    },
    setServerErrors,
    setFieldError(name, message) {
      serverErrors.value = { ...serverErrors.value, [name]: message };
    },
    setFormError(messages) {
      formError.value = [...messages];
    },
    submit,
    reset,
  };
}

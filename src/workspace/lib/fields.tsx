/**
 * The workspace's labelled controls: each ties its label by id, and its hint and error with
 * aria-describedby (aria-invalid while in error). Values come from a model; changes go to its actions.
 */
import { useId, type ReactNode } from 'react';

type Common = {
  label: string;
  name: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  required?: boolean;
  class?: string;
};

function described(id: string, error: string | null | undefined, hint: string | undefined): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return ids || undefined;
}

function Shell({ id, label, error, hint, class: className, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div class={className ? `ws-field ${className}` : 'ws-field'}>
      <label class="ws-field__label" for={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} class="ws-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} class="ws-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField(
  props: Common & {
    value: string;
    onValue: (value: string) => void;
    type?: 'text' | 'email' | 'password' | 'search' | 'date';
    autoComplete?: string;
    inputMode?: 'text' | 'numeric' | 'decimal' | 'email';
    maxLength?: number;
    spellCheck?: boolean;
    autoCapitalize?: 'off' | 'none';
  },
) {
  const id = useId();
  const describedBy = described(id, props.error, props.hint);
  return (
    <Shell {...props} id={id}>
      <input
        id={id}
        name={props.name}
        class="ws-input"
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        required={props.required}
        aria-invalid={props.error ? 'true' : 'false'}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        {...(props.autoComplete ? { autoComplete: props.autoComplete } : {})}
        {...(props.inputMode ? { inputMode: props.inputMode } : {})}
        {...(props.maxLength ? { maxLength: props.maxLength } : {})}
        {...(props.spellCheck === false ? { spellcheck: false } : {})}
        {...(props.autoCapitalize ? { autoCapitalize: props.autoCapitalize } : {})}
        onInput={(event) => props.onValue(event.currentTarget.value)}
      />
    </Shell>
  );
}

export function SelectField(
  props: Common & {
    value: string;
    onValue: (value: string) => void;
    options: readonly { value: string; label: string }[];
  },
) {
  const id = useId();
  const describedBy = described(id, props.error, props.hint);
  return (
    <Shell {...props} id={id}>
      <select
        id={id}
        name={props.name}
        class="ws-input"
        value={props.value}
        required={props.required}
        aria-invalid={props.error ? 'true' : 'false'}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        // Browsers fire input on a select's every change too (and preact/compat's tests fire only that).
        onInput={(event) => props.onValue(event.currentTarget.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** A text box with a counter of what is left (read with the field, not announced on every key). */
export function TextAreaField(
  props: Common & { value: string; onValue: (value: string) => void; maxLength: number; rows?: number },
) {
  const id = useId();
  const counter = `${props.value.length} / ${props.maxLength}`;
  const describedBy = [described(id, props.error, props.hint), `${id}-count`].filter(Boolean).join(' ');
  return (
    <Shell {...props} id={id}>
      <textarea
        id={id}
        name={props.name}
        class="ws-input ws-input--multiline"
        rows={props.rows ?? 4}
        value={props.value}
        maxLength={props.maxLength}
        required={props.required}
        aria-invalid={props.error ? 'true' : 'false'}
        aria-describedby={describedBy}
        onInput={(event) => props.onValue(event.currentTarget.value)}
      />
      <p id={`${id}-count`} class="ws-field__hint ws-field__count">
        {counter}
      </p>
    </Shell>
  );
}

export function CheckboxField(props: {
  label: string;
  name: string;
  checked: boolean;
  onValue: (checked: boolean) => void;
  /** What ticking it means, read with the box. */
  hint?: string | undefined;
}) {
  const id = useId();
  return (
    <div class="ws-field ws-field--check">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        {...(props.hint ? { 'aria-describedby': `${id}-hint` } : {})}
        onChange={(event) => props.onValue(event.currentTarget.checked)}
      />
      <label for={id}>{props.label}</label>
      {props.hint && (
        <p id={`${id}-hint`} class="ws-field__hint">
          {props.hint}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (a refused sign-in, a wait): announced as it appears. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p class="ws-alert" role="alert">
      {message}
    </p>
  );
}

/** After a failed submit: the first field in error takes focus, so the member lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

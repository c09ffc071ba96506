/** A labelled input bound to a form model: its error is announced and tied to it with aria-describedby. */
import { useId } from 'react';
import type { FieldSpecs, Form } from '../forms/index.ts';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  required?: boolean;
  maxLength?: number;
  /** Rewrites what is typed as it is typed (the phone mask of seed 001 §5). */
  format?: (value: string) => string;
};

export function TextField<F extends FieldSpecs>({
  form,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  maxLength,
  format,
}: Props<F>) {
  const id = useId();
  const error = form.fieldError(name);
  const value = form.values.value[name];
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {form.label(name)}
      </label>
      <input
        id={id}
        class="field__input"
        name={name}
        // preact's input types are a union per `type`; this one field serves the text-like ones.
        type={type as 'text'}
        value={typeof value === 'string' ? value : ''}
        {...(autoComplete ? { autoComplete } : {})}
        {...(inputMode ? { inputMode } : {})}
        required={required}
        {...(maxLength ? { maxLength } : {})}
        aria-invalid={error ? 'true' : 'false'}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        onInput={(event) => {
          const input = event.currentTarget;
          const next = format ? format(input.value) : input.value;
          // A keystroke the format drops leaves the stored value unchanged, so no re-render resets the box.
          if (input.value !== next) input.value = next;
          form.setValue(name, next as never);
        }}
        onBlur={() => form.touch(name)}
      />
      {error && (
        <p id={`${id}-error`} class="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

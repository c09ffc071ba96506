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
};

export function TextField<F extends FieldSpecs>({
  form,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  required,
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
        aria-invalid={error ? 'true' : 'false'}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        onInput={(event) => form.setValue(name, event.currentTarget.value as never)}
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

/** A labelled multi-line text box bound to a form model (questions and comments). */
import { useId } from 'react';
import type { FieldSpecs, Form } from '../forms/index.ts';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  required?: boolean;
  disabled?: boolean;
  maxLength?: number;
  rows?: number;
  describedBy?: string | undefined;
};

export function TextAreaField<F extends FieldSpecs>({
  form,
  name,
  required,
  disabled,
  maxLength,
  rows = 4,
  describedBy,
}: Props<F>) {
  const id = useId();
  const error = form.fieldError(name);
  const described = [error ? `${id}-error` : null, describedBy].filter(Boolean).join(' ');
  const value = form.values.value[name];
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {form.label(name)}
      </label>
      <textarea
        id={id}
        class="field__input field__input--multiline"
        name={name}
        rows={rows}
        value={typeof value === 'string' ? value : ''}
        required={required}
        {...(disabled ? { disabled: true } : {})}
        {...(maxLength ? { maxLength } : {})}
        aria-invalid={error ? 'true' : 'false'}
        {...(described ? { 'aria-describedby': described } : {})}
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

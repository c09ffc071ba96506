/** A checkbox bound to a form model, its label beside it (links allowed), its error under both. */
import { useId, type ReactNode } from 'react';
import type { FieldSpecs, Form } from '../forms/index.ts';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  /** The label's content: what the shopper agrees to, with its links. */
  children: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Id of another element that describes the checkbox (why it is disabled). */
  describedBy?: string | undefined;
};

export function CheckboxField<F extends FieldSpecs>({
  form,
  name,
  children,
  required,
  disabled,
  describedBy,
}: Props<F>) {
  const id = useId();
  const error = form.fieldError(name);
  const described = [error ? `${id}-error` : null, describedBy].filter(Boolean).join(' ');
  return (
    <div class="field field--checkbox">
      <div class="field__check">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={form.values.value[name] === true}
          required={required}
          {...(disabled ? { disabled: true } : {})}
          aria-invalid={error ? 'true' : 'false'}
          {...(described ? { 'aria-describedby': described } : {})}
          onChange={(event) => form.setValue(name, event.currentTarget.checked as never)}
          onBlur={() => form.touch(name)}
        />
        <label for={id}>{children}</label>
      </div>
      {error && (
        <p id={`${id}-error`} class="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

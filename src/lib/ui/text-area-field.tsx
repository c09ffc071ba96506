/** A labelled multi-line text box bound to a form model (questions and comments). */
import type { FieldSpecs, Form } from '../forms/index.ts';
import { FieldShell } from './field-shell.tsx';

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
  const value = form.values.value[name];
  return (
    <FieldShell label={form.label(name)} error={form.fieldError(name)} describedBy={describedBy}>
      {(control) => (
        <textarea
          {...control}
          class="field__input field__input--multiline"
          name={name}
          rows={rows}
          value={typeof value === 'string' ? value : ''}
          required={required}
          {...(disabled ? { disabled: true } : {})}
          {...(maxLength ? { maxLength } : {})}
          onInput={(event) => form.setValue(name, event.currentTarget.value as never)}
          onBlur={() => form.touch(name)}
        />
      )}
    </FieldShell>
  );
}

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
  return (
    <FieldShell form={form} name={name} describedBy={describedBy}>
      {(control) => (
        <textarea
          {...control}
          class="field__input field__input--multiline"
          rows={rows}
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

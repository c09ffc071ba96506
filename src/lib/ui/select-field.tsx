/** A labelled native select bound to a form model; its first option is the empty choice. */
import type { FieldSpecs, Form } from '../forms/index.ts';
import { FieldShell } from './field-shell.tsx';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  /** Value and text of each choice, in order. */
  options: readonly { value: string; label: string }[];
  /** Text of the empty choice ('Select a time'). */
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  /** Called with the new value instead of setting it directly (to clear fields that depend on it). */
  onChange?: (value: string) => void;
  describedBy?: string | undefined;
};

export function SelectField<F extends FieldSpecs>({
  form,
  name,
  options,
  placeholder,
  required,
  disabled,
  onChange,
  describedBy,
}: Props<F>) {
  return (
    <FieldShell form={form} name={name} describedBy={describedBy}>
      {(control) => (
        <select
          {...control}
          required={required}
          {...(disabled ? { disabled: true } : {})}
          onInput={(event) => {
            const next = event.currentTarget.value;
            if (onChange) onChange(next);
            else form.setValue(name, next as never);
          }}
          onBlur={() => form.touch(name)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

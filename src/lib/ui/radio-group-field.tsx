/**
 * One choice out of a few, bound to a form model: a fieldset named by its legend, a native radio
 * per option (arrow keys move between them), the error under the group and tied to each radio.
 */
import { useId } from 'react';
import type { FieldSpecs, Form } from '../forms/index.ts';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  /** Called with the new value instead of setting it directly. */
  onChange?: (value: string) => void;
  /** 'row': side by side while they fit (two or three short choices). */
  layout?: 'row' | 'column';
};

export function RadioGroupField<F extends FieldSpecs>({
  form,
  name,
  options,
  required,
  onChange,
  layout = 'column',
}: Props<F>) {
  const id = useId();
  const error = form.fieldError(name);
  const value = form.values.value[name];
  return (
    <fieldset class={`choices choices--${layout}`}>
      <legend class="field__label">{form.label(name)}</legend>
      {options.map((option, i) => (
        <label key={option.value} class="choice" for={`${id}-${String(i)}`}>
          <input
            id={`${id}-${String(i)}`}
            type="radio"
            name={`${id}-${name}`}
            value={option.value}
            checked={value === option.value}
            required={required}
            aria-invalid={error ? 'true' : 'false'}
            {...(error ? { 'aria-describedby': `${id}-error` } : {})}
            onChange={() => (onChange ? onChange(option.value) : form.setValue(name, option.value as never))}
            onBlur={() => form.touch(name)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} class="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

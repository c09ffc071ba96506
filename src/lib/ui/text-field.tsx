/** A labelled input bound to a form model: its error is announced and tied to it with aria-describedby. */
import type { FieldSpecs, Form } from '../forms/index.ts';
import { FieldShell } from './field-shell.tsx';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** Rewrites what the shopper types (e.g. the phone mask '(###) ###-####'). */
  format?: (value: string) => string;
  /** 'submit': errors show only once the form was submitted (seed 001 §5 "passive"); default 'blur'. */
  validateOn?: 'blur' | 'submit';
  /** Id of another element that describes the field (a notice about its value). */
  describedBy?: string | undefined;
};

export function TextField<F extends FieldSpecs>({
  form,
  name,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  readOnly,
  disabled,
  maxLength,
  format,
  validateOn = 'blur',
  describedBy,
}: Props<F>) {
  return (
    <FieldShell form={form} name={name} describedBy={describedBy}>
      {(control) => (
        <input
          {...control}
          // preact's input types are a union per `type`; this one field serves the text-like ones.
          type={type as 'text'}
          {...(autoComplete ? { autoComplete } : {})}
          {...(inputMode ? { inputMode } : {})}
          required={required}
          {...(readOnly ? { readOnly: true } : {})}
          {...(disabled ? { disabled: true } : {})}
          {...(maxLength ? { maxLength } : {})}
          onInput={(event) => {
            const input = event.currentTarget;
            const next = format ? format(input.value) : input.value;
            // A controlled input keeps the masked text even when the rewrite equals the last value.
            if (next !== input.value) input.value = next;
            form.setValue(name, next as never);
          }}
          onBlur={() => validateOn === 'blur' && form.touch(name)}
        />
      )}
    </FieldShell>
  );
}

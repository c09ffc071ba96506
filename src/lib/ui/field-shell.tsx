/**
 * The one markup of a labelled form field: label, control, description and error, the control tied to
 * its label by id and to its description and error with aria-describedby (aria-invalid while in error).
 */
import { useId, type ReactNode } from 'react';
import type { FieldSpecs, Form } from '../forms/index.ts';

/** What the control takes from the shell: its id, name, class and text value, and its aria wiring. */
export type FieldControl = {
  id: string;
  name: string;
  class: string;
  value: string;
  'aria-invalid': 'true' | 'false';
  'aria-describedby'?: string;
};

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  /** What the field does with its value, shown under the control ('' or none: nothing to say). */
  hint?: string | undefined;
  /** Id of another element that describes the field (a notice about its value). */
  describedBy?: string | undefined;
  /** A class for the field's box beside `field` (a combobox positions its list in it). */
  class?: string | undefined;
  /** The control, given its id, name, class, value and aria wiring. */
  children: (control: FieldControl) => ReactNode;
};

export function FieldShell<F extends FieldSpecs>({
  form,
  name,
  hint,
  describedBy,
  class: className,
  children,
}: Props<F>) {
  const id = useId();
  const error = form.fieldError(name);
  const value = form.values.value[name];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div class={className ? `field ${className}` : 'field'}>
      <label class="field__label" for={id}>
        {form.label(name)}
      </label>
      {children({
        id,
        name,
        class: 'field__input',
        value: typeof value === 'string' ? value : '',
        'aria-invalid': error ? 'true' : 'false',
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={hintId} class="muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} class="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

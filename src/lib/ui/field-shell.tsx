/**
 * The one markup of a labelled form field: label, control, description and error, the control tied to
 * its label by id and to its description and error with aria-describedby (aria-invalid while in error).
 */
import { useId, type ReactNode } from 'react';

/** What the control takes from the shell: its id and its aria wiring. */
export type FieldControl = { id: string; 'aria-invalid': 'true' | 'false'; 'aria-describedby'?: string };

type Props = {
  label: ReactNode;
  error: string | null;
  /** What the field does with its value, shown under the control ('' or none: nothing to say). */
  hint?: string | undefined;
  /** Id of another element that describes the field (a notice about its value). */
  describedBy?: string | undefined;
  /** The control, given its id and aria wiring. */
  children: (control: FieldControl) => ReactNode;
};

export function FieldShell({ label, error, hint, describedBy, children }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(' ');
  return (
    <div class="field">
      <label class="field__label" for={id}>
        {label}
      </label>
      {children({
        id,
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

/**
 * A field for a value the app must not show back: the Social Security number (masked while typed and
 * after: only •••-••-1234) and the date of birth (shown while typed, never once it is on file).
 * While the field has focus the shopper types into it (a password input for the SSN, so it is masked
 * on screen); once left it shows the mask of what was typed, or of what is on file. An empty field
 * keeps what is on file. autocomplete is off: browsers must not keep or offer it.
 */
import { useState } from 'react';
import type { FieldSpecs, Form } from '../../lib/forms/index.ts';
import { FieldShell } from '../../lib/ui/field-shell.tsx';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  /** Masked while typed too (the SSN). */
  secret?: boolean;
  /** What shows while nothing is typed: the mask of the value on file, or '' when none is. */
  onFile: string;
  /** Shows a typed value once the field is left (the SSN's mask), default: as typed. */
  mask?: (typed: string) => string;
  format: (value: string) => string;
  maxLength: number;
  /** What the field does with the value ('' for nothing to say). */
  hint: string;
  required?: boolean;
};

export function SensitiveField<F extends FieldSpecs>({
  form,
  name,
  secret = false,
  onFile,
  mask = (typed) => typed,
  format,
  maxLength,
  hint,
  required,
}: Props<F>) {
  const [editing, setEditing] = useState(false);
  const raw = form.values.value[name];
  const typed = typeof raw === 'string' ? raw : '';
  const shown = editing ? typed : typed !== '' ? mask(typed) : onFile;
  return (
    <FieldShell form={form} name={name} hint={hint}>
      {(control) => (
        <input
          {...control}
          // Masked on screen while typed; the mask (not the value) once left. (One field, two text-like types.)
          type={(editing && secret ? 'password' : 'text') as 'text'}
          value={shown}
          autoComplete="off"
          inputMode="numeric"
          spellcheck={false}
          maxLength={maxLength}
          required={required}
          data-1p-ignore="true"
          data-lpignore="true"
          onFocus={() => setEditing(true)}
          onInput={(event) => {
            const input = event.currentTarget;
            const next = format(input.value);
            if (next !== input.value) input.value = next;
            form.setValue(name, next as never);
          }}
          onBlur={() => {
            setEditing(false);
            form.touch(name);
          }}
        />
      )}
    </FieldShell>
  );
}

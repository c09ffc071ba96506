/**
 * The phone input of every form that asks for one (seed 001 §5): masked '(###) ###-####' while typed, at
 * most 14 characters, checked on blur by the form's rules (the contract's `phone`, form-rules.ts).
 */
import type { FieldSpecs, Form } from '../forms/index.ts';
import { maskPhone, PHONE_MASK_MAX_LENGTH } from '../../contract/format.ts';
import { TextField } from './text-field.tsx';

type Props<F extends FieldSpecs> = {
  form: Form<F>;
  name: keyof F & string;
  required?: boolean;
};

export function PhoneField<F extends FieldSpecs>({ form, name, required }: Props<F>) {
  return (
    <TextField
      form={form}
      name={name}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      maxLength={PHONE_MASK_MAX_LENGTH}
      format={maskPhone}
      {...(required ? { required: true } : {})}
    />
  );
}

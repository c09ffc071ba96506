/**
 * The finance application's first step's fields: a person's identity (the SSN and
 * the date of birth in SensitiveFields). The later steps are a chunk of their own (later-steps.tsx).
 */
import '../../lib/i18n/parts/finance.ts';
import { maskDateOfBirth, DATE_OF_BIRTH_MAX_LENGTH } from '../../lib/forms/date-of-birth.ts';
import { t } from '../../lib/i18n/index.ts';
import { TextField } from '../../lib/ui/text-field.tsx';
import { PhoneField } from '../../lib/ui/phone-field.tsx';
import type { IdentityView } from '../../contract/finance.ts';
import type { IdentityForm } from './model.ts';
import { MASKED_DATE_OF_BIRTH, maskedSsn, maskedTypedSsn, maskSsnInput, SSN_MAX_LENGTH } from './rules.ts';
import { SensitiveField } from './sensitive-field.tsx';

export function IdentityFields({ form, onFile }: { form: IdentityForm; onFile: IdentityView | null }) {
  const lastFour = form.values.value.ssnOnFile ? (onFile?.ssnLastFour ?? null) : null;
  const dobOnFile = form.values.value.dateOfBirthOnFile;
  return (
    <>
      <TextField form={form} name="firstName" autoComplete="given-name" required />
      <TextField form={form} name="lastName" autoComplete="family-name" required />
      <TextField form={form} name="email" type="email" autoComplete="email" required />
      <PhoneField form={form} name="phoneNumber" required />
      <SensitiveField
        form={form}
        name="dateOfBirth"
        onFile={dobOnFile ? MASKED_DATE_OF_BIRTH : ''}
        format={maskDateOfBirth}
        maxLength={DATE_OF_BIRTH_MAX_LENGTH}
        hint={dobOnFile ? t('finance.dob.onFile') : ''}
        required={!dobOnFile}
      />
      <SensitiveField
        form={form}
        name="ssn"
        secret
        onFile={lastFour ? maskedSsn(lastFour) : ''}
        mask={maskedTypedSsn}
        format={maskSsnInput}
        maxLength={SSN_MAX_LENGTH}
        hint={lastFour ? t('finance.ssn.onFile', { masked: maskedSsn(lastFour) }) : t('finance.ssn.hint')}
        required={!lastFour}
      />
    </>
  );
}

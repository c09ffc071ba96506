/** A dealer's profile controls: name, the address (verified by the server), time zone, phone and website. */
import { t } from '../../i18n/index.ts';
import { TextField } from '../../lib/fields.tsx';
import type { WorkspaceForm } from '../../lib/form.ts';
import { PROFILE_FIELDS, type FormValues } from './campaign-values.ts';

const HINTS: Partial<
  Record<
    (typeof PROFILE_FIELDS)[number],
    'profile.addressHint' | 'profile.timeZoneHint' | 'profile.phoneHint' | 'profile.websiteHint'
  >
> = {
  address: 'profile.addressHint',
  timeZone: 'profile.timeZoneHint',
  phoneNumber: 'profile.phoneHint',
  website: 'profile.websiteHint',
};

const AUTOCOMPLETE: Partial<Record<(typeof PROFILE_FIELDS)[number], string>> = {
  name: 'organization',
  address: 'address-line1',
  city: 'address-level2',
  stateCode: 'address-level1',
  zipCode: 'postal-code',
  phoneNumber: 'tel',
  website: 'url',
};

export function ProfileFields({ form, prefix = '' }: { form: WorkspaceForm<FormValues>; prefix?: string }) {
  const values = form.values.value;
  const errors = form.fieldErrors.value;
  return (
    <>
      {PROFILE_FIELDS.map((field) => {
        const name = `${prefix}${field}`;
        const value = values[name];
        const hint = HINTS[field];
        return (
          <TextField
            key={field}
            label={t(`profile.${field}`)}
            name={name}
            value={typeof value === 'string' ? value : ''}
            onValue={(typed) => form.set(name, typed)}
            error={errors[name]}
            autoComplete={AUTOCOMPLETE[field] ?? 'off'}
            {...(hint ? { hint: t(hint) } : {})}
            {...(field === 'zipCode' || field === 'phoneNumber' ? { inputMode: 'numeric' as const } : {})}
          />
        );
      })}
    </>
  );
}

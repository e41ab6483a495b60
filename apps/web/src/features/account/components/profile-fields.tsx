import type { ZProfileFields } from '@parkstays/contract';
import { type ReactNode, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox, Select } from '../../../components/ui/field';
import { NameFields } from '../../../components/ui/person-fields';
import { countryOptions } from '../../../lib/countries';
import type { FormFields } from '../../../lib/forms';
import { ContactAddressFields } from './contact-address-fields';
import styles from './forms.module.css';

export type ProfileInput = z.input<typeof ZProfileFields>;

/** The profile fields in the order the forms show them (the error summary follows it too). */
export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'address_1',
  'address_2',
  'city',
  'postcode',
  'country_code',
  'marketing_preference',
] as const;

export type ProfileFieldsProps = {
  form: UseFormReturn<ProfileInput>;
  /** The form's field helper (`useFormFields`). */
  fields: FormFields<ProfileInput>;
  /** Rendered after the names (the sign-up form's Email). */
  afterNames?: ReactNode;
};

/** First/last name, phone, address, country and newsletter: shared by Sign Up and My Details. */
export function ProfileFields({ form, fields, afterNames }: ProfileFieldsProps) {
  const countries = useMemo(
    () => countryOptions().map(({ code, name }) => ({ value: code, label: name })),
    [],
  );

  return (
    <div className={styles.grid}>
      <NameFields fields={fields} />
      {afterNames ? <div className={styles.wide}>{afterNames}</div> : null}
      <ContactAddressFields fields={fields} />
      <Select
        {...fields.field('country_code', { label: 'Country' })}
        autoComplete="country"
        placeholder="Select Your Country"
        options={countries}
      />
      <div className={styles.wide}>
        <Controller
          control={form.control}
          name="marketing_preference"
          render={({ field }) => (
            <Checkbox
              id={fields.id('marketing_preference')}
              label="Subscribe to our newsletter"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={field.value === 1}
              onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
              error={fields.error('marketing_preference')}
            />
          )}
        />
      </div>
    </div>
  );
}

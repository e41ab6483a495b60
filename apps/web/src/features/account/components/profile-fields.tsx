import { KEY_FILTERS, type ZProfileFields } from '@parkstays/contract';
import { type ReactNode, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox, Select, TextField } from '../../../components/ui/field';
import { countryOptions } from '../../../lib/countries';
import { withKeyFilter } from '../../../lib/key-filter';
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
  idPrefix: string;
  /** Rendered after the names (the sign-up form's Email). */
  afterNames?: ReactNode;
};

/** First/last name, phone, address, country and newsletter: shared by Sign Up and My Details. */
export function ProfileFields({ form, idPrefix, afterNames }: ProfileFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const id = (field: string) => `${idPrefix}-${field}`;
  const countries = useMemo(
    () => countryOptions().map(({ code, name }) => ({ value: code, label: name })),
    [],
  );

  return (
    <div className={styles.grid}>
      <TextField
        id={id('first_name')}
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...withKeyFilter(register('first_name'), KEY_FILTERS.name)}
      />
      <TextField
        id={id('last_name')}
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...withKeyFilter(register('last_name'), KEY_FILTERS.name)}
      />
      {afterNames ? <div className={styles.wide}>{afterNames}</div> : null}
      <ContactAddressFields register={register} errors={errors} idPrefix={idPrefix} />
      <Select
        id={id('country_code')}
        label="Country"
        autoComplete="country"
        placeholder="Select Your Country"
        options={countries}
        error={errors.country_code?.message}
        {...register('country_code')}
      />
      <div className={styles.wide}>
        <Controller
          control={control}
          name="marketing_preference"
          render={({ field }) => (
            <Checkbox
              id={id('marketing_preference')}
              label="Subscribe to our newsletter"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={field.value === 1}
              onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
              error={errors.marketing_preference?.message}
            />
          )}
        />
      </div>
    </div>
  );
}

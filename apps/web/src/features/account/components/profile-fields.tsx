import { KEY_FILTERS, POSTCODE_MAX, type ZProfileFields } from '@parkstays/contract';
import { type ReactNode, useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox, Select, TextField } from '../../../components/ui/field';
import { countryOptions } from '../../../lib/countries';
import { withKeyFilter } from '../../../lib/key-filter';
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
      <TextField
        id={id('phone_number')}
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...withKeyFilter(register('phone_number'), KEY_FILTERS.phone)}
      />
      <TextField
        id={id('address_1')}
        label="Address line 1"
        autoComplete="address-line1"
        error={errors.address_1?.message}
        {...register('address_1')}
      />
      <TextField
        id={id('address_2')}
        label="Address line 2"
        autoComplete="address-line2"
        error={errors.address_2?.message}
        {...register('address_2')}
      />
      <TextField
        id={id('city')}
        label="Town or city"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        id={id('postcode')}
        label="Postcode"
        autoComplete="postal-code"
        maxLength={POSTCODE_MAX}
        error={errors.postcode?.message}
        {...withKeyFilter(register('postcode'), KEY_FILTERS.postcode)}
      />
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

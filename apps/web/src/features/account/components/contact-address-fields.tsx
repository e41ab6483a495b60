import { KEY_FILTERS, POSTCODE_MAX } from '@parkstays/contract';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { withKeyFilter } from '../../../lib/key-filter';

/** The fields every form that has them names the same way (profile, booking details). */
type ContactAddressValues = {
  phone_number?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  postcode?: string;
};

export type ContactAddressFieldsProps<T extends FieldValues & ContactAddressValues> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Makes each field's id: `${idPrefix}-${field}`. */
  idPrefix: string;
  /** Marks the address lines, town and postcode "(optional)" where the form does not need them. */
  markOptional?: boolean;
};

/**
 * Phone, two address lines, town and postcode, with the key filters of docs/product.md "Field rules"; placed in
 * the parent form's own grid.
 */
export function ContactAddressFields<T extends FieldValues & ContactAddressValues>({
  register,
  errors,
  idPrefix,
  markOptional = false,
}: ContactAddressFieldsProps<T>) {
  const field = (name: keyof ContactAddressValues) => name as Path<T>;
  const message = (name: keyof ContactAddressValues) =>
    (errors as FieldErrors<ContactAddressValues>)[name]?.message;
  const optional = (label: string) => (markOptional ? `${label} (optional)` : label);
  return (
    <>
      <TextField
        id={`${idPrefix}-phone_number`}
        label="Phone number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={message('phone_number')}
        {...withKeyFilter(register(field('phone_number')), KEY_FILTERS.phone)}
      />
      <TextField
        id={`${idPrefix}-address_1`}
        label={optional('Address line 1')}
        autoComplete="address-line1"
        error={message('address_1')}
        {...register(field('address_1'))}
      />
      <TextField
        id={`${idPrefix}-address_2`}
        label={optional('Address line 2')}
        autoComplete="address-line2"
        error={message('address_2')}
        {...register(field('address_2'))}
      />
      <TextField
        id={`${idPrefix}-city`}
        label={optional('Town or city')}
        autoComplete="address-level2"
        error={message('city')}
        {...register(field('city'))}
      />
      <TextField
        id={`${idPrefix}-postcode`}
        label={optional('Postcode')}
        autoComplete="postal-code"
        maxLength={POSTCODE_MAX}
        error={message('postcode')}
        {...withKeyFilter(register(field('postcode')), KEY_FILTERS.postcode)}
      />
    </>
  );
}

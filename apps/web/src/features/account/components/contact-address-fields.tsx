import { KEY_FILTERS, POSTCODE_MAX } from '@parkstays/contract';
import type { FieldValues, Path } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import type { FormFields } from '../../../lib/forms';

/** The fields every form that has them names the same way (profile, booking details). */
type ContactAddressValues = {
  phone_number?: string;
  address_1?: string;
  address_2?: string;
  city?: string;
  postcode?: string;
};

export type ContactAddressFieldsProps<T extends FieldValues & ContactAddressValues> = {
  /** The parent form's field helper (`useFormFields`): ids, errors and registration. */
  fields: FormFields<T>;
  /** Marks the address lines, town and postcode "(optional)" where the form does not need them. */
  markOptional?: boolean;
};

/**
 * Phone, two address lines, town and postcode, with the key filters of docs/product.md "Field rules"; placed in
 * the parent form's own grid.
 */
export function ContactAddressFields<T extends FieldValues & ContactAddressValues>({
  fields,
  markOptional = false,
}: ContactAddressFieldsProps<T>) {
  const field = (name: keyof ContactAddressValues, label: string, keyFilter?: RegExp) =>
    fields.field(name as Path<T>, {
      label: markOptional && name !== 'phone_number' ? `${label} (optional)` : label,
      keyFilter,
    });
  return (
    <>
      <TextField
        {...field('phone_number', 'Phone number', KEY_FILTERS.phone)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <TextField {...field('address_1', 'Address line 1')} autoComplete="address-line1" />
      <TextField {...field('address_2', 'Address line 2')} autoComplete="address-line2" />
      <TextField {...field('city', 'Town or city')} autoComplete="address-level2" />
      <TextField
        {...field('postcode', 'Postcode', KEY_FILTERS.postcode)}
        autoComplete="postal-code"
        maxLength={POSTCODE_MAX}
      />
    </>
  );
}

import { KEY_FILTERS } from '@parkstays/contract';
import type { FieldValues, Path } from 'react-hook-form';
import type { FormFields } from '../../lib/forms';
import { TextField, type TextFieldProps } from './field';

/**
 * The boxes that ask who someone is, drawn the same way on every form that has them (signing up,
 * My Details, a booking's lead guest, signing in…): the same labels, key filters and the names
 * browsers fill in from.
 */

/** An e-mail address: the e-mail keyboard, the browser's saved address, no spelling marks. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" spellCheck={false} {...props} />;
}

/** A password: `autoComplete` says whether the browser fills in the saved one or offers a new one. */
export function PasswordField(
  props: Omit<TextFieldProps, 'type' | 'autoComplete'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <TextField type="password" {...props} />;
}

type PersonValues = {
  first_name?: string;
  last_name?: string;
  password?: string;
  confirm_password?: string;
};

type PersonFieldsProps<T extends FieldValues & PersonValues> = {
  /** The form's field helper (`useFormFields`): ids, errors and registration. */
  fields: FormFields<T>;
};

/** First name and last name, typed with the name key filter. */
export function NameFields<T extends FieldValues & PersonValues>({ fields }: PersonFieldsProps<T>) {
  return (
    <>
      <TextField
        {...fields.field('first_name' as Path<T>, { label: 'First name', keyFilter: KEY_FILTERS.name })}
        autoComplete="given-name"
      />
      <TextField
        {...fields.field('last_name' as Path<T>, { label: 'Last name', keyFilter: KEY_FILTERS.name })}
        autoComplete="family-name"
      />
    </>
  );
}

/** A new account's password and its confirmation, side by side in `className`'s grid. */
export function NewPasswordFields<T extends FieldValues & PersonValues>({
  fields,
  className,
}: PersonFieldsProps<T> & { className?: string }) {
  return (
    <div className={className}>
      <PasswordField
        {...fields.field('password' as Path<T>, { label: 'Password', hint: 'At least 8 characters' })}
        autoComplete="new-password"
      />
      <PasswordField
        {...fields.field('confirm_password' as Path<T>, { label: 'Confirm password' })}
        autoComplete="new-password"
      />
    </div>
  );
}

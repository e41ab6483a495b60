import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { FormFields } from '../../lib/forms';
import { Button } from './button';
import { DatePicker, type DatePickerProps } from './date-picker';
import { ErrorText } from './error-text';
import styles from './form-date-field.module.css';

export type FormDateFieldProps<T extends FieldValues> = Omit<DatePickerProps, 'id' | 'value' | 'onChange'> & {
  // biome-ignore lint/suspicious/noExplicitAny: the field only reads and sets its own value, whatever the form submits.
  control: Control<T, any, any>;
  /** The form's field helper: the date's id and its error. */
  fields: Pick<FormFields<T>, 'id' | 'error'>;
  /** The form's field holding yyyy-mm-dd, or '' while no day is chosen. */
  name: Path<T>;
  /** For a date that may be left empty: a button with these words empties it. */
  clearLabel?: string;
};

/**
 * A form's date question: the calendar button with its label and hint, and the field's own error
 * under it, as the summary at the top links to it.
 */
export function FormDateField<T extends FieldValues>({
  control,
  fields,
  name,
  clearLabel,
  ...picker
}: FormDateFieldProps<T>) {
  const id = fields.id(name);
  const error = fields.error(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <DatePicker id={id} value={field.value} onChange={field.onChange} {...picker} />
          <ErrorText id={id} error={error} className={styles.error} />
          {clearLabel && field.value ? (
            <Button variant="link" onClick={() => field.onChange('')}>
              {clearLabel}
            </Button>
          ) : null}
        </div>
      )}
    />
  );
}
